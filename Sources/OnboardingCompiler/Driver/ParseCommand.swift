extension Subcommand {
    /// `onboardc parse FILE`: the JSON front end alone.
    static let parse = Subcommand(
        name: "parse",
        summary: "Check that files are RFC 8259 JSON, with positioned errors.",
        synopsis: "<file>...",
        discussion: "Exits 0 when every file is JSON, 1 when one is not, 2 when one cannot be read.",
        options: []
    ) { arguments, context in
        guard !arguments.positionals.isEmpty else {
            context.writeStandardError("error: missing file to parse\nUsage: onboardc parse <file>...\n")
            return .usageError
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        for path in arguments.positionals {
            do throws(SourceLoader.LoadError) {
                let source = try SourceLoader.load(path, relativeTo: context.currentDirectory)
                sources[path] = source
                diagnostics += JSONParser.parse(source).diagnostics
            } catch {
                context.writeStandardError("error: \(error.message)\n")
                return .usageError
            }
        }
        var output = DiagnosticOutput()
        output.printsSummary = false
        _ = output.emit(
            diagnostics, sources: sources, paths: arguments.positionals, rules: [], context: context)
        return diagnostics.containsErrors ? .failure : .success
    }
}
