#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An output of a run that names a file the command line names as an input: `lint
/// A.onboarding.json --output A.onboarding.json` would replace the spec with its report.
struct InputOverwrite {
    /// The options whose value is a file a run writes.
    static let outputOptions = ["--output", "--output-file", "--report-output", "--write-baseline"]
    /// The options whose value is a file a run reads, besides the specs it is given.
    static let inputOptions = ["--catalog", "--baseline", "--config"]

    /// The output option at fault.
    let option: String
    /// The path it was given.
    let path: String

    /// The first output of `arguments` that is the same file as one of its inputs (through links
    /// and however the paths are written), or `nil` when there is none.
    init?(in arguments: CommandLineArguments, directory: String) {
        guard Self.outputOptions.contains(where: arguments.has) else { return nil }
        // Writing a baseline reads none: `--baseline b.json --write-baseline b.json` renews it.
        let inputOptions = arguments.has("--write-baseline") ? Self.inputOptions.filter { $0 != "--baseline" } : Self.inputOptions
        let inputs = (arguments.positionals + inputOptions.compactMap(arguments.value)).compactMap {
            FileIdentity(at: $0, relativeTo: directory)
        }
        guard !inputs.isEmpty else { return nil }
        for option in Self.outputOptions {
            guard let path = arguments.value(option), let output = FileIdentity(at: path, relativeTo: directory),
                inputs.contains(output)
            else { continue }
            self.option = option
            self.path = path
            return
        }
        return nil
    }

    var message: String {
        "'\(option)' names \(path.quotedForDiagnostic), which this run reads; writing it would replace that file, so name another"
    }
}

/// Which file a path names, whatever links lead to it: its device and inode.
private struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// The regular file at `path` (resolved against `directory`), or `nil` when there is none.
    init?(at path: String, relativeTo directory: String) {
        var status = stat()
        guard stat(FilePath.resolve(path, against: directory), &status) == 0, FileType(status) == .regular else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
