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
/// A diagnostic whose file is not in `context.sources` gets its header alone. Invisible characters
/// of file names, messages and source lines are escaped (`String.escapingInvisibleCharacters`),
/// never sent to the terminal raw.
public struct PrettyReporter: DiagnosticReporter {
    /// Whether to colour the output with ANSI escape sequences.
    public var useColors: Bool

    public init(useColors: Bool = false) {
        self.useColors = useColors
    }

    public func write(_ diagnostics: [Diagnostic], in context: ReportContext, to output: inout ReportBuffer) {
        for index in diagnostics.indices {
            if index > 0 { output.write(byte: UInt8(ascii: "\n")) }
            writeBlock(for: diagnostics[index], in: context, to: &output)
        }
    }

    private var style: TerminalStyle { TerminalStyle(isEnabled: useColors) }

    private func writeBlock(for diagnostic: Diagnostic, in context: ReportContext, to output: inout ReportBuffer) {
        let excerpt = { (range: SourceRange?) in
            range.flatMap { range in context.sources[range.path].map { SourceExcerpt(range: range, in: $0) } }
        }
        let mainExcerpt = excerpt(diagnostic.range)
        let notes = diagnostic.notes.map { ($0, excerpt($0.range)) }
        let widestLine = notes.reduce(mainExcerpt?.lineNumber ?? 0) { max($0, $1.1?.lineNumber ?? 0) }
        let gutterWidth = mainExcerpt == nil && notes.allSatisfy({ $0.1 == nil }) ? 0 : Self.digitCount(of: widestLine)

        writeHeader(diagnostic.range, diagnostic.severity, diagnostic.message, to: &output)
        if let rule = diagnostic.ruleID {
            style.write(TerminalStyle.dim, to: &output) { output in
                output.write(" [")
                output.writeVisible(rule)
                output.write(byte: UInt8(ascii: "]"))
            }
        }
        output.write(byte: UInt8(ascii: "\n"))
        if let mainExcerpt { write(mainExcerpt, severity: diagnostic.severity, gutterWidth: gutterWidth, to: &output) }
        if let fixIt = diagnostic.fixIt {
            if mainExcerpt != nil {
                output.writeSpaces(gutterWidth)
                output.write(" = ")
            }
            style.write(TerminalStyle.fixIt, to: &output) { output in
                output.write("fix-it: ")
                output.writeVisible(fixIt.summary)
            }
            output.write(byte: UInt8(ascii: "\n"))
        }
        for (note, noteExcerpt) in notes {
            writeHeader(note.range, .note, note.message, to: &output)
            output.write(byte: UInt8(ascii: "\n"))
            if let noteExcerpt { write(noteExcerpt, severity: .note, gutterWidth: gutterWidth, to: &output) }
        }
    }

    /// The number of decimal digits of `number`, 0 or more.
    private static func digitCount(of number: Int) -> Int {
        var count = 1
        var rest = number / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    private func writeHeader(_ range: SourceRange?, _ severity: Diagnostic.Severity, _ message: String, to output: inout ReportBuffer) {
        if let range {
            style.write(TerminalStyle.bold, to: &output) { output in
                output.writeVisible(range.path)
                output.write(byte: UInt8(ascii: ":"))
                output.write(range.start.line)
                output.write(byte: UInt8(ascii: ":"))
                output.write(range.start.column)
                output.write(": ")
            }
        }
        style.write(TerminalStyle.severity(severity), to: &output) { output in
            output.write(severity.name)
            output.write(byte: UInt8(ascii: ":"))
        }
        style.write(TerminalStyle.bold, to: &output) { output in
            output.write(byte: UInt8(ascii: " "))
            output.writeVisible(message)
        }
    }

    private func write(_ excerpt: SourceExcerpt, severity: Diagnostic.Severity, gutterWidth: Int, to output: inout ReportBuffer) {
        let number = excerpt.lineNumber
        style.write(TerminalStyle.gutter, to: &output) { output in
            output.writeSpaces(gutterWidth - Self.digitCount(of: number))
            output.write(number)
            output.write(" |")
        }
        if !excerpt.text.isEmpty {
            output.write(byte: UInt8(ascii: " "))
            output.write(contentsOf: excerpt.text)
        }
        output.write(byte: UInt8(ascii: "\n"))
        style.write(TerminalStyle.gutter, to: &output) { output in
            output.writeSpaces(gutterWidth)
            output.write(" |")
        }
        output.write(byte: UInt8(ascii: " "))
        style.write(TerminalStyle.severity(severity), to: &output) { $0.write(contentsOf: excerpt.underline) }
        output.write(byte: UInt8(ascii: "\n"))
    }
}
