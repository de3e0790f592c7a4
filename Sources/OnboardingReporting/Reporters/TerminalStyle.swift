import OnboardingDiagnostics

/// ANSI styles for terminal output, or plain text when colours are off.
struct TerminalStyle {
    var isEnabled: Bool

    func bold(_ text: String) -> String { apply("1", text) }
    func dim(_ text: String) -> String { apply("2", text) }
    func gutter(_ text: String) -> String { apply("34", text) }
    func fixIt(_ text: String) -> String { apply("32", text) }

    func severity(_ severity: Diagnostic.Severity, _ text: String) -> String {
        switch severity {
        case .error: apply("1;31", text)
        case .warning: apply("1;33", text)
        case .note: apply("1;36", text)
        }
    }

    private func apply(_ code: String, _ text: String) -> String {
        isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
