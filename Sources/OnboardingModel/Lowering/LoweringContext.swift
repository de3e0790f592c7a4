import JSONSyntax
import OnboardingDiagnostics

/// The state of one lowering: the file, the diagnostics so far, and the faults of the slide being lowered.
///
/// Outside a slide a fault is an error. Inside a slide it is collected, and the slide is dropped
/// with a warning for each fault once the slide has been read.
struct LoweringContext {
    /// A fault found inside a slide, reported once the slide's name is known.
    struct SlideFault {
        var rule: Rule
        var message: String
        var range: Range<Int>
        var pointer: String
        var fixIt: String?
    }

    let source: SourceFile
    /// The diagnostics so far, kept up to their limit.
    private(set) var diagnostics: BoundedDiagnostics
    /// Non-nil while a slide is being lowered.
    var slideFaults: [SlideFault]?
    /// The pointer of each value given by a key read as the one it means, by the pointer of the
    /// key it means: `/slides/0/next` is `/slides/0/nextSlide`.
    private var pointersAsWritten: [String: String] = [:]

    init(source: SourceFile, diagnostics: BoundedDiagnostics = BoundedDiagnostics(limit: nil)) {
        self.source = source
        self.diagnostics = diagnostics
    }

    /// Records that the value of `key` in the object at `pointer` is written under `writtenKey`.
    mutating func recordKey(_ key: String, writtenAs writtenKey: String, in pointer: String) {
        pointersAsWritten[JSONPointer.appending(key, to: pointer)] = JSONPointer.appending(writtenKey, to: pointer)
    }

    /// The pointer of the value of `key` in the object at `pointer`, by the key as written.
    func pointer(of key: String, in pointer: String) -> String {
        let meant = JSONPointer.appending(key, to: pointer)
        return pointersAsWritten[meant] ?? meant
    }

    /// Reports a fault of `rule`; inside a slide it is collected instead, except for the rules of
    /// `Rule.errorsInsideSlides`.
    mutating func report(
        _ rule: Rule, _ message: String, at range: Range<Int>, pointer: String,
        notes: [Diagnostic.Note] = [], fixIt: String? = nil
    ) {
        if slideFaults != nil, !Rule.errorsInsideSlides.contains(rule) {
            slideFaults?.append(SlideFault(rule: rule, message: message, range: range, pointer: pointer, fixIt: fixIt))
            return
        }
        append(Diagnostic(rule, message, at: source.range(range), pointer: pointer, notes: notes, fixIt: makeFixIt(range, fixIt)))
    }

    mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    func makeFixIt(_ range: Range<Int>, _ replacement: String?) -> Diagnostic.FixIt? {
        replacement.map { Diagnostic.FixIt(replacing: source.range(range), with: $0) }
    }

    func note(_ message: String, at range: Range<Int>) -> Diagnostic.Note {
        Diagnostic.Note(message, at: source.range(range))
    }
}
