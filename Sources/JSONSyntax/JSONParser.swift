import OnboardingDiagnostics

/// Parses RFC 8259 JSON text into a `JSONSyntaxTree`, reporting syntax errors as diagnostics.
///
/// The parser recovers where the intent is clear and recovery is cheap: a missing comma between
/// members, a trailing comma, a missing colon, an unterminated string, a bad escape or number, and
/// a new user's first mistakes, each with a fix-it: an unquoted key or a single-quoted string (an
/// object pasted from JavaScript), `True`, `undefined` or `nil`, and a `}` or `]` missing where the
/// structure shows where it belongs or at the end of the file. A comment is reported and read as
/// white space: no fix-it deletes a note someone wrote.
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

    /// Parses `source`. With errors in `diagnostics`, the tree holds what the parser read, and is
    /// `isComplete` when it recovered from each of them as its fix-it says.
    public static func parse(
        _ source: SourceFile,
        maximumDepth: Int = defaultMaximumDepth
    ) -> (tree: JSONSyntaxTree, diagnostics: [Diagnostic]) {
        parse(source, limits: Limits(maximumDepth: maximumDepth))
    }

    /// Parses `source`, reporting any part of it beyond `limits`.
    public static func parse(_ source: SourceFile, limits: Limits) -> (tree: JSONSyntaxTree, diagnostics: [Diagnostic]) {
        let log = SyntaxDiagnosticLog(source: source)
        guard source.bytes.count <= Int32.max else {
            log.report(.error, "file is larger than the limit of \(Int32.max) bytes", at: 0..<0)
            return (JSONSyntaxTree(source: source, storage: .init(bytes: source.bytes), isComplete: false), log.diagnostics)
        }
        var isComplete = false
        let storage = source.bytes.withUnsafeBufferPointer { bytes in
            var parser = Parser(
                lexer: JSONLexer(bytes: bytes, log: log, limits: limits), log: log,
                maximumDepth: limits.maximumDepth, expectedSize: bytes.count)
            isComplete = parser.parseDocument()
            return JSONSyntaxTree.Storage(
                bytes: source.bytes, nodes: parser.takeNodes(), members: parser.takeMembers(), elements: parser.takeElements(),
                strings: parser.lexer.strings)
        }
        return (
            JSONSyntaxTree(source: source, storage: storage, isComplete: isComplete && !log.hasUnrecoveredError), log.diagnostics
        )
    }
}

/// Collects the diagnostics of the lexer and the parser, resolving byte ranges to lines and columns.
final class SyntaxDiagnosticLog {
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var errorCount = 0
    /// Whether an error came without a fix-it and was not skipped, or went unreported past the
    /// limit: the parser could not follow a correction there.
    private(set) var hasUnrecoveredError = false

    init(source: SourceFile) {
        self.source = source
    }

    var hasReachedLimit: Bool { errorCount >= JSONParser.maximumErrorCount }

    /// Reports `message` at `range`, with a fix-it that replaces the range with `fixIt` and notes
    /// at other ranges. `isSkipped` says that the parser reads on as if the range were white space.
    func report(
        _ severity: Diagnostic.Severity, _ message: String, at range: Range<Int>, fixIt: String? = nil,
        isSkipped: Bool = false, notes: [(message: String, range: Range<Int>)] = []
    ) {
        if severity == .error, fixIt == nil && !isSkipped || hasReachedLimit { hasUnrecoveredError = true }
        guard !hasReachedLimit else { return }
        // A comment is read past: however many a spec has, they stop no check.
        if severity == .error, !isSkipped { errorCount += 1 }
        let sourceRange = source.range(range)
        diagnostics.append(
            Diagnostic(
                severity, message, at: sourceRange, notes: notes.map { Diagnostic.Note($0.message, at: source.range($0.range)) },
                fixIt: fixIt.map { Diagnostic.FixIt(replacing: sourceRange, with: $0) }))
        if hasReachedLimit {
            diagnostics.append(
                Diagnostic(.note, "too many errors; stopping after \(JSONParser.maximumErrorCount)", at: sourceRange))
        }
    }
}

