#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a folder, held while files in it are read, updated and written back, so
/// that two processes updating one file one after the other each start from what the other wrote.
///
/// It is the folder's `flock`: it goes with the process that holds it, `kill -9` included. A
/// folder that does not exist yet is created under the lock of the nearest folder above it, and
/// locked before that lock is given up, so that every process locks the same folder; it is
/// removed again on release while it is still empty (the folders above it are left: another
/// process may hold the lock of one). A folder created and then not locked in time is left too:
/// the process that holds it may be about to write in it.
final class FolderLock {
    /// A lock that could not be taken, with the reason.
    struct Failure: Error {
        let reason: String
    }

    /// How long `acquire` waits for another process to release the lock by default.
    static let defaultTimeout: Double = 120

    private let file: FileDescriptor
    /// The folder locked, when `acquire` created it; set once it is locked.
    private var createdFolder: String?

    private init(file: FileDescriptor) {
        self.file = file
    }

    deinit {
        // Under the lock still: a process that waits for it finds its folder gone, and starts again.
        if let createdFolder { rmdir(createdFolder) }
        // Closing the descriptor releases the lock.
        file.close()
    }

    /// How long `acquire` waits before it says that it is waiting.
    static let noticeDelay: Double = 2

    /// Locks `folder`, an absolute path, creating it when it does not exist, and waiting up to
    /// `timeout` seconds while another process holds it; calls `noticeWaiting` once, with the
    /// folder locked, when it has waited `noticeDelay` seconds, so that a run that waits for
    /// another (stopped with Ctrl-Z, say) does not look hung.
    static func acquire(
        _ folder: String, timeout: Double = defaultTimeout, noticeWaiting: (_ folder: String) -> Void = { _ in }
    ) throws(Failure) -> FolderLock {
        var waited = 0.0
        func take(_ path: String, created: String?) throws(Failure) -> FolderLock {
            try lock(path, created: created, timeout: timeout, waited: &waited, noticeWaiting: noticeWaiting)
        }
        while true {
            let type = FileType(at: folder, relativeTo: "/", followingLinks: true)
            if type == .directory {
                let lock: FolderLock
                do throws(Failure) {
                    lock = try take(folder, created: nil)
                } catch {
                    // Its creator removed it since: start again.
                    if FileType(at: folder, relativeTo: "/", followingLinks: true) == nil { continue }
                    throw error
                }
                if lock.isTheFolder(at: folder) { return lock }
                continue
            }
            // Above the folder, which another process may have created since: locking it here
            // and again below would wait for this process's own lock.
            var nearest = FilePath.parent(of: folder)
            while FileType(at: nearest, relativeTo: "/", followingLinks: true) != .directory, FilePath.parent(of: nearest) != nearest,
                !FilePath.parent(of: nearest).isEmpty
            {
                nearest = FilePath.parent(of: nearest)
            }
            let nearestLock = try take(nearest, created: nil)
            // A path that is no folder is left to the caller to report, under the lock above it.
            guard type == nil else { return nearestLock }
            var created = CreatedFolders()
            do throws(SystemError) {
                try created.create(folder)
            } catch {
                throw Failure(reason: "its folder '\(folder)' cannot be created (\(error.reason(at: folder, relativeTo: "/")))")
            }
            let lock = try take(folder, created: created.innermost == folder ? folder : nil)
            withExtendedLifetime(nearestLock) {}
            if lock.isTheFolder(at: folder) { return lock }
        }
    }

    /// Locks the folder at `path`, which exists, adding the time it waits to `waited` and calling
    /// `noticeWaiting` when the time waited passes `noticeDelay`; the lock removes `created`, the folder if
    /// this process created it, on release while it is empty.
    private static func lock(
        _ path: String, created: String?, timeout: Double, waited: inout Double, noticeWaiting: (_ folder: String) -> Void
    ) throws(Failure) -> FolderLock {
        let file: FileDescriptor
        do throws(SystemError) {
            file = try FileDescriptor.open(path, O_RDONLY | O_DIRECTORY)
        } catch {
            throw Failure(reason: "its folder '\(path)' cannot be opened to lock it (\(error.reason(at: path, relativeTo: "/")))")
        }
        let lock = FolderLock(file: file)
        while flock(file.rawValue, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw Failure(reason: "its folder '\(path)' cannot be locked (\(SystemError.current.reason(at: path, relativeTo: "/")))")
            }
            guard waited < timeout else {
                throw Failure(reason: "another process has held the lock of its folder '\(path)' for \(Int(timeout)) seconds")
            }
            usleep(20_000)
            // The time waited grows across the folders locked on the way: it passes the delay once.
            if waited < noticeDelay, waited + 0.02 >= noticeDelay { noticeWaiting(path) }
            waited += 0.02
        }
        lock.createdFolder = created
        return lock
    }

    /// Whether the folder locked is still the one at `path`: one its creator removed while this
    /// process waited is not.
    private func isTheFolder(at path: String) -> Bool {
        var locked = stat()
        var current = stat()
        return fstat(file.rawValue, &locked) == 0 && stat(path, &current) == 0 && locked.st_dev == current.st_dev
            && locked.st_ino == current.st_ino
    }
}
