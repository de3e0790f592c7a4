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
            key out; an option that shows an emoji may leave its title empty. A page slide without a title, bold \
            title, subtitle, illustration, background image, video or video grid is a blank screen, with at most a \
            button. A variant's title, bold title or subtitle may be empty: left out, it would keep the slide's text, \
            so an empty one is how a variant drops it; its button title may not, and no override is only white space.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": ↓"" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "buttonTitle": ↓"  " }] }"##,
            ##"{ "slides": [{ "kind": "choice", "title": "Level?", "choices": [{ "id": "a", "title": ↓"" }] }] }"##,
            ##"{ "slides": [↓{ "id": "blank" }] }"##,
            ##"{ "slides": [{ "id": "a", "title": "Hi" }], "variants": { "short": { "weight": 1, "slides": ["a"], "overrides": { "a": { "buttonTitle": ↓"" } } } } }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }, { "staticIllustration": { "iosAssetName": "map", "decorative": true } }] }"##,
            ##"{ "slides": [{ "id": "a", "title": "Hi", "subtitle": "More" }], "variants": { "short": { "weight": 1, "slides": ["a"], "overrides": { "a": { "subtitle": "" } } } } }"##,
            ##"{ "slides": [{ "kind": "choice", "title": "Lunch?", "choices": [{ "id": "pizza", "title": "", "emoji": "🍕" }, { "id": "salad", "title": "Salad" }] }] }"##,
        ])
}

/// The check of `blank_text`.
enum BlankTextRule {
    static let lintRule: LintRule = LintRule(.blankText) { input in
        var diagnostics: [Diagnostic] = []
        input.spec.forEachLocalizableText { text in
            guard text.value.allSatisfy(\.isWhitespace), !mayBeBlank(text, in: input.spec) else { return }
            diagnostics.append(
                input.tree.diagnostic(.blankText, "\(text.description(in: input.spec)) is blank", at: text.pointer(in: input.spec)))
        }
        for slide in input.spec.slides where slide.kind == .page && showsNothing(slide) {
            let shown = slide.buttonTitle == nil ? "nothing" : "only its button"
            diagnostics.append(
                input.tree.diagnostic(
                    .blankText,
                    "\(slide.nameForDiagnostic) shows \(shown): it has no title, bold title, subtitle, illustration, background image, video or video grid",
                    at: slide.pointer))
        }
        return diagnostics
    }

    /// Whether a blank `text` is meant: a variant's empty override that drops a slide's text, or
    /// the title of an option that shows an emoji.
    private static func mayBeBlank(_ text: TextSite, in spec: OnboardingSpec) -> Bool {
        switch text.owner {
        case .variantTexts: text.value.isEmpty && text.role != .buttonTitle
        case .option(let slide, let choice): !(spec.slides[slide].choices[choice].emoji ?? "").allSatisfy(\.isWhitespace)
        default: false
        }
    }

    private static func showsNothing(_ slide: Slide) -> Bool {
        slide.title == nil && slide.boldTitle == nil && slide.subtitle == nil && slide.illustration == nil && slide.backgroundImage == nil
            && slide.backgroundVideo == nil && slide.videoGrid.isEmpty
    }
}
