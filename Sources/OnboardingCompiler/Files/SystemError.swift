#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call on a file that failed, with its `errno`, told as a person would want to read it.
struct SystemError: Error, Equatable {
    let code: Int32

    /// The error of the system call that just failed.
    static var current: SystemError { SystemError(code: errno) }

    /// Why a call on `path` (resolved against `directory` when relative) failed: "no such file",
    /// "'x' is a file, not a directory", "permission denied".
    func reason(at path: String, relativeTo directory: String) -> String {
        switch code {
        case ENOENT: return "no such file"
        case ENOTDIR:
            guard let file = Self.fileInPlaceOfADirectory(in: path, relativeTo: directory) else { return "no such file" }
            return "'\(file)' is a file, not a directory"
        case EISDIR: return "it is a directory"
        case EACCES, EPERM: return "permission denied"
        case EROFS: return "the file system is read-only"
        case ENOSPC: return "no space left on the device"
        case EDQUOT: return "the disk quota is used up"
        case ENAMETOOLONG: return "the name is too long for the file system"
        default:
            let text = String(cString: strerror(code))
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// The outermost folder of `path` that is in fact not a directory, as `path` names it.
    private static func fileInPlaceOfADirectory(in path: String, relativeTo directory: String) -> String? {
        var ancestors: [String] = []
        var folder = FilePath.parent(of: path)
        while !folder.isEmpty, folder != "/", folder != "." {
            ancestors.append(folder)
            folder = FilePath.parent(of: folder)
        }
        return ancestors.reversed().first { ancestor in
            let type = FileType(at: ancestor, relativeTo: directory, followingLinks: true)
            return type != nil && type != .directory
        }
    }
}

/// What kind of file a path names.
enum FileType: Equatable {
    case regular, directory, symbolicLink, fifo, socket, device

    init(_ status: stat) {
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: self = .device
        }
    }

    /// The type of the file at `path` (resolved against `directory`), or `nil` when there is none.
    init?(at path: String, relativeTo directory: String, followingLinks: Bool) {
        var status = stat()
        let resolved = FilePath.resolve(path, against: directory)
        guard (followingLinks ? stat(resolved, &status) : lstat(resolved, &status)) == 0 else { return nil }
        self.init(status)
    }

    /// Whether a finished output may be renamed over a file of this type. A device or a socket is
    /// not: it is no file of the folder but a way into the system (`/dev/null`, `/dev/log`), which
    /// renaming would remove for everyone, as root can.
    var canBeReplacedByOutput: Bool {
        self != .device && self != .socket
    }

    /// Why a file of this type cannot be read or written as a file of text, or `nil` for a regular file.
    var problem: String? {
        switch self {
        case .regular: nil
        case .directory: "it is a directory"
        case .symbolicLink: "it is a symbolic link"
        case .fifo: "it is a FIFO (named pipe), not a regular file"
        case .socket: "it is a socket, not a regular file"
        case .device: "it is a device, not a regular file"
        }
    }
}
