extension Subcommand {
    /// Writes `text` to `path`, or to standard output without one; 2 when the file cannot be written.
    static func writeOutput(_ text: String, to path: String?, context: ToolContext) -> ExitStatus {
        guard let path else {
            context.writeStandardOutput(text)
            return .success
        }
        do {
            try OutputFile.write(Array(text.utf8), to: path, context: context)
            return .success
        } catch {
            context.writeStandardError("error: cannot write '\(path)': \(error.localizedDescription)\n")
            return .usageError
        }
    }
}
