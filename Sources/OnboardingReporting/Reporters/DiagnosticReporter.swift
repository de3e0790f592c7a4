import OnboardingDiagnostics

/// Turns a finished list of diagnostics into the text of one report format.
public protocol DiagnosticReporter: Sendable {
    /// Renders `diagnostics`, which are already in presentation order, as one report.
    func report(_ diagnostics: [Diagnostic], in context: ReportContext) -> String
}

/// What a reporter may need beyond the diagnostics themselves.
public struct ReportContext: Sendable {
    /// The files that were checked, in the order given, whether or not they have findings.
    public var checkedPaths: [String]
    /// The checked sources by path, for reporters that quote source lines.
    public var sources: [String: SourceFile]
    /// The rules of the catalog, for reporters that describe them (SARIF).
    public var rules: [Rule]
    /// The version of onboardc that produced the report.
    public var toolVersion: String
    /// Where to read about onboardc, for reports that link to the tool (SARIF's `informationUri`).
    public var informationURI: String?

    public init(
        checkedPaths: [String],
        sources: [String: SourceFile] = [:],
        rules: [Rule] = [],
        toolVersion: String,
        informationURI: String? = nil
    ) {
        self.checkedPaths = checkedPaths
        self.sources = sources
        self.rules = rules
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }
}

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
