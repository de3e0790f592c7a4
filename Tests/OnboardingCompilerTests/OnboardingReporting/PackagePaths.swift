import Foundation

/// Paths of the package and of the files tests compare output against.
enum PackagePaths {
    /// The package root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The contents of `Tests/OnboardingCompilerTests/Golden/<name>`.
    static func golden(_ name: String) throws -> String {
        try String(contentsOf: root.appending(path: "Tests/OnboardingCompilerTests/Golden/\(name)"), encoding: .utf8)
    }
}
