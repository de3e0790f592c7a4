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
    ///
    /// Split on bytes: `/` and `~` are ASCII, which no byte of another scalar's UTF-8 is, so this
    /// splits where a pass over the scalars would, and a token without `~` is copied whole. Every
    /// finding is placed through its pointer, so this runs once a finding.
    public static func components(of pointer: String) -> [String] {
        guard let first = pointer.unicodeScalars.first else { return [] }
        return pointer.withUTF8Bytes { bytes in
            var components: [String] = []
            var start = UTF8.width(first)
            while true {
                var end = start
                var hasTilde = false
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") {
                    // `~` and whatever follows it, even a `/`, belong to the token.
                    if bytes[end] == UInt8(ascii: "~") {
                        hasTilde = true
                        end += 1
                    }
                    end += 1
                }
                end = min(end, bytes.count)
                let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
                components.append(hasTilde ? unescaped(token) : String(decoding: token, as: UTF8.self))
                guard end < bytes.count else { return components }
                start = end + 1
            }
        }
    }

    /// `token` with `~0` read as `~` and `~1` as `/`; any other `~` is kept as it is.
    private static func unescaped(_ token: UnsafeBufferPointer<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(token.count)
        var index = 0
        while index < token.count {
            let byte = token[index]
            index += 1
            guard byte == UInt8(ascii: "~"), index < token.count else {
                text.append(byte)
                continue
            }
            switch token[index] {
            case UInt8(ascii: "0"): text.append(UInt8(ascii: "~"))
            case UInt8(ascii: "1"): text.append(UInt8(ascii: "/"))
            default: text += [UInt8(ascii: "~"), token[index]]
            }
            index += 1
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension JSONSyntaxTree {
    /// The value at `pointer` and the range of the key that holds it, if it names one.
    public func resolve(_ pointer: String) -> (value: JSONValue, keyRange: Range<Int>?)? {
        guard var resolved = root.map({ (value: $0, keyRange: Range<Int>?.none) }) else { return nil }
        for component in JSONPointer.components(of: pointer) {
            guard let child = Self.child(of: resolved.value, at: component) else { return nil }
            resolved = child
        }
        return resolved
    }

    /// The source range of the value at `pointer`, or of the nearest enclosing value that exists.
    public func sourceRange(at pointer: String) -> SourceRange? {
        guard var value = root else { return nil }
        for component in JSONPointer.components(of: pointer) {
            guard let child = Self.child(of: value, at: component) else { break }
            value = child.value
        }
        return source.range(value.range)
    }

    /// The member or element of `value` that the reference token `component` names, with the range
    /// of the member's key.
    private static func child(of value: JSONValue, at component: String) -> (value: JSONValue, keyRange: Range<Int>?)? {
        switch value.kind {
        case .object:
            guard let member = value.firstMember(named: component) else { return nil }
            return (member.value, member.keyRange)
        case .array:
            guard let index = Int(component), index >= 0, index < value.childCount else { return nil }
            return (value.element(at: index), nil)
        default:
            return nil
        }
    }
}
