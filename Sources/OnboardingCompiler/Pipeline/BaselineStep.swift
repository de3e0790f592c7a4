import OnboardingReporting

/// Applies `--baseline` and `--write-baseline`, then reports, for `lint` and `build` alike.
enum BaselineStep {
    static func run(
        _ arguments: CommandLineArguments, inputs: SpecInputs, output: ReportDestination, context: ToolContext
    ) -> ExitStatus {
        var diagnostics = inputs.diagnostics
        if let path = arguments.value("--write-baseline") {
            do {
                try AtomicFile.write(Array(Baseline(diagnostics: diagnostics).encoded().utf8), to: path, context: context)
            } catch {
                context.printError("error: cannot write baseline '\(path)': \(error.reason)\n")
                return .usageError
            }
            let findings = diagnostics.count == 1 ? "1 finding" : "\(diagnostics.count) findings"
            context.printError("wrote a baseline of \(findings) to '\(path)'\n")
            return .success
        }
        if arguments.has("--baseline") {
            guard let baseline = baseline(arguments, context: context) else { return .usageError }
            diagnostics = baseline.filter(diagnostics)
        }
        guard output.emit(diagnostics, leftOut: inputs.leftOut, sources: inputs.sources, paths: inputs.paths, context: context)
        else {
            return .usageError
        }
        // An error left out past the limit is unknown to the baseline: it fails the run.
        return diagnostics.containsErrors || inputs.leftOut.errors > 0 ? .failure : .success
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
