import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

/// Checks a lowered spec as a whole: ids, branch targets, cycles, reachability and uniqueness.
///
/// These are the faults no single slide owns, so they are errors (unreachable slides, a warning)
/// rather than drops.
public struct SpecValidator {
    let spec: OnboardingSpec
    let graph: FlowGraph
    let tree: JSONSyntaxTree
    /// The variant whose flow `spec` is, when the validator checks one.
    var variant: VariantInContext?
    var diagnostics: BoundedDiagnostics
    /// Suggestions left for the file; shared by every check that suggests an id.
    var suggestions = SuggestionBudget()
    /// Fix-its left for the file's answers written in another template syntax (`{{name}}`).
    var templateSyntaxFixes = SuggestionBudget()
    /// The dropped slides, by what names them.
    let dropped: DroppedSlides
    /// What follows from the drops of slides, reported under the drops' warnings once all is checked.
    var dropConsequences = DropConsequences()
    /// The slide each misspelt target of a dropped slide most likely means, and where the target
    /// is: a slide that looks unreachable only for the misspelling is a note under its warning.
    var slidesMeantByTargetsOfDroppedSlides: [String: String] = [:]
    /// Whether the validator of a variant's flow met a fault that the whole spec reports.
    var metAFaultOfTheWholeSpec = false
    /// Whether only the findings of `rulesOfWhereSlidesLead` are reported, and no variant's own flow checked.
    var checksOnlyWhereSlidesLead = false

    /// Validates `spec`, which was lowered from `tree`.
    public static func validate(_ spec: OnboardingSpec, in tree: JSONSyntaxTree) -> [Diagnostic] {
        validate(spec, graph: FlowGraph(spec: spec), in: tree)
    }

    /// Validates `spec`, which was lowered from `tree` and whose flow is `graph`.
    public static func validate(_ spec: OnboardingSpec, graph: FlowGraph, in tree: JSONSyntaxTree) -> [Diagnostic] {
        var diagnostics = BoundedDiagnostics(limit: nil)
        validate(spec, graph: graph, in: tree, into: &diagnostics)
        return diagnostics.kept
    }

    /// Validates `spec`, adding the findings to `diagnostics`, which keeps them up to its limit.
    public static func validate(_ spec: OnboardingSpec, graph: FlowGraph, in tree: JSONSyntaxTree, into diagnostics: inout BoundedDiagnostics) {
        run(spec, graph: graph, in: tree, into: &diagnostics, checkingOnlyWhereSlidesLead: false)
    }

    /// Checks only where the slides of `spec` lead, for a spec whose lowering found an error: a
    /// target that does not exist, a slide that is needed but dropped, an id used twice, a cycle.
    /// Such an error leaves the slides as they are (a fault inside a slide drops it, which these
    /// checks know), so what they find holds beside it; the rest of the spec, and a variant's own
    /// flow, whose list of slides the error may have cut, wait until it is fixed.
    public static func validateWhereSlidesLead(
        _ spec: OnboardingSpec, graph: FlowGraph, in tree: JSONSyntaxTree, into diagnostics: inout BoundedDiagnostics
    ) {
        run(spec, graph: graph, in: tree, into: &diagnostics, checkingOnlyWhereSlidesLead: true)
    }

    /// The ids of the rules `validateWhereSlidesLead` reports.
    static let rulesOfWhereSlidesLead = Set([Rule.missingTarget, .droppedTarget, .duplicateSlideID, .flowCycle].map(\.id))

    private static func run(
        _ spec: OnboardingSpec, graph: FlowGraph, in tree: JSONSyntaxTree, into diagnostics: inout BoundedDiagnostics,
        checkingOnlyWhereSlidesLead: Bool
    ) {
        var validator = SpecValidator(spec: spec, graph: graph, tree: tree, diagnostics: diagnostics)
        validator.checksOnlyWhereSlidesLead = checkingOnlyWhereSlidesLead
        validator.run()
        diagnostics = validator.diagnostics
    }

