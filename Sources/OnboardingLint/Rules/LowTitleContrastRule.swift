import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let lowTitleContrast = Rule(
        id: "low_title_contrast", name: "Low Title Contrast", stage: .lint, defaultSeverity: .warning,
        summary: "A slide's title has a WCAG contrast ratio below 3:1 on the slide's background colour.",
        rationale: """
            A slide's title is drawn in its 'titleColor' on its 'backgroundColor', or in the system's colour \
            (black in light appearance, white in dark) on the system's background where the slide gives none. \
            A title is large text, for which WCAG 2.x level AA and Apple's Human Interface Guidelines ask for a \
            contrast ratio of at least 3:1: a slide that gives only a dark background leaves a black title on it. \
            Light and dark appearance are checked separately; a slide with a background image or video is not \
            checked, as its background colour does not show.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi", "backgroundColorLight": ↓"#1B1B1F", "backgroundColorDark": "#1B1B1F" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "backgroundColorLight": "#FFF8E1", "titleColorLight": ↓"#FFE0B2" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "backgroundColorDark": "#3E2723", "titleColorLight": "#5D4037", "titleColorDark": ↓"#4E342E" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi", "backgroundColorLight": "#FFF8E1", "backgroundColorDark": "#3E2723", "titleColorLight": "#5D4037", "titleColorDark": "#FFE0B2" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "backgroundColorLight": "#F2F2F7", "backgroundColorDark": "#1C1C1E" }] }"##,
            ##"{ "slides": [{ "subtitle": "No title", "backgroundColorLight": "#000000" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "backgroundColorLight": "#000000", "backgroundImage": { "iosAssetName": "Night" } }] }"##,
        ])
}

/// The check of `low_title_contrast`: each slide with a title and a colour of its own.
enum LowTitleContrastRule {
    /// The WCAG 2.x level AA minimum for large text, which a title at its default size is.
    static let minimumContrastRatio = 3.0

    static let lintRule: LintRule = LintRule(.lowTitleContrast) { input in
        input.spec.slides.flatMap { slide -> [Diagnostic] in
            guard slide.title != nil || slide.boldTitle != nil, slide.backgroundImage == nil, slide.backgroundVideo == nil else { return [] }
            let contrast = ColorContrast(
                text: .init(key: "titleColor", colors: slide.titleColor, system: Theme.systemLabelColor, described: "title colour"),
                background: .init(key: "backgroundColor", colors: slide.backgroundColor, system: Theme.systemBackgroundColor, described: "background colour"),
                minimumRatio: minimumContrastRatio, place: " on " + slide.nameForDiagnostic)
            return contrast.findings().map { input.tree.diagnostic(.lowTitleContrast, $0.message, at: slide.pointer + "/" + $0.key) }
        }
    }
}
