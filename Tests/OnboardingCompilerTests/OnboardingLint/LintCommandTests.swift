import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
import OnboardingModel
import Testing


@Suite struct LintCommandTests {
    typealias Support = LintTestSupport

    @Test func rulesListsTheCatalogInAlignedColumns() throws {
        let run = Support.run(["rules"])
        #expect(run.status == .success)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == RuleCatalog.all.count + 1)
        #expect(lines[0].hasPrefix("ID "))
        let summaryColumn = try #require(lines[0].range(of: "SUMMARY")).lowerBound.utf16Offset(in: lines[0])
        let hardPaywall = try #require(lines.first { $0.hasPrefix("hard_paywall ") })
        #expect(hardPaywall.contains(" note "))
        #expect(String(hardPaywall.dropFirst(summaryColumn)) == Rule.hardPaywall.summary)
        #expect(try #require(lines.first { $0.hasPrefix("too_many_slides ") }).contains(" yes "))
        #expect(Support.run(["rules", "extra"]).status == .usageError)
    }

    @Test func explainPrintsTheDocumentationWithMarkers() {
        let run = Support.run(["explain", "title_length"])
        #expect(run.status == .success)
        #expect(run.output.hasPrefix("Title Length (title_length)\n\nSeverity: warning\nStage: lint"))
        #expect(run.output.contains("Options: \"max\" (default 40)\n"))
        #expect(run.output.contains("\n    " + Rule.titleLength.triggeringExamples[0] + "\n"))
        #expect(run.output.contains("↓"))
        #expect(run.output.contains("Non-triggering examples:\n"))
        #expect(Support.run(["explain", "flow_cycle"]).output.contains("Stage: validation"))
    }

    @Test func explainRejectsUnknownRulesWithASuggestion() {
        let run = Support.run(["explain", "low_contrst"])
        #expect(run.status == .usageError)
        #expect(run.error == "error: no rule, key or object 'low_contrst'; did you mean 'low_contrast'? (see 'onboardc rules')\n")
        #expect(Support.run(["explain"]).status == .usageError)
        #expect(Support.run(["explain", ""]).status == .usageError)
        #expect(Support.run(["explain", "shwoIf"]).error == "error: no rule, key or object 'shwoIf'; did you mean 'showIf'? (see 'onboardc rules')\n")
        #expect(Support.run(["explain", "options"]).error == "error: no rule, key or object 'options'; did you mean 'choices'? (see 'onboardc rules')\n")
        #expect(Support.run(["explain", "Name"]).error == "error: no rule, key or object 'Name'; did you mean 'name'? (see 'onboardc rules')\n")
        #expect(Support.run(["explain", "Slid"]).error == "error: no rule, key or object 'Slid'; did you mean 'Slide' or 'slides'? (see 'onboardc rules')\n")
        #expect(Support.run(["explain", "choises"]).error == "error: no rule, key or object 'choises'; did you mean 'choices'? (see 'onboardc rules')\n")
        #expect(Support.run(["explain", "Choise"]).error == "error: no rule, key or object 'Choise'; did you mean 'Choice'? (see 'onboardc rules')\n")
        #expect(Support.run(["explain", "Slide.titel"]).error == "error: no rule, key or object 'Slide.titel'; did you mean 'Slide.title'? (see 'onboardc rules')\n")
        #expect(Support.run(["explain"]).error == "error: expected one rule id, key or object name\nUsage: onboardc explain <rule>|<key>|<object>\n")
    }

    /// Every key of the format is explained, alone or qualified by its object.
    @Test func explainDescribesEveryKeyOfTheFormat() {
        for key in FormatReference.qualifiedKeys {
            let run = Support.run(["explain", key])
            #expect(run.status == .success, "\(key)")
            #expect(run.output.hasPrefix(String(key.split(separator: ".")[1]) + " (in " + key.split(separator: ".")[0] + ")\n\n"), "\(run.output)")
        }
        let showIf = Support.run(["explain", "showIf"]).output
        #expect(showIf.contains("Type: `Condition` object\n"))
        #expect(showIf.contains("\n  isAnswered  Whether the question was answered"))
        let title = Support.run(["explain", "title"]).output
        #expect(title.contains("title (in Slide)") && title.contains("title (in WhatsNew)"), "one entry for each object with the key")
        #expect(Support.run(["explain", "minSelections"]).output.contains("Default: 1\n"))
    }

    /// An object of the format, named as the reference names it, is explained by its keys.
    @Test func explainDescribesEveryObjectOfTheFormat() {
        for shape in FormatReference.shapesInOrder() {
            let run = Support.run(["explain", shape.name])
            #expect(run.status == .success, "\(shape.name)")
            #expect(run.output.hasPrefix("\(shape.name): \(shape.summary)\n\n"), "\(run.output)")
        }
        #expect(Support.run(["explain", "slide"]).output.contains("\n  kind "))
    }

    @Test func lintReadsTheConfigurationFromAParentDirectory() throws {
        let root = try Support.makeDirectory([
            ".onboardc.json": ##"{ "rules": { "placeholder_text": { "severity": "error" } }, "excluded": ["Specs/Drafts"] }"##,
            "Specs/app.onboarding.json": ##"{ "slides": [{ "title": "TODO" }] }"##,
            "Specs/Drafts/draft.onboarding.json": "not json",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "app.onboarding.json", "../Specs/Drafts/draft.onboarding.json"], in: root + "/Specs")
        #expect(run.status == .failure)
        #expect(run.error == "app.onboarding.json:1:25: error: title of slide 1 looks like placeholder text ('TODO') [placeholder_text]\n1 error, 0 warnings in 1 file\n")
    }

