@testable import OnboardingDiagnostics
import Testing

@Suite struct InvisibleCharactersTests {
    @Test func controlsSeparatorsBidiAndFormatCharactersAreEscaped() {
        #expect("p\nx\u{1B}[31m.onboarding.json".escapingInvisibleCharacters == #"p\nx\u{1B}[31m.onboarding.json"#)
        #expect("a\r\tb\u{0}\u{7F}\u{85}".escapingInvisibleCharacters == #"a\r\tb\u{0}\u{7F}\u{85}"#)
        #expect("key\u{202E}txt.exe".escapingInvisibleCharacters == #"key\u{202E}txt.exe"#)
        #expect(
            "\u{2028}\u{2029}\u{200B}\u{200E}\u{2066}\u{2069}\u{061C}\u{2060}\u{FEFF}\u{AD}".escapingInvisibleCharacters
                == #"\u{2028}\u{2029}\u{200B}\u{200E}\u{2066}\u{2069}\u{61C}\u{2060}\u{FEFF}\u{AD}"#)
        // Invisible letters: the Hangul fillers.
        #expect("a\u{3164}b\u{115F}".escapingInvisibleCharacters == #"a\u{3164}b\u{115F}"#)
    }

    @Test func printableTextOfEveryScriptAndEmojiSequencesStayAsTheyAre() {
        for text in [
            "plain ASCII: {\"a\": [1, 2]} ~", "café e\u{301} 日本語 한국어 עברית العربية हिन्दी ไทย",
            "👩‍💻 🏳️‍🌈 🧑🏽‍💻 👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "❤️ 1️⃣ 葛󠄀", "\u{A0}nbsp and \u{3000}ideographic space", "",
        ] {
            #expect(text.escapingInvisibleCharacters == text, "\(text.debugDescription)")
        }
    }

    @Test func aJoinerOrATagOutsideAnEmojiSequenceIsEscaped() {
        #expect("a\u{200D}b".escapingInvisibleCharacters == #"a\u{200D}b"#)
        #expect("1\u{200D}2".escapingInvisibleCharacters == #"1\u{200D}2"#)
        #expect("👩\u{200D}".escapingInvisibleCharacters == #"👩\u{200D}"#)
        #expect("\u{200D}💻".escapingInvisibleCharacters == #"\u{200D}💻"#)
        #expect("x\u{E0067}\u{E007F}".escapingInvisibleCharacters == #"x\u{E0067}\u{E007F}"#)
        // After an escaped character, a joiner has nothing to join.
        #expect("\u{202E}\u{200D}💻".escapingInvisibleCharacters == #"\u{202E}\u{200D}💻"#)
    }

    @Test func scanCoversTheTextWithRunsAndInvisibleCharacters() {
        let text = "ab\u{1B}c👩‍💻\u{202E}"
        var pieces: [String] = []
        Array(text.utf8).withUnsafeBufferPointer { bytes in
            InvisibleCharacters.scan(
                bytes, visible: { pieces.append(String(decoding: $0, as: UTF8.self)) },
                invisible: { pieces.append("<\(String($0.value, radix: 16))>") })
        }
        #expect(pieces == ["ab", "<1b>", "c👩‍💻", "<202e>"])
    }

    /// The ranges that `scan` passes over without a property lookup hold no invisible character.
    @Test func theOrdinaryRangesHoldNoInvisibleCharacter() {
        var wrong: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), InvisibleCharacters.isOrdinary(scalar) else { continue }
            let properties = scalar.properties
            let isInvisible: Bool
            switch properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: isInvisible = true
            case .nonspacingMark, .spacingMark, .enclosingMark: isInvisible = false
            default: isInvisible = properties.isDefaultIgnorableCodePoint
            }
            if isInvisible { wrong.append(value) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
    }

    @Test func diagnosticQuotesEscapeAndShortenUserText() {
        #expect("a\u{202E}b\nc".quotedForDiagnostic == #"'a\u{202E}b\nc'"#)
        #expect(String(repeating: "x", count: 60).quotedForDiagnostic == "'" + String(repeating: "x", count: 60) + "'")
        #expect(String(repeating: "x", count: 61).quotedForDiagnostic == "'" + String(repeating: "x", count: 60) + "…'")
        #expect("👩‍💻".quotedForDiagnostic == "'👩‍💻'")
    }
}
