import OnboardingDiagnostics
import OnboardingLint
import OnboardingModel

extension Subcommand {
    /// `onboardc explain RULE|KEY`: a rule's documentation, like `rustc --explain`, or a key's.
    static let explain = Subcommand(
        name: "explain",
        summary: "Explain a rule, or a key of the spec format.",
        synopsis: "<rule>|<key>",
        discussion: """
            A rule, such as 'invalid_condition': why it matters, with examples. A key, such as 'showIf' or \
            'Condition.answer': its type, default and meaning in each object that has it. An object, such as \
            'Slide': what it is and its keys. Exits 2 when there is no such rule, key or object. 'onboardc rules' lists the rules; Specs/README.md has the whole format.
            """,
        options: []
    ) { arguments, context in
        guard arguments.positionals.count == 1, let id = arguments.positionals.first, !id.isEmpty else {
            context.printError("error: expected one rule id or key\nUsage: onboardc explain <rule>|<key>\n")
            return .usageError
        }
        guard let rule = RuleCatalog.rule(withID: id) else {
            if let explanation = FormatReference.explanation(ofKey: id) ?? FormatReference.explanation(ofObject: id) {
                context.writeStandardOutput(explanation)
                return .success
            }
            let keys = FormatReference.qualifiedKeys
            let candidates = RuleCatalog.all.map(\.id) + keys + keys.map { String($0.split(separator: ".")[1]) }
            let meant = FormatReference.keys(meantBy: id)
            let suggestion = Suggestion.didYouMean(meant.isEmpty ? RuleCatalog.suggestions(for: id, among: candidates) : meant)
            context.printError("error: no rule or key \(id.quotedForDiagnostic)\(suggestion) (see 'onboardc rules')\n")
            return .usageError
        }
        context.writeStandardOutput(RuleDocumentation.explanation(of: rule, maximum: RuleCatalog.lintRule(withID: id)?.defaultMaximum))
        return .success
    }
}
