/// The outside world as the command-line tool sees it: where it runs and where its output goes.
///
/// The `onboardc` executable passes the real process streams; tests pass buffers.
public struct ToolContext: Sendable {
    /// The directory relative paths are resolved against and reported relative to.
    public var currentDirectory: String
    public var writeStandardOutput: @Sendable (String) -> Void
    public var writeStandardError: @Sendable (String) -> Void
    /// Writes UTF-8 to standard output: reports of megabytes, which need not become a `String`.
    public var writeStandardOutputBytes: @Sendable (UnsafeBufferPointer<UInt8>) -> Void
    /// Writes UTF-8 to standard error.
    public var writeStandardErrorBytes: @Sendable (UnsafeBufferPointer<UInt8>) -> Void
    /// Whether standard error is a terminal, which selects the pretty diagnostic style by default.
    public var standardErrorIsTerminal: Bool
    /// Whether diagnostics on a terminal are coloured: unless `NO_COLOR` is set (no-color.org) or
    /// the terminal is `dumb`.
    public var usesColor = true
    /// Why writing standard output failed, when it did for another reason than its reader going
    /// away; `nil` when everything written reached it.
    public var standardOutputFailure: @Sendable () -> String? = { nil }

    /// A context whose streams take text; bytes written to them are decoded as UTF-8 unless
    /// `writeStandardOutputBytes` and `writeStandardErrorBytes` take them as they are.
    public init(
        currentDirectory: String,
        writeStandardOutput: @escaping @Sendable (String) -> Void,
        writeStandardError: @escaping @Sendable (String) -> Void,
        writeStandardOutputBytes: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)? = nil,
        writeStandardErrorBytes: (@Sendable (UnsafeBufferPointer<UInt8>) -> Void)? = nil,
        standardErrorIsTerminal: Bool = false
    ) {
        self.currentDirectory = currentDirectory
        self.writeStandardOutput = writeStandardOutput
        self.writeStandardError = writeStandardError
        self.writeStandardOutputBytes = writeStandardOutputBytes ?? { writeStandardOutput(String(decoding: $0, as: UTF8.self)) }
        self.writeStandardErrorBytes = writeStandardErrorBytes ?? { writeStandardError(String(decoding: $0, as: UTF8.self)) }
        self.standardErrorIsTerminal = standardErrorIsTerminal
    }
}

extension ToolContext {
    /// `status`, or a file error when standard output could not take what the run wrote, which
    /// it reports: `onboardc schema > file` on a full disk must not succeed.
    public func finishing(_ status: ExitStatus) -> ExitStatus {
        guard let failure = standardOutputFailure() else { return status }
        writeStandardError("error: cannot write to standard output: \(failure)\n")
        return .usageError
    }
}

/// The exit status of an `onboardc` run.
public enum ExitStatus: Int32, Sendable {
    /// No errors.
    case success = 0
    /// The input has errors, or warnings under `--strict`.
    case failure = 1
    /// The command line, a file or the configuration could not be used.
    case usageError = 2
}
