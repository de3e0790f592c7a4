import JSONSyntax
import OnboardingDiagnostics

/// The findings a team accepted when it adopted onboardc, so that a run reports only new ones.
///
/// An entry identifies a finding by file, rule id, JSON pointer and message, never by line or
/// column, so edits elsewhere in a spec do not invalidate it. Matching counts: an entry absorbs one
/// finding, so a second identical finding is new. A finding without a pointer matches an entry
/// without a pointer on file, rule and message alone. Severity is ignored, so a rule made stricter
/// by configuration keeps its baseline. Only the findings of rules are a baseline's: a file that
/// is not JSON or passes a limit is reported whatever the baseline says.
///
/// The file is JSON, entries sorted:
///
/// ```json
/// {
///   "entries": [
///     {
///       "file": "Specs/intro.onboarding.json",
///       "message": "unknown key 'titel'; did you mean 'title'?",
///       "pointer": "/slides/0/titel",
///       "rule": "unknown_key"
///     }
///   ],
///   "version": 1
/// }
/// ```
public struct Baseline: Hashable, Sendable {
    /// The version of the file format this onboardc reads and writes.
    public static let formatVersion = 1

    /// One accepted finding. `file`, `rule` and `pointer` are `nil` where the diagnostic had none.
    public struct Entry: Hashable, Sendable, Comparable {
        public var file: String?
        public var rule: String?
        public var pointer: String?
        public var message: String

        public init(file: String?, rule: String?, pointer: String?, message: String) {
            self.file = file
            self.rule = rule
            self.pointer = pointer
            self.message = message
        }

        /// The entry a diagnostic would be recorded as, its file named as `filePath` names it.
        public init(_ diagnostic: Diagnostic, filePath: (String) -> String = { $0 }) {
            self.init(
                file: diagnostic.range.map { filePath($0.path) }, rule: diagnostic.ruleID, pointer: diagnostic.pointer,
                message: diagnostic.message)
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            let key = { (entry: Entry) in [entry.file ?? "", entry.rule ?? "", entry.pointer ?? "", entry.message] }
            return key(lhs).lexicographicallyPrecedes(key(rhs))
        }
    }

    /// A baseline file that cannot be read, with a message that says where and why, as a
    /// diagnostic line (`b.json:1:13: error: invalid baseline: ...`), which Xcode and editors place.
    public struct DecodingError: Error, Equatable, Sendable {
        public let message: String
    }

    /// The entries, sorted; an entry appears once per identical finding.
    public let entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Records every one of `diagnostics` that a rule reported, each file named as `filePath`
    /// names it: relative to the baseline file, so that a run from another folder matches it.
    public init(diagnostics: [Diagnostic], filePath: (String) -> String = { $0 }) {
        self.init(entries: diagnostics.filter { $0.ruleID != nil }.map { Entry($0, filePath: filePath) })
    }

    /// The diagnostics that the baseline does not account for, in their original order, each
    /// file named as `filePath` names it.
    public func filter(_ diagnostics: [Diagnostic], filePath: (String) -> String = { $0 }) -> [Diagnostic] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return diagnostics.filter { diagnostic in
            guard diagnostic.ruleID != nil else { return true }
            let entry = Entry(diagnostic, filePath: filePath)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    /// The baseline file: UTF-8 JSON, keys sorted, two-space indentation, ending with a newline.
    public func encoded() -> String {
        JSONLiteral.object([
            "version": .int(Self.formatVersion),
            "entries": .array(
                entries.map { entry in
                    .object([
                        "file": .string(entry.file), "rule": .string(entry.rule), "pointer": .string(entry.pointer),
                        "message": .string(entry.message),
                    ])
                }),
        ]).rendered()
    }
}
