import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let missingLegalLinks = Rule(
        id: "missing_legal_links", name: "Missing Legal Links", stage: .lint, defaultSeverity: .warning,
        summary: "A paywall links to no terms of use ('termsURL') or no privacy policy ('privacyURL').",
        rationale: """
            App Review rejects a paywall that sells a subscription without a functional link to the terms of use \
            and the privacy policy (App Review Guidelines 3.1.2). Give both, so the generated paywall carries \
            them to the app's purchase screen.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [↓{ "placement": "main" }] }"##,
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [↓{ "placement": "main", "termsURL": "https://example.com/terms" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main", "termsURL": "https://example.com/terms", "privacyURL": "https://example.com/privacy" }] }"##
        ])
}

/// The check of `missing_legal_links`.
enum MissingLegalLinksRule {
    static let lintRule: LintRule = LintRule(.missingLegalLinks) { input in
        input.spec.paywalls.compactMap { paywall in
            let missing = [
                paywall.termsURL == nil ? "terms of use ('termsURL')" : nil,
                paywall.privacyURL == nil ? "privacy policy ('privacyURL')" : nil,
            ].compactMap { $0 }
            guard !missing.isEmpty else { return nil }
            return input.tree.diagnostic(
                .missingLegalLinks,
                "paywall \(paywall.placement.quotedForDiagnostic) links to no \(missing.joined(separator: " and no ")); App Review expects both beside a subscription",
                at: paywall.pointer)
        }
    }
}
