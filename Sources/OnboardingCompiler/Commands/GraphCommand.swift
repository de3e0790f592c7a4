import OnboardingDiagnostics
import OnboardingGraph
import OnboardingModel

extension Subcommand {
    /// `onboardc graph SPEC`: the flow as a Mermaid or DOT diagram.
    static let graph: Subcommand = Subcommand(
        name: "graph",
        summary: "Draw the flow of a spec as a Mermaid or Graphviz DOT diagram.",
        synopsis: "<spec> [--format mermaid|dot] [--variant <name>] [--output <file>]",
        discussion: """
            Slides are boxes labelled with their id and title, choice slides diamonds whose edges carry the \
            options' titles, paywalls hexagons and the login a parallelogram, where the flow presents them. \
            A slide no path reaches has a dashed outline; a dropped slide is not drawn but named in a comment, \
            and its warning printed, as every finding of the spec is. \
            With --variant, the flow of that variant of the spec's experiment: its slides, in its order and wording. \
            Exits 1 with the spec's diagnostics when it has errors (a flow with a cycle is drawn all the same), \
            2 on usage or file errors.
            """,
        options: [
            .value("--format", "format", help: "mermaid (default), or dot for Graphviz."),
            .value("--variant", "name", help: "Draw the flow of this variant of the spec's experiment."),
            .value("--output", "file", help: "Write the diagram to this file instead of standard output."),
        ]
    ) { arguments, context in
        func usage(_ message: String) -> ExitStatus { Subcommand.graph.usageError(message, context: context) }
        guard let path = arguments.positionals.first else { return usage("missing spec to draw") }
        guard arguments.positionals.count == 1 else { return usage("'graph' draws one spec at a time") }
        let formatName = arguments.value("--format") ?? FlowDiagramFormat.mermaid.rawValue
        guard let format = FlowDiagramFormat(rawValue: formatName) else {
            let names = FlowDiagramFormat.allCases.map(\.rawValue)
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: formatName, among: names))
            return usage("unknown format '\(formatName)'\(suggestion) (formats: \(names.joined(separator: ", ")))")
        }
        let source: SourceFile
        do throws(SourceLoader.LoadError) {
            source = try SourceLoader.load(path, relativeTo: context.currentDirectory)
        } catch {
            context.printError("error: \(error.message)\n")
            return .usageError
        }
        // The diagnostics go to standard error, as `preview` prints them: a dropped slide is not drawn.
        let checked = Compiler().check(source)
        var diagnostics = ReportDestination()
        diagnostics.printsSummary = false
        _ = diagnostics.emit(checked.diagnostics, leftOut: checked.leftOut, sources: [path: source], paths: [path], context: context)
        // A cycle is drawn: the diagram shows it best. Any other error leaves nothing sure to draw.
        let isOnlyCyclic = checked.diagnostics.allSatisfy { $0.severity != .error || $0.ruleID == Rule.flowCycle.id }
        guard let spec = checked.spec ?? (isOnlyCyclic ? checked.lowered : nil) else { return .failure }
        func draw(_ spec: OnboardingSpec) -> ExitStatus {
            let written = writeOutput(FlowDiagram(spec: spec).rendered(as: format), to: arguments.value("--output"), context: context)
            return written == .success && checked.hasErrors ? .failure : written
        }
        guard let variantName = arguments.value("--variant") else { return draw(spec) }
        if let problem = spec.problemWithVariant(named: variantName) { return usage(problem) }
        return draw(spec.shown(in: spec.variants.first { $0.name == variantName }!))
    }
}
