import JSONSyntax
import OnboardingDiagnostics

extension Rule {
    public static let missingReduceMotionAlternative = Rule(
        id: "missing_reduce_motion_alternative", name: "Missing Reduce Motion Alternative", stage: .lint, defaultSeverity: .warning,
        summary: "An animation or a background video has no still image to show when Reduce Motion is on.",
        rationale: """
            People turn on Reduce Motion because moving pictures make them dizzy or sick, or pull their attention \
            away from the text. An animation or a video that plays all the same is what they turned it on against. \
            Give the animation or the video '"reduceMotion": { "iosAssetName": "..." }', a still image from the \
            asset catalog: the generated code hands it to the app's view with the animation or the video, and the \
            preview's Reduce Motion toggle shows it.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "animatedIllustration": ↓{ "fileName": "wave.json", "accessibilityLabel": "A wave" } }] }"##,
            ##"{ "slides": [{ "backgroundVideo": ↓{ "name": "intro", "accessibilityLabel": "Waves at dusk", "captions": "none" } }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "animatedIllustration": { "fileName": "wave.json", "accessibilityLabel": "A wave", "reduceMotion": { "iosAssetName": "wave-still" } } }] }"##,
            ##"{ "slides": [{ "backgroundVideo": { "name": "intro", "accessibilityLabel": "Waves at dusk", "captions": "none", "reduceMotion": { "iosAssetName": "dusk" } } }] }"##,
            ##"{ "slides": [{ "staticIllustration": { "iosAssetName": "welcome", "accessibilityLabel": "A waving hand" } }] }"##,
        ])
}

/// The check of `missing_reduce_motion_alternative`.
enum MissingReduceMotionAlternativeRule {
    static let lintRule: LintRule = LintRule(.missingReduceMotionAlternative) { input in
        var diagnostics: [Diagnostic] = []
        let slides = input.spec.slides
        // Media are asked for their still image rather than bound: binding one copies it.
        for index in slides.indices {
            if case .animation? = slides[index].illustration, slides[index].illustration?.reduceMotionImage == nil {
                diagnostics.append(
                    input.tree.diagnostic(
                        .missingReduceMotionAlternative,
                        "the animation of \(slides[index].nameForDiagnostic) has no 'reduceMotion' image: it moves even when Reduce Motion is on",
                        at: slides[index].pointer + "/animatedIllustration"))
            }
            if slides[index].backgroundVideo != nil, slides[index].backgroundVideo?.reduceMotionImage == nil {
                diagnostics.append(
                    input.tree.diagnostic(
                        .missingReduceMotionAlternative,
                        "the background video of \(slides[index].nameForDiagnostic) has no 'reduceMotion' image: it plays even when Reduce Motion is on",
                        at: slides[index].pointer + "/backgroundVideo"))
            }
        }
        return diagnostics
    }
}
