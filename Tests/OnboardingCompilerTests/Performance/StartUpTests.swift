import Foundation
import Testing

/// What keeps a cold `onboardc build` as quick to start as a Swift hello world.
@Suite struct StartUpTests {
    /// No module of onboardc imports any part of Foundation: on Linux, loading `FoundationEssentials`
    /// alone was a sixth of a cold build of a small spec, and the rest of Foundation loads ICU
    /// (measured in issue 16; Benchmarks/ times the cold start against a hello world).
    /// (An import is at the start of its line; the templates embedded in `BuiltinTemplates.swift`
    /// hold the generated file's own, indented.)
    @Test func noModuleImportsFoundation() throws {
        let sources = GeneratedFile.packageRoot.appendingPathComponent("Sources")
        // The runtime library is the app's, not onboardc's: it translates texts with Foundation.
        let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("OnboardingRuntime/") }
        #expect(paths.count > 100)
        var imports: [String] = []
        for path in paths.sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.range(of: #"^(@\w+\s+)*import\s+(\w+\s+)?Foundation"#, options: .regularExpression) != nil {
                imports.append("Sources/\(path):\(number + 1): \(line)")
            }
        }
        #expect(imports.isEmpty, "\(imports.joined(separator: "\n"))")
    }
}
