import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let duplicateScreenName = Rule(
        id: "duplicate_screen_name", name: "Duplicate Screen Name", stage: .lint, defaultSeverity: .warning,
        summary: "Two slides have the same screen name, so analytics cannot tell them apart.",
        rationale: """
            Analytics events name the slide they happen on by its 'screenName' (as 'screen_name'), which is how a \
            funnel tells one step from another. Two slides with the same screen name count as one screen, usually \
            after a slide was copied. Give each slide its own, or leave 'screenName' out.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "id": "a", "title": "A", "screenName": "Intro" }, { "id": "b", "title": "B", "screenName": ↓"Intro" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "id": "a", "title": "A", "screenName": "Intro" }, { "id": "b", "title": "B", "screenName": "Goals" }] }"##
        ])
}

/// The check of `duplicate_screen_name`.
enum DuplicateScreenNameRule {
    static let lintRule = LintRule(.duplicateScreenName) { input in
        var firstSlides: [String: Slide] = [:]
        var diagnostics: [Diagnostic] = []
        for slide in input.spec.slides {
            guard let name = slide.screenName else { continue }
            guard let first = firstSlides[name] else {
                firstSlides[name] = slide
                continue
            }
            diagnostics.append(
                input.tree.diagnostic(
                    .duplicateScreenName,
                    "\(slide.nameForDiagnostic) has the screen name \(name.quotedForDiagnostic) that \(first.nameForDiagnostic) has; analytics count them as one screen",
                    at: slide.pointer + "/screenName", notes: [input.tree.note("the first slide of that screen name", at: first.pointer + "/screenName")]))
        }
        return diagnostics
    }
}
