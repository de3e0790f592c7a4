import OnboardingDiagnostics

/// Checkstyle XML, which Jenkins (Warnings Next Generation), reviewdog and many CI dashboards read.
///
/// Every checked file gets a `<file>` element, with or without findings. Severity note becomes
/// Checkstyle's `info`; attached notes become extra lines of the message, in the Xcode format.
public struct CheckstyleReporter: DiagnosticReporter {
    public init() {}

    public func write(_ diagnostics: [Diagnostic], in context: ReportContext, to output: inout ReportBuffer) {
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        for (path, indices) in FileGroups.group(diagnostics, checkedPaths: context.checkedPaths) {
            output.write("  <file name=\"")
            XMLEscaping.writeAttribute(path, to: &output)
            guard !indices.isEmpty else {
                output.write("\"/>\n")
                continue
            }
            output.write("\">\n")
            for index in indices {
                Self.writeElement(for: diagnostics[index], to: &output)
            }
            output.write("  </file>\n")
        }
        output.write("</checkstyle>\n")
    }

    private static func writeElement(for diagnostic: Diagnostic, to output: inout ReportBuffer) {
        output.write("    <error")
        if let range = diagnostic.range {
            output.write(" line=\"")
            output.write(range.start.line)
            output.write("\" column=\"")
            output.write(range.start.column)
            output.write(byte: UInt8(ascii: "\""))
        }
        output.write(" severity=\"")
        output.write(diagnostic.severity == .note ? "info" : diagnostic.severity.name)
        output.write("\" message=\"")
        XMLEscaping.writeAttribute(diagnostic.message, to: &output)
        for note in diagnostic.notes {
            output.write("&#10;")
            XMLEscaping.writeAttribute(XcodeReporter.line(location: note.range, severity: .note, message: note.message), to: &output)
        }
        output.write("\" source=\"")
        XMLEscaping.writeAttribute(diagnostic.reportedSource, to: &output)
        output.write("\"/>\n")
    }
}
