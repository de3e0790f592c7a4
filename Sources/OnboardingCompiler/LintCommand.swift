import Foundation
import OnboardingReporting

extension Subcommand {
    /// `onboardc lint SPEC...`: the pipeline without code generation.
    static let lint = Subcommand(
        name: "lint",
        summary: "Check specs and report their diagnostics, without generating code.",
        synopsis: "<spec>... [--strict] [--reporter <name>] [--output <file>] [--config <file>] [--assets <path>]...",
        discussion: """
            Reads the nearest .onboardc.json from the working directory upward, unless --config names one. \
            Exits 0 when no spec has errors, 1 when one has (or warnings under --strict), 2 when a file or the \
            configuration cannot be used.
            """,
        options: [
            .flag("--strict", help: "Treat warnings, such as dropped slides, as errors."),
            .value("--output", "file", help: "Write the report to this file instead of standard output."),
        ] + DiagnosticOutput.options + ProjectSetup.options + SpecInputs.options
    ) { arguments, context in
        guard !arguments.positionals.isEmpty else {
            context.writeStandardError("error: missing spec to lint\nUsage: onboardc lint <spec>...\n")
            return .usageError
        }
        let output: DiagnosticOutput
        do throws(CommandLineArguments.UsageError) {
            output = try DiagnosticOutput(arguments: arguments, reportPathOption: "--output")
        } catch {
            context.writeStandardError("error: \(error.message)\n")
            return .usageError
        }
        guard let setup = ProjectSetup(arguments, context: context),
            let inputs = SpecInputs(
                arguments: arguments, excluding: setup.excludes, compiler: setup.compiler(strict: arguments.has("--strict")),
                context: context)
        else {
            return .usageError
        }
        return BaselineStep.run(arguments, inputs: inputs, output: output, context: context)
    }
}

/// Applies `--baseline` and `--write-baseline`, then reports, for `lint` and `build` alike.
enum BaselineStep {
    static func run(
        _ arguments: CommandLineArguments, inputs: SpecInputs, output: DiagnosticOutput, context: ToolContext
    ) -> ExitStatus {
        var diagnostics = inputs.diagnostics
        if let path = arguments.value("--write-baseline") {
            do {
                try OutputFile.write(Array(Baseline(diagnostics: diagnostics).encoded().utf8), to: path, relativeTo: context.currentDirectory)
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