    /// A run whose every spec is excluded checks nothing, and says so rather than succeed in silence.
    @Test func aRunOfExcludedSpecsOnlySaysItCheckedNothing() throws {
        let root = try Support.makeDirectory([
            ".onboardc.json": ##"{ "excluded": ["Drafts"] }"##,
            "Drafts/draft.onboarding.json": "not json",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lint = Support.run(["lint", "Drafts/draft.onboarding.json"], in: root)
        #expect(lint.status == .success)
        #expect(lint.error == "note: the spec given is in the configuration's 'excluded', so nothing was checked\n0 errors, 0 warnings in 0 files\n")
        let build = Support.run(["build", "Drafts/draft.onboarding.json", "Drafts/draft.onboarding.json", "--output", "out"], in: root)
        #expect(build.status == .success)
        #expect(build.error == "note: every spec given is in the configuration's 'excluded', so nothing was checked\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/out"))
        // The build tool plugin declares the file of every spec: it holds comments, and no code.
        let file = Support.run(["build", "Drafts/draft.onboarding.json", "--output-file", "out/Draft.swift"], in: root)
        #expect(file.status == .success)
        #expect(
            try String(contentsOfFile: root + "/out/Draft.swift", encoding: .utf8) == """
                // Generated by onboardc from Drafts/draft.onboarding.json. DO NOT EDIT.
                // The configuration's 'excluded' names this spec: nothing is generated for it.

                """)
        #expect(Support.run(["build", "Drafts/draft.onboarding.json", "--output-file", "out/Draft.swift", "--check"], in: root).status == .success)
        #expect(Support.run(["build", "Drafts/draft.onboarding.json", "--output-file", "out/Other.swift", "--check"], in: root).status == .failure)
    }

    @Test func lintUsesAnExplicitConfiguration() throws {
        let root = try Support.makeDirectory([
            ".onboardc.json": ##"{ "disabledRules": ["placeholder_text"] }"##,
            "strict.json": ##"{ "optInRules": ["too_many_slides"], "rules": { "too_many_slides": { "max": 1 } } }"##,
            "app.onboarding.json": ##"{ "slides": [{ "title": "TODO" }, { "title": "Two" }] }"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Support.run(["lint", "app.onboarding.json"], in: root).error == "0 errors, 0 warnings in 1 file\n")
        let run = Support.run(["lint", "app.onboarding.json", "--config", "strict.json"], in: root)
        #expect(run.error.contains("[too_many_slides]"))
        #expect(run.error.contains("[placeholder_text]"))
    }

    /// `--config-in`, which the build tool plugin passes: the configuration of the first folder
    /// that has one, looked for when the command runs, and none when no folder has one.
    @Test func configurationOfTheFirstFolderThatHasOne() throws {
        let root = try Support.makeDirectory([
            ".onboardc.json": ##"{ "disabledRules": ["placeholder_text"] }"##,
            "Package/.onboardc.json": ##"{ "strict": true }"##,
            "Package/Sources/App/app.onboarding.json": ##"{ "slides": [{ "title": "TODO" }] }"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let spec = "Package/Sources/App/app.onboarding.json"
        let folders = ["--config-in", "Package/Sources/App", "--config-in", "Package"]
        let strict = Support.run(["lint", spec] + folders, in: root)
        #expect(strict.status == .failure)
        #expect(strict.error.contains("1:25: error: title of slide 1 looks like placeholder text ('TODO') [placeholder_text]"), "\(strict.error)")
        try ##"{ "disabledRules": ["placeholder_text"], "strict": true }"##
            .write(toFile: root + "/Package/Sources/App/.onboardc.json", atomically: true, encoding: .utf8)
        #expect(Support.run(["lint", spec] + folders, in: root).error == "0 errors, 0 warnings in 1 file\n")
        for file in ["/Package/Sources/App/.onboardc.json", "/Package/.onboardc.json"] {
            try FileManager.default.removeItem(atPath: root + file)
        }
        // No folder has one: the working directory's is not read either.
        let none = Support.run(["lint", spec] + folders, in: root)
        #expect(none.status == .success)
        #expect(none.error.contains("[placeholder_text]"), "\(none.error)")
    }

    @Test func configurationErrorsExitWithTwo() throws {
        let root = try Support.makeDirectory([
            ".onboardc.json": "{\n  \"disabledRules\": [\"placeholder\"]\n}\n",
            "app.onboarding.json": ##"{ "slides": [{ "title": "Hi" }] }"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "app.onboarding.json"], in: root)
        #expect(run.status == .usageError)
        #expect(run.error == ".onboardc.json:2:21: error: unknown rule 'placeholder'; did you mean 'placeholder_text'?\n")
        let missing = Support.run(["lint", "app.onboarding.json", "--config", "nope.json"], in: root)
        #expect(missing.status == .usageError)
        #expect(missing.error == "error: cannot read 'nope.json': no such file\n")
    }

    @Test func subcommandsAreRegistered() {
        #expect(CommandLineTool.subcommands.map(\.name).contains("rules"))
        #expect(CommandLineTool.subcommands.map(\.name).contains("explain"))
        #expect(CommandLineTool.help.contains("explain"))
    }
}
