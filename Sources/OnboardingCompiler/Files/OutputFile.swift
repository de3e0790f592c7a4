import Foundation

/// Writes output files whole: to a temporary file beside the destination, renamed into place, and
/// only when the bytes change, so an interrupted run never leaves half a file and a no-op run
/// leaves modification times alone.
///
/// - The temporary file is created exclusively (`O_EXCL`, never following a symbolic link), written
///   in full and flushed to disk (`fsync`) before `rename(2)` moves it over the destination in one
///   step. A build that fails or is killed before the rename leaves the previous file as it was;
///   two builds writing the same file at once each rename a complete file, and the last one wins.
/// - A symbolic link at the destination is replaced by the file, never followed: the link's target
///   is left untouched, even when it already holds the same bytes.
/// - Only a regular file with the same size and bytes counts as unchanged; anything else there (a
///   link, a FIFO, a device) is never opened for reading.
/// - A run killed between creating its temporary file and renaming it leaves that file behind
///   (`.NAME.PID.N.tmp`, hidden, never compiled); the next write of the same file removes it once
///   its process is gone.
enum OutputFile {
    /// A write that failed, with the system's reason.
    struct WriteError: LocalizedError, Equatable {
        let path: String
        let reason: String

        var errorDescription: String? { reason }
    }

    /// The path of the file `name` inside `directory`, or `nil` when `name` is not one plain file
    /// name, so that a name could reach outside the directory (`..`, `a/b`, an absolute path, a
    /// name starting with `.`, an empty name).
    ///
    /// Generated file names come from Swift identifiers and are always plain; this is the last
    /// line of defence of the driver, checked on the resolved paths as well.
    static func path(of name: String, in directory: String, relativeTo base: String) -> String? {
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\0") else { return nil }
        let baseURL = URL(fileURLWithPath: base, isDirectory: true)
        let folder = URL(fileURLWithPath: directory, isDirectory: true, relativeTo: baseURL).standardizedFileURL
        let file = folder.appendingPathComponent(name).standardizedFileURL
        guard file.lastPathComponent == name, file.deletingLastPathComponent().standardizedFileURL.path == folder.path else {
            return nil
        }
        return (directory as NSString).appendingPathComponent(name)
    }

    /// Writes `bytes` to `path` (relative to `directory`); returns whether the file changed.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String, relativeTo directory: String) throws -> Bool {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL
        removeAbandonedTemporaryFiles(of: url)
        if isRegularFile(url.path, ofSize: bytes.count), let existing = try? Data(contentsOf: url), existing.elementsEqual(bytes) {
            return false
        }
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(url.path) }
        do {
            defer { close(descriptor) }
            try bytes.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        throw failure(url.path)
                    }
                    written += result
                }
            }
            guard fsync(descriptor) == 0 else { throw failure(url.path) }
        } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let error = failure(url.path)
            unlink(temporary.path)
            throw error
        }
        return true
    }

    /// Removes the temporary files of `url` that a killed run left behind: `.NAME.PID.N.tmp` files
    /// whose process no longer exists. Those of a run still going are left alone.
    static func removeAbandonedTemporaryFiles(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count).split(separator: ".")
            guard middle.count == 2, let pid = Int32(middle[0]), UInt32(middle[1]) != nil, pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink(folder.appendingPathComponent(name).path)
            }
        }
    }

    /// Whether `path` is a regular file (not following a symbolic link) of `size` bytes.
    private static func isRegularFile(_ path: String, ofSize size: Int) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) == size
    }

    private static func failure(_ path: String) -> WriteError {
        WriteError(path: path, reason: String(cString: strerror(errno)))
    }
}
