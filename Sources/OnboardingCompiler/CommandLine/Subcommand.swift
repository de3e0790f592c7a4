/// One subcommand of `onboardc`: its name, its documentation, its options and what it does.
public struct Subcommand: Sendable {
    public let name: String
    /// One line for the list of subcommands.
    public let summary: String
    /// The arguments after the subcommand's name, such as `<spec>... --output <dir>`.
    public let synopsis: String
    /// Further explanation shown by `--help`, or empty.
    public let discussion: String
    public let options: [CommandLineArguments.Option]
    let body: @Sendable (CommandLineArguments, ToolContext) -> ExitStatus

    init(
        name: String,
        summary: String,
        synopsis: String,
        discussion: String = "",
        options: [CommandLineArguments.Option],
        body: @escaping @Sendable (CommandLineArguments, ToolContext) -> ExitStatus
    ) {
        self.name = name
        self.summary = summary
        self.synopsis = synopsis
        self.discussion = discussion
        self.options = options + [.flag("--help", help: "Show help for this subcommand.")]
        self.body = body
    }

    /// The text `onboardc NAME --help` prints.
    public var help: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: onboardc \(name) \(synopsis)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nOPTIONS:\n"
        let labels = options.map { option in option.valueName.map { "\(option.name) <\($0)>" } ?? option.name }
        let width = (labels.map(\.count).max() ?? 0) + 2
        for (label, option) in zip(labels, options) {
            text += "  " + label.padded(toWidth: width) + option.help + "\n"
        }
        return text
    }

    /// Writes `message` as an error, then this subcommand's usage, to standard error; returns the
    /// exit status of a usage error.
    func usageError(_ message: String, context: ToolContext) -> ExitStatus {
        context.printError("error: \(message)\nUsage: onboardc \(name) \(synopsis)\n")
        return .usageError
    }
}
