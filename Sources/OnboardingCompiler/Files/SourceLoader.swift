import Foundation
import OnboardingDiagnostics

/// Reads input files for the driver, turning every way a read can fail into one clear message.
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

    /// Reads the file at `path`, resolved against `directory` when relative.
    public static func load(
        _ path: String,
        relativeTo directory: String,
        maximumSize: Int = defaultMaximumFileSize
    ) throws(LoadError) -> SourceFile {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw LoadError(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw LoadError(path: path, reason: "it is a directory") }
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw LoadError(path: path, reason: "permission denied or unreadable")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            throw LoadError(path: path, reason: "read failed")
        }
        guard data.count <= maximumSize else {
            throw LoadError(path: path, reason: "file is larger than the limit of \(maximumSize) bytes")
        }
        return SourceFile(path: path, bytes: [UInt8](data))
    }
}
