import OnboardingDiagnostics

/// The `onboardc` command line: finds the subcommand, parses its options and runs it.
public struct CommandLineTool: Sendable {
    /// The version of onboardc, printed by `--version` and written into reports.
    public static let version = "0.1.0"

    public let context: ToolContext

    public init(context: ToolContext) {
        self.context = context
    }

    /// Every subcommand, in the order `--help` lists them.
    public static let subcommands: [Subcommand] = [
        .build, .lint, .strings, .parse, .rules, .explain, .schema, .graph, .preview, .accessibility, .initialize,
    ]

    /// Runs the command line `arguments`, which excludes the program name.
    public func run(_ arguments: [String]) -> ExitStatus {
        guard let first = arguments.first else {
            context.writeStandardError(Self.help)
            return .usageError
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let subcommand = Self.subcommand(named: arguments[1]) {
                context.writeStandardOutput(subcommand.help)
            } else {
                context.writeStandardOutput(Self.help)
            }
            return .success
        case "--version":
            context.writeStandardOutput(Self.version + "\n")
            return .success
        default:
            break
        }
        guard let subcommand = Self.subcommand(named: first) else {
            let names = Self.subcommands.map(\.name)
            // `onboardc check` meant `onboardc build --check`: an option of a subcommand named as one.
            let asOption = Self.subcommands.first { $0.options.contains { $0.name == "--" + first } }.map { "\($0.name) --\(first)" }
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: first, among: names) ?? asOption)
            context.printError(
                "error: unknown subcommand \(first.quotedForDiagnostic)\(suggestion) (subcommands: \(names.joined(separator: ", ")))\n")
            return .usageError
        }
        let parsed: CommandLineArguments
        do {
            parsed = try CommandLineArguments(Array(arguments.dropFirst()), options: subcommand.options)
        } catch {
            context.printError("error: \(error.message)\nUsage: onboardc \(subcommand.name) \(subcommand.synopsis)\n")
            return .usageError
        }
        if parsed.has("--help") {
            context.writeStandardOutput(subcommand.help)
            return .success
        }
        if let overwrite = InputOverwrite(in: parsed, directory: context.currentDirectory) {
            context.printError("error: \(overwrite.message)\nUsage: onboardc \(subcommand.name) \(subcommand.synopsis)\n")
            return .usageError
        }
        return subcommand.body(parsed, context)
    }

    static func subcommand(named name: String) -> Subcommand? {
        subcommands.first { $0.name == name }
    }

    /// The text `onboardc --help` prints.
    public static var help: String {
        var text = """
            OVERVIEW: Compile declarative onboarding specs (*.onboarding.json) into typed Swift.

            USAGE: onboardc <subcommand> [options]

            SUBCOMMANDS:

            """
        let width = (subcommands.map(\.name.count).max() ?? 0) + 2
        for subcommand in subcommands {
            text += "  " + subcommand.name.padded(toWidth: width) + subcommand.summary + "\n"
        }
        text += "\n  See 'onboardc <subcommand> --help' for the options of each. 'onboardc --version' prints the version.\n"
        return text
    }
}
