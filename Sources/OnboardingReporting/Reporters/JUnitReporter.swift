import OnboardingDiagnostics

/// JUnit XML, which Jenkins, GitLab and most CI systems show as test results.
///
/// Each checked file is a `<testsuite>`. Each error or warning is a failing `<testcase>` named
/// `path:line:col` in class `onboardc.<rule_id>`, whose failure holds its Xcode lines; a file
/// without errors or warnings is one passing test case, so that it still counts. Diagnostics of
/// severity note are left out.
public struct JUnitReporter: DiagnosticReporter {
    public init() {}

    public func write(_ diagnostics: [Diagnostic], in context: ReportContext, to output: inout ReportBuffer) {
        let groups = FileGroups.group(diagnostics, checkedPaths: context.checkedPaths, leavingOutNotes: true)
        let testCount = groups.map { max(1, $0.indices.count) }.reduce(0, +)
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"onboardc\" tests=\"")
        output.write(testCount)
        output.write("\" failures=\"")
        output.write(groups.map(\.indices.count).reduce(0, +))
        output.write("\" errors=\"0\">\n")
        // The Xcode lines of one diagnostic, escaped into its failure element.
        var details = ReportBuffer()
        for (path, indices) in groups {
            output.write("  <testsuite name=\"")
            XMLEscaping.writeAttribute(path, to: &output)
            output.write("\" tests=\"")
            output.write(max(1, indices.count))
            output.write("\" failures=\"")
            output.write(indices.count)
            output.write("\" errors=\"0\" skipped=\"0\">\n")
            if indices.isEmpty {
                output.write("    <testcase classname=\"onboardc\" name=\"")
                XMLEscaping.writeAttribute(path, to: &output)
                output.write("\"/>\n")
            }
            for index in indices {
                details.removeAll()
                XcodeReporter.write(diagnostics[index], to: &details)
                Self.writeTestCase(for: diagnostics[index], details: details, to: &output)
            }
            output.write("  </testsuite>\n")
        }
        output.write("</testsuites>\n")
    }

    private static func writeTestCase(for diagnostic: Diagnostic, details: ReportBuffer, to output: inout ReportBuffer) {
        output.write("    <testcase classname=\"")
        XMLEscaping.writeAttribute(diagnostic.reportedSource, to: &output)
        output.write("\" name=\"")
        if let range = diagnostic.range {
            XMLEscaping.writeAttribute(range.path, to: &output)
            output.write(byte: UInt8(ascii: ":"))
            output.write(range.start.line)
            output.write(byte: UInt8(ascii: ":"))
            output.write(range.start.column)
        } else {
            output.write("onboardc")
        }
        output.write("\">\n      <failure type=\"")
        output.write(diagnostic.severity.name)
        output.write("\" message=\"")
        XMLEscaping.writeAttribute(diagnostic.message, to: &output)
        output.write("\">")
        // The lines without the last newline.
        details.withBytes { XMLEscaping.writeContent(UnsafeBufferPointer(rebasing: $0.dropLast()), to: &output) }
        output.write("</failure>\n    </testcase>\n")
    }
}