    init(spec: OnboardingSpec, graph: FlowGraph, tree: JSONSyntaxTree, diagnostics: BoundedDiagnostics) {
        self.spec = spec
        self.graph = graph
        self.tree = tree
        self.diagnostics = diagnostics
        dropped = DroppedSlides(spec.droppedSlides)
    }

    private mutating func run() {
        guard checkSlidesRemain() else {
            // Beside the drops, so that a misspelt target is fixed with them, not in another round.
            checkTargetsOfDroppedSlides()
            return
        }
        checkSlideIDs()
        checkIdentifiers()
        checkFlow()
        checkTriggerTargets()
        checkVariants()
        checkUnique(spec.paywalls.map { ($0.placement, JSONPointer.appending("placement", to: $0.pointer)) }, rule: .duplicatePlacement, noun: "placement")
        checkProducts()
        checkWhatsNewVersions()
        reportDropConsequences()
    }

    mutating func report(_ rule: Rule, _ message: String, at pointer: String, notes: [Diagnostic.Note] = []) {
        append(tree.diagnostic(rule, message, at: pointer, notes: notes))
    }

    /// Adds `diagnostic`, unless the validator checks only where the slides lead and its rule is another.
    mutating func append(_ diagnostic: Diagnostic) {
        if checksOnlyWhereSlidesLead, !Self.rulesOfWhereSlidesLead.contains(diagnostic.ruleID ?? "") { return }
        diagnostics.append(diagnostic)
    }

    private static func idPointer(_ slide: Slide) -> String {
        slide.hasExplicitID ? JSONPointer.appending("id", to: slide.pointer) : slide.pointer
    }

    private mutating func checkSlidesRemain() -> Bool {
        guard spec.slides.isEmpty else { return true }
        let message =
            spec.droppedSlides.isEmpty
            ? "the spec has no slides; 'slides' needs at least one"
            : spec.droppedSlides.count == 1
                ? "no valid slide is left: the only slide was dropped"
                : "no valid slide is left: all \(spec.droppedSlides.count) slides were dropped"
        report(.noSlides, message, at: spec.pointer + "/slides")
        return false
    }

    private mutating func checkSlideIDs() {
        // The graph knows the first kept slide of each id; dropped slides, usually none, get a
        // table of their own. Pointers are built only for a report.
        let slides = spec.slides
        let droppedSlides = spec.droppedSlides
        var firstDroppedByID: [String: Int] = [:]
        for index in droppedSlides.indices where firstDroppedByID[droppedSlides[index].id] == nil {
            firstDroppedByID[droppedSlides[index].id] = index
        }
        /// The position and pointer of the first slide, kept or dropped, with `id`.
        func firstUse(of id: String) -> (position: Int, pointer: String) {
            let kept = graph.indexByID[id]
            let dropped = firstDroppedByID.isEmpty ? nil : firstDroppedByID[id]
            if let kept, dropped.map({ slides[kept].position < droppedSlides[$0].position }) ?? true {
                return (slides[kept].position, Self.idPointer(slides[kept]))
            }
            return (droppedSlides[dropped!].position, droppedSlides[dropped!].pointer)
        }
        func reportDuplicate(_ id: String, at pointer: String, first: String) {
            report(
                .duplicateSlideID, "slide id \(id.quotedForDiagnostic) is used more than once", at: pointer,
                notes: [tree.note("\(id.quotedForDiagnostic) is first used here", at: first)])
        }
        // Each kept slide has its own entry in the index unless some share an id.
        let keptIDsAreUnique = graph.indexByID.count == slides.count
        for index in slides.indices where !keptIDsAreUnique || !firstDroppedByID.isEmpty {
            let id = slides[index].id
            guard graph.indexByID[id] != index || !firstDroppedByID.isEmpty else { continue }
            let first = firstUse(of: id)
            if first.position != slides[index].position { reportDuplicate(id, at: Self.idPointer(slides[index]), first: first.pointer) }
        }
        for dropped in droppedSlides {
            let first = firstUse(of: dropped.id)
            if first.position != dropped.position { reportDuplicate(dropped.id, at: dropped.pointer, first: first.pointer) }
        }
    }

