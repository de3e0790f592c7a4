import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization

extension Rule {
    public static let translationTooLong = Rule(
        id: "translation_too_long", name: "Translation Too Long", stage: .lint, defaultSeverity: .warning,
        summary: "A translation of a slide's title or subtitle is too long for a small phone.",
        rationale: """
            Translations run longer than English, German and Finnish ones often by a third, and a title that fits \
            in English may be truncated in German. The rule applies the limits of 'title_length' and \
            'subtitle_length', with the 'max' configured for them, to every translation of a slide's title, bold \
            title and subtitle, variations included, counting characters as users see them; a text not to be \
            translated ('doNotTranslate', or 'shouldTranslate: false' in the catalog) is left alone. The examples \
            assume the catalog of 'untranslated_catalog_key', where the German 'long.title' has 46 characters.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "long", "title": ↓"Hello" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "welcome", "title": "Welcome" }] }"##
        ])
}

/// The check of `translation_too_long`.
enum TranslationTooLongRule {
    static let lintRule: LintRule = LintRule(.translationTooLong) { input in
        guard let found = input.specCatalog else { return [] }
        let titleMaximum = input.maximum(for: TitleLengthRule.lintRule)
        let subtitleMaximum = input.maximum(for: SubtitleLengthRule.lintRule)
        var diagnostics: [Diagnostic] = []
        for (text, entry) in found.entries where text.shouldTranslate && entry.shouldTranslate != false {
            let maximum: Int
            switch text.role {
            case .title, .boldTitle: maximum = titleMaximum
            case .subtitle: maximum = subtitleMaximum
            default: continue
            }
            for (language, localization) in (entry.localizations ?? [:]).sorted(by: { $0.key < $1.key }) where language != found.catalog.sourceLanguage {
                let longest = localization.allStringUnits.map(\.value).filter { $0.hasMoreCharacters(than: maximum) }.max { $0.count < $1.count }
                guard let longest else { continue }
                diagnostics.append(
                    input.tree.diagnostic(
                        .translationTooLong,
                        "the \(language.quotedForDiagnostic) translation of \(text.key.quotedForDiagnostic) has \(longest.count) characters and may be truncated on a small phone; keep it to \(maximum)",
                        at: text.pointer))
            }
        }
        return diagnostics
    }
}
