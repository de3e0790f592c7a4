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
    /// The snake_case id of the rule that produced this diagnostic; `nil` for syntax errors, I/O and
    /// limits, which no baseline accepts, and for a note of what the tool did rather than of what
    /// is wrong (a byte order mark ignored, a parse stopped, diagnostics left out past the limit),
    /// which reports keep apart from the findings.
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
        withUnsafePointer(to: lhs) { lhs in withUnsafePointer(to: rhs) { rhs in presentationOrder(lhs, rhs) } }
    }

    /// `presentationOrder` of the diagnostics at `lhs` and `rhs`, read in place: a diagnostic
    /// passed by value out of an array is copied, with its strings.
    static func presentationOrder(_ lhs: UnsafePointer<Diagnostic>, _ rhs: UnsafePointer<Diagnostic>) -> Bool {
        let lhsKey = (lhs.pointee.range?.path ?? "", lhs.pointee.range?.start.offset ?? -1)
        let rhsKey = (rhs.pointee.range?.path ?? "", rhs.pointee.range?.start.offset ?? -1)
        if lhsKey != rhsKey { return lhsKey < rhsKey }
        if lhs.pointee.severity != rhs.pointee.severity { return lhs.pointee.severity > rhs.pointee.severity }
        if lhs.pointee.message != rhs.pointee.message { return lhs.pointee.message < rhs.pointee.message }
        return (lhs.pointee.ruleID ?? "") < (rhs.pointee.ruleID ?? "")
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { indices.contains { self[$0].severity == .error } }

    /// The diagnostics in presentation order (`Diagnostic.presentationOrder`), equal ones in their order.
    public func sortedForPresentation() -> [Diagnostic] {
        // A checked spec's diagnostics are sorted already, and the driver sorts them again with
        // those of the other specs: a pass over them is cheaper than sorting and copying them.
        if isInPresentationOrder { return self }
        // Files are few: each path is ranked once, and the order compares integers, and messages
        // only when all else is equal. Comparing paths as strings at every step was most of
        // sorting 30,000 findings.
        // By index: a closure over the elements would copy every diagnostic, retaining its strings.
        let ranks = Dictionary(
            uniqueKeysWithValues: Set(indices.map { self[$0].range?.path ?? "" }).sorted().enumerated().map { ($1, $0) })
        let keys = indices.map { index in
            (file: ranks[self[index].range?.path ?? ""]!, offset: self[index].range?.start.offset ?? -1, severity: self[index].severity)
        }
        let order = indices.sorted { lhs, rhs in
            let (left, right) = (keys[lhs], keys[rhs])
            if left.file != right.file { return left.file < right.file }
            if left.offset != right.offset { return left.offset < right.offset }
            if left.severity != right.severity { return left.severity > right.severity }
            if self[lhs].message != self[rhs].message { return self[lhs].message < self[rhs].message }
            return (self[lhs].ruleID ?? "", lhs) < (self[rhs].ruleID ?? "", rhs)
        }
        return order.map { self[$0] }
    }

    /// Whether no diagnostic comes before the one before it in presentation order, so that sorting,
    /// which keeps equal ones in their order, would change nothing.
    private var isInPresentationOrder: Bool {
        withUnsafeBufferPointer { diagnostics in
            guard let first = diagnostics.baseAddress else { return true }
            return diagnostics.indices.dropFirst().allSatisfy { !Diagnostic.presentationOrder(first + $0, first + $0 - 1) }
        }
    }
}
