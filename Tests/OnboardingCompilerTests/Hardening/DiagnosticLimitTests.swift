import Foundation
@testable import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
@testable import OnboardingSemantics
@testable import OnboardingModel
import Testing

/// A spec with millions of findings costs memory for the limit only: each stage keeps at most the
/// limit of a file and counts the rest, errors before warnings, and one note says how many were
/// left out.
@Suite struct DiagnosticLimitTests {
    typealias Support = LintTestSupport

    /// A generated spec of `count` slides with a finding of every stage on nearly each: every fourth
    /// slide is dropped for an unknown key (lowering), every slide after the first is unreachable
    /// past a `"next": null` (validation), and every title is a placeholder (lint).
    static func spec(slides count: Int, after: String = "") -> String {
        var text = #"{ "slides": ["#
        for index in 0..<count {
            if index > 0 { text += ",\n" }
            text += #"{ "id": "s\#(index)", "title": "TODO \#(index)", "next": null"# + (index % 4 == 3 ? #", "x": 1 }"# : " }")
        }
        return text + "]" + after + " }"
    }

    /// A spec of one slide and `count` slides dropped for an unknown key: `count` warnings, nothing else.
    static func droppedSlides(_ count: Int) -> String {
        #"{ "slides": [{ "title": "Kept" }"# + String(repeating: #", { "x": 1 }"#, count: count) + "] }"
    }

    private static func parse(_ text: String) -> JSONSyntaxTree {
        JSONParser.parse(SourceFile(path: "big.onboarding.json", text: text)).tree
    }

    @Test func everyStageKeepsNoMoreThanTheLimit() throws {
        let count = 4_000
        let tree = Self.parse(Self.spec(slides: count))
        var lowering = BoundedDiagnostics(limit: 50)
        let spec = try #require(SpecLowering.lower(tree, diagnostics: &lowering))
        #expect(lowering.kept.count == 50)
        #expect(lowering.leftOut.warnings == count / 4 - 50)

        let graph = FlowGraph(spec: spec)
        var validation = BoundedDiagnostics(limit: 50)
        SpecValidator.validate(spec, graph: graph, in: tree, into: &validation)
        let unreachable = SpecValidator.validate(spec, graph: graph, in: tree).count
        #expect(unreachable == count - count / 4 - 1)
        #expect(validation.kept.count == 50)
        #expect(validation.leftOut.total == unreachable - 50)

        var lint = BoundedDiagnostics(limit: 50)
        Linter().lint(spec, graph: graph, in: tree, into: &lint)
        let findings = Linter().lint(spec, graph: graph, in: tree).count
        #expect(findings >= count - count / 4)
        #expect(lint.kept.count == 50)
        #expect(lint.leftOut.total == findings - 50)
    }

