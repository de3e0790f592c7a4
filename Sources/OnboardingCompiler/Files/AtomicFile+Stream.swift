#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
    /// One output file, written in blocks as they come, such as the lines of a report.
    /// `AtomicFile` says how it is put in place.
    ///
    /// While the blocks match the existing file nothing is written. At the first difference the
    /// matching part is copied from the existing file into the temporary file, and the rest follows.
    /// `finish()` says whether the file changed, and `commit()` puts it in place; `discard()` (or
    /// the end of the stream's life) gives it up.
    ///
    /// With `checkingOnly`, nothing is ever written: the stream only compares, and `difference`
    /// says how the file on disk differs from the output (`onboardc build --check`).
    final class Stream {
        /// The destination as the command line named it, for messages.
        let path: String
        /// The destination as an absolute path.
        private let destination: String
        private let directory: String
        private let system: SystemCalls
        private let comparison: GeneratedFileCheck.Comparison?

        /// The existing file, while the blocks so far match it.
        private var existing: FileDescriptor?
        /// The number of bytes that match the existing file so far.
        private var matched = 0
        private var readBuffer: [UInt8] = []
        /// Where the output goes once it differs, and how many bytes it holds.
        private var temporary: (path: String, file: FileDescriptor)?
        private var written = 0
        private var folders = CreatedFolders()

        /// How the file on disk differs from the output, once a checking stream is finished.
        var difference: GeneratedFileCheck.Difference? { comparison?.difference }

        /// A stream to `path`, relative to the context's directory.
        init(path: String, context: ToolContext, checkingOnly: Bool = false, system: SystemCalls = .live) {
            self.path = path
            directory = context.currentDirectory
            destination = FilePath.resolve(path, against: directory)
            self.system = system
            guard !checkingOnly else {
                comparison = GeneratedFileCheck.Comparison(path: destination)
                return
            }
            comparison = nil
            TemporaryFile.removeAbandoned(in: FilePath.parent(of: destination))
            existing = try? FileDescriptor.openRegularFile(destination, O_RDONLY | O_NOFOLLOW)?.0
        }

        deinit {
            discard()
        }

        /// Appends `text`.
        func write(_ text: String) throws(WriteError) {
            try write(Array(text.utf8))
        }

        /// Appends `bytes`.
        func write(_ bytes: [UInt8]) throws(WriteError) {
            try bytes.withUnsafeBytes { buffer in Result { () throws(WriteError) in try write(buffer) } }.get()
        }

        /// Appends `bytes`.
        func write(_ bytes: UnsafeRawBufferPointer) throws(WriteError) {
            if let comparison {
                comparison.compare(bytes)
                return
            }
            if existing != nil, temporary == nil, existingContinues(with: bytes) {
                matched += bytes.count
                return
            }
            try startWriting()
            guard let temporary else { return }
            try attempt { () throws(SystemError) in try system.write(temporary.file, bytes, written) }
            written += bytes.count
        }

        /// Ends the file; returns whether it differs from the existing one. A file that differs is
        /// put in place by `commit()`.
        func finish() throws(WriteError) -> Bool {
            if let comparison { return comparison.finish() }
            if let existing, temporary == nil, (try? existing.read(count: 1, at: matched))?.isEmpty == true {
                existing.close()
                self.existing = nil
                return false
            }
            try startWriting()
            return true
        }

        /// Flushes the finished file to disk and puts it in place: renamed over the destination, or
        /// rewritten into it where a rename would change the file's owner, group or links.
        func commit() throws(WriteError) {
            guard let temporary else { return }
            self.temporary = nil
            defer { temporary.file.close() }
            var isRenamed = false
            defer { if !isRenamed { unlink(temporary.path) } }
            try attempt { () throws(SystemError) in try temporary.file.synchronize() }
            if let replaced = ReplacedFile(at: destination), !replaced.canBeReplaced(by: temporary.file) {
                try rewrite(replaced, from: temporary.file)
            } else {
                do throws(SystemError) {
                    try system.rename(temporary.path, destination)
                    isRenamed = true
                } catch {
                    throw WriteError(path: path, reason: "renaming its temporary file over it failed (\(reason(error)))\(leftAsItWas)")
                }
            }
            folders.keep()
        }

        /// Gives the file up: removes the temporary file, and the folders this stream created while
        /// they are empty.
        func discard() {
            existing?.close()
            existing = nil
            if let temporary {
                temporary.file.close()
                unlink(temporary.path)
                self.temporary = nil
            }
            folders.removeWhileEmpty()
        }

        /// Whether the existing file's next bytes are `bytes`.
        private func existingContinues(with bytes: UnsafeRawBufferPointer) -> Bool {
            guard let existing else { return false }
            guard !bytes.isEmpty else { return true }
            if readBuffer.count < bytes.count { readBuffer = [UInt8](repeating: 0, count: bytes.count) }
            let read = readBuffer.withUnsafeMutableBytes { buffer in
                try? existing.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<bytes.count]))
            }
            // `memcmp`, not `elementsEqual`, which compares a byte at a time: 9 % of a cold build
            // whose output is unchanged, the plugin's usual case (callgrind).
            return read == bytes.count && readBuffer.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
        }

        /// Opens the temporary file and copies into it the bytes that matched the existing file.
        private func startWriting() throws(WriteError) {
            guard temporary == nil else { return }
            defer {
                existing?.close()
                existing = nil
            }
            if let type = FileType(at: destination, relativeTo: directory, followingLinks: false), !type.canBeReplacedByOutput,
                let problem = type.problem
            {
                throw WriteError(path: path, reason: problem)
            }
            let made: (path: String, file: FileDescriptor)
            do throws(SystemError) {
                made = try createFile(in: FilePath.parent(of: destination), backup: false)
            } catch where error.code == EACCES || error.code == EPERM {
                guard FileType(at: FilePath.parent(of: destination), relativeTo: directory, followingLinks: true) == .directory else {
                    throw WriteError(path: path, reason: "its folder cannot be created (\(reason(error)))")
                }
                throw WriteError(
                    path: path,
                    reason: "no temporary file can be created beside it (\(reason(error))), and onboardc writes a file only through one\(leftAsItWas)")
            } catch {
                throw WriteError(path: path, reason: reason(error))
            }
            temporary = made
            guard let existing else { return }
            try attempt { () throws(SystemError) in try copy(existing, upTo: matched, to: made.file) }
            written = matched
        }

        /// Creates the folders on the way and a new temporary file or backup in `folder`. A folder
        /// that another run removed in between (it removes only empty folders it created) is
        /// created again.
        private func createFile(in folder: String, backup: Bool) throws(SystemError) -> (path: String, file: FileDescriptor) {
            var attempts = 0
            while true {
                attempts += 1
                do throws(SystemError) {
                    try folders.create(folder)
                    let path = FilePath.appending(TemporaryFile.makeName(backup: backup), to: folder)
                    return (path, try system.createTemporaryFile(path))
                } catch where (error.code == ENOENT || error.code == EEXIST) && attempts < 16 {
                    continue
                }
            }
        }

        /// Writes the finished file in `temporary` into the destination, keeping its inode: copies
        /// its text to a backup, overwrites it, and puts the text back if that fails.
        private func rewrite(_ replaced: ReplacedFile, from temporary: FileDescriptor) throws(WriteError) {
            let target: FileDescriptor
            do throws(SystemError) {
                target = try FileDescriptor.open(destination, O_RDWR | O_NOFOLLOW | O_NONBLOCK)
            } catch {
                throw WriteError(path: path, reason: "\(replaced.whyRewritten), and it cannot be opened for writing (\(reason(error))); it is left as it was")
            }
            defer { target.close() }
            guard let status = try? target.status(), replaced.isStill(status) else {
                throw WriteError(path: path, reason: "it was replaced while onboardc wrote it; the new file is left as it is")
            }
            let previous = try attempt { () throws(SystemError) in try target.readToEnd(expectedSize: replaced.size, limit: .max) ?? [] }
            let backup: (path: String, file: FileDescriptor)
            do throws(SystemError) {
                backup = try createFile(in: FilePath.parent(of: destination), backup: true)
                defer { backup.file.close() }
                do throws(SystemError) {
                    try previous.withUnsafeBytes { bytes in Result { () throws(SystemError) in try system.write(backup.file, bytes, 0) } }.get()
                    try backup.file.synchronize()
                } catch {
                    unlink(backup.path)
                    throw error
                }
            } catch {
                throw WriteError(path: path, reason: "\(replaced.whyRewritten), and its text cannot be copied to a backup beside it (\(reason(error))); it is left as it was")
            }
            do throws(SystemError) {
                try copy(temporary, to: target)
                try target.truncate(to: written)
                try target.synchronize()
            } catch {
                do throws(SystemError) {
                    try previous.withUnsafeBytes { bytes in Result { () throws(SystemError) in try system.write(target, bytes, 0) } }.get()
                    try target.truncate(to: previous.count)
                    try target.synchronize()
                } catch {
                    throw WriteError(path: path, reason: "\(reason(error)) while rewriting it; its previous text is in '\(backup.path)'")
                }
                unlink(backup.path)
                throw WriteError(path: path, reason: "\(reason(error)) while rewriting it; it is left as it was")
            }
            unlink(backup.path)
        }

        /// Copies the bytes of `source` before `end`, or all of them, to `target` from its start.
        private func copy(_ source: FileDescriptor, upTo end: Int = .max, to target: FileDescriptor) throws(SystemError) {
            var offset = 0
            while offset < end {
                let block = try source.read(count: min(end - offset, 1 << 20), at: offset)
                guard !block.isEmpty else { return }
                try block.withUnsafeBytes { bytes in Result { () throws(SystemError) in try system.write(target, bytes, offset) } }.get()
                offset += block.count
            }
        }

        /// Runs `body`, turning its failure into the stream's `WriteError`.
        private func attempt<Result>(_ body: () throws(SystemError) -> Result) throws(WriteError) -> Result {
            do throws(SystemError) {
                return try body()
            } catch {
                throw WriteError(path: path, reason: reason(error))
            }
        }

        private func reason(_ error: SystemError) -> String {
            error.reason(at: path, relativeTo: directory)
        }

        /// What a failure did to the destination: nothing, said only when there is one.
        private var leftAsItWas: String {
            FileType(at: destination, relativeTo: directory, followingLinks: false) == nil ? "" : "; it is left as it was"
        }
    }
}

