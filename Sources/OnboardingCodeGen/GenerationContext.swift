import OnboardingLocalization
import OnboardingSemantics
import OnboardingModel

/// What the generated file says about a spec, as the plain data the templates render.
///
/// Templates hold every line of Swift; the context holds only names, literals and flags: escaped
/// identifiers (`case`), string and number literals made by `SwiftLiteral` (`title`), the names of
/// enum cases as words (`loopMode`: `playOnce`), booleans, lists and dictionaries. A value the spec
/// leaves out is `false`, so that a template writes `{{#if title}}{{ title }}{{else}}nil{{/if}}`.
///
/// Each slide is a `SlideValues` record whose values are worked out when a template reads them, so
/// that the context of a large spec never exists in memory whole. Where the flow goes comes from
/// the `FlowGraph` that validation built.
///
/// The preview (`OnboardingPreview`) reads the same values for the flow its page follows, so that
/// the preview and the generated `Flow` cannot disagree on where a transition leads.
package final class GenerationContext: Sendable {
    let spec: OnboardingSpec
    let graph: FlowGraph
    /// The escaped enum case of each slide, by index: every template that names a slide reads it.
    let slideCases: [String]
    /// The content most slides have, as one string and the keys of its texts.
    let slideTable: SlideTable
    /// The effects of each trigger, in order: the login first, then the paywalls in the order of the spec.
    private let effectsByTrigger: [FlowTrigger: [TemplateValue]]

    package init(spec: OnboardingSpec, graph: FlowGraph) {
        self.spec = spec
        self.graph = graph
        slideCases = spec.slides.map { Self.caseName(of: $0.id) }
        slideTable = SlideTable(spec: spec)
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
        let slideValues = spec.slides.indices.map { SlideValues(context: self, index: $0) }
        let slides = slideValues.map(TemplateValue.record)
        /// The slides for which `isIncluded` holds of their index, and whether it holds for every slide.
        ///
        /// The predicates read stored properties of `spec.slides[index]`, which Swift reads in place:
        /// a slide handed to a predicate, or asked for a computed property, is copied whole, and
        /// the copies were 5 % of code generation (callgrind, 2,000 slides).
        func slidesWhere(_ isIncluded: (Int) -> Bool) -> (list: TemplateValue, isEverySlide: TemplateValue) {
            let included = spec.slides.indices.filter(isIncluded).map { slides[$0] }
            return (.list(included), .bool(included.count == spec.slides.count))
        }
        let specSlides = spec.slides
        /// `Slide.requiresSelection`, of the slide at `index`, read in place.
        func requiresSelection(_ index: Int) -> Bool {
            specSlides[index].kind == .choice && specSlides[index].continueRequiresSelection
        }
        let choiceSlides = slidesWhere { specSlides[$0].kind == .choice }
        let multipleChoiceSlides = slidesWhere { specSlides[$0].kind == .multipleChoice }
        let textInputSlides = slidesWhere { specSlides[$0].kind == .textInput }
        let multipleChoiceAndTextInputSlides = slidesWhere { specSlides[$0].kind == .multipleChoice || specSlides[$0].kind == .textInput }
        let choiceSlidesRequiringSelection = slidesWhere(requiresSelection)
        let questionSlides = slidesWhere { specSlides[$0].kind.isQuestion }
        let optionSlides = slidesWhere { specSlides[$0].kind.hasOptions }
        let slidesWaitingForAnAnswer = slidesWhere {
            requiresSelection($0) || specSlides[$0].kind == .multipleChoice || specSlides[$0].kind == .textInput
        }
        let conditionalSlides = slidesWhere { specSlides[$0].condition != nil }
        let uncountedSlides = slidesWhere { !specSlides[$0].countsInProgress }
        let advancingSlides = slidesWhere { specSlides[$0].kind == .choice && specSlides[$0].advancesOnSelection }
        let permissionSlides = slidesWhere { specSlides[$0].kind == .permission }
        let slidesWithEffects = spec.slides.indices.count(where: hasEffects(slideAt:))
        let keyParts = textKeyParts(slideTable.keys)
        let slidesWithExtras = slideValues.filter(\.hasExtras).map(TemplateValue.record)
        // `CodeGenerator.render` refuses a table without a separator before it reads this.
        let entrySeparator = slideTable.separator ?? "\u{1F}"
        return [
            "specPath": .string(SwiftLiteral.commentText(specPath)),
            "access": .string(accessLevel.modifier),
            "typeName": .string(Self.typeName(for: spec)),
            "name": .string(SwiftLiteral.string(spec.name)),
            "slides": .list(slides),
            "firstSlide": .string(slideCases.first ?? Self.caseName(of: "")),
            "choiceSlides": choiceSlides.list,
            "everySlideIsAChoice": choiceSlides.isEverySlide,
            "multipleChoiceSlides": multipleChoiceSlides.list,
            "textInputSlides": textInputSlides.list,
            "everySlideAsksForText": textInputSlides.isEverySlide,
            "multipleChoiceAndTextInputSlides": multipleChoiceAndTextInputSlides.list,
            "choiceSlidesRequiringSelection": choiceSlidesRequiringSelection.list,
            "questionSlides": questionSlides.list,
            "everySlideIsAQuestion": questionSlides.isEverySlide,
            "optionSlides": optionSlides.list,
            "everySlideHasOptions": optionSlides.isEverySlide,
            "everySlideWaitsForAnAnswer": slidesWaitingForAnAnswer.isEverySlide,
            "conditionalSlides": conditionalSlides.list,
            "everySlideHasCondition": conditionalSlides.isEverySlide,
            "uncountedSlides": uncountedSlides.list,
            "everySlideIsUncounted": uncountedSlides.isEverySlide,
            "advancingSlides": advancingSlides.list,
            "permissionSlides": permissionSlides.list,
            "permissions": .list(Permission.allCases.map { .string($0.rawValue) }),
            "everySlideAsksForPermission": permissionSlides.isEverySlide,
            "someTextInsertsAnswers": .bool(slideValues.contains(where: \.insertsAnswers)),
            "everySlideAdvancesOnSelection": advancingSlides.isEverySlide,
            "slideTableEntries": .strings(slideTable.entries),
            "entrySeparator": .string(SwiftLiteral.stringContents(String(entrySeparator))),
            "isEntrySeparatorASCII": .bool(entrySeparator.isASCII),
            "textFields": .list(SlideTable.textFields.map(TemplateValue.literal)),
            "wideFields": .list(SlideTable.widths.map { ["field": .literal($0.field), "width": .string(String($0.width))] }),
            "textKeyParts": .list(keyParts),
            "isTextKeyTableSplit": .bool(keyParts.count > 1),
            "slidesWithExtras": .list(slidesWithExtras),
            "everySlideHasExtras": .bool(slidesWithExtras.count == spec.slides.count),
            "someSlideLeadsToTheFollowingSlide": .bool(slideValues.contains(where: \.leadsToTheFollowingSlide)),
            "someSlideHasEffects": .bool(slidesWithEffects > 0),
            "everySlideHasEffects": .bool(slidesWithEffects == spec.slides.count),
            "endEffects": .list(effects(firedBy: .afterOnboarding)),
            "theme": theme,
            "localization": [
                "table": .literal(spec.localization.table),
                "tableFile": .string(SwiftLiteral.commentText(spec.localization.table + ".xcstrings")),
                "bundle": .string(spec.localization.bundle.rawValue),
                "isModule": .bool(spec.localization.bundle == .module),
            ],
            "completion": [
                "storageKey": .string(SwiftLiteral.string(spec.completion.storageKey)),
                "scope": .string(spec.completion.scope.rawValue),
            ],
            "paywalls": .list(spec.paywalls.map(paywall)),
            "launchPaywall": .optional(spec.paywalls.first { $0.trigger == .afterOnboarding }.map { .string(Self.caseName(of: $0.placement)) }),
            "products": .list(products.map(product)),
            "login": .optional(spec.login.map(login)),
            "whatsNew": .list(spec.whatsNew.map(whatsNew)),
            "analytics": ["eventPrefix": .literal(spec.analyticsEventPrefix)],
            "variants": variants,
            "totalVariantWeight": .string(String(spec.variants.reduce(0) { $0 + $1.weight })),
            "someVariantOverridesTexts": .bool(spec.variants.contains { !$0.overrides.isEmpty }),
            "uses": uses(hasQuestions: questionSlides.list.isTruthy, hasPermissions: permissionSlides.list.isTruthy),
        ]
    }

    /// Which optional parts of the API the spec uses, each `true` or `false`: the file declares only
    /// those, so that every file does not pay for what few specs have.
    ///
    /// `whatsNew`, `paywalls`, `login`: the spec has some; `triggers`: paywalls or a login;
    /// `questions`: a choice, multiple-choice or text-input slide; `permissions`: a permission slide;
    /// `awaitedResults`: permissions, paywalls or a login; `backgroundVideo`, `videoGrid` (a grid or
    /// its layout), `animation`, `slideColors` (a slide's own background or title colour): some slide
    /// has one; `colors`: slide colours or a tinted background image.
    private func uses(hasQuestions: Bool, hasPermissions: Bool) -> TemplateValue {
        let slides = spec.slides
        let hasTriggers = !spec.paywalls.isEmpty || spec.login != nil
        let hasSlideColors = slides.contains { $0.backgroundColor != ColorPair() || $0.titleColor != ColorPair() }
        return [
            "whatsNew": .bool(!spec.whatsNew.isEmpty),
            "paywalls": .bool(!spec.paywalls.isEmpty),
            "login": .bool(spec.login != nil),
            "triggers": .bool(hasTriggers),
            "questions": .bool(hasQuestions),
            "permissions": .bool(hasPermissions),
            "awaitedResults": .bool(hasPermissions || hasTriggers),
            "backgroundVideo": .bool(slides.contains { $0.backgroundVideo != nil }),
            "videoGrid": .bool(slides.contains { !$0.videoGrid.isEmpty || $0.videoGridLayout != nil }),
            "animation": .bool(slides.contains { if case .animation = $0.illustration { true } else { false } }),
            "slideColors": .bool(hasSlideColors),
            "colors": .bool(hasSlideColors || slides.contains { $0.backgroundImage?.tintColor != nil }),
        ]
    }

    /// The most slides whose text keys one array literal holds: swiftc -O optimises an array literal
    /// in time that grows faster than its size, so the keys of a large spec are in parts.
    static let slidesPerTextKeyPart = 250

    /// The parts of the table of text keys, `{ name, slides, first, last }`: `slides` holds, for
    /// each slide that has texts, what stands between the quotes of its keys' literals
    /// (`keysBySlide` holds them so), and `first` and `last` count slides from 1; one part, named
    /// `textKeys`, for a spec of up to `slidesPerTextKeyPart` slides.
    private func textKeyParts(_ keysBySlide: [[String]]) -> [TemplateValue] {
        let starts = Array(stride(from: 0, to: keysBySlide.count, by: Self.slidesPerTextKeyPart))
        return starts.enumerated().map { number, start in
            let end = min(start + Self.slidesPerTextKeyPart, keysBySlide.count)
            let slides = keysBySlide[start..<end].filter { !$0.isEmpty }.map(TemplateValue.strings)
            return [
                "name": .string(starts.count == 1 ? "textKeys" : "textKeysPart\(number + 1)"),
                "slides": .list(slides),
                "first": .string(String(start + 1)),
                "last": .string(String(end)),
            ]
        }
    }

    /// The name of the generated namespace, such as `SignQuestOnboarding`.
    static func typeName(for spec: OnboardingSpec) -> String {
        SwiftNaming.escapedIfKeyword((SwiftNaming.typeName(from: spec.name) ?? "Spec") + "Onboarding")
    }

    package static func caseName(of id: String) -> String {
        SwiftNaming.escapedIfKeyword(SwiftNaming.caseName(from: id) ?? "_")
    }

    // MARK: Flow

    /// The effects of `trigger`: `{ login: true, paywall: false }` or `{ login: false, paywall: case }`.
    func effects(firedBy trigger: FlowTrigger) -> [TemplateValue] {
        effectsByTrigger[trigger] ?? []
    }

    /// Whether continuing from the slide at `index` has effects, with or without an option.
    func hasEffects(slideAt index: Int) -> Bool {
        !effects(firedBy: .afterSlide(spec.slides[index].id)).isEmpty
            || spec.slides[index].choices.contains { !effects(firedBy: .afterChoice($0.id)).isEmpty }
    }

    private func trigger(_ trigger: FlowTrigger) -> TemplateValue {
        var value: TemplateDictionary = ["afterOnboarding": false, "afterSlide": false, "afterChoice": false, "manual": false]
        switch trigger {
        case .afterOnboarding: value["afterOnboarding"] = true
        case .manual: value["manual"] = true
        case .afterSlide(let id): value["afterSlide"] = .string(Self.caseName(of: id))
        case .afterChoice(let id): value["afterChoice"] = .string(SwiftLiteral.string(id))
        }
        return .dictionary(value)
    }

    // MARK: Theme, paywalls, login, completion, what's new

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
                ]
            }),
            "backgroundAudio": .optional(spec.backgroundAudio.map { audio in
                ["name": .literal(audio.name), "fileExtension": .literal(audio.format.rawValue)]
            }),
        ]
    }

    /// `{ red, green, blue, alpha }`, each a `Double` literal from 0 to 1.
    static func color(_ color: RGBAColor) -> TemplateValue {
        func component(_ byte: UInt8) -> TemplateValue { .string(SwiftLiteral.double(Double(byte) / 255)) }
        return ["red": component(color.red), "green": component(color.green), "blue": component(color.blue), "alpha": component(color.alpha)]
    }

    private func paywall(_ paywall: Paywall) -> TemplateValue {
        [
            "case": .string(Self.caseName(of: paywall.placement)),
            "rawValue": .literal(paywall.placement),
            "trigger": trigger(paywall.trigger),
            "presentation": .string(paywall.presentation.rawValue),
            "provider": .string(paywall.provider.rawValue),
            "products": .list(paywall.products.map { .string(Self.caseName(of: $0.id)) }),
            "entitlement": .literal(paywall.entitlement),
            "isSkippable": .bool(paywall.isSkippable),
            "termsURL": .literal(paywall.termsURL),
            "privacyURL": .literal(paywall.privacyURL),
        ]
    }

    /// The products of every paywall, each id once, in order of first appearance.
    private var products: [Product] {
        var seen: Set<String> = []
        return spec.paywalls.flatMap(\.products).filter { seen.insert($0.id).inserted }
    }

    private func product(_ product: Product) -> TemplateValue {
        ["case": .string(Self.caseName(of: product.id)), "rawValue": .literal(product.id), "productID": .literal(product.productID)]
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

    /// A text the app shows translated: `{ key, value }`, the string literals of its localization
    /// key and of its text in the spec's language; `false` when there is none.
    static func text(_ text: String?, key: @autoclosure () -> String) -> TemplateValue {
        guard let text else { return false }
        return ["key": .literal(key()), "value": .literal(text)]
    }
}

extension Slide {
    /// Whether Continue on this slide waits until an option is chosen (`GenerationContext.value`
    /// asks the same of a slide by its index, so as not to copy it).
    var requiresSelection: Bool { kind == .choice && continueRequiresSelection }
}