    /// Every id that becomes a Swift name must give one, and different ids in one namespace must
    /// give different names: the slide ids (cases of `SlideID`), the option ids of each choice slide
    /// (cases of its option enum), the ids of choice slides as option enum types, the paywall
    /// placements (cases of `PaywallPlacement`) and the product ids (cases of `Product`).
    private mutating func checkIdentifiers() {
        if let typeName = SwiftNaming.typeName(from: spec.name) {
            // The generated file is named after the type.
            let fileLength = (typeName + "Onboarding.swift").utf8.count
            if fileLength > SpecFormat.maximumFileNameLength {
                report(
                    .invalidIdentifier,
                    "spec name \(spec.name.quotedForDiagnostic) gives a file name of \(fileLength) bytes; file systems allow \(SpecFormat.maximumFileNameLength), so shorten it",
                    at: spec.pointer + "/name")
            }
        } else {
            report(.invalidIdentifier, "spec name \(spec.name.quotedForDiagnostic) yields no Swift type name; use letters or digits", at: spec.pointer + "/name")
        }
        // Items are passed by index and pointers built only for a report: a dictionary of every
        // slide's id and pointer was the peak of a build's memory at 100,000 slides.
        let slides = spec.slides
        checkNames(slides.count, id: { slides[$0].id }, pointer: { Self.idPointer(slides[$0]) }, noun: "slide id")
        let choiceSlides = slides.indices.filter { slides[$0].kind.hasOptions }
        for index in choiceSlides {
            let choices = slides[index].choices
            checkNames(
                choices.count, id: { choices[$0].id }, pointer: { JSONPointer.appending("id", to: choices[$0].pointer) },
                noun: "option id")
        }
        checkNames(
            choiceSlides.count, id: { slides[choiceSlides[$0]].id }, pointer: { Self.idPointer(slides[choiceSlides[$0]]) },
            noun: "choice slide id", what: "Swift type", name: { SwiftNaming.typeName(from: $0).map { $0 + "Option" } },
            isCaseName: false)
        for index in slides.indices where slides[index].kind.isQuestion {
            guard let name = SwiftNaming.caseName(from: slides[index].id), Self.reservedPropertyNames.contains(name) else { continue }
            report(
                .invalidIdentifier,
                "question \(slides[index].id.quotedForDiagnostic) becomes the property '\(name)' of Answers, which would hide its own '\(name)'; rename it",
                at: Self.idPointer(slides[index]))
        }
        let paywalls = spec.paywalls
        checkNames(
            paywalls.count, id: { paywalls[$0].placement },
            pointer: { JSONPointer.appending("placement", to: paywalls[$0].pointer) }, noun: "placement")
        let products = paywalls.flatMap { paywall in
            paywall.products.indices.map { (id: paywall.products[$0].id, pointer: "\(paywall.pointer)/products/\($0)/id") }
        }
        checkNames(products.count, id: { products[$0].id }, pointer: { products[$0].pointer }, noun: "product id")
    }

    /// Case names that would make a member of the generated enums ambiguous: a case `allCases`
    /// compiles, but `SlideID.allCases` no longer does.
    /// An array: a set would hash every name to find that it is not one of these.
    public static let reservedCaseNames: [String] = ["allCases"]

    /// Property names that a question's answer cannot take: `Answers` is `Hashable`, and a property
    /// `hashValue` of its own would clash with the one Swift gives it.
    public static let reservedPropertyNames: [String] = ["hashValue"]

