import OnboardingDiagnostics

/// The human format for terminals, after swiftc and swift-syntax's diagnostic formatter: an
/// Xcode-style header, then the source line under a line-number gutter with the range underlined,
/// the fix-it, and each note with its own excerpt.
///
/// ```
/// Specs/intro.onboarding.json:3:22: warning: unknown key 'titel'; did you mean 'title'? [unknown_key]
/// 3 |     { "id": "intro", "titel": "Hi" },
///   |                      ^~~~~~~
///   = fix-it: replace with '"title"'
/// ```
///
/// A diagnostic whose file is not in `context.sources` gets its header alone. Control characters
/// in messages and source lines are shown as visible symbols, never sent to the terminal raw.
public struct PrettyReporter: DiagnosticReporter {
    /// Whether to colour the output with ANSI escape sequences.
    public var useColors: Bool

    public init(useColors: Bool = false) {
        self.useColors = useColors
    }

    public func report(_ diagnostics: [Diagnostic], in context: ReportContext) -> String {
        diagnostics.map { block(for: $0, in: context) }.joined(separator: "\n")
    }

    private func block(for diagnostic: Diagnostic, in context: ReportContext) -> String {
        let excerpt = { (range: SourceRange?) in
            range.flatMap { range in context.sources[range.path].map { SourceExcerpt(range: range, in: $0) } }
        }
        let mainExcerpt = excerpt(diagnostic.range)
        let notes = diagnostic.notes.map { ($0, excerpt($0.range)) }
        let gutterWidth =
            ([mainExcerpt] + notes.map(\.1)).compactMap { $0.map { String($0.lineNumber).count } }.max() ?? 0

        let rule = diagnostic.ruleID.map { " [\($0)]" } ?? ""
        var output = header(diagnostic.range, diagnostic.severity, diagnostic.message) + style.dim(rule) + "\n"
        output += mainExcerpt.map { render($0, severity: diagnostic.severity, gutterWidth: gutterWidth) } ?? ""
        if let fixIt = diagnostic.fixIt {
            let lead = mainExcerpt == nil ? "" : String(repeating: " ", count: gutterWidth) + " = "
            output += lead + style.fixIt("fix-it: " + TerminalText.visible(fixIt.summary)) + "\n"
        }
        for (note, noteExcerpt) in notes {
            output += header(note.range, .note, note.message) + "\n"
            output += noteExcerpt.map { render($0, severity: .note, gutterWidth: gutterWidth) } ?? ""
        }
        return output
    }

    private var style: TerminalStyle { TerminalStyle(isEnabled: useColors) }

    private func header(_ range: SourceRange?, _ severity: Diagnostic.Severity, _ message: String) -> String {
        let location =
            range.map { style.bold("\(TerminalText.visible($0.path)):\($0.start.line):\($0.start.column): ") } ?? ""
        return location + style.severity(severity, severity.rawValue + ":")
            + style.bold(" " + TerminalText.visible(message))
    }

    private func render(_ excerpt: SourceExcerpt, severity: Diagnostic.Severity, gutterWidth: Int) -> String {
        let number = String(excerpt.lineNumber)
        let gutter = String(repeating: " ", count: gutterWidth - number.count) + number + " |"
        let emptyGutter = String(repeating: " ", count: gutterWidth) + " |"
        let text = excerpt.text.isEmpty ? "" : " " + excerpt.text
        return style.gutter(gutter) + text + "\n" + style.gutter(emptyGutter) + " "
            + style.severity(severity, excerpt.underline) + "\n"
    }
}
