import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel
import OnboardingSemantics

/// What an onboarding does for each feature that App Store Connect's Accessibility Nutrition Labels
/// ask about: whether it supports the feature, why, and the findings where it does not, so that a
/// team can fill in the labels from CI (`onboardc accessibility`).
///
/// The findings are those of the lint rules behind each feature, found whatever the configuration
/// and the spec's `lint` directives silence: a silenced rule still leaves its feature unsupported.
public struct AccessibilitySummary: Sendable {
    /// A feature of the Accessibility Nutrition Labels, in App Store Connect's order.
    public enum Feature: String, CaseIterable, Sendable {
        case voiceOver, voiceControl, largerText, darkInterface, differentiateWithoutColor, sufficientContrast, reducedMotion, captions
        case audioDescriptions

        /// The feature's name as App Store Connect writes it.
        public var name: String {
            switch self {
            case .voiceOver: "VoiceOver"
            case .voiceControl: "Voice Control"
            case .largerText: "Larger Text"
            case .darkInterface: "Dark Interface"
            case .differentiateWithoutColor: "Differentiate Without Color"
            case .sufficientContrast: "Sufficient Contrast"
            case .reducedMotion: "Reduced Motion"
            case .captions: "Captions"
            case .audioDescriptions: "Audio Descriptions"
            }
        }

        /// The lint rules whose findings tell that the onboarding does not support the feature.
        var rules: [Rule] {
            switch self {
            case .voiceOver, .voiceControl: [.missingAccessibilityLabel]
            case .largerText: [.accessibilitySizeOverflow]
            case .darkInterface: [.missingDarkColor]
            case .differentiateWithoutColor: [.differentiateWithoutColor]
            case .sufficientContrast: [.lowContrast, .lowTitleContrast]
            case .reducedMotion: [.missingReduceMotionAlternative]
            case .captions: [.missingCaptions]
            case .audioDescriptions: []
            }
        }
    }

    /// Whether the onboarding supports a feature.
    public enum Support: String, Sendable {
        case supported
        case notSupported
        /// The onboarding has nothing the feature is about, such as a video for captions.
        case notApplicable

        /// How the text report writes it.
        public var description: String {
            switch self {
            case .supported: "supported"
            case .notSupported: "not supported"
            case .notApplicable: "not applicable"
            }
        }
    }

    /// What the onboarding does for one feature.
    public struct Assessment: Sendable {
        public let feature: Feature
        public let support: Support
        /// Why, in a sentence.
        public let reason: String
        /// The findings that keep the feature from being supported, in the order of the spec.
        public let findings: [Diagnostic]
    }

    /// The features in App Store Connect's order, each with what the onboarding does for it.
    public let assessments: [Assessment]

    /// The summary of `spec`, lowered from `tree` and validated, whose flow is `graph`.
    public init(spec: OnboardingSpec, tree: JSONSyntaxTree, graph: FlowGraph) {
        let input = LintInput(spec: spec, tree: tree, graph: graph)
        let media = Media(spec)
        assessments = Feature.allCases.map { feature in
            var findings = feature.rules.flatMap { rule in RuleCatalog.lintRule(withID: rule.id)?.diagnostics(in: input) ?? [] }
            if feature == .voiceControl {
                findings.removeAll { $0.pointer?.contains("/videoGrid/") != true }
            }
            let (support, reason) = Self.assess(feature, of: spec, media: media, findings: findings)
            return Assessment(feature: feature, support: support, reason: reason, findings: findings.sortedForPresentation())
        }
    }

    /// What the spec shows that moves, speaks or needs a label.
    private struct Media {
        var illustrations = 0
        var animations = 0
        var backgroundVideos = 0
        var videoCells = 0
        var captionFiles = 0
        var hasVideoButton = false

        init(_ spec: OnboardingSpec) {
            for slide in spec.slides {
                if let illustration = slide.illustration {
                    illustrations += 1
                    if case .animation = illustration { animations += 1 }
                }
                if slide.backgroundVideo != nil { backgroundVideos += 1 }
                if slide.backgroundVideo?.captions?.fileName != nil { captionFiles += 1 }
                videoCells += slide.videoGrid.count
            }
            hasVideoButton = spec.nextButton?.video != nil
            if spec.nextButton?.captions?.fileName != nil, hasVideoButton { captionFiles += 1 }
        }

        var videos: Int { backgroundVideos + (hasVideoButton ? 1 : 0) }
    }

