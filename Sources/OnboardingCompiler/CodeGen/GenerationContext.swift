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
    let sourcePath: String
    let accessLevel: AccessLevel
    /// The escaped enum case of each slide, by index: read for every slide by several templates.
    fileprivate let slideCases: [String]
    /// The escaped enum case of each choice of each slide, computed once rather than for each
    /// template that names it.
    fileprivate let choiceCases: [[String]]
    /// The position of the first slide with each id, as `FlowGraph` has it: building a whole graph
    /// for this took a twentieth of code generation.
    private let slideIndexByID: [String: Int]
    /// The effects of each trigger, in order: the login first, then the paywalls in the order of the spec.
    private let effectsByTrigger: [FlowTrigger: [String]]

    init(spec: OnboardingSpec, sourcePath: String, accessLevel: AccessLevel) {
        self.spec = spec
        self.sourcePath = sourcePath
        self.accessLevel = accessLevel
        slideCases = spec.slides.indices.map { Self.caseName(of: spec.slides[$0].id) }
        choiceCases = spec.slides.indices.map { spec.slides[$0].choices.map { Self.caseName(of: $0.id) } }
        var slideIndexByID: [String: Int] = [:]
        for index in spec.slides.indices where slideIndexByID[spec.slides[index].id] == nil {
            slideIndexByID[spec.slides[index].id] = index
        }
        self.slideIndexByID = slideIndexByID
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
        return .dictionary(StoredDictionary([
            "sourcePath": .value(.string(SwiftExpressions.commentText(sourcePath))),
            "access": .value(.string(accessLevel.modifier)),
            "typeName": .value(.string(Self.typeName(for: spec))),
            "nameLiteral": .value(.string(SwiftLiteral.string(spec.name))),
            "slides": .list(Slides(context: self)),
            "firstSlide": .value(.string(slideCases.first ?? Self.caseName(of: ""))),
            "choiceSlides": .list(ChoiceSlides(context: self, indices: choiceSlides)),
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
        ]))
    }

    // MARK: Slides

    fileprivate static func caseName(of id: String) -> String {
        SwiftNaming.escapedIfKeyword(SwiftNaming.caseName(from: id) ?? "_")
    }

    fileprivate func optionEnumName(ofSlide index: Int) -> String {
        (SwiftNaming.typeName(from: spec.slides[index].id) ?? "Choice") + "Option"
    }

    /// Appends the text of the documentation comment of the slide at `index`: its titles.
    fileprivate func writeDocumentation(ofSlide index: Int, to code: inout ByteBuffer) {
        if let title = spec.slides[index].title { SwiftExpressions.commentText(title, to: &code) }
        if let boldTitle = spec.slides[index].boldTitle {
            if spec.slides[index].title != nil { code.append(" ") }
            SwiftExpressions.commentText(boldTitle, to: &code)
        }
    }

    fileprivate func writeDestination(of continuation: Slide.Continuation, from index: Int, to code: inout ByteBuffer) {
        switch continuation {
        case .nextInOrder where index + 1 < spec.slides.count: writeSlideDestination(slideCases[index + 1], to: &code)
        case .nextInOrder, .end: code.append(".end")
        case .slide(let id): writeSlideDestination(slideIndexByID[id].map { slideCases[$0] } ?? Self.caseName(of: id), to: &code)
        }
    }

    private func writeSlideDestination(_ slideCase: String, to code: inout ByteBuffer) {
        code.append(".slide(.")
        code.append(contentsOf: slideCase)
        code.append(")")
    }

    // MARK: Effects

    /// The effects of `trigger`: the login first, then the paywalls in the order of the spec.
    private func effects(firedBy trigger: FlowTrigger) -> [String] {
        effectsByTrigger[trigger] ?? []
    }

    private func effectList(_ effects: [String]) -> String { "[" + effects.joined(separator: ", ") + "]" }

    private var slidesWithEffects: [TemplateValue] {
        spec.slides.indices.compactMap { index in
            let leaving = effects(firedBy: .afterSlide(spec.slides[index].id))
            let options = spec.slides[index].choices.compactMap { choice -> TemplateValue? in
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
            "primaryColorLight": .string(SwiftExpressions.string { SwiftExpressions.color(theme.primaryColor.light, to: &$0) }),
            "primaryColorDark": .string(SwiftExpressions.string { SwiftExpressions.color(theme.primaryColor.dark, to: &$0) }),
            "onPrimaryColorLight": .string(SwiftExpressions.string { SwiftExpressions.color(theme.onPrimaryColor.light, to: &$0) }),
            "onPrimaryColorDark": .string(SwiftExpressions.string { SwiftExpressions.color(theme.onPrimaryColor.dark, to: &$0) }),
            "isScrollEnabled": .string(SwiftLiteral.bool(theme.isScrollEnabled)),
            "isPageIndicatorHidden": .string(SwiftLiteral.bool(theme.isPageIndicatorHidden)),
            "isDismissible": .string(SwiftLiteral.bool(theme.isDismissible)),
            "showsSkipButton": .string(SwiftLiteral.bool(theme.showsSkipButton)),
            "nextButton": .string(SwiftExpressions.string { SwiftExpressions.nextButton(spec.nextButton, to: &$0) }),
            "backgroundAudio": .string(SwiftExpressions.string { SwiftExpressions.backgroundAudio(spec.backgroundAudio, to: &$0) }),
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
            "entitlement": .string(SwiftExpressions.string { SwiftExpressions.optional(paywall.entitlement, to: &$0) }),
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
            "features": .list(entry.features.map { feature in .string(SwiftExpressions.string { SwiftExpressions.feature(feature, to: &$0) }) }),
            "primaryAction": .string(SwiftExpressions.string { SwiftExpressions.action(entry.primaryAction, to: &$0) }),
            "secondaryAction": .string(SwiftExpressions.string { SwiftExpressions.action(entry.secondaryAction, to: &$0) }),
        ]
    }
}

