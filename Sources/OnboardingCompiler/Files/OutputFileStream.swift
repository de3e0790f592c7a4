#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputFile {
    /// One output file, written in blocks as they are produced, so that a generated file, which can
    /// be larger than its spec, is never held in memory whole (at 100,000 slides the generated text
    /// alone was half of a build's peak memory). `OutputFile` says how it is put in place.
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
        private let note: @Sendable (String) -> Void
        private let system: SystemCalls
        private let writesInPlace: Bool
        private let comparison: GeneratedFileCheck.Comparison?

        /// The existing file, while the blocks so far match it.
        private var existing: FileDescriptor?
        /// The number of bytes that match the existing file so far.
        private var matched = 0
        private var readBuffer: [UInt8] = []
        /// Where the output goes once it differs: a temporary file, or memory until it is written in place.
        private var temporary: (path: String, file: FileDescriptor)?
        private var inPlace: InPlaceOutput?
        private var folders = CreatedFolders()

        /// Output kept in memory, to be written over the destination when committed.
        private struct InPlaceOutput {
            var bytes: [UInt8]
            /// Why the file is written in place, for the note; `nil` when the environment asked for it.
            var reason: String?
        }

        /// How the file on disk differs from the output, once a checking stream is finished.
        var difference: GeneratedFileCheck.Difference? { comparison?.difference }

        /// A stream to `path`, relative to the context's directory.
        init(path: String, context: ToolContext, checkingOnly: Bool = false, system: SystemCalls = .live) {
            self.path = path
            directory = context.currentDirectory
            destination = FilePath.resolve(path, against: directory)
            note = context.writeStandardError
            self.system = system
            writesInPlace = context.environment[OutputFile.writeInPlaceVariable] == "1"
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
            try Array(text.utf8).withUnsafeBytes { bytes in Result { () throws(WriteError) in try write(bytes) } }.get()
        }

        /// Appends `bytes`.
        func write(_ bytes: UnsafeRawBufferPointer) throws(WriteError) {
            if let comparison {
                comparison.compare(bytes)
                return
            }
            if existing != nil, temporary == nil, inPlace == nil, existingContinues(with: bytes) {
                matched += bytes.count
                return
            }
            try startWriting()
            if inPlace != nil {
                inPlace?.bytes.append(contentsOf: bytes)
            } else if let temporary {
                try attempt { () throws(SystemError) in try temporary.file.write(bytes) }
            }
        }

        /// Ends the file; returns whether it differs from the existing one. A file that differs is
        /// put in place by `commit()`.
        func finish() throws(WriteError) -> Bool {
            if let comparison { return comparison.finish() }
            if let existing, temporary == nil, inPlace == nil, (try? existing.read(count: 1, at: matched))?.isEmpty == true {
                existing.close()
                self.existing = nil
                return false
            }
            try startWriting()
            return true
        }

        /// Flushes the finished file to disk and puts it in place.
        func commit() throws(WriteError) {
            if let temporary {
                self.temporary = nil
                defer { temporary.file.close() }
                do throws(SystemError) {
                    try temporary.file.synchronize()
                } catch {
                    unlink(temporary.path)
                    throw WriteError(path: path, reason: reason(error))
                }
                do throws(SystemError) {
                    try system.rename(temporary.path, destination)
                } catch where [EPERM, EACCES, EXDEV, EBUSY].contains(error.code) {
                    defer { unlink(temporary.path) }
                    try writeInPlace { target throws(SystemError) in try copy(temporary.file, to: target) }
                    noteInPlace(because: "renaming its temporary file into place was refused (\(reason(error)))")
                } catch {
                    unlink(temporary.path)
                    throw WriteError(path: path, reason: reason(error))
                }
            } else if let inPlace {
                self.inPlace = nil
                try writeInPlace { target throws(SystemError) in try target.write(inPlace.bytes) }
                if let reason = inPlace.reason { noteInPlace(because: reason) }
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
            inPlace = nil
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

        /// Opens the temporary file, or the memory kept for writing in place, and copies into it the
        /// bytes that matched the existing file.
        private func startWriting() throws(WriteError) {
            guard temporary == nil, inPlace == nil else { return }
            defer {
                existing?.close()
                existing = nil
            }
            if let type = FileType(at: destination, relativeTo: directory, followingLinks: false), !type.canBeReplacedByOutput,
                let problem = type.problem
            {
                throw WriteError(path: path, reason: problem)
            }
            guard !writesInPlace else {
                inPlace = InPlaceOutput(bytes: try matchedBytes(), reason: nil)
                return
            }
            do throws(SystemError) {
                temporary = try createTemporaryFile(in: FilePath.parent(of: destination))
            } catch where [EPERM, EACCES].contains(error.code) {
                inPlace = InPlaceOutput(
                    bytes: try matchedBytes(), reason: "a temporary file could not be created beside it (\(reason(error)))")
                return
            } catch {
                throw WriteError(path: path, reason: reason(error))
            }
            guard let existing, let temporary else { return }
            try attempt { () throws(SystemError) in try copy(existing, upTo: matched, to: temporary.file) }
        }

        /// Creates the folders on the way and a temporary file in `folder`. A folder that another
        /// run removed in between (it removes only empty folders it created) is created again.
        private func createTemporaryFile(in folder: String) throws(SystemError) -> (path: String, file: FileDescriptor) {
            var attempts = 0
            while true {
                attempts += 1
                do throws(SystemError) {
                    try folders.create(folder)
                    let path = FilePath.appending(TemporaryFile.makeName(), to: folder)
                    return (path, try system.createTemporaryFile(path))
                } catch where (error.code == ENOENT || error.code == EEXIST) && attempts < 16 {
                    continue
                }
            }
        }

        private func matchedBytes() throws(WriteError) -> [UInt8] {
            guard let existing, matched > 0 else { return [] }
            return try attempt { () throws(SystemError) in try existing.read(count: matched, at: 0) }
        }

        /// Truncates the destination and writes it with `body`. A symbolic link there is replaced
        /// by the file, never followed.
        private func writeInPlace(_ body: (FileDescriptor) throws(SystemError) -> Void) throws(WriteError) {
            let target = try attempt { () throws(SystemError) in
                try folders.create(FilePath.parent(of: destination))
                let flags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK
                do throws(SystemError) {
                    return try FileDescriptor.open(destination, flags)
                } catch where error.code == ELOOP {
                    unlink(destination)
                    return try FileDescriptor.open(destination, flags | O_EXCL)
                }
            }
            defer { target.close() }
            let type = try attempt { () throws(SystemError) in FileType(try target.status()) }
            if let problem = type.problem { throw WriteError(path: path, reason: problem) }
            try attempt { () throws(SystemError) in
                guard ftruncate(target.rawValue, 0) == 0 else { throw .current }
                try body(target)
                try target.synchronize()
            }
        }

        /// Copies the bytes of `source` before `end`, or all of them, to `target`.
        private func copy(_ source: FileDescriptor, upTo end: Int = .max, to target: FileDescriptor) throws(SystemError) {
            var offset = 0
            while offset < end {
                let block = try source.read(count: min(end - offset, 1 << 20), at: offset)
                guard !block.isEmpty else { return }
                try target.write(block)
                offset += block.count
            }
        }

        private func noteInPlace(because reason: String) {
            note("note: wrote '\(path)' in place because \(reason); a run interrupted while writing it can leave it partly written\n")
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
    }
}
