/// The spec files named on a command line, read and checked.
struct SpecInputs {
    let paths: [String]
    let checked: [Compiler.CheckedSpec]

    /// Reads and checks every file of `paths`; on a file that cannot be read, prints why and returns `nil`.
    init?(paths: [String], compiler: Compiler, context: ToolContext) {
        var checked: [Compiler.CheckedSpec] = []
        for path in paths {
            do throws(SourceLoader.LoadError) {
                checked.append(compiler.check(try SourceLoader.load(path, relativeTo: context.currentDirectory)))
            } catch {
                context.writeStandardError("error: \(error.message)\n")
                return nil
            }
        }
        self.paths = paths
        self.checked = checked
    }

    var sources: [String: SourceFile] {
        Dictionary(checked.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
    }

    var diagnostics: [Diagnostic] { checked.flatMap(\.diagnostics) }
}
