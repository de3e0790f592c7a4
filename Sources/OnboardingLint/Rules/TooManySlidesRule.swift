import JSONSyntax
import OnboardingDiagnostics

extension Rule {
    public static let tooManySlides = Rule(
        id: "too_many_slides", name: "Too Many Slides", stage: .lint, defaultSeverity: .warning, isOptIn: true,
        summary: "The longest path through the flow shows more slides than the limit, 7 by default.",
        rationale: """
            Every extra onboarding screen loses users before they reach the app. The rule counts the slides on \
            the longest path a user can take, so alternative branches count once. It is opt-in because the right \
            length depends on the product; enable it in 'optInRules' and set its 'max' in .onboardc.json.
            """,
        triggeringExamples: [
            ##"{ "slides": ↓[{ "title": "1" }, { "title": "2" }, { "title": "3" }, { "title": "4" }, { "title": "5" }, { "title": "6" }, { "title": "7" }, { "title": "8" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "1" }, { "title": "2" }, { "title": "3" }, { "title": "4" }, { "title": "5" }, { "title": "6" }, { "title": "7" }] }"##,
            ##"{ "slides": [{ "kind": "choice", "choices": [{ "id": "a", "title": "A", "next": "a1" }, { "id": "b", "title": "B", "next": "b1" }] }, { "id": "a1", "title": "A1" }, { "id": "a2", "title": "A2" }, { "id": "a3", "title": "A3" }, { "id": "a4", "title": "A4", "next": null }, { "id": "b1", "title": "B1" }, { "id": "b2", "title": "B2" }, { "id": "b3", "title": "B3" }, { "id": "b4", "title": "B4" }] }"##,
        ])
}

/// The check of `too_many_slides`.
enum TooManySlidesRule {
    static let lintRule: LintRule = LintRule(.tooManySlides, defaultMaximum: 7) { input in
        let maximum = input.maximum(for: lintRule)
        let length = input.graph.longestPathLength()
        guard length > maximum else { return [] }
        return [
            input.tree.diagnostic(
                .tooManySlides, "the longest path through the flow shows \(length) slides, more than \(maximum)", at: input.spec.pointer + "/slides")
        ]
    }
}
