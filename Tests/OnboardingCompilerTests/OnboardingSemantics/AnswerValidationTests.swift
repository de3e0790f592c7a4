import OnboardingDiagnostics
@testable import OnboardingCompiler
import OnboardingLocalization
@testable import OnboardingLint
@testable import OnboardingSemantics
import OnboardingModel
import Testing

/// Question slides, conditions (`showIf`) and answers inserted into texts: what lowering and
/// validation accept, and where they report what they do not.
@Suite struct AnswerValidationTests {
    private func lines(_ json: String) -> [String] {
        Pipeline.linesBeforeLint(json)
    }

    static let questions = """
        { "id": "level", "kind": "choice", "title": "Level?", "choices": [
            { "id": "new", "title": "New", "next": "basics" }, { "id": "pro", "title": "Pro", "next": "drills" }] },
        { "id": "basics", "title": "Basics", "next": "goals" },
        { "id": "drills", "title": "Drills" },
        { "id": "goals", "kind": "multipleChoice", "title": "Goals?", "choices": [{ "id": "a", "title": "A" }, { "id": "b", "title": "B" }] },
        { "id": "name", "kind": "textInput", "title": "Name?" }
        """

    @Test func questionsWithConditionsAndAnswersInTextsValidate() throws {
        let json = """
            { "slides": [
              \(Self.questions),
              { "id": "for-a", "title": "Hi {name}", "subtitle": "{goals} and {level}", "showIf": { "answer": "goals", "isAnyOf": ["a"] } },
              { "id": "named", "title": "Named", "showIf": { "answer": "name", "isAnswered": true } },
              { "id": "for-pros", "title": "Pro", "showIf": { "answer": "level", "isAnyOf": ["pro"] } }
            ] }
            """
        #expect(lines(json) == [])
        let spec = try #require(Pipeline.check(json).valid?.spec)
        #expect(spec.slides[4].kind == .textInput && spec.slides[4].textInput == TextInput())
        #expect(spec.slides[3].selectionLimits == SelectionLimits(minimum: 1, maximum: nil))
        #expect(spec.slides[5].condition?.requirement == .isAnyOf(["a"]))
        #expect(spec.slides[6].condition?.requirement == .isAnswered(true))
    }

