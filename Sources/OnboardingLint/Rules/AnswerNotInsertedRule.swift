import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingModel

extension Rule {
    public static let answerNotInserted = Rule(
        id: "answer_not_inserted", name: "Answer Not Inserted", stage: .lint, defaultSeverity: .warning,
        summary: "A text writes a question's id in braces where no answer is inserted, so users read the braces.",
        rationale: """
            A slide's title, bold title, subtitle and button title insert the answer to a question written \
            '{name}', with the question's id between the braces and nothing else. Anywhere else (an option's \
            title, a text field's placeholder, an accessibility label, a what's-new screen) the braces and the id \
            show as they are written, and so does '{ name }' with spaces inside the braces. Write the answer where \
            a text inserts it, or leave the braces out.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "name", "kind": "textInput", "title": "Name?", "placeholder": ↓"e.g. {name}" }] }"##,
            ##"{ "slides": [{ "id": "name", "kind": "textInput", "title": "Name?" }, { "title": ↓"Ready, { name }?" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "name", "kind": "textInput", "title": "Name?" }, { "title": "Ready, {name}?" }] }"##,
            ##"{ "slides": [{ "id": "welcome", "title": "Hi", "subtitle": "Sets { welcome } apart" }] }"##,
        ])
}

/// The check of `answer_not_inserted`.
enum AnswerNotInsertedRule {
    static let lintRule: LintRule = LintRule(.answerNotInserted) { input in
        let questions = Set(input.spec.slides.filter(\.kind.isQuestion).map(\.id))
        guard !questions.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        input.spec.forEachLocalizableText { text in
            guard AnswerPlaceholder.mayOccur(in: text.value) else { return }
            let pointer = text.pointer(in: input.spec)
            if !text.mayInsertAnswers, let placeholder = AnswerPlaceholder.all(in: text.value).first(where: { questions.contains($0.answer) }) {
                diagnostics.append(
                    input.tree.diagnostic(
                        .answerNotInserted,
                        "\(text.description(in: input.spec)) inserts no answer: '{\(placeholder.answer)}' shows as it is written; a slide's title, bold title, subtitle and button title insert answers",
                        at: pointer))
            } else if text.mayInsertAnswers, let (answer, range) = spacedPlaceholders(in: text.value).first(where: { questions.contains($0.answer) }) {
                diagnostics.append(
                    input.tree.diagnostic(
                        .answerNotInserted,
                        "the spaces inside the braces of '\(String(decoding: Array(text.value.utf8)[range], as: UTF8.self))' show it as it is written; write '{\(answer)}' to insert the answer",
                        at: pointer, fixIt: input.tree.fixIt(writing: "{\(answer)}", over: range, inStringAt: pointer)))
            }
        }
        return diagnostics
    }

    /// The `{ id }` of `text` with white space inside the braces, which no answer fills: each id
    /// with where its braces are in the text's UTF-8.
    private static func spacedPlaceholders(in text: String) -> [(answer: String, range: Range<Int>)] {
        let bytes = Array(text.utf8)
        var found: [(answer: String, range: Range<Int>)] = []
        var start = 0
        while let open = bytes[start...].firstIndex(of: UInt8(ascii: "{")) {
            guard let close = bytes[(open + 1)...].firstIndex(where: { $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "{") }),
                bytes[close] == UInt8(ascii: "}")
            else {
                start = open + 1
                continue
            }
            let inside = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            let answer = inside.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
            if answer.count != inside.count, !answer.isEmpty, !answer.contains(where: \.isWhitespace) {
                found.append((String(answer), open..<(close + 1)))
            }
            start = close + 1
        }
        return found
    }
}
