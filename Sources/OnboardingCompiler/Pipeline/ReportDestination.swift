import OnboardingDiagnostics
import OnboardingLint
import OnboardingReporting

/// Where the diagnostics of a run go: human-readable lines on standard error, and optionally a
/// report in a machine format on standard output or in a file.
struct ReportDestination {
    /// The machine format asked for with `--reporter`, if any.
    var reporter: ReporterKind?
    /// The file the report is written to instead of standard output.
    var reportPath: String?
    /// Whether to print the "N errors, M warnings in K files" line.
    var printsSummary = true

    static let options: [CommandLineArguments.Option] = [
        .value(
            "--reporter", "name",
            help: "Report format: \(ReporterKind.allCases.map(\.rawValue).joined(separator: ", ")). Xcode lines still go to standard error."),
        .value("--baseline", "file", help: "Report only findings that are not in this baseline."),
        .value("--write-baseline", "file", help: "Record the current findings of rules as a baseline; exit 0 unless a finding no rule reports, such as a syntax error, is left."),
    ]

    /// Reads `--reporter`, reporting an unknown name.
    init(arguments: CommandLineArguments, reportPathOption: String) throws(CommandLineArguments.UsageError) {
        let names = ReporterKind.allCases.map(\.rawValue)
        if let name = arguments.value("--reporter") {
            guard let kind = ReporterKind(rawValue: name) else {
                let suggestion = Suggestion.didYouMean(Suggestion.closest(to: name, among: names))
                throw .init(message: "unknown reporter '\(name)'\(suggestion) (reporters: \(names.joined(separator: ", ")))")
            }
            reporter = kind
        }
        reportPath = arguments.value(reportPathOption)
        // The format of a report file is the default one, as on standard error, unless named.
        if reportPath != nil, reporter == nil { reporter = .xcode }
    }

    init() {}

    /// Prints `diagnostics` of the files at `paths` and writes the report, counting with them those
    /// `leftOut` past the limit of a file; returns `false` when the report file cannot be written.
    func emit(
        _ diagnostics: [Diagnostic], leftOut: BoundedDiagnostics.Counts = BoundedDiagnostics.Counts(),
        sources: [String: SourceFile], paths: [String], rules: [Rule] = RuleCatalog.all, context: ToolContext
    ) -> Bool {
        let reportContext = ReportContext(
            checkedPaths: paths, sources: sources, rules: rules, toolVersion: CommandLineTool.version,
            workingDirectory: context.currentDirectory, leftOut: leftOut)
        let sorted = diagnostics.sortedForPresentation()
        let humanStyle: ReporterKind = context.standardErrorIsTerminal ? .pretty : .xcode
        if !sorted.isEmpty || printsSummary {
            var human = ReportBuffer(handingBlocksTo: context.writeStandardErrorBytes)
            humanStyle.makeReporter(useColors: context.standardErrorIsTerminal && context.usesColor).write(sorted, in: reportContext, to: &human)
            if printsSummary { human.write(contentsOf: ReportSummary(sorted, in: reportContext).line + "\n") }
            human.flush()
        }
        guard let reporter, reporter != humanStyle || reportPath != nil else { return true }
        guard let reportPath else {
            var report = ReportBuffer(handingBlocksTo: context.writeStandardOutputBytes)
            reporter.makeReporter().write(sorted, in: reportContext, to: &report)
            report.flush()
            return true
        }
        var report = ReportBuffer()
        reporter.makeReporter().write(sorted, in: reportContext, to: &report)
        do {
            try AtomicFile.write(report.withBytes(Array.init), to: reportPath, context: context)
            return true
        } catch {
            context.printError("error: cannot write report '\(reportPath)': \(error.reason)\n")
            return false
        }
    }
}
