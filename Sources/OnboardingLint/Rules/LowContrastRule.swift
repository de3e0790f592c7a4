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
            in sunlight, can read it. Light and dark appearance are checked separately. A colour with alpha is \
            judged as it shows: the primary colour over the page's background, the on-primary colour over it.
            """,
        triggeringExamples: [
            ##"{ "primaryColorLight": "#FFCC00", "onPrimaryColorLight": ↓"#FFFFFF", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "primaryColorDark": "#333333", "onPrimaryColorDark": ↓"#000000", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "primaryColorLight": ↓"#FFFFFFFF", "primaryColorDark": "#000000FF", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "primaryColorLight": "#0040DD10", "onPrimaryColorLight": ↓"#FFFFFF", "primaryColorDark": "#4D7FFF", "onPrimaryColorDark": "#000000", "slides": [{ "title": "Hi" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "primaryColorLight": "#0040DD", "onPrimaryColorLight": "#FFFFFF", "primaryColorDark": "#FFCC00", "onPrimaryColorDark": "#000000", "slides": [{ "title": "Hi" }] }"##,
            ##"{ "primaryColorLight": "#0040DD", "primaryColorDark": "#000000FF", "slides": [{ "title": "Hi" }] }"##,
        ])
}

/// The check of `low_contrast`.
///
/// It checks the colours the app shows: where the spec gives no dark colour the light one, and
/// where it gives neither the system's (see `Theme.shownPrimaryColor(in:)`), as long as the spec
/// gives one of the two colours of the appearance: the system's own pair is not the spec's choice.
enum LowContrastRule {
    /// The WCAG 2.x level AA minimum for text.
    static let minimumContrastRatio = 4.5

    static let lintRule: LintRule = LintRule(.lowContrast) { input in
        let theme = input.spec.theme
        let findings = Appearance.allCases.compactMap { finding(in: $0, of: theme) }
        // A light colour that dark appearance uses too fails in both: one finding, for both.
        if findings.count == 2, findings[0].key == findings[1].key, findings[0].contrast == findings[1].contrast {
            let message = findings[0].contrast + " in light and dark appearance" + findings[0].advice
            return [input.tree.diagnostic(.lowContrast, message, at: input.spec.pointer + "/" + findings[0].key)]
        }
        return findings.map { finding in
            let appearance = finding.isOwn ? "" : " in \(finding.appearance.rawValue) appearance"
            return input.tree.diagnostic(.lowContrast, finding.contrast + appearance + finding.advice, at: input.spec.pointer + "/" + finding.key)
        }
    }

    /// The contrast of the primary colours shown in `appearance`, when it is too low and the spec
    /// gives one of them: the key to point at, the contrast, whether both colours are the
    /// appearance's own, and the advice after it (`; set 'onPrimaryColorLight'`).
    private static func finding(in appearance: Appearance, of theme: Theme)
        -> (appearance: Appearance, key: String, contrast: String, isOwn: Bool, advice: String)?
    {
        let primary = theme.primaryColor.given(in: appearance)?.writtenFor
        let onPrimary = theme.onPrimaryColor.given(in: appearance)?.writtenFor
        guard primary != nil || onPrimary != nil else { return nil }
        let shownPrimary = theme.opaquePrimaryColor(in: appearance)
        let ratio = RGBAColor.contrastRatio(shownPrimary, theme.shownOnPrimaryColor(in: appearance).composited(over: shownPrimary))
        guard ratio < minimumContrastRatio else { return nil }
        func key(_ role: String, _ writtenFor: Appearance) -> String { role + writtenFor.keySuffix }
        func name(_ role: String, _ writtenFor: Appearance?, system: ColorPair, described: String) -> String {
            writtenFor.map { "'\(key(role, $0))'" } ?? "the default \(described) (\(system[appearance]!.hex))"
        }
        let contrast =
            "contrast between \(name("primaryColor", primary, system: Theme.systemPrimaryColor, described: "primary colour")) and "
            + "\(name("onPrimaryColor", onPrimary, system: Theme.systemOnPrimaryColor, described: "on-primary colour")) is "
            + "\(formatRatio(ratio)):1, below 4.5:1"
        // What to set: the appearance's on-primary colour, or its primary colour when the spec gives the other.
        let missing = onPrimary != appearance ? key("onPrimaryColor", appearance) : primary != appearance ? key("primaryColor", appearance) : nil
        let pointed = onPrimary.map { key("onPrimaryColor", $0) } ?? key("primaryColor", primary!)
        return (appearance, pointed, contrast, missing == nil, missing.map { "; set '\($0)'" } ?? "")
    }

    /// `ratio` with two decimals, rounded down so that a failing ratio never reads as 4.50.
    static func formatRatio(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
