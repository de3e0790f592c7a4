import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingTestSupport
import Synchronization
import Testing


/// `onboardc` run in-process in a scratch directory, its output captured.
struct ToolRun {
    final class Buffer: Sendable {
        private let storage = Mutex("")
        var text: String { storage.withLock { $0 } }
        func append(_ text: String) { storage.withLock { $0 += text } }
    }

    let directory: URL
    let standardOutput = Buffer()
    let standardError = Buffer()

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("onboardc-hardening-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    func write(_ text: String, to name: String) throws {
        try write(Array(text.utf8), to: name)
    }

    func write(_ bytes: [UInt8], to name: String) throws {
        let url = url(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url(name), encoding: .utf8)
    }

    /// The context of a run in the scratch directory, its output captured.
    func context() -> ToolContext {
        let standardOutput = standardOutput
        let standardError = standardError
        return ToolContext(
            currentDirectory: directory.path,
            writeStandardOutput: { standardOutput.append($0) },
            writeStandardError: { standardError.append($0) })
    }

    /// Runs `arguments` in-process and returns the exit status.
    func callAsFunction(_ arguments: [String]) -> OnboardingCompiler.ExitStatus {
        CommandLineTool(context: context()).run(arguments)
    }

    func callAsFunction(_ arguments: String...) -> OnboardingCompiler.ExitStatus { self(arguments) }

    func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// The `onboardc` executable that `swift test` builds beside the test bundle.
enum OnboardcBinary {
    struct NotFound: Error, CustomStringConvertible {
        var description: String { "the onboardc executable was not found beside the tests; run 'swift build' first" }
    }

    struct Result {
        var status: Int32
        /// Whether the process ended by a signal (a crash) rather than by exiting.
        var wasSignalled: Bool
        /// Whether the process was still running at the time limit, and was killed.
        var timedOut = false
        var output: String
        var errors: String
    }

    static func url() throws -> URL {
        var candidates: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("onboardc"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("onboardc"))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("onboardc"))
        candidates.append(GeneratedFile.packageRoot.appendingPathComponent(".build/debug/onboardc"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotFound()
        }
        return found
    }

    /// Runs the real binary with `arguments` in `directory`, its output going to files, with
    /// `environment` added to the test's; kills it after `timeLimit` seconds. With an `executable`,
    /// runs that with `prefix` before the arguments instead, to run the binary through it (`setpriv`).
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], timeLimit: TimeInterval = 120,
        executable: URL? = nil, prefix: [String] = []
    ) throws -> Result {
        let outputFile = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errorFile = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        let output = try FileHandle(forWritingTo: outputFile)
        let errors = try FileHandle(forWritingTo: errorFile)
        let process = Process()
        process.executableURL = try executable ?? url()
        process.arguments = prefix + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let deadline = Date(timeIntervalSinceNow: timeLimit)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Result(
            status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
            output: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }
}

/// Checks that every position of `diagnostics` lies inside `source` and agrees with its offset.
func expectValidPositions(
    _ diagnostics: [Diagnostic], in source: SourceFile, _ comment: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var ranges: [SourceRange] = []
    for diagnostic in diagnostics {
        ranges += [diagnostic.range].compactMap { $0 } + diagnostic.notes.compactMap(\.range)
        if let fixIt = diagnostic.fixIt { ranges.append(fixIt.range) }
    }
    for range in ranges {
        for position in [range.start, range.end] {
            let valid =
                position.line >= 1 && position.column >= 1 && position.offset >= 0 && position.offset <= source.bytes.count
                && position.line <= source.lineCount && source.position(at: position.offset) == position
            #expect(valid, "position \(position) outside \(source.bytes.count) bytes; \(comment())", sourceLocation: sourceLocation)
        }
        #expect(range.start.offset <= range.end.offset, "range ends before it starts; \(comment())", sourceLocation: sourceLocation)
    }
}

extension SeededRandomNumbers {
    /// The seed of the property tests: `ONBOARDC_PROPERTY_SEED` when set, else a fixed default.
    static var propertySeed: UInt64 {
        if let text = ProcessInfo.processInfo.environment["ONBOARDC_PROPERTY_SEED"], let seed = UInt64(text) {
            return seed
        }
        return 20_261_121
    }
}
