import OnboardingDiagnostics

/// ANSI styles for terminal output, or none when colours are off.
struct TerminalStyle {
    var isEnabled: Bool

    static let bold: StaticString = "1"
    static let dim: StaticString = "2"
    static let gutter: StaticString = "34"
    static let fixIt: StaticString = "32"

    static func severity(_ severity: Diagnostic.Severity) -> StaticString {
        switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .note: "1;36"
        }
    }

    /// Writes what `body` writes in the style `code` (one of the codes above).
    func write(_ code: StaticString, to output: inout ReportBuffer, _ body: (inout ReportBuffer) -> Void) {
        guard isEnabled else { return body(&output) }
        output.write("\u{1B}[")
        output.write(code)
        output.write(byte: UInt8(ascii: "m"))
        body(&output)
        output.write("\u{1B}[0m")
    }
}
