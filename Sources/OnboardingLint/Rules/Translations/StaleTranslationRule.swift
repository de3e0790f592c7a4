import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization

extension Rule {
    public static let staleTranslation = Rule(
        id: "stale_translation", name: "Stale Translation", stage: .lint, defaultSeverity: .warning,
        summary: "A translation needs review, or the String Catalog holds an older text than the spec.",
        rationale: """
            When a text changes, 'onboardc strings' marks its translations 'needs_review': they were made for the \
            old text, and users may read something the text no longer says. Xcode marks units nobody has \
            translated yet 'new'. The rule reports a text whose translations are in either state, and a text whose \
            source text in the catalog is not the spec's, whose translations are older still: run 'onboardc \
            strings' to update the catalog. The examples assume the catalog of 'untranslated_catalog_key', where \
            the German 'review.title' needs review.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "review", "title": ↓"Review" }] }"##,
            ##"{ "slides": [{ "id": "welcome", "title": ↓"Welcome aboard" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "welcome", "title": "Welcome" }] }"##
        ])
}

/// The check of `stale_translation`.
enum StaleTranslationRule {
    static let lintRule: LintRule = LintRule(.staleTranslation) { input in
        guard let found = input.specCatalog else { return [] }
        let source = found.catalog.sourceLanguage
        return found.entries.compactMap { text, entry in
            if let catalogText = entry.localizations?[source]?.fallbackText, catalogText != text.sourceValue {
                return input.tree.diagnostic(
                    .staleTranslation,
                    "\(found.path.quotedForDiagnostic) holds an older text of \(text.key.quotedForDiagnostic), \(catalogText.quotedForDiagnostic); 'onboardc strings' updates it and marks its translations for review",
                    at: text.pointer)
            }
            guard text.shouldTranslate else { return nil }
            let unreviewed = (entry.localizations ?? [:]).filter { language, localization in
                language != source
                    && localization.allStringUnits.contains { $0.state == StringCatalog.StringUnit.needsReview || $0.state == StringCatalog.StringUnit.new }
            }
            guard !unreviewed.isEmpty else { return nil }
            let languages = unreviewed.keys.sorted()
            return input.tree.diagnostic(
                .staleTranslation,
                "\(text.key.quotedForDiagnostic) has translations to review in \(languages.listedForDiagnostic(showing: languages.count))",
                at: text.pointer)
        }
    }
}
