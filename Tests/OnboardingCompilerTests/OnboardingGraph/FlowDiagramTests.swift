import Foundation
@testable import JSONSyntax
@testable import OnboardingCompiler
import OnboardingDiagnostics
@testable import OnboardingGraph
@testable import OnboardingModel
import Testing


@Suite struct FlowDiagramTests {
    static func diagram(_ json: String, path: String = "Test.onboarding.json") throws -> FlowDiagram {
        let checked = Pipeline.check(json, path: path)
        let spec = try #require(checked.spec, "\(checked.diagnostics.map(\.message))")
        return FlowDiagram(spec: spec)
    }

    static func exampleDiagram(_ name: String) throws -> FlowDiagram {
        let path = "Specs/\(name).onboarding.json"
        return try diagram(try GeneratedFile.read(path), path: path)
    }

    private func edges(_ diagram: FlowDiagram) -> [String] {
        diagram.edges.map { edge in "\(edge.from) -> \(edge.to)" + (edge.label.map { " [\($0)]" } ?? "") }
    }

    // MARK: Mermaid

    @Test func skillLevelAsMermaid() throws {
        #expect(try Self.exampleDiagram("SkillLevel").mermaid() == """
            flowchart TD
                start(("Start"))
                s1["welcome<br/>Welcome to Chordly"]
                s2["practice<br/>Practice that sticks"]
                s3{"skill-level<br/>What's your level?"}
                s4["finale-beginner<br/>Let's start with the basics"]
                s5["finale-intermediate<br/>Time to level up"]
                s6["finale-advanced<br/>Master the fretboard"]
                finish((("End")))
                start --> s1
                s1 --> s2
                s2 --> s3
                s3 -->|"🌱 Beginner"| s4
                s3 -->|"🎸 Intermediate"| s5
                s3 -->|"🔥 Advanced"| s6
                s4 --> finish
                s5 --> finish
                s6 --> finish

            """)
    }

    @Test func paywallsAndLoginAreDistinctShapesInTheStateMachinesOrder() throws {
        let diagram = try Self.exampleDiagram("EasyApp")
        let mermaid = diagram.mermaid()
        #expect(mermaid.contains(#"    login[/"Login"/]"#))
        #expect(mermaid.contains(#"    paywall1{{"Paywall<br/>aiFeatures"}}"#))
        #expect(mermaid.contains(#"    paywall2{{"Paywall<br/>professionalTools"}}"#))
        // After 'ai-summaries' the first paywall; at the end the login, then the second paywall.
        #expect(edges(diagram) == [
            "start -> s1", "s1 -> s2", "s2 -> paywall1", "paywall1 -> s3", "s3 -> login", "login -> paywall2",
            "paywall2 -> finish",
        ])
    }

    @Test func effectsAfterASlideComeBeforeTheBranchesAndEffectsOfAChoiceOnItsBranch() throws {
        let diagram = try Self.diagram("""
            { "slides": [
                { "id": "level", "kind": "choice", "title": "Level?", "choices": [
                  { "id": "easy", "title": "Easy", "next": "done" },
                  { "id": "pro", "title": "Pro", "emoji": "🔥", "next": "done" },
                  { "id": "skip", "title": "Skip", "next": null }
                ] },
                { "id": "done", "title": "Done", "next": null }
              ],
              "login": { "clientId": "c", "bundleId": "b", "trigger": { "afterSlide": "level" } },
              "paywalls": [
                { "placement": "upsell", "trigger": { "afterChoice": "pro" } },
                { "placement": "last" }
              ] }
            """)
        #expect(edges(diagram) == [
            "start -> s1", "s1 -> login", "login -> s2 [Easy]", "login -> paywall1 [🔥 Pro]", "paywall1 -> s2",
            "login -> paywall2 [Skip]", "s2 -> paywall2", "paywall2 -> finish",
        ])
    }

    @Test func droppedSlidesAreCommentsAndUnreachableSlidesDashed() throws {
        let diagram = try Self.diagram("""
            { "slides": [
                { "id": "intro", "title": "Hi", "next": null },
                { "id": "broken", "staticIllustration": { "iosAssetName": "a" }, "animatedIllustration": { "fileName": "b.json" } },
                { "id": "orphan\\nline", "title": "Nobody comes here" }
              ] }
            """)
        #expect(!diagram.nodes.contains { $0.id == "s2" })
        let mermaid = diagram.mermaid()
        #expect(mermaid.contains("\n    %% slide 'broken' (element 2 of 'slides') is dropped: conflicting_illustrations\n"))
        #expect(mermaid.contains("\n    s3[\"orphan<br/>line<br/>Nobody comes here\"]\n"))
        #expect(mermaid.hasSuffix("    classDef unreachable stroke-dasharray: 5 5\n    class s3 unreachable\n"))
        let dot = diagram.dot()
        #expect(dot.contains("\n    // slide 'broken' (element 2 of 'slides') is dropped: conflicting_illustrations\n"))
        #expect(dot.contains(#"    s3 [label="orphan\nline\nNobody comes here", style="rounded,dashed"];"#))
    }

    // MARK: Escaping

    static let hostileTitle = "Say \"hi\" #1 & <b>bold</b>\nline `two` | a; b \\N %% c\u{7}"

    static var hostileSpec: String {
        let title = JSONLiteral.string(hostileTitle).rendered().dropLast()
        return """
            { "name": "Hostile \\"name\\"", "slides": [
                { "id": "level", "kind": "choice", "title": \(title), "choices": [
                  { "id": "a", "title": \(title), "next": null },
                  { "id": "b", "title": "end", "next": null }
                ] }
              ] }
            """
    }

    @Test func mermaidLabelsEscapeEverythingMermaidReads() throws {
        let label = "Say #quot;hi#quot; #35;1 #amp; #lt;b#gt;bold#lt;/b#gt;<br/>line #96;two#96; #124; a#59; b \\N %% c "
        #expect(FlowDiagram.mermaidText(Self.hostileTitle) == label)
        let mermaid = try Self.diagram(Self.hostileSpec).mermaid()
        #expect(mermaid.contains("    s1{\"level<br/>\(label)\"}\n"))
        #expect(mermaid.contains("    s1 -->|\"\(label)\"| finish\n"))
        // Outside the delimiters, no quote, and every '#' starts an entity code.
        for line in mermaid.split(separator: "\n") where line.contains("\"") {
            let inner = line.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }
            #expect(line.filter { $0 == "\"" }.count == 2, "\(line)")
            #expect(inner.split(separator: "#", omittingEmptySubsequences: false).dropFirst().allSatisfy { part in
                part.prefix { $0 != ";" }.allSatisfy { $0.isLetter || $0.isNumber } && part.contains(";")
            }, "\(line)")
        }
        #expect(FlowDiagram.mermaidText("a\r\nb\rc\u{2028}d") == "a<br/>b<br/>c<br/>d")
    }

    @Test func dotLabelsEscapeQuotesBackslashesAndEntities() throws {
        #expect(FlowDiagram.dotString(Self.hostileTitle) == #""Say \"hi\" #1 &amp; <b>bold</b>\nline `two` | a; b \\N %% c ""#)
        let dot = try Self.diagram(Self.hostileSpec).dot()
        #expect(dot.hasPrefix(#"digraph "Hostile \"name\"" {"#))
    }

    /// A title's bidirectional override or zero-width space would reorder or hide what the
    /// diagram's source shows in a terminal or a diff: each is its numeric entity, which renderers
    /// draw as the character. An emoji sequence keeps its joiner.
    @Test func invisibleCharactersOfLabelsAreEntities() throws {
        let title = "a\u{202E}b\u{200B}c\u{FEFF}\u{2066}d 👩\u{200D}💻\r\ne\u{1B}[31m"
        #expect(FlowDiagram.mermaidText(title) == "a#8238;b#8203;c#65279;#8294;d 👩\u{200D}💻<br/>e [31m")
        #expect(FlowDiagram.dotString(title) == #""a&#8238;b&#8203;c&#65279;&#8294;d 👩\#u{200D}💻\ne [31m""#)
        let spec = #"{ "slides": [{ "id": "s", "title": "Evil\u202Etxt.exe" }] }"#
        for format in FlowDiagramFormat.allCases {
            let text = try Self.diagram(spec).rendered(as: format)
            #expect(!text.unicodeScalars.contains { InvisibleCharacters.isInvisible($0) && $0 != "\n" }, "\(format)")
        }
        try ExternalTool.require(ExternalTool.hasGraphviz, "Graphviz (dot)")
        let result = try ExternalTool.run("dot", ["-Tsvg"], input: Data(try Self.diagram(spec).dot().utf8))
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Evil\u{202E}txt.exe") || result.output.contains("Evil&#8238;txt.exe"), "\(result.output)")
    }

    @Test func graphvizDrawsHostileTextAsWritten() throws {
        try ExternalTool.require(ExternalTool.hasGraphviz, "Graphviz (dot)")
        let result = try ExternalTool.run("dot", ["-Tsvg"], input: Data(try Self.diagram(Self.hostileSpec).dot().utf8))
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors == "")
        let texts = result.output.split(separator: "\n").filter { $0.hasPrefix("<text") }.map { line in
            String(line.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
        }
        // The title's first line, as SVG escapes it: the text itself, not markup or an escape.
        #expect(texts.contains("Say &quot;hi&quot; #1 &amp; &lt;b&gt;bold&lt;/b&gt;"), "\(texts)")
        #expect(texts.contains("line `two` | a; b \\N %% c "), "\(texts)")
    }

    // MARK: Graphviz

    @Test(arguments: GoldenFileTests.specNames)
    func graphvizRendersTheExampleSpec(name: String) throws {
        try ExternalTool.require(ExternalTool.hasGraphviz, "Graphviz (dot)")
        let dot = try Self.exampleDiagram(name).dot()
        let result = try ExternalTool.run("dot", ["-Tsvg"], input: Data(dot.utf8))
        #expect(result.status == 0, "dot failed on \(name):\n\(result.errors)")
        #expect(result.errors == "", "dot warned on \(name):\n\(result.errors)")
        #expect(result.output.contains("<svg"))
        let diagram = try Self.exampleDiagram(name)
        #expect(result.output.components(separatedBy: "class=\"node\"").count - 1 == diagram.nodes.count)
        #expect(result.output.components(separatedBy: "class=\"edge\"").count - 1 == diagram.edges.count)
    }

    @Test func everyExampleSpecGivesADeterministicDiagram() throws {
        for name in GoldenFileTests.specNames {
            let diagram = try Self.exampleDiagram(name)
            #expect(try Self.exampleDiagram(name) == diagram)
            for format in FlowDiagramFormat.allCases {
                #expect(diagram.rendered(as: format) == (try Self.exampleDiagram(name)).rendered(as: format))
            }
            #expect(diagram.nodes.first?.kind == .start && diagram.nodes.last?.kind == .end, "\(name)")
        }
    }
}
