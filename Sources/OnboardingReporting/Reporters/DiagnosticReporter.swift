import OnboardingDiagnostics

/// Turns a finished list of diagnostics into one report format.
public protocol DiagnosticReporter: Sendable {
    /// Writes the report of `diagnostics`, which are already in presentation order, to `output`.
    func write(_ diagnostics: [Diagnostic], in context: ReportContext, to output: inout ReportBuffer)
}

extension DiagnosticReporter {
    /// The report of `diagnostics`, which are already in presentation order, as text.
    public func report(_ diagnostics: [Diagnostic], in context: ReportContext) -> String {
        var output = ReportBuffer()
        write(diagnostics, in: context, to: &output)
        return output.text
    }
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
    /// The absolute path of the folder that relative paths are relative to, the run's working
    /// directory: SARIF writes every artifact relative to it (`%SRCROOT%`).
    public var workingDirectory: String?
    /// The diagnostics of the checked files that were counted past the limit of a file but not kept,
    /// which reporters count with the ones they are given.
    public var leftOut: BoundedDiagnostics.Counts

    public init(
        checkedPaths: [String],
        sources: [String: SourceFile] = [:],
        rules: [Rule] = [],
        toolVersion: String,
        informationURI: String? = nil,
        workingDirectory: String? = nil,
        leftOut: BoundedDiagnostics.Counts = BoundedDiagnostics.Counts()
    ) {
        self.checkedPaths = checkedPaths
        self.sources = sources
        self.rules = rules
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.workingDirectory = workingDirectory
        self.leftOut = leftOut
    }
}
