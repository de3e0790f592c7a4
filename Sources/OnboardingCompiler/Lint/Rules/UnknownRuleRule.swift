extension Rule {
    public static let unknownRule = Rule(
        id: "unknown_rule", name: "Unknown Rule", stage: .lint, defaultSeverity: .warning,
        summary: "A spec or a slide silences a rule that does not exist.",
        rationale: """
            A misspelt rule id in "lint": { "disable": [...] } silences nothing, so the finding it was meant \
            to silence stays, and the typo hides why. The message suggests the rule you probably meant.
            """,
        triggeringExamples: [
            ##"{ "lint": { "disable": [↓"placeholder"] }, "slides": [{ "title": "Hi" }] }"##,
            ##"{ "slides": [{ "title": "Hi", "lint": { "disable": ["title_length", ↓"titel_length"] } }] }"##,
        ],
        nonTriggeringExamples: [##"{ "lint": { "disable": ["placeholder_text"] }, "slides": [{ "title": "Hi" }] }"##])
}

extension LintRule {
    static let unknownRule = LintRule(.unknownRule) { input in
        let known = RuleCatalog.all.map(\.id)
        let lists = [("/lint/disable", input.spec.disabledRules)]
            + input.spec.slides.map { ($0.pointer + "/lint/disable", $0.disabledRules) }
        return lists.flatMap { base, ids in
            ids.enumerated().compactMap { index, id -> Diagnostic? in
                guard !known.contains(id) else { return nil }
                let suggestion = RuleCatalog.suggestion(for: id, among: known).map { "; did you mean '\($0)'?" } ?? ""
                return input.diagnostic(.unknownRule, "unknown rule \(id.quotedForDiagnostic)\(suggestion)", at: "\(base)/\(index)")
            }
        }
    }
}
