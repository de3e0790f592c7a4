import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let missingLegalLinks = Rule(
        id: "missing_legal_links", name: "Missing Legal Links", stage: .lint, defaultSeverity: .warning,
        summary: "A paywall that may sell a subscription links to no terms of use ('termsURL') or no privacy policy ('privacyURL').",
        rationale: """
            App Review rejects a paywall that sells a subscription without a functional link to the terms of use \
            and the privacy policy (App Review Guidelines 3.1.2). Give both, so the generated paywall carries \
            them to the app's purchase screen. Not reported: a paywall that lists no products, one whose products \
            are all lifetime purchases (their name or identifier says 'lifetime'), and a RevenueCat paywall, which \
            shows the links set in RevenueCat's dashboard.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [↓{ "placement": "main", "products": [{ "id": "monthly", "productId": "pro.monthly" }] }] }"##,
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [↓{ "placement": "main", "products": [{ "id": "lifetime", "productId": "pro.lifetime" }, { "id": "yearly", "productId": "pro.yearly" }], "termsURL": "https://example.com/terms" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main", "products": [{ "id": "monthly", "productId": "pro.monthly" }], "termsURL": "https://example.com/terms", "privacyURL": "https://example.com/privacy" }] }"##,
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main", "products": [{ "id": "lifetime", "productId": "pro.forever" }] }] }"##,
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main", "provider": "revenueCat", "products": [{ "id": "monthly", "productId": "pro.monthly" }] }] }"##,
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "main" }] }"##,
        ])
}

/// The check of `missing_legal_links`.
enum MissingLegalLinksRule {
    static let lintRule: LintRule = LintRule(.missingLegalLinks) { input in
        input.spec.paywalls.compactMap { paywall in
            guard mayShowSubscriptions(paywall) else { return nil }
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

    /// Whether the paywall is the app's own screen and lists a product that may be a subscription.
    private static func mayShowSubscriptions(_ paywall: Paywall) -> Bool {
        paywall.provider == .storeKit2 && paywall.products.contains { !isLifetimePurchase($0) }
    }

    private static func isLifetimePurchase(_ product: Product) -> Bool {
        [product.id, product.productID].contains { $0.lowercased().contains("lifetime") }
    }
}
