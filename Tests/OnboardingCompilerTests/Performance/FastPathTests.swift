import Foundation
@testable import JSONSyntax
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingModel
@testable import OnboardingTestSupport
import Testing


/// The shortcuts taken for speed give exactly what the general code gives.
@Suite struct FastPathTests {
    /// Random text from `alphabet`, the same for the same seed.
    private func samples(_ count: Int, from alphabet: [Unicode.Scalar], maximumLength: Int = 12, seed: UInt64) -> [String] {
        var random = SeededRandomNumbers(seed: seed)
        return (0..<count).map { _ in
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...maximumLength, using: &random) {
                text.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
            }
            return String(text)
        }
    }

    @Test func asciiNamesMatchTheUnicodeRules() {
        let alphabet = Array("aZbYzA019_- .#/URLxMP".unicodeScalars)
        for text in samples(5_000, from: alphabet, seed: 1) + ["", "_", "1st", "URLScheme", "ID", "iOS", "MP3", "a-1-b", "SIM_Sub"] {
            #expect(SwiftNaming.caseName(from: text) == SwiftNaming.unicodeCaseName(from: text), "\(text)")
            #expect(SwiftNaming.typeName(from: text) == SwiftNaming.unicodeTypeName(from: text), "\(text)")
        }
    }

    /// `isOrdinary` is only true of scalars that a literal and a comment keep whatever their neighbours.
    @Test func plainlyVisibleTextHasNoControlFormatOrSeparatorCharacter() {
        var count = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), InvisibleCharacters.isOrdinary(scalar) else { continue }
            count += 1
            let properties = scalar.properties
            switch properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate:
                Issue.record("U+\(String(value, radix: 16, uppercase: true)) is \(properties.generalCategory)")
            default:
                #expect(!properties.isNoncharacterCodePoint, "U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(count > 50_000)
    }

    @Test func stringLiteralsMatchTheScalarByScalarRules() {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\0", "\u{7}", "\u{7F}", "\u{85}", "é", "\u{301}", "\u{20DD}",
            "\u{200D}", "\u{200B}", "\u{202E}", "\u{2028}", "\u{FEFF}", "\u{FE0F}", Unicode.Scalar(0xFDD0)!,
            Unicode.Scalar(0xFFFE)!, Unicode.Scalar(0x1FFFF)!,
            "👩", "💻", "🏴", "\u{E0067}", "\u{E007F}", "🏽", "日", "ع", "क", "\u{93F}", "©", "#", "*", "1",
        ]
        for text in samples(20_000, from: alphabet, seed: 2) {
            #expect(SwiftLiteral.string(text) == ReferenceLiteral.string(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func commentTextMatchesTheScalarByScalarRules() {
        let alphabet: [Unicode.Scalar] = [
            "a", " ", "\n", "\t", "\u{7}", "\u{2028}", "\u{202E}", "\u{200E}", "\u{200B}", "\u{061C}", "\u{2060}", "\u{FEFF}",
            "\u{200D}", "é", "日", "👩", "💻", "\u{AD}",
        ]
        for text in samples(2_000, from: alphabet, seed: 3) {
            #expect(SwiftLiteral.commentText(text) == ReferenceLiteral.commentText(text))
        }
    }

    @Test func pointersEscapeTildesAndSlashes() {
        #expect(JSONPointer.appending("a/b~c", to: "/x") == "/x/a~1b~0c")
        #expect(JSONPointer.appending("plain", to: "") == "/plain")
        #expect(JSONPointer.appending("日/本", to: "/x") == "/x/日~1本")
    }

    /// An array index in a pointer is read on its bytes as `Int(_:)` reads the token.
    @Test func pointerIndexesReadAsIntegersDo() {
        let (tree, _) = JSONParser.parse(SourceFile(path: "t.json", text: "[10, 11, 12]"))
        let elementOffsets = [1, 5, 9]
        for token in ["0", "2", "+1", "-0", "01", "-1", "3", "x", "", "+", "1x", "99999999999999999999", "-9223372036854775808"] {
            let index = Int(token).flatMap { elementOffsets.indices.contains($0) ? $0 : nil }
            #expect(tree.sourceRange(at: "/" + token)?.start.offset == index.map { elementOffsets[$0] } ?? 0, "\(token)")
        }
    }

    /// A pointer into an object large enough to be looked up by key finds what a search of its
    /// members finds: the first member of a key, a key written with escapes, a token with `~1`.
    @Test func pointersIntoLargeObjectsFindTheFirstMemberOfTheirKey() throws {
        for count in [JSONSyntaxTree.MemberIndexes.minimumMemberCount - 1, JSONSyntaxTree.MemberIndexes.minimumMemberCount, 100] {
            var members = (0..<count).map { #""k\#($0)": \#($0)"# }
            members += [#""k3": "second""#, #""\u00e9t\u00e9": "escaped""#, #""a/b": "slash""#, #""\u0061": "a""#]
            let json = "{" + members.joined(separator: ", ") + "}"
            let (tree, diagnostics) = JSONParser.parse(SourceFile(path: "t.json", text: json))
            #expect(diagnostics.isEmpty)
            func text(at pointer: String) -> String? {
                tree.resolve(pointer).map { String(decoding: tree.source.bytes[$0.value.range], as: UTF8.self) }
            }
            #expect(text(at: "/k3") == "3", "\(count) members")
            #expect(text(at: "/k\(count - 1)") == String(count - 1))
            #expect(text(at: "/\u{E9}t\u{E9}") == #""escaped""#)
            #expect(text(at: "/a~1b") == #""slash""#)
            #expect(text(at: "/a") == #""a""#)
            #expect(text(at: "/k\(count)") == nil)
            #expect(tree.resolve("/k0")?.keyRange.map { String(decoding: tree.source.bytes[$0], as: UTF8.self) } == #""k0""#)
        }
    }

    /// The placeholders of a text map to the source in one walk as each does alone, escapes and all.
    @Test func partsOfATextMapToTheSourceAsEachAloneDoes() throws {
        let json = #"{"t": "A \u00e9{x}\n{y}\ud83c\udfb8 {zz} \"{w}"}"#
        let (tree, _) = JSONParser.parse(SourceFile(path: "t.json", text: json))
        let text = "A \u{E9}{x}\n{y}🎸 {zz} \"{w}"
        let parts = AnswerPlaceholder.all(in: text).map(\.range)
        #expect(parts.count == 4)
        let together = tree.sourceRanges(ofTexts: parts, inStringAt: "/t")
        #expect(together == parts.map { tree.sourceRange(ofText: $0, inStringAt: "/t") })
        #expect(together.map { $0.map { String(decoding: tree.source.bytes[$0.start.offset..<$0.end.offset], as: UTF8.self) } } == ["{x}", "{y}", "{zz}", "{w}"])
    }

    /// Keys without escapes and indexes are joined on bytes, into small strings or one allocation.
    @Test func pointersJoinTheirTokensAsConcatenationDoes() {
        for pointer in ["", "/s", "/slides/12/staticIllustration", "/日本/" + String(repeating: "x", count: 40)] {
            for key in ["", "a", "title", "日本語 🎸", String(repeating: "k", count: 30)] {
                #expect(JSONPointer.appending(key, to: pointer) == pointer + "/" + key)
            }
            for index in [0, 7, 12_345, Int.max] {
                #expect(JSONPointer.appending(index, to: pointer) == pointer + "/" + String(index))
            }
        }
        #expect(JSONPointer.components(of: "/x/a~1b~0c/~01") == ["x", "a/b~c", "~1"])
        #expect(JSONPointer.components(of: "/x/plain") == ["x", "plain"])
    }

    /// Strings that are their own bytes and strings that need decoding read back the same as
    /// Foundation decodes them; keys compare by bytes as they would decoded.
    @Test func verbatimAndDecodedStringsReadTheSame() throws {
        let values = ["plain", "", "日本語 🎸", "quote \\\" inside", "line\\nbreak", "\\u00e9t\\u00E9", "\\ud83c\\udfb8", "tab\\t/slash\\/"]
        let json = "{" + values.enumerated().map { "\"k\($0.offset)\\u0021\": \"\($0.element)\", \"v\($0.offset)\": \"\($0.element)\"" }.joined(separator: ", ") + "}"
        let (tree, diagnostics) = JSONParser.parse(SourceFile(path: "t.json", text: json))
        #expect(diagnostics.isEmpty)
        let root = try #require(tree.root)
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        for index in values.indices {
            #expect(root["v\(index)"]?.stringValue == expected["v\(index)"])
            #expect(root["k\(index)!"]?.stringValue == expected["k\(index)!"])
        }
        #expect(root.members.map(\.key) == values.indices.flatMap { ["k\($0)!", "v\($0)"] })
        #expect(root["missing"] == nil)
    }
}

/// The escaping rules as first written, scalar by scalar with every property looked up: the
/// reference the fast paths are checked against.
private enum ReferenceLiteral {
    static func string(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        var result = "\""
        var previousWasEscaped = true
        var isInEmojiSequence = false
        for (index, scalar) in scalars.enumerated() {
            var escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\0": escape = "\\0"
            default:
                let properties = scalar.properties
                switch properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator, .surrogate:
                    escape = unicodeEscape(scalar)
                case .format:
                    let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                    let keepsEmoji =
                        if scalar == "\u{200D}" {
                            isInEmojiSequence && next.map(isEmoji) == true
                        } else {
                            isInEmojiSequence && (0xE0020...0xE007F).contains(scalar.value)
                        }
                    if !keepsEmoji { escape = unicodeEscape(scalar) }
                case .nonspacingMark, .spacingMark, .enclosingMark:
                    if previousWasEscaped { escape = unicodeEscape(scalar) }
                default:
                    // swiftc rejects the escapes \u{FDD0}...\u{FDEF} and takes those characters as they are.
                    if properties.isNoncharacterCodePoint, !(0xFDD0...0xFDEF).contains(scalar.value) {
                        escape = unicodeEscape(scalar)
                    }
                }
            }
            if let escape {
                result += escape
                isInEmojiSequence = false
            } else {
                result.unicodeScalars.append(scalar)
                isInEmojiSequence =
                    isEmoji(scalar) || scalar.properties.isEmojiModifier || scalar == "\u{FE0F}"
                    || (isInEmojiSequence && (scalar == "\u{200D}" || (0xE0020...0xE007F).contains(scalar.value)))
            }
            previousWasEscaped = escape != nil
        }
        return result + "\""
    }

    /// Controls, separators and format characters escaped, but for the joiners and tags of emoji sequences.
    static func commentText(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        var isInEmojiSequence = false
        for (index, scalar) in scalars.enumerated() {
            var escape: String?
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .surrogate:
                escape = scalar == "\n" ? "\\n" : scalar == "\r" ? "\\r" : scalar == "\t" ? "\\t" : unicodeEscape(scalar)
            case .format:
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                let keepsEmoji =
                    if scalar == "\u{200D}" {
                        isInEmojiSequence && next.map(isEmoji) == true
                    } else {
                        isInEmojiSequence && (0xE0020...0xE007F).contains(scalar.value)
                    }
                if !keepsEmoji { escape = unicodeEscape(scalar) }
            default:
                break
            }
            if let escape {
                result += escape
                isInEmojiSequence = false
            } else {
                result.unicodeScalars.append(scalar)
                isInEmojiSequence =
                    isEmoji(scalar) || scalar.properties.isEmojiModifier || scalar == "\u{FE0F}"
                    || (isInEmojiSequence && (scalar == "\u{200D}" || (0xE0020...0xE007F).contains(scalar.value)))
            }
        }
        return result
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }
}

extension FastPathTests {
    /// A positional description is taken as the literal: it must be what the reformatting gives.
    @Test func positionalDescriptionsAreTheirOwnLiterals() {
        var random = SeededRandomNumbers(seed: 4)
        var values = (0...255).map { Double($0) / 255 } + [0, -0.0, 1, -1, 0.1, 100, 1e15, 123_456.789, -2.25, 0.0001, 72, 1e-3]
        for _ in 0..<5_000 {
            values.append(Double(bitPattern: random.next()))
            values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / Double(Int.random(in: 1...10_000, using: &random)))
        }
        for value in values where value.isFinite && !"\(value)".contains("e") {
            #expect(SwiftLiteral.double(value) == SwiftLiteral.reformatted("\(value)"), "\(value)")
        }
    }
}
