import OnboardingSpec

/// The values the templates render, computed from a validated spec.
///
/// Templates never see raw text: every string is already a Swift literal, every name an escaped
/// identifier, every compound value an expression. The flow's tables (where each slide leads, which
/// effects fire where) are worked out here once, so templates only lay them out.
///
/// The values of each slide and choice slide are computed when a template reads them (see
/// `ContextValue`), so that a large spec's context never exists in memory all at once.
final class GenerationContext: ContextSource {
    let spec: OnboardingSpec
    let sourcePath: String
    let accessLevel: AccessLevel
    /// The escaped enum case of each slide, by index: read for every slide by several templates.
    private let slideCases: NameList
    /// The escaped enum case of each choice of each slide, the slides' one after another, computed
    /// once rather than for each template that names it.
    private let choiceCases: NameList
    /// The position in `choiceCases` of each slide's first choice.
    private let firstChoiceCase: [Int]
    /// The positions of the choice slides among the slides.
    private let choiceSlides: [Int]
    /// The name of the enum of options of each choice slide, by its position in `choiceSlides`.
    private let optionEnumNames: NameList
    /// The positions of the choice slides that need a selection to continue.
    private let selectionSlides: [Int]
    /// The position of the first slide with each id, as `FlowGraph` has it: building a whole graph
    /// for this took a twentieth of code generation.
    private let slideIndexByID: [String: Int]
    /// The effects of each trigger, in order: the login first, then the paywalls in the order of the spec.
    private let effectsByTrigger: [FlowTrigger: [String]]
    /// The keys of each kind of dictionary, by position in its key table: read here rather than
    /// from `allCases`, which makes an array each time.
    private let keys = Keys()

