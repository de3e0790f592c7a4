import Foundation
@testable import OnboardingCompiler
import OnboardingDiagnostics
import OnboardingPreview
import OnboardingTestSupport
import Testing

/// The first half of the cross-check of the preview against the generated code: random specs with
/// questions, conditions, permissions, paywalls that are or are not skippable, a required or
/// optional login, and, for every other spec, variants, each walked by random actions (answers,
/// Continue, back, skip, and the results of permissions, paywalls and logins) through its compiled
/// generated `Flow`, started in the spec's order or in one of its variants. What the flow did after
/// each action (the slide, whether Continue is enabled, the text's problem, the page indicator's
/// dots, the effects, the result awaited, whether a login is offered again and the analytics
/// events) is written beside the
/// preview of the spec, or of the variant (`<spec>.<variant>.html`), into
/// `$ONBOARDC_PREVIEW_CROSSCHECK`; `Tests/Browser/preview_crosscheck.py`
/// replays the same actions in the preview in Chromium and compares. `.ci/run` runs both.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ONBOARDC_PREVIEW_CROSSCHECK"] != nil))
struct PreviewCrossCheckTests {
    static let specCount = 8
    static let walksPerSpec = 12
    static let actionsPerWalk = 50
    static let texts = ["", "  Ann ", "abcdefgh", "x@y.z", "not an address", "e\u{301}\u{301}👍🏽"]

