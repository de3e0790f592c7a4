extension Rule {
    /// Every fault of a template: its syntax, an unknown variable or partial, a value of the wrong kind.
    public static let templateError = Rule(
        id: "template_error",
        name: "Template error",
        stage: .template,
        defaultSeverity: .error,
        summary: "A code generation template has a syntax error or names a variable or partial that does not exist.",
        rationale: """
            Templates turn a spec into Swift source. A mistake in one would produce code that does not \
            compile, or silently leave something out, so it stops generation and points at the template's \
            line and column. Templates are strict on purpose: a variable the context lacks is an error, not \
            empty text, so a misspelt name is found at once.
            """)
}
