import JSONSyntax
import OnboardingDiagnostics

extension Diagnostic {
    /// The rule id that machine-readable reports give a diagnostic without a rule: a JSON syntax error.
    public static let syntaxRuleID = Rule.jsonSyntax.id

    /// The rule id that machine-readable reports give the diagnostic: its rule's; `syntaxRuleID`
    /// for an error or a warning without one (the parser's, and a limit's, such as a file too
    /// large); `nil` for a note without one, which says what the tool did rather than what is wrong:
    /// a byte order mark it ignored, a parse it stopped, diagnostics it left out past the limit.
    var reportedRuleID: String? { ruleID ?? (severity == .note ? nil : Self.syntaxRuleID) }

    /// The source that Checkstyle and JUnit reports name: `onboardc.` and the rule id, or
    /// `onboardc` for a note about the run.
    var reportedSource: String { reportedRuleID.map { "onboardc." + $0 } ?? "onboardc" }
}

extension Diagnostic.Severity {
    /// The severity as reports name it: `error`, `warning`, `note` (its raw value, without a `String`).
    var name: StaticString {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}

extension Diagnostic.FixIt {
    /// What the fix-it does, in words: `replace with '"title"'`, `insert ','` or `remove 3:5-3:9`.
    var summary: String {
        if range.start == range.end { return "insert '\(replacement)'" }
        guard replacement.isEmpty else { return "replace with '\(replacement)'" }
        return "remove \(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)"
    }
}
