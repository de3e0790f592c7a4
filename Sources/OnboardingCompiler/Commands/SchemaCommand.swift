import OnboardingModel

extension Subcommand {
    /// `onboardc schema`: the JSON Schema of the spec format.
    static let schema: Subcommand = Subcommand(
        name: "schema",
        summary: "Print the JSON Schema of the spec format, for editor completion and checking.",
        synopsis: "[--output <file>]",
        discussion: """
            The schema (JSON Schema draft 2020-12) is generated from the same description of the format that \
            onboardc reads specs with. Save it beside your specs and name it in a spec's "$schema", or map \
            *.onboarding.json to it in your editor. It checks each value on its own; onboardc also checks \
            what depends on several (ids, branches, cycles).
            """,
        options: [.value("--output", "file", help: "Write the schema to this file instead of standard output.")]
    ) { arguments, context in
        guard arguments.positionals.isEmpty else {
            context.printError("error: 'schema' takes no arguments\nUsage: onboardc schema \(Subcommand.schema.synopsis)\n")
            return .usageError
        }
        return writeOutput(SpecSchema.rendered(), to: arguments.value("--output"), context: context)
    }
}
