import Foundation
import Testing

/// Compiles and runs small Swift programs with the toolchain's `swiftc`, for tests that check that
/// generated source really compiles and means what it should.
enum SwiftCompiler {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String { "swiftc not found: set SWIFTC, put swiftc on PATH or install Swift in /opt/swift" }
    }

    /// `$SWIFTC`, else `swiftc` on `PATH`, else `/opt/swift/usr/bin/swiftc`.
    static func executable() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let fileManager = FileManager.default
        if let path = environment["SWIFTC"], fileManager.isExecutableFile(atPath: path) { return path }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/swiftc"
            if fileManager.isExecutableFile(atPath: path) { return path }
        }
        let fallback = "/opt/swift/usr/bin/swiftc"
        if fileManager.isExecutableFile(atPath: fallback) { return fallback }
        throw NotFound()
    }

    /// Type-checks `source` as `main.swift`.
    static func typecheck(_ source: String) throws -> Result {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("main.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            return try run(try executable(), ["-typecheck", file.path], in: directory)
        }
    }

    /// The flags that compile a program against `OnboardingRuntime`, built once from
    /// `Sources/OnboardingRuntime` into a static library the first time a test asks.
    static func runtimeFlags() throws -> [String] {
        try runtimeFlags(in: runtime.get())
    }

    /// The flags that compile a program against the runtime built in `directory`.
    private static func runtimeFlags(in directory: URL) -> [String] {
        ["-I", directory.path, "-L", directory.path, "-lOnboardingRuntime"]
    }

    /// The files of `Sources/OnboardingRuntime`, by name.
    static func runtimeSources() throws -> [String: String] {
        let folder = GeneratedFile.packageRoot.appendingPathComponent("Sources/OnboardingRuntime")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        return try Dictionary(uniqueKeysWithValues: names.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) })
    }

    /// The folder that holds the built `OnboardingRuntime` module and library, removed when the
    /// tests exit.
    private static let runtime = Swift.Result<URL, any Error> {
        let directory = sharedRuntimeFolder()
        atexit { try? FileManager.default.removeItem(at: sharedRuntimeFolder()) }
        try buildRuntime(runtimeSources(), in: directory)
        return directory
    }

    /// This process's folder for the runtime that every test shares.
    private static func sharedRuntimeFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("onboardc-runtime-\(getpid())", isDirectory: true)
    }

    /// Builds `sources` as the module `OnboardingRuntime`, a static library, in `directory`.
    private static func buildRuntime(_ sources: [String: String], in directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var paths: [String] = []
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            let file = directory.appendingPathComponent(name)
            try source.write(to: file, atomically: true, encoding: .utf8)
            paths.append(file.path)
        }
        let module = directory.appendingPathComponent("OnboardingRuntime.swiftmodule")
        let library = directory.appendingPathComponent("libOnboardingRuntime.a")
        let built = try run(
            try executable(),
            ["-swift-version", "6", "-parse-as-library", "-module-name", "OnboardingRuntime", "-emit-module", "-emit-module-path", module.path,
             "-emit-library", "-static", "-o", library.path] + paths,
            in: directory)
        guard built.status == 0 else { throw RuntimeBuildFailed(errors: built.errors) }
    }

    struct RuntimeBuildFailed: Error, CustomStringConvertible {
        var errors: String
        var description: String { "OnboardingRuntime does not build: \(errors)" }
    }

    /// Compiles `source` as `main.swift` and runs it; the result is the compiler's if it fails.
    static func compileAndRun(_ source: String) throws -> Result {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("main.swift")
            let binary = directory.appendingPathComponent("main")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let compiled = try run(try executable(), ["-Onone", file.path, "-o", binary.path], in: directory)
            guard compiled.status == 0 else { return compiled }
            return try run(binary.path, [], in: directory)
        }
    }

    /// The flags generated code must compile with: Swift 6, complete concurrency checking, no warnings.
    static let strictFlags = ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]

    /// Compiles `files` (name → source, one of them `main.swift`) with `flags` against the runtime,
    /// or against a runtime built from `runtime` when given, and runs the program.
    static func compileAndRun(files: [String: String], flags: [String], runtime sources: [String: String]? = nil) throws -> Result {
        try compileAndLaunch(files: files, flags: flags, runtime: sources, launches: [[]])[0]
    }

    /// Compiles `files` as `compileAndRun(files:flags:runtime:)` does and runs the program once for
    /// each of `launches`, the arguments of each run, in order, as a user launches an app again;
    /// the results of the runs, or the compiler's alone if it fails. The runs share a folder for
    /// `UserDefaults`, removed with the program.
    static func compileAndLaunch(
        files: [String: String], flags: [String], runtime sources: [String: String]? = nil, launches: [[String]]
    ) throws -> [Result] {
        try withTemporaryDirectory { directory in
            let linking: [String]
            if let sources {
                let runtime = directory.appendingPathComponent("OnboardingRuntime", isDirectory: true)
                try buildRuntime(sources, in: runtime)
                linking = Self.runtimeFlags(in: runtime)
            } else {
                linking = try Self.runtimeFlags()
            }
            var paths: [String] = []
            for (name, source) in files.sorted(by: { $0.key < $1.key }) {
                let file = directory.appendingPathComponent(name)
                try source.write(to: file, atomically: true, encoding: .utf8)
                paths.append(file.path)
            }
            let binary = directory.appendingPathComponent("program")
            let compiled = try run(try executable(), ["-Onone"] + flags + linking + paths + ["-o", binary.path], in: directory)
            guard compiled.status == 0 else { return [compiled] }
            return try launches.map { try run(binary.path, $0, in: directory) }
        }
    }

    private static func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("onboardc-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// Runs `executable`, its output going to files so that a full pipe never blocks it.
    private static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> Result {
        let outputFile = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errorFile = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = try FileHandle(forWritingTo: errorFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // swiftc leaves an empty temporary folder behind, and Foundation on Linux writes
        // `UserDefaults` under `XDG_CONFIG_HOME`: let both be in a folder that is removed.
        let folders = ["TMPDIR": directory.path, "XDG_CONFIG_HOME": directory.path]
        process.environment = ProcessInfo.processInfo.environment.merging(folders) { _, ours in ours }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }
}
