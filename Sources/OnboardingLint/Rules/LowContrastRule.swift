import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let lowContrast = Rule(
        id: "low_contrast", name: "Low Contrast", stage: .lint, defaultSeverity: .warning,
        summary: "Text on the primary colour has a WCAG contrast ratio below 4.5:1.",
        rationale: """
            Button titles and icons are drawn in the on-primary colour on the primary colour. WCAG 2.x level AA \
            asks for a contrast ratio of at least 4.5:1 for text, so that people with low vision, or anyone \
            in sunlight, can read it. Light and dark appearance are checked separately.
            """,
        triggeringExamples: [
            ##"{ "primaryColorLight": "#FFCC00", "onPrimaryColorLight": ↓"#FFFFFF", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "primaryColorDark": "#333333", "onPrimaryColorDark": ↓"#000000", "slides": [{ "title": "Hi" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "primaryColorLight": "#0040DD", "onPrimaryColorLight": "#FFFFFF", "primaryColorDark": "#FFCC00", "onPrimaryColorDark": "#000000", "slides": [{ "title": "Hi" }] }"##
        ])
}

/// The check of `low_contrast`.
enum LowContrastRule {
    /// The WCAG 2.x level AA minimum for text.
    static let minimumContrastRatio = 4.5

    static let lintRule: LintRule = LintRule(.lowContrast) { input in
        let theme = input.spec.theme
        let pairs = [
            (theme.primaryColor.light, theme.onPrimaryColor.light, "Light"),
            (theme.primaryColor.dark, theme.onPrimaryColor.dark, "Dark"),
        ]
        return pairs.compactMap { primary, onPrimary, appearance in
            guard let primary, let onPrimary else { return nil }
            let ratio = RGBAColor.contrastRatio(primary, onPrimary)
            guard ratio < minimumContrastRatio else { return nil }
            return input.tree.diagnostic(
                .lowContrast,
                "contrast between 'primaryColor\(appearance)' and 'onPrimaryColor\(appearance)' is \(formatRatio(ratio)):1, below 4.5:1",
                at: input.spec.pointer + "/onPrimaryColor\(appearance)")
        }
    }

    /// `ratio` with two decimals, rounded down so that a failing ratio never reads as 4.50.
    static func formatRatio(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
