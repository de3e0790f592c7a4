import OnboardingDiagnostics

/// GitHub Actions workflow commands, which the runner turns into annotations on the pull request:
/// `::error file=a.json,line=2,col=3,endLine=2,endColumn=8,title=onboardc [rule]::message`.
///
/// Notes attached to a diagnostic become extra lines of its message. Columns are left out when a
/// range spans several lines, as GitHub requires. Text is escaped as `@actions/core` escapes it
/// (`%`, CR and LF, and in properties `:` and `,`), and its other invisible characters as
/// `String.escapingInvisibleCharacters` escapes them, since the log shows commands as they are.
public struct GitHubActionsReporter: DiagnosticReporter {
    public init() {}

    public func write(_ diagnostics: [Diagnostic], in context: ReportContext, to output: inout ReportBuffer) {
        for index in diagnostics.indices {
            Self.writeCommand(for: diagnostics[index], to: &output)
            output.write(byte: UInt8(ascii: "\n"))
        }
    }

    /// The workflow command of one diagnostic, without a line terminator.
    public static func command(for diagnostic: Diagnostic) -> String {
        var output = ReportBuffer()
        writeCommand(for: diagnostic, to: &output)
        return output.text
    }

    /// Escapes a command's message as `@actions/core` does (`%`, CR and LF), and its other
    /// invisible characters as `String.escapingInvisibleCharacters` does.
    public static func escapeData(_ text: String) -> String {
        var output = ReportBuffer()
        write(text, isProperty: false, to: &output)
        return output.text
    }

    /// Escapes a property value as `escapeData(_:)` does, and `:` and `,` too.
    public static func escapeProperty(_ text: String) -> String {
        var output = ReportBuffer()
        write(text, isProperty: true, to: &output)
        return output.text
    }

    private static func writeCommand(for diagnostic: Diagnostic, to output: inout ReportBuffer) {
        output.write("::")
        output.write(commandName(for: diagnostic.severity))
        output.write(byte: UInt8(ascii: " "))
        if let range = diagnostic.range {
            let isOneLine = range.start.line == range.end.line
            output.write("file=")
            write(range.path, isProperty: true, to: &output)
            output.write(",line=")
            output.write(range.start.line)
            if isOneLine {
                output.write(",col=")
                output.write(range.start.column)
            }
            output.write(",endLine=")
            output.write(range.end.line)
            if isOneLine {
                output.write(",endColumn=")
                output.write(range.end.column)
            }
            output.write(byte: UInt8(ascii: ","))
        }
        output.write("title=onboardc")
        if let rule = diagnostic.ruleID {
            output.write(" [")
            write(rule, isProperty: true, to: &output)
            output.write(byte: UInt8(ascii: "]"))
        }
        output.write("::")
        write(diagnostic.message, isProperty: false, to: &output)
        for note in diagnostic.notes {
            output.write("%0A")
            write(XcodeReporter.line(location: note.range, severity: .note, message: note.message), isProperty: false, to: &output)
        }
    }

    // Works on bytes: CR LF is a single `Character`, which character-wise replacing would miss.
    private static func write(_ text: String, isProperty: Bool, to output: inout ReportBuffer) {
        text.withUTF8Bytes { text in
            InvisibleCharacters.scan(
                text,
                visible: { run in
                    var start = 0
                    for index in run.indices {
                        let escape: StaticString
                        switch run[index] {
                        case UInt8(ascii: "%"): escape = "%25"
                        case UInt8(ascii: ":") where isProperty: escape = "%3A"
                        case UInt8(ascii: ",") where isProperty: escape = "%2C"
                        default: continue
                        }
                        output.write(UnsafeBufferPointer(rebasing: run[start..<index]))
                        output.write(escape)
                        start = index + 1
                    }
                    output.write(UnsafeBufferPointer(rebasing: run[start...]))
                },
                invisible: { scalar in
                    switch scalar {
                    case "\r": output.write("%0D")
                    case "\n": output.write("%0A")
                    default: output.write(contentsOf: InvisibleCharacters.escape(scalar))
                    }
                })
        }
    }

    private static func commandName(for severity: Diagnostic.Severity) -> StaticString {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }
}
