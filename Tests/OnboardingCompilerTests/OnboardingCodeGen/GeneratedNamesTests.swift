import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingModel
@testable import OnboardingSemantics
import Testing

/// The names the generated file and the runtime declare never collide with the spec's: a spec whose
/// ids are every one of those names, as slides, questions, choice slides, options, placements,
/// products and variants, lints clean (but for the names Swift itself gives a meaning, which
/// validation refuses) and compiles.
@Suite struct GeneratedNamesTests {
    /// Every lowerCamelCase name that `Templates/*.swift.template` or `Sources/OnboardingRuntime`
    /// declares (`func`, `var`, `let`, `case`, `typealias`), the labels of the runtime's
    /// initialisers, and the members Swift gives enums and hashable types.
    static func declaredNames() throws -> [String] {
        let root = GeneratedFile.packageRoot
        var texts: [String] = []
        for folder in ["Templates", "Sources/OnboardingRuntime"] {
            let url = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".swift") || name.hasSuffix(".swift.template") {
                texts.append(try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8))
            }
        }
        var names: Set<String> = ["rawValue", "hashValue", "hash", "id", "init", "description", "self", "allCases"]
        let declaration = /\b(?:func|var|let|case|typealias)\s+`?([a-z][A-Za-z0-9]*)/
        let label = /\b([a-z][A-Za-z0-9]*):\s/
        for text in texts {
            for match in text.matches(of: declaration) { names.insert(String(match.1)) }
            for match in text.matches(of: label) { names.insert(String(match.1)) }
        }
        return names.sorted()
    }

    @Test func theNamesIncludeWhatEarlierVersionsCollidedOn() throws {
        let names = try Self.declaredNames()
        for name in ["slide", "text", "option", "slideID", "answers", "next", "effects", "title", "paywall", "weight", "assigned"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(names.count > 150, "\(names.count)")
    }

    /// Swift's own names that a case or a property of the generated API cannot take: validation
    /// refuses them with a message that says why.
    @Test func theNamesSwiftGivesAMeaningAreRefused() {
        let json = #"{"slides":[{"id":"all-cases"},{"id":"hash-value","kind":"textInput"}]}"#
        #expect(Pipeline.lines(json, path: "H.onboarding.json") == [
            "H.onboarding.json:1:18: error: slide id 'all-cases' becomes the case 'allCases', which would hide the enum's own 'allCases'; rename it [invalid_identifier]",
            "H.onboarding.json:1:37: error: question 'hash-value' becomes the property 'hashValue' of Answers, which would hide its own 'hashValue'; rename it [invalid_identifier]",
        ])
    }

    @Test func everyDeclaredNameAsEveryKindOfIDCompiles() throws {
        let names = try Self.declaredNames().filter { !SpecValidator.reservedCaseNames.contains($0) }
        let questions = names.filter { !SpecValidator.reservedPropertyNames.contains($0) }
        func object(_ pairs: [(String, Any)]) -> [String: Any] { Dictionary(uniqueKeysWithValues: pairs) }
        let options = names.map { ["id": $0, "title": $0] }
        let questionsSpec: [String: Any] = [
            "name": "Questions",
            "slides": questions.map { ["id": $0, "kind": "textInput", "title": $0] }
                + [["id": "choices-of-every-name", "kind": "choice", "choices": options]]
                + [["id": "several-of-every-name", "kind": "multipleChoice", "choices": options, "maxSelections": 2]],
        ]
        let choicesSpec: [String: Any] = [
            "name": "Choices",
            "slides": questions.map { ["id": $0, "kind": "choice", "choices": [["id": $0, "title": $0]]] }
                + [["id": "every-option", "kind": "choice", "choices": options]],
            "paywalls": names.map { name in ["placement": name, "trigger": ["afterChoice": name], "products": [["id": name, "productId": name]]] },
            "variants": object(names.map { ($0, ["slides": [questions[0]]]) }),
        ]
        var files: [String: String] = [:]
        for spec in [questionsSpec, choicesSpec] {
            let json = String(decoding: try JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys]), as: UTF8.self)
            let name = spec["name"] as! String
            let checked = Compiler().check(SourceFile(path: "\(name).onboarding.json", text: json))
            let errors = checked.diagnostics.filter { $0.severity == .error || $0.message.contains("dropped") }
            #expect(errors.isEmpty, "\(errors.prefix(5).map(\.message))")
            guard let valid = checked.valid else { return }
            let output = try Compiler().generate(valid, specPath: "\(name).onboarding.json")
            files[output.fileName] = output.contents
        }
        files["main.swift"] = """
            var questions = QuestionsOnboarding.Flow()
            while !questions.isFinished, questions.current != .choicesOfEveryName {
                _ = questions.enterText("x")
                _ = questions.next()
            }
            _ = questions.select(.slide)
            _ = questions.next()
            _ = questions.toggle(.text)
            _ = questions.next()
            var choices = ChoicesOnboarding.Flow(variant: .assigned(toUserID: "u"))
            _ = choices.select(optionID: choices.current.rawValue)
            _ = choices.next()
            print(questions.isFinished, questions.answers.text ?? "-", questions.answers.choicesOfEveryName == .slide, choices.awaitedResult != nil)
            print(ChoicesOnboarding.SlideOption.allCases.map(\\.title.defaultValue), QuestionsOnboarding.SlideID.allCases.count == \(questions.count + 2))

            """
        let result = try SwiftCompiler.compileAndRun(files: files, flags: SwiftCompiler.strictFlags + ["-default-isolation", "MainActor"])
        #expect(result.status == 0, "\(result.errors.prefix(3000))")
        #expect(result.output == "true x true true\n[\"slide\"] true\n", "\(result.output)")
    }
}
