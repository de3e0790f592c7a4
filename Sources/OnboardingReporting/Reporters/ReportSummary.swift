import OnboardingDiagnostics

/// The counts of a report and the line that closes a run on standard error:
/// `2 errors, 1 warning in 3 files`.
public struct ReportSummary: Hashable, Sendable {
    public var errors: Int
    public var warnings: Int
    /// Diagnostics of severity note; notes attached to other diagnostics are not counted.
    public var notes: Int
    /// The number of files checked, with or without findings.
    public var files: Int

    public init(errors: Int, warnings: Int, notes: Int, files: Int) {
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.files = files
    }

    /// Counts `diagnostics` by severity over the files of `context`, with those its files left out
    /// past the limit.
    public init(_ diagnostics: [Diagnostic], in context: ReportContext) {
        self.init(
            errors: context.leftOut.errors, warnings: context.leftOut.warnings, notes: context.leftOut.notes,
            files: context.checkedPaths.count)
        // By index: a closure over the elements would copy every diagnostic, retaining its strings.
        for index in diagnostics.indices {
            switch diagnostics[index].severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    /// The summary line, without a line terminator: `1 error, 0 warnings in 1 file`.
    public var line: String {
        "\(Self.count(errors, "error")), \(Self.count(warnings, "warning")) in \(Self.count(files, "file"))"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
