import OnboardingDiagnostics

extension Rule {
    /// The rule of every syntax error. A syntax error carries no rule id, since nothing can silence
    /// or configure it; machine-readable reports name it by this rule.
    public static let jsonSyntax = Rule(
        id: "json_syntax", name: "JSON syntax", stage: .syntax, defaultSeverity: .error,
        summary: "The file is not valid RFC 8259 JSON.",
        rationale: "onboardc reads specs as strict JSON; no other check runs on a file until its syntax is fixed.",
        triggeringExamples: [##"{ "slides": [{ "title": "Hi" }↓,] }"##],
        nonTriggeringExamples: [##"{ "slides": [{ "title": "Hi" }] }"##])
}
