/// Parses RFC 8259 JSON text into a `JSONSyntaxTree`, reporting syntax errors as diagnostics.
///
/// The parser recovers where the intent is clear and recovery is cheap: a missing comma between
/// members, a trailing comma, a missing colon, an unterminated string, a bad escape or number.
/// Anything else stops the parse at the first error, so that one mistake never reports a cascade;
/// nor does an unterminated string, whose closing quote may have been meant anywhere after it.
public enum JSONParser {
    /// The deepest nesting of objects and arrays accepted before the parser reports an error.
    public static let defaultMaximumDepth = 512

    /// The longest string (a value or a key) accepted, in bytes of UTF-8 once escapes are decoded: 1 MiB.
    public static let defaultMaximumStringLength = 1 << 20

    /// The longest number accepted, in characters as written: no value of the format needs more.
    public static let defaultMaximumNumberLength = 1_000

    /// How large the parts of a document may be before the parser reports an error instead of
    /// reading on: inputs come from many hands, and none of these limits bind a real spec.
    public struct Limits: Sendable, Hashable {
        public var maximumDepth: Int
        public var maximumStringLength: Int
        public var maximumNumberLength: Int

        public init(
            maximumDepth: Int = JSONParser.defaultMaximumDepth,
            maximumStringLength: Int = JSONParser.defaultMaximumStringLength,
            maximumNumberLength: Int = JSONParser.defaultMaximumNumberLength
        ) {
            self.maximumDepth = maximumDepth
            self.maximumStringLength = maximumStringLength
            self.maximumNumberLength = maximumNumberLength
        }
    }

    /// The number of errors after which the parser stops reporting and gives up on a file.
    public static let maximumErrorCount = 20

    /// Parses `source`. The tree is complete only when `diagnostics` holds no error.
    public static func parse(
        _ source: SourceFile,
        maximumDepth: Int = defaultMaximumDepth
    ) -> (tree: JSONSyntaxTree, diagnostics: [Diagnostic]) {
        parse(source, limits: Limits(maximumDepth: maximumDepth))
    }

    /// Parses `source`, reporting any part of it beyond `limits`.
    public static func parse(_ source: SourceFile, limits: Limits) -> (tree: JSONSyntaxTree, diagnostics: [Diagnostic]) {
        let reporter = SyntaxErrorReporter(source: source)
        guard source.bytes.count <= Int32.max else {
            reporter.report(.error, "file is larger than the limit of \(Int32.max) bytes", at: 0..<0)
            return (JSONSyntaxTree(source: source, storage: .init(bytes: source.bytes)), reporter.diagnostics)
        }
        let storage = source.bytes.withUnsafeBufferPointer { bytes in
            var parser = Parser(
                lexer: JSONLexer(bytes: bytes, reporter: reporter, limits: limits), reporter: reporter,
                maximumDepth: limits.maximumDepth, expectedSize: bytes.count)
            parser.parseDocument()
            return JSONSyntaxTree.Storage(
                bytes: source.bytes, nodes: parser.nodes, members: parser.members, elements: parser.elements,
                strings: parser.lexer.strings)
        }
        return (JSONSyntaxTree(source: source, storage: storage), reporter.diagnostics)
    }
}

/// Collects the diagnostics of the lexer and the parser, resolving byte ranges to lines and columns.
final class SyntaxErrorReporter {
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var errorCount = 0

    init(source: SourceFile) {
        self.source = source
    }

    var hasReachedLimit: Bool { errorCount >= JSONParser.maximumErrorCount }

    func report(_ severity: Diagnostic.Severity, _ message: String, at range: Range<Int>, fixIt: String? = nil) {
        guard !hasReachedLimit else { return }
        if severity == .error { errorCount += 1 }
        let sourceRange = source.range(range)
        diagnostics.append(
            Diagnostic(
                severity, message, at: sourceRange,
                fixIt: fixIt.map { Diagnostic.FixIt(replacing: sourceRange, with: $0) }))
        if hasReachedLimit {
            diagnostics.append(
                Diagnostic(.note, "too many errors; stopping after \(JSONParser.maximumErrorCount)", at: sourceRange))
        }
    }
}

private struct ParseAbort: Error {}

private struct Parser {
    var lexer: JSONLexer
    let reporter: SyntaxErrorReporter
    let maximumDepth: Int
    /// The tables of the tree being built.
    private(set) var nodes: [JSONSyntaxTree.Node] = []
    private(set) var members: [JSONSyntaxTree.Member] = []
    private(set) var elements: [Int32] = []
    private var pendingMembers: [JSONSyntaxTree.Member] = []
    private var pendingElements: [Int32] = []
    /// The last token read.
    private var previous = JSONToken(kind: .endOfInput, start: 0, end: 0)
    /// The token read before `previous`.
    private var preceding = JSONToken(kind: .endOfInput, start: 0, end: 0)

