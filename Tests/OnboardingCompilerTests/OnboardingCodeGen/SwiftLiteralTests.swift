import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingTestSupport
import Testing


/// Strings chosen to break a naive literal: delimiters, escapes, interpolation, comments, every kind
/// of line break and invisible character, and text of every direction.
private let hostileStrings: [String] = [
    "", " ", "plain text",
    "\"", "\\", "\\(exit(1))", "\\(", "\\u{41}", "\\n", "\"\"\"", "#\"", "\"#", "##\"\"##", "*/", "/*", "// not a comment",
    "He said \"hi\"\\n and left.\\",
    "line 1\nline 2", "\n", "\r", "\r\n", "\n\r", "\t", "\0", "a\0b", "\u{1}", "\u{7}", "\u{1B}[31mred\u{1B}[0m", "\u{7F}",
    "\u{85}", "\u{2028}", "\u{2029}", "\u{B}\u{C}",
    "🚀", "👩‍💻", "👨‍👩‍👧‍👦", "👍🏽", "🏳️‍🌈", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "#️⃣", "1️⃣", "❤️",
    "مرحبا بالعالم", "שלום עולם", "abc עברית def", "السلام 123 عليكم",
    "e\u{301}", "\u{301}", "\u{301}starts with a mark", "\"\u{301}", "\\\u{301}", "\n\u{301}", "a\u{20DD}", "\u{20DD}",
    "\u{202E}txet desrever\u{202C}", "\u{2066}isolate\u{2069}", "\u{2067}\u{2068}", "\u{200E}\u{200F}", "\u{061C}",
    "\u{202A}\u{202B}\u{202D}",
    "\u{FEFF}bom", "zero\u{200B}width", "soft\u{AD}hyphen", "a\u{200D}b", "\u{200D}", "🚀\u{200D}", "\u{200D}🚀",
    "می‌خواهم", "क्‍ष", "\u{E0001}", "🏴\u{E0067}", "\u{E0067}",
    "\u{FFFF}", "\u{FFFE}", "\u{10FFFF}", "\u{E000}private", "\u{F8FF}", "\u{FFFD}",
    "日本語テキスト", "한국어", "Ελληνικά", "Straße", "\u{3000}ideographic space", "nbsp\u{A0}here",
    String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) }),
]

@Suite struct SwiftLiteralTests {
    // MARK: Strings

    @Test func escapesDelimitersAndTheNamedEscapes() {
        #expect(SwiftLiteral.string("") == #""""#)
        #expect(SwiftLiteral.string("hello") == #""hello""#)
        #expect(SwiftLiteral.string("a\"b") == #""a\"b""#)
        #expect(SwiftLiteral.string("a\\b") == #""a\\b""#)
        #expect(SwiftLiteral.string("\\(exit(1))") == #""\\(exit(1))""#)
        #expect(SwiftLiteral.string("\n\r\t\0") == #""\n\r\t\0""#)
        #expect(SwiftLiteral.string("\"\"\"") == #""\"\"\"""#)
        #expect(SwiftLiteral.string("#\"x\"#") == ##""#\"x\"#""##)
        #expect(SwiftLiteral.string("*/ /*") == #""*/ /*""#)
    }

    @Test func escapesControlAndFormatCharactersAsUnicodeEscapes() {
        #expect(SwiftLiteral.string("\u{1}\u{1B}\u{7F}\u{85}") == #""\u{1}\u{1B}\u{7F}\u{85}""#)
        #expect(SwiftLiteral.string("\u{2028}\u{2029}") == #""\u{2028}\u{2029}""#)
        #expect(SwiftLiteral.string("\u{202E}abc\u{202C}") == #""\u{202E}abc\u{202C}""#)
        #expect(SwiftLiteral.string("\u{2066}\u{2067}\u{2068}\u{2069}") == #""\u{2066}\u{2067}\u{2068}\u{2069}""#)
        #expect(SwiftLiteral.string("\u{200E}\u{200F}\u{061C}") == #""\u{200E}\u{200F}\u{61C}""#)
        #expect(SwiftLiteral.string("\u{FEFF}x\u{200B}y\u{AD}") == #""\u{FEFF}x\u{200B}y\u{AD}""#)
        #expect(SwiftLiteral.string("\u{FFFF}\u{10FFFF}") == #""\u{FFFF}\u{10FFFF}""#)
    }

