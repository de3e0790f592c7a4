import Foundation
import OnboardingReporting

extension Subcommand {
    /// `onboardc lint SPEC...`: the pipeline without code generation.
    static let lint = Subcommand(
        name: "lint",
        summary: "Check specs and report their diagnostics, without generating code.",
        synopsis: "<spec>... [--strict] [--reporter <name>] [--output <file>] [--config <file>] [--assets <path>]... [--catalog <path>]",
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
