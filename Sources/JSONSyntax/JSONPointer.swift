import OnboardingDiagnostics

/// JSON pointers (RFC 6901), such as `/slides/2/title`, name a value independently of its position.
public enum JSONPointer {
    /// `pointer` extended by an object key, with `~` and `/` escaped.
    ///
    /// Escaping works on Unicode scalars, as RFC 6901 does: a `/` followed by a combining mark is
    /// still a `/`. A key of a megabyte costs one pass over it.
    public static func appending(_ key: String, to pointer: String) -> String {
        guard needsEscaping(key) else { return joining(pointer, key) }
        var result = pointer
        result.reserveCapacity(pointer.utf8.count + key.utf8.count + 1)
        result += "/"
        appendEscaped(key, to: &result)
        return result
    }

    /// Appends `token` to `pointer` with `~` written `~0` and `/` written `~1`.
    ///
    /// Scalar by scalar rather than with Foundation's `replacingOccurrences`, which cost 9,000
    /// instructions a call and was a third of a build's time (callgrind, 20,000 slides).
    static func appendEscaped(_ token: some StringProtocol, to pointer: inout String) {
        guard needsEscaping(token) else {
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

    private static func needsEscaping(_ token: some StringProtocol) -> Bool {
        token.utf8.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }
    }

    /// `pointer` extended by an array index.
    public static func appending(_ index: Int, to pointer: String) -> String {
        joining(pointer, index: index)
    }

    /// `pointer` extended by `key` and then by `index`: where an element of the array at `key` is.
    package static func appending(_ index: Int, toArray key: String, in pointer: String) -> String {
        guard needsEscaping(key) else { return joining(pointer, key, index: index) }
        return appending(index, to: appending(key, to: pointer))
    }

    /// `pointer`, then `/` and `token` if given, then `/` and `index` if given, built in one buffer:
    /// each `+` of strings cost hundreds of instructions, and lowering builds a pointer for every
    /// slide and every option (callgrind, 2,000 slides).
    private static func joining(_ pointer: String, _ token: String? = nil, index: Int? = nil) -> String {
        pointer.withUTF8Bytes { pointer in
            // A slash before the token and the index, and the digits of an `Int` with its sign.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: pointer.count + (token?.utf8.count ?? 0) + 22) { buffer in
                var count = buffer[...].initialize(fromContentsOf: pointer)
                func append(_ byte: UInt8) {
                    buffer[count] = byte
                    count += 1
                }
                if let token {
                    append(UInt8(ascii: "/"))
                    count = token.withUTF8Bytes { buffer[count...].initialize(fromContentsOf: $0) }
                }
                if let index {
                    append(UInt8(ascii: "/"))
                    if index < 0 { append(UInt8(ascii: "-")) }
                    let digitsStart = count
                    var magnitude = index.magnitude
                    repeat {
                        append(UInt8(ascii: "0") + UInt8(magnitude % 10))
                        magnitude /= 10
                    } while magnitude > 0
                    buffer[digitsStart..<count].reverse()
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
        }
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
