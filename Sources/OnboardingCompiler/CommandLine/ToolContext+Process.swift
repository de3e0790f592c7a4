#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import OnboardingDiagnostics

extension ToolContext {
    /// The context of the running process: its working directory, environment and standard streams.
    ///
    /// A reader that goes away (`onboardc lint ... | head -1`) must neither kill the run with
    /// SIGPIPE nor crash it (FileHandle.write traps on EPIPE): SIGPIPE is ignored, output goes
    /// through write(2), and a stream whose reader is gone is skipped quietly from then on, so the
    /// exit status stays the run's own. Any other failure to write standard output (a full disk
    /// under `onboardc schema > file`, a closed stream) is kept for `standardOutputFailure`, which
    /// `onboardc` reports as a file it could not write.
    public static func currentProcess() -> ToolContext {
        signal(SIGPIPE, SIG_IGN)
        let standardOutput = StandardStream(FileDescriptor(rawValue: STDOUT_FILENO))
        let standardError = StandardStream(FileDescriptor(rawValue: STDERR_FILENO))
        var context = ToolContext(
            currentDirectory: workingDirectory(),
            writeStandardOutput: { standardOutput.write($0) },
            writeStandardError: { standardError.write($0) },
            writeStandardOutputBytes: { standardOutput.write($0) },
            writeStandardErrorBytes: { standardError.write($0) },
            standardErrorIsTerminal: isatty(STDERR_FILENO) != 0)
        context.standardOutputFailure = { standardOutput.failure.map { $0.reason(at: "", relativeTo: "/") } }
        context.usesColor = !(getenv("NO_COLOR").map { $0.pointee != 0 } ?? false) && getenv("TERM").map { String(cString: $0) } != "dumb"
        return context
    }
}

/// One of the process's output streams, closed for good at its first failure (EPIPE, EBADF, ENOSPC...):
/// nobody can read it any more.
private final class StandardStream: @unchecked Sendable {
    private let file: FileDescriptor
    private let lock = Lock()
    private var isClosed = false
    private var firstFailure: SystemError?

    /// Why a write failed, unless its reader went away (EPIPE: `onboardc ... | head -1`).
    var failure: SystemError? {
        lock.withLock { firstFailure.flatMap { $0.code == EPIPE ? nil : $0 } }
    }

    init(_ file: FileDescriptor) {
        self.file = file
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8(write)
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        lock.withLock {
            guard !isClosed else { return }
            do throws(SystemError) {
                try file.write(UnsafeRawBufferPointer(bytes))
            } catch {
                isClosed = true
                firstFailure = error
            }
        }
    }
}
