import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingModel
import OnboardingSemantics

/// What the generated file says about a spec, as the plain data the templates render.
///
/// Templates hold every line of Swift; the context holds only names, literals and flags: escaped
/// identifiers (`case`), string and number literals made by `SwiftLiteral` (`rawValue`), the names
/// of enum cases as words (`contentType`: `email`), booleans, lists and dictionaries. A value the
/// spec leaves out is `false`, so that a template writes `{{#if title}}…{{/if}}`.
///
/// The preview (`OnboardingPreview`) reads the same values for the flow its page follows: where
/// each slide and option leads (`next`, resolved to the case of a slide, or `false` for the end),
/// what continuing sets off (`effects`), what each question takes and when each slide shows.
package struct GenerationContext: Sendable {
    let spec: OnboardingSpec
    let graph: FlowGraph
    /// The escaped enum case of each slide, by index.
    let slideCases: [String]
    /// The effects of each trigger, in order: the login first, then the paywalls in the order of the spec.
    private let effectsByTrigger: [FlowTrigger: [TemplateValue]]

    package init(spec: OnboardingSpec, graph: FlowGraph) {
        self.spec = spec
        self.graph = graph
        slideCases = spec.slides.map { Self.caseName(of: $0.id) }
        var effectsByTrigger: [FlowTrigger: [TemplateValue]] = [:]
        if let login = spec.login {
            effectsByTrigger[login.trigger, default: []].append(["login": true, "paywall": false])
        }
        for paywall in spec.paywalls {
            effectsByTrigger[paywall.trigger, default: []].append(["login": false, "paywall": .string(Self.caseName(of: paywall.placement))])
        }
        self.effectsByTrigger = effectsByTrigger
    }

    /// The context of the file that names the spec `specPath` in its comments and declares its
    /// types with `accessLevel`.
    package func value(specPath: String, accessLevel: AccessLevel) -> TemplateValue {
        let slideValues = spec.slides.indices.map(slide)
        func slides(where isIncluded: (Slide) -> Bool) -> TemplateValue {
            .list(spec.slides.indices.filter { isIncluded(spec.slides[$0]) }.map { slideValues[$0] })
        }
        let questionSlides = slides { $0.kind.isQuestion }
        let permissions = Permission.allCases.filter { permission in spec.slides.contains { $0.permission == permission } }
        var duties: [String] = []
        if !spec.paywalls.isEmpty { duties.append("present the paywalls") }
        if spec.login != nil { duties.append("present the login") }
        if !permissions.isEmpty { duties.append("request the permissions") }
        duties.append("forward the analytics events")
        return [
            "specPath": .string(SwiftLiteral.commentText(specPath)),
            "handlerDuties": .string(Suggestion.listed(duties, conjunction: "and")),
            "access": .string(accessLevel.modifier),
            "typeName": .string(Self.typeName(for: spec)),
            "name": .literal(spec.name),
            "slides": .list(slideValues),
            "firstSlide": .string(slideCases.first ?? Self.caseName(of: "")),
            "optionSlides": slides { $0.kind.hasOptions },
            "choiceSlides": slides { $0.kind == .choice },
            "multipleChoiceSlides": slides { $0.kind == .multipleChoice },
            "questionSlides": questionSlides,
            "uncountedSlides": slides { !$0.countsInProgress },
            "advancingSlides": slides { $0.kind == .choice && $0.advancesOnSelection },
            "permissions": .list(permissions.map { permission in
                let askers = spec.slides.filter { $0.permission == permission }.map { Self.quotedForComment($0.id) }
                let slides = askers.count == 1 ? "slide" : "slides"
                return ["case": .string(permission.rawValue), "documentation": .string("Asked on \(slides) \(Suggestion.listed(askers, conjunction: "and")).")]
            }),
            "someTextInsertsAnswers": .bool(
                spec.slides.contains(where: \.mayInsertAnswers) || spec.variants.contains { $0.overrides.contains(where: \.mayInsertAnswers) }),
            "endEffects": .list(effects(firedBy: .afterOnboarding)),
            "theme": theme,
            "localization": [
                "table": .literal(spec.localization.table),
                "tableFile": .string(SwiftLiteral.commentText(spec.localization.table + ".xcstrings")),
                "bundle": .string(spec.localization.bundle.rawValue),
                "isModule": .bool(spec.localization.bundle == .module),
            ],
            "completion": [
                "storageKey": .literal(spec.completion.storageKey),
                "scope": .string(spec.completion.scope.rawValue),
            ],
            "paywalls": .list(spec.paywalls.map(paywall)),
            "products": .list(products.map(product)),
            "login": .optional(spec.login.map(login)),
            "whatsNew": .list(spec.whatsNew.map(whatsNew)),
            "analytics": [
                "eventPrefix": .literal(spec.analyticsEventPrefix),
                "hasOwnEventPrefix": .bool(spec.analyticsEventPrefix != OnboardingSpec.defaultAnalyticsEventPrefix),
            ],
            "variants": .list(spec.variants.map(variant)),
            "uses": [
                "questions": .bool(questionSlides.isTruthy),
                "permissions": .bool(!permissions.isEmpty),
                "paywalls": .bool(!spec.paywalls.isEmpty),
                "login": .bool(spec.login != nil),
                "variants": .bool(!spec.variants.isEmpty),
                "whatsNew": .bool(!spec.whatsNew.isEmpty),
            ],
        ]
    }

    /// The name of the generated namespace, such as `SignQuestOnboarding`.
    static func typeName(for spec: OnboardingSpec) -> String {
        SwiftNaming.escapedIfKeyword((SwiftNaming.typeName(from: spec.name) ?? "Spec") + "Onboarding")
    }

    package static func caseName(of id: String) -> String {
        SwiftNaming.escapedIfKeyword(SwiftNaming.caseName(from: id) ?? "_")
    }

    /// Whether the enum case of `id` needs `id` as its raw value: whether the case's name, without
    /// backquotes, differs from `id`.
    static func hasOwnRawValue(_ id: String) -> Bool {
        SwiftNaming.caseName(from: id) != id
    }

    /// The name of the enum of the options of a choice or multiple-choice slide, such as `SkillLevelOption`.
    static func optionType(of slide: Slide) -> String {
        (SwiftNaming.typeName(from: slide.id) ?? "Choice") + "Option"
    }

    // MARK: Slides

    /// One slide: its names, texts and media, what it asks, where it leads and what continuing from
    /// it sets off.
    private func slide(at index: Int) -> TemplateValue {
        let slide = spec.slides[index]
        func text(_ field: String, _ value: String?) -> TemplateValue {
            textInsertingAnswers(value, key: TextKey.slideText(field, of: slide))
        }
        let isChoice = slide.kind == .choice
        let leaving = effects(firedBy: .afterSlide(slide.id))
        return [
            "case": .string(slideCases[index]),
            "rawValue": .literal(slide.id),
            "hasOwnRawValue": .bool(Self.hasOwnRawValue(slide.id)),
            "position": .string(String(index)),
            "documentation": documentation(of: slide),
            "documentedID": documentedID(slide.id),
            "title": text("title", slide.title),
            "boldTitle": text("boldTitle", slide.boldTitle),
            "subtitle": text("subtitle", slide.subtitle),
            "buttonTitle": text("buttonTitle", slide.buttonTitle),
            "backgroundImage": .optional(slide.backgroundImage.map { image in
                ["assetName": .literal(image.assetName), "tintColor": .optional(image.tintColor.map(Self.color))]
            }),
            "image": image(of: slide),
            "animation": animation(of: slide),
            "backgroundVideo": backgroundVideo(of: slide),
            "videoGrid": .list(slide.videoGrid.map { item in
                [
                    "video": .literal(item.video), "cover": .literal(item.cover),
                    "accessibilityLabel": .text(item.accessibilityLabel, key: TextKey.videoCellLabel(item, of: slide)),
                ]
            }),
            "videoGridLayout": .optional(slide.videoGridLayout.map { layout in
                [
                    "itemWidth": .string(SwiftLiteral.double(layout.itemWidth)),
                    "itemHeight": .string(SwiftLiteral.double(layout.itemHeight)),
                    "cornerRadius": .string(SwiftLiteral.double(layout.cornerRadius)),
                ]
            }),
            "colors": colors(of: slide),
            "screenName": .literal(slide.screenName),
            "countsInProgress": .bool(slide.countsInProgress),
            // What the slide asks
            "isChoice": .bool(isChoice),
            "isMultipleChoice": .bool(slide.kind == .multipleChoice),
            "isTextInput": .bool(slide.kind == .textInput),
            "advancesOnSelection": .bool(slide.advancesOnSelection),
            "requiresSelection": .bool(isChoice && slide.continueRequiresSelection),
            "minSelections": .string(String(slide.selectionLimits.minimum)),
            "maxSelections": .string(String(slide.selectionLimits.maximum ?? slide.choices.count)),
            "textInput": textInput(of: slide),
            "optionType": slide.kind.hasOptions ? .string(Self.optionType(of: slide)) : false,
            "options": .list(slide.kind.hasOptions ? slide.choices.map { option($0, of: slide, at: index, leaving: leaving) } : []),
            "permission": .optional(slide.permission.map { .string($0.rawValue) }),
            // Where it leads
            "condition": condition(of: slide),
            "declaresNext": .bool(slide.next != .nextInOrder),
            "next": destination(of: slide.next, from: index),
            "hasNextIfDenied": .bool(slide.nextIfDenied != nil),
            "nextIfDenied": destination(of: slide.nextIfDenied ?? .end, from: index),
            "effects": .list(leaving),
        ]
    }

    /// An option of a choice or multiple-choice slide. `declaresNext` says whether it has a `next`
    /// of its own and `next` where Continue leads with it chosen; `ownEffects` are what choosing it
    /// sets off, `effects` those and the slide's, in the order the flow carries them out.
    private func option(_ choice: Choice, of slide: Slide, at index: Int, leaving: [TemplateValue]) -> TemplateValue {
        let chosen = effects(firedBy: .afterChoice(choice.id))
        return [
            "case": .string(Self.caseName(of: choice.id)),
            "documentation": .string(SwiftLiteral.commentText([choice.emoji, choice.title].compactMap { $0 }.joined(separator: " "))),
            "rawValue": .literal(choice.id),
            "hasOwnRawValue": .bool(Self.hasOwnRawValue(choice.id)),
            "title": .text(choice.title, key: TextKey.optionTitle(choice, of: slide)),
            "emoji": .literal(choice.emoji),
            "declaresNext": .bool(slide.kind == .choice && choice.next != nil),
            "next": destination(of: choice.next ?? slide.next, from: index),
            "ownEffects": .list(slide.kind == .choice ? chosen : []),
            "effects": .list(leaving + chosen),
        ]
    }

    /// The case of the slide `continuation` leads to from the slide at `index`, or `false` for the end.
    private func destination(of continuation: Slide.Continuation, from index: Int) -> TemplateValue {
        switch graph.destination(of: continuation, from: index) {
        case .slide(let target)?: .string(slideCases[target])
        case .end?, nil: false
        }
    }

    /// The id between backquotes, as a comment shows it, a backquote in it written as a quote.
    private func documentedID(_ id: String) -> TemplateValue {
        .string(Self.quotedForComment(id))
    }

    /// `text` in code voice in a doc comment, which it can neither end nor leave.
    private static func quotedForComment(_ text: String) -> String {
        "`" + SwiftLiteral.commentText(text).replacing("`", with: "'") + "`"
    }

    /// The title and bold title, as the text of a one-line documentation comment; `false` for a
    /// slide without.
    private func documentation(of slide: Slide) -> TemplateValue {
        let titles = [slide.title, slide.boldTitle].compactMap { $0 }
        return titles.isEmpty ? false : .string(SwiftLiteral.commentText(titles.joined(separator: " ")))
    }

    private func image(of slide: Slide) -> TemplateValue {
        guard case .image(let image) = slide.illustration else { return false }
        return [
            "assetName": .literal(image.assetName),
            "accessibilityLabel": .text(image.accessibilityLabel, key: TextKey.illustrationLabel(of: slide)),
            "isDecorative": .bool(image.isDecorative),
        ]
    }

    private func animation(of slide: Slide) -> TemplateValue {
        guard case .animation(let animation) = slide.illustration else { return false }
        return [
            "fileName": .literal(animation.fileName),
            "loopMode": .string(animation.loopMode.rawValue),
            "isLooping": .bool(animation.loopMode == .loop),
            "loopFrameStart": .optional(animation.loopFrameStart.map { .string(SwiftLiteral.int($0)) }),
            "loopFrameEnd": .optional(animation.loopFrameEnd.map { .string(SwiftLiteral.int($0)) }),
            "accessibilityLabel": .text(animation.accessibilityLabel, key: TextKey.illustrationLabel(of: slide)),
            "isDecorative": .bool(animation.isDecorative),
            "reduceMotionImage": .literal(animation.reduceMotionImage),
        ]
    }

    private func backgroundVideo(of slide: Slide) -> TemplateValue {
        guard let video = slide.backgroundVideo else { return false }
        return [
            "name": .literal(video.name),
            "fileExtension": video.fileExtension == BackgroundVideo.defaultFileExtension ? false : .literal(video.fileExtension),
            "gravity": video.gravity == BackgroundVideo.defaultGravity ? false : .string(video.gravity.rawValue),
            "loops": .bool(video.loops),
            "accessibilityLabel": .text(video.accessibilityLabel, key: TextKey.backgroundVideoLabel(of: slide)),
            "reduceMotionImage": .literal(video.reduceMotionImage),
            "captions": .optional(video.captions.map(Self.captions)),
        ]
    }

    /// `{ fileName }`: the string literal of the WebVTT file's name, or `false` for a video without speech.
    static func captions(_ captions: Captions) -> TemplateValue {
        ["fileName": .literal(captions.fileName)]
    }

    /// The slide's own colours, each `{ name, color }` with the name of its property of `Slide`.
    private func colors(of slide: Slide) -> TemplateValue {
        let colors = [
            ("backgroundColorLight", slide.backgroundColor.light), ("backgroundColorDark", slide.backgroundColor.dark),
            ("titleColorLight", slide.titleColor.light), ("titleColorDark", slide.titleColor.dark),
        ]
        return .list(colors.compactMap { name, color in color.map { ["name": .string(name), "color": Self.color($0)] } })
    }

    /// The text field of a text-input slide: `{ placeholder, contentType, maxLength, isRequired }`.
    private func textInput(of slide: Slide) -> TemplateValue {
        guard let input = slide.textInput else { return false }
        return [
            "placeholder": .text(input.placeholder, key: TextKey.slideText("placeholder", of: slide)),
            "contentType": .string(input.contentType.rawValue),
            "maxLength": .optional(input.maxLength.map { .string(SwiftLiteral.int($0)) }),
            "isRequired": .bool(input.isRequired),
        ]
    }

    /// The slide's condition: `{ answer, optionType, options, isAnyOf, isAnswered }`, `answer` the
    /// case of the question and `options` the cases of the options it names.
    private func condition(of slide: Slide) -> TemplateValue {
        guard let condition = slide.condition, let question = graph.indexByID[condition.answer] else { return false }
        var options: [TemplateValue] = []
        var isAnswered = true
        switch condition.requirement {
        case .isAnyOf(let ids): options = ids.map { .string(Self.caseName(of: $0)) }
        case .isAnswered(let answered): isAnswered = answered
        }
        return [
            "answer": .string(slideCases[question]),
            "optionType": .string(Self.optionType(of: spec.slides[question])),
            "options": .list(options),
            "isAnyOf": .bool(!options.isEmpty),
            "isAnswered": .bool(isAnswered),
        ]
    }

    // MARK: Effects

    /// The effects of `trigger`: `{ login: true, paywall: false }` or `{ login: false, paywall: case }`.
    func effects(firedBy trigger: FlowTrigger) -> [TemplateValue] {
        effectsByTrigger[trigger] ?? []
    }

    private func trigger(_ trigger: FlowTrigger) -> TemplateValue {
        var value: TemplateDictionary = ["afterOnboarding": false, "afterCompletion": false, "afterSlide": false, "afterChoice": false, "manual": false]
        switch trigger {
        case .afterOnboarding: value["afterOnboarding"] = true
        case .afterCompletion: value["afterCompletion"] = true
        case .manual: value["manual"] = true
        case .afterSlide(let id): value["afterSlide"] = .string(Self.caseName(of: id))
        case .afterChoice(let id): value["afterChoice"] = .literal(id)
        }
        return .dictionary(value)
    }

    // MARK: Theme, paywalls, login, completion, what's new, variants

    private var theme: TemplateValue {
        let theme = spec.theme
        return [
            "primaryColorLight": .optional(theme.primaryColor.light.map(Self.color)),
            "primaryColorDark": .optional(theme.primaryColor.dark.map(Self.color)),
            "onPrimaryColorLight": .optional(theme.onPrimaryColor.light.map(Self.color)),
            "onPrimaryColorDark": .optional(theme.onPrimaryColor.dark.map(Self.color)),
            "isScrollEnabled": .bool(theme.isScrollEnabled),
            "isPageIndicatorHidden": .bool(theme.isPageIndicatorHidden),
            "isDismissible": .bool(theme.isDismissible),
            "showsSkipButton": .bool(theme.showsSkipButton),
            "nextButton": .optional(spec.nextButton.map { button in
                [
                    "title": .text(button.title, key: TextKey.nextButtonTitle),
                    "video": .literal(button.video),
                    "maskImage": .literal(button.maskImage),
                    "pressedImage": .literal(button.pressedImage),
                    "height": .optional(button.height.map { .string(SwiftLiteral.double($0)) }),
                    "captions": .optional(button.captions.map(Self.captions)),
                ]
            }),
            "backgroundAudio": .optional(spec.backgroundAudio.map { audio in
                ["name": .literal(audio.name), "fileExtension": .literal(audio.format.rawValue)]
            }),
        ]
    }

    /// `{ rgba }`: the colour's bytes as a hexadecimal literal, `0x6A1B9AFF`, as the spec's
    /// `#6A1B9AFF` writes them, so that a search for the one finds the other.
    static func color(_ color: RGBAColor) -> TemplateValue {
        ["rgba": .string("0x" + color.hex.dropFirst())]
    }

    private func paywall(_ paywall: Paywall) -> TemplateValue {
        [
            "case": .string(Self.caseName(of: paywall.placement)),
            "rawValue": .literal(paywall.placement),
            "hasOwnRawValue": .bool(Self.hasOwnRawValue(paywall.placement)),
            "trigger": trigger(paywall.trigger),
            "documentation": .string(SwiftLiteral.commentText(Self.whenPresented(paywall.trigger))),
            "presentation": .string(paywall.presentation.rawValue),
            "provider": .string(paywall.provider.rawValue),
            "products": .list(paywall.products.map { .string(Self.caseName(of: $0.id)) }),
            "entitlement": .literal(paywall.entitlement),
            "isSkippable": .bool(paywall.isSkippable),
            "termsURL": .literal(paywall.termsURL),
            "privacyURL": .literal(paywall.privacyURL),
        ]
    }

    /// When the flow presents a paywall with `trigger`, in a sentence.
    private static func whenPresented(_ trigger: FlowTrigger) -> String {
        switch trigger {
        case .afterOnboarding: "Presented at the end of onboarding."
        case .afterCompletion: "Presented after onboarding is completed."
        case .afterSlide(let id): "Presented on leaving slide `\(id.replacing("`", with: "'"))`."
        case .afterChoice(let id): "Presented on leaving with option `\(id.replacing("`", with: "'"))` chosen."
        case .manual: "Presented by the app itself, never by the flow."
        }
    }

    /// The products of every paywall, each id once, in order of first appearance.
    private var products: [Product] {
        var seen: Set<String> = []
        return spec.paywalls.flatMap(\.products).filter { seen.insert($0.id).inserted }
    }

    private func product(_ product: Product) -> TemplateValue {
        [
            "case": .string(Self.caseName(of: product.id)), "rawValue": .literal(product.id),
            "hasOwnRawValue": .bool(Self.hasOwnRawValue(product.id)), "productID": .literal(product.productID),
            "documentation": documentedID(product.productID),
        ]
    }

    private func login(_ login: Login) -> TemplateValue {
        [
            "isOAuth": .bool(login.provider == .oauth),
            "clientID": .literal(login.clientID),
            "loginURL": .literal(login.loginURL),
            "redirectURI": .literal(login.redirectURI ?? ""),
            "mode": .string(login.mode.rawValue),
            "isRequired": .bool(login.isRequired),
            "trigger": trigger(login.trigger),
            "comesAfterCompletion": .bool(login.trigger == .afterCompletion),
        ]
    }

    private func whatsNew(_ entry: WhatsNewEntry) -> TemplateValue {
        [
            "version": .literal(entry.version),
            "title": .text(entry.title, key: TextKey.whatsNewTitle(of: entry)),
            "showOnFreshInstall": .bool(entry.showOnFreshInstall),
            "minimumChange": .string(entry.minimumChange.rawValue),
            "features": .list(entry.features.map { feature in
                [
                    "image": .literal(feature.image),
                    "systemImage": .literal(feature.systemImage),
                    "title": .text(feature.title, key: TextKey.featureText("title", of: feature, in: entry)),
                    "subtitle": .text(feature.subtitle, key: TextKey.featureText("subtitle", of: feature, in: entry)),
                ]
            }),
            "primaryAction": .optional(entry.primaryAction.map { action($0, key: TextKey.primaryActionTitle(of: entry)) }),
            "secondaryAction": .optional(entry.secondaryAction.map { action($0, key: TextKey.secondaryActionTitle(of: entry)) }),
        ]
    }

    private func action(_ action: WhatsNewEntry.Action, key: String) -> TemplateValue {
        ["title": .text(action.title, key: key), "url": .literal(action.url)]
    }

    /// A text of a slide, or a variant's wording of it, that may insert answers: `{ key, value,
    /// answers }` (see `text(_:key:)`), its value a format with `%@` for each answer it inserts and
    /// `answers` the cases of their questions; `false` when there is none.
    private func textInsertingAnswers(_ value: String?, key: String) -> TemplateValue {
        guard let value else { return false }
        let placeholders = AnswerPlaceholder.all(in: value)
        return [
            "key": .literal(key),
            "value": .literal(placeholders.isEmpty ? value : AnswerPlaceholder.catalogFormat(of: value)),
            "answers": .list(placeholders.map { .string(graph.indexByID[$0.answer].map { slideCases[$0] } ?? "_") }),
        ]
    }

    /// A variant of the spec's experiment: `{ case, rawValue, weight, slides, overrides }`.
    /// `overrides` are `{ case, title, boldTitle, subtitle, buttonTitle }`, each text `false` where
    /// the slide keeps its own.
    private func variant(_ variant: Variant) -> TemplateValue {
        let cases = variant.slideIDs.map(Self.caseName(of:))
        let overrides: [TemplateValue] = variant.overrides.map { texts in
            func text(_ field: String, _ value: String?) -> TemplateValue {
                textInsertingAnswers(value, key: TextKey.variantText(field, ofSlide: texts.slideID, in: variant.name))
            }
            return [
                "case": .string(Self.caseName(of: texts.slideID)),
                "title": text("title", texts.title),
                "boldTitle": text("boldTitle", texts.boldTitle),
                "subtitle": text("subtitle", texts.subtitle),
                "buttonTitle": text("buttonTitle", texts.buttonTitle),
            ]
        }
        return [
            "case": .string(Self.caseName(of: variant.name)),
            "rawValue": .literal(variant.name),
            "hasOwnRawValue": .bool(Self.hasOwnRawValue(variant.name)),
            "weight": .string(String(variant.weight)),
            "slides": .list(cases.map(TemplateValue.string)),
            "overrides": .list(overrides),
        ]
    }

    /// Where each slide of `variant` leads in the variant's own flow, for the preview:
    /// `{ case, next, options }`, `next` the case of the slide Continue leads to or `false` for the
    /// end, `options` those of a choice whose `next` differs from the slide's, `{ case, rawValue, next }`.
    package static func steps(of variant: Variant, in spec: OnboardingSpec) -> TemplateValue {
        let restricted = spec.restricted(to: variant)
        let graph = FlowGraph(spec: restricted)
        let cases = restricted.slides.map { caseName(of: $0.id) }
        func next(_ destination: FlowGraph.Destination?) -> TemplateValue {
            if case .slide(let target)? = destination { .string(cases[target]) } else { false }
        }
        return .list(restricted.slides.indices.compactMap { index in
            let slide = restricted.slides[index]
            let own = graph.destination(of: slide.next, from: index)
            let options = slide.kind == .choice ? slide.choices.filter { $0.next != nil } : []
            let branching: [TemplateValue] = options.compactMap { choice in
                let destination = graph.destination(of: choice.next!, from: index)
                return destination == own ? nil : ["case": .string(caseName(of: choice.id)), "rawValue": .literal(choice.id), "next": next(destination)]
            }
            // The end is where the preview goes for a slide without a step.
            if branching.isEmpty, own == .end { return nil }
            return ["case": .string(cases[index]), "next": next(own), "options": .list(branching)]
        })
    }
}

extension TemplateValue {
    /// The Swift string literal of `text`.
    static func literal(_ text: String) -> TemplateValue {
        .string(SwiftLiteral.string(text))
    }

    /// The Swift string literal of `text`, or `false` when there is none.
    static func literal(_ text: String?) -> TemplateValue {
        text.map(literal) ?? .bool(false)
    }

    /// A text the app shows translated: `{ key, value, answers }`, the string literals of its
    /// localization key and of its text in the spec's language, and no answers inserted; `false`
    /// when there is none.
    static func text(_ text: String?, key: @autoclosure () -> String) -> TemplateValue {
        guard let text else { return false }
        return ["key": .literal(key()), "value": .literal(text), "answers": .list([])]
    }
}