    @Test func keepsPrintableUnicode() {
        for text in ["🚀", "👍🏽", "❤️", "#️⃣", "مرحبا", "שלום", "e\u{301}", "日本語", "Straße", "\u{E000}", "nbsp\u{A0}"] {
            #expect(SwiftLiteral.string(text) == "\"\(text)\"")
        }
    }

    @Test func keepsJoinersAndTagsOnlyInsideEmojiSequences() {
        // The family and the technologist keep their joiners; the flag of Scotland keeps its tags.
        for emoji in ["👨‍👩‍👧‍👦", "👩‍💻", "🏳️‍🌈", "👩🏽‍🚀", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"] {
            #expect(SwiftLiteral.string(emoji) == "\"\(emoji)\"")
        }
        #expect(SwiftLiteral.string("a\u{200D}b") == #""a\u{200D}b""#)
        #expect(SwiftLiteral.string("🚀\u{200D}") == #""🚀\u{200D}""#)
        #expect(SwiftLiteral.string("\u{200D}🚀") == #""\u{200D}🚀""#)
        #expect(SwiftLiteral.string("1\u{200D}2") == #""1\u{200D}2""#)
        #expect(SwiftLiteral.string("x\u{E0067}") == #""x\u{E0067}""#)
        #expect(SwiftLiteral.string("می‌خواهم") == #""می\u{200C}خواهم""#)
    }

    @Test func escapesACombiningMarkThatWouldCombineWithSyntax() {
        #expect(SwiftLiteral.string("\u{301}") == #""\u{301}""#)
        #expect(SwiftLiteral.string("\u{301}\u{302}x") == #""\u{301}\u{302}x""#)
        #expect(SwiftLiteral.string("\"\u{301}") == #""\"\u{301}""#)
        #expect(SwiftLiteral.string("\n\u{20DD}") == #""\n\u{20DD}""#)
        #expect(SwiftLiteral.string("e\u{301}\u{302}") == "\"e\u{301}\u{302}\"")
    }