    /// Reports the ids of `count` items that give no Swift name, and different ids that give the
    /// same one. The same id twice is left to the duplicate checks.
    mutating func checkNames(
        _ count: Int, id idAt: (Int) -> String, pointer pointerAt: (Int) -> String, noun: String, what: String = "Swift identifier",
        name: (String) -> String? = SwiftNaming.caseName(from:), isCaseName: Bool = true
    ) {
        var firstByName: [String: Int] = [:]
        firstByName.reserveCapacity(count)
        for index in 0..<count {
            let id = idAt(index)
            guard let name = name(id) else {
                // A choice slide's id is a slide id too, whose missing name is reported as such.
                if isCaseName {
                    report(.invalidIdentifier, "\(noun) \(id.quotedForDiagnostic) yields no \(what); use letters or digits", at: pointerAt(index))
                }
                continue
            }
            if isCaseName, Self.reservedCaseNames.contains(name) {
                report(
                    .invalidIdentifier,
                    "\(noun) \(id.quotedForDiagnostic) becomes the case '\(name)', which would hide the enum's own '\(name)'; rename it",
                    at: pointerAt(index))
                continue
            }
            if let first = firstByName[name] {
                let firstID = idAt(first)
                if firstID != id {
                    report(
                        .identifierCollision,
                        "\(noun)s \(firstID.quotedForDiagnostic) and \(id.quotedForDiagnostic) both become the \(what) '\(name)'",
                        at: pointerAt(index), notes: [tree.note("\(firstID.quotedForDiagnostic) is here", at: pointerAt(first))])
                }
            } else {
                firstByName[name] = index
            }
        }
    }

    /// The faults of the flow that the spec's slides make: targets, cycles, conditions, answers
    /// inserted into texts and, when the rest holds, reachability. Checked again for each variant.
    mutating func checkFlow() {
        checkSlideTargets()
        checkTargetsOfDroppedSlides()
        checkCycles()
        checkConditions()
        checkAnswerPlaceholders()
        // A target that does not resolve leaves its intended slide looking unreachable; say nothing then.
        if !diagnostics.containsErrors && !dropConsequences.needADroppedSlide && !metAFaultOfTheWholeSpec {
            checkReachability()
        }
    }

    /// The ids of the spec's slides, those dropped for a fault too, in their order: a misspelt
    /// name of a dropped slide means it, and its fix-it leaves the drop's error to say the rest.
    var slideIDsKeptAndDropped: [String] {
        guard !spec.droppedSlides.isEmpty else { return spec.slides.map(\.id) }
        let slides = spec.slides.map { ($0.position, $0.id) } + spec.droppedSlides.map { ($0.position, $0.id) }
        return Self.uniqued(slides.sorted { $0.0 < $1.0 }.map(\.1))
    }

    /// The note that points at the drop of the slide `id`, when a slide of that id was dropped.
    func droppedNote(for id: String) -> Diagnostic.Note? {
        dropped.byID[id].map { dropped in
            tree.note("slide \(id.quotedForDiagnostic) was dropped for '\(dropped.ruleID)'", at: dropped.pointer)
        }
    }

    /// Reports that `description` leads to `id`, which names no kept slide; where `mayEndTheFlow`
    /// (a `next`, not a trigger), `"null"` written as a string gets a fix-it that writes null.
    private mutating func reportUnresolved(
        _ id: String, at pointer: String, from description: String, relation: String = "leads to", need: String = "leads to it",
        mayEndTheFlow: Bool = true
    ) {
        let dropped = "\(description) \(relation) slide \(id.quotedForDiagnostic), which was dropped"
        if reportNeed(ofDropped: id, "\(description) \(need)", at: pointer, otherwise: .droppedTarget, dropped) { return }
        if let variant, variant.slideIndexOfTheWholeSpec[id] != nil {
            report(.missingTarget, "\(description) \(relation) slide \(id.quotedForDiagnostic), which the variant does not show", at: pointer)
        } else if variant == nil, mayEndTheFlow, ["null", "nil", "none", ""].contains(id.lowercased()) {
            append(
                tree.diagnostic(
                    .missingTarget, "\(description) leads to slide \(id.quotedForDiagnostic), which does not exist; to end the onboarding there, write null without quotes",
                    at: pointer, fixIt: tree.fixItWritingNull(overStringAt: pointer)))
        } else {
            reportUnknown(
                .missingTarget, "\(description) \(relation) slide \(id.quotedForDiagnostic), which does not exist", naming: id,
                among: \.slideIDsKeptAndDropped, noun: "slide", at: pointer)
        }
    }

