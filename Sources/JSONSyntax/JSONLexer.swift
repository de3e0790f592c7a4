/// Splits RFC 8259 JSON text into tokens, working on bytes.
///
/// The lexer reports every lexical error it meets and always returns a token, so that the parser
/// can decide whether to go on. A string outside ASCII, or whose text differs from its bytes, goes
/// decoded into the tree's string table; the tree decodes the others, and numbers, from the bytes
/// when read.
struct JSONLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let log: SyntaxDiagnosticLog
    /// The decoded texts of the strings that are not verbatim, indexed by `JSONToken.text`.
    private(set) var strings: [String] = []
    private(set) var offset: Int
    private var scratch: [UInt8] = []
    private var followsUnterminatedString = false
    private var tokenHasError = false
    private let limits: JSONParser.Limits
    /// Whether the text is in UTF-16 or UTF-32, reported once and not read.
    private(set) var isInAnotherEncoding = false

    init(bytes: UnsafeBufferPointer<UInt8>, log: SyntaxDiagnosticLog, limits: JSONParser.Limits = JSONParser.Limits()) {
        self.bytes = bytes
        self.limits = limits
        self.log = log
        self.offset = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            log.report(
                .note, "file starts with a UTF-8 byte order mark, which RFC 8259 does not allow; it is ignored",
                at: 0..<3)
            offset = 3
        } else if let encoding = Self.wideEncoding(of: bytes) {
            // Every other byte of the text would be an error of its own: one says what is wrong.
            isInAnotherEncoding = true
            log.report(.error, "the file is \(encoding), and onboardc reads UTF-8, as RFC 8259 asks: save it as UTF-8", at: 0..<min(2, bytes.count))
            offset = bytes.count
        }
    }

    /// The encoding of text in UTF-16 or UTF-32, told by its byte order mark or, without one, by
    /// the zero bytes beside its first two characters, which in JSON are ASCII; `nil` for other text.
    private static func wideEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 2 else { return nil }
        let zeroPrefix = bytes.prefix(4).map { $0 == 0 }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): return bytes.count >= 4 && zeroPrefix[2] && zeroPrefix[3] ? "UTF-32" : "UTF-16"
        case (0xFE, 0xFF): return "UTF-16"
        case (0x00, 0x00) where bytes.count >= 4 && bytes[2] == 0xFE && bytes[3] == 0xFF: return "UTF-32"
        default:
            guard zeroPrefix.count == 4 else { return nil }
            // A character of ASCII with three zero bytes on one side, or two with one zero byte each.
            if zeroPrefix == [false, true, true, true] || zeroPrefix == [true, true, true, false] { return "UTF-32" }
            let alternates = zeroPrefix[0] != zeroPrefix[1] && zeroPrefix[0] == zeroPrefix[2] && zeroPrefix[1] == zeroPrefix[3]
            return alternates ? "UTF-16" : nil
        }
    }

    /// Reads the next token.
    ///
    /// The errors of the token after an unterminated string go unreported: that token is most
    /// likely the rest of the string on its next line, such as a word of prose.
    mutating func next() -> JSONToken {
        tokenHasError = false
        var token = nextToken()
        token.isMalformed = tokenHasError
        followsUnterminatedString = token.isUnterminated
        return token
    }

    private mutating func error(_ message: String, at range: Range<Int>, fixIt: String? = nil) {
        tokenHasError = true
        guard !followsUnterminatedString else { return }
        log.report(.error, message, at: range, fixIt: fixIt)
    }

    private mutating func nextToken() -> JSONToken {
        skipWhitespace()
        while offset < bytes.count, bytes[offset] == UInt8(ascii: "/"), skipComment() {
            skipWhitespace()
        }
        let start = offset
        guard start < bytes.count else { return JSONToken(kind: .endOfInput, start: start, end: start) }
        let byte = bytes[start]
        switch byte {
        case UInt8(ascii: "{"): return punctuation(.beginObject, at: start)
        case UInt8(ascii: "}"): return punctuation(.endObject, at: start)
        case UInt8(ascii: "["): return punctuation(.beginArray, at: start)
        case UInt8(ascii: "]"): return punctuation(.endArray, at: start)
        case UInt8(ascii: ":"): return punctuation(.colon, at: start)
        case UInt8(ascii: ","): return punctuation(.comma, at: start)
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "'"): return singleQuotedString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        case UInt8(ascii: "+"), UInt8(ascii: "."):
            guard start + 1 < bytes.count, bytes[start + 1] &- UInt8(ascii: "0") < 10 else {
                return unexpectedCharacter()
            }
            return number()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return word()
        default: return unexpectedCharacter()
        }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while offset < bytes.count {
            let byte = bytes[offset]
            // Most tokens follow no white space, or follow it directly after a token.
            guard byte <= UInt8(ascii: " ") else { return }
            switch byte {
            case UInt8(ascii: " "): offset = Self.endOfSpaces(bytes, from: offset)
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            default: return
            }
        }
    }

    /// The offset of the first byte from `offset` on that is not a space, or the end.
    ///
    /// Indentation comes in runs of spaces: reading them eight at a time, the first other byte is
    /// the lowest that differs from a space.
    @inline(__always)
    private static func endOfSpaces(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var offset = offset
        while let word = ByteWord(bytes, at: offset) {
            if let index = word.firstByte(notEqualTo: UInt8(ascii: " ")) { return offset + index }
            offset += 8
        }
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        return offset
    }

    /// Reads past the comment at `offset`, a `//` one to the end of its line or a closed `/* */`
    /// one, reporting it as an error the parser reads past as white space: a newcomer's note in a
    /// spec stops no other check. Returns `false`, reading nothing, for any other text, such as a
    /// `/*` without its `*/`, which may have swallowed the rest of the file.
    private mutating func skipComment() -> Bool {
        let start = offset
        guard start + 1 < bytes.count else { return false }
        var end = start + 2
        switch bytes[start + 1] {
        case UInt8(ascii: "/"):
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        case UInt8(ascii: "*"):
            while end + 1 < bytes.count, bytes[end] != UInt8(ascii: "*") || bytes[end + 1] != UInt8(ascii: "/") { end += 1 }
            guard end + 1 < bytes.count else { return false }
            end += 2
        default:
            return false
        }
        offset = end
        if !followsUnterminatedString {
            log.report(.error, Self.commentsMessage, at: start..<end, isSkipped: true)
        }
        return true
    }

    static let commentsMessage = "comments are not allowed in JSON"

    private mutating func punctuation(_ kind: JSONToken.Kind, at start: Int) -> JSONToken {
        offset = start + 1
        return JSONToken(kind: kind, start: start, end: offset)
    }

    // MARK: Literals

    /// Reads a run of letters, digits and underscores: a literal, or a bare word that the parser
    /// reports, since only it knows whether a member name (an unquoted key) or a value was expected.
    private mutating func word() -> JSONToken {
        let start = offset
        while offset < bytes.count, Self.isWordByte(bytes[offset]) { offset += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        let kind: JSONToken.Kind =
            if word.elementsEqual("true".utf8) { .true }
            else if word.elementsEqual("false".utf8) { .false }
            else if word.elementsEqual("null".utf8) { .null }
            else { .word }
        return JSONToken(kind: kind, start: start, end: offset)
    }

    /// Whether the next token is a colon, seen without reading it: only white space comes before it.
    func nextTokenIsColon() -> Bool {
        var offset = offset
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): offset += 1
            case UInt8(ascii: ":"): return true
            default: return false
            }
        }
        return false
    }

    /// The text of the bare word `token`, put in the string table for a tree that keeps it as a key.
    mutating func internWord(_ token: JSONToken) -> Int32 {
        intern(wordText(token))
    }

    /// The text of the bare word or literal `token`.
    func wordText(_ token: JSONToken) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.range]), as: UTF8.self)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    private mutating func unexpectedCharacter() -> JSONToken {
        let start = offset
        let byte = bytes[start]
        if byte == UInt8(ascii: "/"), start + 1 < bytes.count,
            bytes[start + 1] == UInt8(ascii: "/") || bytes[start + 1] == UInt8(ascii: "*")
        {
            offset = start + 2
            error(Self.commentsMessage + "; this one has no closing '*/'", at: start..<offset)
        } else if byte < 0x80 {
            offset = start + 1
            error("unexpected character \(Self.describe(scalar: UInt32(byte)))", at: start..<offset)
        } else {
            switch UTF8Validation.decode(bytes, at: start) {
            case .valid(let scalar, let length):
                offset = start + length
                error("unexpected character \(Self.describe(scalar: scalar))", at: start..<offset)
            case .invalid(let length):
                offset = start + length
                error("invalid UTF-8 byte 0x\(Self.hex(bytes[start], width: 2))", at: start..<offset)
            }
        }
        return JSONToken(kind: .invalid, start: start, end: offset)
    }

    // MARK: Numbers

    /// Reads a number, or text that is meant as one, such as `+1`, `.5` or `0x1F`, reporting only
    /// its first error so that the parser can go on after it.
    private mutating func number() -> JSONToken {
        let start = offset
        var problem: String?

        func digits() -> Int {
            let first = offset
            while offset < bytes.count, bytes[offset] &- UInt8(ascii: "0") < 10 { offset += 1 }
            return offset - first
        }

        switch bytes[offset] {
        case UInt8(ascii: "+"):
            problem = "a number must not start with '+'"
            offset += 1
        case UInt8(ascii: "-"):
            offset += 1
        default:
            break
        }
        let integerStart = offset
        let integerDigits = digits()
        if integerDigits == 0 {
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                problem = problem ?? "a number must have a digit before the decimal point"
            } else {
                problem = problem ?? "expected a digit after '-'"
            }
        } else if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            problem = problem ?? "a number must not start with a leading zero"
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            if digits() == 0 {
                problem = problem ?? "expected a digit after the decimal point"
            }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            if digits() == 0 {
                problem = problem ?? "expected a digit in the exponent"
            }
        }
        if offset < bytes.count, Self.continuesNumber(bytes[offset]) {
            while offset < bytes.count, Self.continuesNumber(bytes[offset]) { offset += 1 }
            problem = problem ?? "invalid number; JSON numbers are decimal digits with an optional fraction and exponent"
        }
        if problem == nil, offset - start > limits.maximumNumberLength {
            // Reported at its first character: the excerpt under the message stays short.
            error(
                "number is \(offset - start) characters long, more than the limit of \(limits.maximumNumberLength)",
                at: start..<start + 1)
        } else if let problem {
            error(problem, at: start..<offset)
        }
        return JSONToken(kind: .number, start: start, end: offset)
    }

    /// Whether `byte`, right after a number, makes it a malformed one such as `0x1F`, `1.2.3` or `1+2`.
    private static func continuesNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"): true
        default: isWordByte(byte)
        }
    }

    // MARK: Strings

    private mutating func string() -> JSONToken {
        let start = offset
        offset += 1
        let contentStart = offset
        // Fast path: ASCII text without escapes or control characters is its own bytes.
        offset = bytes.endOfPlainText(from: offset, below: 0x80)
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
            offset += 1
            checkStringLength(offset - 1 - contentStart, from: start)
            return JSONToken(kind: .string, start: start, end: offset, text: JSONToken.verbatim)
        }
        if offset < bytes.count, bytes[offset] >= 0x80, let token = wellFormedString(from: start) {
            return token
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]))
        return decodeString(from: start, quote: UInt8(ascii: "\""))
    }

    /// Decodes the rest of the string that starts at `start` into `scratch`, from `offset` to the
    /// closing `quote`, reporting what JSON does not allow in it.
    private mutating func decodeString(from start: Int, quote: UInt8) -> JSONToken {
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case quote:
                offset += 1
                checkStringLength(scratch.count, from: start)
                return JSONToken(kind: .string, start: start, end: offset, text: intern(decodedScratch()))
            case UInt8(ascii: "\\"):
                escape(inSingleQuotes: quote == UInt8(ascii: "'"))
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return unterminatedString(from: start)
            case 0..<0x20:
                error(
                    "control character \(Self.describe(scalar: UInt32(byte))) must be escaped in a string",
                    at: offset..<offset + 1)
                scratch.append(byte)
                offset += 1
            case 0x80...:
                switch UTF8Validation.decode(bytes, at: offset) {
                case .valid(_, let length):
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]))
                    offset += length
                case .invalid(let length):
                    error("invalid UTF-8 byte 0x\(Self.hex(byte, width: 2)) in string", at: offset..<offset + length)
                    scratch.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    offset += length
                }
            default:
                scratch.append(byte)
                offset += 1
            }
        }
        return unterminatedString(from: start)
    }

    /// The string that starts at `start`, if its text holds no escape or control character and is
    /// well-formed UTF-8, decoded into the string table; `nil` for any other, which the caller reads
    /// byte by byte, reporting its errors.
    ///
    /// The standard library checks the UTF-8 as it builds the `String`, and a repair shows as a
    /// difference from the bytes. Lowering turns every such string into a `String`: checking the
    /// UTF-8 here as well did that work twice (callgrind, 2,000 slides).
    private mutating func wellFormedString(from start: Int) -> JSONToken? {
        let end = Self.endOfUnescapedText(bytes, from: offset)
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        let content = UnsafeBufferPointer(rebasing: bytes[start + 1..<end])
        let text = String(decoding: content, as: UTF8.self)
        guard text.utf8.count == content.count, text.withUTF8Bytes({ ByteWord.equal($0, content) }) else { return nil }
        offset = end + 1
        checkStringLength(content.count, from: start)
        return JSONToken(kind: .string, start: start, end: offset, text: intern(text))
    }

    /// The offset of the first `"`, `\\` or control character from `offset` on, or the end.
    private static func endOfUnescapedText(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var offset = offset
        while let word = ByteWord(bytes, at: offset) {
            let special = word.bytes(below: 0x20) | word.bytes(equalTo: UInt8(ascii: "\"")) | word.bytes(equalTo: UInt8(ascii: "\\"))
            if let index = ByteWord.firstFlagged(special) { return offset + index }
            offset += 8
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            offset += 1
        }
        return offset
    }

    /// Reads a string in single quotes, as JavaScript writes them, and reports it with a fix-it that
    /// puts it in double quotes, so that the parser goes on after it.
    ///
    /// Without its closing quote on the same line, only the quote is reported and the parse stops
    /// there: what follows may be prose with an apostrophe in it.
    private mutating func singleQuotedString() -> JSONToken {
        let start = offset
        guard Self.endOfSingleQuotedString(bytes, from: start) != nil else {
            offset = start + 1
            error(Self.singleQuotesMessage, at: start..<offset)
            return JSONToken(kind: .invalid, start: start, end: offset)
        }
        offset = start + 1
        scratch.removeAll(keepingCapacity: true)
        let token = decodeString(from: start, quote: UInt8(ascii: "'"))
        // An error inside the string may be a byte the fix-it could not carry over as it is.
        error(Self.singleQuotesMessage, at: token.range, fixIt: tokenHasError ? nil : doubleQuoted(token.range))
        return token
    }

    private static let singleQuotesMessage = "strings must be enclosed in double quotes ('\"'), not single quotes"

    /// The offset just past the single quote that closes the string opened at `start` on the same
    /// line, skipping escaped characters; `nil` when the line or the file ends first.
    private static func endOfSingleQuotedString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var offset = start + 1
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "'"): return offset + 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            case UInt8(ascii: "\\"):
                guard offset + 1 < bytes.count, bytes[offset + 1] != UInt8(ascii: "\n"), bytes[offset + 1] != UInt8(ascii: "\r") else {
                    return nil
                }
                offset += 2
            default: offset += 1
            }
        }
        return nil
    }

    /// The single-quoted string at `range` in double quotes: its `\'` unescaped, its `"` escaped,
    /// every other byte as it is.
    private func doubleQuoted(_ range: Range<Int>) -> String {
        var text: [UInt8] = [UInt8(ascii: "\"")]
        var offset = range.lowerBound + 1
        while offset < range.upperBound - 1 {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                if bytes[offset + 1] != UInt8(ascii: "'") { text.append(byte) }
                text.append(bytes[offset + 1])
                offset += 2
                continue
            }
            if byte == UInt8(ascii: "\"") { text.append(UInt8(ascii: "\\")) }
            text.append(byte)
            offset += 1
        }
        text.append(UInt8(ascii: "\""))
        return String(decoding: text, as: UTF8.self)
    }

    /// Reports the string that starts at `start` if it decodes to more than the limit, at its opening quote.
    @inline(__always)
    private mutating func checkStringLength(_ length: Int, from start: Int) {
        guard length > limits.maximumStringLength else { return }
        error(
            "string is \(length) bytes long, more than the limit of \(limits.maximumStringLength) bytes",
            at: start..<start + 1)
    }

    private mutating func unterminatedString(from start: Int) -> JSONToken {
        error("unterminated string; add the closing '\"'", at: start..<offset)
        return JSONToken(kind: .string, start: start, end: offset, text: intern(decodedScratch()), isUnterminated: true)
    }

    private func decodedScratch() -> String {
        scratch.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// Decodes the escape sequence at `offset` into `scratch`, reporting it if it is invalid.
    ///
    /// A backslash before a line break or an ill-formed UTF-8 sequence is left to the string's own
    /// checks, which report the line break as the end of an unterminated string and the bytes as
    /// invalid UTF-8. In single quotes, `\'` is an apostrophe, as in JavaScript.
    private mutating func escape(inSingleQuotes: Bool = false) {
        let start = offset
        offset += 1
        guard offset < bytes.count else { return }
        let letter = bytes[offset]
        offset += 1
        switch letter {
        case UInt8(ascii: "\""): scratch.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): scratch.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): scratch.append(UInt8(ascii: "/"))
        case UInt8(ascii: "'") where inSingleQuotes: scratch.append(UInt8(ascii: "'"))
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            guard let unit = hexQuad() else {
                error("'\\u' must be followed by four hexadecimal digits", at: start..<offset)
                return
            }
            var scalar = UInt32(unit)
            if (0xD800..<0xDC00).contains(unit) {
                let lowStart = offset
                if offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                    offset += 2
                    if let low = hexQuad(), (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    } else {
                        offset = lowStart
                    }
                }
                if offset == lowStart {
                    error(
                        "lone surrogate '\\u\(Self.hex(unit, width: 4))' is not a Unicode scalar; pair it with a low surrogate '\\uDC00'...'\\uDFFF'",
                        at: start..<offset)
                    return
                }
            } else if (0xDC00..<0xE000).contains(unit) {
                error(
                    "lone surrogate '\\u\(Self.hex(unit, width: 4))' is not a Unicode scalar; a low surrogate must follow a high one",
                    at: start..<offset)
                return
            }
            guard let decoded = Unicode.Scalar(scalar) else { return }
            scratch.append(contentsOf: decoded.utf8)
        default:
            offset = start + 1
            let shown: String
            switch letter {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return
            case 0..<0x20, 0x7F:
                offset += 1
                shown = "'\\' followed by \(Self.describe(scalar: UInt32(letter)))"
            case 0x80...:
                guard case .valid(_, let length) = UTF8Validation.decode(bytes, at: offset) else { return }
                offset += length
                shown = "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) + "'"
            default:
                offset += 1
                shown = "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self) + "'"
            }
            error(
                "invalid escape sequence \(shown); JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                at: start..<offset)
        }
    }

    private mutating func hexQuad() -> UInt16? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt16 = 0
        for index in offset..<offset + 4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        offset += 4
        return value
    }

    private mutating func intern(_ text: String) -> Int32 {
        strings.append(text)
        return Int32(strings.count - 1)
    }

    // MARK: Descriptions

    static func describe(scalar: UInt32) -> String {
        let code = "U+" + hex(scalar, width: 4)
        guard let character = Unicode.Scalar(scalar), isVisible(character) else { return code }
        return "'\(Character(character))' (\(code))"
    }

    /// Whether a scalar can be shown as itself in a one-line message: not a control, format,
    /// separator, private-use or unassigned scalar. A line separator (U+2028) broke a diagnostic
    /// in two; a bidirectional override would reorder the line it is printed on.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate, .unassigned: false
        default: true
        }
    }

    static func hex<Value: BinaryInteger>(_ value: Value, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
