import JSONSyntax
import OnboardingModel

extension OnboardingSpec {
    /// Every text of the spec that users read, with its localization key, in spec order.
    ///
    /// Keys are made of ids, never of positions in an array, so reordering slides, options, cells
    /// or features changes no key:
    ///
    /// | Text | Key |
    /// |---|---|
    /// | a slide's title, bold title, subtitle, button title | `<slide>.title`, `<slide>.boldTitle`, `<slide>.subtitle`, `<slide>.buttonTitle` |
    /// | a text-input slide's placeholder | `<slide>.placeholder` |
    /// | an option of a choice slide | `<slide>.option.<option>.title` |
    /// | VoiceOver labels | `<slide>.illustration.accessibilityLabel`, `<slide>.backgroundVideo.accessibilityLabel`, `<slide>.videoGrid.<cell>.accessibilityLabel` |
    /// | a slide's text in a variant | `<slide>.title.<variant>`, `<slide>.boldTitle.<variant>`, … |
    /// | the Continue button | `nextButton.title` |
    /// | a what's-new screen | `whatsNew.<version>.title`, `whatsNew.<version>.feature.<feature>.title`, `….subtitle`, `whatsNew.<version>.primaryAction.title`, `….secondaryAction.title` |
    ///
    /// A slide, cell or feature without an id has its default id, which comes from its position.
    /// Dropped slides have no texts.
    public func localizableTexts() -> [LocalizableText] {
        var texts: [LocalizableText] = []
        let doNotTranslate = Set(localization.doNotTranslate)
        let marker = LocalizableText.ownershipMarker(forSpecNamed: name)
        forEachLocalizableText { site in
            let key = site.key(in: self)
            texts.append(
                LocalizableText(
                    key: key, sourceValue: site.catalogValue, comment: site.comment(in: self) + marker,
                    commentDescription: site.commentDescription(in: self), role: site.role, pointer: site.pointer(in: self),
                    shouldTranslate: !doNotTranslate.contains(key), insertedAnswers: site.insertedAnswers))
        }
        return texts
    }

    /// Calls `body` with every localizable text of the spec, in spec order.
    ///
    /// Visited rather than collected, and with the key, pointer and comment made only when asked
    /// for: validation needs only the keys, and lint rules that read texts only the pointer of a
    /// finding.
    package func forEachLocalizableText(_ body: (TextSite) -> Void) {
        func visit(_ value: String?, _ role: LocalizableText.Role, _ field: String, _ owner: TextSite.Owner) {
            guard let value else { return }
            body(TextSite(owner: owner, role: role, field: field, value: value))
        }
        for index in slides.indices {
            visit(slides[index].title, .title, "title", .slide(index))
            visit(slides[index].boldTitle, .boldTitle, "boldTitle", .slide(index))
            visit(slides[index].subtitle, .subtitle, "subtitle", .slide(index))
            for choice in slides[index].choices.indices {
                visit(slides[index].choices[choice].title, .optionTitle, "title", .option(slide: index, choice: choice))
            }
            visit(slides[index].illustration?.accessibilityLabel, .accessibilityLabel, "accessibilityLabel", .illustration(slide: index))
            visit(slides[index].backgroundVideo?.accessibilityLabel, .accessibilityLabel, "accessibilityLabel", .backgroundVideo(slide: index))
            for cell in slides[index].videoGrid.indices {
                visit(
                    slides[index].videoGrid[cell].accessibilityLabel, .accessibilityLabel, "accessibilityLabel",
                    .videoCell(slide: index, cell: cell))
            }
            visit(slides[index].buttonTitle, .buttonTitle, "buttonTitle", .slide(index))
            visit(slides[index].textInput?.placeholder, .placeholder, "placeholder", .slide(index))
        }
        visit(nextButton?.title, .nextButtonTitle, "title", .nextButton)
        forEachWhatsNewText(body)
        for variant in variants.indices {
            for texts in variants[variant].overrides.indices {
                let owner = TextSite.Owner.variantTexts(variant: variant, texts: texts)
                let override = variants[variant].overrides[texts]
                visit(override.title, .title, "title", owner)
                visit(override.boldTitle, .boldTitle, "boldTitle", owner)
                visit(override.subtitle, .subtitle, "subtitle", owner)
                visit(override.buttonTitle, .buttonTitle, "buttonTitle", owner)
            }
        }
    }

