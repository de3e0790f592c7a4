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

    /// A fix-it that writes `text` as the string at `pointer`, quoted and escaped as JSON; `nil`
    /// when `pointer` names no string.
    package func fixIt(writing text: String, asStringAt pointer: String) -> Diagnostic.FixIt? {
        guard let (value, _) = resolve(pointer), value.kind == .string else { return nil }
        return Diagnostic.FixIt(replacing: source.range(value.range), with: JSONLiteral.quoted(text))
    }

    /// A fix-it that writes `null` over the string at `pointer`, such as `"null"` where JSON's
    /// null was meant; `nil` when `pointer` names no string.
    package func fixItWritingNull(overStringAt pointer: String) -> Diagnostic.FixIt? {
        guard let (value, _) = resolve(pointer), value.kind == .string else { return nil }
        return Diagnostic.FixIt(replacing: source.range(value.range), with: "null")
    }

    /// A fix-it that writes `text` as the key of the member at `pointer`; `nil` when `pointer` names
    /// no member of an object.
    package func fixIt(writing text: String, asKeyAt pointer: String) -> Diagnostic.FixIt? {
        guard let (_, keyRange) = resolve(pointer), let keyRange else { return nil }
        return Diagnostic.FixIt(replacing: source.range(keyRange), with: JSONLiteral.quoted(text))
    }

    /// A fix-it that writes `text` over the bytes `textRange` of the decoded text of the string at
    /// `pointer`, such as the name inside a placeholder of a title, escaped as JSON; `nil` when
    /// `pointer` names no string.
    package func fixIt(writing text: String, over textRange: Range<Int>, inStringAt pointer: String) -> Diagnostic.FixIt? {
        guard let (value, _) = resolve(pointer), value.kind == .string, let range = sourceRange(ofText: textRange, inStringAt: pointer)
        else { return nil }
        return Diagnostic.FixIt(replacing: range, with: String(JSONLiteral.quoted(text).dropFirst().dropLast()))
    }

    /// A note placed at the value at `pointer`.
    package func note(_ message: String, at pointer: String) -> Diagnostic.Note {
        Diagnostic.Note(message, at: sourceRange(at: pointer))
    }
}
