import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization

extension Rule {
    public static let untranslatedCatalogKey = Rule(
        id: "untranslated_catalog_key", name: "Untranslated Catalog Key", stage: .lint, defaultSeverity: .warning,
        summary: "A text of the spec is not in the String Catalog of its table.",
        rationale: """
            Translators work in the String Catalog of the spec's table (the catalog given with '--catalog' or the \
            configuration's 'catalog'); a text that is not in it shows in the source language whatever the user's \
            language. 'onboardc strings', or the plugins' 'update-strings' command, adds the spec's texts to the catalog. The rule reports the texts missing \
            from a catalog once, at the first, with how many there are and the first keys. It also reports a spec whose \
            table has no catalog among those given, and a catalog whose source language is not the spec's, which \
            stop the other translation rules. The examples assume the catalog 'ExampleOnboarding.xcstrings' \
            with the keys 'welcome.title', 'intro.title', 'review.title', 'long.title', 'greeting.title' and \
            'greeting.subtitle' in English and German.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "welcome", "title": "Welcome", "subtitle": ↓"Nice to meet you" }] }"##,
            ##"{ "slides": [{ "id": "welcome", "title": "Welcome" }], "localization": { "table": ↓"Other" } }"##,
            ##"{ "slides": [{ "id": "welcome", "title": "Willkommen" }], "localization": { "sourceLanguage": ↓"de" } }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "welcome", "title": "Welcome" }] }"##
        ])
}

/// The check of `untranslated_catalog_key`.
enum UntranslatedCatalogKeyRule {
    static let lintRule: LintRule = LintRule(.untranslatedCatalogKey) { input in
        guard let catalogs = input.catalogs else { return [] }
        switch SpecCatalog.lookUp(for: input.spec, in: catalogs) {
        case .noCatalog(let table, let expectedPath?):
            return [
                input.tree.diagnostic(
                    .untranslatedCatalogKey,
                    "the texts of the spec belong to table \(table.quotedForDiagnostic), which has no catalog; create \(expectedPath.quotedForDiagnostic) with 'onboardc strings'",
                    at: input.spec.pointer + "/localization/table")
            ]
        case .noCatalog(let table, nil):
            let catalogPath = if case .file(let path) = catalogs.location { path } else { "" }
            let catalogTable = StringCatalogs.table(ofCatalogAt: catalogPath)
            return [
                input.tree.diagnostic(
                    .untranslatedCatalogKey,
                    "the texts of the spec belong to table \(table.quotedForDiagnostic), not to \(catalogPath.quotedForDiagnostic); set 'localization.table' to \(catalogTable.quotedForDiagnostic) or check the spec against its own catalog",
                    at: input.spec.pointer + "/localization/table")
            ]
        case .sourceLanguageDiffers(let catalogLanguage, let path):
            return [
                input.tree.diagnostic(
                    .untranslatedCatalogKey,
                    "the texts of the spec are in \(input.spec.localization.sourceLanguage.quotedForDiagnostic), but the source language of \(path.quotedForDiagnostic) is \(catalogLanguage.quotedForDiagnostic)",
                    at: input.spec.pointer + "/localization/sourceLanguage")
            ]
        case .found(let found):
            // One finding for all, at the first: a new spec's texts are all missing at once.
            let missing = found.texts.filter { found.catalog.strings[$0.key] == nil }
            guard let first = missing.first else { return [] }
            let message =
                missing.count == 1
                ? "\(first.key.quotedForDiagnostic) is not in \(found.path.quotedForDiagnostic); 'onboardc strings' (the plugins' 'update-strings') adds it"
                : "\(missing.count) texts are not in \(found.path.quotedForDiagnostic): \(missing.map(\.key).listedForDiagnostic()); 'onboardc strings' (the plugins' 'update-strings') adds them"
            return [input.tree.diagnostic(.untranslatedCatalogKey, message, at: first.pointer)]
        }
    }
}

extension UntranslatedCatalogKeyRule {
    /// The catalog the examples of the translation rules are checked against: the table of
    /// `example.onboarding.json`, in English and German.
    static let exampleCatalogs: StringCatalogs = {
        func entry(_ english: String, german: String?, state: String = StringCatalog.StringUnit.translated) -> StringCatalog.Entry {
            var localizations = ["en": StringCatalog.Localization(stringUnit: .init(value: english))]
            localizations["de"] = german.map { StringCatalog.Localization(stringUnit: .init(state: state, value: $0)) }
            return StringCatalog.Entry(extractionState: StringCatalog.manualExtraction, localizations: localizations)
        }
        let catalog = StringCatalog(
            sourceLanguage: "en",
            strings: [
                "welcome.title": entry("Welcome", german: "Willkommen"),
                "intro.title": entry("Learn", german: nil),
                "review.title": entry("Review", german: "Überprüfen", state: StringCatalog.StringUnit.needsReview),
                "long.title": entry("Hello", german: "Herzlich willkommen in der besten App der Welt"),
                "greeting.title": entry("Hello, %@!", german: "Hallo!"),
                "greeting.subtitle": entry("Nice to meet you, %@", german: "Schön, dich kennenzulernen, %@"),
            ])
        return StringCatalogs(location: .file("ExampleOnboarding.xcstrings"), catalogs: ["ExampleOnboarding": catalog])
    }()
}
