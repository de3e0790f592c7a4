/// The values the templates render, computed from a validated spec.
///
/// Templates never see raw text: every string is already a Swift literal, every name an escaped
/// identifier, every compound value an expression. The flow's tables (where each slide leads, which
/// effects fire where) are worked out here once, so templates only lay them out.
/// The values the templates render, computed from a validated spec.
///
/// Templates never see raw text: every string is already a Swift literal, every name an escaped
/// identifier, every compound value an expression. The flow's tables (where each slide leads, which
/// effects fire where) are worked out here once, so templates only lay them out.
///
/// The values of each slide and choice slide are computed when a template reads them (see
/// `ContextValue`), so that a large spec's context never exists in memory all at once.
final class GenerationContext {
    let spec: OnboardingSpec
    let graph: FlowGraph
    let sourcePath: String
    let accessLevel: AccessLevel
    /// The escaped enum case of each slide, by index: read for every slide by several templates.
    private let slideCases: [String]
    /// The effects of each trigger, in order: the login first, then the paywalls in the order of the spec.
    private let effectsByTrigger: [FlowTrigger: [String]]

    init(spec: OnboardingSpec, graph: FlowGraph, sourcePath: String, accessLevel: AccessLevel) {
        self.spec = spec
        self.graph = graph
        self.sourcePath = sourcePath
        self.accessLevel = accessLevel
        slideCases = spec.slides.map { Self.caseName(of: $0.id) }
        // One pass over the paywalls rather than one per slide and option, which was quadratic.
        var effectsByTrigger: [FlowTrigger: [String]] = [:]
        if let login = spec.login { effectsByTrigger[login.trigger, default: []].append(".presentLogin") }
        for paywall in spec.paywalls {
            effectsByTrigger[paywall.trigger, default: []].append(".presentPaywall(.\(Self.caseName(of: paywall.placement)))")
        }
        self.effectsByTrigger = effectsByTrigger
    }

    /// The name of the generated namespace, such as `SignQuestOnboarding`.
    static func typeName(for spec: OnboardingSpec) -> String {
        SwiftNaming.escapedIfKeyword((SwiftNaming.typeName(from: spec.name) ?? "Spec") + "Onboarding")
    }

    var value: ContextValue {
        let selectionSlides = spec.slides.indices.filter {
            spec.slides[$0].kind == .choice && spec.slides[$0].continueRequiresSelection
        }
        let choiceSlides = spec.slides.indices.filter { spec.slides[$0].kind == .choice }
        let slidesWithEffects = self.slidesWithEffects
        let entries: KeyValuePairs<String, ContextValue> = [
            "sourcePath": .value(.string(SwiftExpressions.commentText(sourcePath))),
            "access": .value(.string(accessLevel.modifier)),
            "typeName": .value(.string(Self.typeName(for: spec))),
            "nameLiteral": .value(.string(SwiftLiteral.string(spec.name))),
            "slides": .list(count: spec.slides.count) { index in .dictionary(self.slideValue(at: index)) },
            "firstSlide": .value(.string(slideCases.first ?? Self.caseName(of: ""))),
            "choiceSlides": .list(count: choiceSlides.count) { index in self.choiceSlideValue(at: choiceSlides[index]) },
            "selectionSlides": .value(.list(selectionSlides.map { .string(slideCases[$0]) })),
            "selectionSwitchNeedsDefault": .value(.bool(selectionSlides.count < spec.slides.count)),
            "slidesWithEffects": .value(.list(slidesWithEffects)),
            "effectsSwitchNeedsDefault": .value(.bool(slidesWithEffects.count < spec.slides.count)),
            "endEffects": .value(.string(effectList(effects(firedBy: .afterOnboarding) + [".finished"]))),
            "theme": .value(themeValue),
            "completion": .value([
                "storageKey": .string(SwiftLiteral.string(spec.completion.storageKey)),
                "scope": .string("." + spec.completion.scope.rawValue),
            ]),
            "paywalls": .value(.list(spec.paywalls.map(paywallValue))),
            "products": .value(.list(products.map { product in
                ["case": .string(Self.caseName(of: product.id)), "rawValue": .string(SwiftLiteral.string(product.id)), "productID": .string(SwiftLiteral.string(product.productID))]
            })),
            "login": .value(.optional(spec.login.map(loginValue))),
            "whatsNew": .value(.list(spec.whatsNew.map(whatsNewValue))),
        ]
        let values = entries.map(\.value)
        return .dictionary(.init(keys: ContextValue.KeyTable(entries.map(\.key))) { values[$0] })
    }

    // MARK: Slides

    private static func caseName(of id: String) -> String {
        SwiftNaming.escapedIfKeyword(SwiftNaming.caseName(from: id) ?? "_")
    }

    private func optionEnumName(of slide: Slide) -> String {
        (SwiftNaming.typeName(from: slide.id) ?? "Choice") + "Option"
    }

    /// The keys of a slide's dictionary.
    private enum SlideKey: String, CaseIterable {
        case `case`, rawValue, doc, title, boldTitle, subtitle, backgroundImage, illustration, backgroundVideo
        case videoGrid, options, buttonTitle, screenName, destination, choiceDestinations

        static let table = ContextValue.KeyTable(allCases.map(\.rawValue))
    }