    @Test func conditionsNameAnEarlierQuestionAndItsOptions() {
        let json = """
            { "slides": [
              \(Self.questions),
              { "id": "x1", "title": "X", "showIf": { "answer": "levle", "isAnyOf": ["new"] } },
              { "id": "x2", "title": "X", "showIf": { "answer": "basics", "isAnswered": true } },
              { "id": "x3", "title": "X", "showIf": { "answer": "level", "isAnyOf": ["new", "expert"] } },
              { "id": "x4", "title": "X", "showIf": { "answer": "name", "isAnyOf": ["a"] } },
              { "id": "x5", "kind": "textInput", "title": "X", "showIf": { "answer": "x5", "isAnswered": true } },
              { "id": "x6", "title": "X", "showIf": { "answer": "later", "isAnswered": true } },
              { "id": "later", "kind": "textInput", "title": "Later?" }
            ] }
            """
        #expect(lines(json) == [
            "Test.onboarding.json:8:53: error: the condition names slide 'levle', which does not exist; did you mean 'level'? [invalid_condition]",
            "Test.onboarding.json:9:53: error: the condition names slide 'basics', which is a page, not a question [invalid_condition]",
            "Test.onboarding.json:10:81: error: slide 'level' has no option 'expert'; the options are 'new' and 'pro' [invalid_condition]",
            "Test.onboarding.json:11:72: error: slide 'name' asks for text, which has no options; use 'isAnswered' instead of 'isAnyOf' [invalid_condition]",
            "Test.onboarding.json:12:74: error: the condition names the slide's own answer, which the user gives only once the slide shows [invalid_condition]",
            "Test.onboarding.json:13:53: error: the condition asks for the answer to slide 'later', which comes after this slide on every path [invalid_condition]",
        ])
    }

    @Test func aConditionNoAnswerCanMeetMakesTheSlideUnreachable() {
        let json = """
            { "slides": [
              \(Self.questions),
              { "id": "basics-for-pros", "title": "X", "next": null, "showIf": { "answer": "level", "isAnyOf": ["pro"] } }
            ] }
            """
        // 'goals' leads here on the path through 'new' only.
        let reported = lines(json)
        #expect(reported == [], "\(reported)")
        let unreachable = """
            { "slides": [
              { "id": "level", "kind": "choice", "title": "Level?", "choices": [
                  { "id": "new", "title": "New", "next": "basics" }, { "id": "pro", "title": "Pro", "next": null }] },
              { "id": "basics", "title": "X", "showIf": { "answer": "level", "isAnyOf": ["pro"] } }
            ] }
            """
        #expect(lines(unreachable) == [
            "Test.onboarding.json:4:45: warning: slide 'basics' can never be shown: it shows for 'pro' of slide 'level', and no path from those options leads to it [unreachable_slide]"
        ])
    }

    @Test func answersInTextsMustBeGivenOnEveryPathAtThePlaceholder() {
        let json = """
            { "slides": [
              \(Self.questions),
              { "id": "a", "title": "Hi {nmae}", "subtitle": "\\u00e9 {basics}" },
              { "id": "b", "kind": "textInput", "title": "{b}", "next": "c" },
              { "id": "c", "title": "{drills}" },
              { "id": "d", "title": "Level {level}", "buttonTitle": "{optional}" },
              { "id": "optional", "kind": "textInput", "title": "Optional?", "isRequired": false }
            ] }
            """
        #expect(lines(json) == [
            "Test.onboarding.json:8:29: error: '{nmae}' names no question slide; did you mean 'name'? [invalid_answer_placeholder]",
            "Test.onboarding.json:8:58: error: '{basics}' names no question slide; the question slides are 'level', 'goals', 'name', 'b' and 'optional' [invalid_answer_placeholder]",
            "Test.onboarding.json:9:47: error: '{b}' is this slide's own answer, which the user has not given while the slide shows [invalid_answer_placeholder]",
            "Test.onboarding.json:10:26: error: '{drills}' names no question slide; the question slides are 'level', 'goals', 'name', 'b' and 'optional' [invalid_answer_placeholder]",
            "Test.onboarding.json:11:58: error: '{optional}' may be empty: slide 'optional' is optional ('isRequired': false) [invalid_answer_placeholder]",
        ])
    }

    /// `{{name}}` and `${name}`, as other template languages write a placeholder, would show their
    /// extra characters around the answer. `{{name}}` is an error with the fix-it `{name}`; the `$`
    /// may be a currency sign, so `${name}` is a warning that deletes nothing.
    @Test func aPlaceholderInAnotherTemplateSyntaxIsFixed() throws {
        let json = """
            { "slides": [
              { "id": "nickname", "kind": "textInput", "title": "Your name?" },
              { "id": "hi", "title": "Hi {{nickname}}", "subtitle": "Hello ${nickname}, {nickname}", "next": null } ] }
            """
        #expect(lines(json) == [
            "Test.onboarding.json:3:30: error: '{{nickname}}' would show its outer braces around the answer; an answer is inserted as '{nickname}' [invalid_answer_placeholder]",
            "Test.onboarding.json:3:64: warning: '${nickname}' shows a '$' before the answer; unless the '$' is a currency sign, write '{nickname}' [invalid_answer_placeholder]",
        ])
        let fixIts = Pipeline.check(json).diagnostics.compactMap(\.fixIt)
        #expect(fixIts.map(\.replacement) == ["{nickname}"])
        #expect(fixIts.map { $0.range.end.column - $0.range.start.column } == [12])
    }

    /// A variant's wording inserts answers as the slide's own text does: its placeholders are
    /// checked in the variant's flow, the generated file inserts the answer, and the catalog holds
    /// the format.
    @Test func aVariantsWordingInsertsAnswers() throws {
        func spec(wording: String) -> String {
            """
            { "slides": [
              { "id": "name", "kind": "textInput", "title": "Your name?" },
              { "id": "hi", "title": "Hi {name}", "next": null } ],
              "variants": { "warm": { "slides": ["name", "hi"], "overrides": { "hi": { "title": "\(wording)" } } } } }
            """
        }
        #expect(lines(spec(wording: "Welcome, {nmae}!")) == [
            "Test.onboarding.json:4:95: error: in variant 'warm', '{nmae}' names no question slide; did you mean 'name'? [invalid_answer_placeholder]",
            "Test.onboarding.json:4:37: note: variant 'warm' lists its slides here",
        ])
        let checked = Pipeline.check(spec(wording: "Welcome, {name}!"))
        let valid = try #require(checked.valid, "\(checked.diagnostics.map(\.message))")
        let swift = try Compiler().generate(valid, specPath: "Test.onboarding.json").contents
        #expect(swift.contains(#"title: text("hi.title.warm", "Welcome, %@!", inserting: .name),"#))
        let catalogValue = valid.spec.localizableTexts().first { $0.key == "hi.title.warm" }?.sourceValue
        #expect(catalogValue == "Welcome, %@!")
    }

    /// Each `{{name}}` is reported; only a file's first get the walk of the string that locates
    /// their braces and a fix-it, so that a text of thousands stays linear.
    @Test func manyPlaceholdersInAnotherSyntaxGetTheBudgetOfFixIts() {
        let title = String(repeating: "{{q}} ", count: 30)
        let json = #"{ "slides": [{ "id": "q", "kind": "textInput", "title": "Q?" }, { "title": "\#(title)", "next": null }] }"#
        let findings = Pipeline.check(json).diagnostics.filter { $0.message.hasPrefix("'{{q}}'") }
        #expect(findings.count == 30)
        #expect(findings.filter { $0.fixIt != nil }.count == SuggestionBudget.suggestionsPerFile)
        #expect(findings.allSatisfy { $0.range != nil })
    }

    @Test func anAnswerOfADroppedQuestionIsANoteUnderTheDrop() {
        let json = """
            { "slides": [
              { "id": "name", "kind": "textInput", "title": "Name?", "placeholdr": "You" },
              { "title": "Hi {name}" }
            ] }
            """
        #expect(lines(json) == [
            "Test.onboarding.json:2:58: error: slide 'name' is dropped, but another part of the spec needs it: unknown key 'placeholdr'; did you mean 'placeholder'? [dropped_target]",
            "Test.onboarding.json:3:18: note: '{name}' inserts its answer",
        ])
    }

    @Test func anAnswerGivenOnSomePathsOnlyMayBeEmpty() {
        let json = """
            { "slides": [
              { "id": "level", "kind": "choice", "title": "Level?", "choices": [
                  { "id": "new", "title": "New", "next": "name" }, { "id": "pro", "title": "Pro", "next": "end" }] },
              { "id": "name", "kind": "textInput", "title": "Name?" },
              { "id": "end", "title": "Bye {name}, {level}" }
            ] }
            """
        #expect(lines(json) == [
            "Test.onboarding.json:5:32: error: '{name}' may be empty: a path to this slide does not pass slide 'name' [invalid_answer_placeholder]",
            "Test.onboarding.json:3:95: note: this path does not pass slide 'name': 'level' (option 'pro') → 'end'",
        ])
    }

    /// The first slide has no path before it to spell out.
    @Test func anAnswerOnTheFirstSlideMayBeEmptyWithoutAPath() {
        let json = """
            { "slides": [{ "id": "hi", "title": "Hi {name}" }, { "id": "name", "kind": "textInput", "title": "Name?" }] }
            """
        #expect(lines(json) == [
            "Test.onboarding.json:1:41: error: '{name}' may be empty: a path to this slide does not pass slide 'name' [invalid_answer_placeholder]"
        ])
    }

    /// A slide shown only once its question was answered (`isAnswered: true`, or one of its options)
    /// inserts the answer without it ever being empty there, whatever the paths or the question's
    /// settings; one shown only while it is unanswered would always insert nothing (issue 36).
    @Test func aSlideShownOnlyForAnAnswerMayInsertIt() {
        let json = """
            { "slides": [
              { "id": "level", "kind": "choice", "title": "Level?", "continueRequiresSelection": false, "choices": [
                  { "id": "new", "title": "New", "next": "name" }, { "id": "pro", "title": "Pro", "next": "named" }] },
              { "id": "name", "kind": "textInput", "title": "Name?", "isRequired": false },
              { "id": "named", "title": "Hi {name}", "showIf": { "answer": "name", "isAnswered": true } },
              { "id": "leveled", "title": "At {level}", "showIf": { "answer": "level", "isAnyOf": ["new", "pro"] } },
              { "id": "unnamed", "title": "Bye {name}", "showIf": { "answer": "name", "isAnswered": false } },
              { "id": "other", "title": "{level} and {name}", "showIf": { "answer": "level", "isAnswered": true } }
            ] }
            """
        #expect(lines(json) == [
            "Test.onboarding.json:7:36: error: '{name}' is always empty: this slide shows only when slide 'name' is not answered ('showIf') [invalid_answer_placeholder]",
            "Test.onboarding.json:8:42: error: '{name}' may be empty: slide 'name' is optional ('isRequired': false) [invalid_answer_placeholder]",
        ])
    }

    @Test func questionKeysBelongToTheirKindAndLimitsMustHold() {
        let json = """
            { "slides": [
              { "title": "Page", "placeholder": "x" },
              { "kind": "multipleChoice", "minSelections": 3, "choices": [{ "id": "a", "title": "A" }] },
              { "kind": "multipleChoice", "maxSelections": 1, "minSelections": 2, "choices": [{ "id": "a", "title": "A" }, { "id": "b", "title": "B" }] },
              { "kind": "multipleChoice", "choices": [{ "id": "a", "title": "A", "next": null }] },
              { "kind": "choice", "title": "Q", "choices": [{ "id": "a", "title": "A" }], "showIf": { "answer": "x" } },
              { "title": "Kept" }
            ] }
            """
        #expect(lines(json) == [
            "Test.onboarding.json:2:22: warning: slide 1 is dropped: 'placeholder' applies to a textInput slide only, and this is a page slide [inapplicable_key]",
            "Test.onboarding.json:3:48: warning: slide 2 is dropped: 'minSelections' is 3, but the slide has 1 option: Continue could never be enabled [invalid_selection_limits]",
            "Test.onboarding.json:4:48: warning: slide 3 is dropped: 'maxSelections' is 1, below 'minSelections' of 2 [invalid_selection_limits]",
            "Test.onboarding.json:5:70: warning: slide 4 is dropped: an option of a multipleChoice slide cannot have a 'next', since the user may pick several; give the slide its 'next' instead [inapplicable_key]",
            "Test.onboarding.json:6:89: warning: slide 5 is dropped: a condition needs 'isAnyOf' (options) or 'isAnswered' (true or false) [missing_required_field]",
        ])
    }

    @Test func dominatorsFollowEveryPath() throws {
        let json = """
            { "slides": [
              { "id": "a", "kind": "choice", "choices": [{ "id": "x", "title": "X", "next": "c" }, { "id": "y", "title": "Y" }] },
              { "id": "b", "title": "B" },
              { "id": "c", "title": "C" },
              { "id": "d", "title": "D", "next": null },
              { "id": "e", "title": "Never" }
            ] }
            """
        let graph = try #require(Pipeline.check(json).valid?.graph)
        let dominators = graph.dominators()
        #expect(dominators.dominates(0, 1) && dominators.dominates(0, 2) && dominators.dominates(2, 3))
        #expect(!dominators.dominates(1, 2) && !dominators.dominates(1, 3) && dominators.dominates(3, 3))
        #expect(dominators.dominates(1, 4), "every path to a slide no path reaches passes any slide")
        #expect(graph.canReach(3, from: [1]) && !graph.canReach(1, from: [2]))
    }
}
