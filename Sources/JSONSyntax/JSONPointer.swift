import OnboardingDiagnostics

/// JSON pointers (RFC 6901), such as `/slides/2/title`, name a value independently of its position.
public enum JSONPointer {
    /// `pointer` extended by an object key, with `~` and `/` escaped.
    ///
    /// Escaping works on Unicode scalars, as RFC 6901 does: a `/` followed by a combining mark is
    /// still a `/`. A key of a megabyte costs one pass over it.
    public static func appending(_ key: String, to pointer: String) -> String {
        var result = pointer + "/"
        appendEscaped(key, to: &result)
        return result
    }

    /// Appends `token` to `pointer` with `~` written `~0` and `/` written `~1`.
    static func appendEscaped(_ token: some StringProtocol, to pointer: inout String) {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            pointer += token
            return
        }
        for scalar in token.unicodeScalars {
            switch scalar {
            case "~": pointer += "~0"
            case "/": pointer += "~1"
            default: pointer.unicodeScalars.append(scalar)
            }
        }
    }

    /// `pointer` extended by an array index.
    public static func appending(_ index: Int, to pointer: String) -> String {
        pointer + "/" + String(index)
    }

    /// The unescaped reference tokens of `pointer`; empty for the whole document (`""`).
    public static func components(of pointer: String) -> [String] {
        guard !pointer.isEmpty else { return [] }
        var components: [String] = []
        var current = String.UnicodeScalarView()
        var afterTilde = false
        for scalar in pointer.unicodeScalars.dropFirst() {
            if afterTilde {
                afterTilde = false
                switch scalar {
                case "0": current.append("~")
                case "1": current.append("/")
                default: current.append("~"); current.append(scalar)
                }
                continue
            }
            switch scalar {
            case "/":
                components.append(String(current))
                current = String.UnicodeScalarView()
            case "~":
                afterTilde = true
            default:
                current.append(scalar)
            }
        }
        if afterTilde { current.append("~") }
        components.append(String(current))
        return components
    }
}

extension JSONSyntaxTree {
    /// The value at `pointer` and the range of the key that holds it, if it names one.
    public func resolve(_ pointer: String) -> (value: JSONValue, keyRange: Range<Int>?)? {
        guard var value = root else { return nil }
        var keyRange: Range<Int>?
        for component in JSONPointer.components(of: pointer) {
            switch value.kind {
            case .object:
                guard let member = value.firstMember(named: component) else { return nil }
                value = member.value
                keyRange = member.keyRange
            case .array:
                guard let index = Int(component), index >= 0, index < value.childCount else { return nil }
                value = value.element(at: index)
                keyRange = nil
            default:
                return nil
            }
        }
        return (value, keyRange)
    }

    /// The source range of the value at `pointer`, or of the nearest enclosing value that exists.
    public func sourceRange(at pointer: String) -> SourceRange? {
        var components = JSONPointer.components(of: pointer)
        while true {
            var prefix = ""
            for component in components {
                prefix += "/"
                JSONPointer.appendEscaped(component, to: &prefix)
            }
            if let resolved = resolve(prefix) { return source.range(resolved.value.range) }
            guard !components.isEmpty else { return nil }
            components.removeLast()
        }
    }
}

extension JSONSyntaxTree {
    /// The source range of the bytes `textRange` of the decoded text of the string at `pointer`, such
    /// as a placeholder inside a title; the range of the whole value when `pointer` names no string.
    ///
    /// Escapes are walked to map the decoded text to the source: `\n` is two bytes of source for one
    /// of text, `\u00E9` six for two.
    public func sourceRange(ofText textRange: Range<Int>, inStringAt pointer: String) -> SourceRange? {
        guard let (value, _) = resolve(pointer), value.kind == .string else { return sourceRange(at: pointer) }
        let bytes = source.bytes
        var sourceOffset = value.range.lowerBound + 1
        var textOffset = 0
        var start: Int?
        while sourceOffset < value.range.upperBound - 1 {
            if start == nil, textOffset >= textRange.lowerBound { start = sourceOffset }
            if textOffset >= textRange.upperBound { break }
            guard bytes[sourceOffset] == UInt8(ascii: "\\") else {
                sourceOffset += 1
                textOffset += 1
                continue
            }
            guard sourceOffset + 1 < bytes.count, bytes[sourceOffset + 1] == UInt8(ascii: "u") else {
                sourceOffset += 2
                textOffset += 1
                continue
            }
            let unit = Self.hexValue(bytes, at: sourceOffset + 2)
            if (0xD800..<0xDC00).contains(unit), sourceOffset + 7 < bytes.count, bytes[sourceOffset + 6] == UInt8(ascii: "\\") {
                sourceOffset += 12
                textOffset += 4
            } else {
                sourceOffset += 6
                textOffset += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
            }
        }
        return source.range((start ?? sourceOffset)..<sourceOffset)
    }

    /// The value of the four hexadecimal digits at `offset`, or 0 where they are cut short.
    private static func hexValue(_ bytes: [UInt8], at offset: Int) -> Int {
        var value = 0
        for index in offset..<min(offset + 4, bytes.count) {
            guard let digit = Int(String(UnicodeScalar(bytes[index])), radix: 16) else { return value }
            value = value * 16 + digit
        }
        return value
    }
}
