import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

/// The variant whose flow a validator checks, and what its reports need of the whole spec.
struct VariantInContext {
    let name: String
    /// The index of each kept slide of the whole spec, by id.
    let slideIndexOfTheWholeSpec: [String: Int]
    /// The variant's wording of its slides, by slide id.
    let wording: [String: Variant.Override]
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
            if listsItsSlides, !checksOnlyWhereSlidesLead { checkFlow(of: variant, skipping: reported) }
        }
    }

    /// Reports the ids `variant` lists that name no kept slide, or a slide listed before, and the
    /// slides it overrides the texts of without showing them; returns whether it lists kept slides
    /// only, once each.
    ///
    /// An override of the slide that a misspelt id of the list means is no mistake of its own: it
    /// is a note under the misspelt id, whose fix-it makes the override right too.
    private mutating func checkSlides(of variant: Variant) -> Bool {
        let slidesPointer = JSONPointer.appending("slides", to: variant.pointer)
        guard !variant.slideIDs.isEmpty else {
            report(.invalidVariant, "variant \(variant.name.quotedForDiagnostic) lists no slides; 'slides' needs at least one", at: slidesPointer)
            checkOverrides(of: variant, meantByTheList: [])
            return false
        }
        var listsKeptSlidesOnce = true
        var firstPositionByID: [String: Int] = [:]
        var unknown: [(pointer: String, message: String, correction: Suggestion.Correction)] = []
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
            let dropped = "variant \(variant.name.quotedForDiagnostic) lists slide \(id.quotedForDiagnostic), which was dropped"
            if reportNeed(ofDropped: id, "variant \(variant.name.quotedForDiagnostic) lists it", at: pointer, otherwise: .invalidVariant, dropped) {
                continue
            }
            let message = "variant \(variant.name.quotedForDiagnostic) lists slide \(id.quotedForDiagnostic), which does not exist"
            unknown.append((pointer, message, correction(for: id, among: { $0.spec.slides.map(\.id) }, noun: "slide")))
        }
        let meant = checkOverrides(of: variant, meantByTheList: unknown.compactMap(\.correction.replacement))
        for (pointer, message, correction) in unknown {
            let notes = correction.replacement.flatMap { meant[$0] }.map { [tree.note("the variant overrides the texts of the slide it means here", at: $0)] }
            append(
                tree.diagnostic(
                    .invalidVariant, message + correction.hint, at: pointer, notes: notes ?? [],
                    fixIt: correction.replacement.flatMap { tree.fixIt(writing: $0, asStringAt: pointer) }))
        }
        return listsKeptSlidesOnce
    }

    /// Reports the slides whose texts `variant` overrides without showing them, but those that
    /// misspelt ids of its list mean (`meant`); returns where the variant overrides each of those.
    @discardableResult
    private mutating func checkOverrides(of variant: Variant, meantByTheList meant: [String]) -> [String: String] {
        let shown = Set(variant.slideIDs)
        var overridesMeant: [String: String] = [:]
        for texts in variant.overrides where !shown.contains(texts.slideID) {
            if meant.contains(texts.slideID) {
                overridesMeant[texts.slideID] = texts.pointer
                continue
            }
            let overrides = "variant \(variant.name.quotedForDiagnostic) overrides the texts of slide \(texts.slideID.quotedForDiagnostic)"
            guard graph.indexByID[texts.slideID] == nil else {
                report(.invalidVariant, overrides + ", which it does not show", at: texts.pointer)
                continue
            }
            let correction = correction(
                for: texts.slideID, among: { validator in variant.slideIDs.filter { validator.graph.indexByID[$0] != nil } }, noun: "shown slide")
            append(
                tree.diagnostic(
                    .invalidVariant, overrides + ", which does not exist" + correction.hint, at: texts.pointer,
                    fixIt: correction.replacement.flatMap { tree.fixIt(writing: $0, asKeyAt: texts.pointer) }))
        }
        return overridesMeant
    }

    /// Validates the flow of `variant` as a flow of its own, reporting what the whole spec did not.
    private mutating func checkFlow(of variant: Variant, skipping reported: Set<DiagnosticIdentity>) {
        let restricted = spec.restricted(to: variant)
        guard !restricted.slides.isEmpty else { return }
        var validator = SpecValidator(
            spec: restricted, graph: FlowGraph(spec: restricted), tree: tree, diagnostics: BoundedDiagnostics(limit: nil))
        validator.variant = VariantInContext(
            name: variant.name, slideIndexOfTheWholeSpec: graph.indexByID,
            wording: Dictionary(variant.overrides.map { ($0.slideID, $0) }, uniquingKeysWith: { first, _ in first }))
        validator.suggestions = suggestions
        validator.dropConsequences = dropConsequences
        validator.checkFlow()
        suggestions = validator.suggestions
        dropConsequences = validator.dropConsequences
        let slidesNote = tree.note(
            "variant \(variant.name.quotedForDiagnostic) lists its slides here", at: JSONPointer.appending("slides", to: variant.pointer))
        for var diagnostic in validator.diagnostics.kept where !reported.contains(DiagnosticIdentity(diagnostic)) {
            diagnostic.message = "in variant \(variant.name.quotedForDiagnostic), " + diagnostic.message
            diagnostic.notes.append(slidesNote)
            append(diagnostic)
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
