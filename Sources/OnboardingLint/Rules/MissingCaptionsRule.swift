import JSONSyntax
import OnboardingDiagnostics

extension Rule {
    public static let missingCaptions = Rule(
        id: "missing_captions", name: "Missing Captions", stage: .lint, defaultSeverity: .warning,
        summary: "A background video or a video next button does not say what captions its speech has.",
        rationale: """
            Deaf and hard-of-hearing people read what a video says. Give the video '"captions"': the WebVTT file \
            of the captions of its speech, in the app bundle, such as "intro.vtt"; or "none" for a video without \
            speech, which says that there is nothing to caption. The generated code hands the captions to the app's \
            player, and 'onboardc accessibility' summarises them for the App Store.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "backgroundVideo": ↓{ "name": "intro", "accessibilityLabel": "A guide waving" } }] }"##,
            ##"{ "nextButton": ↓{ "video": "button-loop" }, "slides": [{ "title": "Hi" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "backgroundVideo": { "name": "intro", "accessibilityLabel": "A guide waving", "captions": "intro.vtt" } }] }"##,
            ##"{ "nextButton": { "video": "button-loop", "captions": "none" }, "slides": [{ "title": "Hi" }] }"##,
            ##"{ "nextButton": { "title": "Next" }, "slides": [{ "title": "Hi" }] }"##,
        ])
}

/// The check of `missing_captions`.
enum MissingCaptionsRule {
    static let lintRule: LintRule = LintRule(.missingCaptions) { input in
        let advice = "give 'captions' its WebVTT file, or \"none\" for a video without speech"
        var diagnostics: [Diagnostic] = []
        let slides = input.spec.slides
        for index in slides.indices where slides[index].backgroundVideo != nil && slides[index].backgroundVideo?.captions == nil {
            diagnostics.append(
                input.tree.diagnostic(
                    .missingCaptions, "the background video of \(slides[index].nameForDiagnostic) does not say its captions; \(advice)",
                    at: slides[index].pointer + "/backgroundVideo"))
        }
        if let button = input.spec.nextButton, button.video != nil, button.captions == nil {
            diagnostics.append(
                input.tree.diagnostic(
                    .missingCaptions, "the video of 'nextButton' does not say its captions; \(advice)", at: input.spec.pointer + "/nextButton"))
        }
        return diagnostics
    }
}