private struct ParseAbort: Error {}

private struct Parser: ~Copyable {
    var lexer: JSONLexer
    let log: SyntaxDiagnosticLog
    let maximumDepth: Int
    /// The tables of the tree being built.
    private(set) var nodes: TableBuffer<JSONSyntaxTree.Node>
    private(set) var members: TableBuffer<JSONSyntaxTree.Member>
    private(set) var elements = TableBuffer<Int32>()
    /// The members and elements of the objects and arrays still open, innermost last.
    private var pendingMembers = TableBuffer<JSONSyntaxTree.Member>()
    private var pendingElements = TableBuffer<Int32>()
    /// The last token read.
    private var previous = JSONToken(kind: .endOfInput, start: 0, end: 0)
    /// The token read before `previous`.
    private var preceding = JSONToken(kind: .endOfInput, start: 0, end: 0)

    init(lexer: JSONLexer, log: SyntaxDiagnosticLog, maximumDepth: Int, expectedSize: Int) {
        self.lexer = lexer
        self.log = log
        self.maximumDepth = maximumDepth
        // Specs have about one value per 20 bytes; reserving saves the copies of growing.
        nodes = TableBuffer(capacity: expectedSize / 20)
        members = TableBuffer(capacity: expectedSize / 24)
    }

    /// The tables of the tree built, leaving empty ones in their place.
    mutating func takeNodes() -> TableBuffer<JSONSyntaxTree.Node> { Self.take(&nodes) }
    mutating func takeMembers() -> TableBuffer<JSONSyntaxTree.Member> { Self.take(&members) }
    mutating func takeElements() -> TableBuffer<Int32> { Self.take(&elements) }

    private static func take<Element>(_ table: inout TableBuffer<Element>) -> TableBuffer<Element> {
        var taken = TableBuffer<Element>(capacity: 1)
        swap(&taken, &table)
        return taken
    }

