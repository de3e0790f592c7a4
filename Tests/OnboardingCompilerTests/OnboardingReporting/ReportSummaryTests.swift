@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
import Testing


@Suite struct ReportSummaryTests {
    @Test(arguments: [
        (ReportSummary(errors: 1, warnings: 0, notes: 0, files: 1), "1 error, 0 warnings in 1 file"),
        (ReportSummary(errors: 0, warnings: 1, notes: 3, files: 2), "0 errors, 1 warning in 2 files"),
        (ReportSummary(errors: 2, warnings: 5, notes: 0, files: 0), "2 errors, 5 warnings in 0 files"),
    ])
    func pluralisesEachCount(summary: ReportSummary, line: String) {
        #expect(summary.line == line)
    }

    @Test func countsTheFixtureBySeverity() {
        let summary = ReportSummary(ReporterFixture.diagnostics, in: ReporterFixture.context)
        #expect(summary == ReportSummary(errors: 3, warnings: 2, notes: 1, files: 3))
        #expect(summary.line == "3 errors, 2 warnings in 3 files")
    }

    @Test func countsTheDiagnosticsLeftOutWithTheOnesGiven() {
        var context = ReporterFixture.context
        var leftOut = BoundedDiagnostics.Counts()
        leftOut[.error] = 4
        leftOut[.warning] = 10_001
        context.leftOut = leftOut
        let summary = ReportSummary(ReporterFixture.diagnostics, in: context)
        #expect(summary == ReportSummary(errors: 7, warnings: 10_003, notes: 1, files: 3))
        #expect(summary.line == "7 errors, 10003 warnings in 3 files")
    }

    @Test func reporterKindsParseTheirCommandLineNames() {
        #expect(
            ReporterKind.allCases.map(\.rawValue) == [
                "xcode", "pretty", "json", "sarif", "github-actions", "checkstyle", "junit",
            ])
        #expect(ReporterKind(rawValue: "github-actions") == .githubActions)
        #expect(ReporterKind(rawValue: "githubActions") == nil)
        #expect(ReporterKind.pretty.makeReporter() is PrettyReporter)
        #expect(ReporterKind.sarif.makeReporter() is SARIFReporter)
        #expect((ReporterKind.pretty.makeReporter(useColors: true) as? PrettyReporter)?.useColors == true)
    }
}
