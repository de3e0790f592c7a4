import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

/// The checks of what depends on answers: conditions (`showIf`) and answers inserted into texts.
///
/// Both ask the dominator tree, built once: a placeholder whether its question dominates its slide,
/// a condition whether its slide can follow its question, which holds at once when a slide after
/// the question dominates it, as in most flows, and is searched for otherwise.
extension SpecValidator {
    mutating func checkConditions() {
        let slides = spec.slides
        var dominators: Dominators?
        /// Whether a path leads from one of `sources` to the slide at `index`: at once when a source
        /// dominates it, as the question does in most flows, else by a search.
        func canReach(_ index: Int, from sources: [Int]) -> Bool {
            if dominators == nil { dominators = graph.dominators() }
            return sources.contains { dominators!.dominates($0, index) } || graph.canReach(index, from: sources)
        }
        for index in slides.indices {
            guard let condition = slides[index].condition,
                let question = question(named: condition.answer, askedOf: index, at: condition.pointer + "/answer")
            else { continue }
            let asked = slides[question]
            if case .isAnyOf(let options) = condition.requirement {
                guard asked.kind.hasOptions else {
                    report(
                        .invalidCondition,
                        "slide \(asked.id.quotedForDiagnostic) asks for text, which has no options; use 'isAnswered' instead of 'isAnyOf'",
                        at: condition.pointer + "/isAnyOf")
                    continue
                }
                let offered = Set(asked.choices.map(\.id))
                let unknown = options.indices.filter { !offered.contains(options[$0]) }
                for position in unknown {
                    reportUnknown(
                        .invalidCondition, "slide \(asked.id.quotedForDiagnostic) has no option \(options[position].quotedForDiagnostic)",
                        naming: options[position], among: { _ in asked.choices.map(\.id) }, noun: "option", at: condition.pointer + "/isAnyOf/\(position)")
                }
                guard unknown.isEmpty else { continue }
            }
            guard canReach(index, from: graph.successors(of: question)) else {
                report(
                    .invalidCondition,
                    "the condition asks for the answer to slide \(asked.id.quotedForDiagnostic), which comes after this slide on every path",
                    at: condition.pointer + "/answer")
                continue
            }
            guard case .isAnyOf(let options) = condition.requirement, let taken = graph.successorsOfTheOptionsShowing(index) else { continue }
            if !canReach(index, from: taken) {
                let listed = options.map(\.quotedForDiagnostic).joined(separator: ", ")
                report(
                    .unreachableSlide,
                    "slide \(slides[index].id.quotedForDiagnostic) can never be shown: it shows for \(listed) of slide \(asked.id.quotedForDiagnostic), and no path from those options leads to it",
                    at: condition.pointer)
            }
        }
    }

