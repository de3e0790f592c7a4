import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let hardPaywall = Rule(
        id: "hard_paywall", name: "Hard Paywall", stage: .lint, defaultSeverity: .note,
        summary: "The paywall at the end of onboarding cannot be skipped.",
        rationale: """
            A paywall that shows after the last slide and cannot be closed makes the whole app paid: a user \
            who does not buy never gets in. That can be a deliberate business model, so this is a note; make \
            sure it is intended, and that the paywall offers restoring purchases as App Review expects.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main", "trigger": "afterOnboarding", "skippable": ↓false }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main", "skippable": true }] }"##,
            ##"{ "slides": [{ "id": "a", "title": "Hi" }], "paywalls": [{ "placement": "mid", "trigger": { "afterSlide": "a" }, "skippable": false }] }"##,
        ])
}

/// The check of `hard_paywall`.
enum HardPaywallRule {
    static let lintRule: LintRule = LintRule(.hardPaywall) { input in
        input.spec.paywalls.compactMap { paywall in
            guard paywall.trigger == .afterOnboarding, !paywall.isSkippable else { return nil }
            return input.tree.diagnostic(
                .hardPaywall,
                "paywall \(paywall.placement.quotedForDiagnostic) cannot be skipped at the end of onboarding: users who do not buy cannot enter the app",
                at: JSONPointer.appending("skippable", to: paywall.pointer))
        }
    }
}
