/// Ways to break a valid spec, each certain to leave it with at least one diagnostic.
package enum SpecMutation: CaseIterable, Sendable {
    /// Remove one token: a brace, a bracket, a colon, a comma, a string, a number or a literal.
    case deleteToken
    /// Replace a value by one of a type its key does not take.
    case swapType
    /// Repeat a key in an object.
    case duplicateKey
    /// Cut the file before its last closing brace.
    case cut
    /// Insert bytes that are never valid: 0xFF, NUL, a control character, mixed with other bytes.
    case insertGarbage

    /// `model` broken by this mutation, serialized.
    package func apply(to model: JSONModel, using generator: inout SeededRandomNumbers) -> [UInt8] {
        switch self {
        case .deleteToken:
            let bytes = Array(model.serialized(using: &generator).utf8)
            let tokens = Self.tokenRanges(of: bytes)
            let token = tokens.randomElement(using: &generator)!
            return Array(bytes[..<token.lowerBound] + bytes[token.upperBound...])
        case .swapType:
            var paths: [[Int]] = []
            Self.collectPaths(model, prefix: [], into: &paths)
            let path = paths.randomElement(using: &generator)!
            return Array(Self.replacing(model, at: path[...]).serialized(using: &generator).utf8)
        case .duplicateKey:
            var objects: [[Int]] = []
            Self.collectPaths(model, prefix: [], into: &objects, objectsOnly: true)
            let path = objects.randomElement(using: &generator)!
            return Array(Self.duplicatingKey(model, at: path[...], using: &generator).serialized(using: &generator).utf8)
        case .cut:
            let bytes = Array(model.serialized(using: &generator).utf8)
            let last = bytes.lastIndex(of: UInt8(ascii: "}"))!
            return Array(bytes[..<Int.random(in: 0...last, using: &generator)])
        case .insertGarbage:
            var bytes = Array(model.serialized(using: &generator).utf8)
            var garbage = (0..<Int.random(in: 0...6, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            garbage.insert([0xFF, 0x00, 0x01, 0xC0, 0xF5][Int.random(in: 0..<5, using: &generator)], at: Int.random(in: 0...garbage.count, using: &generator))
            bytes.insert(contentsOf: garbage, at: Int.random(in: 0...bytes.count, using: &generator))
            return bytes
        }
    }

    /// The byte ranges of the tokens of valid JSON text.
    static func tokenRanges(of bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "\""):
                var end = index + 1
                while bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                ranges.append(index..<end + 1)
                index = end + 1
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ","):
                ranges.append(index..<index + 1)
                index += 1
            default:
                var end = index
                while end < bytes.count, !Array(" \t\n\r,:]}".utf8).contains(bytes[end]) { end += 1 }
                ranges.append(index..<end)
                index = end
            }
        }
        return ranges
    }

    /// Paths (member or element indices) to every value below the root, or to every object.
    static func collectPaths(_ model: JSONModel, prefix: [Int], into paths: inout [[Int]], objectsOnly: Bool = false) {
        if case .object = model, objectsOnly { paths.append(prefix) }
        if !objectsOnly, !prefix.isEmpty { paths.append(prefix) }
        switch model {
        case .object(let members):
            for (index, member) in members.enumerated() { collectPaths(member.value, prefix: prefix + [index], into: &paths, objectsOnly: objectsOnly) }
        case .array(let elements):
            for (index, element) in elements.enumerated() { collectPaths(element, prefix: prefix + [index], into: &paths, objectsOnly: objectsOnly) }
        default:
            break
        }
    }

    /// `model` with the value at `path` replaced by one of another type that no key of the format takes there.
    static func replacing(_ model: JSONModel, at path: ArraySlice<Int>) -> JSONModel {
        guard let first = path.first else {
            switch model {
            case .string: return .number("42")
            case .number, .bool: return .string("x")
            case .null: return .number("7")
            case .object: return .array([])
            case .array: return .object([])
            }
        }
        switch model {
        case .object(var members):
            members[first].value = replacing(members[first].value, at: path.dropFirst())
            return .object(members)
        case .array(var elements):
            elements[first] = replacing(elements[first], at: path.dropFirst())
            return .array(elements)
        default:
            return model
        }
    }

    /// `model` with one member of the object at `path` repeated at a random place in it.
    static func duplicatingKey(_ model: JSONModel, at path: ArraySlice<Int>, using generator: inout SeededRandomNumbers) -> JSONModel {
        switch model {
        case .object(var members):
            if let first = path.first {
                members[first].value = duplicatingKey(members[first].value, at: path.dropFirst(), using: &generator)
            } else {
                let key = members.isEmpty ? "title" : members.randomElement(using: &generator)!.key
                members.insert((key, .string("again")), at: Int.random(in: 0...members.count, using: &generator))
                if members.filter({ $0.key == key }).count < 2 { members.append((key, .null)) }
            }
            return .object(members)
        case .array(var elements):
            if let first = path.first { elements[first] = duplicatingKey(elements[first], at: path.dropFirst(), using: &generator) }
            return .array(elements)
        default:
            return model
        }
    }
}
