/// The diagnostics of one file, kept up to a limit and counted past it, so that a spec with
/// millions of findings costs memory for the limit only.
///
/// Errors come first. Past the limit, an error takes the place of the latest warning or note
/// kept, which is counted instead; only when every diagnostic kept is an error is a further error
/// counted rather than kept. So the limit never hides an error while it shows a warning, and a
/// file with errors left out still has errors to show.
public struct BoundedDiagnostics: Sendable {
    /// The limit of a file unless the command line sets another: far beyond what anyone reads, and
    /// a few megabytes of memory.
    public static let defaultLimit = 10_000

    /// How many diagnostics of each severity.
    public struct Counts: Hashable, Sendable {
        public internal(set) var errors = 0
        public internal(set) var warnings = 0
        public internal(set) var notes = 0

        /// No diagnostics.
        public init() {}

        public var total: Int { errors + warnings + notes }

        /// Adds the counts of `other`, severity by severity.
        public static func += (counts: inout Counts, other: Counts) {
            counts.errors += other.errors
            counts.warnings += other.warnings
            counts.notes += other.notes
        }

        public internal(set) subscript(severity: Diagnostic.Severity) -> Int {
            get {
                switch severity {
                case .error: errors
                case .warning: warnings
                case .note: notes
                }
            }
            set {
                switch severity {
                case .error: errors = newValue
                case .warning: warnings = newValue
                case .note: notes = newValue
                }
            }
        }
    }

    /// The most diagnostics kept, at least one; `nil` keeps every one.
    public let limit: Int?
    /// The diagnostics kept, in the order they came, but for errors that took a warning's place.
    public private(set) var kept: [Diagnostic] = []
    /// The diagnostics counted but not kept, by severity.
    public private(set) var leftOut = Counts()
    /// Under a limit, the positions in `kept` of its warnings and notes, the latest last: the ones an
    /// error replaces. A position whose diagnostic has become an error since (`modify`, `--strict`)
    /// stays here until `popReplaceable` passes it, so that no change searches the list.
    private var replaceable: [Int] = []

    /// An empty collection that keeps at most `limit` diagnostics (one if `limit` is less), or all
    /// of them for `nil`. Keeping one at least, it always has an error to show when it has one.
    public init(limit: Int?) {
        self.limit = limit.map { max(1, $0) }
    }

    /// Keeps `diagnostic` if the limit allows, and counts it otherwise.
    public mutating func append(_ diagnostic: Diagnostic) {
        guard let limit, kept.count >= limit else {
            if limit != nil, diagnostic.severity != .error { replaceable.append(kept.count) }
            kept.append(diagnostic)
            return
        }
        guard diagnostic.severity == .error, let position = popReplaceable() else {
            leftOut[diagnostic.severity] += 1
            return
        }
        leftOut[kept[position].severity] += 1
        kept[position] = diagnostic
    }

    /// The position of the latest warning or note kept, no longer replaceable once returned. A
    /// position in `replaceable` whose diagnostic has become an error since is dropped on the way.
    private mutating func popReplaceable() -> Int? {
        while let position = replaceable.popLast() {
            if kept[position].severity != .error { return position }
        }
        return nil
    }

    public mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
        guard limit != nil else {
            // Without a limit, all are kept: the storage grows once, and the first array appended
            // becomes the storage. Growing it one diagnostic at a time touched twice the memory of
            // 30,000 findings.
            if kept.isEmpty, let diagnostics = diagnostics as? [Diagnostic] {
                kept = diagnostics
            } else {
                kept.append(contentsOf: diagnostics)
            }
            return
        }
        for diagnostic in diagnostics { append(diagnostic) }
    }

    /// Changes the kept diagnostic at `index` (an index of `kept`) with `change`; one that becomes
    /// an error is not replaced by a later error past the limit.
    public mutating func modify(at index: Int, _ change: (inout Diagnostic) -> Void) {
        change(&kept[index])
    }

    /// Whether any diagnostic, kept or left out, is an error.
    public var containsErrors: Bool { leftOut.errors > 0 || kept.containsErrors }

    /// Turns every warning, kept or left out, into an error, as `--strict` does.
    public mutating func treatWarningsAsErrors() {
        for index in kept.indices where kept[index].severity == .warning {
            kept[index].severity = .error
        }
        leftOut.errors += leftOut.warnings
        leftOut.warnings = 0
    }
}
