import OnboardingDiagnostics
import OnboardingLint
import OnboardingModel

extension Subcommand {
    /// `onboardc explain RULE|KEY|OBJECT`: a rule's documentation, like `rustc --explain`, or a
    /// key's or an object's of the format.
    static let explain: Subcommand = Subcommand(
        name: "explain",
        summary: "Explain a rule, or a key of the spec format.",
        synopsis: "<rule>|<key>|<object>",
        discussion: """
            A rule, such as 'invalid_condition': why it matters, with examples. A key, such as 'showIf' or \
            'Condition.answer': its type, default and meaning in each object that has it. An object, such as \
            'Slide': what it is and its keys. Exits 2 when there is no such rule, key or object. 'onboardc rules' lists the rules; Specs/README.md has the whole format.
            """,
        options: []
    ) { arguments, context in
        guard arguments.positionals.count == 1, let id = arguments.positionals.first, !id.isEmpty else {
            return Subcommand.explain.usageError("expected one rule id, key or object name", context: context)
        }
        guard let rule = RuleCatalog.rule(withID: id) else {
            if let explanation = FormatReference.explanation(ofKey: id) ?? FormatReference.explanation(ofObject: id) {
                context.writeStandardOutput(explanation)
                return .success
            }
            var meant = FormatReference.keys(meantBy: id)
            if meant.isEmpty { meant = RuleCatalog.suggestions(for: id, among: explainedNames(like: id)) }
            let suggestion = Suggestion.didYouMean(meant)
            context.printError("error: no rule, key or object \(id.quotedForDiagnostic)\(suggestion) (see 'onboardc rules')\n")
            return .usageError
        }
        context.writeStandardOutput(RuleDocumentation.explanation(of: rule, maximum: RuleCatalog.lintRule(withID: id)?.defaultMaximum))
        return .success
    }
}

/// What `explain` explains, as candidates for `name`, which explains nothing: one list, so that
/// the closest of rules, objects and keys wins. A name with a dot is a qualified key.
private func explainedNames(like name: String) -> [String] {
    let keys = FormatReference.qualifiedKeys
    guard !name.contains(".") else { return keys }
    var seen: Set<String> = []
    let bareKeys = keys.map { String($0.split(separator: ".")[1]) }.filter { seen.insert($0).inserted }
    return RuleCatalog.all.map(\.id) + FormatReference.objectNames + bareKeys
}
