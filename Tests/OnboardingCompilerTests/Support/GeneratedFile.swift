import Foundation
import Testing

/// Files of the repository that are generated from code and checked in: golden files, the schema,
/// the format reference. Each has a test that fails when the file is out of date.
///
/// `ONBOARDC_UPDATE_GENERATED=1 swift test` rewrites them instead of failing.
enum GeneratedFile {
    /// The root of the package, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The shared folder beside the clone, where CI keeps the conformance suites.
    static let sharedFolder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    static var isUpdating: Bool { ProcessInfo.processInfo.environment["ONBOARDC_UPDATE_GENERATED"] == "1" }

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Checks that the file at `relativePath` holds exactly `expected`, or rewrites it when updating.
    static func expect(_ relativePath: String, toEqual expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = packageRoot.appendingPathComponent(relativePath)
        if isUpdating {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: url)
            return
        }
        let actual = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing>"
        #expect(
            actual == expected,
            "\(relativePath) is out of date; run 'ONBOARDC_UPDATE_GENERATED=1 swift test' and review the diff",
            sourceLocation: sourceLocation)
    }

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
