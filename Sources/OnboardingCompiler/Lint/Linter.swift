/// Runs the enabled lint rules over a validated spec.
///
/// A rule runs when the configuration enables it and the spec does not disable it with
/// `"lint": { "disable": [...] }`; a finding inside a slide that disables its rule is dropped.
/// Findings take the severity the configuration gives their rule.
public struct Linter: Sendable {
    public var configuration: LintConfiguration
    public var assets: AssetIndex?
    public var rules: [LintRule]

    public init(configuration: LintConfiguration = LintConfiguration(), assets: AssetIndex? = nil, rules: [LintRule] = RuleCatalog.lintRules) {
        self.configuration = configuration
        self.assets = assets
        self.rules = rules
    }

    /// The findings of the enabled rules in `spec`, which was lowered from `tree` and validated.
    public func lint(_ spec: OnboardingSpec, in tree: JSONSyntaxTree) -> [Diagnostic] {
        let input = LintInput(spec: spec, tree: tree, configuration: configuration, assets: assets)
        var diagnostics: [Diagnostic] = []
        for lintRule in rules where configuration.isEnabled(lintRule.rule) && !spec.disabledRules.contains(lintRule.id) {
            let severity = configuration.severity(of: lintRule.rule)
            for var diagnostic in lintRule.diagnostics(in: input) where !isDisabledBySlide(diagnostic, in: spec) {
                diagnostic.severity = severity
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    private func isDisabledBySlide(_ diagnostic: Diagnostic, in spec: OnboardingSpec) -> Bool {
        guard let ruleID = diagnostic.ruleID, let pointer = diagnostic.pointer else { return false }
        return spec.slides.contains { slide in
            slide.disabledRules.contains(ruleID) && (pointer == slide.pointer || pointer.hasPrefix(slide.pointer + "/"))
        }
    }
}
