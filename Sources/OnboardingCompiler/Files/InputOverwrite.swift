#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import OnboardingLocalization
import OnboardingModel

/// An output of a run that names a file the run reads, or a file of a kind onboardc only reads:
/// `lint A.onboarding.json --output A.onboarding.json` would replace the spec with its report, and
/// `lint Specs --reporter json --output Specs/B.onboarding.json` another spec of the folder.
struct InputOverwrite {
    /// The options whose value is a file a run writes.
    static let outputOptions = ["--output", "--output-file", "--report-output", "--write-baseline"]
    /// The options whose value is a file a run reads, besides the specs it is given.
    static let inputOptions = ["--catalog", "--baseline", "--config"]

    /// The output option at fault.
    let option: String
    /// The path it was given.
    let path: String
    /// What is wrong with the path, as the message says it.
    private let fault: String

    /// The first output of `arguments` that is the same file as one of its inputs (through links
    /// and however the paths are written), else the first that is named as a spec, a String
    /// Catalog or onboardc's configuration are; `nil` when there is none.
    init?(in arguments: CommandLineArguments, directory: String) {
        let outputs = Self.outputOptions.compactMap { option in arguments.value(option).map { (option: option, path: $0) } }
        guard !outputs.isEmpty else { return nil }
        // Writing a baseline reads none: `--baseline b.json --write-baseline b.json` renews it.
        let inputOptions = arguments.has("--write-baseline") ? Self.inputOptions.filter { $0 != "--baseline" } : Self.inputOptions
        let inputs = (arguments.positionals + inputOptions.compactMap(arguments.value)).compactMap {
            FileIdentity(at: $0, relativeTo: directory)
        }
        if let output = outputs.first(where: { FileIdentity(at: $0.path, relativeTo: directory).map(inputs.contains) ?? false }) {
            (option, path) = output
            fault = "which this run reads; writing it would replace that file"
        } else if let (output, kind) = outputs.lazy.compactMap({ output in Self.kindOfInput(named: output.path).map { (output, $0) } }).first {
            (option, path) = output
            fault = "the name of \(kind), which onboardc reads and never writes"
        } else {
            return nil
        }
    }

    var message: String {
        "'\(option)' names \(path.quotedForDiagnostic), \(fault), so name another"
    }

    /// The kind of file `path` is named as, when onboardc only reads files of that kind.
    private static func kindOfInput(named path: String) -> String? {
        let name = FilePath.lastComponent(of: path)
        if name.lowercased().hasSuffix(SpecFormat.fileSuffix) { return "a spec" }
        if StringCatalogs.namesCatalogFile(name) { return "a String Catalog" }
        if name == ProjectConfiguration.fileName { return "onboardc's configuration" }
        return nil
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