    init(spec: OnboardingSpec, sourcePath: String, accessLevel: AccessLevel) {
        self.spec = spec
        self.sourcePath = sourcePath
        self.accessLevel = accessLevel
        slideCases = NameList(spec.slides.indices.lazy.map { Self.caseName(of: spec.slides[$0].id) })
        var firstChoiceCase: [Int] = []
        firstChoiceCase.reserveCapacity(spec.slides.count)
        var choiceCount = 0
        for index in spec.slides.indices {
            firstChoiceCase.append(choiceCount)
            choiceCount += spec.slides[index].choices.count
        }
        self.firstChoiceCase = firstChoiceCase
        choiceCases = NameList(spec.slides.indices.lazy.flatMap { spec.slides[$0].choices.lazy.map { Self.caseName(of: $0.id) } })
        choiceSlides = spec.slides.indices.filter { spec.slides[$0].kind == .choice }
        optionEnumNames = NameList(choiceSlides.lazy.map { (SwiftNaming.typeName(from: spec.slides[$0].id) ?? "Choice") + "Option" })
        selectionSlides = choiceSlides.filter { spec.slides[$0].continueRequiresSelection }
        var slideIndexByID: [String: Int] = Dictionary(minimumCapacity: spec.slides.count)
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

    /// The context templates render: the dictionary of `RootKey`s.
    var value: ContextValue { .dictionary(ComputedValue(kind: DictionaryKind.root.rawValue)) }

    /// The values of the context's dictionary, by `RootKey`.
    private lazy var rootValues: [ContextValue] = keys.rootKeys.map(rootValue)

    private func rootValue(_ key: RootKey) -> ContextValue {
        switch key {
        case .sourcePath: .value(.string(SwiftExpressions.commentText(sourcePath)))
        case .access: .value(.string(accessLevel.modifier))
        case .typeName: .value(.string(Self.typeName(for: spec)))
        case .nameLiteral: .value(.string(SwiftLiteral.string(spec.name)))
        case .slides: .list(ComputedValue(kind: ListKind.slides.rawValue))
        case .firstSlide: .value(.string(slideCases.isEmpty ? Self.caseName(of: "") : slideCases[0]))
        case .choiceSlides: .list(ComputedValue(kind: ListKind.choiceSlides.rawValue))
        case .selectionSlides: .list(ComputedValue(kind: ListKind.selectionSlides.rawValue))
        case .selectionSwitchNeedsDefault: .value(.bool(selectionSlides.count < spec.slides.count))
        case .slidesWithEffects: .value(.list(slidesWithEffects))
        case .effectsSwitchNeedsDefault: .value(.bool(slidesWithEffects.count < spec.slides.count))
        case .endEffects: .value(.string(effectList(effects(firedBy: .afterOnboarding) + [".finished"])))
        case .theme: .value(themeValue)
        case .completion:
            .value([
                "storageKey": .string(SwiftLiteral.string(spec.completion.storageKey)),
                "scope": .string("." + spec.completion.scope.rawValue),
            ])
        case .paywalls: .value(.list(spec.paywalls.map(paywallValue)))
        case .products:
            .value(.list(products.map { product in
                ["case": .string(Self.caseName(of: product.id)), "rawValue": .string(SwiftLiteral.string(product.id)), "productID": .string(SwiftLiteral.string(product.productID))]
            }))
        case .login: .value(.optional(spec.login.map(loginValue)))
        case .whatsNew: .value(.list(spec.whatsNew.map(whatsNewValue)))
        }
    }

    // MARK: Slides

    private static func caseName(of id: String) -> String {
        SwiftNaming.escapedIfKeyword(SwiftNaming.caseName(from: id) ?? "_")
    }

    /// Appends the text of the documentation comment of the slide at `index`: its titles.
    private func writeDocumentation(ofSlide index: Int, to code: inout ByteBuffer) {
        if let title = spec.slides[index].title { SwiftExpressions.commentText(title, to: &code) }
        if let boldTitle = spec.slides[index].boldTitle {
            if spec.slides[index].title != nil { code.append(" ") }
            SwiftExpressions.commentText(boldTitle, to: &code)
        }
    }

    private func writeDestination(of continuation: Slide.Continuation, from index: Int, to code: inout ByteBuffer) {
        switch continuation {
        case .nextInOrder where index + 1 < spec.slides.count:
            code.append(".slide(.")
            slideCases.write(at: index + 1, to: &code)
            code.append(")")
        case .nextInOrder, .end:
            code.append(".end")
        case .slide(let id):
            code.append(".slide(.")
            if let target = slideIndexByID[id] {
                slideCases.write(at: target, to: &code)
            } else {
                code.append(contentsOf: Self.caseName(of: id))
            }
            code.append(")")
        }
    }

    // MARK: Effects

    /// The effects of `trigger`: the login first, then the paywalls in the order of the spec.
    private func effects(firedBy trigger: FlowTrigger) -> [String] {
        effectsByTrigger[trigger] ?? []
    }

    private func effectList(_ effects: [String]) -> String { "[" + effects.joined(separator: ", ") + "]" }

    private lazy var slidesWithEffects: [TemplateValue] = spec.slides.indices.compactMap { index in
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

extension GenerationContext {
    /// The dictionaries, each kind numbered as its key table is in `keyTables`.
    fileprivate enum DictionaryKind: Int {
        /// The context: `RootKey`s.
        case root
        /// A slide's values, `index` being the slide's position: `SlideKey`s.
        case slide
        /// A choice slide's values for its enum of options, `item` being its position among the
        /// choice slides: `ChoiceSlideKey`s.
        case choiceSlide
        /// Where the choice `item` of the slide `index` leads: `ChoiceDestinationKey`s.
        case choiceDestination
        /// The case of the choice `item` of the slide `index` in the enum of options: `ChoiceOptionKey`s.
        case choiceOption
    }

    fileprivate enum RootKey: String, CaseIterable {
        case sourcePath, access, typeName, nameLiteral, slides, firstSlide, choiceSlides, selectionSlides
        case selectionSwitchNeedsDefault, slidesWithEffects, effectsSwitchNeedsDefault, endEffects, theme, completion
        case paywalls, products, login, whatsNew
    }

    fileprivate enum SlideKey: String, CaseIterable {
        case `case`, rawValue, doc, title, boldTitle, subtitle, backgroundImage, illustration, backgroundVideo
        case videoGrid, options, buttonTitle, screenName, destination, choiceDestinations
    }

    fileprivate enum ChoiceSlideKey: String, CaseIterable {
        case slideCase, slideRawValue, enumName, options
    }

    fileprivate enum ChoiceDestinationKey: String, CaseIterable {
        case optionID, destination
    }

    fileprivate enum ChoiceOptionKey: String, CaseIterable {
        case `case`, rawValue, title, emoji, destination
    }

    fileprivate enum ListKind: Int {
        /// Every slide: `DictionaryKind.slide`s.
        case slides
        /// The choice slides: `DictionaryKind.choiceSlide`s.
        case choiceSlides
        /// The cases of the slides that need a selection to continue: `TextKind.slideCase`s.
        case selectionSlides
        /// The expressions of the videos of the grid of the slide `index`.
        case videoGrid
        /// The `Option` expressions of the choices of the slide `index`.
        case options
        /// Where each choice of the slide `index` leads; empty unless it is a choice slide.
        case choiceDestinations
        /// The cases of the choices of the slide `index` in its enum of options.
        case choiceOptions
    }

    /// The texts, of the slide `index` and its item or choice `item`.
    fileprivate enum TextKind: Int {
        case slideCase, slideRawValue, doc, title, boldTitle, subtitle, backgroundImage, illustration, backgroundVideo
        case buttonTitle, screenName, destination
        /// The slide's id for the documentation comment of its enum of options.
        case optionsDocumentation
        /// The name of the enum of options of the choice slide `item` of the choice slides.
        case optionEnumName
        case videoGridItem, option
        case choiceCase, choiceID, choiceTitle, choiceEmoji, choiceDestination
    }

    /// The keys of each kind of dictionary, as `keys` has them.
    fileprivate struct Keys {
        let rootKeys = RootKey.allCases
        let slideKeys = SlideKey.allCases
        let choiceSlideKeys = ChoiceSlideKey.allCases
        let choiceDestinationKeys = ChoiceDestinationKey.allCases
        let choiceOptionKeys = ChoiceOptionKey.allCases
    }

    private static let keyTables = [
        ContextValue.KeyTable(RootKey.allCases.map(\.rawValue)),
        ContextValue.KeyTable(SlideKey.allCases.map(\.rawValue)),
        ContextValue.KeyTable(ChoiceSlideKey.allCases.map(\.rawValue)),
        ContextValue.KeyTable(ChoiceDestinationKey.allCases.map(\.rawValue)),
        ContextValue.KeyTable(ChoiceOptionKey.allCases.map(\.rawValue)),
    ]

    var keyTables: [ContextValue.KeyTable] { Self.keyTables }

    func count(of list: ComputedValue) -> Int {
        let slides = spec.slides
        return switch ListKind(rawValue: list.kind)! {
        case .slides: slides.count
        case .choiceSlides: choiceSlides.count
        case .selectionSlides: selectionSlides.count
        case .videoGrid: slides[list.index].videoGrid.count
        case .options, .choiceOptions: slides[list.index].choices.count
        case .choiceDestinations: slides[list.index].kind == .choice ? slides[list.index].choices.count : 0
        }
    }

    func item(at index: Int, of list: ComputedValue) -> ContextValue {
        switch ListKind(rawValue: list.kind)! {
        case .slides: .dictionary(ComputedValue(kind: DictionaryKind.slide.rawValue, index: index))
        case .choiceSlides:
            .dictionary(ComputedValue(kind: DictionaryKind.choiceSlide.rawValue, index: choiceSlides[index], item: index))
        case .selectionSlides: .text(ComputedValue(kind: TextKind.slideCase.rawValue, index: selectionSlides[index]))
        case .videoGrid: .text(ComputedValue(kind: TextKind.videoGridItem.rawValue, index: list.index, item: index))
        case .options: .text(ComputedValue(kind: TextKind.option.rawValue, index: list.index, item: index))
        case .choiceDestinations:
            .dictionary(ComputedValue(kind: DictionaryKind.choiceDestination.rawValue, index: list.index, item: index))
        case .choiceOptions: .dictionary(ComputedValue(kind: DictionaryKind.choiceOption.rawValue, index: list.index, item: index))
        }
    }

    func value(at key: Int, of dictionary: ComputedValue) -> ContextValue {
        let text: TextKind
        switch DictionaryKind(rawValue: dictionary.kind)! {
        case .root:
            return rootValues[key]
        case .slide:
            switch keys.slideKeys[key] {
            case .case: text = .slideCase
            case .rawValue: text = .slideRawValue
            case .doc: text = .doc
            case .title: text = .title
            case .boldTitle: text = .boldTitle
            case .subtitle: text = .subtitle
            case .backgroundImage: text = .backgroundImage
            case .illustration: text = .illustration
            case .backgroundVideo: text = .backgroundVideo
            case .buttonTitle: text = .buttonTitle
            case .screenName: text = .screenName
            case .destination: text = .destination
            case .videoGrid: return .list(ComputedValue(kind: ListKind.videoGrid.rawValue, index: dictionary.index))
            case .options: return .list(ComputedValue(kind: ListKind.options.rawValue, index: dictionary.index))
            case .choiceDestinations: return .list(ComputedValue(kind: ListKind.choiceDestinations.rawValue, index: dictionary.index))
            }
        case .choiceSlide:
            switch keys.choiceSlideKeys[key] {
            case .slideCase: text = .slideCase
            case .slideRawValue: text = .optionsDocumentation
            case .enumName: text = .optionEnumName
            case .options: return .list(ComputedValue(kind: ListKind.choiceOptions.rawValue, index: dictionary.index))
            }
        case .choiceDestination:
            switch keys.choiceDestinationKeys[key] {
            case .optionID: text = .choiceID
            case .destination: text = .choiceDestination
            }
        case .choiceOption:
            switch keys.choiceOptionKeys[key] {
            case .case: text = .choiceCase
            case .rawValue: text = .choiceID
            case .title: text = .choiceTitle
            case .emoji: text = .choiceEmoji
            case .destination: text = .choiceDestination
            }
        }
        return .text(ComputedValue(kind: text.rawValue, index: dictionary.index, item: dictionary.item))
    }

    func writeText(_ text: ComputedValue, to bytes: inout ByteBuffer) {
        // Each text reads its fields of the slide in place: `let slide = spec.slides[index]`
        // copied the whole slide for each value, a fifth of the retains and releases of code generation.
        let slides = spec.slides
        let index = text.index
        switch TextKind(rawValue: text.kind)! {
        case .slideCase: slideCases.write(at: index, to: &bytes)
        case .slideRawValue: SwiftLiteral.write(slides[index].id, to: &bytes)
        case .doc: writeDocumentation(ofSlide: index, to: &bytes)
        case .title: SwiftExpressions.optional(slides[index].title, to: &bytes)
        case .boldTitle: SwiftExpressions.optional(slides[index].boldTitle, to: &bytes)
        case .subtitle: SwiftExpressions.optional(slides[index].subtitle, to: &bytes)
        case .backgroundImage: SwiftExpressions.backgroundImage(slides[index].backgroundImage, to: &bytes)
        case .illustration: SwiftExpressions.illustration(slides[index].illustration, to: &bytes)
        case .backgroundVideo: SwiftExpressions.backgroundVideo(slides[index].backgroundVideo, to: &bytes)
        case .buttonTitle: SwiftExpressions.optional(slides[index].buttonTitle, to: &bytes)
        case .screenName: SwiftExpressions.optional(slides[index].screenName, to: &bytes)
        case .destination: writeDestination(of: slides[index].next, from: index, to: &bytes)
        case .optionsDocumentation:
            bytes.append("`")
            let start = bytes.count
            SwiftExpressions.commentText(slides[index].id, to: &bytes)
            for offset in start..<bytes.count where bytes[offset] == UInt8(ascii: "`") { bytes[offset] = UInt8(ascii: "'") }
            bytes.append("`")
        case .optionEnumName: optionEnumNames.write(at: text.item, to: &bytes)
        case .videoGridItem: SwiftExpressions.videoGridItem(slides[index].videoGrid[text.item], to: &bytes)
        case .option: SwiftExpressions.option(slides[index].choices[text.item], to: &bytes)
        case .choiceCase: choiceCases.write(at: firstChoiceCase[index] + text.item, to: &bytes)
        case .choiceID: SwiftLiteral.write(slides[index].choices[text.item].id, to: &bytes)
        case .choiceTitle: SwiftLiteral.write(slides[index].choices[text.item].title, to: &bytes)
        case .choiceEmoji: SwiftExpressions.optional(slides[index].choices[text.item].emoji, to: &bytes)
        case .choiceDestination:
            writeDestination(of: slides[index].choices[text.item].next ?? slides[index].next, from: index, to: &bytes)
        }
    }
}

/// Strings kept one after another as UTF-8, each written by its position without a `String`'s
/// retain and release: the names that code generation writes for every slide and choice.
private struct NameList {
    private var bytes: [UInt8] = []
    /// Where each string ends in `bytes`.
    private var ends: [Int] = []

    init(_ strings: some Sequence<String>) {
        for string in strings {
            bytes += string.utf8
            ends.append(bytes.count)
        }
    }

    var isEmpty: Bool { ends.isEmpty }

    /// The string at `index`.
    subscript(index: Int) -> String {
        String(decoding: bytes[range(at: index)], as: UTF8.self)
    }

    /// Appends the UTF-8 of the string at `index`.
    func write(at index: Int, to code: inout ByteBuffer) {
        let range = range(at: index)
        bytes.withUnsafeBufferPointer { code.append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    private func range(at index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }
}