    /// Calls `body` with every text of the what's-new screens, in spec order.
    func forEachWhatsNewText(_ body: (TextSite) -> Void) {
        func visit(_ value: String?, _ role: LocalizableText.Role, _ field: String, _ owner: TextSite.Owner) {
            guard let value else { return }
            body(TextSite(owner: owner, role: role, field: field, value: value))
        }
        for entry in whatsNew.indices {
            visit(whatsNew[entry].title, .whatsNewTitle, "title", .whatsNew(entry))
            for feature in whatsNew[entry].features.indices {
                visit(whatsNew[entry].features[feature].title, .featureTitle, "title", .feature(entry: entry, feature: feature))
                visit(whatsNew[entry].features[feature].subtitle, .featureSubtitle, "subtitle", .feature(entry: entry, feature: feature))
            }
            visit(whatsNew[entry].primaryAction?.title, .actionTitle, "title", .primaryAction(entry: entry))
            visit(whatsNew[entry].secondaryAction?.title, .actionTitle, "title", .secondaryAction(entry: entry))
        }
    }
}

extension LocalizableText {
    /// The end of the comment of every text of the spec named `specName`: how `onboardc strings`
    /// tells the keys a spec owns from the other keys of a catalog, which it leaves alone.
    public static func ownershipMarker(forSpecNamed specName: String) -> String {
        " [onboardc: \(specName)]"
    }
}

