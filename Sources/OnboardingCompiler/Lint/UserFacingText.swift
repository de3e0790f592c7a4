/// A text of the spec that users read, with where it is and how a message names it.
struct UserFacingText {
    var text: String
    var pointer: String
    /// Such as `title of slide 'welcome'`.
    var description: String
}

extension Slide {
    /// How messages name the slide: by its id when it has one, else by its position.
    var nameForDiagnostic: String {
        hasExplicitID ? "slide \(id.quotedForDiagnostic)" : "slide \(position + 1)"
    }
}

extension OnboardingSpec {
    /// Every text shown to users: slide, option, what's-new and button texts, in spec order.
    func userFacingTexts() -> [UserFacingText] {
        var texts: [UserFacingText] = []
        func add(_ text: String?, _ key: String, of pointer: String, _ owner: String) {
            guard let text else { return }
            texts.append(UserFacingText(text: text, pointer: JSONPointer.appending(key, to: pointer), description: "\(key) of \(owner)"))
        }
        for slide in slides {
            let name = slide.nameForDiagnostic
            add(slide.title, "title", of: slide.pointer, name)
            add(slide.boldTitle, "boldTitle", of: slide.pointer, name)
            add(slide.subtitle, "subtitle", of: slide.pointer, name)
            for choice in slide.choices {
                add(choice.title, "title", of: choice.pointer, "option \(choice.id.quotedForDiagnostic)")
            }
            add(slide.buttonTitle, "buttonTitle", of: slide.pointer, name)
        }
        add(nextButton?.title, "title", of: "/nextButton", "'nextButton'")
        for entry in whatsNew {
            let name = "what's-new \(entry.version.quotedForDiagnostic)"
            add(entry.title, "title", of: entry.pointer, name)
            for (index, feature) in entry.features.enumerated() {
                let pointer = "\(entry.pointer)/features/\(index)"
                add(feature.title, "title", of: pointer, "feature \(index + 1) of \(name)")
                add(feature.subtitle, "subtitle", of: pointer, "feature \(index + 1) of \(name)")
            }
            add(entry.primaryAction?.title, "title", of: entry.pointer + "/primaryAction", "the primary action of \(name)")
            add(entry.secondaryAction?.title, "title", of: entry.pointer + "/secondaryAction", "the secondary action of \(name)")
        }
        return texts
    }
}
