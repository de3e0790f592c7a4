import OnboardingDiagnostics

extension JSONSyntaxTree {
    /// A diagnostic of `rule` about the value at `pointer`, placed at that value, or at the
    /// nearest value around it that the tree has.
    ///
    /// Every stage after lowering reports this way: a finding names the value it is about by its
    /// pointer, and the tree says where that value was written.
    package func diagnostic(
        _ rule: Rule, _ message: String, at pointer: String, notes: [Diagnostic.Note] = [], fixIt: Diagnostic.FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(rule, message, at: sourceRange(at: pointer), pointer: pointer, notes: notes, fixIt: fixIt)
    }

    /// A diagnostic of no rule, of `severity`, about the value at `pointer`, placed as
    /// `diagnostic(_:_:at:notes:fixIt:)` places it: for findings outside the rule catalog, such as
    /// those of updating a String Catalog.
    package func diagnostic(
        _ severity: Diagnostic.Severity, _ message: String, at pointer: String, notes: [Diagnostic.Note] = []
    ) -> Diagnostic {
        Diagnostic(severity, message, at: sourceRange(at: pointer), pointer: pointer, notes: notes)
    }

    /// A note placed at the value at `pointer`.
    package func note(_ message: String, at pointer: String) -> Diagnostic.Note {
        Diagnostic.Note(message, at: sourceRange(at: pointer))
    }
}
