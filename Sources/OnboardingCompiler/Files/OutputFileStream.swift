import Foundation

extension OutputFile {
    /// A file written in blocks as they are produced, so that a generated file, which can be larger
    /// than its spec, is never held in memory whole: at 100,000 slides the generated text alone
    /// was half of a build's peak memory.
    ///
    /// While the blocks match the existing file nothing is written. At the first difference the
    /// matching part is copied from the existing file into a temporary file beside it, created
    /// exclusively and never through a symbolic link, and the rest follows. `commit()` flushes it
    /// to disk and renames it into place in one step; a run that changes nothing leaves the file,
    /// and its modification time, alone. Only a regular file is compared: a symbolic link at the
    /// destination is replaced by the file, never followed.
    final class Stream {
        let url: URL
        /// The existing file, while the blocks so far match it.
        private var existing: FileHandle?
        /// The number of bytes that match the existing file so far.
        private var matched: UInt64 = 0
        private var temporary: (url: URL, descriptor: Int32)?
        /// The outermost folder this stream created, removed again if the file is discarded.
        private var createdFolder: URL?

        /// A stream to `path`, relative to `directory`.
        init(path: String, relativeTo directory: String) {
            url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL
            OutputFile.removeAbandonedTemporaryFiles(of: url)
            var status = stat()
            if lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
                existing = try? FileHandle(forReadingFrom: url)
            }
        }

        deinit {
            discard()
        }

        /// Appends `text`.
        func write(_ text: String) throws {
            try text.withUTF8Bytes { try write(UnsafeRawBufferPointer($0)) }
        }

        /// Appends `bytes`.
        func write(_ bytes: UnsafeRawBufferPointer) throws {
            if temporary == nil, let existing {
                let block = try existing.read(upToCount: bytes.count) ?? Data()
                if block.count == bytes.count, block.withUnsafeBytes({ $0.elementsEqual(bytes) }) {
                    matched += UInt64(bytes.count)
                    return
                }
            }
            try startWriting()
            try writeToTemporary(bytes)
        }

        /// Ends the file; returns whether it differs from the existing one. A file that differs is
        /// put in place by `commit()`.
        func finish() throws -> Bool {
            if temporary == nil, let existing, (try existing.read(upToCount: 1) ?? Data()).isEmpty {
                try? existing.close()
                self.existing = nil
                return false
            }
            try startWriting()
            return true
        }

        /// Flushes the finished file to disk and renames it into place.
        func commit() throws {
            guard let temporary else { return }
            guard fsync(temporary.descriptor) == 0 else { throw failure() }
            close(temporary.descriptor)
            self.temporary = nil
            guard rename(temporary.url.path, url.path) == 0 else {
                let error = failure()
                unlink(temporary.url.path)
                throw error
            }
            createdFolder = nil
        }

        /// Removes the temporary file, and the folder if this stream created it.
        func discard() {
            try? existing?.close()
            existing = nil
            if let temporary {
                close(temporary.descriptor)
                unlink(temporary.url.path)
                self.temporary = nil
            }
            if let createdFolder {
                try? FileManager.default.removeItem(at: createdFolder)
                self.createdFolder = nil
            }
        }

        /// Creates the temporary file and copies into it the bytes that matched the existing file.
        private func startWriting() throws {
            guard temporary == nil else { return }
            let folder = url.deletingLastPathComponent()
            if !FileManager.default.fileExists(atPath: folder.path) {
                var outermost = folder
                while !FileManager.default.fileExists(atPath: outermost.deletingLastPathComponent().path) {
                    outermost = outermost.deletingLastPathComponent()
                }
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                createdFolder = outermost
            }
            let temporaryURL = folder.appendingPathComponent(
                ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
            let descriptor = open(temporaryURL.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw failure() }
            temporary = (temporaryURL, descriptor)
            if matched > 0, let existing {
                try existing.seek(toOffset: 0)
                var remaining = matched
                while remaining > 0 {
                    let block = try existing.read(upToCount: Int(min(remaining, 1 << 20))) ?? Data()
                    guard !block.isEmpty else { break }
                    try block.withUnsafeBytes { try writeToTemporary($0) }
                    remaining -= UInt64(block.count)
                }
            }
            try? existing?.close()
            existing = nil
        }

        private func writeToTemporary(_ bytes: UnsafeRawBufferPointer) throws {
            guard let descriptor = temporary?.descriptor, let base = bytes.baseAddress else { return }
            var written = 0
            while written < bytes.count {
                let result = Foundation.write(descriptor, base + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    throw failure()
                }
                written += result
            }
        }

        private func failure() -> CocoaError {
            CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
    }
}
