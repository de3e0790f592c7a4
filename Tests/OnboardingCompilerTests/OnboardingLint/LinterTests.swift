@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
import Testing


@Suite struct LinterTests {
    typealias Support = LintTestSupport

    static let spec = ##"""
        { "slides": [
            { "id": "a", "title": "TODO one" },
            { "id": "b", "title": "TODO two", "lint": { "disable": ["placeholder_text"] } }
        ] }
        """##

    @Test func reportsEveryEnabledRule() {
        #expect(Support.check(Self.spec, rule: .placeholderText).map(\.pointer) == ["/slides/0/title"])
    }

    @Test func specLevelDisableSilencesTheRuleEverywhere() {
        let spec = ##"{ "lint": { "disable": ["placeholder_text"] }, "slides": [{ "title": "TODO" }, { "title": "TBD" }] }"##
        #expect(Support.check(spec, rule: .placeholderText).isEmpty)
    }

    @Test func slideLevelDisableSilencesOnlyThatSlide() {
        let spec = ##"""
            { "slides": [
                { "id": "a", "title": "TODO", "kind": "choice", "choices": [{ "id": "x", "title": "TBD" }], "lint": { "disable": ["placeholder_text"] } },
                { "id": "b", "title": "TODO" }
            ] }
            """##
        #expect(Support.check(spec, rule: .placeholderText).map(\.pointer) == ["/slides/1/title"])
    }

    @Test func slideLevelDisableMatchesWholePointerComponents() {
        let slides = (0..<11).map { index in
            index == 1 ? ##"{ "title": "TODO", "lint": { "disable": ["placeholder_text"] } }"## : ##"{ "title": "TODO" }"##
        }
        let spec = ##"{ "slides": [\##(slides.joined(separator: ", "))] }"##
        let pointers = Support.check(spec, rule: .placeholderText).map(\.pointer)
        #expect(pointers.count == 10)
        #expect(pointers.contains("/slides/10/title"))
    }

    @Test func configurationDisablesAndReassignsSeverity() {
        #expect(Support.check(Self.spec, rule: .placeholderText, configuration: LintConfiguration(disabledRules: ["placeholder_text"])).isEmpty)
        let severe = LintConfiguration(severities: ["placeholder_text": .error])
        #expect(Support.check(Self.spec, rule: .placeholderText, configuration: severe).map(\.severity) == [.error])
    }

    @Test func strictUpgradesLintWarningsAfterLinting() {
        let diagnostics = Support.check(Self.spec, options: Compiler.Options(isStrict: true)).filter { $0.ruleID == "placeholder_text" }
        #expect(diagnostics.map(\.severity) == [.error])
    }

    @Test func lintRunsOnlyOnValidatedSpecs() {
        let spec = ##"{ "slides": [{ "id": "a", "title": "TODO", "next": "missing" }] }"##
        let diagnostics = Support.check(spec)
        #expect(diagnostics.contains { $0.ruleID == Rule.missingTarget.id })
        #expect(!diagnostics.contains { $0.ruleID == Rule.placeholderText.id })
    }

    @Test func lintErrorsFailTheSpec() {
        let options = Compiler.Options(lint: LintConfiguration(severities: ["placeholder_text": .error]))
        let checked = Compiler(options: options).check(SourceFile(path: "a.onboarding.json", text: Self.spec))
        #expect(checked.hasErrors)
        #expect(checked.spec == nil)
    }

    @Test func lintRulesAreInTheCatalog() {
        #expect(RuleCatalog.lintRules.allSatisfy { RuleCatalog.rule(withID: $0.id)?.stage == .lint })
        #expect(RuleCatalog.all.filter { $0.stage == .lint }.count == RuleCatalog.lintRules.count)
    }
}
