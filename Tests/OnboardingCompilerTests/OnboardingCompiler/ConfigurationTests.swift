import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
import Testing


@Suite struct ConfigurationTests {
    static func parse(_ text: String) -> (configuration: ProjectConfiguration?, messages: [String]) {
        let (configuration, diagnostics) = ConfigurationParser.parse(SourceFile(path: ".onboardc.json", text: text), directory: "/project")
        return (configuration, diagnostics.map(XcodeReporter.line(for:)))
    }

    @Test func parsesEveryKey() throws {
        let (configuration, messages) = Self.parse(
            ##"""
            {
              "disabledRules": ["duplicate_text"],
              "optInRules": ["too_many_slides"],
              "rules": {
                "title_length": { "max": 32, "severity": "error" },
                "hard_paywall": { "severity": "warning" }
              },
              "excluded": ["Specs/Drafts/**"],
              "assets": ["App/Assets.xcassets", "../Shared"],
              "accessLevel": "public",
              "templates": "Templates/Custom",
              "catalog": "App/Onboarding.xcstrings",
              "strict": true
            }
            """##)
        #expect(messages.isEmpty)
        let parsed = try #require(configuration)
        #expect(parsed.lint.disabledRules == ["duplicate_text"])
        #expect(parsed.lint.optInRules == ["too_many_slides"])
        #expect(parsed.lint.severities == ["title_length": .error, "hard_paywall": .warning])
        #expect(parsed.lint.maximums == ["title_length": 32])
        #expect(parsed.excluded == ["Specs/Drafts/**"])
        #expect(parsed.assets == ["/project/App/Assets.xcassets", "/Shared"])
        #expect(parsed.accessLevel == .public)
        #expect(parsed.templates == "/project/Templates/Custom")
        #expect(parsed.catalog == "/project/App/Onboarding.xcstrings")
        #expect(parsed.isStrict)
    }

    @Test func emptyConfigurationHasDefaults() {
        #expect(Self.parse("{}").configuration == ProjectConfiguration(directory: "/project"))
        #expect(ProjectConfiguration(directory: "/").accessLevel == .internal)
    }

    @Test func unknownKeysSuggestTheCamelCaseKey() {
        let (configuration, messages) = Self.parse("{\n  \"disabled_rules\": [],\n  \"acessLevel\": \"public\"\n}")
        #expect(configuration == nil)
        #expect(
            messages == [
                ".onboardc.json:2:3: error: unknown key 'disabled_rules' in the configuration; did you mean 'disabledRules'? (valid keys: 'disabledRules', 'optInRules', 'rules', 'excluded', 'assets', 'accessLevel', 'templates', 'catalog', 'strict')",
                ".onboardc.json:3:3: error: unknown key 'acessLevel' in the configuration; did you mean 'accessLevel'? (valid keys: 'disabledRules', 'optInRules', 'rules', 'excluded', 'assets', 'accessLevel', 'templates', 'catalog', 'strict')",
            ])
    }

    @Test func unknownRuleIDsSuggestALintRule() {
        let (_, messages) = Self.parse("{ \"disabledRules\": [\n    \"titel_length\"] }")
        #expect(messages == [".onboardc.json:2:5: error: unknown rule 'titel_length'; did you mean 'title_length'?"])
        let (_, ruleMessages) = Self.parse("{ \"rules\": { \"subtitle_lenght\": { \"max\": 3 } } }")
        #expect(ruleMessages == [".onboardc.json:1:14: error: unknown rule 'subtitle_lenght'; did you mean 'subtitle_length'?"])
        let (_, farMessages) = Self.parse("{ \"disabledRules\": [\"no_such\"] }")
        #expect(farMessages == [".onboardc.json:1:21: error: unknown rule 'no_such'; 'onboardc rules' lists them"])
    }

    @Test func onlyLintRulesCanBeConfigured() {
        let (_, messages) = Self.parse(##"{ "disabledRules": ["flow_cycle"] }"##)
        #expect(messages == [".onboardc.json:1:21: error: rule 'flow_cycle' is a validation rule; only lint rules can be configured"])
    }

    @Test func ruleOptionsAreChecked() {
        let (_, messages) = Self.parse(
            ##"""
            { "rules": {
                "low_contrast": { "max": 3 },
                "title_length": { "max": 0, "severity": "fatal" },
                "hard_paywall": "error"
            } }
            """##)
        #expect(
            messages == [
                ".onboardc.json:2:23: error: unknown key 'max' in rule 'low_contrast' (valid keys: 'severity')",
                ".onboardc.json:3:30: error: 'max' must be a positive integer, found 0",
                ".onboardc.json:3:45: error: 'severity' must be one of 'note', 'warning', 'error', found 'fatal'",
                ".onboardc.json:4:21: error: 'hard_paywall' must be an object with 'severity', found 'error'",
            ])
    }

    @Test func typesAndDuplicatesAreChecked() {
        let (_, messages) = Self.parse(
            ##"{ "excluded": "Specs", "assets": [1], "accessLevel": "open", "templates": "a", "templates": "b", "strict": "yes" }"##)
        #expect(
            messages == [
                ".onboardc.json:1:80: error: duplicate key 'templates'",
                ".onboardc.json:1:15: error: 'excluded' must be an array of strings, found 'Specs'",
                ".onboardc.json:1:35: error: 'assets' must be an array of strings, found 1",
                ".onboardc.json:1:54: error: 'accessLevel' must be one of 'internal', 'package', 'public', found 'open'",
                ".onboardc.json:1:108: error: 'strict' must be true or false, found 'yes'",
            ])
        let (_, diagnostics) = ConfigurationParser.parse(
            SourceFile(path: ".onboardc.json", text: ##"{ "templates": "a", "templates": "b" }"##), directory: "/project")
        #expect(diagnostics.first?.notes.map(\.message) == ["'templates' is first given here"])
        #expect(diagnostics.first?.notes.first?.range?.start.column == 3)
        #expect(Self.parse("[]").messages == [".onboardc.json:1:1: error: the configuration must be a JSON object, found array"])
        #expect(Self.parse("{ \"assets\": [").messages.first?.hasPrefix(".onboardc.json:1:") == true)
    }

    @Test func excludedGlobsAreRelativeToTheConfiguration() {
        let configuration = ProjectConfiguration(directory: "/project", excluded: ["Specs/Drafts", "**/*.draft.onboarding.json", "Old/*.json"])
        #expect(configuration.excludes("/project/Specs/Drafts/a.onboarding.json"))
        #expect(configuration.excludes("Specs/Drafts/deep/b.onboarding.json"))
        #expect(configuration.excludes("/project/Specs/x/y.draft.onboarding.json"))
        #expect(configuration.excludes("/project/Old/a.json"))
        #expect(!configuration.excludes("/project/Old/deep/a.json"))
        #expect(!configuration.excludes("/project/Specs/app.onboarding.json"))
        #expect(!configuration.excludes("/elsewhere/Specs/Drafts/a.onboarding.json"))
    }

    @Test func globPatterns() {
        #expect(GlobPattern("*.json").matches("a.json"))
        #expect(!GlobPattern("*.json").matches("dir/a.json"))
        #expect(GlobPattern("**/a?.json").matches("x/y/ab.json"))
        #expect(GlobPattern("**/a?.json").matches("ab.json"))
        #expect(GlobPattern("a/**").matches("a/b/c"))
        #expect(!GlobPattern("a*b").matches("acbd"))
        #expect(GlobPattern("a*b*c").matches("aXbYbc"))
    }

    @Test func configurationIsFoundFromTheWorkingDirectoryUpward() throws {
        let root = try LintTestSupport.makeDirectory([".onboardc.json": "{}", "Specs/Nested/": "", "Other/.onboardc.json": "{}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ProjectConfiguration.locate(from: root + "/Specs/Nested") == root + "/.onboardc.json")
        #expect(ProjectConfiguration.locate(from: root + "/Other") == root + "/Other/.onboardc.json")
        let loaded = try ProjectConfiguration.load(explicitPath: nil, currentDirectory: root + "/Specs/Nested")
        #expect(loaded?.directory == root)
    }

    @Test func loadReportsErrorsAtTheirLine() throws {
        let root = try LintTestSupport.makeDirectory([".onboardc.json": "{\n  \"optInRules\": [\"too_many_slide\"]\n}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect {
            try ProjectConfiguration.load(explicitPath: nil, currentDirectory: root)
        } throws: { error in
            guard let error = error as? ProjectConfiguration.LoadError else { return false }
            return error.diagnostics.map(XcodeReporter.line(for:)) == [
                ".onboardc.json:2:18: error: unknown rule 'too_many_slide'; did you mean 'too_many_slides'?"
            ]
        }
    }
}