    @Test func compiledFlowsWalkedAtRandomAreWrittenBesideTheirPreviews() throws {
        let directory = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["ONBOARDC_PREVIEW_CROSSCHECK"]))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var random = SeededRandomNumbers(seed: 2027)
        var specs: [(name: String, valid: Compiler.ValidSpec, walks: [Walk])] = []
        var files: [String: String] = [:]
        var attempts = 0
        while specs.count < Self.specCount {
            attempts += 1
            try #require(attempts < 2000, "too few random specs validate")
            let name = "Cross\(specs.count)"
            let hasVariants = specs.count.isMultiple(of: 2)
            var json = Self.withEffects(QuestionFlowPropertyTests.randomSpec(named: name, using: &random), using: &random)
            if hasVariants { json = QuestionFlowPropertyTests.withRandomVariants(json, using: &random) }
            let checked = Pipeline.check(json)
            guard let valid = checked.valid, !checked.diagnostics.contains(where: { $0.severity == .error }),
                valid.spec.variants.isEmpty != hasVariants
            else { continue }
            let output = try Compiler().generate(valid, specPath: "\(name).onboarding.json")
            files[output.fileName] = output.contents
            let variants: [String?] = [nil] + valid.spec.variants.map(\.name)
            let walks = (0..<Self.walksPerSpec).map { index in
                Walk(variant: variants[index % variants.count], actions: (0..<Self.actionsPerWalk).map { _ in Self.randomAction(using: &random) })
            }
            specs.append((name, valid, walks))
            for variant in variants {
                let page = try PreviewGenerator().generate(
                    valid.spec, graph: valid.graph, specPath: "\(name).onboarding.json", options: .init(variant: variant))
                try Data(page.utf8).write(to: directory.appendingPathComponent(Walk.page(of: name, variant: variant)))
            }
        }
        files["main.swift"] = Self.walkProgram(specs.map { ($0.name, $0.walks, GeneratedAPI($0.valid.spec)) })
        let result = try SwiftCompiler.compileAndRun(files: files, flags: SwiftCompiler.strictFlags)
        #expect(result.status == 0, "\(result.errors)")
        let traces = result.output.split(separator: "\n").map(String.init)
        #expect(traces.count == specs.count * Self.walksPerSpec * (Self.actionsPerWalk + 1))
        let records = traces.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(records.count == traces.count)
        for spec in specs {
            let walks = spec.walks.enumerated().map { index, walk -> [String: Any] in
                [
                    "page": Walk.page(of: spec.name, variant: walk.variant), "actions": walk.actions,
                    "trace": records.filter { $0["spec"] as? String == spec.name && $0["walk"] as? Int == index },
                ]
            }
            let data = try JSONSerialization.data(withJSONObject: walks, options: [.sortedKeys, .prettyPrinted])
            try data.write(to: directory.appendingPathComponent("\(spec.name).walks.json"))
        }
    }

    /// Random actions through a flow started in the spec's order, or in a variant.
    struct Walk {
        var variant: String?
        var actions: [String]

        /// The file of the preview of the spec `name`, or of its variant.
        static func page(of name: String, variant: String?) -> String {
            variant.map { "\(name).\($0).html" } ?? "\(name).html"
        }
    }

    /// `json` with a required or optional login (OAuth or the app's own screen) and paywalls, some
    /// not skippable, some selling one entitlement, fired after some slides, after some options and at the end,
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
            var paywall: [String: Any] = [
                "placement": "wall\(index)", "trigger": trigger(), "skippable": Bool.random(using: &random),
                "products": [["id": "p\(index)", "productId": "app.p\(index)"]],
            ]
            // One entitlement or none: a paywall selling what another sold is passed over.
            if Bool.random(using: &random) { paywall["entitlement"] = "pro" }
            return paywall
        }
        if Bool.random(using: &random) {
            var login: [String: Any] = ["trigger": trigger(), "isRequired": Bool.random(using: &random)]
            if Bool.random(using: &random) {
                login["provider"] = "app"
                login["mode"] = Bool.random(using: &random) ? "register" : "signIn"
            } else {
                login["clientId"] = "c"
                login["redirectURIScheme"] = "app"
            }
            spec["login"] = login
        }
        let data = (try? JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// `continue`, `option <0-3>`, `text <index of texts>`, `back`, `skip` (rarely), or a result:
    /// `grant` or `deny`, `purchase`, `restore` or `dismiss`, `succeed`, `fail` or `cancel`.
    static func randomAction(using random: inout SeededRandomNumbers) -> String {
        switch Int.random(in: 0..<40, using: &random) {
        case 0..<12: "continue"
        case 12..<18: "option \(Int.random(in: 0..<4, using: &random))"
        case 18..<22: "text \(Int.random(in: 0..<texts.count, using: &random))"
        case 22..<25: "back"
        case 25: "skip"
        case 26..<28: "grant"
        case 28: "deny"
        case 29..<31: "purchase"
        case 31: "restore"
        case 32..<35: "dismiss"
        case 35..<37: "succeed"
        case 37..<39: "fail"
        default: "cancel"
        }
    }

    /// `text` as a Swift string literal, every character that is not ASCII as a `\u{…}` escape.
    static func swiftLiteral(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() + "\""
    }

    /// A program that takes each walk's actions through its spec's `Flow` and prints, after the start
    /// and after each action, one JSON line: the slide, whether finished, Continue, the text's
    /// problem, the page indicator (`progress`: how many dots, and which is current, if the current
    /// slide counts), the effects, the result awaited, whether a login is offered again, the events.
    static func walkProgram(_ specs: [(name: String, walks: [Walk], api: GeneratedAPI)]) -> String {
        var program = #"""
            import Foundation

            let texts: [String] = [\#(texts.map(swiftLiteral).joined(separator: ", "))]

            func json(_ value: Any) -> String {
                String(decoding: try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
            }

            """#
        for (name, walks, api) in specs {
            // A spec with variants starts each walk in its variant, or in the spec's order (`nil`).
            let startsInVariants = walks.contains { $0.variant != nil }
            let variants = walks.map { $0.variant.map { "Onboarding.Variant(rawValue: \"\($0)\")!" } ?? "nil" }
            let declaration = startsInVariants ? "let variants: [Onboarding.Variant?] = [\(variants.joined(separator: ", "))]" : ""
            let start = startsInVariants ? "variants[index].map { Onboarding.Flow(variant: $0) } ?? Onboarding.Flow()" : "Onboarding.Flow()"
            // What the spec's file does not declare, the program records as the page shows it: no
            // text problem, no result awaited, no login to retry; the results of permissions,
            // paywalls and logins the file does not declare change nothing.
            let problem = api.hasQuestions ? """
                switch flow.textProblem {
                case nil: problem = ""
                case .missing?: problem = "missing"
                case .tooLong?: problem = "tooLong"
                case .notAnEmailAddress?: problem = "notAnEmailAddress"
                }
                """ : #"problem = """#
            // Each kind of result the file may declare: the effect that asks for it, the result
            // awaited, and the walk's actions that report it.
            let resultKinds: [(isDeclared: Bool, presentation: String, awaited: String, results: [String])] = [
                (
                    api.hasPermissions,
                    "case .requestPermission(let permission): return [\"permission\", String(describing: permission)]",
                    "case .permission(let permission)?: awaited = \"permission \\(permission)\"",
                    [
                        #"case "grant": effects = flow.permissionResult(granted: true)"#,
                        #"case "deny": effects = flow.permissionResult(granted: false)"#,
                    ]
                ),
                (
                    api.hasPaywalls,
                    "case .presentPaywall(let placement): return [\"paywall\", String(describing: placement)]",
                    "case .paywall(let placement)?: awaited = \"paywall \\(placement)\"",
                    [
                        #"case "purchase": effects = flow.paywallResult(.purchased)"#,
                        #"case "restore": effects = flow.paywallResult(.restored)"#,
                        #"case "dismiss": effects = flow.paywallResult(.dismissed)"#,
                    ]
                ),
                (
                    api.hasLogin,
                    "case .presentLogin: return [\"login\"]",
                    "case .login?: awaited = \"login\"",
                    [
                        #"case "succeed": effects = flow.loginResult(.succeeded)"#,
                        #"case "fail": effects = flow.loginResult(.failed)"#,
                        #"case "cancel": effects = flow.loginResult(.cancelled)"#,
                    ]
                ),
            ].filter(\.isDeclared)
            let presentations = ["case .finished: return [\"finished\"]"] + resultKinds.map(\.presentation)
            let awaitedResults = ["case nil: awaited = \"\""] + resultKinds.map(\.awaited)
            let results = resultKinds.flatMap(\.results)
            let awaited = api.awaitsResults ? "switch flow.awaitedResult {\n" + awaitedResults.joined(separator: "\n") + "\n}" : #"awaited = """#
            let answers = api.hasQuestions ? """
                case "option":
                    let options = flow.slide.options
                    if let index = Int(parts[1]), index < options.count, !flow.isFinished {
                        effects = flow.select(optionID: options[index].id) ?? []
                    }
                case "text":
                    // As the page, which has a field only on a slide that asks for text.
                    if case .textInput? = flow.slide.question { _ = flow.enterText(texts[Int(parts[1])!]) }
                """ : ""
            program += """

                do {
                    typealias Onboarding = \(name)Onboarding
                    let walks: [[String]] = \(walks.map(\.actions))
                    \(declaration)
                    for (index, actions) in walks.enumerated() {
                        var flow = \(start)
                        func record(_ action: String, _ effects: [Onboarding.Effect]) {
                            let problem: String
                            \(problem)
                            let presented: [[String]] = effects.compactMap { effect in
                                switch effect {
                                \(presentations.joined(separator: "\n"))
                                }
                            }
                            let awaited: String
                            \(awaited)
                            let events = flow.takeEvents().map { ["name": $0.name, "parameters": $0.parameters] as [String: Any] }
                            let progress = flow.progress
                            let dots: Any = flow.isFinished
                                ? NSNull() : ["count": progress.count, "current": progress.includesCurrent ? progress.index : NSNull()] as [String: Any]
                            print(json([
                                "spec": "\(name)", "walk": index, "action": action, "current": String(describing: flow.current),
                                "isFinished": flow.isFinished, "canContinue": flow.canContinue, "textProblem": problem,
                                "effects": presented, "events": events, "awaited": awaited, "offersLoginRetry": \(api.hasLogin ? "flow.offersLoginRetry" : "false"),
                                "pageIndicator": dots,
                            ] as [String: Any]))
                        }
                        record("start", [])
                        for action in actions {
                            let parts = action.split(separator: " ")
                            var effects: [Onboarding.Effect] = []
                            switch parts[0] {
                            case "continue": effects = flow.next()
                            \(answers)
                            case "back": _ = flow.back()
                            case "skip": effects = flow.skip()
                            \(results.joined(separator: "\n"))
                            default: break
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
