import OnboardingDiagnostics

/// The one-line format that Xcode, SwiftPM and most editors pick up:
/// `path:line:col: warning: message [rule_id]`.
public struct XcodeReporter: DiagnosticReporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], in context: ReportContext) -> String {
        var output = ""
        for diagnostic in diagnostics {
            output += Self.line(for: diagnostic) + "\n"
            for note in diagnostic.notes {
                output += Self.line(location: note.range, severity: .note, message: note.message) + "\n"
            }
        }
        return output
    }

    /// The Xcode-style line of one diagnostic, without its notes.
    public static func line(for diagnostic: Diagnostic) -> String {
        let suffix = diagnostic.ruleID.map { " [\($0)]" } ?? ""
        return line(location: diagnostic.range, severity: diagnostic.severity, message: diagnostic.message + suffix)
    }

    static func line(location: SourceRange?, severity: Diagnostic.Severity, message: String) -> String {
        let prefix = location.map { "\($0.path):\($0.start.line):\($0.start.column): " } ?? ""
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}
