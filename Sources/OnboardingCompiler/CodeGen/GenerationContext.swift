/// The values the templates render, computed from a validated spec.
///
/// Templates never see raw text: every string is already a Swift literal, every name an escaped
/// identifier, every compound value an expression. The flow's tables (where each slide leads, which
/// effects fire where) are worked out here once, so templates only lay them out.
struct GenerationContext {
    let spec: OnboardingSpec
    let graph: FlowGraph
    let sourcePath: String
    let accessLevel: AccessLevel
    /// The effects of each trigger, worked out once: looking them up for every slide and option
    /// must not cost a pass over every paywall.
    private let effectsByTrigger: [FlowTrigger: [String]]

    init(spec: OnboardingSpec, graph: FlowGraph, sourcePath: String, accessLevel: AccessLevel) {
        self.spec = spec
        self.graph = graph
        self.sourcePath = sourcePath
        self.accessLevel = accessLevel
        self.effectsByTrigger = Self.effectsByTrigger(of: spec)
    }

    /// The name of the generated namespace, such as `SignQuestOnboarding`.
    static func typeName(for spec: OnboardingSpec) -> String {
        SwiftNaming.escapedIfKeyword((SwiftNaming.typeName(from: spec.name) ?? "Spec") + "Onboarding")
    }

    var value: TemplateValue {
        .dictionary([
            "sourcePath": .string(SwiftExpressions.commentText(sourcePath)),
            "access": .string(accessLevel.modifier),
            "typeName": .string(Self.typeName(for: spec)),
            "nameLiteral": .string(SwiftLiteral.string(spec.name)),
            "slides": .list(spec.slides.indices.map(slideValue)),
            "firstSlide": .string(caseName(of: spec.slides.first?.id ?? "")),
            "choiceSlides": .list(spec.slides.filter { $0.kind == .choice }.map(choiceSlideValue)),
            "selectionSlides": .list(selectionSlides.map { .string(caseName(of: $0.id)) }),
            "selectionSwitchNeedsDefault": .bool(selectionSlides.count < spec.slides.count),
            "slidesWithEffects": .list(slidesWithEffects),
            "effectsSwitchNeedsDefault": .bool(slidesWithEffects.count < spec.slides.count),
            "endEffects": .string(effectList(endEffects + [".finished"])),
            "theme": themeValue,
            "completion": [
                "storageKey": .string(SwiftLiteral.string(spec.completion.storageKey)),
                "scope": .string("." + spec.completion.scope.rawValue),
            ],
            "paywalls": .list(spec.paywalls.map(paywallValue)),
            "products": .list(products.map { product in
                ["case": .string(caseName(of: product.id)), "rawValue": .string(SwiftLiteral.string(product.id)), "productID": .string(SwiftLiteral.string(product.productID))]
            }),
            "login": .optional(spec.login.map(loginValue)),
            "whatsNew": .list(spec.whatsNew.map(whatsNewValue)),
        ])
    }

    // MARK: Slides

    private func caseName(of id: String) -> String {
        SwiftNaming.escapedIfKeyword(SwiftNaming.caseName(from: id) ?? "_")
    }

    private func optionEnumName(of slide: Slide) -> String {
        (SwiftNaming.typeName(from: slide.id) ?? "Choice") + "Option"
    }

    private func slideValue(at index: Int) -> TemplateValue {
        let slide = spec.slides[index]
        let doc = [slide.title, slide.boldTitle].compactMap { $0 }.joined(separator: " ")
        var value: [String: TemplateValue] = [
            "case": .string(caseName(of: slide.id)),
            "rawValue": .string(SwiftLiteral.string(slide.id)),
            "doc": .string(SwiftExpressions.commentText(doc)),
            "title": .string(SwiftExpressions.optional(slide.title)),
            "boldTitle": .string(SwiftExpressions.optional(slide.boldTitle)),
            "subtitle": .string(SwiftExpressions.optional(slide.subtitle)),
            "backgroundImage": .string(SwiftExpressions.backgroundImage(slide.backgroundImage)),
            "illustration": .string(SwiftExpressions.illustration(slide.illustration)),
            "backgroundVideo": .string(SwiftExpressions.backgroundVideo(slide.backgroundVideo)),
            "videoGrid": .list(slide.videoGrid.map { .string(SwiftExpressions.videoGridItem($0)) }),
            "options": .list(slide.choices.map { .string(SwiftExpressions.option($0)) }),
            "buttonTitle": .string(SwiftExpressions.optional(slide.buttonTitle)),
            "screenName": .string(SwiftExpressions.optional(slide.screenName)),
            "destination": .string(destination(of: slide.next, from: index)),
            "choiceDestinations": [],
        ]
        if slide.kind == .choice {
            value["choiceDestinations"] = .list(slide.choices.map { choice in
                ["optionID": .string(SwiftLiteral.string(choice.id)), "destination": .string(destination(of: choice.next ?? slide.next, from: index))]
            })
        }
        return .dictionary(value)
    }

