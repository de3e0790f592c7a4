import OnboardingDiagnostics
import OnboardingReporting

/// Applies `--baseline` and `--write-baseline`, then reports, for `lint` and `build` alike.
enum BaselineStep {
    /// Reports the diagnostics of `inputs` that the baseline does not accept, and `unacceptable`,
    /// which no baseline records or accepts.
    static func run(
        _ arguments: CommandLineArguments, inputs: SpecInputs, adding unacceptable: [Diagnostic] = [], output: ReportDestination,
        context: ToolContext
    ) -> ExitStatus {
        var diagnostics = inputs.diagnostics
        if let path = arguments.value("--write-baseline") {
            let baseline = Baseline(diagnostics: diagnostics, filePath: filePaths(of: inputs, relativeTo: path, context: context))
            do {
                try AtomicFile.write(Array(baseline.encoded().utf8), to: path, context: context)
            } catch {
                context.printError("error: cannot write baseline '\(path)': \(error.reason)\n")
                return .usageError
            }
            let count = baseline.entries.count
            let findings = count == 1 ? "1 finding" : "\(count) findings"
            context.printError("wrote a baseline of \(findings) to '\(path)'\n")
            // What no rule reported, such as a file that is not JSON, is not a baseline's to accept.
            diagnostics.removeAll { $0.ruleID != nil }
            guard !diagnostics.isEmpty || !unacceptable.isEmpty else { return .success }
        } else if let path = arguments.value("--baseline") {
            guard let baseline = baseline(arguments, context: context) else { return .usageError }
            diagnostics = baseline.filter(diagnostics, filePath: filePaths(of: inputs, relativeTo: path, context: context))
            // A baseline written by onboardc 0.1 names files from the working directory it ran in.
            if folder(of: path, context: context) != LexicalPath(resolvingSymbolicLinks(context.currentDirectory)) {
                diagnostics = baseline.filter(diagnostics)
            }
        }
        if !unacceptable.isEmpty { diagnostics = (diagnostics + unacceptable).sorted(by: Diagnostic.presentationOrder) }
        guard output.emit(diagnostics, leftOut: inputs.leftOut, sources: inputs.sources, paths: inputs.paths, context: context)
        else {
            return .usageError
        }
        // An error left out past the limit is unknown to the baseline: it fails the run.
        return diagnostics.containsErrors || inputs.leftOut.errors > 0 ? .failure : .success
    }

    /// How a baseline at `baselinePath` names the file of a diagnostic of `inputs`, whose path is
    /// relative to the working directory: relative to the baseline's folder, through links, so
    /// that runs from any folder, however it is reached, match the same entries. Each file is
    /// resolved once, not once a finding.
    private static func filePaths(of inputs: SpecInputs, relativeTo baselinePath: String, context: ToolContext) -> (String) -> String {
        let folder = folder(of: baselinePath, context: context)
        func name(_ path: String) -> String {
            LexicalPath(resolvingSymbolicLinks(FilePath.standardized(path, relativeTo: context.currentDirectory))).relative(to: folder).string
        }
        let names = Dictionary(uniqueKeysWithValues: inputs.sources.keys.map { ($0, name($0)) })
        return { path in names[path] ?? name(path) }
    }

    /// The folder of the baseline at `baselinePath`, through links.
    private static func folder(of baselinePath: String, context: ToolContext) -> LexicalPath {
        LexicalPath(resolvingSymbolicLinks(FilePath.parent(of: FilePath.standardized(baselinePath, relativeTo: context.currentDirectory))))
    }

    /// The baseline of `--baseline`, or an empty one without it; `nil` after printing why it cannot be read.
    static func baseline(_ arguments: CommandLineArguments, context: ToolContext) -> Baseline? {
        guard let path = arguments.value("--baseline") else { return Baseline(entries: []) }
        do {
            let source = try SourceLoader.load(path, relativeTo: context.currentDirectory)
            return try Baseline(decoding: source.bytes, path: path)
        } catch let error as SourceLoader.LoadError {
            context.printError("error: \(error.message)\n")
        } catch let error as Baseline.DecodingError {
            context.printError("\(error.message)\n")
        } catch {
            context.printError("error: \(error)\n")
        }
        return nil
    }
}
