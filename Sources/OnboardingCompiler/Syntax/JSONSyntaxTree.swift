/// A JSON document as written: every value and every object key keeps its byte range, and
/// duplicate keys are kept in source order so that later stages can report them.
///
/// Nodes live in flat arrays owned by one storage object; `JSONValue` and `JSONMember` are cheap
/// views into it.
public struct JSONSyntaxTree: Sendable {
    /// The file the tree was parsed from.
    public let source: SourceFile

    /// The top-level value, or `nil` when the text held no value that could be parsed.
    public var root: JSONValue? {
        storage.nodes.isEmpty ? nil : JSONValue(storage: storage, index: 0)
    }

    let storage: Storage

    init(source: SourceFile, storage: Storage) {
        self.source = source
        self.storage = storage
    }

    final class Storage: @unchecked Sendable {
        // Written only while the parser builds the tree, read-only once the tree is published.
        var nodes: [Node] = []
        var members: [Member] = []
        var elements: [Int32] = []
        var strings: [String] = []
    }

    struct Node {
        var kind: JSONValue.Kind
        var start: Int32
        var end: Int32
        /// For a string or a number, the index of its text in `strings`; for a boolean, 1 when true;
        /// for an object or an array, where its children start.
        var first: Int32
        var count: Int32
    }

    struct Member {
        var key: Int32
        var keyStart: Int32
        var keyEnd: Int32
        var value: Int32
    }
}

/// A view of one value of a `JSONSyntaxTree`.
public struct JSONValue: Sendable {
    /// The JSON type of a value.
    public enum Kind: UInt8, Sendable, Hashable {
        case object, array, string, number, bool, null

        /// The name used in messages: "must be a string, found number".
        public var name: String {
            switch self {
            case .object: "object"
            case .array: "array"
            case .string: "string"
            case .number: "number"
            case .bool: "boolean"
            case .null: "null"
            }
        }
    }

    let storage: JSONSyntaxTree.Storage
    let index: Int32

    private var node: JSONSyntaxTree.Node { storage.nodes[Int(index)] }

    public var kind: Kind { node.kind }

    /// The byte range of the value in its source file, from its first to past its last byte.
    public var range: Range<Int> {
        let node = node
        return Int(node.start)..<Int(node.end)
    }

    /// The decoded contents of a string value.
    public var stringValue: String? {
        let node = node
        return node.kind == .string ? storage.strings[Int(node.first)] : nil
    }

    /// The text of a number value exactly as written, such as `-1.5e3`.
    public var numberText: String? {
        let node = node
        return node.kind == .number ? storage.strings[Int(node.first)] : nil
    }

    /// The value of `true` or `false`.
    public var boolValue: Bool? {
        let node = node
        return node.kind == .bool ? node.first != 0 : nil
    }

    /// The members of an object in source order, duplicates included; empty for other kinds.
    public var members: [JSONMember] {
        let node = node
        guard node.kind == .object else { return [] }
        let start = Int(node.first)
        return (start..<start + Int(node.count)).map { JSONMember(storage: storage, index: Int32($0)) }
    }

    /// The elements of an array; empty for other kinds.
    public var elements: [JSONValue] {
        let node = node
        guard node.kind == .array else { return [] }
        let start = Int(node.first)
        return storage.elements[start..<start + Int(node.count)].map { JSONValue(storage: storage, index: $0) }
    }

    /// The element at `index` of an array, which must have more than `index` elements.
    ///
    /// Unlike `elements[index]`, it does not build the array of all elements first: resolving a
    /// pointer into a spec of many slides stays cheap.
    func element(at index: Int) -> JSONValue {
        let node = node
        precondition(node.kind == .array && index >= 0 && index < Int(node.count), "element index out of range")
        return JSONValue(storage: storage, index: storage.elements[Int(node.first) + index])
    }

    /// The number of members of an object or elements of an array.
    public var childCount: Int {
        let node = node
        return node.kind == .object || node.kind == .array ? Int(node.count) : 0
    }

    /// The value of the first member named `key`, if the value is an object that has one.
    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable {
    let storage: JSONSyntaxTree.Storage
    let index: Int32

    private var member: JSONSyntaxTree.Member { storage.members[Int(index)] }

    /// The decoded key.
    public var key: String { storage.strings[Int(member.key)] }

    /// The byte range of the key, quotes included.
    public var keyRange: Range<Int> {
        let member = member
        return Int(member.keyStart)..<Int(member.keyEnd)
    }

    public var value: JSONValue { JSONValue(storage: storage, index: member.value) }
}
