@testable import OnboardingCompiler
import OnboardingGraph
import Testing

/// Slides shown for some answers: their conditions label the edges into them, and dashed edges
/// lead past them to where the flow goes instead.
@Suite struct ConditionEdgeTests {
    @Test func conditionsLabelTheEdgesAndDashedEdgesPassOver() throws {
        let json = """
            { "slides": [
              { "id": "goals", "kind": "multipleChoice", "choices": [{ "id": "theory", "title": "Theory" }, { "id": "fun", "title": "Fun" }] },
              { "id": "name", "kind": "textInput", "title": "Name?", "isRequired": false },
              { "id": "tip", "title": "Tip", "showIf": { "answer": "goals", "isAnyOf": ["theory", "fun"] } },
              { "id": "hello", "title": "Hello", "showIf": { "answer": "name", "isAnswered": true } },
              { "id": "end", "title": "End" }
            ] }
            """
        let spec = try #require(Pipeline.check(json).valid?.spec)
        let mermaid = FlowDiagram(spec: spec).rendered(as: .mermaid)
        #expect(mermaid.contains(#"    s2 -->|"if goals include theory or fun"| s3"#), "\(mermaid)")
        #expect(mermaid.contains(#"    s2 -.->|"otherwise · if name is answered"| s4"#), "\(mermaid)")
        #expect(mermaid.contains(#"    s2 -.->|"otherwise"| s5"#), "\(mermaid)")
        #expect(mermaid.contains(#"    s3 -->|"if name is answered"| s4"#), "\(mermaid)")
        #expect(mermaid.contains(#"    s3 -.->|"otherwise"| s5"#), "\(mermaid)")
        let dot = FlowDiagram(spec: spec).rendered(as: .dot)
        #expect(dot.contains(#"s2 -> s5 [label="otherwise", style=dashed];"#), "\(dot)")
    }

    /// The edge past a slide keeps what the edge into it says of its source: "if allowed".
    @Test func anEdgePastASlideKeepsItsSourcesLabel() throws {
        let json = """
            { "slides": [
              { "id": "plan", "kind": "choice", "title": "Plan?", "choices": [{ "id": "solo", "title": "Solo" }, { "id": "team", "title": "Team" }] },
              { "id": "allow", "kind": "permission", "permission": "notifications", "title": "Reminders", "subtitle": "For invites.", "nextIfDenied": "end" },
              { "id": "team", "title": "Invite", "showIf": { "answer": "plan", "isAnyOf": ["team"] } },
              { "id": "end", "title": "Done", "next": null }
            ] }
            """
        let spec = try #require(Pipeline.check(json).valid?.spec)
        let mermaid = FlowDiagram(spec: spec).rendered(as: .mermaid)
        #expect(mermaid.contains(#"    s2 -->|"if allowed · if plan is team"| s3"#), "\(mermaid)")
        #expect(mermaid.contains(#"    s2 -.->|"if allowed · otherwise"| s4"#), "\(mermaid)")
        #expect(mermaid.contains(#"    s2 -->|"if denied"| s4"#), "\(mermaid)")
    }
}
