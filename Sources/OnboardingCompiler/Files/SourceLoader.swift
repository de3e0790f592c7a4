#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import OnboardingDiagnostics

/// Reads input files for the driver, turning every way a read can fail into one clear message.
///
/// Only regular files are read. A FIFO, a socket, a device or a directory is refused at once, found
/// or named: its type is checked before the file is opened, the open never waits (`O_NONBLOCK`),
/// and the type is checked again on what was opened, so a file swapped in between cannot hang a
/// build either.
public enum SourceLoader {
    /// The largest input file read by default, in bytes.
    public static let defaultMaximumFileSize = 64 * 1024 * 1024

    /// A file that could not be read.
    public struct LoadError: Error, Equatable, Sendable {
        public let path: String
        public let reason: String

        /// The one-line message shown to the user.
        public var message: String { "cannot read '\(path)': \(reason)" }
    }

    /// Reads the file at `path`, resolved against `directory` when relative, refusing one larger
    /// than `maximumSize` bytes (any size from 0 to `Int.max`).
    public static func load(
        _ path: String,
        relativeTo directory: String,
        maximumSize: Int = defaultMaximumFileSize
    ) throws(LoadError) -> SourceFile {
        let resolved = FilePath.resolve(path, against: directory)
        func failure(_ reason: String) -> LoadError { LoadError(path: path, reason: reason) }
        func failure(_ error: SystemError) -> LoadError { failure(error.reason(at: path, relativeTo: directory)) }
        var status = stat()
        guard stat(resolved, &status) == 0 else { throw failure(SystemError.current) }
        if let problem = FileType(status).problem { throw failure(problem) }
        let tooLarge = failure("file is larger than the limit of \(maximumSize) bytes")
        guard Int(status.st_size) <= maximumSize else { throw tooLarge }
        let opened: (FileDescriptor, stat)?
        do throws(SystemError) { opened = try FileDescriptor.openRegularFile(resolved) } catch { throw failure(error) }
        guard let (file, openedStatus) = opened else { throw failure("it was replaced by a file that is not a regular file") }
        defer { file.close() }
        let bytes: [UInt8]?
        do throws(SystemError) {
            bytes = try file.readToEnd(expectedSize: Int(openedStatus.st_size), limit: maximumSize)
        } catch {
            throw failure(error)
        }
        guard let bytes else { throw tooLarge }
        return SourceFile(path: path, bytes: bytes)
    }

    /// The text of the file at `path`, which must be UTF-8.
    public static func text(of path: String, relativeTo directory: String) throws(LoadError) -> String {
        let source = try load(path, relativeTo: directory)
        guard var text = String(validating: source.bytes, as: UTF8.self) else {
            throw LoadError(path: path, reason: "it is not UTF-8 text")
        }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return text
    }
}
