import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

/// The variant whose flow a validator checks, and what its reports need of the whole spec.
struct VariantInContext {
    let name: String
    /// The index of each kept slide of the whole spec, by id.
    let slideIndexOfTheWholeSpec: [String: Int]
}

extension SpecValidator {
    /// Each variant lists kept slides, once, overrides only the slides it shows, and has a name
    /// that becomes a Swift case; the weights let users be assigned; and each variant's flow holds
    /// as a flow of its own, its faults naming the variant.
    mutating func checkVariants() {
        let variants = spec.variants
        guard !variants.isEmpty else { return }
        checkNames(variants.count, id: { variants[$0].name }, pointer: { variants[$0].pointer }, noun: "variant name")
        if variants.allSatisfy({ $0.weight == 0 }) {
            report(
                .invalidVariant, "the weights of the variants add up to 0, so no user can be assigned one; give one a weight above 0",
                at: spec.pointer + "/variants")
        }
        // A fault of the whole spec is reported once, not again for each variant that has it.
        let reported = Set(diagnostics.kept.map(DiagnosticIdentity.init))
        for variant in variants {
            // The flow of a variant that lists slides it cannot show would only repeat that.
            let listsItsSlides = checkSlides(of: variant)
            checkOverrides(of: variant)
            if listsItsSlides { checkFlow(of: variant, skipping: reported) }
        }
    }

    /// Reports the ids `variant` lists that name no kept slide, or a slide listed before; returns
    /// whether there are none.
    private mutating func checkSlides(of variant: Variant) -> Bool {
        let slidesPointer = JSONPointer.appending("slides", to: variant.pointer)
        guard !variant.slideIDs.isEmpty else {
            report(.invalidVariant, "variant \(variant.name.quotedForDiagnostic) lists no slides; 'slides' needs at least one", at: slidesPointer)
            return false
        }
        var listsKeptSlidesOnce = true
        var firstPositionByID: [String: Int] = [:]
        for (position, id) in variant.slideIDs.enumerated() {
            let pointer = JSONPointer.appending(position, to: slidesPointer)
            if let first = firstPositionByID[id] {
                let firstPointer = JSONPointer.appending(first, to: slidesPointer)
                report(
                    .invalidVariant, "variant \(variant.name.quotedForDiagnostic) lists slide \(id.quotedForDiagnostic) twice", at: pointer,
                    notes: [tree.note("\(id.quotedForDiagnostic) is first listed here", at: firstPointer)])
                listsKeptSlidesOnce = false
                continue
            }
            firstPositionByID[id] = position
            guard graph.indexByID[id] == nil else { continue }
            listsKeptSlidesOnce = false
            if let dropped = droppedNote(for: id) {
                report(
                    .invalidVariant, "variant \(variant.name.quotedForDiagnostic) lists slide \(id.quotedForDiagnostic), which was dropped",
                    at: pointer, notes: [dropped])
            } else {
                let suggestion = Suggestion.didYouMean(
                    suggestions.spend { Suggestion.closest(to: id, among: spec.slides.map(\.id)) })
                report(
                    .invalidVariant, "variant \(variant.name.quotedForDiagnostic) lists slide \(id.quotedForDiagnostic), which does not exist\(suggestion)",
                    at: pointer)
            }
        }
        return listsKeptSlidesOnce
    }

    private mutating func checkOverrides(of variant: Variant) {
        let shown = Set(variant.slideIDs)
        for texts in variant.overrides where !shown.contains(texts.slideID) {
            let suggestion = Suggestion.didYouMean(suggestions.spend { Suggestion.closest(to: texts.slideID, among: variant.slideIDs) })
            report(
                .invalidVariant,
                "variant \(variant.name.quotedForDiagnostic) overrides the texts of slide \(texts.slideID.quotedForDiagnostic), which it does not show\(suggestion)",
                at: texts.pointer)
        }
    }

    /// Validates the flow of `variant` as a flow of its own, reporting what the whole spec did not.
    private mutating func checkFlow(of variant: Variant, skipping reported: Set<DiagnosticIdentity>) {
        let restricted = spec.restricted(to: variant)
        guard !restricted.slides.isEmpty else { return }
        var validator = SpecValidator(
            spec: restricted, graph: FlowGraph(spec: restricted), tree: tree, diagnostics: BoundedDiagnostics(limit: nil))
        validator.variant = VariantInContext(name: variant.name, slideIndexOfTheWholeSpec: graph.indexByID)
        validator.suggestions = suggestions
        validator.checkFlow()
        suggestions = validator.suggestions
        let slidesNote = tree.note(
            "variant \(variant.name.quotedForDiagnostic) lists its slides here", at: JSONPointer.appending("slides", to: variant.pointer))
        for var diagnostic in validator.diagnostics.kept where !reported.contains(DiagnosticIdentity(diagnostic)) {
            diagnostic.message = "in variant \(variant.name.quotedForDiagnostic), " + diagnostic.message
            diagnostic.notes.append(slidesNote)
            diagnostics.append(diagnostic)
        }
    }
}

/// What tells two findings apart, whatever their notes.
struct DiagnosticIdentity: Hashable {
    let ruleID: String?
    let message: String
    let range: SourceRange?

    init(_ diagnostic: Diagnostic) {
        ruleID = diagnostic.ruleID
        message = diagnostic.message
        range = diagnostic.range
    }
}
