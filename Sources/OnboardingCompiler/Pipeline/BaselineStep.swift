import Foundation
import OnboardingReporting

/// Applies `--baseline` and `--write-baseline`, then reports, for `lint` and `build` alike.
enum BaselineStep {
    static func run(
        _ arguments: CommandLineArguments, inputs: SpecInputs, output: DiagnosticOutput, context: ToolContext
    ) -> ExitStatus {
        var diagnostics = inputs.diagnostics
        if let path = arguments.value("--write-baseline") {
            do {
                try OutputFile.write(Array(Baseline(diagnostics: diagnostics).encoded().utf8), to: path, context: context)
            } catch {
                context.writeStandardError("error: cannot write baseline '\(path)': \(error.localizedDescription)\n")
                return .usageError
            }
            context.writeStandardError("wrote a baseline of \(diagnostics.count) findings to '\(path)'\n")
            return .success
        }
        if let path = arguments.value("--baseline") {
            do {
                let source = try SourceLoader.load(path, relativeTo: context.currentDirectory)
                diagnostics = try Baseline(decoding: source.bytes, path: path).filter(diagnostics)
            } catch let error as SourceLoader.LoadError {
                context.writeStandardError("error: \(error.message)\n")
                return .usageError
            } catch let error as Baseline.DecodingError {
                context.writeStandardError("error: \(error.message)\n")
                return .usageError
            } catch {
                context.writeStandardError("error: \(error)\n")
                return .usageError
            }
        }
        guard output.emit(diagnostics, sources: inputs.sources, paths: inputs.paths, context: context) else {
            return .usageError
        }
        return diagnostics.containsErrors ? .failure : .success
    }
}
