import OnboardingDiagnostics
import OnboardingReporting

/// `lint --fix`: applies the fix-its of each spec's findings and writes the spec back in place.
///
/// A fix-it of one stage can reveal the findings of the next (a spec with errors is not linted),
/// so the fixed text is checked again and its fix-its applied, up to `maximumRounds` times. Only
/// the spans the fix-its name change (see `FixedSource`). A spec is written once, whole, through
/// `AtomicFile`, which keeps its mode, owner, group and hard links; through a symbolic link, to the
/// file it names. Findings a baseline accepts are left alone, as they are not reported.
///
/// A spec that has no error keeps having none: a round of fix-its that would give it one (a key
/// corrected on a dropped slide that then leads to a slide that does not exist) is not applied,
/// and each of its findings is printed as a note saying so.
///
/// What it fixed is printed as notes that name each edit (`fixed: replaced '"subtitel"' with
/// '"subtitle"'`) at the places the findings were, in the text they were found in.
struct FixStep {
    /// The most checks of one spec's fixed text: each stage of the pipeline, and a few more for
    /// fix-its left for later because they overlapped one applied.
    static let maximumRounds = 8

    let compiler: Compiler
    /// The findings a team accepted; their fix-its are not applied.
    let baseline: Baseline
    let context: ToolContext

    /// Fixes every spec of `inputs` and prints what it fixed; `false` when a spec cannot be written.
    func run(_ inputs: SpecInputs) -> Bool {
        var fixedCount = 0
        var fixedFiles = 0
        for checked in inputs.checked {
            let (source, fixed, isFinished, withheld) = fix(checked)
            for diagnostic in withheld {
                context.writeStandardError(XcodeReporter.line(for: Self.withheldNote(for: diagnostic)) + "\n")
            }
            guard !fixed.isEmpty else { continue }
            do {
                try write(source)
            } catch {
                context.printError("error: cannot fix '\(source.path)': \(error.reason)\n")
                return false
            }
            for note in fixed {
                context.writeStandardError(XcodeReporter.line(for: note) + "\n")
            }
            if !isFinished {
                context.printError(
                    "\(source.path): note: fix-its remain after \(Self.maximumRounds) rounds; run 'onboardc lint --fix' again\n")
            }
            fixedCount += fixed.count
            fixedFiles += 1
        }
        context.printError(
            "fixed \(fixedCount) finding\(fixedCount == 1 ? "" : "s") in \(fixedFiles) file\(fixedFiles == 1 ? "" : "s")\n")
        return true
    }

    /// The text of `checked` with its fix-its applied, round after round; a note for each finding
    /// fixed, naming the edit, where the finding was in the text it was fixed in; whether no fix-it
    /// is left after the last round; and the findings of a round not applied because it would have
    /// given a spec without errors an error.
    func fix(_ checked: Compiler.CheckedSpec) -> (source: SourceFile, fixed: [Diagnostic], isFinished: Bool, withheld: [Diagnostic]) {
        var source = checked.source
        var diagnostics = reported(checked.diagnostics)
        let hadErrors = diagnostics.containsErrors || checked.leftOut.errors > 0
        var fixed: [Diagnostic] = []
        for _ in 0..<Self.maximumRounds {
            let result = FixedSource(source, applying: diagnostics)
            guard result.hasChanges else { return (source, fixed, true, []) }
            let next = SourceFile(path: source.path, bytes: result.bytes)
            let nextChecked = compiler.check(next)
            let nextDiagnostics = reported(nextChecked.diagnostics)
            if !hadErrors, nextDiagnostics.containsErrors || nextChecked.leftOut.errors > 0 {
                return (source, fixed, true, result.fixed)
            }
            fixed += result.fixed.map { Self.fixedNote(for: $0, in: source) }
            source = next
            diagnostics = nextDiagnostics
        }
        return (source, fixed, !FixedSource(source, applying: diagnostics).hasChanges, [])
    }

    /// The findings of `diagnostics` that a run reports: those the baseline does not accept.
    private func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        baseline.filter(diagnostics)
    }

    /// The note that says how the fix-it of `diagnostic` changed `source`, where it was found:
    /// `path:line:column: note: fixed: replaced 'slides' with '"slides"' [rule]`.
    private static func fixedNote(for diagnostic: Diagnostic, in source: SourceFile) -> Diagnostic {
        let edit = diagnostic.fixIt.map { describe($0, in: source) } ?? diagnostic.message
        return Diagnostic(.note, "fixed: " + edit, at: diagnostic.range, rule: diagnostic.ruleID)
    }

    /// What `fixIt`, which `FixedSource` applied to `source` and so lies within it, does to it:
    /// "inserted ','", "removed ','" or "replaced 'a' with 'b'".
    private static func describe(_ fixIt: Diagnostic.FixIt, in source: SourceFile) -> String {
        let range = fixIt.range.start.offset..<fixIt.range.end.offset
        let replaced = String(decoding: source.bytes[range], as: UTF8.self).quotedForDiagnostic
        let replacement = fixIt.replacement.quotedForDiagnostic
        if range.isEmpty { return "inserted \(replacement)" }
        if fixIt.replacement.isEmpty { return "removed \(replaced)" }
        return "replaced \(replaced) with \(replacement)"
    }

    /// The note that says the fix-it of `diagnostic` was not applied, where it was found.
    private static func withheldNote(for diagnostic: Diagnostic) -> Diagnostic {
        Diagnostic(
            .note, "not fixed, since the fixes of its round would give the spec an error: " + diagnostic.message, at: diagnostic.range,
            rule: diagnostic.ruleID)
    }

    /// A spec that cannot be rewritten, with the reason.
    struct WriteFailure: Error {
        let reason: String
    }

    /// Writes `source` over the file it was read from (`AtomicFile.rewrite`): through a link, and
    /// never over a read-only file.
    private func write(_ source: SourceFile) throws(WriteFailure) {
        do {
            try AtomicFile.rewrite(source.bytes, over: source.path, createsMissing: false, context: context)
        } catch {
            throw WriteFailure(reason: error.reason)
        }
    }
}