    private func choiceSlideValue(_ slide: Slide) -> TemplateValue {
        let index = graph.indexByID[slide.id] ?? 0
        return [
            "slideCase": .string(caseName(of: slide.id)),
            "slideRawValue": .string("`\(SwiftExpressions.commentText(slide.id).replacingOccurrences(of: "`", with: "'"))`"),
            "enumName": .string(optionEnumName(of: slide)),
            "options": .list(slide.choices.map { choice in
                [
                    "case": .string(caseName(of: choice.id)),
                    "rawValue": .string(SwiftLiteral.string(choice.id)),
                    "title": .string(SwiftLiteral.string(choice.title)),
                    "emoji": .string(SwiftExpressions.optional(choice.emoji)),
                    "destination": .string(destination(of: choice.next ?? slide.next, from: index)),
                ]
            }),
        ]
    }

    private var selectionSlides: [Slide] {
        spec.slides.filter { $0.kind == .choice && $0.continueRequiresSelection }
    }

    private func destination(of continuation: Slide.Continuation, from index: Int) -> String {
        switch continuation {
        case .nextInOrder: index + 1 < spec.slides.count ? ".slide(.\(caseName(of: spec.slides[index + 1].id)))" : ".end"
        case .end: ".end"
        case .slide(let id): ".slide(.\(caseName(of: id)))"
        }
    }

    // MARK: Effects

    /// The effects of `trigger`: the login first, then the paywalls in the order of the spec.
    private func effects(firedBy trigger: FlowTrigger) -> [String] {
        effectsByTrigger[trigger] ?? []
    }

    /// The effects of every trigger that has some, in order: the login first, then the paywalls.
    private static func effectsByTrigger(of spec: OnboardingSpec) -> [FlowTrigger: [String]] {
        var effects: [FlowTrigger: [String]] = [:]
        if let login = spec.login { effects[login.trigger, default: []].append(".presentLogin") }
        for paywall in spec.paywalls {
            let placement = SwiftNaming.escapedIfKeyword(SwiftNaming.caseName(from: paywall.placement) ?? "_")
            effects[paywall.trigger, default: []].append(".presentPaywall(.\(placement))")
        }
        return effects
    }

    private var endEffects: [String] { effects(firedBy: .afterOnboarding) }

    private func effectList(_ effects: [String]) -> String { "[" + effects.joined(separator: ", ") + "]" }

    private var slidesWithEffects: [TemplateValue] {
        spec.slides.compactMap { slide in
            let leaving = effects(firedBy: .afterSlide(slide.id))
            let options = slide.choices.compactMap { choice -> TemplateValue? in
                let chosen = effects(firedBy: .afterChoice(choice.id))
                guard !chosen.isEmpty else { return nil }
                return ["optionID": .string(SwiftLiteral.string(choice.id)), "effects": .string(effectList(leaving + chosen))]
            }
            guard !leaving.isEmpty || !options.isEmpty else { return nil }
            return [
                "case": .string(caseName(of: slide.id)),
                "effects": .string(effectList(leaving)),
                "optionEffects": .list(options),
            ]
        }
    }

    // MARK: Theme, paywalls, login, what's new

    private var themeValue: TemplateValue {
        let theme = spec.theme
        return [
            "primaryColorLight": .string(SwiftExpressions.color(theme.primaryColor.light)),
            "primaryColorDark": .string(SwiftExpressions.color(theme.primaryColor.dark)),
            "onPrimaryColorLight": .string(SwiftExpressions.color(theme.onPrimaryColor.light)),
            "onPrimaryColorDark": .string(SwiftExpressions.color(theme.onPrimaryColor.dark)),
            "isScrollEnabled": .string(SwiftLiteral.bool(theme.isScrollEnabled)),
            "isPageIndicatorHidden": .string(SwiftLiteral.bool(theme.isPageIndicatorHidden)),
            "isDismissible": .string(SwiftLiteral.bool(theme.isDismissible)),
            "showsSkipButton": .string(SwiftLiteral.bool(theme.showsSkipButton)),
            "nextButton": .string(SwiftExpressions.nextButton(spec.nextButton)),
            "backgroundAudio": .string(SwiftExpressions.backgroundAudio(spec.backgroundAudio)),
        ]
    }

    private func trigger(_ trigger: FlowTrigger) -> String {
        switch trigger {
        case .afterOnboarding: ".afterOnboarding"
        case .afterSlide(let id): ".afterSlide(.\(caseName(of: id)))"
        case .afterChoice(let id): ".afterChoice(\(SwiftLiteral.string(id)))"
        }
    }

    private func paywallValue(_ paywall: Paywall) -> TemplateValue {
        [
            "case": .string(caseName(of: paywall.placement)),
            "rawValue": .string(SwiftLiteral.string(paywall.placement)),
            "trigger": .string(trigger(paywall.trigger)),
            "presentation": .string("." + paywall.presentation.rawValue),
            "provider": .string("." + paywall.provider.rawValue),
            "products": .string(paywall.products.map { "." + caseName(of: $0.id) }.joined(separator: ", ")),
            "entitlement": .string(SwiftExpressions.optional(paywall.entitlement)),
            "isSkippable": .string(SwiftLiteral.bool(paywall.isSkippable)),
        ]
    }

    /// The products of every paywall, each id once, in order of first appearance.
    private var products: [Product] {
        var seen: Set<String> = []
        return spec.paywalls.flatMap(\.products).filter { seen.insert($0.id).inserted }
    }

    private func loginValue(_ login: Login) -> TemplateValue {
        [
            "clientID": .string(SwiftLiteral.string(login.clientID)),
            "loginURL": .string(SwiftLiteral.string(login.loginURL)),
            "redirectURI": .string(SwiftLiteral.string(login.redirectURI ?? "")),
            "trigger": .string(trigger(login.trigger)),
        ]
    }

    private func whatsNewValue(_ entry: WhatsNewEntry) -> TemplateValue {
        [
            "version": .string(SwiftLiteral.string(entry.version)),
            "title": .string(SwiftLiteral.string(entry.title)),
            "features": .list(entry.features.map { .string(SwiftExpressions.feature($0)) }),
            "primaryAction": .string(SwiftExpressions.action(entry.primaryAction)),
            "secondaryAction": .string(SwiftExpressions.action(entry.secondaryAction)),
        ]
    }
}
