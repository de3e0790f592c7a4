import OnboardingLocalization
import OnboardingModel

extension TextSite {
    /// How messages name the text, such as `title of slide 'welcome'`.
    func description(in spec: OnboardingSpec) -> String {
        func entryName(_ entry: Int) -> String { "what's-new \(spec.whatsNew[entry].version.quotedForDiagnostic)" }
        let ownerName: String =
            switch owner {
            case .slide(let index): spec.slides[index].nameForDiagnostic
            case .option(let slide, let choice): "option \(spec.slides[slide].choices[choice].id.quotedForDiagnostic)"
            case .illustration(let slide): "the illustration of \(spec.slides[slide].nameForDiagnostic)"
            case .backgroundVideo(let slide): "the background video of \(spec.slides[slide].nameForDiagnostic)"
            case .videoCell(let slide, let cell): "video cell \(cell + 1) of \(spec.slides[slide].nameForDiagnostic)"
            case .nextButton: "'nextButton'"
            case .whatsNew(let entry): entryName(entry)
            case .feature(let entry, let feature): "feature \(feature + 1) of \(entryName(entry))"
            case .primaryAction(let entry): "the primary action of \(entryName(entry))"
            case .secondaryAction(let entry): "the secondary action of \(entryName(entry))"
            case .variantTexts(let variant, let texts):
                "slide \(spec.variants[variant].overrides[texts].slideID.quotedForDiagnostic) in variant \(spec.variants[variant].name.quotedForDiagnostic)"
            }
        return "\(field) of \(ownerName)"
    }
}

extension Slide {
    /// How messages name the slide: by its id when it has one, else by its position.
    var nameForDiagnostic: String {
        hasExplicitID ? "slide \(id.quotedForDiagnostic)" : "slide \(position + 1)"
    }
}
