import Foundation

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

extension LintRule {
    static let placeholderText = LintRule(.placeholderText) { input in
        input.spec.userFacingTexts().compactMap { text in
            guard let placeholder = placeholder(in: text.text) else { return nil }
            return input.diagnostic(
                .placeholderText, "\(text.description) looks like placeholder text (\(placeholder.quotedForDiagnostic))",
                at: text.pointer)
        }
    }

    /// The first placeholder in `text`, as written there.
    static func placeholder(in text: String) -> String? {
        if let range = text.range(of: "lorem ipsum", options: .caseInsensitive) { return String(text[range]) }
        let words = text.split { !$0.isLetter && !$0.isNumber }
        return words.first { word in
            let lowered = word.lowercased()
            return lowered == "todo" || lowered == "tbd" || (lowered.count >= 3 && lowered.allSatisfy { $0 == "x" })
        }.map(String.init)
    }
}
