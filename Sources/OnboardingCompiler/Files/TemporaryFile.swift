#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file an output is written to before it is renamed into place, and the backup of
/// a file rewritten in place.
///
/// It lives in the destination's folder, so the rename stays on one file system, and is named
/// `.onboardc-PID-XXXXXXXX.tmp` (a backup `….bak`): at most 33 bytes whatever the destination is
/// called, so it fits wherever the destination's name does; hidden, and with no extension a build
/// compiles. The process writing a temporary file holds an exclusive `flock` on it until it is
/// renamed or removed; the lock goes with the process, `kill -9` included, which is how an
/// abandoned file is told from one still being written. A backup left behind holds the text of a
/// file that a killed run was rewriting, and is never removed but by a person.
enum TemporaryFile {
    private static let prefix = ".onboardc-"
    private static let suffix = ".tmp"
    private static let backupSuffix = ".bak"

    /// A new name for a temporary file of this process, or for a backup.
    static func makeName(backup: Bool = false) -> String {
        let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return prefix + String(getpid()) + "-" + String(repeating: "0", count: 8 - random.count) + random + (backup ? backupSuffix : suffix)
    }

    /// Creates and locks the temporary file `path`, exclusively and never through a symbolic link.
    static func create(_ path: String) throws(SystemError) -> FileDescriptor {
        let file = try FileDescriptor.open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW)
        _ = flock(file.rawValue, LOCK_EX)
        return file
    }

    /// The process that made the temporary file `name`, or `nil` when `name` is not one.
    static func process(ofFileNamed name: String) -> pid_t? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let parts = name.dropFirst(prefix.count).dropLast(suffix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 8, UInt32(parts[1], radix: 16) != nil, let process = pid_t(parts[0]), process > 0
        else { return nil }
        return process
    }

    /// Removes the temporary files in `folder` that killed runs left behind: those whose process is
    /// gone and that no process holds locked. A file a run is still writing, in this process
    /// namespace or another sharing the folder, is left alone.
    static func removeAbandoned(in folder: String) {
        guard let names = directoryContents(atPath: folder) else { return }
        for name in names {
            guard let process = process(ofFileNamed: name), kill(process, 0) != 0, errno == ESRCH else { continue }
            let path = FilePath.appending(name, to: folder)
            guard let (file, _) = try? FileDescriptor.openRegularFile(path, O_RDONLY | O_NOFOLLOW) else { continue }
            if flock(file.rawValue, LOCK_EX | LOCK_NB) == 0 {
                unlink(path)
            }
            file.close()
        }
    }
}
