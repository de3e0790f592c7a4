import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization

extension Rule {
    public static let placeholderText = Rule(
        id: "placeholder_text", name: "Placeholder Text", stage: .lint, defaultSeverity: .warning,
        summary: "A text users read looks like a placeholder: 'lorem ipsum', 'TODO', 'TBD' or 'xxx'.",
        rationale: """
            Placeholder copy that ships is a visible bug on the first screens a new user sees. The rule checks \
            titles, bold titles, subtitles, button titles, option titles, what's-new texts and the next \
            button's title. 'TODO', 'TBD' and 'xxx' count only as whole words, in any case.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": ↓"TODO: welcome copy" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "subtitle": ↓"Lorem ipsum dolor sit amet" }] }"##,
            ##"{ "slides": [{ "kind": "choice", "choices": [{ "id": "a", "title": ↓"xxx" }] }] }"##,
            ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.0.0", "title": "New", "features": [{ "title": ↓"tbd" }] }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Your to-do list, sorted", "subtitle": "Tick off todos in Xxxtreme mode" }] }"##
        ])
}

/// The check of `placeholder_text`.
enum PlaceholderTextRule {
    static let lintRule: LintRule = LintRule(.placeholderText) { input in
        var diagnostics: [Diagnostic] = []
        input.spec.forEachLocalizableText { text in
            guard text.role != .accessibilityLabel, let placeholder = placeholder(in: text.value) else { return }
            diagnostics.append(
                input.tree.diagnostic(
                    .placeholderText,
                    "\(text.description(in: input.spec)) looks like placeholder text (\(placeholder.quotedForDiagnostic))",
                    at: text.pointer(in: input.spec)))
        }
        return diagnostics
    }

    /// The first placeholder in `text`, as written there.
    static func placeholder(in text: String) -> String? {
        guard mayHavePlaceholder(text) else { return nil }
        if let lorem = firstLoremIpsum(in: text) { return lorem }
        let words = text.split { !$0.isLetter && !$0.isNumber }
        return words.first { word in
            let lowered = word.lowercased()
            return lowered == "todo" || lowered == "tbd" || (lowered.count >= 3 && lowered.allSatisfy { $0 == "x" })
        }.map(String.init)
    }

    /// The first "lorem ipsum" in `text`, in any case, as written there.
    private static func firstLoremIpsum(in text: String) -> String? {
        let pattern = Array("lorem ipsum".utf8)
        let bytes = text.utf8
        var start = bytes.startIndex
        while let end = bytes.index(start, offsetBy: pattern.count, limitedBy: bytes.endIndex) {
            if zip(bytes[start..<end], pattern).allSatisfy({ $0 == $1 || ($1 != UInt8(ascii: " ") && $0 | 0x20 == $1) }) { return String(text[start..<end]) }
            start = bytes.index(after: start)
        }
        return nil
    }

    /// Whether `text` holds, in ASCII letters of either case, one of the sequences every placeholder
    /// contains: "lorem", "todo", "tbd" or "xxx".
    ///
    /// A pass over the bytes that rejects almost every real text before the word-by-word check,
    /// whose Unicode-aware splitting and case folding made this rule cost more than the rest of
    /// linting together (20,000 slides).
    static func mayHavePlaceholder(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            func matches(_ pattern: StaticString, at offset: Int) -> Bool {
                let count = pattern.utf8CodeUnitCount
                guard offset + count <= bytes.count else { return false }
                return (0..<count).allSatisfy { bytes[offset + $0] | 0x20 == pattern.utf8Start[$0] }
            }
            return bytes.indices.contains { offset in
                switch bytes[offset] | 0x20 {
                case UInt8(ascii: "l"): matches("lorem", at: offset)
                case UInt8(ascii: "t"): matches("todo", at: offset) || matches("tbd", at: offset)
                case UInt8(ascii: "x"): matches("xxx", at: offset)
                default: false
                }
            }
        }
    }
}
