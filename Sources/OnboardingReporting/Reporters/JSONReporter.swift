import JSONSyntax
import OnboardingDiagnostics

/// A stable JSON report for scripts and dashboards: version 1 of the format, keys sorted, two-space
/// indentation, every key always present (`null` when it has no value).
///
/// Lines and columns are 1-based; columns count UTF-8 bytes and `endColumn` is the column just past
/// the range. `summary.notes` counts diagnostics of severity note, not notes attached to others.
public struct JSONReporter: DiagnosticReporter {
    /// The version of the report format, raised only when a field changes meaning or is removed.
    public static let formatVersion = 1

    public init() {}

    public func report(_ diagnostics: [Diagnostic], in context: ReportContext) -> String {
        let summary = ReportSummary(diagnostics, in: context)
        return JSONOutput.object([
            "version": .int(Self.formatVersion),
            "tool": .object(["name": .string("onboardc"), "version": .string(context.toolVersion)]),
            "files": .array(context.checkedPaths.map { .string($0) }),
            "diagnostics": .array(diagnostics.map(Self.object(for:))),
            "summary": .object([
                "errors": .int(summary.errors), "warnings": .int(summary.warnings), "notes": .int(summary.notes),
            ]),
        ]).rendered()
    }

    private static func object(for diagnostic: Diagnostic) -> JSONOutput {
        var fields = location(diagnostic.range)
        fields["severity"] = .string(diagnostic.severity.rawValue)
        fields["rule"] = .string(diagnostic.ruleID)
        fields["message"] = .string(diagnostic.message)
        fields["pointer"] = .string(diagnostic.pointer)
        fields["notes"] = .array(
            diagnostic.notes.map { note in
                var fields = location(note.range)
                fields["message"] = .string(note.message)
                return .object(fields)
            })
        fields["fixIt"] =
            diagnostic.fixIt.map { fixIt in
                var fields = location(fixIt.range)
                fields["replacement"] = .string(fixIt.replacement)
                return .object(fields)
            } ?? .null
        return .object(fields)
    }

    private static func location(_ range: SourceRange?) -> [String: JSONOutput] {
        [
            "file": .string(range?.path),
            "line": .int(range?.start.line),
            "column": .int(range?.start.column),
            "endLine": .int(range?.end.line),
            "endColumn": .int(range?.end.column),
        ]
    }
}