    init(lexer: JSONLexer, reporter: SyntaxErrorReporter, maximumDepth: Int, expectedSize: Int) {
        self.lexer = lexer
        self.reporter = reporter
        self.maximumDepth = maximumDepth
        // Specs have about one value per 20 bytes; reserving saves the copies of growing.
        nodes.reserveCapacity(expectedSize / 20)
        members.reserveCapacity(expectedSize / 24)
    }

    mutating func parseDocument() {
        let first = advance()
        if first.kind == .endOfInput {
            reporter.report(.error, "expected a JSON value; the file is empty", at: first.range)
            return
        }
        do {
            try parseValue(first)
            let extra = advance()
            if extra.kind != .endOfInput {
                fail("extra content after the JSON value: \(extra.description)", at: extra.range)
            }
        } catch {
            return
        }
    }

    private mutating func advance() -> JSONToken {
        preceding = previous
        previous = lexer.next()
        return previous
    }

    /// Reports `message` about the token just read, unless the lexer already reported that token or
    /// the error may follow from an unterminated string before it.
    ///
    /// After an unterminated string only the end of the file is still worth an error, and only when
    /// the string stopped at a line break: a string that runs to the end may have swallowed the
    /// brackets that look missing.
    private func fail(_ message: String, at range: Range<Int>) {
        guard previous.kind != .invalid else { return }
        if preceding.isUnterminated {
            guard previous.kind == .endOfInput, preceding.end < previous.start else { return }
        }
        reporter.report(.error, message, at: range)
    }

    /// An object or an array being parsed: the parser keeps these on a stack of its own rather than
    /// on the call stack, so that nesting to the depth limit costs a few bytes a level and never
    /// overflows a thread's stack (512 KiB for a secondary thread on Darwin).
    private enum Container {
        /// An object opened by `open`, at node `index`, whose members start at `base` in
        /// `pendingMembers`; `key` is the key whose value is being parsed.
        case object(open: JSONToken, index: Int32, base: Int, key: JSONToken)
        case array(open: JSONToken, index: Int32, base: Int)
    }

    /// Where the parse goes next.
    private enum Step {
        /// Parse a value starting with the token.
        case value(JSONToken)
        /// Go on in the innermost object at the token: a member name or its end. `comma` is the
        /// comma before the token, if any, which is an error if the object ends there.
        case member(JSONToken, comma: JSONToken?)
        /// Go on in the innermost array at the token: an element or its end, after `comma`.
        case element(JSONToken, comma: JSONToken?)
        /// A value was parsed into the node.
        case parsed(Int32)
    }