    /// Parses the whole text; `false` when it stopped before the end.
    mutating func parseDocument() -> Bool {
        let first = advance()
        if first.kind == .endOfInput {
            guard !lexer.isInAnotherEncoding else { return false }
            let holdsComments = log.diagnostics.contains { $0.message == JSONLexer.commentsMessage }
            log.report(.error, "expected a JSON value; the file " + (holdsComments ? "holds only comments" : "is empty"), at: first.range)
            return false
        }
        if first.kind == .word, lexer.nextTokenIsColon() {
            log.report(
                .error,
                "expected a JSON value, found '\(Self.shortened(lexer.wordText(first))):', which looks like YAML; "
                    + "onboardc reads JSON, such as { \"slides\": [...] }",
                at: first.range)
            return false
        }
        do {
            try parseValue(first)
            let extra = advance()
            if extra.kind != .endOfInput {
                fail("extra content after the JSON value: \(describe(extra))", at: extra.range)
                return false
            }
            return true
        } catch {
            return false
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
        log.report(.error, message, at: range)
    }

    /// An object or an array being parsed: the parser keeps these on a stack of its own rather than
    /// on the call stack, so that nesting to the depth limit costs a few bytes a level and never
    /// overflows a thread's stack (512 KiB for a secondary thread on Darwin).
    private struct Container {
        /// The node of the object or array, which starts at its opening bracket.
        let index: Int32
        let isObject: Bool
        /// Where its members start in `pendingMembers`, or its elements in `pendingElements`.
        let base: Int
        /// In an object, the member whose value is being parsed, its value not yet set.
        var member = JSONSyntaxTree.Member(key: 0, keyStart: 0, keyEnd: 0, value: 0)
        /// In an object, where the value of its latest member ends: where a missing `}` belongs.
        var lastValueEnd: Int32 = 0
    }

    /// Where the parse goes next.
    private enum Step {
        /// Parse a value starting with the token.
        case value(JSONToken)
        /// Go on in the innermost object at the token: a member name or its end. `comma` is the
        /// range of the comma before the token, if any, which is an error if the object ends there.
        case member(JSONToken, comma: Range<Int32>?)
        /// Go on in the innermost array at the token: an element or its end, after `comma`.
        case element(JSONToken, comma: Range<Int32>?)
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
                    containers.append(Container(index: appendNode(.object, token, first: 0), isObject: true, base: pendingMembers.count))
                    step = .member(advance(), comma: nil)
                case .beginArray:
                    try checkDepth(containers.count + 1, at: token)
                    containers.append(Container(index: appendNode(.array, token, first: 0), isObject: false, base: pendingElements.count))
                    step = .element(advance(), comma: nil)
                case .string, .number:
                    step = .parsed(appendNode(token.kind == .string ? .string : .number, token, first: token.text))
                case .true: step = .parsed(appendNode(.bool, token, first: 1))
                case .false: step = .parsed(appendNode(.bool, token, first: 0))
                case .null: step = .parsed(appendNode(.null, token, first: 0))
                case .word: step = .parsed(try misspeltLiteral(token))
                case .endObject, .endArray, .colon, .comma, .invalid, .endOfInput:
                    fail("expected a value, found \(describe(token))", at: token.range)
                    throw ParseAbort()
                }

            case .member(var token, let comma):
                let container = containers[containers.count - 1]
                if token.kind == .endObject {
                    if let comma {
                        log.report(.error, "trailing comma is not allowed in JSON", at: Self.range(comma), fixIt: "")
                    }
                    Self.close(container, end: token.end, children: &pendingMembers, into: &members, nodes: &nodes)
                    containers.removeLast()
                    step = .parsed(container.index)
                    continue
                }
                if let comma, token.kind == .beginObject || token.kind == .endArray, Self.isInArray(containers) {
                    // `[{ "id": "a", { "id": "b" }]` or `[{ "id": "a", ]`: the object lacks its `}`.
                    if token.kind == .beginObject {
                        reportMissingBracket(closing: container, replacing: container.lastValueEnd..<container.lastValueEnd, with: "}")
                    } else {
                        reportMissingBracket(closing: container, replacing: comma, with: "}")
                    }
                    closeUnclosed(&containers, end: container.lastValueEnd)
                    step = .element(token, comma: nil)
                    continue
                }
                if token.isBareWord {
                    let member = try unquotedKey(token, missingCommaAfter: nil)
                    containers[containers.count - 1].member = member
                    step = .value(advance())
                    continue
                }
                guard token.kind == .string else {
                    if token.kind == .endOfInput {
                        try closeAtTheEnd(&containers, afterComma: comma)
                        return
                    }
                    fail("expected a member name in double quotes, found \(describe(token))", at: token.range)
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
                    log.report(.error, "expected ':' after the member name", at: Int(key.end)..<Int(key.end), fixIt: ":")
                } else {
                    fail("expected ':' after the member name, found \(describe(token))", at: token.range)
                    throw ParseAbort()
                }
                containers[containers.count - 1].member = .init(key: key.text, keyStart: key.start, keyEnd: key.end, value: 0)
                step = .value(token)

            case .element(let token, let comma):
                let container = containers[containers.count - 1]
                if token.kind == .endArray {
                    if let comma {
                        log.report(.error, "trailing comma is not allowed in JSON", at: Self.range(comma), fixIt: "")
                    }
                    Self.close(container, end: token.end, children: &pendingElements, into: &elements, nodes: &nodes)
                    containers.removeLast()
                    step = .parsed(container.index)
                    continue
                }
                if token.kind == .endOfInput {
                    try closeAtTheEnd(&containers, afterComma: comma)
                    return
                }
                step = .value(token)

            case .parsed(let value):
                guard var container = containers.last else { return }
                let valueEnd = previous
                var token = advance()
                var comma: Range<Int32>?
                if container.isObject {
                    container.member.value = value
                    containers[containers.count - 1].lastValueEnd = valueEnd.end
                    pendingMembers.append(container.member)
                    if token.kind == .comma {
                        comma = token.start..<token.end
                        token = advance()
                    } else if token.kind == .string {
                        if !valueEnd.isMalformed {
                            log.report(
                                .error, "expected ',' between object members", at: Int(valueEnd.end)..<Int(valueEnd.end), fixIt: ",")
                        }
                    } else if token.isBareWord && !valueEnd.isUnterminated {
                        containers[containers.count - 1].member = try unquotedKey(token, missingCommaAfter: valueEnd)
                        step = .value(advance())
                        continue
                    } else if token.kind == .beginObject || token.kind == .endArray, !valueEnd.isUnterminated, Self.isInArray(containers) {
                        // `{ "id": "a" { "id": "b" }` or `[{ "id": "a" ]`: the object lacks its `}`.
                        reportMissingBracket(
                            closing: container, replacing: valueEnd.end..<valueEnd.end, with: token.kind == .beginObject ? "}," : "}")
                        closeUnclosed(&containers, end: valueEnd.end)
                        step = .element(token, comma: nil)
                        continue
                    } else if token.kind != .endObject {
                        if token.kind == .endOfInput {
                            try closeAtTheEnd(&containers, afterComma: nil)
                            return
                        }
                        fail("expected ',' or '}' after the object member, found \(describe(token))", at: token.range)
                        throw ParseAbort()
                    }
                    step = .member(token, comma: comma)
                } else {
                    pendingElements.append(value)
                    if token.kind == .comma {
                        comma = token.start..<token.end
                        token = advance()
                    }
                    if token.kind == .endObject || token.kind == .string && lexer.nextTokenIsColon(), !valueEnd.isUnterminated,
                        Self.isInObject(containers)
                    {
                        // `{ "slides": [{}, {}, "paywalls": [] }` or `{ "slides": [{}, {} }`: the array lacks its `]`.
                        switch (token.kind, comma) {
                        case (.endObject, let comma?):
                            reportMissingBracket(closing: container, replacing: comma, with: "]")
                        case (.string, nil):
                            reportMissingBracket(closing: container, replacing: valueEnd.end..<valueEnd.end, with: "],")
                        default:
                            reportMissingBracket(closing: container, replacing: valueEnd.end..<valueEnd.end, with: "]")
                        }
                        closeUnclosed(&containers, end: valueEnd.end)
                        step = .member(token, comma: nil)
                        continue
                    }
                    if comma == nil {
                        if token.startsValue && valueEnd.isUnterminated {
                            // The next element, after a string that ran to the end of its line.
                        } else if token.startsValue && token.kind != .beginArray && token.kind != .beginObject
                            || token.kind == .beginObject && valueEnd.kind == .endObject
                        {
                            if !valueEnd.isMalformed {
                                log.report(
                                    .error, "expected ',' between array elements", at: Int(valueEnd.end)..<Int(valueEnd.end), fixIt: ",")
                            }
                        } else if token.kind != .endArray {
                            if token.kind == .endOfInput {
                                try closeAtTheEnd(&containers, afterComma: nil)
                                return
                            }
                            fail("expected ',' or ']' after the array element, found \(describe(token))", at: token.range)
                            throw ParseAbort()
                        }
                    }
                    step = .element(token, comma: comma)
                }
            }
        }
    }

    // MARK: Recovery from a new user's mistakes

    /// Reads the bare word `word`, found where a member name belongs, as an unquoted key when a
    /// colon follows it, as in an object pasted from JavaScript: reports it with a fix-it that
    /// quotes it, after the missing comma before it when `missingCommaAfter` is the value it follows.
    /// The colon is read; the value is next. A word without a colon after it stops the parse.
    private mutating func unquotedKey(_ word: JSONToken, missingCommaAfter value: JSONToken?) throws(ParseAbort) -> JSONSyntaxTree.Member {
        guard !preceding.isUnterminated, lexer.nextTokenIsColon() else {
            if value != nil {
                fail("expected ',' or '}' after the object member, found \(describe(word))", at: word.range)
            } else {
                fail("expected a member name in double quotes, found \(describe(word))", at: word.range)
            }
            throw ParseAbort()
        }
        if let value, !value.isMalformed {
            log.report(.error, "expected ',' between object members", at: Int(value.end)..<Int(value.end), fixIt: ",")
        }
        let text = lexer.wordText(word)
        let quoted = "\"" + text + "\""
        log.report(
            .error, "member names must be in double quotes: \"\(Self.shortened(text))\"", at: word.range, fixIt: quoted)
        let key = lexer.internWord(word)
        _ = advance()
        return .init(key: key, keyStart: word.start, keyEnd: word.end, value: 0)
    }

    /// The node of the literal a bare word at a value's place was meant to be, such as `True` or
    /// `undefined`, reported with a fix-it; any other word is reported and stops the parse.
    private mutating func misspeltLiteral(_ word: JSONToken) throws(ParseAbort) -> Int32 {
        guard !preceding.isUnterminated else { throw ParseAbort() }
        let text = lexer.wordText(word)
        let lowercased = text.lowercased()
        let message = "invalid literal \(text.quotedForDiagnostic)"
        switch lowercased {
        case "true", "false", "null":
            log.report(.error, message + "; JSON literals are lowercase: '\(lowercased)'", at: word.range, fixIt: lowercased)
            return lowercased == "null"
                ? appendNode(.null, word, first: 0) : appendNode(.bool, word, first: lowercased == "true" ? 1 : 0)
        case "undefined", "nil":
            log.report(.error, message + "; JSON has no '\(text)', use 'null'", at: word.range, fixIt: "null")
            return appendNode(.null, word, first: 0)
        case "nan", "infinity":
            log.report(.error, message + "; JSON has no '\(text)', use 'null'", at: word.range)
        default:
            log.report(
                .error, message + "; expected a value ('true', 'false', 'null', a number, a string, an object or an array)",
                at: word.range)
        }
        throw ParseAbort()
    }

    /// Whether the innermost container is an element of an array.
    private static func isInArray(_ containers: [Container]) -> Bool {
        containers.count >= 2 && !containers[containers.count - 2].isObject
    }

    /// Whether the innermost container is the value of a member of an object.
    private static func isInObject(_ containers: [Container]) -> Bool {
        containers.count >= 2 && containers[containers.count - 2].isObject
    }

    /// Reports that `container` lacks its closing bracket, with a note at its opening one and a
    /// fix-it that puts the bracket where the structure shows it belongs: `replacement` for the
    /// bytes of `range`, often an insertion.
    private func reportMissingBracket(closing container: Container, replacing range: Range<Int32>, with replacement: String) {
        let opening = openingRange(of: container)
        let position = log.source.position(at: opening.lowerBound)
        let noun = container.isObject ? "object" : "array"
        let bracket = container.isObject ? "'}'" : "']'"
        log.report(
            .error, "missing \(bracket) to close the \(noun) opened at \(position.line):\(position.column)",
            at: Self.range(range), fixIt: replacement, notes: [("the \(noun) opened here", opening)])
    }

    /// At the end of the file, with `containers` still open: reports the brackets missing and closes
    /// the containers where its fix-it puts them, so that the parse ends there. It stops the parse
    /// instead when the file ends after a comma (the fix-it leaves the comma, which is then an
    /// error of its own) or when the brackets may be inside a string that ran to the end.
    private mutating func closeAtTheEnd(_ containers: inout [Container], afterComma comma: Range<Int32>?) throws(ParseAbort) {
        guard reportUnclosedAtTheEnd(containers), comma == nil else { throw ParseAbort() }
        while !containers.isEmpty {
            closeUnclosed(&containers, end: preceding.end)
        }
    }

    /// Reports that the file ends while `containers` are open, at the end of the last token, with a
    /// fix-it that closes each there on a line of its own, indented as the line that opened it (on
    /// the same line when it opened on that line), and a note at each opening bracket. Returns
    /// whether it reported them: not when a string ran to the end of the file, since it may have
    /// swallowed the brackets that look missing.
    private func reportUnclosedAtTheEnd(_ containers: [Container]) -> Bool {
        guard previous.kind == .endOfInput, !(preceding.isUnterminated && preceding.end >= previous.start) else { return false }
        let end = Int(preceding.end)
        let source = log.source
        let endLine = source.position(at: end).line
        let unclosed = containers.reversed().map { container in
            let opening = openingRange(of: container)
            return (
                container: container, opening: opening, position: source.position(at: opening.lowerBound),
                bracket: container.isObject ? "}" : "]", noun: container.isObject ? "object" : "array")
        }
        let lineBreak = Self.lineBreak(of: source.bytes)
        let closing = unclosed.map { item in
            item.position.line == endLine ? item.bracket : lineBreak + Self.indentation(ofLineAt: item.opening.lowerBound, in: source.bytes) + item.bracket
        }
        let named = unclosed.count <= 3 ? unclosed : [unclosed[0], unclosed[unclosed.count - 1]]
        let brackets = unclosed.count <= 3 ? Self.listed(unclosed.map { "'\($0.bracket)'" }) : "\(unclosed.count) closing brackets"
        let closed = Self.listed(named.map { "the \($0.noun) opened at \($0.position.line):\($0.position.column)" }, skipping: unclosed.count > 3)
        log.report(
            .error, "missing \(brackets) at the end of the file to close \(closed)", at: end..<end, fixIt: closing.joined(),
            notes: named.map { ("the \($0.noun) opened here", $0.opening) })
        return true
    }

    /// `items` joined as a sentence lists them: `a`, `a and b`, `a, b and c`; `a … and z` when
    /// `skipping` says that items between them were left out.
    private static func listed(_ items: [String], skipping: Bool = false) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + (skipping ? " … and " : " and ") + last
    }

    /// The line break the file's first line ends with: `"\r\n"` or `"\n"`.
    private static func lineBreak(of bytes: [UInt8]) -> String {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    }

    /// The spaces and tabs that start the line of `offset`.
    private static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        var end = start
        while end < offset, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Closes the innermost container, which lacks its closing bracket, as if it ended at `end`,
    /// and makes it the latest element or member value of the container around it.
    private mutating func closeUnclosed(_ containers: inout [Container], end: Int32) {
        let container = containers.removeLast()
        if container.isObject {
            Self.close(container, end: end, children: &pendingMembers, into: &members, nodes: &nodes)
        } else {
            Self.close(container, end: end, children: &pendingElements, into: &elements, nodes: &nodes)
        }
        guard let parent = containers.last else { return }
        if parent.isObject {
            containers[containers.count - 1].member.value = container.index
            containers[containers.count - 1].lastValueEnd = end
            pendingMembers.append(containers[containers.count - 1].member)
        } else {
            pendingElements.append(container.index)
        }
    }

    /// How `token` is named in "expected ..., found ..." messages: a bare word as itself.
    private func describe(_ token: JSONToken) -> String {
        token.kind == .word ? lexer.wordText(token).quotedForDiagnostic : token.description
    }

    /// `text`, cut to 60 characters with `…`: a word of a megabyte is no message.
    private static func shortened(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    /// The range of the bracket that opens `container`.
    private func openingRange(of container: Container) -> Range<Int> {
        let start = Int(nodes[Int(container.index)].start)
        return start..<start + 1
    }

    private static func range(_ range: Range<Int32>) -> Range<Int> {
        Int(range.lowerBound)..<Int(range.upperBound)
    }

    private mutating func appendNode(_ kind: JSONValue.Kind, _ token: JSONToken, first: Int32, count: Int32 = 0) -> Int32 {
        nodes.append(.init(kind: kind, start: token.start, end: token.end, first: first, count: count))
        return Int32(nodes.count - 1)
    }

    private mutating func checkDepth(_ depth: Int, at token: JSONToken) throws(ParseAbort) {
        guard depth <= maximumDepth else {
            log.report(.error, "nesting is deeper than the limit of \(maximumDepth) objects and arrays", at: token.range)
            throw ParseAbort()
        }
    }

    private static func close<Child>(
        _ container: Container, end: Int32, children pending: inout TableBuffer<Child>, into store: inout TableBuffer<Child>,
        nodes: inout TableBuffer<JSONSyntaxTree.Node>
    ) {
        let first = store.count
        store.append(contentsOf: pending, from: container.base)
        pending.removeAll(from: container.base)
        let index = Int(container.index)
        nodes[index].first = Int32(first)
        nodes[index].count = Int32(store.count - first)
        nodes[index].end = end
    }
}
