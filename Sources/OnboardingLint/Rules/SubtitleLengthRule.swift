import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let subtitleLength = Rule(
        id: "subtitle_length", name: "Subtitle Length", stage: .lint, defaultSeverity: .warning,
        summary: "A slide's subtitle, or a variant's, is too long for a small phone.",
        rationale: """
            Under an illustration and a title, an iPhone SE has room for about four lines of body text, some \
            120 characters; a longer subtitle is truncated or pushes the Continue button off screen. Characters \
            are counted as users see them. Set 'max' for the rule in .onboardc.json to change the limit.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Learn", "subtitle": ↓"Practise every day with short lessons that adapt to your level, earn streaks, unlock new signs and review the ones you find hard." }] }"##,
            ##"{ "slides": [{ "id": "a", "title": "Learn" }], "variants": { "v": { "slides": ["a"], "overrides": { "a": { "subtitle": ↓"Practise every day with short lessons that adapt to your level, earn streaks, unlock new signs and review the ones you find hard." } } } } }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Learn", "subtitle": "Short daily lessons that adapt to your level." }] }"##
        ])
}

/// The check of `subtitle_length`.
enum SubtitleLengthRule {
    static let lintRule: LintRule = LintRule(.subtitleLength, defaultMaximum: 120) { input in
        input.findings(of: .subtitleLength, forTextsIn: [.subtitle], longerThan: input.maximum(for: lintRule))
    }
}
