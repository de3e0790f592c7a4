import OnboardingDiagnostics

extension Rule {
    /// The rule of every syntax error. A syntax error carries no rule id, since nothing can silence
    /// or configure it; machine-readable reports name it by this rule.
    public static let jsonSyntax = Rule(
        id: "json_syntax", name: "JSON syntax", stage: .syntax, defaultSeverity: .error,
        summary: "The file is not valid RFC 8259 JSON.",
        rationale:
            "onboardc reads specs as strict JSON. Where the error shows what was meant (a missing comma, a trailing one, "
            + "a key without quotes), its fix-it says so and the other checks read the spec as if it were fixed; "
            + "they read a comment as white space, though other tools that read the spec stop at it; "
            + "after any other syntax error, no other check runs on the file.",
        triggeringExamples: [##"{ "slides": [{ "title": "Hi" }↓,] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "title": "Hi" }] }"##])
}
