import Foundation

/// JSON pointers (RFC 6901), such as `/slides/2/title`, name a value independently of its position.
public enum JSONPointer {
    /// `pointer` extended by an object key, with `~` and `/` escaped.
    public static func appending(_ key: String, to pointer: String) -> String {
        pointer + "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// `pointer` extended by an array index.
    public static func appending(_ index: Int, to pointer: String) -> String {
        pointer + "/" + String(index)
    }

    /// The unescaped reference tokens of `pointer`; empty for the whole document (`""`).
    public static func components(of pointer: String) -> [String] {
        guard !pointer.isEmpty else { return [] }
        return pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
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
                guard let member = value.members.first(where: { $0.key == component }) else { return nil }
                value = member.value
                keyRange = member.keyRange
            case .array:
                guard let index = Int(component), index >= 0, index < value.childCount else { return nil }
                value = value.elements[index]
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
            let prefix = components.isEmpty ? "" : "/" + components.map {
                $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            }.joined(separator: "/")
            if let resolved = resolve(prefix) { return source.range(resolved.value.range) }
            guard !components.isEmpty else { return nil }
            components.removeLast()
        }
    }
}
