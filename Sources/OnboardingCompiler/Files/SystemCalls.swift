#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The C library's calls under names of their own, for the types whose methods share theirs
// (`FileDescriptor.open`, `write`, `read`, `close`; `AtomicFile.SystemCalls.rename`).

func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }

func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }

func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }

func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }

/// The process's working directory; `/` if it cannot be read (it was removed, or its path is too long).
func workingDirectory() -> String {
    guard let path = getcwd(nil, 0) else { return "/" }
    defer { free(path) }
    return String(cString: path)
}

/// The names of the entries of the directory at `path`, without `.` and `..`, in the order the
/// system lists them; `nil` when it cannot be read.
func directoryContents(atPath path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

/// `path` with every symbolic link on it followed (`realpath`); `path` itself when it leads nowhere.
func resolvingSymbolicLinks(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}
