import Foundation
import OnboardingDiagnostics

/// The spec files named on a command line, read and checked.
struct SpecInputs {
    /// The paths in the order they are checked and reported: sorted, each once.
    let paths: [String]
    let checked: [Compiler.CheckedSpec]

    /// The options of reading input files, shared by the subcommands that read specs.
    static let options: [CommandLineArguments.Option] = [
        .value(
            "--max-file-size", "bytes",
            help: "Refuse input files larger than this many bytes (default \(SourceLoader.defaultMaximumFileSize), 64 MiB)."),
    ]

    /// The options of checking specs, shared by `lint` and `build`.
    static let checkingOptions: [CommandLineArguments.Option] = [
        .value(
            "--max-diagnostics", "count",
            help: "Keep at most this many diagnostics a file and count the rest (default \(BoundedDiagnostics.defaultLimit); 0 keeps all)."),
    ]

    /// The value of `--max-diagnostics`, or the default, 0 for no limit; `nil` after printing why the value is not a count.
    static func maximumDiagnosticCount(_ arguments: CommandLineArguments, context: ToolContext) -> Int? {
        count(of: "--max-diagnostics", default: BoundedDiagnostics.defaultLimit, mustBe: "a number of diagnostics (0 for no limit)", arguments, context: context)
    }

    /// The value of `--max-file-size`, or the default; `nil` after printing why the value is not a size.
    static func maximumFileSize(_ arguments: CommandLineArguments, context: ToolContext) -> Int? {
        count(of: "--max-file-size", default: SourceLoader.defaultMaximumFileSize, mustBe: "a number of bytes", arguments, context: context)
    }

    /// The value of the option `name`, a whole number from 0, or `defaultValue` without the option;
    /// `nil` after printing that it must be `what`.
    private static func count(
        of name: String, default defaultValue: Int, mustBe what: String, _ arguments: CommandLineArguments, context: ToolContext
    ) -> Int? {
        guard let text = arguments.value(name) else { return defaultValue }
        guard let value = Int(text), value >= 0 else {
            context.writeStandardError("error: '\(name)' must be \(what), found '\(text)'\n")
            return nil
        }
        return value
    }

    /// Reads and checks the spec files of `arguments`, applying `--max-file-size` and
    /// `--max-diagnostics`; on a file that cannot be read, prints why (one line per file) and
    /// returns `nil`.
    init?(
        arguments: CommandLineArguments, excluding isExcluded: (String) -> Bool = { _ in false }, compiler: Compiler,
        context: ToolContext
    ) {
        guard let compiler = Self.compiler(compiler, applying: arguments, context: context) else { return nil }
        self.init(paths: arguments.positionals.filter { !isExcluded($0) }, compiler: compiler, context: context)
    }

    /// `compiler` with the limits of `arguments`; `nil` after printing why one is not a number.
    static func compiler(_ compiler: Compiler, applying arguments: CommandLineArguments, context: ToolContext) -> Compiler? {
        guard let size = maximumFileSize(arguments, context: context),
            let diagnosticCount = maximumDiagnosticCount(arguments, context: context)
        else { return nil }
        var compiler = compiler
        compiler.options.maximumFileSize = size
        compiler.options.maximumDiagnosticCount = diagnosticCount == 0 ? nil : diagnosticCount
        return compiler
    }

    /// Reads and checks every file of `paths`; on a file that cannot be read, prints why (one line
    /// per file) and returns `nil`, having checked nothing.
    ///
    /// The files are read and reported in sorted order, a path given twice once, so that the
    /// output is the same whatever the order of the command line.
    init?(paths: [String], compiler: Compiler, context: ToolContext) {
        let ordered = Array(Set(paths)).sorted()
        var sources: [SourceFile] = []
        var failed = false
        for path in ordered {
            do throws(SourceLoader.LoadError) {
                sources.append(
                    try SourceLoader.load(
                        path, relativeTo: context.currentDirectory, maximumSize: compiler.options.maximumFileSize))
            } catch {
                context.writeStandardError("error: \(error.message)\n")
                failed = true
            }
        }
        guard !failed else { return nil }
        self.paths = ordered
        self.checked = sources.map(compiler.check)
    }

    var sources: [String: SourceFile] {
        Dictionary(checked.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
    }

    var diagnostics: [Diagnostic] { checked.flatMap(\.diagnostics) }
}
