import JSONSyntax
import OnboardingDiagnostics

extension Rule {
    public static let animationFileType = Rule(
        id: "animation_file_type", name: "Animation File Type", stage: .lint, defaultSeverity: .warning,
        summary: "An animated illustration's file is neither Lottie JSON ('.json') nor dotLottie ('.lottie').",
        rationale: """
            The file's extension tells the generated code how to load the animation. Lottie plays '.json' and \
            '.lottie' files only; a GIF, a video or a name without extension would show nothing at run time.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "animatedIllustration": { "fileName": ↓"wave.gif", "accessibilityLabel": "A wave" } }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "animatedIllustration": { "fileName": "wave.json", "accessibilityLabel": "A wave" } }] }"##,
            ##"{ "slides": [{ "animatedIllustration": { "fileName": "Wave.LOTTIE", "accessibilityLabel": "A wave" } }] }"##,
        ])
}

/// The check of `animation_file_type`.
enum AnimationFileTypeRule {
    static let lintRule: LintRule = LintRule(.animationFileType) { input in
        let slides = input.spec.slides
        return slides.indices.compactMap { index in
            guard case .animation(let animation)? = slides[index].illustration, animation.format == .unknown else { return nil }
            let slide = slides[index]
            return input.tree.diagnostic(
                .animationFileType,
                "animation file \(animation.fileName.quotedForDiagnostic) of \(slide.nameForDiagnostic) is neither Lottie JSON ('.json') nor dotLottie ('.lottie')",
                at: slide.pointer + "/animatedIllustration/fileName")
        }
    }
}