// MARK: - Computed values

/// The slides, each item the values of one.
private final class Slides: ComputedList {
    private let context: GenerationContext

    init(context: GenerationContext) {
        self.context = context
    }

    var count: Int { context.spec.slides.count }

    func item(at index: Int) -> ContextValue { .dictionary(SlideValues(context: context, index: index)) }
}

/// The values of the slide at `index`.
private final class SlideValues: ComputedDictionary, ComputedTexts {
    private enum Key: Int, CaseIterable {
        case `case`, rawValue, doc, title, boldTitle, subtitle, backgroundImage, illustration, backgroundVideo
        case videoGrid, options, buttonTitle, screenName, destination, choiceDestinations
    }

    private static let table = ContextValue.KeyTable(Key.allCases.map { "\($0)" })

    private let context: GenerationContext
    private let index: Int

    init(context: GenerationContext, index: Int) {
        self.context = context
        self.index = index
    }

    /// `Self.table`, read once per dictionary: reading a static calls `swift_once` each time.
    let keyTable = SlideValues.table

    func value(at key: Int) -> ContextValue {
        switch Key(rawValue: key)! {
        case .case: .value(.string(context.slideCases[index]))
        case .videoGrid: .list(SlideItems(context: context, slide: index, kind: .videoGrid))
        case .options: .list(SlideItems(context: context, slide: index, kind: .options))
        case .choiceDestinations: .list(SlideItems(context: context, slide: index, kind: .choiceDestinations))
        default: .text(self, position: key)
        }
    }

    func writeText(at key: Int, to bytes: inout ByteBuffer) {
        // Each value reads its fields of the slide in place: `let slide = spec.slides[index]`
        // copied the whole slide for each value, a fifth of the retains and releases of code generation.
        let slides = context.spec.slides
        switch Key(rawValue: key)! {
        case .rawValue: SwiftLiteral.write(slides[index].id, to: &bytes)
        case .doc: context.writeDocumentation(ofSlide: index, to: &bytes)
        case .title: SwiftExpressions.optional(slides[index].title, to: &bytes)
        case .boldTitle: SwiftExpressions.optional(slides[index].boldTitle, to: &bytes)
        case .subtitle: SwiftExpressions.optional(slides[index].subtitle, to: &bytes)
        case .backgroundImage: SwiftExpressions.backgroundImage(slides[index].backgroundImage, to: &bytes)
        case .illustration: SwiftExpressions.illustration(slides[index].illustration, to: &bytes)
        case .backgroundVideo: SwiftExpressions.backgroundVideo(slides[index].backgroundVideo, to: &bytes)
        case .buttonTitle: SwiftExpressions.optional(slides[index].buttonTitle, to: &bytes)
        case .screenName: SwiftExpressions.optional(slides[index].screenName, to: &bytes)
        case .destination: context.writeDestination(of: slides[index].next, from: index, to: &bytes)
        case .case, .videoGrid, .options, .choiceDestinations: preconditionFailure("not a text")
        }
    }
}

/// The choice slides, each item the values of one for its enum of options.
private final class ChoiceSlides: ComputedList {
    private let context: GenerationContext
    /// The positions of the choice slides among the slides.
    private let indices: [Int]

    init(context: GenerationContext, indices: [Int]) {
        self.context = context
        self.indices = indices
    }

    var count: Int { indices.count }

    func item(at index: Int) -> ContextValue { .dictionary(ChoiceSlideValues(context: context, index: indices[index])) }
}

/// The values of the choice slide at `index` for its enum of options.
private final class ChoiceSlideValues: ComputedDictionary, ComputedTexts {
    private enum Key: Int, CaseIterable {
        case slideCase, slideRawValue, enumName, options
    }

    private static let table = ContextValue.KeyTable(Key.allCases.map { "\($0)" })

    private let context: GenerationContext
    private let index: Int

