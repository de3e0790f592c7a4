import JSONSyntax
import OnboardingDiagnostics
import OnboardingSemantics
import OnboardingModel

extension Rule {
    public static let duplicateText = Rule(
        id: "duplicate_text", name: "Duplicate Text", stage: .lint, defaultSeverity: .warning,
        summary: "Two slides that one user can both see have the same title.",
        rationale: """
            A repeated title makes users think the flow went back, and is usually a copy-paste slip. Titles are \
            compared as written, ignoring case and surrounding white space. Slides on different branches, such as two \
            finales of a choice, never show to the same user and may share a title.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "a", "title": "Welcome" }, { "id": "b", "title": ↓"welcome " }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "a", "title": "Welcome" }, { "id": "b", "title": "Pick a level" }] }"##,
            ##"{ "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "easy", "title": "Easy", "next": "easy" }, { "id": "hard", "title": "Hard", "next": "hard" }] }, { "id": "easy", "title": "All set", "next": null }, { "id": "hard", "title": "All set" }] }"##,
        ])
}

/// The check of `duplicate_text`.
enum DuplicateTextRule {
    static let lintRule = LintRule(.duplicateText) { input in
        let slides = input.spec.slides
        let titles = TitleGroups(slides: slides)
        var budget = searchBudget(slideCount: slides.count)
        var diagnostics: [Diagnostic] = []
        for index in slides.indices {
            let seenTogether = titles.earlierSlides(withTheTitleOf: index).first { other in
                input.graph.reaches(other, index, budget: &budget) || input.graph.reaches(index, other, budget: &budget)
            }
            guard let first = seenTogether, let title = slides[index].title else { continue }
            let slide = slides[index]
            let firstSlide = slides[first]
            diagnostics.append(
                input.tree.diagnostic(
                    .duplicateText,
                    "\(slide.nameForDiagnostic) has the same title as \(firstSlide.nameForDiagnostic): \(title.quotedForDiagnostic)",
                    at: JSONPointer.appending("title", to: slide.pointer),
                    notes: [input.tree.note("the title is first used here", at: JSONPointer.appending("title", to: firstSlide.pointer))]))
        }
        return diagnostics
    }

    /// The most edges the rule follows in reachability searches for a spec of `slideCount`
    /// slides: far more than any real spec needs, and growing with the spec, so that thousands of
    /// equal titles cost time linear in the spec. Once it is spent, equal titles are reported
    /// without the search.
    static func searchBudget(slideCount: Int) -> Int {
        100_000 + 20 * slideCount
    }
}

extension FlowGraph {
    /// Whether some path of the flow leads from the slide at index `source` to the one at `target`;
    /// `true` once `budget` edges have been followed, as a search too costly to finish.
    func reaches(_ source: Int, _ target: Int, budget: inout Int) -> Bool {
        var reached: Set<Int> = [source]
        var stack = [source]
        while let index = stack.popLast() {
            for edge in edges(from: index) {
                guard budget > 0 else { return true }
                budget -= 1
                guard case .slide(let next) = edge.destination else { continue }
                if next == target { return true }
                if reached.insert(next).inserted { stack.append(next) }
            }
        }
        return false
    }
}
