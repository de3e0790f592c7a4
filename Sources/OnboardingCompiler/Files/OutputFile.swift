#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import OnboardingDiagnostics

/// Every file onboardc writes (generated Swift, reports, baselines, the schema, diagrams) goes
/// through `OutputFile.Stream`, which writes it whole and only when its bytes change.
///
/// - Nothing is written while the output matches the existing file, so a run that changes nothing
///   leaves the file and its modification time alone. Only a regular file is compared; a link, a
///   FIFO or a device at the destination is never opened for reading.
/// - At the first difference the output goes to a temporary file in the destination's folder
///   (see `TemporaryFile`), created exclusively and never through a symbolic link, flushed to disk
///   (`fsync`) and renamed over the destination in one step. A run that fails or is killed before
///   the rename leaves the previous file as it was; two runs writing one file at once each rename a
///   complete file, and the last one wins. A symbolic link or a FIFO at the destination is
///   replaced, never followed or opened; a device or a socket is refused (`/dev/null` stays a device).
/// - A run that fails removes its temporary file and the folders it created, each only while
///   empty; the temporary files of killed runs are removed by the next run that writes a file of
///   their folder, changed or not.
/// - Where a sandbox refuses the temporary file or the rename (`EPERM`, `EACCES`, `EXDEV`, `EBUSY`,
///   as Xcode Cloud's plugin sandbox did for other generators), the file is written in place
///   (truncated, then written) with a note saying so; `ONBOARDC_WRITE_IN_PLACE=1` asks for that
///   from the start. In place, the output is kept in memory until the run commits it, so a failed
///   run still writes nothing, but a run killed while writing can leave the file partly written.
enum OutputFile {
    /// A write that failed, with the reason.
    struct WriteError: Error, Equatable, CustomStringConvertible {
        /// The destination, as the command line named it.
        let path: String
        let reason: String

        var description: String { reason }
    }

    /// The environment variable that asks for files to be written in place.
    static let writeInPlaceVariable = "ONBOARDC_WRITE_IN_PLACE"

    /// The calls by which a file is put in place, replaced in tests to play a sandbox that refuses one.
    struct SystemCalls: Sendable {
        var createTemporaryFile: @Sendable (_ path: String) throws(SystemError) -> FileDescriptor
        var rename: @Sendable (_ source: String, _ destination: String) throws(SystemError) -> Void

        static let live = SystemCalls(
            createTemporaryFile: { path throws(SystemError) in try TemporaryFile.create(path) },
            rename: { source, destination throws(SystemError) in
                guard systemRename(source, destination) == 0 else { throw .current }
            })
    }

    /// The path of the file `name` inside `directory`, or `nil` when `name` is not one plain file
    /// name, so that a name could reach outside the directory (`..`, `a/b`, an absolute path, a
    /// name starting with `.`, an empty name).
    ///
    /// Generated file names come from Swift identifiers and are always plain; this is the last
    /// line of defence of the driver, checked on the resolved paths as well.
    static func path(of name: String, in directory: String, relativeTo base: String) -> String? {
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\0") else { return nil }
        // Resolved as text, as `URL.standardizedFileURL` resolved them.
        let folder = LexicalPath(FilePath.resolve(directory, against: base))
        let file = LexicalPath(folder.string + "/" + name)
        guard file.components.last == Substring(name), file.components.dropLast().elementsEqual(folder.components) else {
            return nil
        }
        return FilePath.appending(name, to: directory)
    }

    /// Writes `bytes` to `path` (relative to the context's directory); returns whether the file changed.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String, context: ToolContext, system: SystemCalls = .live) throws(WriteError) -> Bool {
        let stream = Stream(path: path, context: context, system: system)
        try bytes.withUnsafeBytes { buffer in Result { () throws(WriteError) in try stream.write(buffer) } }.get()
        guard try stream.finish() else { return false }
        try stream.commit()
        return true
    }

    /// Writes `bytes` to a new file at `path` (relative to the context's directory), creating the
    /// folders on the way, and refusing a file that exists, even one that appeared a moment ago
    /// (`O_EXCL`): `onboardc init` never overwrites a file. A write that fails removes what it made.
    static func create(_ bytes: [UInt8], at path: String, context: ToolContext) throws(WriteError) {
        let destination = FilePath.resolve(path, against: context.currentDirectory)
        var folders = CreatedFolders()
        var created = false
        do throws(SystemError) {
            try folders.create(FilePath.parent(of: destination))
            let file = try FileDescriptor.open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW)
            created = true
            defer { file.close() }
            try file.write(bytes)
            try file.synchronize()
        } catch {
            if created { unlink(destination) }
            folders.removeWhileEmpty()
            let reason = error.code == EEXIST ? "it already exists" : error.reason(at: path, relativeTo: context.currentDirectory)
            throw WriteError(path: path, reason: reason)
        }
    }
}
