import OnboardingDiagnostics

/// A stable JSON report for scripts and dashboards: version 1 of the format, keys sorted, two-space
/// indentation, every key always present (`null` when it has no value).
///
/// Lines and columns are 1-based; columns count UTF-8 bytes and `endColumn` is the column just past
/// the range. `summary.notes` counts diagnostics of severity note, not notes attached to others.
/// Strings escape invisible characters as `\uXXXX`, so file names read back exactly.
public struct JSONReporter: DiagnosticReporter {
    /// The version of the report format, raised only when a field changes meaning or is removed.
    public static let formatVersion = 1

    public init() {}

    public func write(_ diagnostics: [Diagnostic], in context: ReportContext, to output: inout ReportBuffer) {
        let summary = ReportSummary(diagnostics, in: context)
        var json = JSONWriter(into: output)
        json.beginObject()
        json.key("diagnostics")
        json.beginArray()
        for index in diagnostics.indices {
            Self.write(diagnostics[index], to: &json)
        }
        json.endArray()
        json.key("files")
        json.beginArray()
        for path in context.checkedPaths { json.string(path) }
        json.endArray()
        json.key("summary")
        json.beginObject()
        json.member("errors", summary.errors)
        json.member("notes", summary.notes)
        json.member("warnings", summary.warnings)
        json.endObject()
        json.key("tool")
        json.beginObject()
        json.key("name")
        json.string("onboardc" as StaticString)
        json.member("version", context.toolVersion)
        json.endObject()
        json.member("version", Self.formatVersion)
        json.endObject()
        output = json.finish()
    }

    private static func write(_ diagnostic: Diagnostic, to json: inout JSONWriter) {
        json.beginObject()
        writeColumnsAndFile(of: diagnostic.range, to: &json)
        json.key("fixIt")
        if let fixIt = diagnostic.fixIt {
            json.beginObject()
            writeColumnsAndFile(of: fixIt.range, to: &json)
            json.member("line", fixIt.range.start.line)
            json.member("replacement", fixIt.replacement)
            json.endObject()
        } else {
            json.null()
        }
        json.member("line", diagnostic.range?.start.line)
        json.member("message", diagnostic.message)
        json.key("notes")
        json.beginArray()
        for note in diagnostic.notes {
            json.beginObject()
            writeColumnsAndFile(of: note.range, to: &json)
            json.member("line", note.range?.start.line)
            json.member("message", note.message)
            json.endObject()
        }
        json.endArray()
        json.member("pointer", diagnostic.pointer)
        json.member("rule", diagnostic.ruleID)
        json.key("severity")
        json.string(diagnostic.severity.name)
        json.endObject()
    }

    /// `column`, `endColumn`, `endLine` and `file`: the members of a location that sort before
    /// `fixIt`, `line` and the others.
    private static func writeColumnsAndFile(of range: SourceRange?, to json: inout JSONWriter) {
        json.member("column", range?.start.column)
        json.member("endColumn", range?.end.column)
        json.member("endLine", range?.end.line)
        json.member("file", range?.path)
    }
}
