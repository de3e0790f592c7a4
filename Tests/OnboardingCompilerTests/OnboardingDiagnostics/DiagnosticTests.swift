@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
import Testing


@Suite struct DiagnosticTests {
    @Test func presentationOrderSortsByFileThenPositionThenSeverity() {
        let source = SourceFile(path: "a.json", text: "{\n  \"x\": 1\n}\n")
        let late = Diagnostic(.warning, "late", at: source.range(4..<5))
        let earlyWarning = Diagnostic(.warning, "early warning", at: source.range(0..<1))
        let earlyError = Diagnostic(.error, "early error", at: source.range(0..<1))
        let otherFile = Diagnostic(.error, "other", at: SourceFile(path: "b.json", text: "{}").range(0..<1))
        let sorted = [otherFile, late, earlyWarning, earlyError].sortedForPresentation()
        #expect(sorted.map(\.message) == ["early error", "early warning", "late", "other"])
    }

    @Test func xcodeLineCarriesPositionSeverityAndRule() {
        let source = SourceFile(path: "Specs/a.json", text: "{\n  \"x\": 1\n}\n")
        let diagnostic = Diagnostic(.warning, "something is off", at: source.range(4..<7), rule: "some_rule")
        #expect(XcodeReporter.line(for: diagnostic) == "Specs/a.json:2:3: warning: something is off [some_rule]")
    }

    @Test func suggestionFindsCloseMisspellings() {
        #expect(Suggestion.closest(to: "subtitel", among: ["title", "subtitle", "boldTitle"]) == "subtitle")
        #expect(Suggestion.closest(to: "xyz", among: ["title", "subtitle"]) == nil)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("ab", "ba") == 1)
    }

    /// Names as close as each other are all offered, up to four; past that the rest are counted.
    @Test func manyEquallyCloseSuggestionsAreCounted() {
        #expect(Suggestion.didYouMean(["step1", "step2"]) == "; did you mean 'step1' or 'step2'?")
        let keys = (1...9).map { "slide\($0).title" }
        #expect(Suggestion.closestCandidates(to: "slide0.title", among: keys) == keys)
        #expect(Suggestion.didYouMean(keys) == "; did you mean 'slide1.title', 'slide2.title', 'slide3.title', 'slide4.title' or one of 5 more?")
    }
}
