import JSONSyntax
import OnboardingSpec

/// A text of the spec that users read, and where it is.
///
/// Its pointer and the way messages name it are built only for a finding: built for every text,
/// they cost more than the checks themselves.
struct UserFacingText {
    /// Which object of the spec holds a text.
    enum Owner {
        case slide(Int)
        case option(slide: Int, choice: Int)
        case nextButton
        case whatsNew(Int)
        case feature(entry: Int, feature: Int)
        case primaryAction(entry: Int)
        case secondaryAction(entry: Int)
    }

    var text: String
    /// The key that holds the text in its object, such as `title`.
    var key: String
    var owner: Owner

    /// The JSON pointer of the text.
    func pointer(in spec: OnboardingSpec) -> String {
        let object: String =
            switch owner {
            case .slide(let index): spec.slides[index].pointer
            case .option(let slide, let choice): spec.slides[slide].choices[choice].pointer
            case .nextButton: spec.pointer + "/nextButton"
            case .whatsNew(let entry): spec.whatsNew[entry].pointer
            case .feature(let entry, let feature): "\(spec.whatsNew[entry].pointer)/features/\(feature)"
            case .primaryAction(let entry): spec.whatsNew[entry].pointer + "/primaryAction"
            case .secondaryAction(let entry): spec.whatsNew[entry].pointer + "/secondaryAction"
            }
        return JSONPointer.appending(key, to: object)
    }

    /// How messages name the text, such as `title of slide 'welcome'`.
    func description(in spec: OnboardingSpec) -> String {
        func entryName(_ entry: Int) -> String { "what's-new \(spec.whatsNew[entry].version.quotedForDiagnostic)" }
        let ownerName: String =
            switch owner {
            case .slide(let index): spec.slides[index].nameForDiagnostic
            case .option(let slide, let choice): "option \(spec.slides[slide].choices[choice].id.quotedForDiagnostic)"
            case .nextButton: "'nextButton'"
            case .whatsNew(let entry): entryName(entry)
            case .feature(let entry, let feature): "feature \(feature + 1) of \(entryName(entry))"
            case .primaryAction(let entry): "the primary action of \(entryName(entry))"
            case .secondaryAction(let entry): "the secondary action of \(entryName(entry))"
            }
        return "\(key) of \(ownerName)"
    }
}

extension Slide {
    /// How messages name the slide: by its id when it has one, else by its position.
    var nameForDiagnostic: String {
        hasExplicitID ? "slide \(id.quotedForDiagnostic)" : "slide \(position + 1)"
    }
}

extension OnboardingSpec {
    /// Calls `body` with every text shown to users: slide, option, what's-new and button texts, in
    /// spec order.
    ///
    /// Visited rather than collected: an array of every text retained each string once more.
    func forEachUserFacingText(_ body: (UserFacingText) -> Void) {
        func visit(_ text: String?, _ key: String, _ owner: UserFacingText.Owner) {
            guard let text else { return }
            body(UserFacingText(text: text, key: key, owner: owner))
        }
        // By index: a slide copied out of the array retains every string it holds.
        for index in slides.indices {
            visit(slides[index].title, "title", .slide(index))
            visit(slides[index].boldTitle, "boldTitle", .slide(index))
            visit(slides[index].subtitle, "subtitle", .slide(index))
            for choiceIndex in slides[index].choices.indices {
                visit(slides[index].choices[choiceIndex].title, "title", .option(slide: index, choice: choiceIndex))
            }
            visit(slides[index].buttonTitle, "buttonTitle", .slide(index))
        }
        visit(nextButton?.title, "title", .nextButton)
        for (entryIndex, entry) in whatsNew.enumerated() {
            visit(entry.title, "title", .whatsNew(entryIndex))
            for (featureIndex, feature) in entry.features.enumerated() {
                visit(feature.title, "title", .feature(entry: entryIndex, feature: featureIndex))
                visit(feature.subtitle, "subtitle", .feature(entry: entryIndex, feature: featureIndex))
            }
            visit(entry.primaryAction?.title, "title", .primaryAction(entry: entryIndex))
            visit(entry.secondaryAction?.title, "title", .secondaryAction(entry: entryIndex))
        }
    }
}
