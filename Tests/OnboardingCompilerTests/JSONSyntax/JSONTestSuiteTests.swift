import Foundation
@testable import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
import Testing


/// Runs the parser over the parsing tests of Nicolas Seriot's JSONTestSuite, kept in the shared
/// checkout next to the package: `y_` files must parse, `n_` files must fail with a positioned
/// error, and `i_` files may do either but must not crash.
@Suite struct JSONTestSuiteTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Syntax
        .deletingLastPathComponent()  // OnboardingCompilerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("../shared/conformance/JSONTestSuite/test_parsing", isDirectory: true)
        .standardizedFileURL

    static let fileNames: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".json") }
        .sorted()

    static let isPresent = !fileNames.isEmpty

    /// On CI a missing checkout is a failure, so that the conformance run cannot silently vanish.
    static let isRunningOnCI = ProcessInfo.processInfo.environment["CI"] == "true"

    @Test(
        "JSONTestSuite checkout is present and complete",
        .enabled(
            if: isPresent || isRunningOnCI,
            "JSONTestSuite not found at ../shared/conformance/JSONTestSuite/test_parsing; set CI=true to make this a failure"
        )
    )
    func suiteIsComplete() throws {
        try #require(Self.isPresent, "JSONTestSuite not found at \(Self.directory.path)")
        #expect(Self.fileNames.count == 318)
        #expect(Self.fileNames.filter { $0.hasPrefix("y_") }.count == 95)
        #expect(Self.fileNames.filter { $0.hasPrefix("n_") }.count == 188)
        #expect(Self.fileNames.filter { $0.hasPrefix("i_") }.count == 35)
    }

    @Test(.enabled(if: isPresent, "JSONTestSuite not found"), arguments: fileNames)
    func parse(fileName: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(fileName))
        let (tree, diagnostics) = JSONParser.parse(SourceFile(path: fileName, bytes: [UInt8](data)))
        let errors = diagnostics.filter { $0.severity == .error }
        for diagnostic in diagnostics {
            let range = try #require(diagnostic.range, "\(fileName): \(diagnostic.message)")
            #expect(range.start.line >= 1 && range.start.column >= 1, "\(fileName): \(diagnostic.message)")
            #expect(range.start.offset <= range.end.offset && range.end.offset <= data.count, "\(fileName)")
        }
        switch fileName.first {
        case "y":
            #expect(errors.isEmpty, "\(fileName): \(errors.map(\.positionedMessage))")
            #expect(tree.root != nil, "\(fileName)")
        case "n":
            #expect(!errors.isEmpty, "\(fileName) was accepted")
        default:
            break
        }
    }
}
