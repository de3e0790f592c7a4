import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

/// String Catalogs updated with the texts of specs, spec by spec, each into the catalog of its table.
///
/// Two specs may share a table, but not a key: each key is one text.
public struct CatalogUpdate: Sendable {
    private let catalogs: StringCatalogs
    private let pruning: Bool
    /// The catalogs the specs' tables write to, by table, with what changed.
    private var updated: [String: (path: String, catalog: StringCatalog, changes: StringCatalog.Changes)] = [:]
    /// The keys of the specs added, each claimed by the first spec that has it.
    private var keys = SharedTableKeys()

    /// An update of `catalogs`, the catalogs as read; keys whose texts are gone are removed when
    /// `pruning`, and marked stale otherwise.
    public init(catalogs: StringCatalogs, pruning: Bool = false) {
        self.catalogs = catalogs
        self.pruning = pruning
    }

    /// The catalogs of the specs added, in the order of their paths: new ones too, unchanged ones too.
    public var results: [(path: String, catalog: StringCatalog, changes: StringCatalog.Changes)] {
        updated.values.sorted { $0.path < $1.path }
    }

    /// Adds the texts of `spec`, lowered from `tree`, to the catalog of its table; the errors that
    /// keep it out, or a warning that it takes over keys another spec wrote.
    public mutating func add(_ spec: OnboardingSpec, in tree: JSONSyntaxTree) -> [Diagnostic] {
        let table = spec.localization.table
        guard let path = catalogs.path(forTable: table) else {
            let catalogPath = if case .file(let path) = catalogs.location { path } else { "" }
            let catalogTable = StringCatalogs.table(ofCatalogAt: catalogPath)
            return [
                Self.error(
                    "the texts of this spec belong to table \(table.quotedForDiagnostic), so their catalog is '\(table)\(StringCatalogs.fileExtension)', not \(catalogPath.quotedForDiagnostic); set 'localization.table' to \(catalogTable.quotedForDiagnostic) or pass that catalog",
                    at: spec.pointer + "/localization/table", in: tree)
            ]
        }
        var (_, catalog, changes) = updated[table] ?? (path, catalogs[table] ?? StringCatalog(sourceLanguage: spec.localization.sourceLanguage), .init())
        guard catalog.sourceLanguage == spec.localization.sourceLanguage else {
            return [
                Self.error(
                    "the texts of this spec are in \(spec.localization.sourceLanguage.quotedForDiagnostic), but the source language of \(path.quotedForDiagnostic) is \(catalog.sourceLanguage.quotedForDiagnostic); set 'localization.sourceLanguage' to \(catalog.sourceLanguage.quotedForDiagnostic) or use another catalog",
                    at: spec.pointer + "/localization/sourceLanguage", in: tree)
            ]
        }
        let texts = spec.localizableTexts()
        let errors = keys.claim(texts, of: spec, in: tree)
        guard errors.isEmpty else { return errors }
        // A key another spec wrote: the spec was renamed, or two specs share the table unawares.
        let takenOver = texts.compactMap { text in
            catalog.strings[text.key]?.comment.flatMap(LocalizableText.owner(ofComment:)).flatMap { $0 == spec.name ? nil : (text, $0) }
        }
        var warnings: [Diagnostic] = []
        if let (first, owner) = takenOver.first {
            let count = takenOver.count == 1 ? "a key" : "\(takenOver.count) keys"
            warnings.append(
                tree.diagnostic(
                    .warning,
                    "this spec takes over \(count) that the spec \(owner.quotedForDiagnostic) wrote into \(path.quotedForDiagnostic), such as \(first.key.quotedForDiagnostic): "
                        + "if this spec was named \(owner.quotedForDiagnostic) before, that is as it should be; if the spec \(owner.quotedForDiagnostic) shares the table, give one of the two its own 'localization.table'",
                    at: first.pointer))
        }
        changes.append(
            catalog.update(with: texts, ownedBy: spec.name, pruning: pruning, keepingTextsOfSlides: Set(spec.droppedSlides.map(\.id))))
        updated[table] = (path, catalog, changes)
        return warnings
    }

    private static func error(_ message: String, at pointer: String, in tree: JSONSyntaxTree) -> Diagnostic {
        tree.diagnostic(.error, message, at: pointer)
    }
}
