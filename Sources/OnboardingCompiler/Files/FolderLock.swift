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
/// folder that does not exist yet, or a path that is no folder, is represented by the nearest
/// folder above it.
final class FolderLock {
    /// A lock that could not be taken, with the reason.
    struct Failure: Error {
        let reason: String
    }

    /// How long `acquire` waits for another process to release the lock by default.
    static let defaultTimeout: Double = 120

    private let file: FileDescriptor

    private init(file: FileDescriptor) {
        self.file = file
    }

    deinit {
        // Closing the descriptor releases the lock.
        file.close()
    }

    /// Locks `folder`, an absolute path, waiting up to `timeout` seconds while another process holds it.
    static func acquire(_ folder: String, timeout: Double = defaultTimeout) throws(Failure) -> FolderLock {
        var locked = folder
        while FileType(at: locked, relativeTo: "/", followingLinks: true) != .directory, FilePath.parent(of: locked) != locked,
            !FilePath.parent(of: locked).isEmpty
        {
            locked = FilePath.parent(of: locked)
        }
        let file: FileDescriptor
        do throws(SystemError) {
            file = try FileDescriptor.open(locked, O_RDONLY | O_DIRECTORY)
        } catch {
            throw Failure(reason: "its folder '\(locked)' cannot be opened to lock it (\(error.reason(at: locked, relativeTo: "/")))")
        }
        let lock = FolderLock(file: file)
        var waited = 0.0
        while flock(file.rawValue, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw Failure(reason: "its folder '\(locked)' cannot be locked (\(SystemError.current.reason(at: locked, relativeTo: "/")))")
            }
            guard waited < timeout else {
                throw Failure(reason: "another process has held the lock of its folder '\(locked)' for \(Int(timeout)) seconds")
            }
            usleep(20_000)
            waited += 0.02
        }
        return lock
    }
}
