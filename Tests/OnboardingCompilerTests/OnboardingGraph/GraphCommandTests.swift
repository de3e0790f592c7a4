import Foundation
import Testing

@testable import OnboardingCompiler

@Suite struct GraphCommandTests {
    private static let spec = #"{ "slides": [{ "id": "hello", "title": "Hello" }] }"#

    @Test func drawsMermaidByDefaultAndDOTOnRequest() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(Self.spec, to: "Hello.onboarding.json")
        #expect(run("graph", "Hello.onboarding.json") == .success)
        let mermaid = run.standardOutput.text
        #expect(mermaid.hasPrefix("flowchart TD\n"))
        #expect(mermaid.contains(#"    s1["hello<br/>Hello"]"#))
        #expect(run("graph", "Hello.onboarding.json", "--format", "dot") == .success)
        #expect(run.standardOutput.text.dropFirst(mermaid.count).hasPrefix("digraph \"Hello\" {\n"))
        #expect(run("graph", "--format=mermaid", "Hello.onboarding.json", "--output", "out/flow.mmd") == .success)
        #expect(try String(contentsOf: run.directory.appendingPathComponent("out/flow.mmd"), encoding: .utf8) == mermaid)
        #expect(run.standardError.text == "")
    }

    @Test func aSpecWithErrorsFailsWithItsDiagnostics() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(#"{ "slides": [{ "id": "a", "next": "nowhere" }] }"#, to: "Broken.onboarding.json")
        #expect(run("graph", "Broken.onboarding.json") == .failure)
        #expect(run.standardOutput.text == "")
        #expect(run.standardError.text.contains("Broken.onboarding.json:1:"))
        #expect(run.standardError.text.contains("[missing_target]"))
    }

    /// A cycle is drawn, since the diagram shows it best, and the run still fails with its error.
    @Test func aFlowWithACycleIsDrawnAndFails() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(#"{ "slides": [{ "id": "a", "title": "A", "next": "b" }, { "id": "b", "title": "B", "next": "a" }] }"#, to: "C.onboarding.json")
        #expect(run("graph", "C.onboarding.json") == .failure)
        #expect(run.standardOutput.text.contains("    s1 --> s2\n    s2 --> s1\n"), "\(run.standardOutput.text)")
        #expect(run.standardError.text.contains("closes a cycle in the flow: a → b → a [flow_cycle]"))
    }

    /// A dropped slide is not drawn: its warning goes to standard error, the diagram to standard output.
    @Test func aDroppedSlideIsNamedInTheDiagramAndWarnedOf() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(#"{ "slides": [{ "id": "a", "title": "A" }, { "id": "b", "titel": "B" }] }"#, to: "D.onboarding.json")
        #expect(run("graph", "D.onboarding.json") == .success)
        #expect(run.standardOutput.text.contains("%% slide 'b' (element 2 of 'slides') is dropped: unknown_key"))
        #expect(run.standardError.text.hasPrefix("D.onboarding.json:1:56: warning: slide 'b' is dropped: unknown key 'titel'"))
    }

    @Test func drawsOneVariantWithItsSlidesInItsOrderAndWording() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(
            #"{ "slides": [{ "id": "a", "title": "Hello" }, { "id": "b" }, { "id": "c" }], "variants": { "short": { "slides": ["c", "a"], "overrides": { "a": { "title": "Hi there" } } } } }"#,
            to: "V.onboarding.json")
        #expect(run("graph", "V.onboarding.json", "--variant", "short") == .success)
        let diagram = run.standardOutput.text
        #expect(diagram.contains("    start --> s3\n    s3 --> s1\n    s1 --> finish\n"), "\(diagram)")
        #expect(diagram.contains("Hi there") && !diagram.contains("Hello"), "\(diagram)")
        #expect(!diagram.contains("\"b"))
        #expect(run("graph", "V.onboarding.json", "--variant", "shrt") == .usageError)
        #expect(run.standardError.text.contains("error: unknown variant 'shrt'; did you mean 'short'? (variants: short)"), "\(run.standardError.text)")
    }

    @Test func usageErrorsExitTwoWithOneLine() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(Self.spec, to: "A.onboarding.json")
        let cases: [([String], String)] = [
            (["graph"], "error: missing spec to draw"),
            (["graph", "A.onboarding.json", "A.onboarding.json"], "error: 'graph' draws one spec at a time"),
            (["graph", "A.onboarding.json", "--format", "svg"], "error: unknown format 'svg' (formats: mermaid, dot)"),
            (["graph", "A.onboarding.json", "--format", "mermiad"], "error: unknown format 'mermiad'; did you mean 'mermaid'? (formats: mermaid, dot)"),
            (["graph", "Missing.onboarding.json"], "error: cannot read 'Missing.onboarding.json': no such file"),
            (["graph", "A.onboarding.json", "--fromat", "dot"], "error: unknown option '--fromat'; did you mean '--format'?"),
        ]
        for (arguments, message) in cases {
            let before = run.standardError.text.count
            #expect(run(arguments) == .usageError, "\(arguments)")
            let printed = String(run.standardError.text.dropFirst(before))
            #expect(printed.hasPrefix(message), "\(arguments): \(printed)")
        }
        #expect(run.standardOutput.text == "")
    }
}