    /// The support of `feature` and why, given the spec's media and the findings against it.
    private static func assess(_ feature: Feature, of spec: OnboardingSpec, media: Media, findings diagnostics: [Diagnostic]) -> (Support, String) {
        let findings = diagnostics.count
        /// `number` of `noun`, and the verb "have" in agreement: `count(2, "slide")` is `2 slides have`.
        func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
            number == 1 ? "1 \(noun) has" : "\(number) \(plural ?? noun + "s") have"
        }
        switch feature {
        case .voiceOver:
            if findings > 0 {
                return (.notSupported, "\(count(findings, "picture or video", plural: "pictures and videos")) no accessibility label: VoiceOver reads a file name or nothing instead.")
            }
            let pictures = media.illustrations + media.backgroundVideos + media.videoCells
            return (.supported, pictures == 0
                ? "VoiceOver reads the slides' texts, options and buttons; no picture or video needs a label."
                : "VoiceOver reads the slides' texts, options and buttons, and every picture and video has an accessibility label or is decorative.")
        case .voiceControl:
            if findings > 0 {
                return (.notSupported, "\(count(findings, "video cell")) no accessibility label, the name a Voice Control user says to tap one.")
            }
            return (.supported, "Every control has a name to say: buttons and options their titles" + (media.videoCells > 0 ? ", video cells their accessibility labels." : "."))
        case .largerText:
            if findings > 0 {
                return (.notSupported, "\(count(findings, "slide")) more text than an iPhone's screen holds at the largest accessibility size, as onboardc estimates it.")
            }
            return (.supported, "Every slide's texts fit an iPhone's screen at the largest accessibility size, as onboardc estimates them.")
        case .darkInterface:
            if findings > 0 {
                return (.notSupported, "\(count(findings, "colour")) no dark counterpart, so dark appearance shows the light one.")
            }
            let hasColors = spec.theme.primaryColor.light != nil || spec.theme.onPrimaryColor.light != nil
                || spec.slides.contains { $0.backgroundColor.light != nil || $0.titleColor.light != nil }
            return (.supported, hasColors
                ? "Every colour of the spec has a dark counterpart."
                : "The spec gives no colour of its own: the system's colours follow dark appearance.")
        case .differentiateWithoutColor:
            let marked = [spec.theme.isPageIndicatorHidden ? nil : "the current page dot", spec.slides.contains { $0.kind.hasOptions } ? "a chosen option" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            if findings > 0 {
                return (.notSupported, "The primary colour alone marks \(marked), and it differs from the grey of the others by hue more than by lightness.")
            }
            if marked.isEmpty { return (.supported, "No colour of the spec carries meaning on its own.") }
            return (.supported, spec.theme.primaryColor.light == nil && spec.theme.primaryColor.dark == nil
                ? "The system's colours mark \(marked); the spec gives none of its own."
                : "The primary colour, which alone marks \(marked), stands out from the grey of the others by lightness too (3:1 or more).")
        case .sufficientContrast:
            let textOnPrimaryFails = diagnostics.contains { $0.ruleID == Rule.lowContrast.id }
            let titleFails = diagnostics.contains { $0.ruleID == Rule.lowTitleContrast.id }
            switch (textOnPrimaryFails, titleFails) {
            case (true, true): return (.notSupported, "Text on the primary colour has a contrast below 4.5:1, and a slide's title below 3:1 on its background.")
            case (true, false): return (.notSupported, "Text on the primary colour has a contrast below 4.5:1.")
            case (false, true): return (.notSupported, "A slide's title has a contrast below 3:1 on its background.")
            case (false, false): break
            }
            let givesColors = [spec.theme.primaryColor, spec.theme.onPrimaryColor].contains { $0.light != nil || $0.dark != nil }
                || spec.slides.contains { [$0.backgroundColor, $0.titleColor].contains { $0.light != nil || $0.dark != nil } }
            return (.supported, givesColors
                ? "Text on the primary colour has a contrast of at least 4.5:1, and slide titles at least 3:1 on their backgrounds, in light and dark appearance."
                : "The spec gives no colour for buttons, titles or backgrounds: the system's contrast enough.")
        case .reducedMotion:
            let button = media.hasVideoButton ? " The video in the Continue button is the app's to pause when Reduce Motion is on." : ""
            if findings > 0 {
                return (.notSupported, "\(count(findings, "animation or background video", plural: "animations and background videos")) no still image to show when Reduce Motion is on." + button)
            }
            if media.animations + media.backgroundVideos == 0 {
                return (.supported, "Nothing on the slides moves of itself." + button)
            }
            return (.supported, "Every animation and background video has a still image to show when Reduce Motion is on." + button)
        case .captions:
            let cells = media.videoCells > 0 ? " The video grid's cells are not covered: the format gives them no captions." : ""
            if media.videos == 0 {
                return (.notApplicable, "No slide has a background video, and the Continue button has no video." + cells)
            }
            if findings > 0 {
                return (.notSupported, (findings == 1 ? "1 video does not say its captions." : "\(findings) videos do not say their captions.") + cells)
            }
            if media.captionFiles == 0 {
                return (.notApplicable, "No video has speech to caption: each says \"captions\": \"none\"." + cells)
            }
            let withoutSpeech = media.videos - media.captionFiles
            let others = withoutSpeech == 0 ? "" : withoutSpeech == 1 ? "; the other has no speech" : "; the others have no speech"
            return (.supported, "\(count(media.captionFiles, "video with speech", plural: "videos with speech")) WebVTT captions\(others)." + cells)
        case .audioDescriptions:
            if media.videos + media.videoCells == 0 {
                return (.notApplicable, "The onboarding has no video.")
            }
            return (.notSupported, "The format has no way to give a video an audio description; VoiceOver reads the videos' accessibility labels instead.")
        }
    }
}
