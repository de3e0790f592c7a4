#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import OnboardingDiagnostics

/// Every file onboardc writes or rewrites (generated Swift, String Catalogs, specs under `lint
/// --fix`, previews, reports, baselines, the schema, diagrams) goes through `AtomicFile.Stream`,
/// which writes it whole, only when its bytes change, and so that a write that fails leaves the
/// file as it was.
///
/// - Nothing is written while the output matches the existing file, so a run that changes nothing
///   leaves the file and its modification time alone. Only a regular file is compared; a link, a
///   FIFO or a device at the destination is never opened for reading.
/// - At the first difference the output goes to a temporary file in the destination's folder
///   (see `TemporaryFile`), created exclusively and never through a symbolic link. Once whole, it
///   is flushed to disk (`fsync`), given the mode, owner and group of the file it replaces, and
///   renamed over it in one step. A run that fails or is killed before the rename leaves the
///   previous file as it was; two runs writing one file at once each rename a complete file, and
///   the last one wins. A symbolic link or a FIFO at the destination is replaced, never followed
///   or opened; a device or a socket is refused (`/dev/null` stays a device).
/// - A file that a rename would change otherwise is rewritten in place, keeping its inode: one
///   with other hard links, which would go on holding the old text, and one whose owner or group
///   this process cannot give a new file (another user's file, which only root can give away).
///   Its text is first copied to a backup beside it (`.onboardc-PID-XXXXXXXX.bak`, flushed to
///   disk), then overwritten from the temporary file and cut to length; a write that fails puts
///   the text back from the copy. The backup is removed once the file is whole, or put back; it
///   stays, holding the previous text, when a run is killed while rewriting, or when putting the
///   text back fails too, which the error then says.
/// - Where no temporary file can be created beside the destination (a folder this user may not
///   write to, a full disk) or the rename is refused, the write fails, saying why, and the file
///   stays as it was: onboardc never truncates a file to write it.
/// - A run that fails removes its temporary files and the folders it created, each only while
///   empty; the temporary files of killed runs are removed by the next run that writes a file of
///   their folder, changed or not (backups are left for a person).
enum AtomicFile {
    /// A write that failed, with the reason.
    struct WriteError: Error, Equatable, CustomStringConvertible {
        /// The destination, as the command line named it.
        let path: String
        let reason: String

        var description: String { reason }
    }

    /// The system calls that put a file in place, replaced in tests to play a sandbox that refuses
    /// one, or a disk that fills up.
    struct SystemCalls: Sendable {
        var createTemporaryFile: @Sendable (_ path: String) throws(SystemError) -> FileDescriptor
        var rename: @Sendable (_ source: String, _ destination: String) throws(SystemError) -> Void
        /// Writes all of `bytes` to `file` from `offset`.
        var write: @Sendable (_ file: FileDescriptor, _ bytes: UnsafeRawBufferPointer, _ offset: Int) throws(SystemError) -> Void

        static let live = SystemCalls(
            createTemporaryFile: { path throws(SystemError) in try TemporaryFile.create(path) },
            rename: { source, destination throws(SystemError) in
                guard systemRename(source, destination) == 0 else { throw .current }
            },
            write: { file, bytes, offset throws(SystemError) in try file.write(bytes, at: offset) })
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
        try stream.write(bytes)
        guard try stream.finish() else { return false }
        try stream.commit()
        return true
    }

    /// Writes `bytes` over the file at `path` (relative to the context's directory) that the run
    /// read and changes, such as a spec `lint --fix` mends or the String Catalog `strings`
    /// updates: over the file a symbolic link names, not over the link, keeping its mode, owner,
    /// group and hard links, or, when `createsMissing`, to a new file where there is none. A
    /// read-only file that would change is refused, even for root, as an editor would: writing it
    /// would go around what its mode says. So is a link to nothing, which writing would replace.
    /// Returns whether the file changed.
    @discardableResult
    static func rewrite(_ bytes: [UInt8], over path: String, createsMissing: Bool, context: ToolContext) throws(WriteError) -> Bool {
        let standardized = FilePath.standardized(path, relativeTo: context.currentDirectory)
        let resolved = resolvingSymbolicLinks(standardized)
        var status = stat()
        let exists = stat(resolved, &status) == 0
        if !exists {
            if FileType(at: standardized, relativeTo: "/", followingLinks: false) == .symbolicLink {
                throw WriteError(path: path, reason: "it is a symbolic link to a file that does not exist")
            }
            guard createsMissing else { throw WriteError(path: path, reason: "it is gone since it was read") }
        }
        let stream = Stream(path: exists ? resolved : path, context: context)
        do throws(WriteError) {
            try stream.write(bytes)
            guard try stream.finish() else { return false }
            guard !exists || (status.st_mode & S_IWUSR != 0 && access(resolved, W_OK) == 0) else {
                throw WriteError(path: path, reason: "it is read-only")
            }
            try stream.commit()
            return true
        } catch {
            throw WriteError(path: path, reason: error.reason)
        }
    }

    /// New files written whole or not at all, for `onboardc init`: each refused where a file
    /// exists, even one that appeared a moment ago (`O_EXCL`), so that init never overwrites a
    /// file; a file that cannot be written removes the ones written before it and the folders
    /// made on their way (`CreatedFolders`), while they are empty.
    struct NewFiles {
        private let context: ToolContext
        /// Absolute paths.
        private var written: [String] = []
        private var folders = CreatedFolders()

        init(context: ToolContext) {
            self.context = context
        }

        /// Writes `bytes` to a new file at `path` (relative to the context's directory), creating
        /// the folders on the way.
        mutating func create(_ bytes: [UInt8], at path: String) throws(WriteError) {
            let destination = FilePath.resolve(path, against: context.currentDirectory)
            var isCreated = false
            do throws(SystemError) {
                try folders.create(FilePath.parent(of: destination))
                let file = try FileDescriptor.open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW)
                isCreated = true
                defer { file.close() }
                try file.write(bytes)
                try file.synchronize()
                written.append(destination)
            } catch {
                if isCreated { unlink(destination) }
                for path in written { unlink(path) }
                written = []
                folders.removeWhileEmpty()
                let reason = error.code == EEXIST ? "it already exists" : error.reason(at: path, relativeTo: context.currentDirectory)
                throw WriteError(path: path, reason: reason)
            }
        }
    }
}
