import Foundation
import Testing

/// Programs outside the toolchain that some tests check output with: Python's `jsonschema` for
/// the JSON Schema, Graphviz `dot` for diagrams.
///
/// Outside CI a test whose program is missing is skipped with the reason; under `CI=true` it fails,
/// so CI never passes by skipping.
enum ExternalTool {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether `python3` can import `jsonschema`.
    static let hasPythonJSONSchema: Bool = (try? run("python3", ["-c", "import jsonschema"]).status) == 0

    /// Whether Graphviz `dot` runs.
    static let hasGraphviz: Bool = (try? run("dot", ["-V"]).status) == 0

    /// Skips the current test, or fails it under CI, unless `isAvailable`.
    static func require(_ isAvailable: Bool, _ what: String) throws {
        guard !isAvailable else { return }
        guard !GeneratedFile.isCI else { throw Missing(description: "\(what) is not installed, and CI=true requires it") }
        try Test.cancel("Skipped: \(what) is not installed")
    }

    /// Runs `program` found on `PATH` with `arguments`, `input` on its standard input; output goes
    /// through files so that a full pipe never blocks it.
    static func run(_ program: String, _ arguments: [String], input: Data = Data()) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("onboardc-tool-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputFile = directory.appendingPathComponent("stdin")
        let outputFile = directory.appendingPathComponent("stdout")
        let errorFile = directory.appendingPathComponent("stderr")
        try input.write(to: inputFile)
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let standardInput = try FileHandle(forReadingFrom: inputFile)
        let standardOutput = try FileHandle(forWritingTo: outputFile)
        let standardError = try FileHandle(forWritingTo: errorFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.currentDirectoryURL = directory
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        process.waitUntilExit()
        try standardInput.close()
        try standardOutput.close()
        try standardError.close()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }
}
