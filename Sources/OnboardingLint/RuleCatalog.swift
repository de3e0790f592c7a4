import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingSemantics
import OnboardingModel

/// Every rule onboardc reports, from a syntax error to a lint finding, and the lint rules' checks.
public enum RuleCatalog {
    /// Every rule, in the order `onboardc rules` lists them: by stage, then as the stage reports them.
    public static let all: [Rule] = [
        .jsonSyntax,
        // Lowering
        .invalidType, .unknownKey, .duplicateKey, .missingRequiredField, .unsupportedSpecVersion, .invalidValue,
        .numberOutOfRange, .malformedColor, .insecureURL, .invalidVersion, .invalidIdentifier, .decorativeWithLabel,
        // Slides
        .conflictingIllustrations, .missingAssetName, .unknownSlideKind, .choiceWithoutChoices, .duplicateChoiceID,
        .invalidSelectionLimits, .inapplicableKey,
        // Validation
        .noSlides, .duplicateSlideID, .identifierCollision, .missingTarget, .droppedTarget, .flowCycle,
        .unreachableSlide, .invalidCondition, .invalidAnswerPlaceholder, .invalidVariant, .duplicatePlacement, .duplicateProductID,
        .duplicateWhatsNewVersion,
        // Validation of localization keys
        .duplicateLocalizationKey, .unknownLocalizationKey,
        // Lint
        .titleLength, .subtitleLength, .lowContrast, .lowTitleContrast, .missingDarkColor, .missingAccessibilityLabel, .placeholderText,
        .blankText, .answerNotInserted, .duplicateText, .duplicateScreenName, .tooManySlides, .fallThroughBranch, .hardPaywall, .missingLegalLinks, .permissionWithoutExplanation, .trackingPromptFirst,
        .animationFileType, .assetNotFound, .missingReduceMotionAlternative, .missingCaptions, .accessibilitySizeOverflow,
        .differentiateWithoutColor, .unknownRuleDirective, .untranslatedCatalogKey, .missingTranslation, .staleTranslation, .translationTooLong,
        .translationPlaceholderMismatch,
        // Code generation
        .templateError,
    ]

    /// The checks of the lint rules, in the order of `all`.
    public static let lintRules: [LintRule] = [
        TitleLengthRule.lintRule, SubtitleLengthRule.lintRule, LowContrastRule.lintRule, LowTitleContrastRule.lintRule, MissingDarkColorRule.lintRule,
        MissingAccessibilityLabelRule.lintRule, PlaceholderTextRule.lintRule, BlankTextRule.lintRule, AnswerNotInsertedRule.lintRule,
        DuplicateTextRule.lintRule, DuplicateScreenNameRule.lintRule, TooManySlidesRule.lintRule, FallThroughBranchRule.lintRule, HardPaywallRule.lintRule, MissingLegalLinksRule.lintRule,
        PermissionWithoutExplanationRule.lintRule, TrackingPromptFirstRule.lintRule, AnimationFileTypeRule.lintRule,
        AssetNotFoundRule.lintRule, MissingReduceMotionAlternativeRule.lintRule, MissingCaptionsRule.lintRule,
        AccessibilitySizeOverflowRule.lintRule, DifferentiateWithoutColorRule.lintRule, UnknownRuleDirectiveRule.lintRule, UntranslatedCatalogKeyRule.lintRule,
        MissingTranslationRule.lintRule, StaleTranslationRule.lintRule, TranslationTooLongRule.lintRule,
        TranslationPlaceholderMismatchRule.lintRule,
    ]

    /// The rule with `id`.
    public static func rule(withID id: String) -> Rule? {
        all.first { $0.id == id }
    }

    /// The lint rule with `id`.
    public static func lintRule(withID id: String) -> LintRule? {
        lintRules.first { $0.id == id }
    }

    /// The ids among `ids` that the misspelt or partial `id` most likely means, for "did you mean"
    /// hints: the closest by edit distance, as close as each other, else the only one that contains
    /// it, such as 'low_contrast' for 'contrast'.
    public static func suggestions(for id: String, among ids: [String]) -> [String] {
        let closest = Suggestion.closestCandidates(to: id, among: ids)
        if !closest.isEmpty { return closest }
        let containing = ids.filter { $0.contains(id.lowercased()) }
        return containing.count == 1 ? containing : []
    }

    /// What follows "unknown rule 'id'": the rules of `suggestions` it may mean, or where to find
    /// them all.
    public static func hint(forUnknownRule suggestions: [String]) -> String {
        suggestions.isEmpty ? "; 'onboardc rules' lists them" : Suggestion.didYouMean(suggestions)
    }
}