    @Test func aFileKeepsTheLimitAndOneNoteCountsTheRest() throws {
        let source = SourceFile(path: "big.onboarding.json", text: Self.spec(slides: 2_000))
        var unlimited = Compiler.Options()
        unlimited.maximumDiagnosticCount = nil
        let all = Compiler(options: unlimited).check(source).diagnostics
        var limited = Compiler.Options()
        limited.maximumDiagnosticCount = 100
        let checked = Compiler(options: limited).check(source)
        #expect(checked.diagnostics.count == 101)
        #expect(checked.leftOut.total == all.count - 100)
        let note = try #require(checked.diagnostics.last)
        #expect(note.severity == .note)
        #expect(
            note.message
                == "\(all.count - 100) more diagnostics of this file are not shown (\(all.count - 100) warnings): only the first 100 are kept; '--max-diagnostics N' changes the limit, 0 removes it")
        #expect(note.range?.start.offset == source.bytes.count)
        #expect(!checked.hasErrors)
        // What is kept is what came first: the drops of lowering, in the order of the slides.
        #expect(checked.diagnostics.dropLast().allSatisfy { $0.ruleID == "unknown_key" })
    }

    @Test func anErrorAfterManyWarningsIsKept() {
        // The paywall is read after the slides, whose drops fill the limit first.
        let text = Self.spec(slides: 400, after: #", "paywalls": [{ "placement": 7 }]"#)
        var options = Compiler.Options()
        options.maximumDiagnosticCount = 10
        let checked = Compiler(options: options).check(SourceFile(path: "big.onboarding.json", text: text))
        #expect(checked.diagnostics.contains { $0.message == "'placement' must be a string, found number" })
        #expect(checked.hasErrors)
        #expect(checked.diagnostics.count == 11)
    }

    @Test func errorsLeftOutStillFailTheRun() throws {
        let keys = (0..<50).map { #""unknown\#($0)": 1"# }.joined(separator: ", ")
        let root = try Support.makeDirectory(["App.onboarding.json": #"{ "slides": [{ "title": "Hi" }], "# + keys + " }"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "App.onboarding.json", "--max-diagnostics", "10"], in: root)
        #expect(run.status == .failure)
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(lines[10].hasSuffix("note: 40 more diagnostics of this file are not shown (40 errors): only the first 10 are kept; '--max-diagnostics N' changes the limit, 0 removes it"))
        #expect(lines[11] == "50 errors, 0 warnings in 1 file")
    }

    @Test func theSummariesCountTheDiagnosticsLeftOut() throws {
        let root = try Support.makeDirectory([
            "A.onboarding.json": Self.droppedSlides(20), "B.onboarding.json": Self.droppedSlides(7),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "A.onboarding.json", "B.onboarding.json", "--max-diagnostics", "5", "--reporter", "json"], in: root)
        #expect(run.error.hasSuffix("0 errors, 27 warnings in 2 files\n"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Int])
        // Each file's note of what it left out is a note of its own.
        #expect(summary == ["errors": 0, "warnings": 27, "notes": 2])
        #expect((report["diagnostics"] as? [Any])?.count == 12)

        let strict = Support.run(["lint", "A.onboarding.json", "--max-diagnostics", "5", "--strict"], in: root)
        #expect(strict.status == .failure)
        #expect(strict.error.hasSuffix("20 errors, 0 warnings in 1 file\n"))
    }

    @Test func strictCountsTheWarningsLeftOutAsErrors() {
        var options = Compiler.Options(isStrict: true)
        options.maximumDiagnosticCount = 5
        let checked = Compiler(options: options).check(SourceFile(path: "big.onboarding.json", text: Self.droppedSlides(20)))
        #expect(checked.leftOut.errors == 15 && checked.leftOut.warnings == 0)
        #expect(checked.diagnostics.last?.message.hasPrefix("15 more diagnostics of this file are not shown (15 errors)") == true)
    }

    @Test func theDefaultLimitIsTenThousandAFile() {
        #expect(Compiler.Options().maximumDiagnosticCount == 10_000)
        let checked = Compiler().check(SourceFile(path: "big.onboarding.json", text: Self.droppedSlides(10_001)))
        #expect(checked.diagnostics.count == 10_001)
        #expect(checked.leftOut.warnings == 1)
        #expect(checked.spec != nil)
    }

    @Test func maxDiagnosticsTakesACountOrZeroForAll() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.droppedSlides(10)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let all = Support.run(["lint", "App.onboarding.json", "--max-diagnostics", "0"], in: root)
        #expect(all.status == .success)
        #expect(!all.error.contains("not shown"))
        #expect(all.error.hasSuffix("0 errors, 10 warnings in 1 file\n"))
        let three = Support.run(["lint", "App.onboarding.json", "--max-diagnostics=3"], in: root)
        #expect(three.error.hasSuffix("note: 7 more diagnostics of this file are not shown (7 warnings): only the first 3 are kept; '--max-diagnostics N' changes the limit, 0 removes it\n0 errors, 10 warnings in 1 file\n"))
        let largest = Support.run(["lint", "App.onboarding.json", "--max-diagnostics", String(Int.max)], in: root)
        #expect(largest.status == .success)
        #expect(largest.error.hasSuffix("0 errors, 10 warnings in 1 file\n"))
        for value in ["-1", "ten", "", "9223372036854775808", "1e3"] {
            let run = Support.run(["build", "App.onboarding.json", "--output", "Generated", "--max-diagnostics", value], in: root)
            #expect(run.status == .usageError, "\(value)")
            #expect(run.error.hasPrefix("error: '--max-diagnostics' must be a whole number of diagnostics from 0 to \(Int.max), found '\(value)'\n"))
        }
    }
}