    /// Reports `message` of `rule` at the string at `pointer`, which names `name` where one of
    /// `candidates` belongs, each a `noun`: with the closest of them, and a fix-it that writes it
    /// when it alone is closest, or, when none is close, with the candidates there are.
    ///
    /// A name the whole spec does not have is its fault, reported once for it: a variant's flow
    /// would only say it again, with the variant's candidates.
    ///
    /// Returns the name the fix-it writes, if any.
    @discardableResult
    mutating func reportUnknown(
        _ rule: Rule, _ message: String, naming name: String, among candidates: (Self) -> [String], noun: String, at pointer: String,
        notes: [Diagnostic.Note] = [], severity: Diagnostic.Severity? = nil
    ) -> String? {
        guard variant == nil else {
            metAFaultOfTheWholeSpec = true
            return nil
        }
        let correction = self.correction(for: name, among: candidates, noun: noun)
        var diagnostic = tree.diagnostic(
            rule, message + correction.hint, at: pointer, notes: notes,
            fixIt: correction.replacement.flatMap { tree.fixIt(writing: $0, asStringAt: pointer) })
        if let severity { diagnostic.severity = severity }
        append(diagnostic)
        return correction.replacement
    }

    /// What `name`, which names none of `candidates`, most likely means, while the file's
    /// suggestions last; nothing once they are spent.
    mutating func correction(for name: String, among candidates: (Self) -> [String], noun: String) -> Suggestion.Correction {
        let validator = self
        return suggestions.spend { Suggestion.correction(for: name, among: candidates(validator), listedAs: noun) } ?? .none
    }

    /// A target of a dropped slide that names no slide at all, found beside the drop rather than
    /// once its fault is fixed. It is a warning, as the drop is: the spec builds without the slide.
    private mutating func checkTargetsOfDroppedSlides() {
        guard variant == nil else { return }
        for slide in spec.droppedSlides {
            for target in slide.targets where graph.indexByID[target.id] == nil && dropped.byID[target.id] == nil {
                let source =
                    switch target.source {
                    case .next: "'next' of the dropped \(slide.name)"
                    case .nextIfDenied: "'nextIfDenied' of the dropped \(slide.name)"
                    case .option(let id): "option \(id.quotedForDiagnostic) of the dropped \(slide.name)"
                    }
                let meant = reportUnknown(
                    .missingTarget, "\(source) leads to slide \(target.id.quotedForDiagnostic), which does not exist", naming: target.id,
                    among: \.slideIDsKeptAndDropped, noun: "slide", at: target.pointer, severity: .warning)
                if let meant, slidesMeantByTargetsOfDroppedSlides[meant] == nil {
                    slidesMeantByTargetsOfDroppedSlides[meant] = target.pointer
                }
            }
        }
    }

    private mutating func checkSlideTargets() {
        // The graph resolved every `next` of slides and options as it was built.
        let slides = spec.slides
        for target in graph.danglingTargets {
            let slide = slides[target.source]
            if target.isIfDenied, case .slide(let id)? = slide.nextIfDenied {
                reportUnresolved(
                    id, at: JSONPointer.appending("nextIfDenied", to: slide.pointer), from: "'nextIfDenied' of slide \(slide.id.quotedForDiagnostic)")
            } else if let choice = target.choice.map({ slide.choices[$0] }), case .slide(let id)? = choice.next {
                reportUnresolved(id, at: JSONPointer.appending("next", to: choice.pointer), from: "option \(choice.id.quotedForDiagnostic)")
            } else if target.choice == nil, case .slide(let id) = slide.next {
                reportUnresolved(id, at: JSONPointer.appending("next", to: slide.pointer), from: "'next' of slide \(slide.id.quotedForDiagnostic)")
            }
        }
    }

