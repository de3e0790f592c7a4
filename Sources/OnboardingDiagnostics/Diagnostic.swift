/// A finding of any stage of the compiler, from a lexical error to a lint warning.
///
/// Every stage appends diagnostics; none prints them. Reporters turn a finished list into text.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable, Codable {
        case note
        case warning
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary message attached to a diagnostic, such as the first occurrence of a duplicate.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange?

        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// A suggested edit: replace the text of `range` with `replacement`.
    public struct FixIt: Hashable, Sendable {
        public var range: SourceRange
        public var replacement: String

        public init(replacing range: SourceRange, with replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    public var severity: Severity
    /// The snake_case id of the rule that produced this diagnostic; `nil` for syntax errors and I/O.
    public var ruleID: String?
    public var message: String
    /// Where the diagnostic points; `nil` when it concerns a whole file that could not be read.
    public var range: SourceRange?
    /// The JSON pointer (RFC 6901) of the value the diagnostic is about, when there is one.
    ///
    /// Baselines match on it rather than on line numbers, so edits elsewhere do not invalidate them.
    public var pointer: String?
    public var notes: [Note]
    public var fixIt: FixIt?

    public init(
        _ severity: Severity,
        _ message: String,
        at range: SourceRange?,
        rule ruleID: String? = nil,
        pointer: String? = nil,
        notes: [Note] = [],
        fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
        self.range = range
        self.pointer = pointer
        self.notes = notes
        self.fixIt = fixIt
    }
}

extension Diagnostic {
    /// Orders diagnostics by file, then position, then severity (errors first), then message.
    ///
    /// Reporters use this order so that output is deterministic whatever order stages ran in.
    public static func presentationOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let lhsKey = (lhs.range?.path ?? "", lhs.range?.start.offset ?? -1)
        let rhsKey = (rhs.range?.path ?? "", rhs.range?.start.offset ?? -1)
        if lhsKey != rhsKey { return lhsKey < rhsKey }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return (lhs.ruleID ?? "") < (rhs.ruleID ?? "")
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics in presentation order (`Diagnostic.presentationOrder`), equal ones in their order.
    public func sortedForPresentation() -> [Diagnostic] {
        let order = indices.sorted { lhs, rhs in
            if Diagnostic.presentationOrder(self[lhs], self[rhs]) { return true }
            if Diagnostic.presentationOrder(self[rhs], self[lhs]) { return false }
            return lhs < rhs
        }
        return order.map { self[$0] }
    }
}
