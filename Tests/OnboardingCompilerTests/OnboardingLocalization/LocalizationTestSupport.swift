import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLocalization
@testable import OnboardingModel
import Testing

/// Specs and catalogs written inline in the localization tests.
enum LocalizationTestSupport {
    /// The validated spec of `json`, read as if from `path`.
    static func spec(_ json: String, path: String = "App.onboarding.json") throws -> OnboardingSpec {
        let checked = Compiler().check(SourceFile(path: path, text: json))
        return try #require(checked.spec, "\(checked.diagnostics.map(\.message))")
    }

    /// The catalog `text`, which must read without errors.
    static func catalog(_ text: String, path: String = "AppOnboarding.xcstrings") throws -> StringCatalog {
        let (catalog, diagnostics) = StringCatalogReader.read(SourceFile(path: path, text: text))
        return try #require(catalog, "\(diagnostics.map(\.message))")
    }

    /// The text of `catalog` as onboardc writes it.
    static func text(of catalog: StringCatalog) -> String {
        String(decoding: StringCatalogWriter.bytes(of: catalog), as: UTF8.self)
    }

    /// `catalog` updated with the texts of `spec`.
    static func updating(_ catalog: StringCatalog, with spec: OnboardingSpec, pruning: Bool = false) -> (StringCatalog, StringCatalog.Changes) {
        var catalog = catalog
        let changes = catalog.update(with: spec.localizableTexts(), ownedBy: spec.name, pruning: pruning)
        return (catalog, changes)
    }

    /// The folder of catalogs copied from public projects.
    static let publicCatalogs = GeneratedFile.packageRoot.appendingPathComponent("Tests/Fixtures/StringCatalogs")
}
