@testable import OnboardingCompiler
import OnboardingDiagnostics
@testable import OnboardingLocalization
@testable import OnboardingModel
import Testing

@Suite struct LocalizableTextTests {
    typealias Support = LocalizationTestSupport

    /// A spec with a text of every role.
    static let everyText = ##"""
        {
          "name": "Tour",
          "slides": [
            { "id": "welcome", "title": "Welcome", "boldTitle": "Tour", "subtitle": "Hi there", "buttonTitle": "Go",
              "staticIllustration": { "iosAssetName": "wave", "accessibilityLabel": "A waving hand" }, "screenName": "Start" },
            { "id": "level", "kind": "choice", "title": "Level?", "choices": [{ "id": "beginner", "title": "Beginner" }],
              "backgroundVideo": { "name": "intro", "accessibilityLabel": "A guitar" },
              "videoGrid": [{ "id": "jump", "video": "a", "cover": "b", "accessibilityLabel": "Jumping" }, { "video": "c", "cover": "d", "accessibilityLabel": "Dancing" }] },
            { "id": "lottie", "animatedIllustration": { "fileName": "x.json", "accessibilityLabel": "Sparkles" } }
          ],
          "nextButton": { "title": "Next" },
          "whatsNew": [{ "version": "2.0.0", "title": "New", "features": [{ "id": "sync", "title": "Sync", "subtitle": "Everywhere" }, { "title": "Share" }],
                         "primaryAction": { "title": "OK" }, "secondaryAction": { "title": "More", "url": "https://example.com" } }]
        }
        """##

    @Test func everyTextHasAKeyMadeOfIds() throws {
        let texts = try Support.spec(Self.everyText).localizableTexts()
        #expect(texts.map(\.key) == [
            "welcome.title", "welcome.boldTitle", "welcome.subtitle", "welcome.illustration.accessibilityLabel", "welcome.buttonTitle",
            "level.title", "level.option.beginner.title", "level.backgroundVideo.accessibilityLabel",
            "level.videoGrid.jump.accessibilityLabel", "level.videoGrid.cell2.accessibilityLabel",
            "lottie.illustration.accessibilityLabel",
            "nextButton.title",
            "whatsNew.2.0.0.title", "whatsNew.2.0.0.feature.sync.title", "whatsNew.2.0.0.feature.sync.subtitle",
            "whatsNew.2.0.0.feature.feature2.title", "whatsNew.2.0.0.primaryAction.title", "whatsNew.2.0.0.secondaryAction.title",
        ])
        #expect(texts.map(\.role) == [
            .title, .boldTitle, .subtitle, .accessibilityLabel, .buttonTitle, .title, .optionTitle, .accessibilityLabel,
            .accessibilityLabel, .accessibilityLabel, .accessibilityLabel, .nextButtonTitle, .whatsNewTitle, .featureTitle,
            .featureSubtitle, .featureTitle, .actionTitle, .actionTitle,
        ])
        #expect(texts.map(\.sourceValue).prefix(3) == ["Welcome", "Tour", "Hi there"])
        #expect(texts.allSatisfy { $0.shouldTranslate })
    }

    @Test func pointersNameTheTextsInTheSpec() throws {
        let texts = try Support.spec(Self.everyText).localizableTexts()
        let pointers = Dictionary(uniqueKeysWithValues: texts.map { ($0.key, $0.pointer) })
        #expect(pointers["welcome.title"] == "/slides/0/title")
        #expect(pointers["welcome.illustration.accessibilityLabel"] == "/slides/0/staticIllustration/accessibilityLabel")
        #expect(pointers["lottie.illustration.accessibilityLabel"] == "/slides/2/animatedIllustration/accessibilityLabel")
        #expect(pointers["level.option.beginner.title"] == "/slides/1/choices/0/title")
        #expect(pointers["level.videoGrid.cell2.accessibilityLabel"] == "/slides/1/videoGrid/1/accessibilityLabel")
        #expect(pointers["nextButton.title"] == "/nextButton/title")
        #expect(pointers["whatsNew.2.0.0.feature.feature2.title"] == "/whatsNew/0/features/1/title")
        #expect(pointers["whatsNew.2.0.0.secondaryAction.title"] == "/whatsNew/0/secondaryAction/title")
    }

    @Test func commentsNameTheSlideTheRoleAndTheScreen() throws {
        let texts = try Support.spec(Self.everyText).localizableTexts()
        let comments = Dictionary(uniqueKeysWithValues: texts.map { ($0.key, $0.comment) })
        #expect(comments["welcome.title"] == "Title of slide 'welcome' (screen 'Start'). [onboardc: Tour]")
        #expect(comments["welcome.boldTitle"] == "Bold part after the title of slide 'welcome' (screen 'Start'). [onboardc: Tour]")
        #expect(comments["welcome.buttonTitle"] == "Continue button of slide 'welcome' (screen 'Start'). [onboardc: Tour]")
        #expect(comments["level.option.beginner.title"] == "Option 'beginner' to choose on slide 'level'. [onboardc: Tour]")
        #expect(comments["level.videoGrid.jump.accessibilityLabel"] == "VoiceOver label of video cell 'jump' of slide 'level'. [onboardc: Tour]")
        #expect(comments["nextButton.title"] == "Continue button of every slide. [onboardc: Tour]")
        #expect(comments["whatsNew.2.0.0.feature.sync.subtitle"] == "Description of feature 'sync' on the what's-new screen of version 2.0.0. [onboardc: Tour]")
        #expect(comments["whatsNew.2.0.0.secondaryAction.title"] == "Second button of the what's-new screen of version 2.0.0. [onboardc: Tour]")
        #expect(texts.allSatisfy { $0.comment.hasSuffix(LocalizableText.ownershipMarker(forSpecNamed: "Tour")) })
    }

    @Test func reorderingChangesNoKey() throws {
        let original = ##"""
            { "slides": [
                { "id": "welcome", "title": "Hi", "videoGrid": [{ "id": "a", "video": "a", "cover": "a", "accessibilityLabel": "A" }, { "id": "b", "video": "b", "cover": "b", "accessibilityLabel": "B" }] },
                { "id": "level", "kind": "choice", "title": "Level?", "choices": [{ "id": "x", "title": "X" }, { "id": "y", "title": "Y" }] } ],
              "whatsNew": [{ "version": "1.0.0", "title": "One", "features": [{ "id": "f", "title": "F" }, { "id": "g", "title": "G" }] },
                           { "version": "2.0.0", "title": "Two" }] }
            """##
        let reordered = ##"""
            { "whatsNew": [{ "version": "2.0.0", "title": "Two" },
                           { "version": "1.0.0", "title": "One", "features": [{ "id": "g", "title": "G" }, { "id": "f", "title": "F" }] }],
              "slides": [
                { "id": "level", "kind": "choice", "title": "Level?", "choices": [{ "id": "y", "title": "Y" }, { "id": "x", "title": "X" }], "next": "welcome" },
                { "id": "welcome", "title": "Hi", "videoGrid": [{ "id": "b", "video": "b", "cover": "b", "accessibilityLabel": "B" }, { "id": "a", "video": "a", "cover": "a", "accessibilityLabel": "A" }] } ] }
            """##
        let keys = { (json: String) in Set(try Support.spec(json).localizableTexts().map { "\($0.key)=\($0.sourceValue)" }) }
        #expect(try keys(reordered) == keys(original))
        #expect(try keys(original).count == 10)
    }

    @Test func textsListedInDoNotTranslateAreNotTranslated() throws {
        let spec = try Support.spec(##"{ "slides": [{ "id": "welcome", "title": "Welcome to", "boldTitle": "Chordly" }], "localization": { "doNotTranslate": ["welcome.boldTitle"] } }"##)
        #expect(spec.localizableTexts().map(\.shouldTranslate) == [true, false])
    }

    @Test func droppedSlidesHaveNoTexts() throws {
        let spec = try Support.spec(##"{ "slides": [{ "id": "a", "title": "Kept" }, { "id": "b", "title": "Dropped", "kind": "quiz" }] }"##)
        #expect(spec.localizableTexts().map(\.key) == ["a.title"])
    }

    /// A `doNotTranslate` key of a slide dropped for a typo names a text the spec still has: the
    /// drop is the finding, and no fix-it moves the key to another slide's text.
    @Test func aDoNotTranslateKeyOfADroppedSlideIsNoFinding() {
        let json = ##"""
            { "slides": [{ "id": "intro-learn", "titel": "Learn", "boldTitle": "SIBI" }, { "id": "intro-start", "title": "Start", "boldTitle": "Now", "next": null }],
              "localization": { "doNotTranslate": ["intro-learn.boldTitle", "intro-start.boldTitel"] } }
            """##
        let findings = Pipeline.check(json).diagnostics.filter { $0.ruleID == Rule.unknownLocalizationKey.id }
        #expect(findings.map(\.message) == ["no text has the localization key 'intro-start.boldTitel'; did you mean 'intro-start.boldTitle'?"])
        #expect(TextKey.key("a.b.title", isOfOneOf: ["a.b"]) && TextKey.key("a.b.title", isOfOneOf: ["a"]))
        #expect(!TextKey.key("ab.title", isOfOneOf: ["a"]) && !TextKey.key("a", isOfOneOf: ["a"]))
    }

    /// `LocalizationValidator` tables only what's-new keys when the slides cannot repeat a key; each
    /// way a slide can is still found.
    @Test func everyWayForSlidesToRepeatAKeyIsFound() throws {
        let repeating = [
            ##"{ "slides": [{ "id": "nextButton", "title": "Hi" }], "nextButton": { "title": "Next" } }"##,
            ##"{ "slides": [{ "id": "a.option.b", "title": "Hi" }, { "id": "a", "kind": "choice", "title": "Ho", "choices": [{ "id": "b", "title": "Hi" }] }] }"##,
            ##"{ "slides": [{ "id": "a", "videoGrid": [{ "id": "x", "video": "v", "cover": "c", "accessibilityLabel": "One" }, { "id": "x", "video": "w", "cover": "d", "accessibilityLabel": "Two" }] }] }"##,
        ]
        for text in repeating {
            let diagnostics = Compiler().check(SourceFile(path: "App.onboarding.json", text: text)).diagnostics
            #expect(diagnostics.map(\.ruleID) == [Rule.duplicateLocalizationKey.id], "\(text)")
        }
        #expect(!TextKey.slideKeysMayRepeat(in: try Support.spec(Self.everyText)))
    }

    @Test func slidesWithoutIdsTakeTheirDefaultIds() throws {
        let spec = try Support.spec(##"{ "slides": [{ "title": "One" }, { "title": "Two" }] }"##)
        #expect(spec.localizableTexts().map(\.key) == ["slide1.title", "slide2.title"])
    }
}
