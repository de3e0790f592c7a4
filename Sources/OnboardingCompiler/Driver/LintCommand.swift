extension Subcommand {
    /// `onboardc lint SPEC...`: the pipeline without code generation.
    static let lint = Subcommand(
        name: "lint",
        summary: "Check specs and report their diagnostics, without generating code.",
        synopsis: "<spec>... [--strict]",
        discussion: "Exits 0 when no spec has errors, 1 when one has (or warnings under --strict), 2 when a file cannot be read.",
        options: [.flag("--strict", help: "Treat warnings, such as dropped slides, as errors.")]
    ) { arguments, context in
        guard !arguments.positionals.isEmpty else {
            context.writeStandardError("error: missing spec to lint\nUsage: onboardc lint <spec>...\n")
            return .usageError
        }
        let compiler = Compiler(options: .init(isStrict: arguments.has("--strict")))
        var checked: [Compiler.CheckedSpec] = []
        for path in arguments.positionals {
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
            checkedPaths: arguments.positionals)
        return diagnostics.containsErrors ? .failure : .success
    }
}
