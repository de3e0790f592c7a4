import Foundation
import OnboardingCompiler

// A reader that goes away (`onboardc lint ... | head -1`) must not kill the build with SIGPIPE,
// nor crash it: FileHandle.write traps on EPIPE, so output goes through write(2), and a stream
// whose reader is gone is skipped quietly from then on. The exit status stays the run's own.
signal(SIGPIPE, SIG_IGN)

/// One of the process's output streams, written with write(2).
final class OutputStream: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var isClosed = false

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8(write)
    }

    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { return }
        var written = 0
        while written < bytes.count {
            let result = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                // EPIPE, EBADF, ENOSPC...: nobody can read this stream any more.
                isClosed = true
                return
            }
            written += result
        }
    }
}

let standardOutput = OutputStream(STDOUT_FILENO)
let standardError = OutputStream(STDERR_FILENO)
let context = ToolContext(
    currentDirectory: FileManager.default.currentDirectoryPath,
    writeStandardOutput: { text in standardOutput.write(text) },
    writeStandardError: { text in standardError.write(text) },
    writeStandardOutputBytes: { bytes in standardOutput.write(bytes) },
    writeStandardErrorBytes: { bytes in standardError.write(bytes) },
    standardErrorIsTerminal: isatty(STDERR_FILENO) != 0
)
let status = CommandLineTool(context: context).run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
