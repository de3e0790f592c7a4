import JSONSyntax
import OnboardingDiagnostics

extension Rule {
    public static let unknownRuleDirective = Rule(
        id: "unknown_rule", name: "Unknown Rule", stage: .lint, defaultSeverity: .warning,
        summary: "A spec or a slide silences a rule that does not exist.",
        rationale: """
            A misspelt rule id in "lint": { "disable": [...] } silences nothing, so the finding it was meant \
            to silence stays, and the typo hides why. The message suggests the rule you probably meant, with a \
            fix-it when no other is as likely.
            """,
        triggeringExamples: [
            ##"{ "lint": { "disable": [↓"placeholder"] }, "slides": [{ "title": "Hi" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "lint": { "disable": ["title_length", ↓"titel_length"] } }] }"##,
        ],
        nonTriggeringExamples: [##"{ "lint": { "disable": ["placeholder_text"] }, "slides": [{ "title": "Hi" }] }"##])
}

/// The check of `unknown_rule`.
enum UnknownRuleDirectiveRule {
    static let lintRule: LintRule = LintRule(.unknownRuleDirective) { input in
        let known = RuleCatalog.all.map(\.id)
        var diagnostics: [Diagnostic] = []
        func check(_ ids: [String], in list: @autoclosure () -> String) {
            for (index, id) in ids.enumerated() where !known.contains(id) {
                let suggestions = RuleCatalog.suggestions(for: id, among: known)
                let pointer = "\(list())/\(index)"
                diagnostics.append(
                    input.tree.diagnostic(
                        .unknownRuleDirective, "unknown rule \(id.quotedForDiagnostic)\(RuleCatalog.hint(forUnknownRule: suggestions))", at: pointer,
                        fixIt: suggestions.count == 1 ? input.tree.fixIt(writing: suggestions[0], asStringAt: pointer) : nil))
            }
        }
        check(input.spec.disabledRules, in: input.spec.pointer + "/lint/disable")
        let slides = input.spec.slides
        for index in slides.indices where !slides[index].disabledRules.isEmpty {
            check(slides[index].disabledRules, in: slides[index].pointer + "/lint/disable")
        }
        return diagnostics
    }
}