/// A regular file that an output replaces: what of it a rename would lose.
private struct ReplacedFile {
    let device: dev_t
    let inode: ino_t
    let size: Int
    let mode: mode_t
    let owner: uid_t
    let group: gid_t
    let linkCount: Int

    /// The regular file at `path`, not followed if it is a symbolic link; `nil` when there is none.
    init?(at path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, FileType(status) == .regular else { return nil }
        device = status.st_dev
        inode = status.st_ino
        size = Int(status.st_size)
        mode = status.st_mode & 0o7777
        owner = status.st_uid
        group = status.st_gid
        linkCount = Int(status.st_nlink)
    }

    /// Whether `temporary`, given this file's mode, owner and group, can be renamed over it with
    /// nothing lost: the file has no other link, and the owner and group could be given.
    func canBeReplaced(by temporary: FileDescriptor) -> Bool {
        guard linkCount == 1, let status = try? temporary.status() else { return false }
        // Owner first: changing it clears the set-user-ID and set-group-ID bits of the mode.
        let isOwned = (status.st_uid == owner && status.st_gid == group) || fchown(temporary.rawValue, owner, group) == 0
        return isOwned && fchmod(temporary.rawValue, mode) == 0
    }

    /// Whether `status` is still that of this file.
    func isStill(_ status: stat) -> Bool {
        status.st_dev == device && status.st_ino == inode && FileType(status) == .regular
    }

    /// Why the file is rewritten in place rather than replaced.
    var whyRewritten: String {
        linkCount > 1
            ? "it has \(linkCount - 1) other hard link\(linkCount == 2 ? "" : "s"), which a new file would not change"
            : "it belongs to another user or group, which a new file written by this one could not"
    }
}
