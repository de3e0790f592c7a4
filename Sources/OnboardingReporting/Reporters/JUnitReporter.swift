import OnboardingDiagnostics

/// JUnit XML, which Jenkins, GitLab and most CI systems show as test results.
///
/// Each checked file is a `<testsuite>`. Each error or warning is a failing `<testcase>` named
/// `path:line:col` in class `onboardc.<rule_id>`; a file without errors or warnings is one passing
/// test case, so that it still counts. Diagnostics of severity note are left out.
public struct JUnitReporter: DiagnosticReporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], in context: ReportContext) -> String {
        let failing = diagnostics.filter { $0.severity != .note }
        let groups = FileGroups.group(failing, checkedPaths: context.checkedPaths)
        let testCount = groups.map { max(1, $0.diagnostics.count) }.reduce(0, +)
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"onboardc\" tests=\"\(testCount)\" failures=\"\(failing.count)\" errors=\"0\">\n"
        for (path, diagnostics) in groups {
            let name = XMLEscaping.attribute(path)
            output += "  <testsuite name=\"\(name)\" tests=\"\(max(1, diagnostics.count))\" "
            output += "failures=\"\(diagnostics.count)\" errors=\"0\" skipped=\"0\">\n"
            if diagnostics.isEmpty {
                output += "    <testcase classname=\"onboardc\" name=\"\(name)\"/>\n"
            }
            for diagnostic in diagnostics {
                output += Self.testCase(for: diagnostic, in: context)
            }
            output += "  </testsuite>\n"
        }
        return output + "</testsuites>\n"
    }

    private static func testCase(for diagnostic: Diagnostic, in context: ReportContext) -> String {
        let location = diagnostic.range.map { "\($0.path):\($0.start.line):\($0.start.column)" } ?? "onboardc"
        let details = XcodeReporter().report([diagnostic], in: context).dropLast()
        let attribute = XMLEscaping.attribute
        return """
                <testcase classname="\(attribute("onboardc." + diagnostic.reportedRuleID))" name="\(attribute(location))">
                  <failure type="\(diagnostic.severity.rawValue)" message="\(attribute(diagnostic.message))">\
            \(XMLEscaping.content(String(details)))</failure>
                </testcase>

            """
    }
}