    private mutating func checkTriggerTargets() {
        let slides = spec.slides
        var triggers = spec.paywalls.map { ($0.trigger, $0.pointer, "paywall \($0.placement.quotedForDiagnostic)") }
        if let login = spec.login { triggers.append((login.trigger, login.pointer, "the login")) }
        // The options the triggers name that some choice slide offers, and the multiple-choice
        // slides that offer the others: a set of every option id hashed them all, for a handful of
        // triggers.
        let triggerOptionIDs = Set(triggers.compactMap { if case .afterChoice(let id) = $0.0 { id } else { nil } })
        var offeredOptionIDs: Set<String> = []
        var multipleChoiceSlideByOptionID: [String: Slide] = [:]
        if !triggerOptionIDs.isEmpty {
            for slide in slides {
                for choice in slide.choices where triggerOptionIDs.contains(choice.id) {
                    if slide.kind == .choice {
                        offeredOptionIDs.insert(choice.id)
                    } else if multipleChoiceSlideByOptionID[choice.id] == nil {
                        multipleChoiceSlideByOptionID[choice.id] = slide
                    }
                }
            }
        }
        for (trigger, pointer, description) in triggers {
            switch trigger {
            case .afterOnboarding, .afterCompletion, .manual:
                break
            case .afterSlide(let id) where graph.indexByID[id] == nil:
                let slidePointer = pointer + "/trigger/afterSlide"
                if variant == nil, let slide = slides.first(where: { $0.kind == .choice && $0.choices.contains { $0.id == id } }) {
                    report(
                        .missingTarget,
                        "the trigger of \(description) names slide \(id.quotedForDiagnostic), which does not exist: \(id.quotedForDiagnostic) is an option of slide \(slide.id.quotedForDiagnostic); "
                            + "to present it when that option is chosen, use 'afterChoice'",
                        at: slidePointer)
                    continue
                }
                reportUnresolved(
                    id, at: slidePointer, from: "the trigger of \(description)", relation: "presents it after", need: "presents it after that slide",
                    mayEndTheFlow: false)
            case .afterSlide:
                break
            case .afterChoice(let id) where !offeredOptionIDs.contains(id):
                let optionPointer = pointer + "/trigger/afterChoice"
                if let slide = multipleChoiceSlideByOptionID[id] {
                    report(
                        .missingTarget,
                        "the trigger of \(description) names option \(id.quotedForDiagnostic) of multiple-choice slide \(slide.id.quotedForDiagnostic), "
                            + "which never fires it: 'afterChoice' names an option of a choice slide, where one option is chosen; "
                            + "to present it after that slide whatever is chosen, use 'afterSlide'",
                        at: optionPointer)
                    continue
                }
                if variant == nil, graph.indexByID[id] != nil {
                    report(
                        .missingTarget,
                        "the trigger of \(description) names option \(id.quotedForDiagnostic), which no choice slide offers: \(id.quotedForDiagnostic) is a slide; "
                            + "to present it after that slide, use 'afterSlide'",
                        at: optionPointer)
                    continue
                }
                if let dropped = dropped.byOptionID[id] {
                    let message = "the trigger of \(description) names option \(id.quotedForDiagnostic) of slide \(dropped.id.quotedForDiagnostic), which was dropped"
                    let need = "the trigger of \(description) names its option \(id.quotedForDiagnostic)"
                    if reportNeed(ofDropped: dropped.id, need, at: optionPointer, otherwise: .droppedTarget, message) { continue }
                }
                reportUnknown(
                    .missingTarget, "the trigger of \(description) names option \(id.quotedForDiagnostic), which no choice slide offers", naming: id,
                    among: { validator in Self.uniqued(validator.spec.slides.filter { $0.kind == .choice }.flatMap { $0.choices.map(\.id) }) },
                    noun: "option", at: optionPointer)
            case .afterChoice:
                break
            }
        }
    }

