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

    /// A newcomer's review: Quiz drew "Beginner · otherwise · if level is advanced", an edge no run
    /// takes. Where a condition asks for the option just chosen, the edge knows whether it holds.
    @Test func anOptionsEdgeKnowsTheConditionsOnItsOwnAnswer() throws {
        let json = """
            { "slides": [
              { "id": "level", "kind": "choice", "title": "Level?", "choices": [{ "id": "beginner", "title": "Beginner" }, { "id": "advanced", "title": "Advanced" }] },
              { "id": "name", "kind": "textInput", "title": "Name?", "isRequired": false, "showIf": { "answer": "level", "isAnswered": true } },
              { "id": "drills", "title": "Drills", "showIf": { "answer": "level", "isAnyOf": ["advanced"] } },
              { "id": "hello", "title": "Hello", "showIf": { "answer": "name", "isAnswered": true } },
              { "id": "end", "title": "Done", "next": null }
            ] }
            """
        let spec = try #require(Pipeline.check(json).valid?.spec)
        let mermaid = FlowDiagram(spec: spec).rendered(as: .mermaid)
        let fromLevel = mermaid.split(separator: "\n").filter { $0.hasPrefix("    s1 ") }
        // An answered question holds; the drills show for Advanced only, and Beginner goes past them.
        #expect(
            fromLevel == [
                #"    s1 -->|"Beginner"| s2"#,
                #"    s1 -->|"Advanced"| s2"#,
            ], "\(mermaid)")
        #expect(mermaid.contains(#"    s2 -->|"if level is advanced"| s3"#), "\(mermaid)")
        #expect(mermaid.contains(#"    s2 -.->|"otherwise · if name is answered"| s4"#), "\(mermaid)")
        #expect(!mermaid.contains("s1 -.->"), "\(mermaid)")
        let quiz = """
            { "slides": [
              { "id": "level", "kind": "choice", "title": "Level?", "choices": [{ "id": "beginner", "title": "Beginner" }, { "id": "advanced", "title": "Advanced" }] },
              { "id": "drills", "title": "Drills", "showIf": { "answer": "level", "isAnyOf": ["advanced"] } },
              { "id": "end", "title": "Done", "next": null }
            ] }
            """
        let picture = FlowDiagram(spec: try #require(Pipeline.check(quiz).valid?.spec)).rendered(as: .mermaid)
        #expect(picture.contains(#"    s1 -->|"Beginner"| s3"#), "\(picture)")
        #expect(picture.contains(#"    s1 -->|"Advanced"| s2"#), "\(picture)")
        #expect(!picture.contains("if level is advanced"), "\(picture)")
    }

    /// A slide shown only for options from which no path leads to it is drawn as lint reports it:
    /// unreachable, with no edge into it, and the flow going past it.
    @Test func aSlideNoAnswerShowsIsUnreachable() throws {
        let json = """
            { "slides": [
              { "id": "level", "kind": "choice", "title": "Level?", "choices": [
                { "id": "beginner", "title": "Beginner", "next": "basics" }, { "id": "advanced", "title": "Advanced", "next": "drills" }] },
              { "id": "drills", "title": "Drills", "next": null },
              { "id": "basics", "title": "Basics" },
              { "id": "tip", "title": "Tip for experts", "showIf": { "answer": "level", "isAnyOf": ["advanced"] } },
              { "id": "end", "title": "Done", "next": null }
            ] }
            """
        let checked = Pipeline.check(json)
        #expect(checked.diagnostics.contains { $0.ruleID == "unreachable_slide" })
        let diagram = FlowDiagram(spec: try #require(checked.valid?.spec))
        #expect(diagram.nodes.first { $0.id == "s4" }?.isUnreachable == true)
        #expect(diagram.nodes.filter(\.isUnreachable).map(\.id) == ["s4"])
        #expect(!diagram.edges.contains { $0.to == "s4" })
        #expect(diagram.edges.contains { $0.from == "s3" && $0.to == "s5" && $0.label == nil && !$0.passesOver })
    }

    /// A login the app presents itself, or after the onboarding, says so in its box.
    @Test func aLoginOutsideTheFlowSaysWhen() throws {
        for (trigger, line) in [("manual", "opened by the app"), ("afterCompletion", "after the onboarding, while signed out")] {
            let json = ##"{ "login": { "provider": "app", "mode": "register", "trigger": "\##(trigger)" }, "slides": [{ "id": "hi", "title": "Hi" }] }"##
            let diagram = FlowDiagram(spec: try #require(Pipeline.check(json).valid?.spec))
            #expect(diagram.nodes.first { $0.kind == .login }?.lines == ["Login", line])
            #expect(!diagram.edges.contains { $0.from == "login" || $0.to == "login" })
        }
    }
}
