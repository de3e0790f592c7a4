import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingModel

/// The String Catalog of a spec's table and the spec's localizable texts, for the rules that check
/// translations.
struct SpecCatalog {
    /// The spec's catalog among the catalogs given, or why there is none to check the spec against.
    enum Lookup {
        case found(SpecCatalog)
        /// No catalog holds the spec's table; `expectedPath` is where it would be in a directory of catalogs.
        case noCatalog(table: String, expectedPath: String?)
        /// The catalog's source language is not the spec's.
        case sourceLanguageDiffers(catalogLanguage: String, path: String)
    }

    let catalog: StringCatalog
    /// The catalog's path, for messages.
    let path: String
    let texts: [LocalizableText]

    static func lookUp(for spec: OnboardingSpec, in catalogs: StringCatalogs) -> Lookup {
        let table = spec.localization.table
        guard let catalog = catalogs[table], let path = catalogs.path(forTable: table) else {
            return .noCatalog(table: table, expectedPath: catalogs.path(forTable: table))
        }
        guard catalog.sourceLanguage == spec.localization.sourceLanguage else {
            return .sourceLanguageDiffers(catalogLanguage: catalog.sourceLanguage, path: path)
        }
        return .found(SpecCatalog(catalog: catalog, path: path, texts: spec.localizableTexts()))
    }

    /// The texts the catalog has, each with its entry.
    var entries: [(text: LocalizableText, entry: StringCatalog.Entry)] {
        texts.compactMap { text in catalog.strings[text.key].map { (text, $0) } }
    }
}

extension LintInput {
    /// The spec's catalog, when catalogs were given and one fits the spec; `untranslated_catalog_key`
    /// reports why none does.
    var specCatalog: SpecCatalog? {
        guard let catalogs, case .found(let found) = SpecCatalog.lookUp(for: spec, in: catalogs) else { return nil }
        return found
    }
}

extension Array where Element == String {
    /// The first few strings quoted and listed, with how many more there are: `'a', 'b', 'c' and 2 more`.
    func listedForDiagnostic(showing count: Int = 3) -> String {
        let shown = prefix(count).map(\.quotedForDiagnostic).joined(separator: ", ")
        return self.count > count ? "\(shown) and \(self.count - count) more" : shown
    }
}
