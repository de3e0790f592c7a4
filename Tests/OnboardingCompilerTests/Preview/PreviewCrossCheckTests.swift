import Foundation
@testable import OnboardingCompiler
import OnboardingDiagnostics
import OnboardingPreview
import OnboardingTestSupport
import Testing

/// The first half of the cross-check of the preview against the generated code: random specs with
/// questions, conditions, permissions, paywalls and a login, each walked by random actions through
/// its compiled generated `Flow`. What the flow did after each action (the slide, whether Continue
/// is enabled, the text's problem, the effects and the analytics events) is written beside the
/// spec's preview, into `$ONBOARDC_PREVIEW_CROSSCHECK`; `Tests/Browser/preview_crosscheck.py`
/// replays the same actions in the preview in Chromium and compares. `.ci/run` runs both.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ONBOARDC_PREVIEW_CROSSCHECK"] != nil))
struct PreviewCrossCheckTests {
    static let specCount = 8
    static let walksPerSpec = 12
    static let actionsPerWalk = 40
    static let texts = ["", "  Ann ", "abcdefgh", "x@y.z", "not an address", "e\u{301}\u{301}👍🏽"]

    @Test func compiledFlowsWalkedAtRandomAreWrittenBesideTheirPreviews() throws {
        let directory = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["ONBOARDC_PREVIEW_CROSSCHECK"]))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var random = SeededRandomNumbers(seed: 2027)
        var specs: [(name: String, valid: Compiler.ValidSpec, walks: [[String]])] = []
        var files: [String: String] = [:]
        var attempts = 0
        while specs.count < Self.specCount {
            attempts += 1
            try #require(attempts < 500, "too few random specs validate")
            let name = "Cross\(specs.count)"
            let json = Self.withEffects(QuestionFlowPropertyTests.randomSpec(named: name, using: &random), using: &random)
            let checked = Pipeline.check(json)
            guard let valid = checked.valid, !checked.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            let output = try Compiler().generate(valid, specPath: "\(name).onboarding.json")
            files[output.fileName] = output.contents
            let walks = (0..<Self.walksPerSpec).map { _ in (0..<Self.actionsPerWalk).map { _ in Self.randomAction(using: &random) } }
            specs.append((name, valid, walks))
            let page = try PreviewGenerator().generate(valid.spec, graph: valid.graph, specPath: "\(name).onboarding.json")
            try Data(page.utf8).write(to: directory.appendingPathComponent("\(name).html"))
        }
        files["main.swift"] = Self.walkProgram(specs.map { ($0.name, $0.walks) })
        let result = try SwiftCompiler.compileAndRun(files: files, flags: SwiftCompiler.strictFlags)
        #expect(result.status == 0, "\(result.errors)")
        let traces = result.output.split(separator: "\n").map(String.init)
        #expect(traces.count == specs.count * Self.walksPerSpec * (Self.actionsPerWalk + 1))
        let records = traces.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(records.count == traces.count)
        for spec in specs {
            let walks = spec.walks.enumerated().map { index, actions -> [String: Any] in
                ["actions": actions, "trace": records.filter { $0["spec"] as? String == spec.name && $0["walk"] as? Int == index }]
            }
            let data = try JSONSerialization.data(withJSONObject: walks, options: [.sortedKeys, .prettyPrinted])
            try data.write(to: directory.appendingPathComponent("\(spec.name).walks.json"))
        }
    }

    /// `json` with a login and paywalls fired after some slides, after some options and at the end,
    /// and a skip button.
    static func withEffects(_ json: String, using random: inout SeededRandomNumbers) -> String {
        var spec = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
        let slides = spec["slides"] as? [[String: Any]] ?? []
        func trigger() -> Any {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return "afterOnboarding"
            case 1: return ["afterSlide": slides.randomElement(using: &random)?["id"] ?? "s0"]
            default: return ["afterChoice": ["a", "b", "c"].randomElement(using: &random)!]
            }
        }
        spec["showsSkipButton"] = true
        spec["paywalls"] = (0..<Int.random(in: 0...2, using: &random)).map { index in
            ["placement": "wall\(index)", "trigger": trigger(), "skippable": Bool.random(using: &random), "products": [["id": "p\(index)", "productId": "app.p\(index)"]]]
        }
        if Bool.random(using: &random) { spec["login"] = ["clientId": "c", "redirectURIScheme": "app", "trigger": trigger()] }
        let data = (try? JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// `continue`, `option <0-3>`, `text <index of texts>`, `back`, `skip` (rarely), `grant` or `deny`.
    static func randomAction(using random: inout SeededRandomNumbers) -> String {
        switch Int.random(in: 0..<40, using: &random) {
        case 0..<15: "continue"
        case 15..<23: "option \(Int.random(in: 0..<4, using: &random))"
        case 23..<29: "text \(Int.random(in: 0..<texts.count, using: &random))"
        case 29..<33: "back"
        case 33: "skip"
        case 34..<37: "grant"
        default: "deny"
        }
    }

    /// `text` as a Swift string literal, every character that is not ASCII as a `\u{…}` escape.
    static func swiftLiteral(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }

    /// A program that takes each walk's actions through its spec's `Flow` and prints, after the start
    /// and after each action, one JSON line: the slide, whether finished, Continue, the text's
    /// problem, the effects to present, the events.
    static func walkProgram(_ specs: [(name: String, walks: [[String]])]) -> String {
        var program = #"""
            import Foundation

            let texts: [String] = [\#(texts.map(swiftLiteral).joined(separator: ", "))]

            func json(_ value: Any) -> String {
                String(decoding: try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
            }

            """#
        for (name, walks) in specs {
            program += """

                do {
                    typealias Onboarding = \(name)Onboarding
                    let walks: [[String]] = \(walks)
                    for (index, actions) in walks.enumerated() {
                        var flow = Onboarding.Flow()
                        func record(_ action: String, _ effects: [Onboarding.Effect]) {
                            let problem: String
                            switch flow.textProblem {
                            case nil: problem = ""
                            case .missing?: problem = "missing"
                            case .tooLong?: problem = "tooLong"
                            case .notAnEmailAddress?: problem = "notAnEmailAddress"
                            }
                            let presented: [[String]] = effects.compactMap { effect in
                                switch effect {
                                case .presentPaywall(let placement): return ["paywall", String(describing: placement)]
                                case .presentLogin: return ["login"]
                                case .requestPermission(let permission): return ["permission", String(describing: permission)]
                                case .finished: return nil
                                }
                            }
                            let events = flow.takeEvents().map { ["name": $0.name, "parameters": $0.parameters] as [String: Any] }
                            print(json([
                                "spec": "\(name)", "walk": index, "action": action, "current": String(describing: flow.current),
                                "isFinished": flow.isFinished, "canContinue": flow.canContinue, "textProblem": problem,
                                "effects": presented, "events": events,
                                "pendingPermission": flow.pendingPermission.map { String(describing: $0) } ?? "",
                            ] as [String: Any]))
                        }
                        record("start", [])
                        for action in actions {
                            let parts = action.split(separator: " ")
                            var effects: [Onboarding.Effect] = []
                            switch parts[0] {
                            case "continue": effects = flow.next()
                            case "option":
                                let options = flow.slide.options
                                if let index = Int(parts[1]), index < options.count, !flow.isFinished {
                                    effects = flow.select(optionID: options[index].id) ?? []
                                }
                            case "text": _ = flow.enterText(texts[Int(parts[1])!])
                            case "back": _ = flow.back()
                            case "skip": effects = flow.skip()
                            case "grant": effects = flow.permissionResult(granted: true)
                            default: effects = flow.permissionResult(granted: false)
                            }
                            record(action, effects)
                        }
                    }
                }

                """
        }
        return program
    }
}
