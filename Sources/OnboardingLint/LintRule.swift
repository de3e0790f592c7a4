import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingSemantics
import OnboardingModel

/// A lint rule: the documented `Rule` and the pure check that finds its faults.
public struct LintRule: Sendable {
    public let rule: Rule
    /// The default of the rule's `max` option, for a rule with a threshold; `nil` when it has none.
    public let defaultMaximum: Int?
    private let check: @Sendable (LintInput) -> [Diagnostic]

    public init(_ rule: Rule, defaultMaximum: Int? = nil, check: @escaping @Sendable (LintInput) -> [Diagnostic]) {
        self.rule = rule
        self.defaultMaximum = defaultMaximum
        self.check = check
    }

    public var id: String { rule.id }

    /// The rule's findings in `input`, at the rule's default severity.
    public func diagnostics(in input: LintInput) -> [Diagnostic] { check(input) }
}

/// Everything a lint rule may look at. Rules read it and never do I/O.
public struct LintInput: Sendable {
    public let spec: OnboardingSpec
    public let tree: JSONSyntaxTree
    public let graph: FlowGraph
    public let configuration: LintConfiguration
    /// The asset catalogs to check names against; `nil` when no asset path was given.
    public let assets: AssetIndex?
    /// The String Catalogs to check translations against; `nil` when no catalog was given.
    public let catalogs: StringCatalogs?

    public init(
        spec: OnboardingSpec, tree: JSONSyntaxTree, graph: FlowGraph? = nil, configuration: LintConfiguration = LintConfiguration(),
        assets: AssetIndex? = nil, catalogs: StringCatalogs? = nil
    ) {
        self.spec = spec
        self.tree = tree
        self.graph = graph ?? FlowGraph(spec: spec)
        self.configuration = configuration
        self.assets = assets
        self.catalogs = catalogs
    }

    /// The threshold of `rule`: the configured `max`, or the rule's default.
    public func maximum(for rule: LintRule) -> Int {
        configuration.maximums[rule.id] ?? rule.defaultMaximum ?? .max
    }
}
