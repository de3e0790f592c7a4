import JSONSyntax
import OnboardingDiagnostics
import OnboardingLint
import OnboardingLocalization
import OnboardingSemantics
import OnboardingSpec

/// Runs the pipeline on specs in memory, for the command line and the plugins alike.
///
/// Parse → lower → validate → lint, then `--strict`. Each stage runs only when the stage before it
/// produced no error, so one mistake never reports a cascade: a syntax error stops lowering, an
/// error in lowering stops the global checks (slide drops are warnings and do not), and a spec
/// that does not validate is not linted.
public struct Compiler: Sendable {
    /// What changes how the pipeline judges a spec.
    public struct Options: Sendable {
        /// Whether warnings are reported as errors.
        public var isStrict: Bool
        public var maximumDepth: Int
        /// Which lint rules run, at which severity and thresholds.
        public var lint: LintConfiguration
        /// The app's assets for `asset_not_found`; `nil` skips that rule.
        public var assets: AssetIndex?
        /// The String Catalogs for the translation rules; `nil` skips them.
        public var catalogs: StringCatalogs?

        public init(
            isStrict: Bool = false, maximumDepth: Int = JSONParser.defaultMaximumDepth,
            lint: LintConfiguration = LintConfiguration(), assets: AssetIndex? = nil, catalogs: StringCatalogs? = nil
        ) {
            self.isStrict = isStrict
            self.maximumDepth = maximumDepth
            self.lint = lint
            self.assets = assets
            self.catalogs = catalogs
        }

        // Limits on hostile input; none binds a real spec.
        /// The longest string, in UTF-8 bytes once decoded (1 MiB by default).
        public var maximumStringLength = JSONParser.defaultMaximumStringLength
        /// The longest number, in characters (1,000 by default).
        public var maximumNumberLength = JSONParser.defaultMaximumNumberLength
        /// The most elements `slides` may have (1,000,000 by default).
        public var maximumSlideCount = SpecLowering.defaultMaximumSlideCount
        /// The largest file, in bytes (64 MiB by default); the driver reads no more than this.
        public var maximumFileSize = SourceLoader.defaultMaximumFileSize
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The front end's verdict on one spec file.
    public struct CheckedSpec: Sendable {
        public let source: SourceFile
        /// The syntax tree, when the file is JSON.
        public let tree: JSONSyntaxTree?
        /// The validated spec; `nil` when an error stopped the pipeline.
        public let spec: OnboardingSpec?
        /// Every diagnostic, in presentation order.
        public let diagnostics: [Diagnostic]

        public var hasErrors: Bool { diagnostics.containsErrors }
    }

    /// Parses, lowers, validates and lints `source`.
    public func check(_ source: SourceFile) -> CheckedSpec {
        var diagnostics: [Diagnostic] = []
        guard source.bytes.count <= options.maximumFileSize else {
            diagnostics.append(
                Diagnostic(
                    .error, "file is \(source.bytes.count) bytes long, more than the limit of \(options.maximumFileSize) bytes",
                    at: source.range(0..<0)))
            return finish(source, tree: nil, spec: nil, diagnostics)
        }
        let limits = JSONParser.Limits(
            maximumDepth: options.maximumDepth, maximumStringLength: options.maximumStringLength,
            maximumNumberLength: options.maximumNumberLength)
        let (tree, syntaxDiagnostics) = JSONParser.parse(source, limits: limits)
        diagnostics += syntaxDiagnostics
        guard !diagnostics.containsErrors else { return finish(source, tree: nil, spec: nil, diagnostics) }

        let (lowered, loweringDiagnostics) = SpecLowering.lower(tree, maximumSlideCount: options.maximumSlideCount)
        diagnostics += loweringDiagnostics
        guard let lowered, !diagnostics.containsErrors else { return finish(source, tree: tree, spec: nil, diagnostics) }

        let graph = FlowGraph(spec: lowered)
        diagnostics += SpecValidator.validate(lowered, graph: graph, in: tree)
        // Localization keys are made of ids: duplicate ids, an error above, would make duplicate keys too.
        if !diagnostics.containsErrors { diagnostics += LocalizationValidator.validate(lowered, in: tree) }
        guard !diagnostics.containsErrors else { return finish(source, tree: tree, spec: nil, diagnostics) }

        diagnostics += Linter(configuration: options.lint, assets: options.assets, catalogs: options.catalogs).lint(lowered, graph: graph, in: tree)
        return finish(source, tree: tree, spec: lowered, diagnostics)
    }

    private func finish(_ source: SourceFile, tree: JSONSyntaxTree?, spec: OnboardingSpec?, _ diagnostics: [Diagnostic]) -> CheckedSpec {
        var diagnostics = diagnostics
        if options.isStrict {
            for index in diagnostics.indices where diagnostics[index].severity == .warning {
                diagnostics[index].severity = .error
            }
        }
        let failed = diagnostics.containsErrors
        return CheckedSpec(source: source, tree: tree, spec: failed ? nil : spec, diagnostics: diagnostics.sortedForPresentation())
    }
}
