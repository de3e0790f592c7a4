import JSONSyntax
import OnboardingDiagnostics

extension Subcommand {
    /// `onboardc parse FILE`: the JSON front end alone.
    static let parse = Subcommand(
        name: "parse",
        summary: "Check that files are RFC 8259 JSON, with positioned errors.",
        synopsis: "<file>...",
        discussion: "Exits 0 when every file is JSON, 1 when one is not, 2 when one cannot be read.",
        options: SpecInputs.options
    ) { arguments, context in
        guard !arguments.positionals.isEmpty else {
            context.printError("error: missing file to parse\nUsage: onboardc parse <file>...\n")
            return .usageError
        }
        let maximumFileSize = SpecInputs.maximumFileSize(arguments)
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceFile] = [:]
        var failed = false
        // Sorted and each once, like 'lint': the output does not depend on the order of the arguments.
        let paths = Array(Set(arguments.positionals)).sorted()
        for path in paths {
            do throws(SourceLoader.LoadError) {
                let source = try SourceLoader.load(path, relativeTo: context.currentDirectory, maximumSize: maximumFileSize)
                sources[path] = source
                diagnostics += JSONParser.parse(source).diagnostics
            } catch {
                context.printError("error: \(error.message)\n")
                failed = true
            }
        }
        guard !failed else { return .usageError }
        var output = DiagnosticOutput()
        output.printsSummary = false
        _ = output.emit(
            diagnostics, sources: sources, paths: paths, rules: [], context: context)
        return diagnostics.containsErrors ? .failure : .success
    }
}
