import Foundation
import JSONSyntax
import OnboardingCodeGen
import OnboardingCompiler
import OnboardingDiagnostics
import OnboardingLint
import OnboardingLocalization
import OnboardingModel
import OnboardingPreview
import OnboardingReporting
import OnboardingSemantics

/// The stages of onboardc, each run on one spec in a function of its own (`measured…`) so that
/// callgrind's inclusive count of that function is the stage's instructions.
///
/// Each of those functions is kept out of line, and the bench is compiled without LLVM's merging
/// of functions (Package.swift), which would make one function of the report stages, as they
/// differ only in the reporter they call.
///
/// A run does the whole pipeline once first (`measuredFirstRun`: what one `onboardc` process does,
/// with the one-time costs of a process, such as loading the built-in templates), then every stage
/// again on its own, with what it reads prepared outside the measured function.
enum Stage: String, CaseIterable, Codable, CodingKeyRepresentable {
    case parse = "lex+parse"
    case lowering
    case validation
    case lint
    case catalog
    case codegen = "codegen render"
    case preview
    case xcode = "xcode report"
    case pretty = "pretty report"
    case json = "json report"
    case sarif = "sarif report"
    case githubActions = "github-actions report"
    case checkstyle = "checkstyle report"
    case junit = "junit report"

    /// The name of the function that runs the stage, as it appears in its mangled symbol.
    var functionName: String {
        switch self {
        case .parse: "measuredLexAndParse"
        case .lowering: "measuredLowering"
        case .validation: "measuredValidation"
        case .lint: "measuredLint"
        case .catalog: "measuredCatalog"
        case .codegen: "measuredCodeGeneration"
        case .preview: "measuredPreview"
        case .xcode: "measuredXcodeReport"
        case .pretty: "measuredPrettyReport"
        case .json: "measuredJSONReport"
        case .sarif: "measuredSARIFReport"
        case .githubActions: "measuredGitHubActionsReport"
        case .checkstyle: "measuredCheckstyleReport"
        case .junit: "measuredJUnitReport"
        }
    }

    /// The function that runs the whole pipeline once, first in the process.
    static let firstRunFunctionName = "measuredFirstRun"

    /// Whether the stage writes a report of findings.
    var isReport: Bool {
        switch self {
        case .xcode, .pretty, .json, .sarif, .githubActions, .checkstyle, .junit: true
        case .parse, .lowering, .validation, .lint, .catalog, .codegen, .preview: false
        }
    }
}

/// What the stages of one spec produce, each the input of the next.
private struct SpecRun {
    let path: String
    let bytes: [UInt8]
    let catalogPath: String?
    let catalogSource: SourceFile?

    init(path: String, catalogPath: String?) throws {
        self.path = path
        bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        self.catalogPath = catalogPath
        catalogSource = try catalogPath.map { SourceFile(path: $0, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0)))) }
    }

    func parse() -> JSONSyntaxTree {
        JSONParser.parse(SourceFile(path: path, bytes: bytes), limits: JSONParser.Limits()).tree
    }

    func lower(_ tree: JSONSyntaxTree) -> OnboardingSpec {
        var diagnostics = BoundedDiagnostics(limit: nil)
        guard let spec = SpecLowering.lower(tree, diagnostics: &diagnostics) else { fail("'\(path)' does not lower to a spec") }
        return spec
    }

    func validate(_ spec: OnboardingSpec, in tree: JSONSyntaxTree) -> FlowGraph {
        var diagnostics = BoundedDiagnostics(limit: nil)
        let graph = FlowGraph(spec: spec)
        SpecValidator.validate(spec, graph: graph, in: tree, into: &diagnostics)
        diagnostics.append(contentsOf: LocalizationValidator.validate(spec, in: tree))
        return graph
    }

    func lint(_ spec: OnboardingSpec, graph: FlowGraph, in tree: JSONSyntaxTree) -> Int {
        var diagnostics = BoundedDiagnostics(limit: nil)
        Linter().lint(spec, graph: graph, in: tree, into: &diagnostics)
        return diagnostics.kept.count
    }

    /// Reads the spec's catalog, adds the spec's texts to it (to a new one without) and writes it as `onboardc strings` does.
    func updateCatalog(_ spec: OnboardingSpec, in tree: JSONSyntaxTree) -> Int {
        var catalogs = StringCatalogs(location: .directory(NSTemporaryDirectory()))
        if let catalogPath, let catalogSource, let catalog = StringCatalogReader.read(catalogSource).catalog {
            catalogs = StringCatalogs(
                location: .file(catalogPath), catalogs: [StringCatalogs.table(ofCatalogAt: catalogPath): catalog])
        }
        var update = CatalogUpdate(catalogs: catalogs)
        _ = update.add(spec, in: tree)
        return update.results.reduce(0) { $0 + StringCatalogWriter.bytes(of: $1.catalog).count }
    }

    func generate(_ spec: OnboardingSpec, graph: FlowGraph) -> Int {
        do {
            return try CodeGenerator().generate(spec, graph: graph, specPath: path).utf8.count
        } catch {
            fail("generating '\(path)' failed: \(error.diagnostics)")
        }
    }

    func preview(_ spec: OnboardingSpec, graph: FlowGraph) -> Int {
        do {
            return try PreviewGenerator().generate(spec, graph: graph, specPath: path).utf8.count
        } catch {
            fail("the preview of '\(path)' failed: \(error.diagnostics)")
        }
    }

    /// Every finding of the spec, in presentation order, as `onboardc lint --max-diagnostics 0` reports them.
    func findings() -> (diagnostics: [Diagnostic], context: ReportContext) {
        var compiler = Compiler()
        compiler.options.maximumDiagnosticCount = nil
        let source = SourceFile(path: path, bytes: bytes)
        let diagnostics = compiler.check(source).diagnostics
        let context = ReportContext(
            checkedPaths: [path], sources: [path: source], rules: RuleCatalog.all, toolVersion: "bench",
            workingDirectory: FileManager.default.currentDirectoryPath)
        return (diagnostics, context)
    }

    /// Writes the report of `findings` with `reporter`, a concrete type, so that each report stage's
    /// function calls code of its own, which the optimiser cannot merge with another's.
    func report(_ reporter: some DiagnosticReporter, _ findings: (diagnostics: [Diagnostic], context: ReportContext)) -> Int {
        var output = ReportOutput()
        reporter.write(findings.diagnostics, in: findings.context, to: &output)
        return output.count
    }
}

