import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

/// Checks the localization keys of a validated spec: each text has its own, and
/// `localization.doNotTranslate` names only keys that texts have.
public enum LocalizationValidator {
    /// The findings of `duplicate_localization_key` and `unknown_localization_key` in `spec`,
    /// which was lowered from `tree` and validated.
    public static func validate(_ spec: OnboardingSpec, in tree: JSONSyntaxTree) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstSites: [String: TextSite] = [:]
        func check(_ site: TextSite) {
            let key = site.key(in: spec)
            guard let first = firstSites[key] else {
                firstSites[key] = site
                return
            }
            let pointer = site.pointer(in: spec)
            diagnostics.append(
                tree.diagnostic(
                    .duplicateLocalizationKey,
                    "\(site.value.quotedForDiagnostic) gets the localization key \(key.quotedForDiagnostic) that \(first.value.quotedForDiagnostic) has; give one of their objects another id",
                    at: pointer, notes: [tree.note("the first text with that key", at: first.pointer(in: spec))]))
        }
        // Making and hashing every key cost more than the rest of validation (callgrind, 2,000
        // slides), and only what's-new texts can share keys in a spec whose slides pass the check.
        if !spec.localization.doNotTranslate.isEmpty || TextKey.slideKeysMayRepeat(in: spec) {
            spec.forEachLocalizableText(check)
        } else {
            spec.forEachWhatsNewText(check)
        }
        // Keys are sorted once, and only the first unknown keys get a suggestion: a suggestion for
        // each of thousands would take time quadratic in the spec.
        // The key of a text of a slide dropped for a fault names that text: the drop is the finding.
        var suggestions = SuggestionBudget()
        var sortedKeys: [String]?
        let droppedSlideIDs = Set(spec.droppedSlides.map(\.id))
        for (index, key) in spec.localization.doNotTranslate.enumerated()
        where firstSites[key] == nil && !TextKey.key(key, isOfOneOf: droppedSlideIDs) {
            let pointer = spec.pointer + "/localization/doNotTranslate/\(index)"
            let closest: [String] =
                suggestions.spend {
                    if sortedKeys == nil { sortedKeys = firstSites.keys.sorted() }
                    return Suggestion.closestCandidates(to: key, among: sortedKeys ?? [])
                } ?? []
            diagnostics.append(
                tree.diagnostic(
                    .unknownLocalizationKey,
                    "no text has the localization key \(key.quotedForDiagnostic)" + Suggestion.didYouMean(closest),
                    at: pointer, fixIt: closest.count == 1 ? tree.fixIt(writing: closest[0], asStringAt: pointer) : nil))
        }
        return diagnostics
    }
}
