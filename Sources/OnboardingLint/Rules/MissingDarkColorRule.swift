import JSONSyntax
import OnboardingDiagnostics

extension Rule {
    public static let missingDarkColor = Rule(
        id: "missing_dark_color", name: "Missing Dark Colour", stage: .lint, defaultSeverity: .warning,
        summary: "A light-appearance colour has no dark-appearance counterpart.",
        rationale: """
            Without a dark colour, dark appearance shows the light one: a brand colour picked for a white \
            background is often too bright or too dim on black. Give 'primaryColorDark' and \
            'onPrimaryColorDark' alongside their light colours.
            """,
        triggeringExamples: [
            ##"{ "primaryColorLight": ↓"#0040DD", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "primaryColorLight": "#0040DD", "primaryColorDark": "#4D7FFF", "onPrimaryColorLight": ↓"#FFFFFF", "slides": [{ "title": "Hi" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "primaryColorLight": "#0040DD", "primaryColorDark": "#4D7FFF", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "slides": [{ "title": "Hi" }] }"##,
        ])
}

/// The check of `missing_dark_color`.
enum MissingDarkColorRule {
    static let lintRule: LintRule = LintRule(.missingDarkColor) { input in
        let theme = input.spec.theme
        return [(theme.primaryColor, "primaryColor"), (theme.onPrimaryColor, "onPrimaryColor")].compactMap { pair, key in
            guard pair.light != nil, pair.dark == nil else { return nil }
            return input.tree.diagnostic(
                .missingDarkColor, "'\(key)Light' has no dark counterpart; add '\(key)Dark' for dark appearance", at: input.spec.pointer + "/\(key)Light")
        }
    }
}
