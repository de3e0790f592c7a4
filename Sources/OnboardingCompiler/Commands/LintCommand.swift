import OnboardingReporting

extension Subcommand {
    /// `onboardc lint SPEC...`: the pipeline without code generation.
    static let lint = Subcommand(
        name: "lint",
        summary: "Check specs and report their diagnostics, without generating code.",
        synopsis: "<spec>... [--fix] [--strict] [--reporter <name>] [--output <file>] [--baseline <file> | --write-baseline <file>] [--config <file>] [--assets <path>]... [--catalog <path>]",
        discussion: """
            Reads the nearest .onboardc.json from the working directory upward, unless --config names one. \
            Exits 0 when no spec has errors, 1 when one has (or warnings under --strict), 2 when a file or the \
            configuration cannot be used. --fix applies the fix-its of the findings to the specs in place (checking \
            the fixed text again, as a fix can reveal more), prints what it fixed, then reports what remains.
            """,
        options: [
            .flag("--fix", help: "Apply the findings' fix-its to the specs in place, then report what remains."),
            .flag("--strict", help: "Treat warnings, such as dropped slides, as errors."),
            .value("--output", "file", help: "Write the report to this file instead of standard output."),
        ] + ReportDestination.options + ProjectSetup.options + SpecInputs.options + SpecInputs.checkingOptions
    ) { arguments, context in
        guard !arguments.positionals.isEmpty else {
            context.printError("error: missing spec to lint\nUsage: onboardc lint <spec>...\n")
            return .usageError
        }
        if arguments.has("--fix"), arguments.has("--write-baseline") {
            context.printError("error: '--fix' and '--write-baseline' cannot be used together\n")
            return .usageError
        }
        let output: ReportDestination
        do throws(CommandLineArguments.UsageError) {
            output = try ReportDestination(arguments: arguments, reportPathOption: "--output")
        } catch {
            context.printError("error: \(error.message)\n")
            return .usageError
        }
        guard let setup = ProjectSetup(arguments, context: context) else { return .usageError }
        let compiler = SpecInputs.compiler(setup.compiler(strict: setup.isStrict), applying: arguments)
        let paths = SpecInputs.included(arguments.positionals, excluding: setup.excludes, context: context)
        guard let inputs = SpecInputs(paths: paths, compiler: compiler, context: context)
        else {
            return .usageError
        }
        guard arguments.has("--fix") else {
            return BaselineStep.run(arguments, inputs: inputs, output: output, context: context)
        }
        guard let baseline = BaselineStep.baseline(arguments, context: context),
            FixStep(compiler: compiler, baseline: baseline, context: context).run(inputs),
            // What remains, read back from the files as written.
            let fixedInputs = SpecInputs(paths: inputs.paths, compiler: compiler, context: context)
        else {
            return .usageError
        }
        return BaselineStep.run(arguments, inputs: fixedInputs, output: output, context: context)
    }
}
