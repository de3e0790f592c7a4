import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

/// A finding that follows from the drop of a slide: a place that needs the slide, or a slide that
/// only the dropped one led to.
struct DropConsequence: Hashable {
    /// The id of the dropped slide.
    let droppedID: String
    /// The note under the drop's warning: what follows from the drop, and where.
    let note: Diagnostic.Note
    /// Whether a part of the spec needs the slide, which makes the drop an error.
    let needsTheSlide: Bool
    /// What is reported when the drop's warning is not among the diagnostics to report it under.
    let finding: Diagnostic
}

/// What follows from the drops of a spec's slides, each once, in the order found.
struct DropConsequences {
    private(set) var all: [DropConsequence] = []
    private var recorded: Set<DropConsequence> = []
    /// Whether a part of the spec needs a dropped slide, so that the spec cannot build.
    private(set) var needADroppedSlide = false

    mutating func record(_ consequence: DropConsequence) {
        guard recorded.insert(consequence).inserted else { return }
        all.append(consequence)
        needADroppedSlide = needADroppedSlide || consequence.needsTheSlide
    }

    /// The consequences of each dropped slide that has some, in the order its first was found.
    var byDroppedSlide: [(id: String, consequences: [DropConsequence])] {
        var order: [String] = []
        var consequencesByID: [String: [DropConsequence]] = [:]
        for consequence in all {
            if consequencesByID[consequence.droppedID] == nil { order.append(consequence.droppedID) }
            consequencesByID[consequence.droppedID, default: []].append(consequence)
        }
        return order.map { ($0, consequencesByID[$0] ?? []) }
    }
}

/// The dropped slides of a spec, by what names them: their ids, the slides they led to, their options.
struct DroppedSlides {
    /// The first dropped slide of each id.
    let byID: [String: DroppedSlide]
    /// The first dropped slide that led to each slide.
    let byDestination: [String: DroppedSlide]
    /// The first dropped slide that offered each option.
    let byOptionID: [String: DroppedSlide]

    init(_ slides: [DroppedSlide]) {
        func firstOf(_ keys: (DroppedSlide) -> [String]) -> [String: DroppedSlide] {
            Dictionary(slides.flatMap { slide in keys(slide).map { ($0, slide) } }, uniquingKeysWith: { first, _ in first })
        }
        byID = firstOf { [$0.id] }
        byDestination = firstOf(\.destinations)
        byOptionID = firstOf(\.optionIDs)
    }
}

extension SpecValidator {
    /// Records that the place `range` needs the slide `id`, which was dropped, as `need` says
    /// (`variant 'control' lists it`); `finding` is the error to report when the drop's warning
    /// is not at hand. Returns false, recording nothing, when no slide `id` was dropped.
    mutating func reportNeed(ofDropped id: String, _ need: String, at range: SourceRange?, otherwise finding: Diagnostic) -> Bool {
        guard dropped.byID[id] != nil else { return false }
        dropConsequences.record(DropConsequence(droppedID: id, note: Diagnostic.Note(need, at: range), needsTheSlide: true, finding: finding))
        return true
    }

    /// `reportNeed(ofDropped:_:at:otherwise:)` of the value at `pointer`, whose finding is `message`
    /// of `rule` there with a note at the drop.
    mutating func reportNeed(ofDropped id: String, _ need: String, at pointer: String, otherwise rule: Rule, _ message: String) -> Bool {
        guard let dropped = droppedNote(for: id) else { return false }
        return reportNeed(
            ofDropped: id, need, at: tree.sourceRange(at: pointer), otherwise: tree.diagnostic(rule, message, at: pointer, notes: [dropped]))
    }

    /// Records the slide at `index`, which no path reaches, as a consequence of the drop of a slide
    /// that led to it, and returns true; false when no dropped slide did.
    mutating func reportUnreachable(_ index: Int, asConsequenceOfADropWith finding: Diagnostic) -> Bool {
        let slide = spec.slides[index]
        guard let dropped = dropped.byDestination[slide.id] else { return false }
        let note = tree.note("slide \(slide.id.quotedForDiagnostic) can never be shown: only this slide leads to it", at: slide.pointer)
        dropConsequences.record(DropConsequence(droppedID: dropped.id, note: note, needsTheSlide: false, finding: finding))
        return true
    }

    /// Reports what follows from each drop under the drop's warning, which becomes a
    /// `dropped_target` error when a part of the spec needs the slide; each consequence on its own
    /// when the warning is not among the diagnostics (left out past their limit, or not given to
    /// the validator).
    mutating func reportDropConsequences() {
        let consequences = dropConsequences.byDroppedSlide
        guard !consequences.isEmpty else { return }
        var warningByPointer: [String: Int] = [:]
        for index in diagnostics.kept.indices.reversed() {
            if let pointer = diagnostics.kept[index].pointer { warningByPointer[pointer] = index }
        }
        for (id, consequences) in consequences {
            let slide = dropped.byID[id]!
            guard let warning = warningByPointer[slide.faultPointer], diagnostics.kept[warning].ruleID == slide.ruleID else {
                for consequence in consequences { append(consequence.finding) }
                continue
            }
            let needs = consequences.filter(\.needsTheSlide).count
            diagnostics.modify(at: warning) { warning in
                warning.addConsequences(consequences.map(\.note), areNeeds: needs > 0)
                guard needs > 0 else { return }
                warning.ruleID = Rule.droppedTarget.id
                warning.message = slide.error(fromWarning: warning.message, neededIn: needs)
            }
        }
    }
}
