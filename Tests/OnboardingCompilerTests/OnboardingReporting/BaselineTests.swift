import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
import Testing


@Suite struct BaselineTests {
    private static let before = SourceFile(
        path: "Specs/a.json", text: "{\n  \"titel\": \"Hi\",\n  \"slides\": [{ \"id\": 1 }]\n}\n")
    /// The same spec with a line inserted above the findings, so every finding moves down one line.
    private static let after = SourceFile(
        path: "Specs/a.json",
        text: "{\n  \"name\": \"Intro\",\n  \"titel\": \"Hi\",\n  \"slides\": [{ \"id\": 1 }]\n}\n")

    private static func findings(in source: SourceFile) -> [Diagnostic] {
        [
            Diagnostic(
                .warning, "unknown key 'titel'", at: source.range(of: "\"titel\""), rule: "unknown_key",
                pointer: "/titel"),
            Diagnostic(
                .error, "'id' must be a string, found number", at: source.range(of: "1 }", length: 1),
                rule: "wrong_type", pointer: "/slides/0/id"),
            Diagnostic(.note, "no pointer here", at: source.range(0..<1), rule: "some_lint"),
        ]
    }

    /// Writes the baseline of `diagnostics` to a file and reads it back, as a team's CI would.
    private func roundTrip(_ diagnostics: [Diagnostic]) throws -> Baseline {
        let file = FileManager.default.temporaryDirectory.appending(path: "onboardc-baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Baseline(diagnostics: diagnostics).encoded().write(to: file, atomically: true, encoding: .utf8)
        return try Baseline(decoding: Array(try Data(contentsOf: file)), path: "baseline.json")
    }

    @Test func theSameFindingsOnShiftedLinesAreAllKnown() throws {
        let baseline = try roundTrip(Self.findings(in: Self.before))
        let shifted = Self.findings(in: Self.after)
        #expect(shifted[0].range?.start.line == 3)
        #expect(baseline.filter(shifted).isEmpty)
    }

    @Test func aNewFindingIsTheOnlyOneLeft() throws {
        let baseline = try roundTrip(Self.findings(in: Self.before))
        let new = Diagnostic(
            .warning, "unknown key 'name'", at: Self.after.range(of: "\"name\""), rule: "unknown_key", pointer: "/name")
        #expect(baseline.filter(Self.findings(in: Self.after) + [new]) == [new])
    }

    @Test func aSecondIdenticalFindingIsNew() throws {
        let finding = Self.findings(in: Self.before)[0]
        let baseline = try roundTrip([finding])
        #expect(baseline.filter([finding, finding]) == [finding])
        #expect(try roundTrip([finding, finding]).filter([finding, finding]).isEmpty)
    }

    @Test func matchingNeedsTheSameFileRulePointerAndMessage() {
        let finding = Self.findings(in: Self.before)[0]
        let baseline = Baseline(diagnostics: [finding])
        var otherFile = finding
        otherFile.range?.path = "Specs/b.json"
        var otherRule = finding
        otherRule.ruleID = "other_rule"
        var otherPointer = finding
        otherPointer.pointer = "/other"
        var noPointer = finding
        noPointer.pointer = nil
        var otherMessage = finding
        otherMessage.message = "unknown key 'title'"
        var otherSeverity = finding
        otherSeverity.severity = .error
        let variants = [otherFile, otherRule, otherPointer, noPointer, otherMessage]
        #expect(baseline.filter(variants) == variants)
        #expect(baseline.filter([otherSeverity]).isEmpty)
    }

    /// A finding of no rule, such as a syntax error or a limit, is neither recorded nor accepted.
    @Test func onlyTheFindingsOfRulesAreABaselines() {
        let syntax = Diagnostic(.error, "missing ']'", at: Self.before.range(0..<1))
        let baseline = Baseline(diagnostics: Self.findings(in: Self.before) + [syntax])
        #expect(baseline.entries.count == 3)
        #expect(baseline.filter([syntax]) == [syntax])
        #expect(Baseline(entries: [Baseline.Entry(syntax)]).filter([syntax]) == [syntax])
    }

    /// Files are named as the caller names them: relative to the baseline, for the command line.
    @Test func filesAreNamedAsTheCallerNamesThem() {
        let finding = Self.findings(in: Self.before)[0]
        let baseline = Baseline(diagnostics: [finding]) { "../" + $0 }
        #expect(baseline.entries.map(\.file) == ["../Specs/a.json"])
        #expect(baseline.filter([finding]) == [finding])
        #expect(baseline.filter([finding]) { "../" + $0 }.isEmpty)
    }

    @Test func encodesSortedEntriesInAStableFormat() {
        let baseline = Baseline(diagnostics: Self.findings(in: Self.before))
        #expect(
            baseline.encoded() == """
                {
                  "entries": [
                    {
                      "file": "Specs/a.json",
                      "message": "no pointer here",
                      "pointer": null,
                      "rule": "some_lint"
                    },
                    {
                      "file": "Specs/a.json",
                      "message": "unknown key 'titel'",
                      "pointer": "/titel",
                      "rule": "unknown_key"
                    },
                    {
                      "file": "Specs/a.json",
                      "message": "'id' must be a string, found number",
                      "pointer": "/slides/0/id",
                      "rule": "wrong_type"
                    }
                  ],
                  "version": 1
                }

                """)
        #expect(Baseline(diagnostics: Self.findings(in: Self.before).reversed()) == baseline)
    }

