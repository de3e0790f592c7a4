import Foundation

extension Rule {
    public static let duplicateText = Rule(
        id: "duplicate_text", name: "Duplicate Text", stage: .lint, defaultSeverity: .warning,
        summary: "Two slides that one user can both see have the same title.",
        rationale: """
            A repeated title makes users think the flow went back, and is usually a copy-paste slip. Titles are \
            compared ignoring case and surrounding white space. Slides on different branches, such as two \
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

extension LintRule {
    /// The most edges the rule follows in reachability searches, so that a spec with thousands of
    /// equal titles stays linear; once it is spent, equal titles are reported without the search.
    static let duplicateTextSearchBudget = 2_000_000

    static let duplicateText = LintRule(.duplicateText) { input in
        let slides = input.spec.slides
        var firstByTitle: [String: [Int]] = [:]
        var diagnostics: [Diagnostic] = []
        var budget = duplicateTextSearchBudget
        for (index, slide) in slides.enumerated() {
            guard let title = slide.title else { continue }
            let key = comparisonKey(of: title)
            guard !key.isEmpty else { continue }
            let earlier = firstByTitle[key, default: []]
            let seenTogether = earlier.first { other in
                input.graph.reaches(other, index, budget: &budget) || input.graph.reaches(index, other, budget: &budget)
            }
            if let first = seenTogether {
                let firstSlide = slides[first]
                diagnostics.append(
                    input.diagnostic(
                        .duplicateText,
                        "\(slide.nameForDiagnostic) has the same title as \(firstSlide.nameForDiagnostic): \(title.quotedForDiagnostic)",
                        at: JSONPointer.appending("title", to: slide.pointer),
                        notes: [input.note("the title is first used here", at: JSONPointer.appending("title", to: firstSlide.pointer))]))
            }
            firstByTitle[key, default: []].append(index)
        }
        return diagnostics
    }
}

extension LintRule {
    /// `title` without the white space around it, lowercased: titles that differ only so are the same.
    ///
    /// Trims by Unicode scalars: Foundation's `trimmingCharacters(in:)` made this rule cost more
    /// than parsing the titles (20,000 slides).
    static func comparisonKey(of title: String) -> String {
        let scalars = title.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].properties.isWhitespace { end = scalars.index(before: end) }
        return String(scalars[start..<end]).lowercased()
    }
}

extension FlowGraph {
    /// Whether some path of the flow leads from the slide at index `source` to the one at `target`;
    /// `true` once `budget` edges have been followed, as a search too costly to finish.
    func reaches(_ source: Int, _ target: Int, budget: inout Int) -> Bool {
        var reached: Set<Int> = [source]
        var stack = [source]
        while let index = stack.popLast() {
            for edge in edges[index] {
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
