import OnboardingLocalization
import OnboardingSemantics
import OnboardingModel

/// One slide as the templates read it: its names, texts and media, its options, where it leads
/// and what continuing from it sets off.
///
/// To give templates a new value of a slide, add a line to `fields`: the name templates read and
/// how to work the value out, such as `"placeholder": { .literal($0.slide.placeholder) }`. Use
/// `TemplateValue`'s helpers: `.literal` for a string literal, `.text` for a translated text with
/// its key, `.optional` for `false` when absent, `.bool`, `.list` and dictionary literals for
/// what a value holds. A value that takes more than an expression gets a private property below,
/// as `options` has. Nothing else changes: a value is worked out only when a template reads it,
/// once for each `{{#each}}` item, so an unused value costs nothing. A value shared by all
/// slides belongs in `GenerationContext.value(specPath:accessLevel:)`.
final class SlideValues: TemplateRecord {
    let context: GenerationContext
    /// The slide's index in the spec's slides.
    let index: Int

    init(context: GenerationContext, index: Int) {
        self.context = context
        self.index = index
    }

    private var slide: Slide { context.spec.slides[index] }

    static let fields: TemplateFields<SlideValues> = [
        // Names
        "case": { .string($0.context.slideCases[$0.index]) },
        "rawValue": { .literal($0.slide.id) },
        "position": { .string(String($0.index)) },
        "documentation": { $0.documentation },
        // Content
        "title": { $0.slideText(\.title, "title") },
        "boldTitle": { $0.slideText(\.boldTitle, "boldTitle") },
        "subtitle": { $0.slideText(\.subtitle, "subtitle") },
        "backgroundImage": { .optional($0.slide.backgroundImage.map(backgroundImage)) },
        "backgroundImageTint": { .optional($0.slide.backgroundImage?.tintColor.map(GenerationContext.color)) },
        "image": { $0.image },
        "animation": { $0.animation },
        "backgroundVideo": { $0.backgroundVideo },
        "videoGrid": { $0.videoGrid },
        "videoGridLayout": { $0.videoGridLayout },
        "colors": { $0.colors },
        "buttonTitle": { $0.slideText(\.buttonTitle, "buttonTitle") },
        "screenName": { .literal($0.slide.screenName) },
        // Questions
        "isChoice": { .bool($0.slide.kind == .choice) },
        "isMultipleChoice": { .bool($0.slide.kind == .multipleChoice) },
        "isTextInput": { .bool($0.slide.kind == .textInput) },
        "advancesOnSelection": { .bool($0.slide.advancesOnSelection) },
        "minSelections": { .string(String($0.slide.selectionLimits.minimum)) },
        "maxSelections": { .string(String($0.slide.selectionLimits.maximum ?? $0.slide.choices.count)) },
        "textInput": { $0.textInput },
        "condition": { $0.condition },
        "answersInTexts": { $0.answersInTexts },
        "permission": { .optional($0.slide.permission.map { .string($0.rawValue) }) },
        "hasNextIfDenied": { .bool($0.slide.nextIfDenied != nil) },
        "nextIfDenied": { $0.next(from: $0.slide.nextIfDenied ?? .end) },
        "optionType": { $0.optionType },
        "options": { $0.options },
        "documentedID": { $0.documentedID },
        // Flow
        "next": { $0.next(from: $0.slide.next) },
        "leadsToTheFollowingSlide": { .bool($0.leadsToTheFollowingSlide) },
        "requiresSelection": { .bool($0.slide.requiresSelection) },
        "effects": { .list($0.context.effects(firedBy: .afterSlide($0.slide.id))) },
        "hasEffects": { .bool($0.context.hasEffects(slideAt: $0.index)) },
    ]

    /// Whether the slide has what the slide table leaves out: a question, a permission, or texts
    /// that insert answers.
    var hasExtras: Bool {
        slide.kind.isQuestion || slide.permission != nil || insertsAnswers
    }

    /// Whether a text of the slide inserts answers.
    var insertsAnswers: Bool {
        slide.mayInsertAnswers && slide.textsThatMayInsertAnswers.contains { !AnswerPlaceholder.all(in: $0.text).isEmpty }
    }