/// Runs every stage on the spec at `path` as `onboardc-bench --run-stages` does, under callgrind.
func runStages(spec path: String, catalog: String?) throws {
    let run = try SpecRun(path: path, catalogPath: catalog)
    blackHole(measuredFirstRun(run))

    let tree = run.parse()
    blackHole(measuredLexAndParse(run))
    let spec = run.lower(tree)
    blackHole(measuredLowering(run, tree))
    let graph = run.validate(spec, in: tree)
    blackHole(measuredValidation(run, spec, tree))
    blackHole(measuredLint(run, spec, graph, tree))
    blackHole(measuredCatalog(run, spec, tree))
    blackHole(measuredCodeGeneration(run, spec, graph))
    blackHole(measuredPreview(run, spec, graph))
    let findings = run.findings()
    guard !findings.diagnostics.isEmpty else { return }
    blackHole(measuredXcodeReport(run, findings))
    blackHole(measuredPrettyReport(run, findings))
    blackHole(measuredJSONReport(run, findings))
    blackHole(measuredSARIFReport(run, findings))
    blackHole(measuredGitHubActionsReport(run, findings))
    blackHole(measuredCheckstyleReport(run, findings))
    blackHole(measuredJUnitReport(run, findings))
}

@inline(never) private func measuredFirstRun(_ run: SpecRun) -> Int {
    let tree = run.parse()
    let spec = run.lower(tree)
    let graph = run.validate(spec, in: tree)
    return run.lint(spec, graph: graph, in: tree) + run.updateCatalog(spec, in: tree) + run.generate(spec, graph: graph)
        + run.preview(spec, graph: graph)
}

@inline(never) private func measuredLexAndParse(_ run: SpecRun) -> JSONSyntaxTree { run.parse() }

@inline(never) private func measuredLowering(_ run: SpecRun, _ tree: JSONSyntaxTree) -> OnboardingSpec { run.lower(tree) }

@inline(never) private func measuredValidation(_ run: SpecRun, _ spec: OnboardingSpec, _ tree: JSONSyntaxTree) -> FlowGraph {
    run.validate(spec, in: tree)
}

@inline(never) private func measuredLint(_ run: SpecRun, _ spec: OnboardingSpec, _ graph: FlowGraph, _ tree: JSONSyntaxTree) -> Int {
    run.lint(spec, graph: graph, in: tree)
}

@inline(never) private func measuredCatalog(_ run: SpecRun, _ spec: OnboardingSpec, _ tree: JSONSyntaxTree) -> Int {
    run.updateCatalog(spec, in: tree)
}

@inline(never) private func measuredCodeGeneration(_ run: SpecRun, _ spec: OnboardingSpec, _ graph: FlowGraph) -> Int {
    run.generate(spec, graph: graph)
}

@inline(never) private func measuredPreview(_ run: SpecRun, _ spec: OnboardingSpec, _ graph: FlowGraph) -> Int {
    run.preview(spec, graph: graph)
}

private typealias Findings = (diagnostics: [Diagnostic], context: ReportContext)

@inline(never) private func measuredXcodeReport(_ run: SpecRun, _ findings: Findings) -> Int { run.report(XcodeReporter(), findings) }

@inline(never) private func measuredPrettyReport(_ run: SpecRun, _ findings: Findings) -> Int { run.report(PrettyReporter(useColors: false), findings) }

@inline(never) private func measuredJSONReport(_ run: SpecRun, _ findings: Findings) -> Int { run.report(JSONReporter(), findings) }

@inline(never) private func measuredSARIFReport(_ run: SpecRun, _ findings: Findings) -> Int { run.report(SARIFReporter(), findings) }

@inline(never) private func measuredGitHubActionsReport(_ run: SpecRun, _ findings: Findings) -> Int {
    run.report(GitHubActionsReporter(), findings)
}

@inline(never) private func measuredCheckstyleReport(_ run: SpecRun, _ findings: Findings) -> Int { run.report(CheckstyleReporter(), findings) }

@inline(never) private func measuredJUnitReport(_ run: SpecRun, _ findings: Findings) -> Int { run.report(JUnitReporter(), findings) }
