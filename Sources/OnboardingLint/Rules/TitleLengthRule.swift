import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let titleLength = Rule(
        id: "title_length", name: "Title Length", stage: .lint, defaultSeverity: .warning,
        summary: "A slide's title or bold title, or a variant's, is too long for a small phone.",
        rationale: """
            At the large-title size, the 375-point width of an iPhone SE fits roughly 20 characters a line, so a \
            title longer than 40 characters needs a third line, which onboarding layouts usually truncate. \
            Characters are counted as users see them (an emoji is one). Set 'max' for the rule in .onboardc.json \
            to change the limit.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": ↓"Welcome to the only sign language app you need" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "boldTitle": ↓"and welcome to the only sign language app you need" }] }"##,
            ##"{ "slides": [{ "id": "a", "title": "Hi" }], "variants": { "v": { "slides": ["a"], "overrides": { "a": { "title": ↓"Welcome to the only sign language app you need" } } } } }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Welcome to SignQuest" }] }"##,
            ##"{ "slides": [{ "title": "👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽👋🏽" }] }"##,
        ])
}

/// The check of `title_length`.
enum TitleLengthRule {
    static let lintRule: LintRule = LintRule(.titleLength, defaultMaximum: 40) { input in
        input.findings(of: .titleLength, forTextsIn: [.title, .boldTitle], longerThan: input.maximum(for: lintRule))
    }
}
