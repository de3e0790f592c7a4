import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization

extension Rule {
    public static let missingTranslation = Rule(
        id: "missing_translation", name: "Missing Translation", stage: .lint, defaultSeverity: .warning,
        summary: "A language of the String Catalog lacks translations of texts of the spec.",
        rationale: """
            Each language the catalog has a translation in is a language the app ships in; a text without a \
            translation shows in the source language in the middle of translated screens, and an empty one shows \
            nothing. The rule reports once a language, at the first text without a translation, with how many lack \
            one and the first keys. A text marked in 'doNotTranslate', or 'shouldTranslate: false' in the catalog, needs none; a text missing from \
            the catalog is reported by 'untranslated_catalog_key'. The examples assume the catalog of \
            'untranslated_catalog_key', where 'intro.title' has no German translation.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "welcome", "title": "Welcome" }, { "id": "intro", "title": ↓"Learn" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "welcome", "title": "Welcome" }] }"##,
            ##"{ "slides": [{ "id": "intro", "title": "Learn" }], "localization": { "doNotTranslate": ["intro.title"] } }"##,
        ])
}

/// The check of `missing_translation`.
enum MissingTranslationRule {
    static let lintRule: LintRule = LintRule(.missingTranslation) { input in
        guard let found = input.specCatalog else { return [] }
        let translatable = found.entries.filter { $0.text.shouldTranslate && $0.entry.shouldTranslate != false }
        return found.catalog.translationLanguages.sorted().compactMap { language in
            let missing = translatable.filter { !$0.entry.isTranslated(into: language) }.map(\.text)
            guard let first = missing.first else { return nil }
            let count = missing.count == 1 ? "1 text has" : "\(missing.count) texts have"
            return input.tree.diagnostic(
                .missingTranslation,
                "\(count) no \(language.quotedForDiagnostic) translation in \(found.path.quotedForDiagnostic): \(missing.map(\.key).listedForDiagnostic())",
                at: first.pointer)
        }
    }
}

extension StringCatalog.Entry {
    /// Whether the entry has a text in `language`: a string unit whose value is more than white
    /// space, or variations.
    func isTranslated(into language: String) -> Bool {
        guard let localization = localizations?[language] else { return false }
        return !localization.otherMembers.isEmpty || localization.stringUnit?.value.contains(where: { !$0.isWhitespace }) == true
    }
}
