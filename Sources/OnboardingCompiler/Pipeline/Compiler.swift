import JSONSyntax
import OnboardingCodeGen
import OnboardingDiagnostics
import OnboardingLint
import OnboardingLocalization
import OnboardingSemantics
import OnboardingModel

/// Runs the pipeline on specs in memory, for the command line and the plugins alike.
///
/// Parse → lower → validate → lint, then `--strict` (`check`), then generate (`generate`). Each
/// stage runs only when the stage before it produced no error, so one mistake never reports a
/// cascade: a spec that does not validate is not linted, and only a spec without errors is
/// generated. Two exceptions find in one run what would otherwise take several. Syntax errors
/// stop lowering unless the parser recovered from each as its fix-it corrects the text (a missing
/// comma, a trailing one, a key without quotes) or by reading a comment as white space
/// (`JSONSyntaxTree.isComplete`); then the tree is lowered as if they were fixed. And an error in lowering leaves the slides as they are (slide
/// drops are warnings), so after one, or after such syntax errors, validation checks only where
/// the slides lead (`SpecValidator.validateWhereSlidesLead`): a misspelt key or target is found in
/// the same run as a missing comma or a wrong colour rather than once it is fixed. Generation
/// reads what validation worked out, the flow graph.
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
        /// The templates generation renders; `nil` for the built-in ones, which are then parsed
        /// only when a spec is generated, not by a command that generates nothing.
        public var templates: TemplateSet?
        /// The access level of the generated declarations.
        public var accessLevel: AccessLevel

        public init(
            isStrict: Bool = false, maximumDepth: Int = JSONParser.defaultMaximumDepth,
            lint: LintConfiguration = LintConfiguration(), assets: AssetIndex? = nil, catalogs: StringCatalogs? = nil,
            templates: TemplateSet? = nil, accessLevel: AccessLevel = .internal
        ) {
            self.isStrict = isStrict
            self.maximumDepth = maximumDepth
            self.lint = lint
            self.assets = assets
            self.catalogs = catalogs
            self.templates = templates
            self.accessLevel = accessLevel
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
        /// The most diagnostics kept for one file (10,000 by default), or `nil` for all of them.
        /// Past it they are counted, and one note says how many were left out; errors go before
        /// warnings, so an error is left out only when as many are shown.
        public var maximumDiagnosticCount: Int? = BoundedDiagnostics.defaultLimit
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
        /// The spec with what validation worked out about it, whatever lint found, errors too:
        /// what `build` generates when a baseline accepts every error. `nil` when an error stopped
        /// the pipeline before lint.
        public let validated: ValidSpec?
        /// The spec as lowered, errors and all, when the file is one: what a diagram may still draw.
        public let lowered: OnboardingSpec?
        /// Every diagnostic kept, in presentation order, with a note that counts those left out past
        /// the limit, if any.
        public let diagnostics: [Diagnostic]
        /// The diagnostics past the limit, counted but not kept.
        public let leftOut: BoundedDiagnostics.Counts

        /// The spec with what validation worked out about it; `nil` when it has an error.
        public var valid: ValidSpec? { hasErrors ? nil : validated }

        /// The validated spec; `nil` when it has an error.
        public var spec: OnboardingSpec? { valid?.spec }

        public var hasErrors: Bool { diagnostics.containsErrors || leftOut.errors > 0 }
    }

    /// A spec without errors and its flow graph, built by validation: what generation reads.
    public struct ValidSpec: Sendable {
        public let spec: OnboardingSpec
        public let graph: FlowGraph
    }

    /// Parses, lowers, validates and lints `source`.
    public func check(_ source: SourceFile) -> CheckedSpec {
        var sharedKeys: SharedTableKeys?
        return check(source, sharedKeys: &sharedKeys)
    }

    /// Checks each of `sources` as `check(_:)` does, and the localization keys of those that share
    /// a table: a key that a spec checked before has in the same table is an error.
    public func check(_ sources: [SourceFile]) -> [CheckedSpec] {
        var sharedKeys: SharedTableKeys? = sources.count > 1 ? SharedTableKeys() : nil
        return sources.map { check($0, sharedKeys: &sharedKeys) }
    }

    private func check(_ source: SourceFile, sharedKeys: inout SharedTableKeys?) -> CheckedSpec {
        var diagnostics = BoundedDiagnostics(limit: options.maximumDiagnosticCount)
        guard source.bytes.count <= options.maximumFileSize else {
            diagnostics.append(
                Diagnostic(
                    .error, "file is \(source.bytes.count) bytes long, more than the limit of \(options.maximumFileSize) bytes",
                    at: source.range(0..<0)))
            return finish(source, tree: nil, valid: nil, diagnostics)
        }
        let (tree, syntaxDiagnostics) = JSONParser.parse(source, limits: parserLimits)
        diagnostics.append(contentsOf: syntaxDiagnostics)
        guard tree.isComplete else { return finish(source, tree: nil, valid: nil, diagnostics) }

        let lowered = SpecLowering.lower(tree, maximumSlideCount: options.maximumSlideCount, diagnostics: &diagnostics)
        guard let lowered else { return finish(source, tree: tree, valid: nil, diagnostics) }
        func finishLowered(valid: ValidSpec?) -> CheckedSpec { finish(source, tree: tree, valid: valid, lowered: lowered, diagnostics) }

        let graph = FlowGraph(spec: lowered)
        guard !diagnostics.containsErrors else {
            SpecValidator.validateWhereSlidesLead(lowered, graph: graph, in: tree, into: &diagnostics)
            return finishLowered(valid: nil)
        }
        SpecValidator.validate(lowered, graph: graph, in: tree, into: &diagnostics)
        // Localization keys are made of ids: duplicate ids, an error above, would make duplicate keys too.
        if !diagnostics.containsErrors { diagnostics.append(contentsOf: LocalizationValidator.validate(lowered, in: tree)) }
        if !diagnostics.containsErrors, let clashes = sharedKeys?.claim(lowered.localizableTexts(), of: lowered, in: tree) {
            diagnostics.append(contentsOf: clashes)
        }
        guard !diagnostics.containsErrors else { return finishLowered(valid: nil) }

        Linter(configuration: options.lint, assets: options.assets, catalogs: options.catalogs)
            .lint(lowered, graph: graph, in: tree, into: &diagnostics)
        return finishLowered(valid: ValidSpec(spec: lowered, graph: graph))
    }

    /// The spec of `source` as lowered, without validation or lint: enough to know its name, as a
    /// build tells one spec of a module from the others; `nil` when the file is no spec.
    public func lower(_ source: SourceFile) -> OnboardingSpec? {
        guard source.bytes.count <= options.maximumFileSize else { return nil }
        let tree = JSONParser.parse(source, limits: parserLimits).tree
        guard tree.isComplete else { return nil }
        return SpecLowering.lower(tree, maximumSlideCount: options.maximumSlideCount).spec
    }

    /// Renders the Swift file of `spec` with `options.templates`, else the built-in templates; its
    /// comments name the spec `specPath`.
    public func generate(_ spec: ValidSpec, specPath: String) throws(TemplateError) -> GeneratedSwiftFile {
        try generator.generate(spec.spec, graph: spec.graph, specPath: specPath)
    }

    /// The parser's limits on hostile input, from `options`.
    private var parserLimits: JSONParser.Limits {
        JSONParser.Limits(
            maximumDepth: options.maximumDepth, maximumStringLength: options.maximumStringLength,
            maximumNumberLength: options.maximumNumberLength)
    }

    private var generator: CodeGenerator {
        CodeGenerator(templates: options.templates ?? BuiltinTemplates.swiftCode, accessLevel: options.accessLevel)
    }

    private func finish(
        _ source: SourceFile, tree: JSONSyntaxTree?, valid: ValidSpec?, lowered: OnboardingSpec? = nil, _ diagnostics: BoundedDiagnostics
    ) -> CheckedSpec {
        var diagnostics = diagnostics
        if options.isStrict {
            diagnostics.treatWarningsAsErrors()
        }
        var shown = diagnostics.kept
        if let limit = diagnostics.limit, diagnostics.leftOut.total > 0 {
            shown.append(Self.leftOutNote(diagnostics.leftOut, limit: limit, in: source))
        }
        return CheckedSpec(
            source: source, tree: tree, validated: valid, lowered: lowered, diagnostics: shown.sortedForPresentation(),
            leftOut: diagnostics.leftOut)
    }

    /// The note that says how many diagnostics of `source` were left out past `limit`, and how to see
    /// them: at the end of the file, so that it comes last among the file's diagnostics.
    static func leftOutNote(_ leftOut: BoundedDiagnostics.Counts, limit: Int, in source: SourceFile) -> Diagnostic {
        let counts = [(leftOut.errors, "error"), (leftOut.warnings, "warning"), (leftOut.notes, "note")]
            .filter { $0.0 > 0 }
            .map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
            .joined(separator: ", ")
        return Diagnostic(
            .note,
            "\(leftOut.total) more diagnostics of this file are not shown (\(counts)): only the first \(limit) are kept; "
                + "'--max-diagnostics N' changes the limit, 0 removes it",
            at: source.range(source.bytes.count..<source.bytes.count))
    }
}
