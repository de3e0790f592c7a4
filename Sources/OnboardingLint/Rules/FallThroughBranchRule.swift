import JSONSyntax
import OnboardingDiagnostics
import OnboardingSemantics
import OnboardingModel

extension Rule {
    public static let fallThroughBranch = Rule(
        id: "fall_through_branch", name: "Fall-Through Branch", stage: .lint, defaultSeverity: .warning,
        summary: "A branch of a choice runs on, slide after slide, into the branch of another option.",
        rationale: """
            A slide without 'next' continues with the slide after it in the spec. When the options of a choice \
            lead to slides written one after another, the first branch falls through into the second: a \
            beginner sees the beginner finale and then the advanced one. End each branch with "next": null, or \
            name the slide it should continue with. An option without 'next' goes on with the slide after its \
            choice too: when another option leads there, the two share a branch, which is seldom meant; give the \
            option a 'next', naming that slide if it is.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "beginner", "title": "Beginner", "next": "finale-beginner" }, { "id": "advanced", "title": "Advanced", "next": "finale-advanced" }] }, ↓{ "id": "finale-beginner", "title": "Start slow" }, { "id": "finale-advanced", "title": "Dive in" }] }"##,
            ##"{ "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "a", "title": "A", "next": "a1" }, { "id": "b", "title": "B", "next": "b1" }] }, { "id": "a1", "title": "A1" }, ↓{ "id": "a2", "title": "A2" }, { "id": "b1", "title": "B1" }] }"##,
            ##"{ "slides": [{ "id": "goal", "kind": "choice", "choices": [{ "id": "calm", "title": "Calm", "next": "calm-goals" }, { "id": "fit", "title": "Fit", "next": "fit-goals" }] }, ↓{ "id": "calm-goals", "kind": "multipleChoice", "title": "What for?", "choices": [{ "id": "sleep", "title": "Sleep" }, { "id": "focus", "title": "Focus" }] }, { "id": "fit-goals", "kind": "multipleChoice", "title": "What for?", "choices": [{ "id": "run", "title": "Run" }, { "id": "lift", "title": "Lift" }], "next": "name" }, { "id": "name", "kind": "textInput", "title": "Your name?" }] }"##,
            ##"{ "slides": [{ "id": "goal", "kind": "choice", "choices": [{ "id": "lose", "title": "Lose weight", "next": "cardio" }, { "id": "gain", "title": "Build muscle", "next": "strength" }, ↓{ "id": "stay", "title": "Stay active" }] }, { "id": "cardio", "title": "Cardio", "next": "done" }, { "id": "strength", "title": "Strength" }, { "id": "done", "title": "Done" }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "beginner", "title": "Beginner", "next": "finale-beginner" }, { "id": "advanced", "title": "Advanced", "next": "finale-advanced" }] }, { "id": "finale-beginner", "title": "Start slow", "next": null }, { "id": "finale-advanced", "title": "Dive in" }] }"##,
            ##"{ "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "a", "title": "A", "next": "a1" }, { "id": "b", "title": "B", "next": "b1" }] }, { "id": "a1", "title": "A1", "next": "done" }, { "id": "b1", "title": "B1" }, { "id": "done", "title": "Done" }] }"##,
            ##"{ "slides": [{ "id": "goal", "kind": "choice", "choices": [{ "id": "calm", "title": "Calm", "next": "calm-goals" }, { "id": "fit", "title": "Fit", "next": "fit-goals" }] }, { "id": "calm-goals", "kind": "choice", "title": "What for?", "choices": [{ "id": "sleep", "title": "Sleep", "next": "name" }, { "id": "focus", "title": "Focus", "next": "name" }] }, { "id": "fit-goals", "kind": "multipleChoice", "title": "What for?", "choices": [{ "id": "run", "title": "Run" }, { "id": "lift", "title": "Lift" }] }, { "id": "name", "kind": "textInput", "title": "Your name?" }] }"##,
            ##"{ "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "beginner", "title": "Beginner" }, { "id": "advanced", "title": "Advanced", "next": "advanced-tips" }] }, { "id": "basics", "title": "The basics", "next": "done" }, { "id": "advanced-tips", "title": "Tips" }, { "id": "done", "title": "Done" }] }"##,
            ##"{ "slides": [{ "id": "goal", "kind": "choice", "next": "cardio", "choices": [{ "id": "lose", "title": "Lose weight", "next": "cardio" }, { "id": "gain", "title": "Build muscle", "next": "strength" }, { "id": "stay", "title": "Stay active" }] }, { "id": "cardio", "title": "Cardio", "next": "done" }, { "id": "strength", "title": "Strength" }, { "id": "done", "title": "Done" }] }"##,
            ##"{ "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "new", "title": "New", "next": "name" }, { "id": "pro", "title": "Pro" }] }, { "id": "name", "kind": "textInput", "title": "Your name?" }] }"##,
            ##"{ "slides": [{ "id": "goal", "kind": "choice", "choices": [{ "id": "lose", "title": "Lose weight", "next": "cardio" }, { "id": "gain", "title": "Build muscle", "next": "strength" }, { "id": "stay", "title": "Stay active" }] }, { "id": "cardio", "title": "Cardio", "next": "done", "showIf": { "answer": "goal", "isAnyOf": ["lose"] } }, { "id": "strength", "title": "Strength" }, { "id": "done", "title": "Done" }] }"##,
        ])
}

/// The check of `fall_through_branch`.
enum FallThroughBranchRule {
    static let lintRule: LintRule = LintRule(.fallThroughBranch) { input in
        let slides = input.spec.slides
        // Where the run of slides that go on in order from each slide stops: a branch that starts
        // at a slide falls through into the next target of its choice when the run reaches it.
        var runEnd = Array(slides.indices)
        for index in slides.indices.reversed().dropFirst() where continuesInOrder(slides[index]) {
            runEnd[index] = runEnd[index + 1]
        }
        var reported: Set<Int> = []
        var diagnostics: [Diagnostic] = []
        for choiceIndex in slides.indices where slides[choiceIndex].kind == .choice {
            var targetEdges: [Int: FlowGraph.Edge] = [:]
            for edge in input.graph.edges(from: choiceIndex) {
                if case .slide(let target) = edge.destination, targetEdges[target] == nil { targetEdges[target] = edge }
            }
            let targets = targetEdges.keys.sorted()
            for (start, next) in zip(targets, targets.dropFirst()) where runEnd[start] >= next {
                guard reported.insert(next - 1).inserted, let edge = targetEdges[next] else { continue }
                diagnostics.append(fallThrough(from: slides[next - 1], into: slides[next], of: slides[choiceIndex], taking: edge, input))
            }
            diagnostics += optionsSharingABranch(of: choiceIndex, targetEdges: targetEdges, input)
        }
        return diagnostics
    }

    /// The options of the choice at `choiceIndex` that have no `next` and so go on with the slide
    /// after it, where another option leads by its `next`, while the choice branches elsewhere too;
    /// `targetEdges` is the first edge of the choice to each slide. A choice that names its own
    /// `next` says where its options go, and a slide after it with a condition may be passed over.
    private static func optionsSharingABranch(of choiceIndex: Int, targetEdges: [Int: FlowGraph.Edge], _ input: LintInput) -> [Diagnostic] {
        let slides = input.spec.slides
        let choiceSlide = slides[choiceIndex]
        let target = choiceIndex + 1
        guard choiceSlide.next == .nextInOrder, target < slides.count, slides[target].condition == nil, targetEdges.count > 1 else { return [] }
        let leading = input.graph.edges(from: choiceIndex).first { edge in
            edge.destination == .slide(target) && edge.choice.map { choiceSlide.choices[$0].next != nil } == true
        }
        guard let leading, let leadingOption = input.graph.choiceID(of: leading) else { return [] }
        let into = slides[target].nameForDiagnostic
        return choiceSlide.choices.filter { $0.next == nil }.map { option in
            input.tree.diagnostic(
                .fallThroughBranch,
                "option \(option.id.quotedForDiagnostic) of \(choiceSlide.nameForDiagnostic) has no 'next', so it goes on with \(into), where option \(leadingOption.quotedForDiagnostic) leads; give it the 'next' of its own branch, or the 'next' \(slides[target].id.quotedForDiagnostic) if both lead there",
                at: option.pointer,
                notes: [input.tree.note("option \(leadingOption.quotedForDiagnostic) leads to \(into) here", at: input.graph.pointer(of: leading))])
        }
    }

    /// Whether the flow may go on from `slide` to the slide after it in the spec: neither the slide
    /// nor, on a choice, every one of its options says where to go.
    private static func continuesInOrder(_ slide: Slide) -> Bool {
        slide.next == .nextInOrder && (slide.kind != .choice || slide.choices.contains { $0.next == nil })
    }

    private static func fallThrough(from slide: Slide, into target: Slide, of choiceSlide: Slide, taking edge: FlowGraph.Edge, _ input: LintInput) -> Diagnostic {
        let option = input.graph.choiceID(of: edge).map { "option \($0.quotedForDiagnostic)" } ?? "an option"
        // A page often ends its branch; a question or a permission leads on, to a slide only its author knows.
        let endsBranch = slide.kind == .page
        let remedy = endsBranch ? "add \"next\": null to end the branch here" : "give it a 'next' that goes on with its branch, or \"next\": null to end the branch here"
        return input.tree.diagnostic(
            .fallThroughBranch,
            "\(slide.nameForDiagnostic) falls through into \(target.nameForDiagnostic), where \(option) of \(choiceSlide.nameForDiagnostic) leads; \(remedy)",
            at: slide.pointer,
            notes: [input.tree.note("\(option) leads to \(target.nameForDiagnostic) here", at: input.graph.pointer(of: edge))],
            fixIt: endsBranch ? endingFixIt(for: slide, input) : nil)
    }

    /// An edit that inserts `"next": null` after the last member of the slide's object, where the
    /// specs write `next`.
    private static func endingFixIt(for slide: Slide, _ input: LintInput) -> Diagnostic.FixIt? {
        guard let object = input.tree.resolve(slide.pointer)?.value, object.kind == .object else { return nil }
        let source = input.tree.source
        if let last = object.members.last {
            let at = last.value.range.upperBound
            return Diagnostic.FixIt(replacing: source.range(at..<at), with: ", \"next\": null")
        }
        let inside = object.range.lowerBound + 1
        return Diagnostic.FixIt(replacing: source.range(inside..<inside), with: " \"next\": null ")
    }
}