    mutating func checkAnswerPlaceholders() {
        let slides = spec.slides
        var dominators: Dominators?
        var pathsSpelledOut = 0
        for index in slides.indices {
            for (text, pointer, isVariantsWording) in textsThatMayInsertAnswers(of: index) {
                let placeholders = AnswerPlaceholder.all(in: text)
                let utf8 = placeholders.isEmpty ? [] : Array(text.utf8)
                let ranges = tree.sourceRanges(ofTexts: placeholders.map(\.range), inStringAt: pointer)
                for (placeholder, range) in zip(placeholders, ranges) {
                    func reportHere(_ message: String, notes: [Diagnostic.Note] = []) {
                        append(Diagnostic(.invalidAnswerPlaceholder, message, at: range, pointer: pointer, notes: notes))
                    }
                    let name = "'{\(placeholder.answer)}'"
                    reportTemplateSyntax(around: placeholder, at: range, in: utf8, stringAt: pointer)
                    if graph.indexByID[placeholder.answer] == nil, let dropped = droppedNote(for: placeholder.answer) {
                        let finding = Diagnostic(
                            .invalidAnswerPlaceholder, "\(name) names slide \(placeholder.answer.quotedForDiagnostic), which was dropped", at: range,
                            pointer: pointer, notes: [dropped])
                        _ = reportNeed(ofDropped: placeholder.answer, "\(name) inserts its answer", at: range, otherwise: finding)
                        continue
                    }
                    if graph.indexByID[placeholder.answer] == nil, variant?.slideIndexOfTheWholeSpec[placeholder.answer] != nil {
                        reportHere("\(name) names slide \(placeholder.answer.quotedForDiagnostic), which the variant does not show")
                        continue
                    }
                    guard let question = graph.indexByID[placeholder.answer], slides[question].kind.isQuestion else {
                        // The whole spec reports it (see `reportUnknown`), unless only the variant words it so.
                        guard variant == nil || isVariantsWording else {
                            metAFaultOfTheWholeSpec = true
                            continue
                        }
                        let correction = correction(for: placeholder.answer, among: \.questionIDs, noun: "question slide")
                        let fixIt = correction.replacement.flatMap { replacement in
                            AnswerPlaceholder.all(in: "{\(replacement)}").first?.answer != replacement
                                ? nil : tree.fixIt(writing: "{\(replacement)}", over: placeholder.range, inStringAt: pointer)
                        }
                        let message =
                            correction.hint.isEmpty
                            ? "\(name) names no question slide: write the id of a choice, multiple-choice or text-input slide"
                            : "\(name) names no question slide\(correction.hint)"
                        append(Diagnostic(.invalidAnswerPlaceholder, message, at: range, pointer: pointer, fixIt: fixIt))
                        continue
                    }
                    guard question != index else {
                        reportHere("\(name) is this slide's own answer, which the user has not given while the slide shows")
                        continue
                    }
                    if let condition = slides[index].condition, condition.answer == placeholder.answer {
                        // The slide shows only for some answers to this question: answered, it is never empty.
                        if !condition.requiresAnswer {
                            reportHere("\(name) is always empty: this slide shows only when slide \(placeholder.answer.quotedForDiagnostic) is not answered ('showIf')")
                        }
                        continue
                    }
                    if let reason = Self.mayGoUnanswered(slides[question]) {
                        reportHere("\(name) may be empty: slide \(placeholder.answer.quotedForDiagnostic) \(reason)")
                        continue
                    }
                    if dominators == nil { dominators = graph.dominators() }
                    if !dominators!.dominates(question, index) {
                        // Each path is a search of the flow: the first findings show the way, and
                        // a spec with thousands of them stays linear.
                        pathsSpelledOut += 1
                        let path = pathsSpelledOut > 50 ? [] : graph.path(to: index, avoiding: question) ?? []
                        reportHere(
                            "\(name) may be empty: a path to this slide does not pass slide \(placeholder.answer.quotedForDiagnostic)",
                            notes: path.isEmpty ? [] : [pathNote(path, avoiding: question)])
                    }
                }
            }
        }
    }

    /// A note at the last `next` of `path`, a path of at least one edge that does not pass the
    /// slide at `avoided`, that spells the path out, with the option taken at each choice.
    private func pathNote(_ path: [FlowGraph.Edge], avoiding avoided: Int) -> Diagnostic.Note {
        let slides = spec.slides
        var steps = path.map { edge in
            let option = graph.choiceID(of: edge).map { " (option \($0.quotedForDiagnostic))" } ?? ""
            return slides[edge.source].id.quotedForDiagnostic + option
        }
        let last = path[path.count - 1]
        if case .slide(let target) = last.destination { steps.append(slides[target].id.quotedForDiagnostic) }
        if steps.count > 8 { steps = steps.prefix(3) + ["…"] + steps.suffix(4) }
        let message = "this path does not pass slide \(slides[avoided].id.quotedForDiagnostic): \(steps.joined(separator: " → "))"
        return tree.note(message, at: graph.pointer(of: last))
    }

    /// The texts of slide `index` that may insert answers, with their pointers: the slide's own
    /// and, in a variant's flow, the variant's wording of them in place of those it rewords.
    private func textsThatMayInsertAnswers(of index: Int) -> [(text: String, pointer: String, isVariantsWording: Bool)] {
        let slide = spec.slides[index]
        let wording = variant?.wording[slide.id]
        let reworded = Set(wording?.textsThatMayInsertAnswers.map(\.key) ?? [])
        var texts: [(text: String, pointer: String, isVariantsWording: Bool)] = []
        if slide.mayInsertAnswers {
            for (key, text) in slide.textsThatMayInsertAnswers where !reworded.contains(key) {
                texts.append((text, JSONPointer.appending(key, to: slide.pointer), false))
            }
        }
        if let wording, wording.mayInsertAnswers {
            for (key, text) in wording.textsThatMayInsertAnswers {
                texts.append((text, JSONPointer.appending(key, to: wording.pointer), true))
            }
        }
        return texts
    }

