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
