import JSONSyntax
import OnboardingDiagnostics

extension Rule {
    public static let missingAccessibilityLabel = Rule(
        id: "missing_accessibility_label", name: "Missing Accessibility Label", stage: .lint, defaultSeverity: .warning,
        summary: "An illustration, background video or video grid cell has no 'accessibilityLabel', and the illustration is not decorative.",
        rationale: """
            VoiceOver reads the accessibility label in place of the picture. Without one, a blind user hears \
            the file name or nothing at all, and misses what the slide is showing. Describe what the picture \
            conveys, not how it looks. An illustration that only adorns the slide, and says nothing the texts do \
            not, is '"decorative": true' instead, and VoiceOver skips it.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "staticIllustration": ↓{ "iosAssetName": "welcome" } }] }"##,
            ##"{ "slides": [{ "animatedIllustration": ↓{ "fileName": "wave.json" } }] }"##,
            ##"{ "slides": [{ "backgroundVideo": ↓{ "name": "intro" } }] }"##,
            ##"{ "slides": [{ "videoGrid": [{ "video": "a", "cover": "a-cover", "accessibilityLabel": "A sign" }, ↓{ "video": "b", "cover": "b-cover" }] }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "staticIllustration": { "iosAssetName": "welcome", "accessibilityLabel": "A waving hand" } }] }"##,
            ##"{ "slides": [{ "backgroundImage": { "iosAssetName": "paper" } }] }"##,
            ##"{ "slides": [{ "staticIllustration": { "iosAssetName": "confetti", "decorative": true } }, { "animatedIllustration": { "fileName": "sparkles.json", "decorative": true } }] }"##,
        ])
}

/// The check of `missing_accessibility_label`.
enum MissingAccessibilityLabelRule {
    static let lintRule: LintRule = LintRule(.missingAccessibilityLabel) { input in
        var diagnostics: [Diagnostic] = []
        // The pointer is built only for a finding.
        func check(
            hasLabel: Bool, _ what: @autoclosure () -> String, at pointer: @autoclosure () -> String, of slide: Int, mayBeDecorative: Bool = false
        ) {
            guard !hasLabel else { return }
            let alternative = mayBeDecorative ? ", nor is it '\"decorative\": true'" : ""
            diagnostics.append(
                input.tree.diagnostic(
                    .missingAccessibilityLabel,
                    "\(what()) of \(input.spec.slides[slide].nameForDiagnostic) has no 'accessibilityLabel' for VoiceOver\(alternative)",
                    at: pointer()))
        }
        let slides = input.spec.slides
        // Media are asked whether they have a label rather than bound: binding one copies it,
        // retaining each of its strings.
        for index in slides.indices {
            let isDescribed = slides[index].illustration.map { $0.accessibilityLabel != nil || $0.isDecorative } ?? true
            switch slides[index].illustration {
            case .image?:
                check(hasLabel: isDescribed, "the illustration", at: slides[index].pointer + "/staticIllustration", of: index, mayBeDecorative: true)
            case .animation?:
                check(hasLabel: isDescribed, "the animation", at: slides[index].pointer + "/animatedIllustration", of: index, mayBeDecorative: true)
            case nil:
                break
            }
            if slides[index].backgroundVideo != nil {
                check(
                    hasLabel: slides[index].backgroundVideo?.accessibilityLabel != nil, "the background video",
                    at: slides[index].pointer + "/backgroundVideo", of: index)
            }
            for item in slides[index].videoGrid.indices {
                check(
                    hasLabel: slides[index].videoGrid[item].accessibilityLabel != nil, "video grid cell \(item + 1)",
                    at: "\(slides[index].pointer)/videoGrid/\(item)", of: index)
            }
        }
        return diagnostics
    }
}
