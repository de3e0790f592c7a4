extension Subcommand {
    /// `onboardc lint SPEC...`: the pipeline without code generation.
    static let lint = Subcommand(
        name: "lint",
        summary: "Check specs and report their diagnostics, without generating code.",
        synopsis: "<spec>... [--strict] [--config <file>] [--assets <path>]...",
        discussion: """
            Reads the nearest .onboardc.json from the working directory upward, unless --config names one. \
            Exits 0 when no spec has errors, 1 when one has (or warnings under --strict), 2 when a file or the \
            configuration cannot be used.
            """,
        options: [
            .flag("--strict", help: "Treat warnings, such as dropped slides, as errors."),
            .value("--config", "file", help: "The configuration file to use instead of the nearest .onboardc.json."),
            .value(
                "--assets", "path", help: "An asset catalog or resource directory to check asset names against (repeatable; replaces the configuration's 'assets').",
                repeatable: true),
        ]
    ) { arguments, context in
        guard !arguments.positionals.isEmpty else {
            context.writeStandardError("error: missing spec to lint\nUsage: onboardc lint <spec>...\n")
            return .usageError
        }
        guard let setup = ProjectSetup(arguments, context: context) else { return .usageError }
        let compiler = Compiler(options: .init(isStrict: arguments.has("--strict"), lint: setup.lint, assets: setup.assets))
        var checked: [Compiler.CheckedSpec] = []
        for path in arguments.positionals where !setup.excludes(path) {
            do throws(SourceLoader.LoadError) {
                checked.append(compiler.check(try SourceLoader.load(path, relativeTo: context.currentDirectory)))
            } catch {
                context.writeStandardError("error: \(error.message)\n")
                return .usageError
            }
        }
        let diagnostics = checked.flatMap(\.diagnostics)
        DiagnosticPrinter(context: context).print(
            diagnostics, sources: Dictionary(checked.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first }),
            checkedPaths: checked.map(\.source.path))
        return diagnostics.containsErrors ? .failure : .success
    }
}
