import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
import OnboardingDiagnostics
import OnboardingSemantics
import OnboardingModel
import OnboardingTestSupport
import Testing

/// Random specs with questions and conditions, compiled and walked at random by a program: every
/// step the generated `Flow` takes follows the flow graph that validation checked, passing over
/// only slides with conditions, and `back()` right after `next()` restores the flow as it was.
@Suite struct QuestionFlowPropertyTests {
    static let specCount = 6

    @Test func randomWalksFollowTheValidatedFlow() throws {
        var random = SeededRandomNumbers(seed: 2026)
        var specs: [String: Compiler.ValidSpec] = [:]
        var files: [String: String] = [:]
        var attempts = 0
        while specs.count < Self.specCount {
            attempts += 1
            try #require(attempts < 500, "too few random specs validate")
            let name = "Random\(specs.count)"
            let checked = Pipeline.check(Self.randomSpec(named: name, using: &random))
            guard let valid = checked.valid, !checked.diagnostics.contains(where: { $0.severity == .error }) else { continue }
            specs[name] = valid
            let output = try Compiler().generate(valid, specPath: "\(name).onboarding.json")
            files[output.fileName] = output.contents
        }
        files["main.swift"] = Self.walkProgram(specs: specs.keys.sorted().map { ($0, GeneratedAPI(specs[$0]!.spec)) })
        let result = try SwiftCompiler.compileAndRun(files: files, flags: SwiftCompiler.strictFlags)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("FAIL") }, "\(lines.filter { $0.hasPrefix("FAIL") })")
        let steps = lines.filter { $0.hasPrefix("STEP ") }
        #expect(steps.count > 200, "the walks took \(steps.count) steps")
        for step in steps {
            let parts = step.split(separator: " ").map(String.init)
            let valid = try #require(specs[parts[1]])
            #expect(Self.follows(from: parts[2], to: parts[3], choosing: parts[4] == "-" ? nil : parts[4], in: valid), "\(step)")
        }
    }

    /// Whether the flow of `valid` leads from slide `from`, with option `optionID` chosen there, to
    /// `to` (a slide id or `end`), passing over only slides that have conditions.
    static func follows(from: String, to: String, choosing optionID: String?, in valid: Compiler.ValidSpec) -> Bool {
        follows(from: from, to: to, choosing: optionID, in: valid.spec, graph: valid.graph)
    }

    /// Whether the flow of `spec`, whose graph is `graph`, leads from `from` to `to` so.
    static func follows(from: String, to: String, choosing optionID: String?, in spec: OnboardingSpec, graph: FlowGraph) -> Bool {
        let slides = spec.slides
        guard let source = graph.indexByID[from] else { return false }
        let option = slides[source].kind == .choice ? slides[source].choices.first { $0.id == optionID } : nil
        let denied = optionID == "denied" ? slides[source].nextIfDenied : nil
        var destination = graph.destination(of: denied ?? option?.next ?? slides[source].next, from: source)
        for _ in slides.indices {
            switch destination {
            case .end?: return to == "end"
            case .slide(let index)?:
                if slides[index].id == to { return true }
                guard slides[index].condition != nil else { return false }
                destination = graph.destination(of: slides[index].next, from: index)
            case nil: return false
            }
        }
        return false
    }

    /// Random specs with two or three variants, each a random selection of the slides (with the
    /// slides its slides lead to or ask about), in the spec's order or reversed: a walk through
    /// each variant's generated flow only shows slides of that variant, each step follows the
    /// variant's validated flow graph, and every walk ends.
    @Test func variantWalksStayInTheirVariantAndEnd() throws {
        var random = SeededRandomNumbers(seed: 1124)
        var specs: [String: Compiler.ValidSpec] = [:]
        var files: [String: String] = [:]
        var attempts = 0
        while specs.count < Self.specCount {
            attempts += 1
            try #require(attempts < 2000, "too few random specs with variants validate")
            let name = "Variants\(specs.count)"
            let checked = Pipeline.check(Self.withRandomVariants(Self.randomSpec(named: name, using: &random), using: &random))
            guard let valid = checked.valid, !valid.spec.variants.isEmpty, !checked.diagnostics.contains(where: { $0.severity == .error }) else {
                continue
            }
            specs[name] = valid
            let output = try Compiler().generate(valid, specPath: "\(name).onboarding.json")
            files[output.fileName] = output.contents
        }
        files["main.swift"] = Self.variantWalkProgram(specs: specs.keys.sorted().map { ($0, GeneratedAPI(specs[$0]!.spec)) })
        let result = try SwiftCompiler.compileAndRun(files: files, flags: SwiftCompiler.strictFlags)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.hasPrefix("FAIL") }, "\(lines.filter { $0.hasPrefix("FAIL") })")
        #expect(lines.filter { $0.hasPrefix("END ") }.count == specs.values.reduce(0) { $0 + $1.spec.variants.count } * 20)
        let steps = lines.filter { $0.hasPrefix("STEP ") }
        #expect(steps.count > 200, "the walks took \(steps.count) steps")
        var graphs: [String: (spec: OnboardingSpec, graph: FlowGraph)] = [:]
        for step in steps {
            let parts = step.split(separator: " ").map(String.init)
            let valid = try #require(specs[parts[1]])
            let key = parts[1] + " " + parts[2]
            if graphs[key] == nil {
                let variant = try #require(valid.spec.variants.first { $0.name == parts[2] })
                let restricted = valid.spec.restricted(to: variant)
                graphs[key] = (restricted, FlowGraph(spec: restricted))
            }
            let (spec, graph) = graphs[key]!
            #expect(Self.follows(from: parts[3], to: parts[4], choosing: parts[5] == "-" ? nil : parts[5], in: spec, graph: graph), "\(step)")
        }
    }

    /// `json` with two or three random variants added.
    static func withRandomVariants(_ json: String, using random: inout SeededRandomNumbers) -> String {
        var spec = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let slides = spec["slides"] as! [[String: Any]]
        let ids = slides.map { $0["id"] as! String }
        /// The ids a slide names: its targets and the question of its condition.
        func named(by slide: [String: Any]) -> [String] {
            var names = [slide["next"], slide["nextIfDenied"], (slide["showIf"] as? [String: Any])?["answer"]].compactMap { $0 as? String }
            names += (slide["choices"] as? [[String: Any]] ?? []).compactMap { $0["next"] as? String }
            return names
        }
        var variants: [String: Any] = [:]
        for number in 0..<Int.random(in: 2...3, using: &random) {
            var included = Set(ids.filter { _ in Int.random(in: 0..<3, using: &random) != 0 })
            var grown = true
            while grown {
                let before = included.count
                for slide in slides where included.contains(slide["id"] as! String) { included.formUnion(named(by: slide)) }
                grown = included.count > before
            }
            var order = ids.filter(included.contains)
            if order.isEmpty { order = [ids[0]] }
            if Int.random(in: 0..<4, using: &random) == 0 { order.reverse() }
            var variant: [String: Any] = ["slides": order, "weight": Int.random(in: 0...3, using: &random)]
            if let first = order.first, Bool.random(using: &random) { variant["overrides"] = [first: ["title": "Variant \(number)"]] }
            variants["v\(number)"] = variant
        }
        spec["variants"] = variants
        let data = try! JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// A program that walks each variant's flow 20 times, toward the end: `STEP <spec> <variant>
    /// <from> <to> <option>` for each step forward, `END <spec> <variant>` when a walk ends, and
    /// `FAIL …` for a slide outside the variant or a walk that does not end.
    static func variantWalkProgram(specs: [(name: String, api: GeneratedAPI)]) -> String {
        var program = programStart(seed: 11, texts: ["Ann", "x@y.z"])
        for (name, api) in specs {
            let answerPermission = """
                if flow.pendingPermission != nil {
                    let granted = Bool.random(using: &random)
                    permissionAnswer = granted ? "granted" : "denied"
                    _ = flow.permissionResult(granted: granted)
                } else
                """
            let answerQuestion = """
                if let option = flow.slide.options.randomElement(using: &random) {
                    _ = flow.select(optionID: option.id)
                } else {
                    _ = flow.enterText(texts.randomElement(using: &random)!)
                }
                """
            program += """

                do {
                    typealias Onboarding = \(name)Onboarding
                    for variant in Onboarding.Variant.allCases {
                        for _ in 0..<20 {
                            var flow = Onboarding.Flow(variant: variant)
                            for _ in 0..<400 where !flow.isFinished {
                                if !variant.slides.contains(flow.current) { print("FAIL \(name) \\(variant) shows \\(flow.current)") }
                                let before = flow
                                \(api.permissionAnswer)
                                \(api.hasPermissions ? answerPermission + " " : "")if flow.canContinue, Int.random(in: 0..<3, using: &random) != 0 {
                                    _ = flow.next()
                                } else {
                                    \(api.hasQuestions ? answerQuestion : "")
                                }
                                guard flow.path != before.path || flow.isFinished else { continue }
                                let option = permissionAnswer ?? \(api.answerText)
                                let to = flow.isFinished ? "end" : flow.current.rawValue
                                print("STEP \(name) \\(variant.rawValue) \\(before.current.rawValue) \\(to) \\(option.isEmpty || option.contains(" ") ? "-" : option)")
                            }
                            print(flow.isFinished ? "END \(name) \\(variant)" : "FAIL \(name) \\(variant) did not end at \\(flow.current)")
                        }
                    }
                }

                """
        }
        return program
    }

    /// A spec of 4 to 12 slides whose `next` keys only lead forward: pages, choices, multiple
    /// choices, text inputs and permissions (some with `nextIfDenied`), some with conditions on earlier questions, some texts inserting
    /// their answers, some left out of the progress. Some are invalid; the test skips those.
    static func randomSpec(named name: String, using random: inout SeededRandomNumbers) -> String {
        let count = Int.random(in: 4...12, using: &random)
        var slides: [[String: Any]] = []
        var questions: [(id: String, kind: String, options: [String])] = []
        for position in 0..<count {
            let id = "s\(position)"
            var slide: [String: Any] = ["id": id, "title": "Slide \(position)"]
            func target() -> Any {
                let next = Int.random(in: position + 1...count, using: &random)
                return next == count ? NSNull() : "s\(next)"
            }
            if let question = questions.randomElement(using: &random), Int.random(in: 0..<3, using: &random) == 0 {
                if question.kind == "textInput" || Bool.random(using: &random) {
                    slide["showIf"] = ["answer": question.id, "isAnswered": Bool.random(using: &random)]
                } else {
                    slide["showIf"] = ["answer": question.id, "isAnyOf": Array(question.options.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)))]
                }
            }
            if let question = questions.randomElement(using: &random), Int.random(in: 0..<4, using: &random) == 0 {
                slide["subtitle"] = "About {\(question.id)}"
            }
            if Int.random(in: 0..<5, using: &random) == 0 { slide["countsInProgress"] = false }
            let options = ["a", "b", "c"]
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                slide["kind"] = "choice"
                slide["choices"] = options.map { option -> [String: Any] in
                    var choice: [String: Any] = ["id": option, "title": option.uppercased()]
                    if Bool.random(using: &random) { choice["next"] = target() }
                    return choice
                }
                slide["continueRequiresSelection"] = Int.random(in: 0..<4, using: &random) != 0
                slide["advancesOnSelection"] = Bool.random(using: &random)
                questions.append((id, "choice", options))
            case 1:
                slide["kind"] = "multipleChoice"
                slide["choices"] = options.map { ["id": $0, "title": $0.uppercased()] }
                let minimum = Int.random(in: 0...2, using: &random)
                slide["minSelections"] = minimum
                if Bool.random(using: &random) { slide["maxSelections"] = Int.random(in: max(minimum, 1)...3, using: &random) }
                questions.append((id, "multipleChoice", options))
            case 2:
                slide["kind"] = "textInput"
                slide["isRequired"] = Bool.random(using: &random)
                if Bool.random(using: &random) { slide["maxLength"] = 5 }
                if Bool.random(using: &random) { slide["contentType"] = "email" }
                questions.append((id, "textInput", []))
            case 3:
                slide["kind"] = "permission"
                slide["permission"] = "notifications"
                slide["subtitle"] = "Why"
                if Bool.random(using: &random) { slide["nextIfDenied"] = target() }
            default:
                break
            }
            if Int.random(in: 0..<3, using: &random) == 0 { slide["next"] = target() }
            slides.append(slide)
        }
        let spec: [String: Any] = ["name": name, "slides": slides]
        let data = try! JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// The start of a walk program: a seeded random number generator, `random`, and the `texts`
    /// it enters into text fields.
    static func programStart(seed: UInt64, texts: [String]) -> String {
        """
        import Foundation

        struct Generator: RandomNumberGenerator {
            var state: UInt64
            mutating func next() -> UInt64 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return state
            }
        }

        var random = Generator(state: \(seed))
        let texts = [\(texts.map { SwiftLiteral.string($0) }.joined(separator: ", "))]

        """
    }

    /// A program that walks each spec's flow at random, printing `STEP <spec> <from> <to> <option>`
    /// for each step forward (`granted` or `denied` after a permission), and `FAIL …` when `back()`
    /// after `next()` does not restore the flow.
    static func walkProgram(specs: [(name: String, api: GeneratedAPI)]) -> String {
        var program = programStart(seed: 7, texts: ["", "  Ann ", "abcdefgh", "x@y.z", "not an address"])
        for (name, api) in specs {
            let answerPermission = """
                if flow.pendingPermission != nil {
                    let granted = Bool.random(using: &random)
                    permissionAnswer = granted ? "granted" : "denied"
                    moved = !flow.permissionResult(granted: granted).isEmpty || flow.path != before.path
                    if !moved { print("FAIL \(name) a permission result did not move on from \\(before.current)") }
                } else
                """
            let chooseOption = """
                if let option = flow.slide.options.randomElement(using: &random) {
                    moved = !(flow.select(optionID: option.id) ?? []).isEmpty || flow.path != before.path
                }
                """
            program += """

                do {
                    typealias Onboarding = \(name)Onboarding
                    for _ in 0..<40 {
                        var flow = Onboarding.Flow()
                        for _ in 0..<80 where !flow.isFinished {
                            var probe = flow
                            if probe.canContinue\(api.hasPermissions ? ", Onboarding.slide(flow.current).permission == nil" : "") {
                                _ = probe.next()
                                // Continuing trims the text entered on the slide left; nothing else changes.
                                var expected = flow
                                if let text = flow.answers[text: flow.current] { _ = expected.enterText(text.trimmingCharacters(in: .whitespacesAndNewlines)) }
                                let isBack = probe.back() && probe == expected
                                if !probe.isFinished, !isBack { print("FAIL \(name) back() after next() from \\(flow.current)") }
                            }
                            let before = flow
                            var moved = false
                            \(api.permissionAnswer)
                            \(api.hasPermissions ? answerPermission : "do") {
                            switch Int.random(in: 0..<7, using: &random) {
                            case 0, 1, 2: moved = (!flow.next().isEmpty\(api.hasPermissions ? " && flow.pendingPermission == nil" : "")) || flow.path != before.path
                            case 3:
                                \(api.hasQuestions ? chooseOption : "break")
                            case 4: \(api.hasQuestions ? "_ = flow.enterText(texts.randomElement(using: &random)!)" : "break")
                            case 5: _ = flow.back()
                            default: if Int.random(in: 0..<10, using: &random) == 0 { _ = flow.skip() }
                            }
                            }
                            guard moved else { continue }
                            // Moving forward keeps the answer of the slide left; options' titles are their ids in capitals.
                            let option = permissionAnswer ?? \(api.answerText)
                            let to = flow.isFinished ? "end" : flow.current.rawValue
                            print("STEP \(name) \\(before.current.rawValue) \\(to) \\(option.isEmpty || option.contains(" ") ? "-" : option)")
                        }
                    }
                }

                """
        }
        return program
    }
}

/// The optional parts of a spec's generated API that the walk programs call: a file declares the
/// answers and options only for a spec with questions, the results of permissions only for one
/// with permission slides, and those of paywalls and the login only for one that has them.
struct GeneratedAPI {
    var hasQuestions: Bool
    var hasPermissions: Bool
    var hasPaywalls: Bool
    var hasLogin: Bool

    init(_ spec: OnboardingSpec) {
        hasQuestions = spec.slides.contains { $0.kind.isQuestion }
        hasPermissions = spec.slides.contains { $0.kind == .permission }
        hasPaywalls = !spec.paywalls.isEmpty
        hasLogin = spec.login != nil
    }

    /// Whether the flow may wait for a result: `awaitedResult` and `AwaitedResult` are declared.
    var awaitsResults: Bool { hasPermissions || hasPaywalls || hasLogin }

    /// The declaration of `permissionAnswer`, which a walk sets after a permission result.
    var permissionAnswer: String {
        hasPermissions ? "var permissionAnswer: String?" : "let permissionAnswer: String? = nil"
    }

    /// The answer to the slide the walk left, `before.current`, as a text.
    var answerText: String {
        hasQuestions ? "flow.answers.text(of: before.current).lowercased()" : #""""#
    }
}
