import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let missingDarkColor = Rule(
        id: "missing_dark_color", name: "Missing Dark Colour", stage: .lint, defaultSeverity: .warning,
        summary: "A light-appearance colour, of the theme or of a slide, has no dark-appearance counterpart.",
        rationale: """
            Without a dark colour, dark appearance shows the light one: a brand colour picked for a white \
            background is often too bright or too dim on black, and a slide's light background stays light in \
            dark appearance. Give 'primaryColorDark' and 'onPrimaryColorDark' alongside their light colours, and \
            a slide's 'backgroundColorDark' and 'titleColorDark' alongside its light ones.
            """,
        triggeringExamples: [
            ##"{ "primaryColorLight": ↓"#0040DD", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "primaryColorLight": "#0040DD", "primaryColorDark": "#4D7FFF", "onPrimaryColorLight": ↓"#FFFFFF", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "backgroundColorLight": ↓"#FFF8E1", "titleColorLight": "#5D4037", "titleColorDark": "#FFE0B2" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "primaryColorLight": "#0040DD", "primaryColorDark": "#4D7FFF", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "slides": [{ "title": "Hi" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "backgroundColorLight": "#FFF8E1", "backgroundColorDark": "#3E2723" }] }"##,
        ])
}

/// The check of `missing_dark_color`.
enum MissingDarkColorRule {
    static let lintRule: LintRule = LintRule(.missingDarkColor) { input in
        var diagnostics: [Diagnostic] = []
        func check(_ pair: ColorPair, _ key: String, of owner: String, at pointer: String) {
            guard pair.light != nil, pair.dark == nil else { return }
            diagnostics.append(
                input.tree.diagnostic(
                    .missingDarkColor, "'\(key)Light'\(owner) has no dark counterpart; add '\(key)Dark' for dark appearance",
                    at: pointer + "/\(key)Light"))
        }
        let theme = input.spec.theme
        check(theme.primaryColor, "primaryColor", of: "", at: input.spec.pointer)
        check(theme.onPrimaryColor, "onPrimaryColor", of: "", at: input.spec.pointer)
        let slides = input.spec.slides
        for index in slides.indices where slides[index].backgroundColor.light != nil || slides[index].titleColor.light != nil {
            let owner = " of " + slides[index].nameForDiagnostic
            check(slides[index].backgroundColor, "backgroundColor", of: owner, at: slides[index].pointer)
            check(slides[index].titleColor, "titleColor", of: owner, at: slides[index].pointer)
        }
        return diagnostics
    }
}
