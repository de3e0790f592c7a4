import OnboardingDiagnostics
import OnboardingLint

extension Subcommand {
    /// `onboardc explain RULE`: a rule's documentation, like `rustc --explain`.
    static let explain = Subcommand(
        name: "explain",
        summary: "Explain a rule: why it matters, with examples.",
        synopsis: "<rule>",
        discussion: "Exits 2 when the rule does not exist. 'onboardc rules' lists them all.",
        options: []
    ) { arguments, context in
        guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
            context.writeStandardError("error: expected one rule id\nUsage: onboardc explain <rule>\n")
            return .usageError
        }
        guard let rule = RuleCatalog.rule(withID: id) else {
            let suggestion = Suggestion.didYouMean(RuleCatalog.suggestion(for: id, among: RuleCatalog.all.map(\.id)))
            context.writeStandardError("error: unknown rule \(id.quotedForDiagnostic)\(suggestion) (see 'onboardc rules')\n")
            return .usageError
        }
        context.writeStandardOutput(RuleDocumentation.explanation(of: rule, maximum: RuleCatalog.lintRule(withID: id)?.defaultMaximum))
        return .success
    }
}
