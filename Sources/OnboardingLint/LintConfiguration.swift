import OnboardingDiagnostics

/// How a project tunes the lint rules: which run, how severe they are and their thresholds.
public struct LintConfiguration: Hashable, Sendable {
    /// Ids of rules not to run.
    public var disabledRules: Set<String>
    /// Ids of opt-in rules to run.
    public var optInRules: Set<String>
    /// Severities that replace rules' defaults, by rule id.
    public var severities: [String: Diagnostic.Severity]
    /// Thresholds that replace rules' default `max`, by rule id.
    public var maximums: [String: Int]

    public init(
        disabledRules: Set<String> = [],
        optInRules: Set<String> = [],
        severities: [String: Diagnostic.Severity] = [:],
        maximums: [String: Int] = [:]
    ) {
        self.disabledRules = disabledRules
        self.optInRules = optInRules
        self.severities = severities
        self.maximums = maximums
    }

    /// Whether `rule` runs: it is not disabled, and it is either on by default or opted in.
    public func isEnabled(_ rule: Rule) -> Bool {
        !disabledRules.contains(rule.id) && (!rule.isOptIn || optInRules.contains(rule.id))
    }

    /// The severity `rule` reports at.
    public func severity(of rule: Rule) -> Diagnostic.Severity {
        severities[rule.id] ?? rule.defaultSeverity
    }
}
