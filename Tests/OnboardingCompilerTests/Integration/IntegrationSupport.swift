import Foundation
import Testing

/// The slow tests that run onboardc where users run it: a package built with the build tool plugin,
/// and the pre-commit hook run by pre-commit. They build onboardc again from scratch (a debug build
/// for the plugin, a release build inside pre-commit), so they run only when asked for with
/// `ONBOARDC_INTEGRATION=1`, and always on CI (`CI=true`), where `.ci/run` sets them up. One at a
/// time, since each build already uses every core.
@Suite(
    "Integration", .serialized,
    .enabled(if: Integration.isEnabled, "set ONBOARDC_INTEGRATION=1 (or CI=true) to run the integration tests"))
struct IntegrationTests {}

enum Integration {
    static var environment: [String: String] { ProcessInfo.processInfo.environment }

    static var isCI: Bool { environment["CI"] == "true" }

    static var isEnabled: Bool { environment["ONBOARDC_INTEGRATION"] == "1" || isCI }

    /// The root of this package, which the tests use as the onboardc package and as the pre-commit hook repository.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What a process wrote, standard output and standard error interleaved as a terminal shows them.
    struct Result {
        var status: Int32
        var output: String
        /// The wall time of the run, in seconds.
        var seconds: Double
    }

    struct ToolNotFound: Error, CustomStringConvertible {
        let name: String
        var description: String { "'\(name)' is not on PATH" }
    }

    /// The executable `name` on `PATH`, else in `fallbacks`.
    static func executable(_ name: String, fallbacks: [String] = []) -> String? {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for path in directories.map({ "\($0)/\(name)" }) + fallbacks where FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        return nil
    }

    /// The `swift` driver of the toolchain running the tests.
    static func swift() throws -> String {
        guard let path = executable("swift", fallbacks: ["/opt/swift/usr/bin/swift"]) else { throw ToolNotFound(name: "swift") }
        return path
    }

    /// Runs `executable` with `arguments` in `directory`, its output going to a file so a full pipe never blocks it.
    static func run(_ executable: String, _ arguments: [String], in directory: URL, environment: [String: String]? = nil) throws -> Result {
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("onboardc-integration-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: logURL) }
        let log = try FileHandle(forWritingTo: logURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = log
        process.standardError = log
        let start = Date()
        try process.run()
        process.waitUntilExit()
        try log.close()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: logURL), as: UTF8.self),
            seconds: Date().timeIntervalSince(start))
    }

    /// A new empty folder under the temporary directory, with symbolic links resolved so that paths
    /// tools print compare equal to it.
    static func makeTemporaryDirectory(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath()
    }

    /// The 1-based line and column (in UTF-8 bytes, as onboardc counts them for ASCII text) where
    /// `needle` first occurs in `text`.
    static func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<range.lowerBound].utf8.count + 1)
    }
}