    /// Reports a placeholder written as another template language writes one, `{{name}}` or
    /// `${name}`, whose extra characters the text would show around the answer.
    ///
    /// `{{name}}` is an error with the fix-it `{name}`. `${name}` is a warning without one: the `$`
    /// may be a currency sign the writer means. `utf8` is the text's UTF-8, read once for all its
    /// placeholders, and `placeholderRange` where the placeholder is in the file. Locating the extra
    /// characters walks the string, so only the first findings of a file get that range and a
    /// fix-it; the rest point at the placeholder.
    private mutating func reportTemplateSyntax(
        around placeholder: AnswerPlaceholder, at placeholderRange: SourceRange?, in utf8: [UInt8], stringAt pointer: String
    ) {
        let range = placeholder.range
        let meant = "{\(placeholder.answer)}"
        if range.lowerBound > 0, utf8[range.lowerBound - 1] == UInt8(ascii: "{"), range.upperBound < utf8.count,
            utf8[range.upperBound] == UInt8(ascii: "}")
        {
            let written = range.lowerBound - 1..<range.upperBound + 1
            let located = templateSyntaxFixes.spend {
                (range: tree.sourceRanges(ofTexts: [written], inStringAt: pointer).first ?? nil,
                 fixIt: tree.fixIt(writing: meant, over: written, inStringAt: pointer))
            }
            append(
                Diagnostic(
                    .invalidAnswerPlaceholder,
                    "'{\(meant)}' would show its outer braces around the answer; an answer is inserted as '\(meant)'",
                    at: located?.range ?? placeholderRange, pointer: pointer, fixIt: located?.fixIt))
        } else if range.lowerBound > 0, utf8[range.lowerBound - 1] == UInt8(ascii: "$") {
            let located = templateSyntaxFixes.spend {
                tree.sourceRanges(ofTexts: [range.lowerBound - 1..<range.upperBound], inStringAt: pointer).first ?? nil
            }
            append(
                Diagnostic(
                    .invalidAnswerPlaceholder,
                    "'$\(meant)' shows a '$' before the answer; unless the '$' is a currency sign, write '\(meant)'",
                    at: located ?? placeholderRange, pointer: pointer, severity: .warning))
        }
    }

    /// The index of the question slide `id` that the condition of slide `index` names, or `nil`,
    /// reported at `pointer`, when it names none.
    private mutating func question(named id: String, askedOf index: Int, at pointer: String) -> Int? {
        guard let question = graph.indexByID[id] else {
            let need = "the condition of slide \(spec.slides[index].id.quotedForDiagnostic) names it"
            let dropped = "the condition names slide \(id.quotedForDiagnostic), which was dropped"
            if reportNeed(ofDropped: id, need, at: pointer, otherwise: .invalidCondition, dropped) { return nil }
            if variant?.slideIndexOfTheWholeSpec[id] != nil {
                report(.invalidCondition, "the condition names slide \(id.quotedForDiagnostic), which the variant does not show", at: pointer)
                return nil
            }
            reportUnknown(
                .invalidCondition, "the condition names slide \(id.quotedForDiagnostic), which does not exist", naming: id, among: \.questionIDs,
                noun: "question slide", at: pointer)
            return nil
        }
        guard spec.slides[question].kind.isQuestion else {
            report(.invalidCondition, "the condition names slide \(id.quotedForDiagnostic), which is a page, not a question", at: pointer)
            return nil
        }
        guard question != index else {
            report(.invalidCondition, "the condition names the slide's own answer, which the user gives only once the slide shows", at: pointer)
            return nil
        }
        return question
    }

    /// The ids of the question slides, to suggest from.
    var questionIDs: [String] {
        spec.slides.filter(\.kind.isQuestion).map(\.id)
    }

    /// Why a user may pass `question` without answering it, or `nil` when every user who passes it answers.
    static func mayGoUnanswered(_ question: Slide) -> String? {
        if question.condition != nil { return "is shown only for some answers ('showIf')" }
        switch question.kind {
        case .choice where !question.continueRequiresSelection && !question.advancesOnSelection:
            return "lets the user continue without choosing ('continueRequiresSelection': false)"
        case .multipleChoice where question.selectionLimits.minimum == 0:
            return "lets the user continue without choosing ('minSelections': 0)"
        case .textInput where question.textInput?.isRequired == false:
            return "is optional ('isRequired': false)"
        default:
            return nil
        }
    }
}
