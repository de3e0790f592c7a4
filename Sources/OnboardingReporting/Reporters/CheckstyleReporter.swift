import OnboardingDiagnostics

/// Checkstyle XML, which Jenkins (Warnings Next Generation), reviewdog and many CI dashboards read.
///
/// Every checked file gets a `<file>` element, with or without findings. Severity note becomes
/// Checkstyle's `info`; attached notes become extra lines of the message.
public struct CheckstyleReporter: DiagnosticReporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], in context: ReportContext) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for (path, diagnostics) in FileGroups.group(diagnostics, checkedPaths: context.checkedPaths) {
            guard !diagnostics.isEmpty else {
                output += "  <file name=\"\(XMLEscaping.attribute(path))\"/>\n"
                continue
            }
            output += "  <file name=\"\(XMLEscaping.attribute(path))\">\n"
            for diagnostic in diagnostics {
                output += "    " + Self.element(for: diagnostic) + "\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    private static func element(for diagnostic: Diagnostic) -> String {
        var attributes: [(String, String)] = []
        if let range = diagnostic.range {
            attributes += [("line", String(range.start.line)), ("column", String(range.start.column))]
        }
        attributes += [
            ("severity", diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue),
            ("message", diagnostic.messageWithNotes),
            ("source", "onboardc." + diagnostic.reportedRuleID),
        ]
        return "<error " + attributes.map { "\($0)=\"\(XMLEscaping.attribute($1))\"" }.joined(separator: " ") + "/>"
    }
}
