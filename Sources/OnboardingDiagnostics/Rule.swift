/// A named check whose findings are diagnostics: a validation rule, a drop rule or a lint rule.
///
/// A rule carries its documentation and examples, as SwiftLint's rules do. Each triggering example
/// marks with `↓` the place a diagnostic must point at; tests run every example automatically.
public struct Rule: Hashable, Sendable, Identifiable {
    /// Which stage of the pipeline reports the rule.
    public enum Stage: String, Hashable, Sendable, Codable {
        /// Parsing the file as JSON (RFC 8259).
        case syntax
        /// Lowering the JSON tree to the spec model: types, keys, required fields, values.
        case lowering
        /// A fault inside one slide: the slide is dropped with a warning and compilation goes on.
        case slide
        /// A fault of the spec as a whole, such as a cycle or a branch to a missing slide.
        case validation
        /// A question of onboarding quality rather than correctness.
        case lint
        /// Rendering the generated Swift through templates: template syntax, unknown variables, partials.
        case template
    }

    /// The snake_case identifier shown in brackets after a message and used in configuration.
    public let id: String
    /// A short human-readable name.
    public let name: String
    public let stage: Stage
    public let defaultSeverity: Diagnostic.Severity
    /// Whether the rule runs only when a configuration enables it.
    public let isOptIn: Bool
    /// One sentence on what the rule finds.
    public let summary: String
    /// Why the finding matters and what to do about it.
    public let rationale: String
    /// Specs that must produce this rule's diagnostic where they are marked with `↓`.
    public let triggeringExamples: [String]
    /// Specs that must not produce this rule's diagnostic.
    public let nonTriggeringExamples: [String]

    public init(
        id: String,
        name: String,
        stage: Stage,
        defaultSeverity: Diagnostic.Severity,
        isOptIn: Bool = false,
        summary: String,
        rationale: String,
        triggeringExamples: [String] = [],
        nonTriggeringExamples: [String] = []
    ) {
        self.id = id
        self.name = name
        self.stage = stage
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Diagnostic {
    /// Creates a diagnostic of `rule`, with the rule's default severity unless `severity` is given.
    public init(
        _ rule: Rule,
        _ message: String,
        at range: SourceRange?,
        pointer: String? = nil,
        severity: Severity? = nil,
        notes: [Note] = [],
        fixIt: FixIt? = nil
    ) {
        self.init(
            severity ?? rule.defaultSeverity, message, at: range, rule: rule.id, pointer: pointer, notes: notes,
            fixIt: fixIt)
    }
}
