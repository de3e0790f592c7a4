import Testing

@testable import JSONSyntax
@testable import OnboardingDiagnostics

@Suite struct JSONLexerTests {
    private static let allowedEscapes = #"JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#

    // MARK: Structure and whitespace

    @Test func punctuationTokensHaveTheirRanges() {
        let lexed = LexedJSON("{ } [ ] : ,")
        #expect(lexed.kinds == [.beginObject, .endObject, .beginArray, .endArray, .colon, .comma, .endOfInput])
        #expect(lexed.ranges == [0..<1, 2..<3, 4..<5, 6..<7, 8..<9, 10..<11, 11..<11])
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func whitespaceIsSpaceTabLineFeedAndCarriageReturn() {
        let lexed = LexedJSON(" \t\n\r[\r\n\t ]\n")
        #expect(lexed.kinds == [.beginArray, .endArray, .endOfInput])
        #expect(lexed.ranges == [4..<5, 9..<10, 11..<11])
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("[\u{0C}]", "1:2: error: unexpected character U+000C"),
        ("[\u{0B}]", "1:2: error: unexpected character U+000B"),
        ("[\u{A0}]", "1:2: error: unexpected character U+00A0"),
        ("[\u{2028}]", "1:2: error: unexpected character U+2028"),
        ("[\u{202E}]", "1:2: error: unexpected character U+202E"),
        ("[é]", "1:2: error: unexpected character 'é' (U+00E9)"),
        ("[\u{0}]", "1:2: error: unexpected character U+0000"),
        ("[#]", "1:2: error: unexpected character '#' (U+0023)"),
    ])
    func otherWhitespaceIsAnError(text: String, message: String) {
        let lexed = LexedJSON(text)
        #expect(lexed.messages.first == message)
        #expect(lexed.kinds.dropFirst().first == .invalid)
    }

    // MARK: Strings