    init(context: GenerationContext, index: Int) {
        self.context = context
        self.index = index
    }

    /// `Self.table`, read once per dictionary: reading a static calls `swift_once` each time.
    let keyTable = ChoiceSlideValues.table

    func value(at key: Int) -> ContextValue {
        switch Key(rawValue: key)! {
        case .slideCase: .value(.string(context.slideCases[index]))
        case .slideRawValue: .text(self, position: key)
        case .enumName: .value(.string(context.optionEnumName(ofSlide: index)))
        case .options: .list(SlideItems(context: context, slide: index, kind: .choiceOptions))
        }
    }

    /// Writes the slide's id for the documentation comment of its enum of options, the only text.
    func writeText(at key: Int, to bytes: inout ByteBuffer) {
        bytes.append("`")
        let start = bytes.count
        SwiftExpressions.commentText(context.spec.slides[index].id, to: &bytes)
        for offset in start..<bytes.count where bytes[offset] == UInt8(ascii: "`") { bytes[offset] = UInt8(ascii: "'") }
        bytes.append("`")
    }
}

/// A list of a slide's.
private final class SlideItems: ComputedList, ComputedTexts {
    enum Kind {
        /// The expressions of the videos of the grid.
        case videoGrid
        /// The `Option` expressions of the choices.
        case options
        /// Where each choice leads; empty unless the slide is a choice slide.
        case choiceDestinations
        /// The values of each choice for the enum of options.
        case choiceOptions
    }

    private let context: GenerationContext
    private let slide: Int
    private let kind: Kind

    init(context: GenerationContext, slide: Int, kind: Kind) {
        self.context = context
        self.slide = slide
        self.kind = kind
    }

    var count: Int {
        switch kind {
        case .videoGrid: context.spec.slides[slide].videoGrid.count
        case .options, .choiceOptions: context.spec.slides[slide].choices.count
        case .choiceDestinations: context.spec.slides[slide].kind == .choice ? context.spec.slides[slide].choices.count : 0
        }
    }

    func item(at index: Int) -> ContextValue {
        switch kind {
        case .videoGrid, .options: .text(self, position: index)
        case .choiceDestinations: .dictionary(ChoiceValues(context: context, slide: slide, choice: index, role: .destination))
        case .choiceOptions: .dictionary(ChoiceValues(context: context, slide: slide, choice: index, role: .option))
        }
    }

    func writeText(at index: Int, to bytes: inout ByteBuffer) {
        switch kind {
        case .videoGrid: SwiftExpressions.videoGridItem(context.spec.slides[slide].videoGrid[index], to: &bytes)
        case .options: SwiftExpressions.option(context.spec.slides[slide].choices[index], to: &bytes)
        case .choiceDestinations, .choiceOptions: preconditionFailure("not a text")
        }
    }
}

/// The values of a choice of a slide: where it leads, or its case of the enum of options.
private final class ChoiceValues: ComputedDictionary, ComputedTexts {
    /// Which values of the choice a template reads.
    enum Role {
        /// Where the choice leads: `optionID` and `destination`.
        case destination
        /// The choice's case of the enum of options: `case`, `rawValue`, `title`, `emoji` and `destination`.
        case option
    }

    private enum Key: String {
        case `case`, rawValue, title, emoji, destination, optionID
    }

    private static let destinationKeys: [Key] = [.optionID, .destination]
    private static let optionKeys: [Key] = [.case, .rawValue, .title, .emoji, .destination]
    private static let destinationTable = ContextValue.KeyTable(destinationKeys.map(\.rawValue))
    private static let optionTable = ContextValue.KeyTable(optionKeys.map(\.rawValue))

    private let context: GenerationContext
    private let slide: Int
    private let choice: Int
    private let role: Role

    init(context: GenerationContext, slide: Int, choice: Int, role: Role) {
        self.context = context
        self.slide = slide
        self.choice = choice
        self.role = role
    }

    var keyTable: ContextValue.KeyTable { role == .destination ? Self.destinationTable : Self.optionTable }

    private func key(at index: Int) -> Key { role == .destination ? Self.destinationKeys[index] : Self.optionKeys[index] }

    func value(at index: Int) -> ContextValue {
        guard key(at: index) != .case else { return .value(.string(context.choiceCases[slide][choice])) }
        return .text(self, position: index)
    }

    func writeText(at index: Int, to bytes: inout ByteBuffer) {
        let choice = context.spec.slides[slide].choices[self.choice]
        switch key(at: index) {
        case .optionID, .rawValue: SwiftLiteral.write(choice.id, to: &bytes)
        case .title: SwiftLiteral.write(choice.title, to: &bytes)
        case .emoji: SwiftExpressions.optional(choice.emoji, to: &bytes)
        case .destination: context.writeDestination(of: choice.next ?? context.spec.slides[slide].next, from: slide, to: &bytes)
        case .case: preconditionFailure("not a text")
        }
    }
}
