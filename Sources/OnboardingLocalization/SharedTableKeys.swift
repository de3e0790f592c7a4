import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

/// The localization keys of specs that may share a table, each claimed by the first spec that has
/// it: specs may share a table, but not a key, since a String Catalog holds one text per key.
public struct SharedTableKeys: Sendable {
    /// The text, tree and spec name that first claimed each key, by table and key.
    private var claims: [String: [String: (pointer: String, tree: JSONSyntaxTree, specName: String)]] = [:]

    public init() {}

    /// Claims the keys of `texts`, the texts of `spec` lowered from `tree`; the findings of
    /// `duplicate_localization_key` for those another spec of the same table claimed first, or one
    /// at the spec's name when that spec has the same name, which makes every key and the generated
    /// type the same.
    public mutating func claim(_ texts: [LocalizableText], of spec: OnboardingSpec, in tree: JSONSyntaxTree) -> [Diagnostic] {
        let table = spec.localization.table
        var diagnostics: [Diagnostic] = []
        for text in texts {
            guard let first = claims[table]?[text.key] else {
                claims[table, default: [:]][text.key] = (text.pointer, tree, spec.name)
                continue
            }
            guard first.tree.source.path != tree.source.path else { continue }
            if first.specName == spec.name {
                let pointer = tree.resolve(spec.pointer + "/name") == nil ? spec.pointer : spec.pointer + "/name"
                return [
                    tree.diagnostic(
                        .duplicateLocalizationKey,
                        "this spec is named \(spec.name.quotedForDiagnostic), as \(first.tree.source.path.quotedForDiagnostic) is: their generated types and the keys of their texts would be the same; give one of them another 'name'",
                        at: pointer)
                ]
            }
            diagnostics.append(
                tree.diagnostic(
                    .duplicateLocalizationKey,
                    "the key \(text.key.quotedForDiagnostic) of this text is the key of a text of \(first.tree.source.path.quotedForDiagnostic) in the same table; give one of the specs another 'localization.table'",
                    at: text.pointer, notes: [first.tree.note("the other text", at: first.pointer)]))
        }
        return diagnostics
    }
}