    @Test(arguments: [
        (#""\"""#, "\""),
        (#""\\""#, "\\"),
        (#""\/""#, "/"),
        (#""\b""#, "\u{08}"),
        (#""\f""#, "\u{0C}"),
        (#""\n""#, "\n"),
        (#""\r""#, "\r"),
        (#""\t""#, "\t"),
        (#""\u00e9""#, "é"),
        (#""\u00E9""#, "é"),
        (#""\u0000""#, "\u{0}"),
        (#""\uFFFF""#, "\u{FFFF}"),
        (#""a\"b\\c\/d\be\ff\ng\rh\ti\u0041j""#, "a\"b\\c/d\u{08}e\u{0C}f\ng\rh\ti" + "Aj"),
    ])
    func escapesAreDecoded(text: String, decoded: String) {
        let lexed = LexedJSON(text)
        #expect(lexed.diagnostics.isEmpty)
        #expect(lexed.kinds == [.string, .endOfInput])
        #expect(lexed.text == decoded)
        #expect(lexed.tokens.first?.range == 0..<text.utf8.count)
    }

    @Test func plainAndMultibyteStringsAreKeptAsWritten() {
        #expect(LexedJSON(#""""#).text == "")
        #expect(LexedJSON(#""hello""#).text == "hello")
        #expect(LexedJSON("\"é 😀 مرحبا\"").text == "é 😀 مرحبا")
        #expect(LexedJSON("\"a\u{7F}b\"").text == "a\u{7F}b")
        #expect(LexedJSON("\"é 😀 مرحبا\"").diagnostics.isEmpty)
    }

    @Test func surrogatePairsDecodeToOneScalar() {
        let upper = LexedJSON(#""\uD83D\uDE00""#)
        #expect(upper.diagnostics.isEmpty)
        #expect(upper.text == "😀")
        #expect(LexedJSON(#""\ud83d\ude00""#).text == "😀")
        #expect(LexedJSON(#""\uDBFF\uDFFF""#).text == "\u{10FFFF}")
        #expect(LexedJSON(#""x\uD834\uDD1Ey""#).text == "x𝄞y")
    }

    @Test func loneHighSurrogateIsAnErrorAtTheEscape() {
        let lexed = LexedJSON("{\n  \"a\": \"x\\uD800\"\n}")
        #expect(
            lexed.messages == [
                #"2:10: error: lone surrogate '\uD800' is not a Unicode scalar; pair it with a low surrogate '\uDC00'...'\uDFFF'"#
            ])
        #expect(lexed.diagnostics.first?.range?.end.column == 16)
    }

    @Test func loneLowSurrogateIsAnErrorAtTheEscape() {
        let lexed = LexedJSON(#"["\uDE00"]"#)
        #expect(
            lexed.messages == [
                #"1:3: error: lone surrogate '\uDE00' is not a Unicode scalar; a low surrogate must follow a high one"#
            ])
    }

    @Test func highSurrogateFollowedByAnotherEscapeKeepsTheOther() {
        let lexed = LexedJSON(#""\uD800\u0041""#)
        #expect(lexed.messages.count == 1)
        #expect(lexed.messages.first?.hasPrefix(#"1:2: error: lone surrogate '\uD800'"#) == true)
        #expect(lexed.text == "A")
        let twoHighs = LexedJSON(#""\uD800\uD800""#)
        #expect(twoHighs.diagnostics.map(\.range?.start.column) == [2, 8])
    }

    @Test func highSurrogateAtTheEndOfTheString() {
        #expect(LexedJSON(#""\uD83D""#).messages.first?.hasPrefix(#"1:2: error: lone surrogate '\uD83D'"#) == true)
        #expect(LexedJSON(#""\uD83D\""#).diagnostics.count == 2)
    }

    @Test(arguments: [
        (#""\u12G4""#, #"1:2: error: '\u' must be followed by four hexadecimal digits"#),
        (#""\u12""#, #"1:2: error: '\u' must be followed by four hexadecimal digits"#),
    ])
    func shortUnicodeEscapeIsAnError(text: String, message: String) {
        #expect(LexedJSON(text).messages == [message])
    }

    @Test func invalidEscapeNamesTheSequence() {
        #expect(LexedJSON(#""a\x""#).messages == [#"1:3: error: invalid escape sequence '\x'; "# + Self.allowedEscapes])
        #expect(LexedJSON(#""\é""#).messages == [#"1:2: error: invalid escape sequence '\é'; "# + Self.allowedEscapes])
        #expect(
            LexedJSON("\"\\\tb\"").messages == [
                #"1:2: error: invalid escape sequence '\' followed by U+0009; "# + Self.allowedEscapes
            ])
        #expect(LexedJSON(#""\x""#).text == "")
    }

    @Test func backslashBeforeLineBreakIsAnUnterminatedString() {
        let lexed = LexedJSON("\"abc\\\n\"")
        #expect(lexed.messages == [#"1:1: error: unterminated string; add the closing '"'"#])
        #expect(lexed.tokens.first?.range == 0..<5)
    }

    @Test(arguments: [
        ("\"a\tb\"", "1:3: error: control character U+0009 must be escaped in a string"),
        ("\"a\u{0}b\"", "1:3: error: control character U+0000 must be escaped in a string"),
        ("\"\u{1F}\"", "1:2: error: control character U+001F must be escaped in a string"),
    ])
    func controlCharacterInStringIsAnError(text: String, message: String) {
        let lexed = LexedJSON(text)
        #expect(lexed.messages == [message])
        #expect(lexed.kinds == [.string, .endOfInput])
        #expect(lexed.tokens.first?.isUnterminated == false)
    }

    @Test func lineBreakEndsAnUnterminatedString() {
        let lexed = LexedJSON("\"abc\n1")
        #expect(lexed.messages == [#"1:1: error: unterminated string; add the closing '"'"#])
        #expect(lexed.kinds == [.string, .number, .endOfInput])
        #expect(lexed.tokens.first?.range == 0..<4)
        #expect(lexed.tokens.first?.isUnterminated == true)
        #expect(lexed.text == "abc")
        #expect(LexedJSON("\"abc\r\n").tokens.first?.range == 0..<4)
    }

    @Test func endOfFileEndsAnUnterminatedString() {
        let lexed = LexedJSON(#"  "abc"#)
        #expect(lexed.messages == [#"1:3: error: unterminated string; add the closing '"'"#])
        #expect(lexed.tokens.first?.range == 2..<6)
        #expect(LexedJSON(#""abc\"#).messages == [#"1:1: error: unterminated string; add the closing '"'"#])
    }

    @Test func errorsOfTheTokenAfterAnUnterminatedStringAreNotReported() {
        let lexed = LexedJSON("\"line one\n1. two")
        #expect(lexed.messages == [#"1:1: error: unterminated string; add the closing '"'"#])
        #expect(lexed.kinds == [.string, .number, .word, .endOfInput])
    }

    // MARK: UTF-8

    @Test func invalidUTF8InStringIsReportedAtItsByte() {
        let lexed = LexedJSON(bytes: Array("{\"é\": \"ab".utf8) + [0xFF] + Array("c\"}".utf8))
        #expect(lexed.messages == ["1:11: error: invalid UTF-8 byte 0xFF in string"])
        #expect(lexed.diagnostics.first?.range?.start.offset == 10)
        #expect(lexed.text(of: lexed.tokens[3]) == "ab\u{FFFD}c")
    }

    /// A truncated four-byte sequence is replaced by U+FFFD, which takes as many bytes: the repair
    /// changes the text but not its length.
    @Test func invalidUTF8RepairedToItsOwnLengthIsReported() {
        let lexed = LexedJSON(bytes: Array("\"é".utf8) + [0xF0, 0x90, 0x80] + Array("\"".utf8))
        #expect(lexed.messages == ["1:4: error: invalid UTF-8 byte 0xF0 in string"])
        #expect(lexed.text == "é\u{FFFD}")
    }

    @Test func invalidUTF8OutsideStringIsReportedAtItsByte() {
        let lexed = LexedJSON(bytes: Array("[\"é\",\n  ".utf8) + [0xC3] + Array("]".utf8))
        #expect(lexed.messages == ["2:3: error: invalid UTF-8 byte 0xC3"])
        #expect(lexed.diagnostics.first?.range?.start.offset == 9)
    }

    @Test(arguments: [
        [0xC0, 0xAF] as [UInt8],
        [0xE0, 0x80, 0xAF],
        [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80],
        [0xF8],
        [0x80],
        [0xE2, 0x82],
    ])
    func illFormedSequencesAreInvalid(sequence: [UInt8]) {
        let lexed = LexedJSON(bytes: [0x22] + sequence + [0x22])
        #expect(!lexed.diagnostics.isEmpty)
        #expect(lexed.messages.first == "1:2: error: invalid UTF-8 byte 0x\(JSONLexer.hex(sequence[0], width: 2)) in string")
        #expect(lexed.kinds == [.string, .endOfInput])
    }

    @Test func byteOrderMarkIsIgnoredWithANote() {
        let lexed = LexedJSON(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(
            lexed.messages == [
                "1:1: note: file starts with a UTF-8 byte order mark, which RFC 8259 does not allow; it is ignored"
            ])
        #expect(lexed.diagnostics.first?.range?.end.offset == 3)
        #expect(lexed.kinds == [.beginObject, .endObject, .endOfInput])
        #expect(lexed.ranges.first == 3..<4)
    }

    /// A file saved as UTF-16 or UTF-32, with a byte order mark or without, is one error that says
    /// how to mend it, not one for every other byte.
    @Test(arguments: [
        ([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], "UTF-16"), ([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], "UTF-16"),
        ([0x7B, 0x00, 0x7D, 0x00], "UTF-16"), ([0x00, 0x7B, 0x00, 0x7D], "UTF-16"),
        ([0xFF, 0xFE, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00], "UTF-32"), ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x7B], "UTF-32"),
        ([0x7B, 0x00, 0x00, 0x00, 0x7D, 0x00, 0x00, 0x00], "UTF-32"), ([0x00, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00, 0x7D], "UTF-32"),
    ] as [([UInt8], String)])
    func wideEncodingsAreOneError(bytes: [UInt8], encoding: String) {
        let lexed = LexedJSON(bytes: bytes)
        #expect(lexed.messages == ["1:1: error: the file is \(encoding), and onboardc reads UTF-8, as RFC 8259 asks: save it as UTF-8"])
        #expect(lexed.kinds == [.endOfInput])
    }

    @Test func byteOrderMarkElsewhereIsAnError() {
        let lexed = LexedJSON(bytes: Array("[".utf8) + [0xEF, 0xBB, 0xBF] + Array("]".utf8))
        #expect(lexed.messages == ["1:2: error: unexpected character U+FEFF"])
    }

    // MARK: Numbers

    @Test(arguments: ["0", "-0", "1.5e-3", "1E+2", "-123", "0.0", "1e10", "2.5E-0", "123456789012345678901234567890", "1.0e+999"])
    func validNumbersKeepTheirText(text: String) {
        let lexed = LexedJSON(text)
        #expect(lexed.diagnostics.isEmpty)
        #expect(lexed.kinds == [.number, .endOfInput])
        #expect(lexed.text == text)
        #expect(lexed.tokens.first?.range == 0..<text.utf8.count)
    }

    @Test(arguments: [
        ("01", "1:1: error: a number must not start with a leading zero", 0..<2),
        ("-01", "1:1: error: a number must not start with a leading zero", 0..<3),
        ("1.", "1:1: error: expected a digit after the decimal point", 0..<2),
        (".5", "1:1: error: a number must have a digit before the decimal point", 0..<2),
        ("1e", "1:1: error: expected a digit in the exponent", 0..<2),
        ("1e+", "1:1: error: expected a digit in the exponent", 0..<3),
        ("-", "1:1: error: expected a digit after '-'", 0..<1),
        ("+1", "1:1: error: a number must not start with '+'", 0..<2),
        ("0x1", "1:1: error: invalid number; JSON numbers are decimal digits with an optional fraction and exponent", 0..<3),
        ("1.5.3", "1:1: error: invalid number; JSON numbers are decimal digits with an optional fraction and exponent", 0..<5),
        ("1ea", "1:1: error: expected a digit in the exponent", 0..<3),
        ("1+2", "1:1: error: invalid number; JSON numbers are decimal digits with an optional fraction and exponent", 0..<3),
        ("2.5e3-1", "1:1: error: invalid number; JSON numbers are decimal digits with an optional fraction and exponent", 0..<7),
        ("-Infinity", "1:1: error: expected a digit after '-'", 0..<9),
    ])
    func invalidNumberIsOneErrorOverTheWholeNumber(text: String, message: String, range: Range<Int>) {
        let lexed = LexedJSON(text)
        #expect(lexed.messages == [message])
        #expect(lexed.kinds == [.number, .endOfInput])
        #expect(lexed.tokens.first?.range == range)
    }

    @Test func signOrPointWithoutDigitIsAnUnexpectedCharacter() {
        #expect(LexedJSON("+").messages == ["1:1: error: unexpected character '+' (U+002B)"])
        #expect(LexedJSON(".").messages == ["1:1: error: unexpected character '.' (U+002E)"])
    }

    @Test func numberEndsAtAPunctuation() {
        let lexed = LexedJSON("[1,-2.5e3]")
        #expect(lexed.kinds == [.beginArray, .number, .comma, .number, .endArray, .endOfInput])
        #expect(lexed.ranges[3] == 3..<9)
        #expect(lexed.diagnostics.isEmpty)
    }

    // MARK: Literals

    @Test func literals() {
        let lexed = LexedJSON("true false null")
        #expect(lexed.kinds == [.true, .false, .null, .endOfInput])
        #expect(lexed.ranges == [0..<4, 5..<10, 11..<15, 15..<15])
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func bareWordsAreLeftToTheParser() {
        // Only the parser knows whether a member name (an unquoted key) or a value belongs there.
        let lexed = LexedJSON("True primaryColorLight _x1")
        #expect(lexed.kinds == [.word, .word, .word, .endOfInput])
        #expect(lexed.ranges == [0..<4, 5..<22, 23..<26, 26..<26])
        #expect(lexed.diagnostics.isEmpty)
    }

    @Test func commentsAndSingleQuotesGetTheirOwnMessage() {
        #expect(LexedJSON("// note").messages.first == "1:1: error: comments are not allowed in JSON")
        #expect(LexedJSON("  /* note */").messages.first == "1:3: error: comments are not allowed in JSON")
        let singleQuoted = LexedJSON(#"'a "b" \'c\''"#)
        #expect(singleQuoted.messages == [#"1:1: error: strings must be enclosed in double quotes ('"'), not single quotes"#])
        #expect(singleQuoted.kinds == [.string, .endOfInput])
        #expect(singleQuoted.text == #"a "b" 'c'"#)
        #expect(singleQuoted.diagnostics.first?.fixIt?.replacement == #""a \"b\" 'c'""#)
        #expect(singleQuoted.diagnostics.first?.range?.end.offset == 13)
        #expect(LexedJSON("'a\nb'").kinds.first == .invalid)
        #expect(LexedJSON("/").messages == ["1:1: error: unexpected character '/' (U+002F)"])
    }

    @Test func everyTokenAdvances() {
        let lexed = LexedJSON(bytes: Array(##"{"a" :[1, -, +, .e, tru, 'x', "\", #/*"##.utf8) + [0xFF, 0xC3])
        #expect(lexed.tokens.last?.kind == .endOfInput)
        #expect(lexed.tokens.count < 40)
    }
}
