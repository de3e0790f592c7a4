import OnboardingDiagnostics

/// The spec files named on a command line, read and checked.
struct SpecInputs {
    /// The paths in the order they are checked and reported: sorted, each once.
    let paths: [String]
    let checked: [Compiler.CheckedSpec]

    /// The options of reading input files, shared by the subcommands that read specs.
    static let options: [CommandLineArguments.Option] = [
        .integer(
            "--max-file-size", "bytes", in: 0...Int.max,
            help: "Refuse input files larger than this many bytes (default \(SourceLoader.defaultMaximumFileSize), 64 MiB)."),
    ]

    /// The options of checking specs, shared by `lint` and `build`.
    static let checkingOptions: [CommandLineArguments.Option] = [
        .integer(
            "--max-diagnostics", "diagnostics", in: 0...Int.max,
            help: "Keep at most this many diagnostics a file and count the rest (default \(BoundedDiagnostics.defaultLimit); 0 keeps all)."),
    ]

    /// The value of `--max-file-size`, or the default.
    static func maximumFileSize(_ arguments: CommandLineArguments) -> Int {
        arguments.integer("--max-file-size") ?? SourceLoader.defaultMaximumFileSize
    }

    /// `compiler` with the limits of `arguments`: `--max-file-size`, and `--max-diagnostics` where
    /// the subcommand takes it (0 for no limit).
    static func compiler(_ compiler: Compiler, applying arguments: CommandLineArguments) -> Compiler {
        var compiler = compiler
        compiler.options.maximumFileSize = maximumFileSize(arguments)
        let diagnosticCount = arguments.integer("--max-diagnostics") ?? BoundedDiagnostics.defaultLimit
        compiler.options.maximumDiagnosticCount = diagnosticCount == 0 ? nil : diagnosticCount
        return compiler
    }

    /// Reads and checks the spec files of `arguments`, applying `--max-file-size` and
    /// `--max-diagnostics`; on a file that cannot be read, prints why (one line per file) and
    /// returns `nil`.
    init?(
        arguments: CommandLineArguments, excluding isExcluded: (String) -> Bool = { _ in false }, compiler: Compiler,
        context: ToolContext
    ) {
        self.init(
            paths: Self.included(arguments.positionals, excluding: isExcluded, context: context),
            compiler: Self.compiler(compiler, applying: arguments), context: context)
    }

    /// The paths of `paths` that `isExcluded` keeps; when it keeps none of them, says so, since
    /// a run that checks nothing would otherwise succeed in silence.
    static func included(_ paths: [String], excluding isExcluded: (String) -> Bool, context: ToolContext) -> [String] {
        let included = paths.filter { !isExcluded($0) }
        if included.isEmpty, !paths.isEmpty {
            let what = paths.count == 1 ? "the spec given is" : "every spec given is"
            context.printError("note: \(what) in the configuration's 'excluded', so nothing was checked\n")
        }
        return included
    }

    /// Reads and checks every file of `paths`; on a file that cannot be read, prints why (one line
    /// per file) and returns `nil`, having checked nothing.
    ///
    /// The files are read and reported in sorted order, a file given twice once, so that the
    /// output is the same whatever the order of the command line. Paths are normalised
    /// (`FilePath.normalized`): every report names a file the same way however it was written.
    init?(paths: [String], compiler: Compiler, context: ToolContext) {
        let ordered = Array(Set(paths.map { FilePath.normalized($0, relativeTo: context.currentDirectory) })).sorted()
        var sources: [SourceFile] = []
        var failed = false
        for path in ordered {
            do throws(SourceLoader.LoadError) {
                sources.append(
                    try SourceLoader.load(
                        path, relativeTo: context.currentDirectory, maximumSize: compiler.options.maximumFileSize))
            } catch {
                context.printError("error: \(error.message)\n")
                failed = true
            }
        }
        guard !failed else { return nil }
        self.paths = ordered
        self.checked = compiler.check(sources)
    }

    var sources: [String: SourceFile] {
        Dictionary(checked.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
    }

    var diagnostics: [Diagnostic] {
        // One spec, the usual case, shares its array rather than copying it.
        checked.count == 1 ? checked[0].diagnostics : checked.flatMap(\.diagnostics)
    }

    /// The diagnostics of every file counted past its limit but not kept.
    var leftOut: BoundedDiagnostics.Counts {
        checked.reduce(into: BoundedDiagnostics.Counts()) { $0 += $1.leftOut }
    }
}
