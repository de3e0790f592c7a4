import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
@testable import OnboardingReporting
import Testing

/// `onboardc lint --fix`: every fix-it the JSON report carries is applied, to its span only, and the
/// spec it leaves lints without the finding.
@Suite struct LintFixTests {
    typealias Support = LintTestSupport

    /// A finding with a fix-it: the spec that has it, and the spec `--fix` must leave, byte for byte.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The rule of the finding; `nil` for a syntax error.
        let rule: String?
        let name: String
        let spec: String
        let fixed: String

        var testDescription: String { "\(rule ?? "syntax"): \(name)" }
    }

    static let cases: [Case] = [
        Case(
            rule: nil, name: "trailing comma",
            spec: "{\n  \"slides\": [{ \"title\": \"Hi\" },],\n}\n",
            fixed: "{\n  \"slides\": [{ \"title\": \"Hi\" }]\n}\n"),
        Case(
            rule: nil, name: "missing colon and commas",
            spec: "{ \"slides\" [{ \"title\": \"A\" \"subtitle\": \"B\" } { \"title\": \"C\" }] }\n",
            fixed: "{ \"slides\": [{ \"title\": \"A\", \"subtitle\": \"B\" }, { \"title\": \"C\" }] }\n"),
        Case(
            rule: nil, name: "unquoted keys, single quotes and a capitalised literal",
            spec: "{ isScrollEnabled: True, slides: [{ title: 'Welcome' }] }\n",
            fixed: "{ \"isScrollEnabled\": true, \"slides\": [{ \"title\": \"Welcome\" }] }\n"),
        Case(
            rule: nil, name: "missing brace between slides",
            spec: "{\n  \"slides\": [\n    { \"id\": \"a\", \"title\": \"A\",\n    { \"id\": \"b\", \"title\": \"B\" }\n  ]\n}\n",
            fixed: "{\n  \"slides\": [\n    { \"id\": \"a\", \"title\": \"A\"},\n    { \"id\": \"b\", \"title\": \"B\" }\n  ]\n}\n"),
        Case(
            rule: nil, name: "missing bracket before the next member",
            spec: "{\n  \"slides\": [\n    { \"title\": \"A\" }\n  \"isScrollEnabled\": false\n}\n",
            fixed: "{\n  \"slides\": [\n    { \"title\": \"A\" }],\n  \"isScrollEnabled\": false\n}\n"),
        Case(
            rule: nil, name: "missing final brace",
            spec: "{\n  \"slides\": [{ \"title\": \"Hi\" }]\n",
            fixed: "{\n  \"slides\": [{ \"title\": \"Hi\" }]\n}\n"),
        Case(
            rule: "unknown_key", name: "top level",
            spec: "{\n  \"primaryColorLigth\": \"#FF0000\",\n  \"slides\": [{ \"title\": \"Hi\" }]\n}\n",
            fixed: "{\n  \"primaryColorLight\": \"#FF0000\",\n  \"slides\": [{ \"title\": \"Hi\" }]\n}\n"),
        Case(
            rule: "unknown_key", name: "the React Native name of the login",
            spec: "{ \"slides\": [{ \"title\": \"Hi\" }], \"loginConfiguration\": { \"clientId\": \"c\", \"bundleId\": \"com.app\" } }\n",
            fixed: "{ \"slides\": [{ \"title\": \"Hi\" }], \"login\": { \"clientId\": \"c\", \"bundleId\": \"com.app\" } }\n"),
        Case(
            rule: "unknown_key", name: "in a dropped slide",
            spec: "{ \"slides\": [{ \"title\": \"Hi\", \"subtitel\": \"There\" }, { \"title\": \"Two\" }] }\n",
            fixed: "{ \"slides\": [{ \"title\": \"Hi\", \"subtitle\": \"There\" }, { \"title\": \"Two\" }] }\n"),
        Case(
            rule: "invalid_value", name: "a value of an enumeration",
            spec: "{ \"slides\": [{ \"title\": \"Hi\" }], \"paywalls\": [{ \"placement\": \"main\", \"presentation\": \"sheets\" }] }\n",
            fixed: "{ \"slides\": [{ \"title\": \"Hi\" }], \"paywalls\": [{ \"placement\": \"main\", \"presentation\": \"sheet\" }] }\n"),
        Case(
            rule: "invalid_value", name: "a trigger",
            spec: "{ \"slides\": [{ \"title\": \"Hi\" }], \"paywalls\": [{ \"placement\": \"main\", \"trigger\": \"afterOnbording\" }] }\n",
            fixed: "{ \"slides\": [{ \"title\": \"Hi\" }], \"paywalls\": [{ \"placement\": \"main\", \"trigger\": \"afterOnboarding\" }] }\n"),
        Case(
            rule: "unknown_slide_kind", name: "a misspelt kind",
            spec: "{ \"slides\": [{ \"kind\": \"pgae\", \"title\": \"Hi\" }, { \"title\": \"Two\" }] }\n",
            fixed: "{ \"slides\": [{ \"kind\": \"page\", \"title\": \"Hi\" }, { \"title\": \"Two\" }] }\n"),
        Case(
            rule: "invalid_type", name: "a boolean written as a string",
            spec: "{ \"isScrollEnabled\": \"no\", \"slides\": [{ \"title\": \"Hi\" }] }\n",
            fixed: "{ \"isScrollEnabled\": false, \"slides\": [{ \"title\": \"Hi\" }] }\n"),
        Case(
            rule: "invalid_value", name: "a permission by another platform's name",
            spec: "{ \"slides\": [{ \"title\": \"Hi\" }, { \"kind\": \"permission\", \"permission\": \"push\", \"subtitle\": \"Why\" }] }\n",
            fixed: "{ \"slides\": [{ \"title\": \"Hi\" }, { \"kind\": \"permission\", \"permission\": \"notifications\", \"subtitle\": \"Why\" }] }\n"),
        Case(
            rule: "missing_target", name: "a slide in 'next'",
            spec: "{ \"slides\": [{ \"id\": \"welcome\", \"next\": \"finsh\" }, { \"id\": \"finish\" }] }\n",
            fixed: "{ \"slides\": [{ \"id\": \"welcome\", \"next\": \"finish\" }, { \"id\": \"finish\" }] }\n"),
        Case(
            rule: "missing_target", name: "an option in 'afterChoice'",
            spec: """
                { "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "advanced", "title": "A" }] }],
                  "paywalls": [{ "placement": "pro", "trigger": { "afterChoice": "advance" } }] }

                """,
            fixed: """
                { "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "advanced", "title": "A" }] }],
                  "paywalls": [{ "placement": "pro", "trigger": { "afterChoice": "advanced" } }] }

                """),
        Case(
            rule: "invalid_answer_placeholder", name: "a question in a text",
            spec: "{ \"slides\": [{ \"id\": \"name\", \"kind\": \"textInput\" }, { \"title\": \"Hi \\u00e9 {nmae}!\" }] }\n",
            fixed: "{ \"slides\": [{ \"id\": \"name\", \"kind\": \"textInput\" }, { \"title\": \"Hi \\u00e9 {name}!\" }] }\n"),
        Case(
            rule: "invalid_condition", name: "a question and an option in 'showIf'",
            spec: """
                { "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "new", "title": "N" }, { "id": "pro", "title": "P" }] },
                  { "title": "A", "showIf": { "answer": "levle", "isAnswered": true } },
                  { "title": "B", "showIf": { "answer": "level", "isAnyOf": ["pros"] } }] }

                """,
            fixed: """
                { "slides": [{ "id": "level", "kind": "choice", "choices": [{ "id": "new", "title": "N" }, { "id": "pro", "title": "P" }] },
                  { "title": "A", "showIf": { "answer": "level", "isAnswered": true } },
                  { "title": "B", "showIf": { "answer": "level", "isAnyOf": ["pro"] } }] }

                """),
        Case(
            rule: "invalid_variant", name: "a slide a variant lists, and one it overrides",
            spec: """
                { "slides": [{ "id": "welcome" }, { "id": "finale" }],
                  "variants": { "a": { "slides": ["welcome", "finle"] }, "b": { "slides": ["welcome"], "overrides": { "welcom": { "title": "Hi" } } } } }

                """,
            fixed: """
                { "slides": [{ "id": "welcome" }, { "id": "finale" }],
                  "variants": { "a": { "slides": ["welcome", "finale"] }, "b": { "slides": ["welcome"], "overrides": { "welcome": { "title": "Hi" } } } } }

                """),
        Case(
            rule: "unknown_rule", name: "a rule a slide silences",
            spec: "{ \"slides\": [{ \"title\": \"Hi\", \"lint\": { \"disable\": [\"titel_length\"] } }] }\n",
            fixed: "{ \"slides\": [{ \"title\": \"Hi\", \"lint\": { \"disable\": [\"title_length\"] } }] }\n"),
        Case(
            rule: "fall_through_branch", name: "a branch that runs into the next",
            spec: """
                { "slides": [
                  { "id": "level", "kind": "choice", "choices": [{ "id": "a", "title": "A", "next": "a1" }, { "id": "b", "title": "B", "next": "b1" }] },
                  { "id": "a1", "title": "A1" },
                  { "id": "b1", "title": "B1" }
                ] }

                """,
            fixed: """
                { "slides": [
                  { "id": "level", "kind": "choice", "choices": [{ "id": "a", "title": "A", "next": "a1" }, { "id": "b", "title": "B", "next": "b1" }] },
                  { "id": "a1", "title": "A1", "next": null },
                  { "id": "b1", "title": "B1" }
                ] }

                """),
    ]

    @Test(arguments: cases)
    func fixRewritesOnlyTheSpansOfTheFixIts(_ testCase: Case) throws {
        let root = try Support.makeDirectory(["App.onboarding.json": testCase.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = Support.check(testCase.spec)
        #expect(before.contains { $0.ruleID == testCase.rule && $0.fixIt != nil }, "the spec has no finding with a fix-it to fix")

        let run = Support.run(["lint", "--fix", "App.onboarding.json"], in: root)
        let written = try String(contentsOfFile: root + "/App.onboarding.json", encoding: .utf8)
        #expect(written == testCase.fixed)
        #expect(run.error.contains(": note: fixed: "))
        let after = Support.check(written)
        #expect(!after.contains { $0.ruleID == testCase.rule }, "\(after.map(\.message))")
        #expect(!after.containsErrors, "\(after.map(\.message))")
    }

    /// Every fix-it of every rule's triggering examples, as the catalog documents them, fixes its finding.
    @Test func theFixItsOfEveryRuleExampleFixTheirFindings() throws {
        let fixer = FixStep(compiler: Compiler(), baseline: Baseline(entries: []), context: Self.silentContext)
        var rulesWithFixIts: Set<String> = []
        for rule in RuleCatalog.all {
            for example in rule.triggeringExamples {
                let text = example.replacingOccurrences(of: "↓", with: "")
                var options = Compiler.Options()
                options.lint = LintConfiguration(optInRules: [rule.id])
                let checked = Compiler(options: options).check(SourceFile(path: "example.onboarding.json", text: text))
                guard checked.diagnostics.contains(where: { $0.ruleID == rule.id && $0.fixIt != nil }) else { continue }
                rulesWithFixIts.insert(rule.id)
                let (source, fixed, isFinished, _) = FixStep(compiler: Compiler(options: options), baseline: fixer.baseline, context: fixer.context).fix(checked)
                #expect(fixed.contains { $0.ruleID == rule.id })
                #expect(isFinished)
                let after = Compiler(options: options).check(source).diagnostics
                #expect(!after.contains { $0.ruleID == rule.id }, "\(rule.id): \(example) → \(String(decoding: source.bytes, as: UTF8.self))")
            }
        }
        // The sweep reached the rules known to carry fix-its.
        #expect(
            rulesWithFixIts.isSuperset(of: ["unknown_key", "fall_through_branch", "unknown_rule", "dropped_target", "invalid_type"]),
            "\(rulesWithFixIts.sorted())")
    }

    @Test func aMisspeltAssetIsFixedButAVideoNamedWithoutItsExtensionIsNot() {
        let assets = AssetIndex(imageSets: ["welcome"], files: ["intro.mp4"])
        let image = Support.check(##"{ "slides": [{ "staticIllustration": { "iosAssetName": "welcom" } }] }"##, rule: .assetNotFound, assets: assets)
        #expect(image.first?.fixIt?.replacement == #""welcome""#)
        let video = Support.check(
            ##"{ "slides": [{ "backgroundVideo": { "name": "intro", "extension": "mov" } }] }"##, rule: .assetNotFound, assets: assets)
        #expect(video.first?.message == "video 'intro.mov' is not in the asset paths; did you mean 'intro.mp4'?")
        #expect(video.first != nil && video.first?.fixIt == nil)
    }

    /// A name numbered otherwise is another asset, not yet added, never a typo to fix.
    @Test func anAssetNumberedOtherwiseIsNotSuggested() {
        let assets = AssetIndex(imageSets: ["background-2", "background1", "welcome"], files: [])
        let third = Support.check(##"{ "slides": [{ "backgroundImage": { "iosAssetName": "background-3" } }] }"##, rule: .assetNotFound, assets: assets)
        #expect(third.first?.message == "image 'background-3' is not in the asset paths")
        #expect(third.first != nil && third.first?.fixIt == nil)
        let typo = Support.check(##"{ "slides": [{ "backgroundImage": { "iosAssetName": "backgrond-2" } }] }"##, rule: .assetNotFound, assets: assets)
        #expect(typo.first?.fixIt?.replacement == #""background-2""#)
        let namespaced = Support.check(
            ##"{ "slides": [{ "backgroundImage": { "iosAssetName": "logo" } }] }"##, rule: .assetNotFound, assets: AssetIndex(imageSets: ["Brand2/logo"], files: []))
        #expect(namespaced.first?.fixIt?.replacement == #""Brand2/logo""#, "the folder's number is not the asset's")
    }

    /// A guess between names as close as each other is the author's to make: both are offered, and
    /// neither is written.
    @Test func namesAsCloseAsEachOtherAreOfferedWithoutAFixIt() {
        let diagnostics = Support.check(##"{ "slides": [{ "id": "a", "next": "step" }, { "id": "step1" }, { "id": "step2" }] }"##)
        let target = diagnostics.first { $0.ruleID == "missing_target" }
        #expect(target?.message == "'next' of slide 'a' leads to slide 'step', which does not exist; did you mean 'step1' or 'step2'?")
        #expect(target != nil && target?.fixIt == nil)
    }

    @Test func fixReportsWhatItFixedAndWhatRemains() throws {
        let spec = "{ slides: [{ \"title\": \"TODO\", \"subtitel\": \"x\" }, { \"title\": \"Two\" }] }\n"
        let root = try Support.makeDirectory(["App.onboarding.json": spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "--fix", "App.onboarding.json"], in: root)
        // The unquoted key's fix-it is how the parser read it: the unknown key is found and fixed
        // in the same round, and both notes stand where the findings were in the text as written.
        #expect(
            run.error == """
                App.onboarding.json:1:3: note: fixed: replaced 'slides' with '"slides"'
                App.onboarding.json:1:31: note: fixed: replaced '"subtitel"' with '"subtitle"' [unknown_key]
                fixed 2 findings in 1 file
                App.onboarding.json:1:25: warning: title of slide 1 looks like placeholder text ('TODO') [placeholder_text]
                0 errors, 1 warning in 1 file

                """)
        #expect(run.status == .success)
        #expect(try String(contentsOfFile: root + "/App.onboarding.json", encoding: .utf8)
            == "{ \"slides\": [{ \"title\": \"TODO\", \"subtitle\": \"x\" }, { \"title\": \"Two\" }] }\n")
    }

    /// A misspelt key is not renamed to a key its object gives already, nor are two misspelt keys
    /// renamed to one: either would give the key twice, an error (issue 36, item 4). The finding
    /// says no "did you mean" then, and the spec is left as it is.
    @Test func fixNeverGivesAKeyTwice() throws {
        let spec = """
            { "slides": [
              { "title": "Hi", "titel": "x" },
              { "tilte": "A", "titel": "B" },
              { "title": "Two", "next": null }
            ] }

            """
        let root = try Support.makeDirectory(["App.onboarding.json": spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = Support.run(["lint", "App.onboarding.json"], in: root)
        #expect(before.status == .success, "the spec passes, with warnings")
        let run = Support.run(["lint", "--fix", "App.onboarding.json"], in: root)
        #expect(run.status == .success, "\(run.error)")
        #expect(run.error.contains("App.onboarding.json:2:20: warning: slide 1 is dropped: unknown key 'titel' [unknown_key]"), "\(run.error)")
        #expect(run.error.contains("fixed 1 finding in 1 file"), "\(run.error)")
        let fixed = try String(contentsOfFile: root + "/App.onboarding.json", encoding: .utf8)
        #expect(fixed == spec.replacingOccurrences(of: #""tilte""#, with: #""title""#), "the first misspelling is fixed, the second left")
        #expect(!Support.check(fixed).containsErrors)
    }

    /// A spec without errors has none after `--fix`: a round of fix-its that would give it one (here
    /// a key corrected on a dropped slide, which then leads to a slide that does not exist) is not
    /// applied, and its findings are named.
    @Test func fixNeverGivesASpecThatPassesAnError() throws {
        let spec = #"{ "slides": [{ "title": "A" }, { "title": "B", "nxt": "nowhere" }, { "title": "End", "next": null }] }"#
        let root = try Support.makeDirectory(["App.onboarding.json": spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "--fix", "App.onboarding.json"], in: root)
        #expect(run.status == .success, "\(run.error)")
        #expect(run.error.contains(
            "App.onboarding.json:1:48: note: not fixed, since the fixes of its round would give the spec an error: slide 2 is dropped: unknown key 'nxt'; did you mean 'next'? [unknown_key]\n"), "\(run.error)")
        #expect(run.error.contains("fixed 0 findings in 0 files"))
        #expect(try String(contentsOfFile: root + "/App.onboarding.json", encoding: .utf8) == spec)
    }

    @Test func fixSaysWhenFixItsRemainAfterTheLastRound() throws {
        // 20 syntax errors are reported a check, so 200 unquoted keys take 10 rounds.
        let keys = (0..<200).map { "k\($0): 1" }.joined(separator: ", ")
        let root = try Support.makeDirectory(["App.onboarding.json": "{ " + keys + " }"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = Support.run(["lint", "--fix", "App.onboarding.json"], in: root)
        #expect(first.error.contains("App.onboarding.json: note: fix-its remain after 8 rounds; run 'onboardc lint --fix' again\n"))
        #expect(first.error.contains("fixed 160 findings in 1 file\n"))
        let second = Support.run(["lint", "--fix", "App.onboarding.json"], in: root)
        #expect(second.error.contains("fixed 40 findings in 1 file\n"))
        #expect(!second.error.contains("fix-its remain"))
        #expect(try String(contentsOfFile: root + "/App.onboarding.json", encoding: .utf8) == "{ " + (0..<200).map { "\"k\($0)\": 1" }.joined(separator: ", ") + " }")
    }

    @Test func fixExitsWithTheStatusOfWhatRemains() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": "{ slides: [], \"x\": 1 }"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "--fix", "App.onboarding.json", "--reporter", "json"], in: root)
        #expect(run.status == .failure)
        #expect(run.error.contains("fixed 1 finding in 1 file"))
        #expect(run.output.contains("\"message\": \"unknown key 'x'\""))
    }

    @Test func fixOfASpecWithoutFixItsWritesNothing() throws {
        let spec = #"{ "slides": [{ "title": "Hi" }] }"#
        let root = try Support.makeDirectory(["App.onboarding.json": spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/App.onboarding.json"
        let date = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        let run = Support.run(["lint", "--fix", "App.onboarding.json"], in: root)
        #expect(run.error == "fixed 0 findings in 0 files\n0 errors, 0 warnings in 1 file\n")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == date)
    }

    @Test func fixWritesThroughASymbolicLinkAndKeepsThePermissions() throws {
        let root = try Support.makeDirectory(["Real/App.onboarding.json": "{ slides: [{ \"title\": \"Hi\" }] }"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Link.onboarding.json", withDestinationPath: "Real/App.onboarding.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: root + "/Real/App.onboarding.json")
        let run = Support.run(["lint", "--fix", "Link.onboarding.json"], in: root)
        #expect(run.status == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/Link.onboarding.json") == "Real/App.onboarding.json")
        #expect(try String(contentsOfFile: root + "/Real/App.onboarding.json", encoding: .utf8) == "{ \"slides\": [{ \"title\": \"Hi\" }] }")
        let permissions = try FileManager.default.attributesOfItem(atPath: root + "/Real/App.onboarding.json")[.posixPermissions] as? Int
        #expect(permissions == 0o640)
    }

    @Test func fixRefusesAReadOnlySpecAndLeavesItAlone() throws {
        let spec = "{ slides: [{ \"title\": \"Hi\" }] }"
        let root = try Support.makeDirectory(["App.onboarding.json": spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/App.onboarding.json")
        let run = Support.run(["lint", "--fix", "App.onboarding.json"], in: root)
        #expect(run.status == .usageError)
        #expect(run.error == "error: cannot fix 'App.onboarding.json': it is read-only\n")
        #expect(try String(contentsOfFile: root + "/App.onboarding.json", encoding: .utf8) == spec)
    }

    @Test func fixLeavesTheFindingsABaselineAccepts() throws {
        let spec = ##"{ "slides": [{ "title": "Hi" }], "primaryColorLigth": "#FF0000" }"##
        let root = try Support.makeDirectory(["App.onboarding.json": spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Support.run(["lint", "App.onboarding.json", "--write-baseline", "baseline.json"], in: root).status == .success)
        let run = Support.run(["lint", "--fix", "App.onboarding.json", "--baseline", "baseline.json"], in: root)
        #expect(run.status == .success)
        #expect(try String(contentsOfFile: root + "/App.onboarding.json", encoding: .utf8) == spec)
    }

    @Test func fixCannotWriteABaseline() {
        let run = Support.run(["lint", "--fix", "App.onboarding.json", "--write-baseline", "b.json"])
        #expect(run.status == .usageError)
        #expect(run.error == "error: '--fix' and '--write-baseline' cannot be used together\n")
    }

    private static let silentContext = ToolContext(currentDirectory: "/", writeStandardOutput: { _ in }, writeStandardError: { _ in })
}
