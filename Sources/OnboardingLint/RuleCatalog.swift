import OnboardingDiagnostics
import OnboardingLocalization

/// Every rule onboardc reports, from lowering to lint.
public enum RuleCatalog {
    /// The lint rules with their checks, in the order `onboardc rules` lists them.
    public static let lintRules: [LintRule] = [
        .titleLength, .subtitleLength, .lowContrast, .missingDarkColor, .missingAccessibilityLabel, .placeholderText,
        .duplicateText, .tooManySlides, .fallThroughBranch, .hardPaywall, .animationFileType, .assetNotFound, .unknownRule,
        .untranslatedCatalogKey, .missingTranslation, .staleTranslation, .translationTooLong,
    ]

    /// Every rule: lowering, slide, validation (localization keys last) and lint rules, in that order.
    public static let all: [Rule] =
        Rule.loweringRules + Rule.slideRules + Rule.validationRules + Rule.localizationRules + lintRules.map(\.rule)

    /// The rule with `id`.
    public static func rule(withID id: String) -> Rule? {
        all.first { $0.id == id }
    }

    /// The lint rule with `id`.
    public static func lintRule(withID id: String) -> LintRule? {
        lintRules.first { $0.id == id }
    }

    /// The id among `ids` that the misspelt or partial `id` most likely means, for "did you mean" hints:
    /// the closest by edit distance, else the only one that contains it, such as 'low_contrast' for 'contrast'.
    public static func suggestion(for id: String, among ids: [String]) -> String? {
        if let closest = Suggestion.closest(to: id, among: ids) { return closest }
        let containing = ids.filter { $0.contains(id.lowercased()) }
        return containing.count == 1 ? containing[0] : nil
    }
}
