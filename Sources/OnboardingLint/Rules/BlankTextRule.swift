import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingModel

extension Rule {
    public static let blankText = Rule(
        id: "blank_text", name: "Blank Text", stage: .lint, defaultSeverity: .warning,
        summary: "A text users read is empty or only white space, or a page slide shows neither text nor picture.",
        rationale: """
            An empty title leaves a gap where the slide's heading goes, and an empty button or option title a \
            control that shows nothing and that VoiceOver reads as nothing. Write the text, or leave an optional \
            key out. A page slide without a title, subtitle, illustration, background image or video is a blank \
            screen. A variant's override may be empty: left out, it would keep the slide's text, so an empty one is \
            how a variant drops it.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": ↓"" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "buttonTitle": ↓"  " }] }"##,
            ##"{ "slides": [{ "kind": "choice", "title": "Level?", "choices": [{ "id": "a", "title": ↓"" }] }] }"##,
            ##"{ "slides": [↓{ "id": "blank" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }, { "staticIllustration": { "iosAssetName": "map", "decorative": true } }] }"##,
            ##"{ "slides": [{ "id": "a", "title": "Hi", "subtitle": "More" }], "variants": { "short": { "weight": 1, "slides": ["a"], "overrides": { "a": { "subtitle": "" } } } } }"##,
        ])
}

/// The check of `blank_text`.
enum BlankTextRule {
    static let lintRule: LintRule = LintRule(.blankText) { input in
        var diagnostics: [Diagnostic] = []
        input.spec.forEachLocalizableText { text in
            if case .variantTexts = text.owner { return }
            guard text.value.allSatisfy(\.isWhitespace) else { return }
            diagnostics.append(
                input.tree.diagnostic(.blankText, "\(text.description(in: input.spec)) is blank", at: text.pointer(in: input.spec)))
        }
        for slide in input.spec.slides where slide.kind == .page && showsNothing(slide) {
            diagnostics.append(
                input.tree.diagnostic(
                    .blankText, "\(slide.nameForDiagnostic) shows nothing: it has no title, subtitle, illustration, background image or video",
                    at: slide.pointer))
        }
        return diagnostics
    }

    private static func showsNothing(_ slide: Slide) -> Bool {
        slide.title == nil && slide.boldTitle == nil && slide.subtitle == nil && slide.illustration == nil && slide.backgroundImage == nil
            && slide.backgroundVideo == nil && slide.videoGrid.isEmpty
    }
}
