@testable import OnboardingCompiler
@testable import OnboardingLint
@testable import OnboardingSemantics
import Testing


@Suite struct ValidationTests {
    private func validationLines(_ json: String) -> [String] {
        Pipeline.lines(json).filter { line in
            !RuleCatalog.lintRules.contains { line.hasSuffix("[\($0.id)]") }
        }
    }

    @Test func duplicateSlideIDsAreAnErrorWithANote() {
        let json = """
            { "slides": [
              { "id": "intro", "title": "One" },
              { "id": "intro", "title": "Two" }
            ] }
            """
        #expect(validationLines(json) == [
            "Test.onboarding.json:3:11: error: slide id 'intro' is used more than once [duplicate_slide_id]",
            "Test.onboarding.json:2:11: note: 'intro' is first used here",
        ])
    }

    @Test func duplicateSlideIDsAmongKeptAndDroppedSlidesPointAtTheFirstUse() {
        let json = """
            { "slides": [
              { "id": "a", "title": 1 },
              { "id": "a", "title": "Kept" },
              { "id": "b", "title": "Kept" },
              { "id": "b", "title": 2 },
              { "id": "b", "title": "Kept again" }
            ] }
            """
        #expect(validationLines(json).filter { !$0.contains("dropped") && !$0.contains("must be") } == [
            "Test.onboarding.json:3:11: error: slide id 'a' is used more than once [duplicate_slide_id]",
            "Test.onboarding.json:2:3: note: 'a' is first used here",
            "Test.onboarding.json:5:3: error: slide id 'b' is used more than once [duplicate_slide_id]",
            "Test.onboarding.json:4:11: note: 'b' is first used here",
            "Test.onboarding.json:6:11: error: slide id 'b' is used more than once [duplicate_slide_id]",
            "Test.onboarding.json:4:11: note: 'b' is first used here",
        ])
    }

    @Test func nextToAMissingSlideSuggestsTheClosestID() {
        let json = """
            { "slides": [
              { "id": "start", "next": "finnish" },
              { "id": "finish", "title": "Done" }
            ] }
            """
        #expect(validationLines(json) == [
            "Test.onboarding.json:2:28: error: 'next' of slide 'start' leads to slide 'finnish', which does not exist; did you mean 'finish'? [missing_target]"
        ])
    }

    /// A spec author's review: `"next": "null"` listed the slides and did not say what was meant.
    @Test func aQuotedNullIsWrittenAsNull() throws {
        let json = #"{ "slides": [{ "id": "a", "title": "A", "next": "null" }] }"#
        #expect(validationLines(json) == [
            "Test.onboarding.json:1:49: error: 'next' of slide 'a' leads to slide 'null', which does not exist; to end the onboarding there, write null without quotes [missing_target]"
        ])
        let diagnostic = try #require(Pipeline.check(json).diagnostics.first { $0.ruleID == "missing_target" })
        #expect(diagnostic.fixIt?.replacement == "null")
        // A trigger cannot end the flow: no null is offered there.
        let trigger = #"{ "slides": [{ "id": "a", "title": "A" }], "paywalls": [{ "placement": "p", "trigger": { "afterSlide": "null" } }] }"#
        let triggerDiagnostic = try #require(Pipeline.check(trigger).diagnostics.first { $0.ruleID == "missing_target" })
        #expect(!triggerDiagnostic.message.contains("write null") && triggerDiagnostic.fixIt?.replacement != "null")
    }

    @Test func choiceTargetAndTriggersAreChecked() {
        let json = """
            { "slides": [
              { "id": "level", "kind": "choice", "choices": [{ "id": "pro", "title": "Pro", "next": "nowhere" }] }
            ],
              "paywalls": [
                { "placement": "a", "trigger": { "afterSlide": "lvl" } },
                { "placement": "b", "trigger": { "afterChoice": "expert" } }
              ]
            }
            """
        #expect(validationLines(json) == [
            "Test.onboarding.json:2:89: error: option 'pro' leads to slide 'nowhere', which does not exist; the only slide is 'level' [missing_target]",
            "Test.onboarding.json:5:52: error: the trigger of paywall 'a' presents it after slide 'lvl', which does not exist; the only slide is 'level' [missing_target]",
            "Test.onboarding.json:6:53: error: the trigger of paywall 'b' names option 'expert', which no choice slide offers; the only option is 'pro' [missing_target]",
        ])
    }

    /// When every slide is dropped, a misspelt target of one is still reported beside the drops,
    /// so that both are fixed in one round.
    @Test func aMisspeltTargetIsReportedWhenEverySlideIsDropped() {
        let json = """
            { "slides": [
              { "id": "welcome", "subtitel": "x", "next": "profle" },
              { "id": "profile", "title": "P", "color": "red" }
            ] }
            """
        #expect(validationLines(json).contains(
            "Test.onboarding.json:2:47: warning: 'next' of the dropped slide 'welcome' leads to slide 'profle', which does not exist; did you mean 'profile'? [missing_target]"),
            "\(validationLines(json))")
    }

    /// A trigger that names an option as a slide, or a slide as an option, says which it names
    /// and which trigger is meant.
    @Test func aTriggerOfTheOtherKindSaysWhichIsMeant() {
        let json = """
            { "slides": [
              { "id": "level", "kind": "choice", "choices": [{ "id": "pro", "title": "Pro" }] }
            ],
              "paywalls": [
                { "placement": "a", "trigger": { "afterSlide": "pro" } },
                { "placement": "b", "trigger": { "afterChoice": "level" } }
              ]
            }
            """
        #expect(validationLines(json) == [
            "Test.onboarding.json:5:52: error: the trigger of paywall 'a' names slide 'pro', which does not exist: 'pro' is an option of slide 'level'; to present it when that option is chosen, use 'afterChoice' [missing_target]",
            "Test.onboarding.json:6:53: error: the trigger of paywall 'b' names option 'level', which no choice slide offers: 'level' is a slide; to present it after that slide, use 'afterSlide' [missing_target]",
        ])
    }

    /// A newcomer's review: a paywall triggered by an option of a multiple-choice slide linted
    /// clean and was never presented.
    @Test func anAfterChoiceTriggerNamesAnOptionOfAChoiceSlide() {
        let json = """
            { "slides": [
              { "id": "topics", "kind": "multipleChoice", "choices": [{ "id": "code", "title": "Code" }, { "id": "art", "title": "Art" }] },
              { "id": "level", "kind": "choice", "choices": [{ "id": "pro", "title": "Pro" }] }
            ],
              "paywalls": [
                { "placement": "a", "trigger": { "afterChoice": "code" } },
                { "placement": "b", "trigger": { "afterChoice": "art" } },
                { "placement": "c", "trigger": { "afterChoice": "pro" } }
              ]
            }
            """
        let lines = validationLines(json)
        #expect(lines.count == 2)
        #expect(
            lines.first
                == "Test.onboarding.json:6:53: error: the trigger of paywall 'a' names option 'code' of multiple-choice slide 'topics', which never fires it: 'afterChoice' names an option of a choice slide, where one option is chosen; to present it after that slide whatever is chosen, use 'afterSlide' [missing_target]"
        )
        #expect(lines.last?.contains("paywall 'b' names option 'art' of multiple-choice slide 'topics'") == true)
    }

    @Test func everyNextOfAChoiceSlideIsCheckedOnceEvenWhenNoOptionFallsBackToIt() {
        let json = """
            { "slides": [
              { "id": "a", "kind": "choice", "next": "gone", "choices": [{ "id": "x", "title": "X", "next": "b" }, { "id": "y", "title": "Y", "next": "b" }] },
              { "id": "b", "kind": "choice", "next": "lost", "choices": [{ "id": "z", "title": "Z" }, { "id": "w", "title": "W" }, { "id": "v", "title": "V", "next": "void" }] }
            ] }
            """
        #expect(validationLines(json) == [
            "Test.onboarding.json:2:42: error: 'next' of slide 'a' leads to slide 'gone', which does not exist; the slides are 'a' and 'b' [missing_target]",
            "Test.onboarding.json:3:42: error: 'next' of slide 'b' leads to slide 'lost', which does not exist; the slides are 'a' and 'b' [missing_target]",
            "Test.onboarding.json:3:155: error: option 'v' leads to slide 'void', which does not exist; the slides are 'a' and 'b' [missing_target]",
        ])
    }

    @Test func nextToADroppedSlideMakesTheDropAnErrorWithANoteAtTheNext() {
        let json = """
            { "slides": [
              { "id": "start", "next": "broken" },
              { "id": "broken", "kind": "quiz" },
              { "id": "end", "title": "End" }
            ] }
            """
        #expect(validationLines(json) == [
            "Test.onboarding.json:3:29: error: slide 'broken' is dropped, but another part of the spec needs it: unknown slide kind 'quiz'; a slide is a 'page', 'choice', 'multipleChoice', 'textInput' or 'permission' [dropped_target]",
            "Test.onboarding.json:2:28: note: 'next' of slide 'start' leads to it",
        ])
    }

    /// An error in lowering leaves the slides as they are: where they lead is reported in the same
    /// run, a needed slide's drop as the error it is, rather than once that error is fixed.
    @Test func whereSlidesLeadIsCheckedBesideAnErrorOfLowering() {
        let json = """
            { "primaryColorLight": "#12345",
              "slides": [
                { "id": "start", "next": "brokn" },
                { "id": "broken", "kind": "quiz" },
                { "id": "end", "title": "End" }
              ] }
            """
        #expect(validationLines(json) == [
            "Test.onboarding.json:1:24: error: 'primaryColorLight' must be a colour '#RRGGBB' or '#RRGGBBAA', found '#12345' [malformed_color]",
            "Test.onboarding.json:3:30: error: 'next' of slide 'start' leads to slide 'brokn', which does not exist; did you mean 'broken'? [missing_target]",
            "Test.onboarding.json:4:31: warning: slide 'broken' is dropped: unknown slide kind 'quiz'; a slide is a 'page', 'choice', 'multipleChoice', 'textInput' or 'permission' [unknown_slide_kind]",
        ])
    }

    /// Beside an error of lowering, only where the slides lead is reported: an empty list of
    /// slides, or a variant's flow that misses a slide its list gave in the wrong type, may follow
    /// from that error, and wait until it is fixed.
    @Test func besideAnErrorOfLoweringNothingThatMayFollowFromItIsReported() {
        let emptied = validationLines(#"{ "slides": {}, "name": "X" }"#)
        #expect(!emptied.contains { $0.hasSuffix("[no_slides]") }, "\(emptied)")
        let cut = validationLines("""
            { "slides": [{ "id": "a", "next": "b" }, { "id": "b", "title": "B" }],
              "variants": { "v": { "weight": 50, "slides": ["a", 5] }, "w": { "weight": 50, "slides": ["a", "b"] } } }
            """)
        #expect(cut.count == 1 && cut.first?.hasSuffix("must be a string, found number [invalid_type]") == true, "\(cut)")
        let needed = validationLines("""
            { "showsSkipButton": "yes",
              "slides": [{ "id": "a", "next": "b" }, { "id": "b", "kind": "quiz" }] }
            """)
        #expect(needed.contains { $0.contains("error: slide 'b' is dropped, but another part of the spec needs it") }, "\(needed)")
    }

    /// A syntax error whose fix-it shows what was meant hides nothing: the spec is lowered as if it
    /// were fixed, and what lowering and the slides' targets show is reported in the same run. No
    /// lint finding is, as beside any other error.
    @Test func aSyntaxErrorWithAFixItHidesNoMistakeOfTheSpec() {
        let json = """
            { "slides": [
                { "id": "start", "title": "TODO" "subtitel": "x", "next": "ned" },
                { "id": "end", "title": "End", }
              ] }
            """
        #expect(Pipeline.lines(json) == [
            "Test.onboarding.json:2:37: error: expected ',' between object members",
            "Test.onboarding.json:2:38: warning: slide 'start' is dropped: unknown key 'subtitel'; did you mean 'subtitle'? [unknown_key]",
            "Test.onboarding.json:2:63: warning: 'next' of the dropped slide 'start' leads to slide 'ned', which does not exist; did you mean 'end'? [missing_target]",
            "Test.onboarding.json:3:34: error: trailing comma is not allowed in JSON",
        ])
        let target = Pipeline.lines(#"{ "slides": [{ "id": "start" "next": "ned" }, { "id": "end" }]"#)
        #expect(target == [
            "Test.onboarding.json:1:29: error: expected ',' between object members",
            "Test.onboarding.json:1:38: error: 'next' of slide 'start' leads to slide 'ned', which does not exist; did you mean 'end'? [missing_target]",
            "Test.onboarding.json:1:63: error: missing '}' at the end of the file to close the object opened at 1:1",
            "Test.onboarding.json:1:1: note: the object opened here",
        ])
    }

    /// A comment is an error, read as white space: the notes a newcomer wrote hide no mistake of
    /// the spec, and no fix-it deletes them.
    @Test func aCommentHidesNoMistakeOfTheSpec() {
        let json = """
            { // the first run's slides
              "slides": [
                { "id": "start", "titel": "Hi", "next": "ned" }, /* then the end */
                { "id": "end" } ] }
            """
        #expect(Pipeline.lines(json) == [
            "Test.onboarding.json:1:3: error: comments are not allowed in JSON",
            "Test.onboarding.json:3:22: warning: slide 'start' is dropped: unknown key 'titel'; did you mean 'title'? [unknown_key]",
            "Test.onboarding.json:3:45: warning: 'next' of the dropped slide 'start' leads to slide 'ned', which does not exist; did you mean 'end'? [missing_target]",
            "Test.onboarding.json:3:54: error: comments are not allowed in JSON",
        ])
        let comments = Pipeline.check(json).diagnostics.filter { $0.message.hasPrefix("comments") }
        #expect(comments.count == 2 && comments.allSatisfy { $0.fixIt == nil })
    }

    /// After a syntax error without a fix-it, or one past which the parser stopped, nothing else is
    /// checked: the text that follows may not be what it looks like.
    @Test func aSyntaxErrorWithoutAFixItStopsTheOtherChecks() {
        #expect(Pipeline.lines(#"{ "slides": [{ "id": "a", "titel": "x" } : ] }"#) == [
            "Test.onboarding.json:1:42: error: expected ',' or ']' after the array element, found ':'"
        ])
        #expect(Pipeline.lines("{ \"slides\": [{ \"titel\": \"x\" },") == [
            "Test.onboarding.json:1:31: error: missing ']' and '}' at the end of the file to close the array opened at 1:13 and the object opened at 1:1",
            "Test.onboarding.json:1:13: note: the array opened here",
            "Test.onboarding.json:1:1: note: the object opened here",
        ])
    }

    /// A dropped slide's `next`, `nextIfDenied` or option that names no slide is found beside the
    /// drop, not once its fault is fixed: a warning with the closest name, as the drop is a warning.
    /// A target that names another dropped slide is left to that slide's drop.
    @Test func aTargetOfADroppedSlideThatNamesNoSlideIsAWarning() throws {
        let json = """
            { "slides": [
              { "id": "ask", "kind": "permission", "permission": "camera", "titel": "Camera?", "nextIfDenied": "ned" },
              { "id": "pick", "kind": "choice", "title": "Pick", "colour": "#FFF",
                "choices": [{ "id": "x", "title": "X", "next": "broken" }, { "id": "y", "title": "Y", "next": "en" }] },
              { "id": "broken", "kind": "quiz", "next": "nowhere" },
              { "id": "end", "title": "End", "next": null }
            ] }
            """
        let targets = validationLines(json).filter { $0.hasSuffix("[missing_target]") }
        #expect(targets == [
            "Test.onboarding.json:2:100: warning: 'nextIfDenied' of the dropped slide 'ask' leads to slide 'ned', which does not exist; did you mean 'end'? [missing_target]",
            "Test.onboarding.json:4:99: warning: option 'y' of the dropped slide 'pick' leads to slide 'en', which does not exist; did you mean 'end'? [missing_target]",
            "Test.onboarding.json:5:45: warning: 'next' of the dropped slide 'broken' leads to slide 'nowhere', which does not exist; the slides are 'ask', 'pick', 'broken' and 'end' [missing_target]",
        ])
        #expect(Pipeline.check(json).spec != nil, "a dropped slide's targets do not stop the build")
    }

    /// A dropped slide's target under another key's name is found where it is written, with its
    /// fix-it: both fixes go in one round of `lint --fix`, which would otherwise give an error.
    @Test func aTargetUnderAnotherKeysNameIsFoundWhereItIsWritten() throws {
        let json = #"{"slides":[{"id":"a","title":"A","nextSlide":"welcom"},{"id":"welcome","title":"B","next":null}]}"#
        #expect(Pipeline.lines(json) == [
            "Test.onboarding.json:1:34: warning: slide 'a' is dropped: unknown key 'nextSlide'; did you mean 'next'? [unknown_key]",
            "Test.onboarding.json:1:46: warning: 'next' of the dropped slide 'a' leads to slide 'welcom', which does not exist; did you mean 'welcome'? [missing_target]",
        ])
        let fixIts = Pipeline.check(json).diagnostics.compactMap(\.fixIt)
        #expect(fixIts.map(\.replacement) == [#""next""#, #""welcome""#])
        #expect(fixIts.last?.range.start.column == 46)
    }

    /// A misspelt name of a dropped slide suggests it: the fix-it leaves the rest to the drop.
    @Test func aMisspeltNameOfADroppedSlideSuggestsIt() {
        let json = #"{"slides":[{"id":"a","title":"A","next":"welcom"},{"id":"welcome","titel":"W","next":null},{"id":"a","title":"B"}]}"#
        #expect(Pipeline.lines(json).first == """
            Test.onboarding.json:1:41: error: 'next' of slide 'a' leads to slide 'welcom', which does not exist; did you mean 'welcome'? [missing_target]
            """)
        #expect(Pipeline.lines(#"{"slides":[{"id":"a","title":"A","next":"zzz"},{"id":"a","kind":"x"}]}"#).first?.contains("the only slide is 'a' [") == true)
    }

    /// A spec whose dropped slide 'level' misspells the target 'finale-pro', which only it leads
    /// to, with `rest` after the slides: more slides, and the spec's other keys.
    private static func specWithAMisspeltTarget(_ rest: String) -> String {
        """
        { "slides": [
          { "id": "welcome", "title": "Welcome" },
          { "id": "level", "kind": "choice", "title": "Level?", "subtitel": "x",
            "choices": [{ "id": "new", "title": "New" }, { "id": "pro", "title": "Pro", "next": "finale-por" }] },
          { "id": "finale", "title": "Ready", "next": null },
          { "id": "finale-pro", "title": "Ready, pro", "next": null }\(rest) }
        """
    }

    private static let misspeltTargetFindings = [
        "Test.onboarding.json:4:89: warning: option 'pro' of the dropped slide 'level' leads to slide 'finale-por', which does not exist; did you mean 'finale-pro'? [missing_target]",
        "Test.onboarding.json:6:3: note: slide 'finale-pro' can never be shown: only this would lead to it",
    ]

    /// The slide a dropped slide's misspelt target means, which no path reaches for the
    /// misspelling, is a note under the target's warning: one mistake, one finding.
    @Test func aSlideUnreachableForAMisspeltTargetIsANoteUnderIt() {
        let json = Self.specWithAMisspeltTarget(#",\#n  { "id": "orphan", "title": "Nobody comes here", "next": null } ]"#)
        #expect(Pipeline.lines(json).filter { !$0.contains("[unknown_key]") } == Self.misspeltTargetFindings + [
            "Test.onboarding.json:7:3: warning: slide 'orphan' can never be shown: no path from the first slide leads to it [unreachable_slide]"
        ])
    }

    /// A variant that does not show the dropped slide cannot reach the slide its misspelt target
    /// means, mended or not: that is a fault of the variant, and reported as one.
    @Test func aVariantWithoutTheDroppedSlideReportsTheSlideItCannotReach() {
        let json = Self.specWithAMisspeltTarget(
            #" ], "variants": { "short": { "weight": 1, "slides": ["welcome", "finale", "finale-pro"] } }"#)
        #expect(Pipeline.lines(json).filter { !$0.contains("[unknown_key]") } == Self.misspeltTargetFindings + [
            "Test.onboarding.json:6:3: warning: in variant 'short', slide 'finale-pro' can never be shown: no path from the first slide leads to it [unreachable_slide]",
            "Test.onboarding.json:6:114: note: variant 'short' lists its slides here",
        ])
    }

    @Test func cycleIsReportedAtTheEdgeThatClosesIt() {
        let json = """
            { "slides": [
              { "id": "a", "next": "b" },
              { "id": "b", "next": "c" },
              { "id": "c", "next": "a" }
            ] }
            """
        #expect(validationLines(json) == [
            "Test.onboarding.json:4:24: error: 'next' of slide 'c' closes a cycle in the flow: a → b → c → a [flow_cycle]"
        ])
    }

    /// Each group of slides that lead to each other is one finding, naming the shortest cycle
    /// through the slide of the group the flow meets first; groups apart are reported apart.
    @Test func everyGroupOfCyclesIsReportedOnce() {
        let json = """
            { "slides": [
              { "id": "a", "kind": "choice", "choices": [{ "id": "x", "title": "X", "next": "b" }, { "id": "y", "title": "Y", "next": "d" }] },
              { "id": "b", "next": "c" },
              { "id": "c", "kind": "choice", "choices": [{ "id": "back", "title": "Back", "next": "b" }, { "id": "on", "title": "On", "next": "c2" }] },
              { "id": "c2", "next": "b" },
              { "id": "d", "next": "e" },
              { "id": "e", "next": "e" }
            ] }
            """
        #expect(validationLines(json).filter { $0.contains("[flow_cycle]") } == [
            "Test.onboarding.json:4:87: error: option 'back' of slide 'c' closes a cycle in the flow: b → c → b [flow_cycle]",
            "Test.onboarding.json:7:24: error: 'next' of slide 'e' closes a cycle in the flow: e → e [flow_cycle]",
        ])
    }

    @Test func unreachableSlideIsAWarning() throws {
        let json = """
            { "slides": [
              { "id": "a", "next": null },
              { "id": "b", "title": "Orphan" }
            ] }
            """
        let checked = Pipeline.check(json)
        #expect(validationLines(json) == [
            "Test.onboarding.json:3:3: warning: slide 'b' can never be shown: no path from the first slide leads to it [unreachable_slide]"
        ])
        #expect(checked.spec != nil)
    }

    @Test func specWithEveryslideDroppedHasNoSlidesLeft() {
        let json = #"{ "slides": [{ "kind": "quiz" }] }"#
        #expect(validationLines(json).first == "Test.onboarding.json:1:13: error: no valid slide is left: the only slide was dropped [no_slides]")
        #expect(validationLines(#"{ "slides": [] }"#) == [
            "Test.onboarding.json:1:13: error: the spec has no slides; 'slides' needs at least one [no_slides]"
        ])
    }

    @Test func duplicatePlacementsProductsAndVersions() {
        let json = """
            { "slides": [{ "title": "Hi" }],
              "paywalls": [
                { "placement": "main", "products": [{ "id": "monthly", "productId": "m1" }] },
                { "placement": "main", "products": [{ "id": "monthly", "productId": "m2" }] }
              ],
              "whatsNew": [{ "version": "1.0.0", "title": "A" }, { "version": "1.0.0", "title": "B" }]
            }
            """
        #expect(validationLines(json) == [
            "Test.onboarding.json:4:20: error: placement 'main' is used more than once [duplicate_placement]",
            "Test.onboarding.json:3:20: note: 'main' is first used here",
            "Test.onboarding.json:4:49: error: product 'monthly' stands for both 'm1' and 'm2' [duplicate_product_id]",
            "Test.onboarding.json:3:49: note: 'monthly' is first defined here",
            "Test.onboarding.json:6:67: error: what's-new version '1.0.0' is used more than once [duplicate_whats_new_version]",
            "Test.onboarding.json:6:29: note: '1.0.0' is first used here",
        ])
    }

    @Test func flowGraphFollowsChoicesAndMeasuresTheLongestPath() throws {
        let spec = try #require(Pipeline.check(try GeneratedFile.read("Specs/SkillLevel.onboarding.json")).spec)
        let graph = FlowGraph(spec: spec)
        let level = try #require(graph.indexByID["skill-level"])
        #expect(graph.edges(from: level).map { graph.choiceID(of: $0) } == ["beginner", "intermediate", "advanced"])
        #expect(graph.reachableSlides().count == spec.slides.count)
        #expect(graph.cycles().isEmpty)
        #expect(graph.longestPathLength() == 4)
    }

    @Test func aPathAvoidingASlideIsAShortestOneOrNone() throws {
        let spec = try #require(Pipeline.check(try GeneratedFile.read("Specs/SkillLevel.onboarding.json")).spec)
        let graph = FlowGraph(spec: spec)
        let level = try #require(graph.indexByID["skill-level"])
        let advanced = try #require(graph.indexByID["finale-advanced"])
        let beginner = try #require(graph.indexByID["finale-beginner"])
        let path = try #require(graph.path(to: advanced, avoiding: beginner))
        #expect(path.first?.source == graph.start && path.last?.destination == .slide(advanced))
        #expect(zip(path, path.dropFirst()).allSatisfy { $0.destination == .slide($1.source) })
        #expect(path.last.flatMap { graph.choiceID(of: $0) } == "advanced")
        #expect(graph.path(to: advanced, avoiding: level) == nil, "every path passes the question")
        #expect(graph.path(to: level, avoiding: graph.start!) == nil)
        #expect(graph.path(to: graph.start!, avoiding: level) == [])
    }

    @Test func aPathAvoidingASlideGoesAroundItWhereTheShortestPassesIt() throws {
        let spec = try #require(Pipeline.check("""
            { "slides": [
              { "id": "level", "kind": "choice", "title": "Level?", "choices": [
                  { "id": "new", "title": "New", "next": "name" }, { "id": "pro", "title": "Pro", "next": "detour" }] },
              { "id": "name", "kind": "textInput", "title": "Name?", "next": "end" },
              { "id": "detour", "title": "Detour" },
              { "id": "detour-2", "title": "Detour 2" },
              { "id": "end", "title": "End" }
            ] }
            """).spec)
        let graph = FlowGraph(spec: spec)
        let id = { (index: Int) in spec.slides[index].id }
        let end = try #require(graph.indexByID["end"])
        let name = try #require(graph.indexByID["name"])
        let detour = try #require(graph.indexByID["detour"])
        let shortest = try #require(graph.path(to: end, avoiding: detour))
        #expect(shortest.map { id($0.source) } == ["level", "name"])
        let around = try #require(graph.path(to: end, avoiding: name))
        #expect(around.map { id($0.source) } == ["level", "detour", "detour-2"])
        #expect(around.first.flatMap { graph.choiceID(of: $0) } == "pro" && around.last?.destination == .slide(end))
    }
}