    /// The texts that insert answers: `{ field, answers }`, the literal of the field's name and the
    /// cases of the questions whose answers it inserts, in order.
    private var answersInTexts: TemplateValue {
        .list(slide.textsThatMayInsertAnswers.compactMap { field, text in
            let placeholders = AnswerPlaceholder.all(in: text)
            guard !placeholders.isEmpty else { return nil }
            let answers = placeholders.map { placeholder in
                context.graph.indexByID[placeholder.answer].map { TemplateValue.string(context.slideCases[$0]) } ?? .string("_")
            }
            return ["field": .literal(field), "answers": .list(answers)]
        })
    }

    /// The text field of a text-input slide: `{ placeholder, contentType, maxLength, isRequired }`.
    private var textInput: TemplateValue {
        guard let input = slide.textInput else { return false }
        return [
            "placeholder": .text(input.placeholder, key: TextKey.slideText("placeholder", of: slide)),
            "contentType": .string(input.contentType.rawValue),
            "maxLength": .optional(input.maxLength.map { .string(SwiftLiteral.int($0)) }),
            "isRequired": .bool(input.isRequired),
        ]
    }

    /// The slide's condition: `{ answer, optionType, options, isAnyOf, isMultipleChoice, isAnswered }`
    /// (see the `condition` partial).
    private var condition: TemplateValue {
        guard let condition = slide.condition, let question = context.graph.indexByID[condition.answer] else { return false }
        let asked = context.spec.slides[question]
        var options: [TemplateValue] = []
        var isAnswered = true
        switch condition.requirement {
        case .isAnyOf(let ids): options = ids.map { .string(GenerationContext.caseName(of: $0)) }
        case .isAnswered(let answered): isAnswered = answered
        }
        return [
            "answer": .string(context.slideCases[question]),
            "optionType": .string(Self.optionType(of: asked)),
            "options": .list(options),
            "isAnyOf": .bool(!options.isEmpty),
            "isMultipleChoice": .bool(asked.kind == .multipleChoice),
            "isAnswered": .bool(isAnswered),
        ]
    }

    /// The text of the slide at `field`, with its localization key (see `TemplateValue.text`).
    private func slideText(_ text: KeyPath<Slide, String?>, _ field: String) -> TemplateValue {
        .text(slide[keyPath: text], key: TextKey.slideText(field, of: slide))
    }

    /// The id between backquotes, as a comment shows it, a backquote in it written as a quote.
    private var documentedID: TemplateValue {
        let id = SwiftLiteral.commentText(slide.id)
        // `replacing(_:with:)` costs as much as the rest of the slide's table row: skip it when it has nothing to do.
        return .string("`" + (id.utf8.contains(UInt8(ascii: "`")) ? id.replacing("`", with: "'") : id) + "`")
    }

    /// The titles, as the text of a one-line documentation comment; `false` for a slide without.
    private var documentation: TemplateValue {
        let titles = [slide.title, slide.boldTitle].compactMap { $0 }
        return titles.isEmpty ? false : .string(SwiftLiteral.commentText(titles.joined(separator: " ")))
    }

    private static func backgroundImage(_ image: BackgroundImage) -> TemplateValue {
        ["assetName": .literal(image.assetName), "tintColor": .optional(image.tintColor.map(GenerationContext.color))]
    }

    private var image: TemplateValue {
        guard case .image(let image) = slide.illustration else { return false }
        return ["assetName": .literal(image.assetName), "accessibilityLabel": .text(image.accessibilityLabel, key: TextKey.illustrationLabel(of: slide))]
    }

    private var animation: TemplateValue {
        guard case .animation(let animation) = slide.illustration else { return false }
        return [
            "fileName": .literal(animation.fileName),
            "format": .string(animation.format.generatedCaseName),
            "loopMode": .string(animation.loopMode.rawValue),
            "loopFrameStart": .optional(animation.loopFrameStart.map { .string(SwiftLiteral.int($0)) }),
            "loopFrameEnd": .optional(animation.loopFrameEnd.map { .string(SwiftLiteral.int($0)) }),
            "accessibilityLabel": .text(animation.accessibilityLabel, key: TextKey.illustrationLabel(of: slide)),
        ]
    }