    /// Every backslash starts a valid escape, so no `\(` interpolation or other surprise can occur,
    /// and no invisible or line-breaking character is left in the source, except in emoji sequences.
    @Test func literalsReadSafely() {
        for string in hostileStrings {
            let literal = SwiftLiteral.string(string)
            #expect(literal.hasPrefix("\"") && literal.hasSuffix("\"") && literal.count >= 2)
            let body = Array(literal.unicodeScalars.dropFirst().dropLast())
            var index = 0
            while index < body.count {
                let scalar = body[index]
                if scalar == "\\" {
                    #expect(index + 1 < body.count && "\\\"nrt0u".unicodeScalars.contains(body[index + 1]), "\(literal)")
                    index += 2
                    continue
                }
                #expect(scalar != "\"", "unescaped quote in \(literal)")
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator:
                    Issue.record("unescaped \(scalar.value) in \(literal)")
                case .format:
                    #expect(scalar == "\u{200D}" || (0xE0020...0xE007F).contains(scalar.value), "unescaped \(scalar.value) in \(literal)")
                default:
                    break
                }
                index += 1
            }
        }
    }

    /// Compiles a program holding the literal of every hostile string, runs it and compares what
    /// it prints, byte for byte; along with doubles (compared by bit pattern) and integers.
    @Test func generatedLiteralsCompileToTheOriginalValues() throws {
        let doubles = Self.roundTripDoubles + [.infinity, -.infinity]
        let ints = [0, 1, -1, 42, -7, Int.max, Int.min]
        var source = "// Generated by SwiftLiteralTests.\n" + utf8HexSource
        source += "let strings: [String] = [\n"
        for string in hostileStrings { source += "    \(SwiftLiteral.string(string)),\n" }
        source += "]\nfor string in strings { print(\"S\" + utf8Hex(string)) }\n"
        source += "let doubles: [Double] = [\n"
        for value in doubles { source += "    \(SwiftLiteral.double(value)),\n" }
        source += "]\nfor value in doubles { print(\"D\\(value.bitPattern)\") }\n"
        source += "print(\"N\\(\(SwiftLiteral.double(.nan)).isNaN)\")\n"
        // Each double literal alone must infer `Double`, not `Int`.
        for value in Self.roundTripDoubles.prefix(12) { source += "print(\"T\\(type(of: \(SwiftLiteral.double(value))))\")\n" }
        source += "let ints: [Int] = [\(ints.map(SwiftLiteral.int).joined(separator: ", "))]\n"
        source += "for value in ints { print(\"I\\(value)\") }\n"
        source += "print(\"B\\(\(SwiftLiteral.bool(true))) \\(\(SwiftLiteral.bool(false)))\")\n"

        let result = try SwiftCompiler.compileAndRun(source)
        try #require(result.status == 0, "the generated program failed:\n\(result.errors)\n\(source)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        var expected = hostileStrings.map { "S" + utf8Hex($0) }
        expected += doubles.map { "D\($0.bitPattern)" }
        expected.append("Ntrue")
        expected += Array(repeating: "TDouble", count: 12)
        expected += ints.map { "I\($0)" }
        expected.append("Btrue false")
        #expect(lines.count == expected.count)
        for (line, (index, wanted)) in zip(lines, expected.enumerated()) where line != wanted {
            Issue.record("line \(index): printed \(line), expected \(wanted)")
        }
    }

    // MARK: Numbers

    static let roundTripDoubles: [Double] = [
        0.5, 1, 0, -0.0, 100, 0.1, 0.2 + 0.1, 1.0 / 3, -2.25, 123456.789, 1e-5, 1e16,
        9007199254740992, 1e20, 1e21, 1e-20, 1e-21, 1e-22, 1.5e300, -1.5e-300,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude, .pi, 2.5e-7, 6.02214076e23,
    ]

    @Test func doublesArePositionalWhenReasonable() {
        #expect(SwiftLiteral.double(0.5) == "0.5")
        #expect(SwiftLiteral.double(1) == "1.0")
        #expect(SwiftLiteral.double(0) == "0.0")
        #expect(SwiftLiteral.double(-0.0) == "-0.0")
        #expect(SwiftLiteral.double(100) == "100.0")
        #expect(SwiftLiteral.double(-2.25) == "-2.25")
        #expect(SwiftLiteral.double(0.1) == "0.1")
        #expect(SwiftLiteral.double(0.1 + 0.2) == "0.30000000000000004")
        #expect(SwiftLiteral.double(123456.789) == "123456.789")
        #expect(SwiftLiteral.double(1e-5) == "0.00001")
        #expect(SwiftLiteral.double(2.5e-7) == "0.00000025")
        #expect(SwiftLiteral.double(1e16) == "10000000000000000.0")
        #expect(SwiftLiteral.double(1.2345678901234568e17) == "123456789012345680.0")
        #expect(SwiftLiteral.double(1e20) == "100000000000000000000.0")
        #expect(SwiftLiteral.double(1e-21) == "0.000000000000000000001")
    }

    @Test func doublesUseAnExponentBeyondTwentyZeros() {
        #expect(SwiftLiteral.double(1e21) == "1e+21")
        #expect(SwiftLiteral.double(1e-22) == "1e-22")
        #expect(SwiftLiteral.double(1.5e300) == "1.5e+300")
        #expect(SwiftLiteral.double(-1.5e-300) == "-1.5e-300")
        #expect(SwiftLiteral.double(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
        #expect(SwiftLiteral.double(.leastNonzeroMagnitude) == "5e-324")
    }

    @Test func doublesRoundTripThroughParsing() {
        for value in Self.roundTripDoubles {
            let literal = SwiftLiteral.double(value)
            #expect(Double(literal)?.bitPattern == value.bitPattern, "\(literal)")
            #expect(literal.contains(".") || literal.contains("e"), "\(literal) would be an Int literal")
        }
    }

    @Test func nonFiniteDoublesAreExpressions() {
        #expect(SwiftLiteral.double(.nan) == "Double.nan")
        #expect(SwiftLiteral.double(.infinity) == "Double.infinity")
        #expect(SwiftLiteral.double(-.infinity) == "-Double.infinity")
    }

    @Test func integersAndBooleans() {
        #expect(SwiftLiteral.int(42) == "42")
        #expect(SwiftLiteral.int(-7) == "-7")
        #expect(SwiftLiteral.int(.min) == "-9223372036854775808")
        #expect(SwiftLiteral.bool(true) == "true")
        #expect(SwiftLiteral.bool(false) == "false")
    }
}