    @Test func readsEntriesWithMissingOptionalFields() throws {
        let baseline = try Baseline(
            decoding: Array(#"{"version": 1, "entries": [{"message": "m"}]}"#.utf8), path: "b.json")
        #expect(baseline.entries == [Baseline.Entry(file: nil, rule: nil, pointer: nil, message: "m")])
    }

    @Test(arguments: [
        ("", "b.json:1:1: error: invalid baseline: expected a JSON value; the file is empty"),
        ("{\"version\": 1,", "b.json:1:15: error: invalid baseline: missing '}' at the end of the file to close the object opened at 1:1"),
        ("[]", "b.json:1:1: error: invalid baseline: the top-level value must be an object, found array"),
        ("{\"entries\": []}", "b.json:1:1: error: invalid baseline: missing 'version'"),
        (
            "{\"version\": 2, \"entries\": []}",
            "b.json:1:13: error: invalid baseline: unsupported baseline version 2; this onboardc reads version 1"
        ),
        ("{\"version\": 1}", "b.json:1:1: error: invalid baseline: missing 'entries'"),
        ("{\"version\": 1, \"entries\": {}}", "b.json:1:27: error: invalid baseline: 'entries' must be an array, found object"),
        (
            "{\"version\": 1, \"entries\": [3]}",
            "b.json:1:28: error: invalid baseline: an entry must be an object, found number"
        ),
        ("{\"version\": 1, \"entries\": [{}]}", "b.json:1:28: error: invalid baseline: missing 'message'"),
        (
            "{\"version\": 1, \"entries\": [{\"message\": \"m\", \"rule\": 7}]}",
            "b.json:1:53: error: invalid baseline: 'rule' must be a string, found number"
        ),
        (
            "{\"version\": 1, \"entries\": [{\"mesage\": \"m\"}]}",
            "b.json:1:29: error: invalid baseline: unknown key 'mesage'; did you mean 'message'?"
        ),
        ("{\"version\": 1, \"version\": 1, \"entries\": []}", "b.json:1:16: error: invalid baseline: duplicate key 'version'"),
    ])
    func malformedFilesAreRejectedWithAPositionedMessage(text: String, message: String) {
        #expect {
            try Baseline(decoding: Array(text.utf8), path: "b.json")
        } throws: { error in
            (error as? Baseline.DecodingError)?.message == message
        }
    }
}
