import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingSemantics
import OnboardingModel

/// Runs the enabled lint rules over a validated spec.
///
/// A rule runs when the configuration enables it and the spec does not disable it with
/// `"lint": { "disable": [...] }`; a finding inside a slide that disables its rule is dropped.
/// Findings take the severity the configuration gives their rule.
public struct Linter: Sendable {
    public var configuration: LintConfiguration
    public var assets: AssetIndex?
    public var catalogs: StringCatalogs?
    public var rules: [LintRule]

    public init(
        configuration: LintConfiguration = LintConfiguration(), assets: AssetIndex? = nil, catalogs: StringCatalogs? = nil,
        rules: [LintRule] = RuleCatalog.lintRules
    ) {
        self.configuration = configuration
        self.assets = assets
        self.catalogs = catalogs
        self.rules = rules
    }

    /// The findings of the enabled rules in `spec`, which was lowered from `tree` and validated.
    public func lint(_ spec: OnboardingSpec, in tree: JSONSyntaxTree) -> [Diagnostic] {
        lint(spec, graph: FlowGraph(spec: spec), in: tree)
    }

    /// The findings of the enabled rules in `spec`, which was lowered from `tree` and validated, and whose flow is `graph`.
    public func lint(_ spec: OnboardingSpec, graph: FlowGraph, in tree: JSONSyntaxTree) -> [Diagnostic] {
        var diagnostics = BoundedDiagnostics(limit: nil)
        lint(spec, graph: graph, in: tree, into: &diagnostics)
        return diagnostics.kept
    }

    /// Adds the findings of the enabled rules in `spec` to `diagnostics`, which keeps them up to its
    /// limit: what one rule finds is held until it is added.
    public func lint(_ spec: OnboardingSpec, graph: FlowGraph, in tree: JSONSyntaxTree, into diagnostics: inout BoundedDiagnostics) {
        let input = LintInput(spec: spec, tree: tree, graph: graph, configuration: configuration, assets: assets, catalogs: catalogs)
        let specDisabledRules = Set(spec.disabledRules)
        var disabledRulesBySlide: [String: Set<String>] = [:]
        for slide in spec.slides where !slide.disabledRules.isEmpty {
            disabledRulesBySlide[slide.pointer] = Set(slide.disabledRules)
        }
        let slidesPrefix = spec.pointer + "/slides/"
        for lintRule in rules where configuration.isEnabled(lintRule.rule) && !specDisabledRules.contains(lintRule.id) {
            let severity = configuration.severity(of: lintRule.rule)
            var found = lintRule.diagnostics(in: input)
            // Few specs disable rules on a slide: the others do not look up each finding's slide.
            if !disabledRulesBySlide.isEmpty {
                found.removeAll { diagnostic in
                    guard let ruleID = diagnostic.ruleID,
                        let slide = diagnostic.pointer.flatMap({ Self.slidePointer(containing: $0, slidesPrefix: slidesPrefix) })
                    else { return false }
                    return disabledRulesBySlide[String(slide)]?.contains(ruleID) == true
                }
            }
            for index in found.indices { found[index].severity = severity }
            diagnostics.append(contentsOf: found)
        }
    }

    /// The pointer of the slide that `pointer` points into, the slides being at `slidesPrefix`
    /// (`/slides/`, or `/onboardingConfiguration/slides/` in React Native props): `/slides/3` for
    /// `/slides/3/title`.
    private static func slidePointer(containing pointer: String, slidesPrefix: String) -> Substring? {
        guard pointer.hasPrefix(slidesPrefix) else { return nil }
        let end = pointer.dropFirst(slidesPrefix.count).firstIndex(of: "/") ?? pointer.endIndex
        return pointer[..<end]
    }
}
