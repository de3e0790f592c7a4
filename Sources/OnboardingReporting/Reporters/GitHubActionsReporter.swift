import OnboardingDiagnostics

/// GitHub Actions workflow commands, which the runner turns into annotations on the pull request:
/// `::error file=a.json,line=2,col=3,endLine=2,endColumn=8,title=onboardc [rule]::message`.
///
/// Notes attached to a diagnostic become extra lines of its message. Columns are left out when a
/// range spans several lines, as GitHub requires.
public struct GitHubActionsReporter: DiagnosticReporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic], in context: ReportContext) -> String {
        diagnostics.map { Self.command(for: $0) + "\n" }.joined()
    }

    /// The workflow command of one diagnostic, without a line terminator.
    public static func command(for diagnostic: Diagnostic) -> String {
        var properties: [(String, String)] = []
        if let range = diagnostic.range {
            properties.append(("file", range.path))
            properties.append(("line", String(range.start.line)))
            if range.start.line == range.end.line {
                properties.append(("col", String(range.start.column)))
            }
            properties.append(("endLine", String(range.end.line)))
            if range.start.line == range.end.line {
                properties.append(("endColumn", String(range.end.column)))
            }
        }
        properties.append(("title", diagnostic.ruleID.map { "onboardc [\($0)]" } ?? "onboardc"))
        let propertyList = properties.map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
        return "::\(commandName(for: diagnostic.severity)) \(propertyList)::\(escapeData(diagnostic.messageWithNotes))"
    }

    /// Escapes a command's message as `@actions/core` does: `%`, CR and LF.
    public static func escapeData(_ text: String) -> String {
        escape(text, isProperty: false)
    }

    /// Escapes a property value as `@actions/core` does: as data, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        escape(text, isProperty: true)
    }

    // Works on scalars: CR LF is a single `Character`, which character-wise replacing would miss.
    private static func escape(_ text: String, isProperty: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            case ":" where isProperty: escaped += "%3A"
            case "," where isProperty: escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func commandName(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }
}
