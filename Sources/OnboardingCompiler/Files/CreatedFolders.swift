#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a write created on the way to its file, so that a write that is given up removes
/// exactly those, and each only while it is empty.
///
/// A folder is this write's only when its own `mkdir` made it; one that another process made
/// first is never counted. Removal uses `rmdir`, which refuses a folder that holds anything, so a
/// file another build wrote into a folder this one created survives, with the folders around it.
struct CreatedFolders {
    /// Outermost first.
    private var paths: [String] = []

    /// Creates the missing folders of `folder`, an absolute path.
    mutating func create(_ folder: String) throws(SystemError) {
        var missing: [String] = []
        var candidate = folder
        var status = stat()
        while lstat(candidate, &status) != 0, errno == ENOENT {
            missing.append(candidate)
            let parent = FilePath.parent(of: candidate)
            guard parent != candidate, !parent.isEmpty else { break }
            candidate = parent
        }
        for path in missing.reversed() {
            if mkdir(path, 0o777) == 0 {
                paths.append(path)
            } else if errno != EEXIST {
                throw .current
            }
        }
    }

    /// The innermost folder this write created, if any.
    var innermost: String? { paths.last }

    /// Removes the folders this write created, innermost first, stopping at the first that is not
    /// empty.
    mutating func removeWhileEmpty() {
        for path in paths.reversed() {
            guard rmdir(path) == 0 else { break }
        }
        paths = []
    }

    /// Leaves the created folders to the file that was put in place in them.
    mutating func keep() {
        paths = []
    }
}
