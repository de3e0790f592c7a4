@testable import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics

/// The result of parsing one test input, with diagnostics rendered for exact comparison.
struct ParsedJSON {
    let tree: JSONSyntaxTree
    let diagnostics: [Diagnostic]

    init(_ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth) {
        self.init(bytes: Array(text.utf8), maximumDepth: maximumDepth)
    }

    init(bytes: [UInt8], maximumDepth: Int = JSONParser.defaultMaximumDepth) {
        (tree, diagnostics) = JSONParser.parse(SourceFile(path: "test.json", bytes: bytes), maximumDepth: maximumDepth)
    }

    var root: JSONValue? { tree.root }

    /// Each diagnostic as `line:column: severity: message`.
    var messages: [String] { diagnostics.map(\.positionedMessage) }

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// The tokens of one test input, read by the lexer alone.
struct LexedJSON {
    let tokens: [JSONToken]
    let diagnostics: [Diagnostic]
    private let storage: JSONSyntaxTree.Storage

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        let log = SyntaxDiagnosticLog(source: SourceFile(path: "test.json", bytes: bytes))
        var tokens: [JSONToken] = []
        let strings = bytes.withUnsafeBufferPointer { buffer in
            var lexer = JSONLexer(bytes: buffer, log: log)
            while tokens.count <= bytes.count {
                let token = lexer.next()
                tokens.append(token)
                if token.kind == .endOfInput { break }
            }
            return lexer.strings
        }
        self.tokens = tokens
        self.diagnostics = log.diagnostics
        self.storage = JSONSyntaxTree.Storage(bytes: bytes, strings: strings)
    }

    var kinds: [JSONToken.Kind] { tokens.map(\.kind) }

    var ranges: [Range<Int>] { tokens.map(\.range) }

    /// The decoded text of the first token, a string or a number.
    var text: String? { tokens.first.flatMap(text(of:)) }

    func text(of token: JSONToken) -> String? {
        storage.text(of: token)
    }

    var messages: [String] { diagnostics.map(\.positionedMessage) }
}

extension Diagnostic {
    var positionedMessage: String {
        let position = range.map { "\($0.start.line):\($0.start.column): " } ?? ""
        return "\(position)\(severity.rawValue): \(message)"
    }
}
