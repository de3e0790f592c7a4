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
        let contrast = ColorContrast(
            text: .init(key: "onPrimaryColor", colors: theme.onPrimaryColor, system: Theme.systemOnPrimaryColor, described: "on-primary colour"),
            background: .init(key: "primaryColor", colors: theme.primaryColor, system: Theme.systemPrimaryColor, described: "primary colour"),
            minimumRatio: minimumContrastRatio)
        return contrast.findings().map { input.tree.diagnostic(.lowContrast, $0.message, at: input.spec.pointer + "/" + $0.key) }
    }
}

/// A text colour on a background colour as a spec gives them, judged in light and dark appearance
/// against a minimum WCAG contrast ratio: what `low_contrast` and `low_title_contrast` check.
///
/// It judges the colours the app shows: where the spec gives no dark colour the light one (see
/// `ColorPair.given(in:)`), where it gives neither the system's, and a colour with alpha as it
/// shows, the background over the page's and the text over the background. An appearance for
/// which the spec gives neither colour is not judged: the system's own pair is not the spec's choice.
struct ColorContrast {
    /// One of the two colours: the stem of its keys (`primaryColor`), the colours the spec gives,
    /// the system's where it gives none, and how a message names the system's (`primary colour`).
    struct Role {
        var key: String
        var colors: ColorPair
        var system: ColorPair
        var described: String

        func shown(in appearance: Appearance) -> RGBAColor {
            colors.given(in: appearance)?.color ?? system[appearance]!
        }
    }

    var text: Role
    var background: Role
    var minimumRatio: Double
    /// Where the colours are, after them in a message (` on slide 'welcome'`); empty for the theme's.
    var place = ""

    /// A contrast below the minimum: the key to point at (`onPrimaryColorDark`) and the message.
    struct Finding: Equatable {
        var key: String
        var message: String
    }

    /// The findings in light and then dark appearance; one for both where a light colour that dark
    /// appearance shows too fails in both alike.
    func findings() -> [Finding] {
        let findings = Appearance.allCases.compactMap { finding(in: $0) }
        if findings.count == 2, findings[0].key == findings[1].key, findings[0].contrast == findings[1].contrast {
            return [Finding(key: findings[0].key, message: findings[0].contrast + " in light and dark appearance" + findings[0].advice)]
        }
        return findings.map { finding in
            Finding(key: finding.key, message: finding.contrast + (finding.isOwn ? "" : " in \(finding.appearance.rawValue) appearance") + finding.advice)
        }
    }

    /// The contrast shown in `appearance`, when it is too low and the spec gives one of the colours:
    /// the key to point at, the contrast, whether both colours are the appearance's own, and the
    /// advice after it (`; set 'onPrimaryColorLight'`).
    private func finding(in appearance: Appearance)
        -> (appearance: Appearance, key: String, contrast: String, isOwn: Bool, advice: String)?
    {
        let textWrittenFor = text.colors.given(in: appearance)?.writtenFor
        let backgroundWrittenFor = background.colors.given(in: appearance)?.writtenFor
        guard textWrittenFor != nil || backgroundWrittenFor != nil else { return nil }
        let shownBackground = background.shown(in: appearance).composited(over: Theme.systemBackgroundColor[appearance]!)
        let ratio = RGBAColor.contrastRatio(shownBackground, text.shown(in: appearance).composited(over: shownBackground))
        guard ratio < minimumRatio else { return nil }
        func key(_ role: Role, _ writtenFor: Appearance) -> String { role.key + writtenFor.keySuffix }
        func name(_ role: Role, _ writtenFor: Appearance?) -> String {
            writtenFor.map { "'\(key(role, $0))'" } ?? "the default \(role.described) (\(role.system[appearance]!.hex))"
        }
        let contrast =
            "contrast between \(name(background, backgroundWrittenFor)) and \(name(text, textWrittenFor))\(place) is "
            + "\(Self.formatRatio(ratio)):1, below \(minimumRatio == minimumRatio.rounded() ? String(Int(minimumRatio)) : String(minimumRatio)):1"
        // What to set: the appearance's text colour, or its background colour when the spec gives the other.
        let missing = textWrittenFor != appearance ? key(text, appearance) : backgroundWrittenFor != appearance ? key(background, appearance) : nil
        let pointed = textWrittenFor.map { key(text, $0) } ?? key(background, backgroundWrittenFor!)
        return (appearance, pointed, contrast, missing == nil, missing.map { "; set '\($0)'" } ?? "")
    }

    /// `ratio` with two decimals, rounded down so that a failing ratio never reads as its minimum.
    static func formatRatio(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
