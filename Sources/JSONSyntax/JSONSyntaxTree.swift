import OnboardingDiagnostics

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

    /// Whether the tree holds the whole document as meant: the text has no syntax error, or the
    /// parser read all of it and recovered from each error as that error's fix-it corrects the
    /// text, reading a comment as white space. The later stages may then read the tree beside the
    /// syntax errors, and what they find is what they would find once the fix-its are applied and
    /// the comments removed.
    public let isComplete: Bool

    let storage: Storage

    init(source: SourceFile, storage: Storage, isComplete: Bool) {
        self.source = source
        self.storage = storage
        self.isComplete = isComplete
    }

    /// The nodes of a tree, and the bytes it was parsed from.
    ///
    /// ASCII strings are decoded when they are read, not when they are parsed: most strings of a
    /// spec are keys, which lowering compares byte by byte, and every value is read once. Decoding
    /// every string up front was an eighth of the front end's time (callgrind, 20,000 slides). The
    /// lexer decodes the others into `strings`: a string whose text differs from its bytes (escapes,
    /// invalid UTF-8, a missing closing quote), and one outside ASCII, whose UTF-8 the standard
    /// library checks as it builds the `String`.
    ///
    /// The parser builds the tables and hands their memory over whole: constant properties of a
    /// class need no runtime exclusivity checks, which variable ones made a tenth of the front end's
    /// time, and copying the tables into arrays made page faults a sixth of it at 100,000 slides.
    /// The storage frees them; it is never written after it is made, hence `@unchecked Sendable`.
    final class Storage: @unchecked Sendable {
        let bytes: [UInt8]
        let nodes: UnsafeBufferPointer<Node>
        let members: UnsafeBufferPointer<Member>
        let elements: UnsafeBufferPointer<Int32>
        let strings: [String]
        /// The members of large objects by key, made as pointers look into them.
        let memberIndexes = MemberIndexes()

        init(
            bytes: [UInt8], nodes: consuming TableBuffer<Node> = TableBuffer(), members: consuming TableBuffer<Member> = TableBuffer(),
            elements: consuming TableBuffer<Int32> = TableBuffer(), strings: [String] = []
        ) {
            self.bytes = bytes
            self.nodes = UnsafeBufferPointer(nodes.takeStorage())
            self.members = UnsafeBufferPointer(members.takeStorage())
            self.elements = UnsafeBufferPointer(elements.takeStorage())
            self.strings = strings
        }

        deinit {
            TableBuffer.deallocate(nodes)
            TableBuffer.deallocate(members)
            TableBuffer.deallocate(elements)
        }

        /// The text of a string or number token from `start` to `end`, quotes included, whose
        /// decoded text is `strings[text]`, or the bytes between the quotes when `text` is
        /// `JSONToken.verbatim`.
        func text(start: Int32, end: Int32, text: Int32, isString: Bool) -> String {
            if text >= 0 { return strings[Int(text)] }
            let range = isString ? Int(start) + 1..<Int(end) - 1 : Int(start)..<Int(end)
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        }

        /// The decoded text of a string or number token.
        func text(of token: JSONToken) -> String? {
            guard token.kind == .string || token.kind == .number else { return nil }
            return text(start: token.start, end: token.end, text: token.text, isString: token.kind == .string)
        }

        /// `body` applied to the UTF-8 bytes of the key of the member at `index`, if the key is
        /// verbatim; `nil` if it had to be decoded.
        func withVerbatimKey<Result>(ofMember index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
            let member = members[index]
            guard member.key == JSONToken.verbatim else { return nil }
            return bytes.withUnsafeBufferPointer { bytes in
                body(UnsafeBufferPointer(rebasing: bytes[Int(member.keyStart) + 1..<Int(member.keyEnd) - 1]))
            }
        }
    }

    /// The first member of each key of the objects that pointers look into, object by object,
    /// for the objects too large to search member by member.
    ///
    /// A pointer into an object otherwise compares its token with each key in turn, so that a
    /// finding on each member of an object of n members (each variant of an experiment) cost n²:
    /// 51,200 variants took 15 s to validate (issue 36).
    final class MemberIndexes: @unchecked Sendable {
        /// The fewest members of an object that is indexed; a smaller one is searched.
        static let minimumMemberCount = 16

        private let lock = Lock()
        private var indexes: [Int32: [[UInt8]: Int]] = [:]

        /// The position of the first member of `object` whose key is `key` in the member table.
        func firstMember(of object: JSONValue, withKey key: UnsafeBufferPointer<UInt8>) -> Int? {
            let index = lock.withLock {
                if let index = indexes[object.index] { return index }
                var index: [[UInt8]: Int] = [:]
                index.reserveCapacity(object.childCount)
                for position in object.memberIndices.reversed() {
                    let member = object.member(at: position)
                    index[member.withVerbatimKey(Array.init) ?? Array(member.key.utf8)] = position
                }
                indexes[object.index] = index
                return index
            }
            return index[Array(key)]
        }
    }

    struct Node {
        var kind: JSONValue.Kind
        var start: Int32
        var end: Int32
        /// For a string, the index of its decoded text in `strings`, or `JSONToken.verbatim`; for a
        /// boolean, 1 when true; for an object or an array, where its children start.
        var first: Int32
        var count: Int32
    }

    struct Member {
        /// The index of the decoded key in `strings`, or `JSONToken.verbatim`.
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
        guard node.kind == .string else { return nil }
        return storage.text(start: node.start, end: node.end, text: node.first, isString: true)
    }

    /// The text of a number value exactly as written, such as `-1.5e3`.
    public var numberText: String? {
        let node = node
        guard node.kind == .number else { return nil }
        return storage.text(start: node.start, end: node.end, text: JSONToken.verbatim, isString: false)
    }

    /// The value of `true` or `false`.
    public var boolValue: Bool? {
        let node = node
        return node.kind == .bool ? node.first != 0 : nil
    }

    /// The members of an object in source order, duplicates included; empty for other kinds.
    public var members: [JSONMember] {
        memberIndices.map { JSONMember(storage: storage, index: Int32($0)) }
    }

    /// The elements of an array; empty for other kinds.
    public var elements: [JSONValue] {
        elementIndices.map(element(at:))
    }

    /// The positions of the members of an object in the tree's member table; empty for other kinds.
    ///
    /// With `member(at:)`, a way through the members that allocates no array.
    var memberIndices: Range<Int> {
        let node = node
        guard node.kind == .object else { return 0..<0 }
        return Int(node.first)..<Int(node.first) + Int(node.count)
    }

    package func member(at index: Int) -> JSONMember {
        JSONMember(storage: storage, index: Int32(index))
    }

    /// The positions of the elements of an array, for `element(at:)`; empty for other kinds.
    package var elementIndices: Range<Int> {
        let node = node
        guard node.kind == .array else { return 0..<0 }
        return 0..<Int(node.count)
    }

    /// The element at `offset` of an array.
    package func element(at offset: Int) -> JSONValue {
        JSONValue(storage: storage, index: storage.elements[Int(node.first) + offset])
    }

    /// The number of members of an object or elements of an array.
    public var childCount: Int {
        let node = node
        return node.kind == .object || node.kind == .array ? Int(node.count) : 0
    }

    /// The value of the first member named `key`, if the value is an object that has one.
    public subscript(key: String) -> JSONValue? {
        firstMember(named: key)?.value
    }

    /// The first member named `key`, if the value is an object that has one.
    package func firstMember(named key: String) -> JSONMember? {
        memberIndices.lazy.map(member(at:)).first { $0.hasKey(key) }
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable {
    let storage: JSONSyntaxTree.Storage
    let index: Int32

    private var member: JSONSyntaxTree.Member { storage.members[Int(index)] }

    /// The decoded key.
    public var key: String {
        let member = member
        return storage.text(start: member.keyStart, end: member.keyEnd, text: member.key, isString: true)
    }

    /// Whether the key is `key`; cheaper than comparing `self.key`, which decodes it.
    func hasKey(_ key: String) -> Bool {
        withVerbatimKey { $0.elementsEqual(key.utf8) } ?? (self.key == key)
    }

    /// `body` applied to the UTF-8 bytes of the key if they are its text; `nil` if it had escapes.
    func withVerbatimKey<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        storage.withVerbatimKey(ofMember: Int(index), body)
    }

    /// The byte range of the key, quotes included.
    public var keyRange: Range<Int> {
        let member = member
        return Int(member.keyStart)..<Int(member.keyEnd)
    }

    public var value: JSONValue { JSONValue(storage: storage, index: member.value) }
}