    private var backgroundVideo: TemplateValue {
        guard let video = slide.backgroundVideo else { return false }
        return [
            "name": .literal(video.name),
            "fileExtension": .literal(video.fileExtension),
            "gravity": .string(video.gravity.rawValue),
            "loops": .bool(video.loops),
            "accessibilityLabel": .text(video.accessibilityLabel, key: TextKey.backgroundVideoLabel(of: slide)),
        ]
    }

    private var videoGrid: TemplateValue {
        let slide = slide
        return .list(slide.videoGrid.map { item in
            [
                "video": .literal(item.video), "cover": .literal(item.cover),
                "accessibilityLabel": .text(item.accessibilityLabel, key: TextKey.videoCellLabel(item, of: slide)),
            ]
        })
    }

    /// The cells' size and corners: `{ itemWidth, itemHeight, cornerRadius }`, `Double` literals.
    private var videoGridLayout: TemplateValue {
        guard let layout = slide.videoGridLayout else { return false }
        return [
            "itemWidth": .string(SwiftLiteral.double(layout.itemWidth)),
            "itemHeight": .string(SwiftLiteral.double(layout.itemHeight)),
            "cornerRadius": .string(SwiftLiteral.double(layout.cornerRadius)),
        ]
    }

    /// The slide's own colours, each `{ name, color }` with the name of its property of `Slide`.
    private var colors: TemplateValue {
        let slide = slide
        let colors = [
            ("backgroundColorLight", slide.backgroundColor.light), ("backgroundColorDark", slide.backgroundColor.dark),
            ("titleColorLight", slide.titleColor.light), ("titleColorDark", slide.titleColor.dark),
        ]
        return .list(colors.compactMap { name, color in
            color.map { ["name": .string(name), "color": GenerationContext.color($0)] }
        })
    }

    /// The name of the enum of the options of a choice or multiple-choice slide, such as
    /// `SkillLevelOption`; `false` on other slides.
    private var optionType: TemplateValue {
        slide.kind.hasOptions ? .string(Self.optionType(of: slide)) : false
    }

    private static func optionType(of slide: Slide) -> String {
        (SwiftNaming.typeName(from: slide.id) ?? "Choice") + "Option"
    }

    /// The options of a choice slide, each with where it leads and what choosing it sets off.
    private var options: TemplateValue {
        let slide = slide
        let leaving = context.effects(firedBy: .afterSlide(slide.id))
        return .list(slide.choices.map { choice in
            let chosen = context.effects(firedBy: .afterChoice(choice.id))
            return [
                "case": .string(GenerationContext.caseName(of: choice.id)),
                "rawValue": .literal(choice.id),
                "title": .text(choice.title, key: TextKey.optionTitle(choice, of: slide)),
                "emoji": .literal(choice.emoji),
                "next": next(from: choice.next ?? slide.next),
                "hasEffects": .bool(!chosen.isEmpty),
                "effects": .list(leaving + chosen),
            ]
        })
    }

    /// Whether Continue on this slide, which is not a choice, leads to the next slide of the spec.
    var leadsToTheFollowingSlide: Bool {
        guard slide.kind != .choice, case .slide(let target)? = context.graph.destination(of: slide.next, from: index) else {
            return false
        }
        return target == index + 1
    }

    /// The case of the slide `continuation` leads to from this one, or `false` for the end.
    private func next(from continuation: Slide.Continuation) -> TemplateValue {
        switch context.graph.destination(of: continuation, from: index) {
        case .slide(let target)?: .string(context.slideCases[target])
        case .end?, nil: false
        }
    }
}

extension AnimatedIllustration.Format {
    /// The case of the generated `Animation.Format`.
    var generatedCaseName: String {
        switch self {
        case .lottieJSON: "lottieJSON"
        case .dotLottie: "dotLottie"
        case .unknown: "other"
        }
    }
}
