@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
import OnboardingLint
@testable import OnboardingReporting

/// Runs specs written inline in tests through the compiler and renders what it reports.
enum Pipeline {
    /// The Xcode-style lines of every diagnostic (notes included) for `json`, as if read from `path`.
    static func lines(_ json: String, path: String = "Test.onboarding.json", strict: Bool = false) -> [String] {
        let checked = check(json, path: path, strict: strict)
        let report = XcodeReporter().report(checked.diagnostics, in: ReportContext(checkedPaths: [path], toolVersion: "test"))
        return report.split(separator: "\n").map(String.init)
    }

    /// The lines of `lines(_:)` but those of lint rules and the summary: what the stages before
    /// lint report.
    static func linesBeforeLint(_ json: String) -> [String] {
        lines(json).filter { line in
            !RuleCatalog.lintRules.contains { line.hasSuffix("[\($0.id)]") } && !line.hasSuffix("in 1 file")
        }
    }

    static func check(_ json: String, path: String = "Test.onboarding.json", strict: Bool = false) -> Compiler.CheckedSpec {
        Compiler(options: .init(isStrict: strict)).check(SourceFile(path: path, text: json))
    }
}
