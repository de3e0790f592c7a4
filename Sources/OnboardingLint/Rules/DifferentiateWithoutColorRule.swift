import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let differentiateWithoutColor = Rule(
        id: "differentiate_without_color", name: "Differentiate Without Color", stage: .lint, defaultSeverity: .warning,
        summary: "The primary colour alone marks the current page and a chosen option, and it differs from the grey of the others by hue more than by lightness.",
        rationale: """
            The page dots tell which page is current, and a question's options which one is chosen, by colour \
            alone: the current dot and the chosen option's border in the primary colour, the others in the system's \
            grey (systemGray4: #D1D1D6 in light appearance, #3A3A3C in dark), as iOS's page control and the preview \
            draw them. People who do not tell colours apart see only the difference in lightness, so where colour \
            alone carries meaning WCAG asks for a contrast of at least 3:1 between the two colours (technique G183). \
            The rule reports a primary colour that has a hue (its strongest and weakest components a tenth of the \
            scale apart or more) and a contrast below 3:1 with the grey: the two then differ by hue more than by \
            lightness. A grey, white or black primary colour differs by lightness only, as much for everyone. \
            Light and dark appearance are checked where the spec gives the primary colour, and only when the page \
            dots show or a slide has options.
            """,
        triggeringExamples: [
            ##"{ "primaryColorLight": ↓"#0098FF", "primaryColorDark": "#4DB2FF", "onPrimaryColorLight": "#000000", "onPrimaryColorDark": "#000000", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "isPageIndicatorHidden": true, "primaryColorLight": "#0040DD", "primaryColorDark": ↓"#0B1F3A", "slides": [{ "kind": "choice", "title": "Level?", "choices": [{ "id": "new", "title": "New" }] }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "primaryColorLight": "#0040DD", "primaryColorDark": "#4D7FFF", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "isPageIndicatorHidden": true, "primaryColorLight": "#0098FF", "primaryColorDark": "#0B1F3A", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "primaryColorLight": "#FFFFFF", "primaryColorDark": "#000000", "onPrimaryColorLight": "#000000", "onPrimaryColorDark": "#FFFFFF", "slides": [{ "title": "Hi" }] }"##,
        ])
}

/// The check of `differentiate_without_color`.
enum DifferentiateWithoutColorRule {
    /// The least contrast between two colours that alone tell two states apart (WCAG technique G183).
    static let minimumContrastRatio = 3.0

    /// Whether `color` has a hue: its strongest and weakest components a tenth of the scale apart or more.
    static func hasHue(_ color: RGBAColor) -> Bool {
        let components = [color.red, color.green, color.blue]
        return Int(components.max()!) - Int(components.min()!) >= 26
    }

    static let lintRule: LintRule = LintRule(.differentiateWithoutColor) { input in
        let spec = input.spec
        let hasOptions = spec.slides.contains { $0.kind.hasOptions }
        let marked = [spec.theme.isPageIndicatorHidden ? nil : "the current page dot", hasOptions ? "a chosen option" : nil].compactMap { $0 }
        guard !marked.isEmpty else { return [] }
        // Each key that fails, with the appearances that show it: a light colour without a dark one shows in both.
        var failing: [(key: String, appearances: [Appearance], ratios: [String])] = []
        for appearance in Appearance.allCases {
            guard let (primary, writtenFor) = spec.theme.primaryColor.given(in: appearance) else { continue }
            let ratio = RGBAColor.contrastRatio(spec.theme.opaquePrimaryColor(in: appearance), Theme.systemInactiveColor[appearance]!)
            guard hasHue(primary), ratio < minimumContrastRatio else { continue }
            let key = "primaryColor" + writtenFor.keySuffix
            let shown = ColorContrast.formatRatio(ratio) + ":1"
            if let last = failing.indices.last, failing[last].key == key {
                failing[last].appearances.append(appearance)
                failing[last].ratios.append(shown)
            } else {
                failing.append((key, [appearance], [shown]))
            }
        }
        return failing.map { key, appearances, ratios in
            let greys = appearances.map { Theme.systemInactiveColor[$0]!.hex }.joined(separator: " and ")
            let advice =
                switch appearances {
                case [.light]: "pick a darker colour"
                case [.dark]: "pick a lighter colour"
                default: "pick a darker colour, and give 'primaryColorDark' a lighter one"
                }
            return input.tree.diagnostic(
                .differentiateWithoutColor,
                "'\(key)' alone marks \(marked.joined(separator: " and ")), and its contrast with the grey of the others (\(greys)) is "
                    + "\(ratios.joined(separator: " and ")), below 3:1 in \(appearances.map(\.rawValue).joined(separator: " and ")) appearance: "
                    + "without colour vision the two look alike; \(advice)",
                at: spec.pointer + "/" + key)
        }
    }
}
