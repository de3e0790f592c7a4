/// One token of JSON text with its byte range.
struct JSONToken {
    enum Kind: UInt8 {
        case beginObject, endObject, beginArray, endArray, colon, comma
        case string, number, `true`, `false`, null
        /// Letters, digits and underscores outside quotes that are no literal, such as an unquoted
        /// key or `True`; the parser reports it, as only it knows whether a key or a value belongs there.
        case word
        /// Bytes that start no token; the lexer has already reported them.
        case invalid
        case endOfInput
    }

    var kind: Kind
    /// Whether the lexer reported an error inside this token, such as a bad escape or a leading zero.
    ///
    /// A missing comma is not reported after such a token, since the error may be what hides it.
    var isMalformed = false
    /// Whether the token is a string that lacks its closing quote.
    ///
    /// The text after such a token is out of step with what the author meant, so the parser reports
    /// no error that follows from it.
    var isUnterminated = false
    /// The byte offsets of the token, 32 bits wide as in the tree: the parser copies a token on every
    /// step, and files are at most `Int32.max` bytes long.
    var start: Int32
    var end: Int32
    /// For a string, the index of its decoded text in the tree's string table, or `verbatim` when
    /// the text is the ASCII bytes between the quotes; for a number, always `verbatim`.
    var text: Int32 = verbatim

    init(kind: Kind, start: Int, end: Int, text: Int32 = verbatim, isUnterminated: Bool = false) {
        self.kind = kind
        self.isUnterminated = isUnterminated
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
        self.text = text
    }

    var range: Range<Int> { Int(start)..<Int(end) }

    /// The `text` of a token whose text is its bytes, which the tree decodes when it is read.
    static let verbatim: Int32 = -1

    /// How the token is named in "expected ..., found ..." messages.
    var description: String {
        switch kind {
        case .beginObject: "'{'"
        case .endObject: "'}'"
        case .beginArray: "'['"
        case .endArray: "']'"
        case .colon: "':'"
        case .comma: "','"
        case .string: "a string"
        case .number: "a number"
        case .true: "'true'"
        case .false: "'false'"
        case .null: "'null'"
        case .word: "a bare word"
        case .invalid: "invalid text"
        case .endOfInput: "the end of the file"
        }
    }

    /// Whether the token is a word outside quotes, a literal or not: where a member name belongs, a
    /// colon after it makes it an unquoted key.
    var isBareWord: Bool {
        switch kind {
        case .word, .true, .false, .null: true
        default: false
        }
    }

    /// Whether a value can begin with this token.
    var startsValue: Bool {
        switch kind {
        case .beginObject, .beginArray, .string, .number, .true, .false, .null: true
        default: false
        }
    }
}
