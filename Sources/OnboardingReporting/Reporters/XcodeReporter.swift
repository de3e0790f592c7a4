import OnboardingDiagnostics

/// The one-line format that Xcode, SwiftPM and most editors pick up:
/// `path:line:col: warning: message [rule_id]`.
///
/// File names and messages are written with their invisible characters escaped
/// (`String.escapingInvisibleCharacters`): a file named `p⏎x␛[31m.onboarding.json` is
/// `p\nx\u{1B}[31m.onboarding.json`, so that each diagnostic and each note stays one line and no
/// text reaches the terminal as a control sequence.
public struct XcodeReporter: DiagnosticReporter {
    public init() {}

    public func write(_ diagnostics: [Diagnostic], in context: ReportContext, to output: inout ReportBuffer) {
        // By index, as every reporter: iterating the elements copies each, retaining its strings.
        for index in diagnostics.indices {
            Self.write(diagnostics[index], to: &output)
        }
    }

    /// The Xcode-style line of one diagnostic, without its notes.
    public static func line(for diagnostic: Diagnostic) -> String {
        var output = ReportBuffer()
        writeLine(location: diagnostic.range, severity: diagnostic.severity, message: diagnostic.message, rule: diagnostic.ruleID, to: &output)
        return output.text
    }

    static func line(location: SourceRange?, severity: Diagnostic.Severity, message: String) -> String {
        var output = ReportBuffer()
        writeLine(location: location, severity: severity, message: message, rule: nil, to: &output)
        return output.text
    }

    /// Writes the lines of `diagnostic` and of its notes, each ending with a newline.
    static func write(_ diagnostic: Diagnostic, to output: inout ReportBuffer) {
        writeLine(location: diagnostic.range, severity: diagnostic.severity, message: diagnostic.message, rule: diagnostic.ruleID, to: &output)
        output.write(byte: UInt8(ascii: "\n"))
        for note in diagnostic.notes {
            writeLine(location: note.range, severity: .note, message: note.message, rule: nil, to: &output)
            output.write(byte: UInt8(ascii: "\n"))
        }
    }

    /// Writes one line without its terminator: `path:line:col: severity: message [rule]`.
    static func writeLine(
        location: SourceRange?, severity: Diagnostic.Severity, message: String, rule: String?, to output: inout ReportBuffer
    ) {
        if let location {
            output.writeVisible(location.path)
            output.write(byte: UInt8(ascii: ":"))
            output.write(location.start.line)
            output.write(byte: UInt8(ascii: ":"))
            output.write(location.start.column)
            output.write(": ")
        }
        output.write(severity.name)
        output.write(": ")
        output.writeVisible(message)
        if let rule {
            output.write(" [")
            output.writeVisible(rule)
            output.write(byte: UInt8(ascii: "]"))
        }
    }
}