    private func slideValue(at index: Int) -> ContextValue.ComputedDictionary {
        .init(keys: SlideKey.table) { key in .value(self.slideValue(at: index, for: SlideKey.allCases[key])) }
    }

    private func slideValue(at index: Int, for key: SlideKey) -> TemplateValue {
        // Each value reads its fields of the slide in place: `let slide = spec.slides[index]`
        // copied the whole slide for each value, a fifth of the retains and releases of code generation.
        switch key {
        case .case: return .string(slideCases[index])
        case .rawValue: return .string(SwiftLiteral.string(spec.slides[index].id))
        case .doc:
            return .string(SwiftExpressions.commentText([spec.slides[index].title, spec.slides[index].boldTitle].compactMap { $0 }.joined(separator: " ")))
        case .title: return .string(SwiftExpressions.optional(spec.slides[index].title))
        case .boldTitle: return .string(SwiftExpressions.optional(spec.slides[index].boldTitle))
        case .subtitle: return .string(SwiftExpressions.optional(spec.slides[index].subtitle))
        case .backgroundImage: return .string(SwiftExpressions.backgroundImage(spec.slides[index].backgroundImage))
        case .illustration: return .string(SwiftExpressions.illustration(spec.slides[index].illustration))
        case .backgroundVideo: return .string(SwiftExpressions.backgroundVideo(spec.slides[index].backgroundVideo))
        case .videoGrid: return .list(spec.slides[index].videoGrid.map { .string(SwiftExpressions.videoGridItem($0)) })
        case .options: return .list(spec.slides[index].choices.map { .string(SwiftExpressions.option($0)) })
        case .buttonTitle: return .string(SwiftExpressions.optional(spec.slides[index].buttonTitle))
        case .screenName: return .string(SwiftExpressions.optional(spec.slides[index].screenName))
        case .destination: return .string(destination(of: spec.slides[index].next, from: index))
        case .choiceDestinations:
            guard spec.slides[index].kind == .choice else { return [] }
            let next = spec.slides[index].next
            return .list(spec.slides[index].choices.map { choice in
                ["optionID": .string(SwiftLiteral.string(choice.id)), "destination": .string(destination(of: choice.next ?? next, from: index))]
            })
        }
    }

    private func choiceSlideValue(at index: Int) -> ContextValue {
        let slide = spec.slides[index]
        let value: [String: TemplateValue] = [
            "slideCase": .string(slideCases[index]),
            "slideRawValue": .string("`" + String(String.UnicodeScalarView(SwiftExpressions.commentText(slide.id).unicodeScalars.map { $0 == "`" ? "'" : $0 })) + "`"),
            "enumName": .string(optionEnumName(of: slide)),
            "options": .list(slide.choices.map { choice in
                [
                    "case": .string(Self.caseName(of: choice.id)),
                    "rawValue": .string(SwiftLiteral.string(choice.id)),
                    "title": .string(SwiftLiteral.string(choice.title)),
                    "emoji": .string(SwiftExpressions.optional(choice.emoji)),
                    "destination": .string(destination(of: choice.next ?? slide.next, from: index)),
                ]
            }),
        ]
        return .value(.dictionary(value))
    }

    private func destination(of continuation: Slide.Continuation, from index: Int) -> String {
        switch continuation {
        case .nextInOrder: index + 1 < spec.slides.count ? ".slide(.\(slideCases[index + 1]))" : ".end"
        case .end: ".end"
        case .slide(let id): ".slide(.\(graph.indexByID[id].map { slideCases[$0] } ?? Self.caseName(of: id)))"
        }
    }

    // MARK: Effects

    /// The effects of `trigger`: the login first, then the paywalls in the order of the spec.
    private func effects(firedBy trigger: FlowTrigger) -> [String] {
        effectsByTrigger[trigger] ?? []
    }

    private func effectList(_ effects: [String]) -> String { "[" + effects.joined(separator: ", ") + "]" }

    private var slidesWithEffects: [TemplateValue] {
        spec.slides.indices.compactMap { index in
            let slide = spec.slides[index]
            let leaving = effects(firedBy: .afterSlide(slide.id))
            let options = slide.choices.compactMap { choice -> TemplateValue? in
                let chosen = effects(firedBy: .afterChoice(choice.id))
                guard !chosen.isEmpty else { return nil }
                return ["optionID": .string(SwiftLiteral.string(choice.id)), "effects": .string(effectList(leaving + chosen))]
            }
            guard !leaving.isEmpty || !options.isEmpty else { return nil }
            return [
                "case": .string(slideCases[index]),
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
        case .afterSlide(let id): ".afterSlide(.\(Self.caseName(of: id)))"
        case .afterChoice(let id): ".afterChoice(\(SwiftLiteral.string(id)))"
        }
    }

    private func paywallValue(_ paywall: Paywall) -> TemplateValue {
        [
            "case": .string(Self.caseName(of: paywall.placement)),
            "rawValue": .string(SwiftLiteral.string(paywall.placement)),
            "trigger": .string(trigger(paywall.trigger)),
            "presentation": .string("." + paywall.presentation.rawValue),
            "provider": .string("." + paywall.provider.rawValue),
            "products": .string(paywall.products.map { "." + Self.caseName(of: $0.id) }.joined(separator: ", ")),
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