/// A localizable text and the object of the spec that holds it.
package struct TextSite {
    /// The object of the spec that holds a text.
    package enum Owner {
        case slide(Int)
        case option(slide: Int, choice: Int)
        case illustration(slide: Int)
        case backgroundVideo(slide: Int)
        case videoCell(slide: Int, cell: Int)
        case nextButton
        case whatsNew(Int)
        case feature(entry: Int, feature: Int)
        case primaryAction(entry: Int)
        case secondaryAction(entry: Int)
        /// The texts of a slide that differ in a variant: `overrides[texts]` of `variants[variant]`.
        case variantTexts(variant: Int, texts: Int)
    }

    package var owner: Owner
    package var role: LocalizableText.Role
    /// The key that holds the text in its object, such as `title`.
    package var field: String
    package var value: String

    /// The localization key of the text (see `TextKey`).
    func key(in spec: OnboardingSpec) -> String {
        switch owner {
        case .slide(let slide): TextKey.slideText(field, of: spec.slides[slide])
        case .option(let slide, let choice): TextKey.optionTitle(spec.slides[slide].choices[choice], of: spec.slides[slide])
        case .illustration(let slide): TextKey.illustrationLabel(of: spec.slides[slide])
        case .backgroundVideo(let slide): TextKey.backgroundVideoLabel(of: spec.slides[slide])
        case .videoCell(let slide, let cell): TextKey.videoCellLabel(spec.slides[slide].videoGrid[cell], of: spec.slides[slide])
        case .nextButton: TextKey.nextButtonTitle
        case .whatsNew(let entry): TextKey.whatsNewTitle(of: spec.whatsNew[entry])
        case .feature(let entry, let feature):
            TextKey.featureText(field, of: spec.whatsNew[entry].features[feature], in: spec.whatsNew[entry])
        case .primaryAction(let entry): TextKey.primaryActionTitle(of: spec.whatsNew[entry])
        case .secondaryAction(let entry): TextKey.secondaryActionTitle(of: spec.whatsNew[entry])
        case .variantTexts(let variant, let texts):
            TextKey.variantText(field, ofSlide: spec.variants[variant].overrides[texts].slideID, in: spec.variants[variant].name)
        }
    }

    /// The JSON pointer of the text.
    package func pointer(in spec: OnboardingSpec) -> String {
        let object: String =
            switch owner {
            case .slide(let slide): spec.slides[slide].pointer
            case .option(let slide, let choice): spec.slides[slide].choices[choice].pointer
            case .illustration(let slide):
                switch spec.slides[slide].illustration {
                case .animation?: spec.slides[slide].pointer + "/animatedIllustration"
                default: spec.slides[slide].pointer + "/staticIllustration"
                }
            case .backgroundVideo(let slide): spec.slides[slide].pointer + "/backgroundVideo"
            case .videoCell(let slide, let cell): "\(spec.slides[slide].pointer)/videoGrid/\(cell)"
            case .nextButton: spec.pointer + "/nextButton"
            case .whatsNew(let entry): spec.whatsNew[entry].pointer
            case .feature(let entry, let feature): "\(spec.whatsNew[entry].pointer)/features/\(feature)"
            case .primaryAction(let entry): spec.whatsNew[entry].pointer + "/primaryAction"
            case .secondaryAction(let entry): spec.whatsNew[entry].pointer + "/secondaryAction"
            case .variantTexts(let variant, let texts): spec.variants[variant].overrides[texts].pointer
            }
        return JSONPointer.appending(field, to: object)
    }

    /// What the text is and where it appears, for translators: `Title of slide 'welcome' (screen 'Welcome').`
    func comment(in spec: OnboardingSpec) -> String {
        description(in: spec, namingScreens: true) + answersInComment + "."
    }

    /// The start of `comment(in:)` that says what the text is and where, without the name of the
    /// slide's screen and the answers the text inserts: `Title of slide 'welcome'`.
    func commentDescription(in spec: OnboardingSpec) -> String {
        description(in: spec, namingScreens: false)
    }

    /// What the text is and where it appears; with the name of the slide's screen, at its end, when `namingScreens`.
    private func description(in spec: OnboardingSpec, namingScreens: Bool) -> String {
        func slideName(_ slide: Int) -> String {
            let screen = namingScreens ? spec.slides[slide].screenName.map { " (screen '\($0)')" } ?? "" : ""
            return "slide '\(spec.slides[slide].id)'\(screen)"
        }
        func screenName(_ entry: Int) -> String { "the what's-new screen of version \(spec.whatsNew[entry].version)" }
        return switch (owner, role) {
        case (.slide(let slide), .boldTitle): "Bold part after the title of \(slideName(slide))"
        case (.slide(let slide), .subtitle): "Text under the title of \(slideName(slide))"
        case (.slide(let slide), .buttonTitle): "Continue button of \(slideName(slide))"
        case (.slide(let slide), .placeholder): "Text in the empty field of \(slideName(slide))"
        case (.slide(let slide), _): "Title of \(slideName(slide))"
        case (.option(let slide, let choice), _):
            "Option '\(spec.slides[slide].choices[choice].id)' to choose on \(slideName(slide))"
        case (.illustration(let slide), _): "VoiceOver label of the illustration of \(slideName(slide))"
        case (.backgroundVideo(let slide), _): "VoiceOver label of the background video of \(slideName(slide))"
        case (.videoCell(let slide, let cell), _):
            "VoiceOver label of video cell '\(spec.slides[slide].videoGrid[cell].id)' of \(slideName(slide))"
        case (.nextButton, _): "Continue button of every slide"
        case (.whatsNew(let entry), _): "Title of \(screenName(entry))"
        case (.feature(let entry, let feature), .featureSubtitle):
            "Description of feature '\(spec.whatsNew[entry].features[feature].id)' on \(screenName(entry))"
        case (.feature(let entry, let feature), _):
            "Title of feature '\(spec.whatsNew[entry].features[feature].id)' on \(screenName(entry))"
        case (.primaryAction(let entry), _): "Main button of \(screenName(entry))"
        case (.secondaryAction(let entry), _): "Second button of \(screenName(entry))"
        case (.variantTexts(let variant, let texts), _):
            "\(Self.slideTextName(role)) of slide '\(spec.variants[variant].overrides[texts].slideID)' in variant '\(spec.variants[variant].name)' of an experiment"
        }
    }

    /// The ids of the questions whose answers the text inserts, in its order.
    var insertedAnswers: [String] {
        mayInsertAnswers ? AnswerPlaceholder.all(in: value).map(\.answer) : []
    }

    /// What the comment says of the answers the text inserts: `; %@ is the answer to 'name'`, or nothing.
    private var answersInComment: String {
        let answers = insertedAnswers.map { "'\($0)'" }
        switch answers.count {
        case 0: return ""
        case 1: return "; %@ is the answer to \(answers[0])"
        default: return "; " + answers.indices.map { "%\($0 + 1)$@ is the answer to \(answers[$0])" }.joined(separator: ", ")
        }
    }

    /// What translators call a slide's text of `role`.
    private static func slideTextName(_ role: LocalizableText.Role) -> String {
        switch role {
        case .boldTitle: "Bold part after the title"
        case .subtitle: "Text under the title"
        case .buttonTitle: "Continue button"
        default: "Title"
        }
    }

    /// The text as the String Catalog holds it: a format with `%@` for each answer it inserts
    /// (see `AnswerPlaceholder.catalogFormat(of:)`), the text itself otherwise.
    var catalogValue: String {
        mayInsertAnswers ? AnswerPlaceholder.catalogFormat(of: value) : value
    }

    /// Whether the text is one that may insert answers (`Slide.keysOfTextsThatMayInsertAnswers`),
    /// of a slide or of a variant's wording of it.
    package var mayInsertAnswers: Bool {
        switch owner {
        case .slide, .variantTexts: Slide.keysOfTextsThatMayInsertAnswers.contains(field)
        default: false
        }
    }
}