    /// Parses the value that starts with `first`, with everything nested in it.
    private mutating func parseValue(_ first: JSONToken) throws(ParseAbort) {
        var containers: [Container] = []
        var step = Step.value(first)
        while true {
            switch step {
            case .value(let token):
                // The depth of a value is one more than the number of containers around it.
                switch token.kind {
                case .beginObject:
                    try checkDepth(containers.count + 1, at: token)
                    let index = appendNode(.object, token, first: 0)
                    containers.append(.object(open: token, index: index, base: pendingMembers.count, key: token))
                    step = .member(advance(), comma: nil)
                case .beginArray:
                    try checkDepth(containers.count + 1, at: token)
                    let index = appendNode(.array, token, first: 0)
                    containers.append(.array(open: token, index: index, base: pendingElements.count))
                    step = .element(advance(), comma: nil)
                case .string, .number:
                    step = .parsed(appendNode(token.kind == .string ? .string : .number, token, first: token.text))
                case .true: step = .parsed(appendNode(.bool, token, first: 1))
                case .false: step = .parsed(appendNode(.bool, token, first: 0))
                case .null: step = .parsed(appendNode(.null, token, first: 0))
                case .endObject, .endArray, .colon, .comma, .invalid, .endOfInput:
                    fail("expected a value, found \(token.description)", at: token.range)
                    throw ParseAbort()
                }

            case .member(var token, let comma):
                guard case .object(let open, let index, let base, _) = containers.last else { preconditionFailure() }
                if token.kind == .endObject {
                    if let comma {
                        reporter.report(.error, "trailing comma is not allowed in JSON", at: comma.range, fixIt: "")
                    }
                    Self.close(index, at: token, first: base, children: &pendingMembers, into: &members, nodes: &nodes)
                    containers.removeLast()
                    step = .parsed(index)
                    continue
                }
                guard token.kind == .string else {
                    if token.kind == .endOfInput {
                        fail("expected '}' to close the object opened here", at: open.range)
                    } else {
                        fail("expected a member name in double quotes, found \(token.description)", at: token.range)
                    }
                    throw ParseAbort()
                }
                let key = token
                token = advance()
                if token.kind == .colon {
                    token = advance()
                } else if key.isUnterminated {
                    // The line break ended the key; what follows is most likely the next member.
                    step = .member(token, comma: nil)
                    continue
                } else if token.startsValue {
                    reporter.report(.error, "expected ':' after the member name", at: key.end..<key.end, fixIt: ":")
                } else {
                    fail("expected ':' after the member name, found \(token.description)", at: token.range)
                    throw ParseAbort()
                }
                containers[containers.count - 1] = .object(open: open, index: index, base: base, key: key)
                step = .value(token)

            case .element(let token, let comma):
                guard case .array(let open, let index, let base) = containers.last else { preconditionFailure() }
                if token.kind == .endArray {
                    if let comma {
                        reporter.report(.error, "trailing comma is not allowed in JSON", at: comma.range, fixIt: "")
                    }
                    Self.close(index, at: token, first: base, children: &pendingElements, into: &elements, nodes: &nodes)
                    containers.removeLast()
                    step = .parsed(index)
                    continue
                }
                if token.kind == .endOfInput {
                    fail("expected ']' to close the array opened here", at: open.range)
                    throw ParseAbort()
                }
                step = .value(token)

            case .parsed(let value):
                guard let container = containers.last else { return }
                let valueEnd = previous
                var token = advance()
                var comma: JSONToken?
                switch container {
                case .object(let open, _, _, let key):
                    pendingMembers.append(
                        .init(key: key.text, keyStart: Int32(key.start), keyEnd: Int32(key.end), value: value))
                    if token.kind == .comma {
                        comma = token
                        token = advance()
                    } else if token.kind == .string {
                        if !valueEnd.isMalformed {
                            reporter.report(.error, "expected ',' between object members", at: valueEnd.end..<valueEnd.end, fixIt: ",")
                        }
                    } else if token.kind != .endObject {
                        if token.kind == .endOfInput {
                            fail("expected '}' to close the object opened here", at: open.range)
                        } else {
                            fail("expected ',' or '}' after the object member, found \(token.description)", at: token.range)
                        }
                        throw ParseAbort()
                    }
                    step = .member(token, comma: comma)
                case .array(let open, _, _):
                    pendingElements.append(value)
                    if token.kind == .comma {
                        comma = token
                        token = advance()
                    } else if token.startsValue && valueEnd.isUnterminated {
                        // The next element, after a string that ran to the end of its line.
                    } else if token.startsValue && token.kind != .beginArray && token.kind != .beginObject
                        || token.kind == .beginObject && valueEnd.kind == .endObject
                    {
                        if !valueEnd.isMalformed {
                            reporter.report(.error, "expected ',' between array elements", at: valueEnd.end..<valueEnd.end, fixIt: ",")
                        }
                    } else if token.kind != .endArray {
                        if token.kind == .endOfInput {
                            fail("expected ']' to close the array opened here", at: open.range)
                        } else {
                            fail("expected ',' or ']' after the array element, found \(token.description)", at: token.range)
                        }
                        throw ParseAbort()
                    }
                    step = .element(token, comma: comma)
                }
            }
        }
    }

    private mutating func appendNode(_ kind: JSONValue.Kind, _ token: JSONToken, first: Int32, count: Int32 = 0) -> Int32 {
        nodes.append(.init(kind: kind, start: Int32(token.start), end: Int32(token.end), first: first, count: count))
        return Int32(nodes.count - 1)
    }

    private mutating func checkDepth(_ depth: Int, at token: JSONToken) throws(ParseAbort) {
        guard depth <= maximumDepth else {
            reporter.report(.error, "nesting is deeper than the limit of \(maximumDepth) objects and arrays", at: token.range)
            throw ParseAbort()
        }
    }

    private static func close<Child>(
        _ index: Int32, at token: JSONToken, first base: Int, children pending: inout [Child], into store: inout [Child],
        nodes: inout [JSONSyntaxTree.Node]
    ) {
        let first = store.count
        store.append(contentsOf: pending[base...])
        pending.removeSubrange(base...)
        nodes[Int(index)].first = Int32(first)
        nodes[Int(index)].count = Int32(store.count - first)
        nodes[Int(index)].end = Int32(token.end)
    }
}
