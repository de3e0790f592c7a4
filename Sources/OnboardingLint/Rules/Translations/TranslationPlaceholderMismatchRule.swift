import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingModel

extension Rule {
    public static let translationPlaceholderMismatch = Rule(
        id: "translation_placeholder_mismatch", name: "Translation Placeholder Mismatch", stage: .lint, defaultSeverity: .error,
        summary: "A translation of a text that inserts answers leaves one out, or has a placeholder the text does not fill.",
        rationale: """
            A text that inserts answers, such as 'Nice to meet you, {name}!', is in the String Catalog as a format, \
            'Nice to meet you, %@!', and the app shows the answer where a translation writes '%@' ('%1$@', '%2$@', … \
            when the text inserts several, so that a translation can put them in its own order). A translation \
            without one shows the text without that answer; one with '%2$@' in a text of one answer shows nothing \
            there; '%d' or '%s' show as they are written. A percent sign is '%%' before a letter. The rule reads \
            every translation of the catalog, variations included. The examples assume the catalog of \
            'untranslated_catalog_key', where the German 'greeting.title', 'Hallo!', leaves out the name.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "name", "kind": "textInput", "title": "Your name?" }, { "id": "greeting", "title": ↓"Hello, {name}!" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "name", "kind": "textInput", "title": "Your name?" }, { "id": "greeting", "title": "Hello", "subtitle": "Nice to meet you, {name}" }] }"##
        ])
}

/// The check of `translation_placeholder_mismatch`.
enum TranslationPlaceholderMismatchRule {
    static let lintRule: LintRule = LintRule(.translationPlaceholderMismatch) { input in
        guard let found = input.specCatalog else { return [] }
        var diagnostics: [Diagnostic] = []
        for (text, entry) in found.entries where !text.insertedAnswers.isEmpty {
            let answers = text.insertedAnswers
            for (language, localization) in (entry.localizations ?? [:]).sorted(by: { $0.key < $1.key }) where language != found.catalog.sourceLanguage {
                let problems = localization.allStringUnits.lazy.compactMap { problem(of: AnswerFormat($0.value), answers: answers) }
                guard let problem = problems.first else { continue }
                diagnostics.append(
                    input.tree.diagnostic(
                        .translationPlaceholderMismatch,
                        "the \(language.quotedForDiagnostic) translation of \(text.key.quotedForDiagnostic) \(problem)",
                        at: text.pointer))
            }
        }
        return diagnostics
    }

    /// What is wrong with a translation, `format`, of a text that inserts `answers`: `leaves out the
    /// answer to 'name' (%@)`, or `nil` when nothing is.
    private static func problem(of format: AnswerFormat, answers: [String]) -> String? {
        func placeholder(_ index: Int) -> String { answers.count == 1 ? "%@" : "%\(index + 1)$@" }
        if let conversion = format.conversionsShownAsWritten.first {
            return "has '\(conversion)', which the app shows as it is written; an answer is '\(placeholder(0))', a percent sign '%%'"
        }
        let inserted = format.answerIndexes
        if let extra = inserted.first(where: { !answers.indices.contains($0) }) {
            let count = answers.count == 1 ? "1 answer" : "\(answers.count) answers"
            return "inserts answer \(extra + 1), but the text inserts \(count): the app shows nothing there"
        }
        if let missing = answers.indices.first(where: { !inserted.contains($0) }) {
            return "leaves out the answer to \(answers[missing].quotedForDiagnostic), '\(placeholder(missing))'"
        }
        return nil
    }
}
