extension Subcommand {
    /// Writes `text` to `path`, or to standard output without one; 2 when the file cannot be written.
    /// When `announcing`, says what it did with the file as `strings` does: `Wrote PATH`, or
    /// `PATH is up to date` when the file already held `text`.
    static func writeOutput(_ text: String, to path: String?, context: ToolContext, announcing: Bool = false) -> ExitStatus {
        guard let path else {
            context.writeStandardOutput(text)
            return .success
        }
        do {
            let written = try OutputFile.write(Array(text.utf8), to: path, context: context)
            if announcing { context.print(written ? "Wrote \(path)\n" : "\(path) is up to date\n") }
            return .success
        } catch {
            context.printError("error: cannot write '\(path)': \(error.reason)\n")
            return .usageError
        }
    }
}