    private mutating func checkCycles() {
        for cycle in graph.cycles() {
            let edge = cycle.closingEdge
            let names = (cycle.slides + [cycle.slides[0]]).map { spec.slides[$0].id }.joined(separator: " → ")
            let source = spec.slides[edge.source]
            let what = graph.choiceID(of: edge).map { "option \($0.quotedForDiagnostic) of slide \(source.id.quotedForDiagnostic)" } ?? "'next' of slide \(source.id.quotedForDiagnostic)"
            report(.flowCycle, "\(what) closes a cycle in the flow: \(names)", at: graph.pointer(of: edge))
        }
    }

    private mutating func checkReachability() {
        let isReachable = graph.reachability()
        for index in spec.slides.indices where !isReachable[index] {
            let slide = spec.slides[index]
            let finding = tree.diagnostic(
                .unreachableSlide, "slide \(slide.id.quotedForDiagnostic) can never be shown: no path from the first slide leads to it", at: slide.pointer)
            if !reportUnreachable(index, asConsequenceOfADropWith: finding), !reportUnreachableAsMeant(slide) { append(finding) }
        }
    }

    /// Notes that `slide`, which no path reaches, is what a misspelt target of a dropped slide
    /// most likely means, under that target's warning; returns false, noting nothing, when no
    /// such target means it or its warning is not among the diagnostics. A variant's flow never
    /// holds the dropped slide, so there the slide stays unreachable once the target is mended.
    private mutating func reportUnreachableAsMeant(_ slide: Slide) -> Bool {
        guard variant == nil else { return false }
        guard let pointer = slidesMeantByTargetsOfDroppedSlides[slide.id],
            let warning = diagnostics.kept.lastIndex(where: { $0.pointer == pointer && $0.ruleID == Rule.missingTarget.id })
        else { return false }
        let note = tree.note("slide \(slide.id.quotedForDiagnostic) can never be shown: only this would lead to it", at: slide.pointer)
        diagnostics.modify(at: warning) { $0.notes.append(note) }
        return true
    }

    /// `values` without repeats, in their order.
    static func uniqued(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    private mutating func checkUnique(_ values: [(value: String, pointer: String)], rule: Rule, noun: String) {
        var first: [String: String] = [:]
        for (value, pointer) in values {
            if let firstPointer = first[value] {
                report(
                    rule, "\(noun) \(value.quotedForDiagnostic) is used more than once", at: pointer,
                    notes: [tree.note("\(value.quotedForDiagnostic) is first used here", at: firstPointer)])
            } else {
                first[value] = pointer
            }
        }
    }

    /// Versions are compared as versions: `1.0` and `1.0.0` are the same.
    private mutating func checkWhatsNewVersions() {
        var first: [String: (version: String, pointer: String)] = [:]
        for entry in spec.whatsNew {
            let pointer = JSONPointer.appending("version", to: entry.pointer)
            let normalized = AppVersion(entry.version)?.normalized ?? entry.version
            guard let existing = first[normalized] else {
                first[normalized] = (entry.version, pointer)
                continue
            }
            let message =
                existing.version == entry.version
                ? "what's-new version \(entry.version.quotedForDiagnostic) is used more than once"
                : "what's-new versions \(existing.version.quotedForDiagnostic) and \(entry.version.quotedForDiagnostic) are the same version, \(normalized)"
            report(
                .duplicateWhatsNewVersion, message, at: pointer,
                notes: [tree.note("\(existing.version.quotedForDiagnostic) is first used here", at: existing.pointer)])
        }
    }

    private mutating func checkProducts() {
        var first: [String: (productID: String, pointer: String)] = [:]
        for paywall in spec.paywalls {
            for (index, product) in paywall.products.enumerated() {
                let pointer = "\(paywall.pointer)/products/\(index)/id"
                if let existing = first[product.id] {
                    if existing.productID != product.productID {
                        report(
                            .duplicateProductID,
                            "product \(product.id.quotedForDiagnostic) stands for both \(existing.productID.quotedForDiagnostic) and \(product.productID.quotedForDiagnostic)",
                            at: pointer, notes: [tree.note("\(product.id.quotedForDiagnostic) is first defined here", at: existing.pointer)])
                    }
                } else {
                    first[product.id] = (product.productID, pointer)
                }
            }
        }
    }
}
