import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
@testable import OnboardingModel
import Testing


@Suite struct LoweringTests {
    @Test func reactNativeConfigurationCompilesUnchanged() throws {
        let json = """
            {
              "primaryColorLight": "#FFFFFFFF",
              "primaryColorDark": "#000000FF",
              "slides": [
                {
                  "backgroundImage": { "iosAssetName": "iosXcassetName" },
                  "animatedIllustration": { "fileName": "Lottie.json" },
                  "title": "Welcome",
                  "subtitle": "Discover our app"
                }
              ]
            }
            """
        let checked = Pipeline.check(json, path: "Specs/RN.onboarding.json")
        #expect(checked.diagnostics.filter { $0.severity != .note && $0.stageIsFrontEnd }.isEmpty)
        let spec = try #require(checked.spec)
        #expect(spec.name == "RN")
        #expect(spec.theme.primaryColor.light == RGBAColor(red: 255, green: 255, blue: 255, alpha: 255))
        let slide = try #require(spec.slides.first)
        #expect(slide.id == "slide1")
        #expect(slide.backgroundImage?.assetName == "iosXcassetName")
        #expect(slide.illustration == .animation(AnimatedIllustration(fileName: "Lottie.json")))
        #expect(slide.title == "Welcome" && slide.subtitle == "Discover our app")
    }

    @Test func slideWithBothIllustrationsIsDroppedWithOneWarningAndTheRestKept() throws {
        let json = """
            {
              "slides": [
                { "id": "first", "title": "One" },
                {
                  "id": "both",
                  "staticIllustration": { "iosAssetName": "a" },
                  "animatedIllustration": { "fileName": "b.json" }
                },
                { "id": "last", "title": "Three" }
              ]
            }
            """
        let checked = Pipeline.check(json)
        #expect(Pipeline.lines(json).filter { !$0.contains("[missing_accessibility_label]") } == [
            "Test.onboarding.json:7:7: warning: slide 'both' is dropped: a slide can have either 'staticIllustration' or 'animatedIllustration', not both [conflicting_illustrations]"
        ])
        #expect(checked.spec?.slides.map(\.id) == ["first", "last"])
        #expect(checked.spec?.droppedSlides.map(\.id) == ["both"])

        let strict = Pipeline.check(json, strict: true)
        #expect(strict.hasErrors)
        #expect(strict.spec == nil)
    }

    /// A login whose provider names none is that one error: what else it needs depends on the provider.
    /// A spec without a `name` is named after its file, whatever the case of its extension.
    /// A missing key of an object in a slide says which object, as the slide's name says which slide.
    @Test func aMissingKeyOfAnObjectInASlideSaysWhichObject() {
        let json = ##"{ "slides": [{ "title": "Hi" }, { "id": "level", "kind": "choice", "title": "Level?", "choices": [{ "title": "New" }] }] }"##
        #expect(Pipeline.lines(json) == [
            "Test.onboarding.json:1:99: warning: slide 'level' is dropped: missing required key 'id' in item 1 of 'choices' [missing_required_field]"
        ])
    }

    /// A trigger object's misspelt key suggests the key it means, with a fix-it; any other object is
    /// told what a trigger object is.
    @Test func aTriggerObjectsMisspeltKeySuggestsTheKey() throws {
        func findings(_ trigger: String) -> [Diagnostic] {
            Pipeline.check(##"{ "slides": [{ "id": "a", "title": "Hi" }, { "id": "b", "title": "Bye" }], "paywalls": [{ "placement": "p", "trigger": \##(trigger) }] }"##)
                .diagnostics
        }
        let misspelt = try #require(findings(##"{ "afterslide": "a" }"##).first)
        #expect(misspelt.message == "unknown key 'afterslide' of 'trigger'; did you mean 'afterSlide'?" && misspelt.ruleID == "unknown_key")
        #expect(misspelt.fixIt?.replacement == #""afterSlide""# && misspelt.pointer == "/paywalls/0/trigger/afterslide")
        #expect(findings(##"{ "whenever": "a" }"##).map(\.message) == ["'trigger' must be an object with one key, 'afterSlide' or 'afterChoice'"])
        #expect(findings(##"{ "afterSlide": "a", "afterChoise": "x" }"##).map(\.message) == ["'trigger' must be an object with one key, 'afterSlide' or 'afterChoice'"])
    }

    /// A misspelt kind is the one finding of its slide: the keys of the kind it means are not
    /// reported as keys of a page.
    @Test func aMisspeltKindIsTheOnlyFindingOfItsSlide() {
        let json = ##"{ "slides": [{ "title": "Hi" }, { "id": "name", "kind": "textinput", "title": "Name?", "placeholder": "First name", "maxLength": 30 }] }"##
        #expect(Pipeline.lines(json) == [
            "Test.onboarding.json:1:57: warning: slide 'name' is dropped: unknown slide kind 'textinput'; did you mean 'textInput'? [unknown_slide_kind]"
        ])
        let page = ##"{ "slides": [{ "title": "Hi" }, { "id": "name", "title": "Name?", "placeholder": "First name" }] }"##
        #expect(Pipeline.lines(page).map { $0.contains("[inapplicable_key]") } == [true], "without a kind, a slide is a page")
    }

    /// A what's-new feature shows one picture: its image, with a warning at the symbol it leaves out.
    @Test func aFeatureWithAnImageLeavesItsSymbolOut() throws {
        let json = ##"""
            { "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "2.0", "title": "New", "features": [
              { "title": "Maps", "image": "map", "systemImage": "map.fill" }, { "title": "Pins", "systemImage": "pin" }] }] }
            """##
        let checked = Pipeline.check(json)
        #expect(Pipeline.lines(json) == [
            "Test.onboarding.json:2:38: warning: 'systemImage' applies to a feature without an 'image', and this one shows its image; remove one of them [inapplicable_key]"
        ])
        let features = try #require(checked.spec?.whatsNew.first?.features)
        #expect(features.map(\.image) == ["map", nil] && features.map(\.systemImage) == [nil, "pin"])
    }

    @Test func aSpecIsNamedAfterItsFile() {
        #expect(SpecLowering.defaultName(forPath: "Specs/Intro.onboarding.json") == "Intro")
        #expect(SpecLowering.defaultName(forPath: "Intro.Onboarding.JSON") == "Intro")
        #expect(SpecLowering.defaultName(forPath: "intro.json") == "intro")
    }

    @Test func anUnknownLoginProviderIsTheOnlyFault() {
        let lines = Pipeline.lines(##"{ "slides": [{ "title": "Hi" }], "login": { "provider": "ap" } }"##)
        #expect(lines.filter { $0.contains(": error: ") }.count == 1, "\(lines)")
    }

    @Test(arguments: [
        (
            ##"{ "slides": [{ "title": "Hi" }], "isScrollEnabled": "yes" }"##,
            "1:53: error: 'isScrollEnabled' must be a boolean, found string; did you mean true? [invalid_type]"
        ),
        (
            ##"{ "slides": [{ "title": 42 }, { "title": "Kept" }] }"##,
            "1:25: warning: slide 1 is dropped: 'title' must be a string, found number [invalid_type]"
        ),
        (
            ##"{ "slides": [{ "title": "Hi", "subtitel": "There" }, { "title": "Kept" }] }"##,
            "1:31: warning: slide 1 is dropped: unknown key 'subtitel'; did you mean 'subtitle'? [unknown_key]"
        ),
        (
            ##"{ "primaryColour": "#FF0000", "slides": [{ "title": "Hi" }] }"##,
            "1:3: error: unknown key 'primaryColour'; did you mean 'primaryColorLight' or 'primaryColorDark'? [unknown_key]"
        ),
        (
            ##"{ "slides": [{ "title": "Hi" }], "login": { "provider": "ap" } }"##,
            "1:57: error: 'provider' must be one of 'oauth', 'app', found 'ap'; did you mean 'app'? [invalid_value]"
        ),
        (
            ##"{ "slides": [{ "title": "Hi" }], "login": { "redirectURIScheme": "app" } }"##,
            #"1:43: error: missing required key 'clientId' of an OAuth login; or say "provider": "app" for the app's own login screen [missing_required_field]"#
        ),
        (
            ##"{ "specVersion": 2, "slides": [{ "title": "Hi" }] }"##,
            "1:18: error: spec version 2 is not supported; this onboardc reads version 1 [unsupported_spec_version]"
        ),
        (
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "p", "presentation": "sheets" }] }"##,
            "1:83: error: 'presentation' must be one of 'sheet', 'fullScreenCover', found 'sheets'; did you mean 'sheet'? [invalid_value]"
        ),
        (
            ##"{ "slides": [{ "animatedIllustration": { "fileName": "a.json", "loopFrameStart": 1e400 } }, { "title": "K" }] }"##,
            "1:82: warning: slide 1 is dropped: 'loopFrameStart' must be an integer from 0 to 2147483647, found 1e400 [number_out_of_range]"
        ),
        (
            ##"{ "primaryColorLight": "#FFF", "slides": [{ "title": "Hi" }] }"##,
            "1:24: error: 'primaryColorLight' must be a colour '#RRGGBB' or '#RRGGBBAA', found '#FFF'; did you mean '#FFFFFF'? [malformed_color]"
        ),
        (
            ##"{ "slides": [{ "backgroundImage": { "iosAssetName": "bg", "tintColor": "red" } }, { "title": "K" }] }"##,
            "1:72: warning: slide 1 is dropped: 'tintColor' must be a colour '#RRGGBB' or '#RRGGBBAA', found 'red' [malformed_color]"
        ),
        (
            ##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "c", "bundleId": "b", "loginURL": "http://x.com" } }"##,
            "1:91: error: 'loginURL' must be an absolute https URL, found 'http://x.com' [insecure_url]"
        ),
        (
            ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.0.0.0", "title": "T" }] }"##,
            "1:60: error: 'version' must be a version such as '2.0' or '1.2.0', found '1.0.0.0' [invalid_version]"
        ),
        (
            ##"{ "slides": [{ "kind": "quiz" }, { "title": "K" }] }"##,
            "1:24: warning: slide 1 is dropped: unknown slide kind 'quiz'; a slide is a 'page', 'choice', 'multipleChoice', 'textInput' or 'permission' [unknown_slide_kind]"
        ),
        (
            ##"{ "slides": [{ "kind": "choice", "title": "Q" }, { "title": "K" }] }"##,
            "1:14: warning: slide 1 is dropped: a choice slide needs at least one option in 'choices' [choice_without_choices]"
        ),
        (
            ##"{ "slides": [{ "backgroundImage": {} }, { "title": "K" }] }"##,
            "1:35: warning: slide 1 is dropped: missing required key 'iosAssetName' in 'backgroundImage' [missing_asset_name]"
        ),
        (
            ##"{ "slides": ["page", { "title": "K" }] }"##,
            "1:14: warning: slide 1 is dropped: a slide must be an object, found string [invalid_type]"
        ),
        (
            ##"[{ "title": "Hi" }, 1]"##,
            "1:1: error: a spec must be a JSON object, found array [invalid_type]"
        ),
        (
            ##""Hi""##,
            "1:1: error: a spec must be a JSON object, found string [invalid_type]"
        ),
        (
            ##"{ "slides": [{ "title": "T", "next": false }, { "title": "K" }] }"##,
            "1:38: warning: slide 1 is dropped: 'next' must be a string or null, found boolean; did you mean null? [invalid_type]"
        ),
        (
            // Leaving 'nextIfDenied' out follows 'next'; null would end the flow, so it is not suggested.
            ##"{ "slides": [{ "kind": "permission", "permission": "notifications", "title": "T", "nextIfDenied": false }] }"##,
            "1:99: warning: slide 1 is dropped: 'nextIfDenied' must be a string or null, found boolean [invalid_type]"
        ),
    ])
    func faultIsReportedAtItsKeyOrValue(json: String, expected: String) {
        #expect(Pipeline.lines(json).contains("Test.onboarding.json:" + expected), "\(Pipeline.lines(json))")
    }

    /// A spec that is an array of objects is most likely its slides: the fix-it puts them in a spec.
    @Test func anArrayOfSlidesIsPutInASpecByItsFixIt() throws {
        let json = ##"[{ "id": "welcome", "title": "Hi" }, { "id": "end", "title": "Bye" }]"##
        let diagnostic = try #require(Pipeline.check(json).diagnostics.first)
        #expect(diagnostic.message == #"a spec must be a JSON object, found array; the slides go in its 'slides': { "slides": [...] }"#)
        let fixed = ##"{ "slides": [{ "id": "welcome", "title": "Hi" }, { "id": "end", "title": "Bye" }] }"##
        #expect(diagnostic.fixIt?.replacement == fixed)
        #expect(Pipeline.check(fixed).spec?.slides.map(\.id) == ["welcome", "end"])
    }

    @Test func duplicateKeyIsAnErrorWithANoteAtTheFirstOccurrence() {
        let json = """
            {
              "slides": [{ "title": "Hi" }],
              "name": "One",
              "name": "Two"
            }
            """
        #expect(Pipeline.lines(json) == [
            "Test.onboarding.json:4:3: error: duplicate key 'name' [duplicate_key]",
            "Test.onboarding.json:3:3: note: 'name' is first given here",
        ])
    }

    @Test func duplicateKeyInsideASlideIsAnErrorNotADrop() {
        let json = ##"{ "slides": [{ "title": "One", "title": "Two" }] }"##
        #expect(Pipeline.lines(json).first == "Test.onboarding.json:1:32: error: duplicate key 'title' [duplicate_key]")
    }

    @Test func unknownKeyOffersAFixIt() throws {
        let json = ##"{ "slides": [{ "title": "Hi", "subtitel": "There" }, { "title": "Kept" }] }"##
        let diagnostic = try #require(Pipeline.check(json).diagnostics.first { $0.ruleID == "unknown_key" })
        #expect(diagnostic.fixIt?.replacement == "\"subtitle\"")
        #expect(diagnostic.pointer == "/slides/0/subtitel")
    }

    /// A key or a slide kind written in the words of the generated Swift or of other tools
    /// (`question`, `options`, `singleChoice`, `label`) is reported with the format's word as its
    /// fix-it, and what the key holds is checked as the fix-it would make it, in the same run.
    @Test func keysAndKindsByOtherNamesSuggestTheFormatsWithFixIts() throws {
        let json = ##"{ "slides": [{ "id": "q", "title": "Q", "question": "singleChoice", "options": [{ "value": "a", "label": "A" }] }, { "title": "K", "description": "D" }] }"##
        func findings(_ json: String) -> [String] {
            Pipeline.check(json).diagnostics.filter { $0.ruleID?.hasPrefix("unknown_") == true }.map {
                "\($0.ruleID ?? "-") \($0.fixIt?.replacement ?? "-")"
            }
        }
        #expect(
            findings(json) == [
                #"unknown_key "kind""#, #"unknown_slide_kind "choice""#, #"unknown_key "choices""#, #"unknown_key "id""#,
                #"unknown_key "title""#, #"unknown_key "subtitle""#,
            ])
        let renamed = ##"{ "slides": [{ "id": "q", "title": "Q", "kind": "singleChoice", "choices": [{ "value": "a", "label": "A" }] }, { "title": "K" }] }"##
        #expect(
            findings(renamed) == [
                #"unknown_slide_kind "choice""#, #"unknown_key "id""#, #"unknown_key "title""#,
            ])
    }

    /// A colour in a notation whose meaning is clear suggests the colour it means, with a fix-it;
    /// any other notation, only what a colour must be.
    @Test(arguments: [
        ("#fff", "#FFFFFF"), ("#0F08", "#00FF0088"), ("0x1a2B3c", "#1A2B3C"), ("1A2B3C4D", "#1A2B3C4D"),
        ("White", "#FFFFFF"), ("black", "#000000"), ("clear", "#00000000"), ("transparent", "#00000000"),
        ("rgb(255, 0, 0)", "#FF0000"), ("RGBA(0,0,0,0.5)", "#00000080"), ("rgba(16, 32, 48, 1)", "#102030FF"),
        ("green", nil), ("#12345", nil), ("#GGG", nil), ("12345", nil), ("#", nil), ("", nil), ("rgb(256, 0, 0)", nil),
        ("rgb(0, 0)", nil), ("rgba(0, 0, 0, 2)", nil), ("rgba(0, 0, 0, nan)", nil), ("rgb(0 0 0)", nil),
        (" rgb( 1, 2 ,3 ) ", "#010203"), ("rgb(1 0, 2 0, 3 0)", nil), ("rgb(1,2,3)x", nil), ("r g b(1, 2, 3)", nil), ("rgb(1, 2, 3, )", nil),
        ("#\u{FF26}\u{FF26}\u{FF26}", nil), ("\u{FF10}\u{FF10}\u{FF10}\u{FF10}\u{FF10}\u{FF10}", nil),
    ] as [(String, String?)])
    func aColourInAnotherNotationSuggestsTheOneItMeans(written: String, meant: String?) throws {
        let json = ##"{ "primaryColorLight": "\##(written)", "slides": [{ "title": "Hi" }] }"##
        let diagnostic = try #require(Pipeline.check(json).diagnostics.first { $0.ruleID == "malformed_color" })
        #expect(diagnostic.message.hasSuffix("found '\(written)'" + (meant.map { "; did you mean '\($0)'?" } ?? "")))
        #expect(diagnostic.fixIt?.replacement == meant.map { "\"\($0)\"" })
        #expect(meant.map { RGBAColor(hex: $0) != nil } ?? true, "what it suggests is a colour")
    }

    /// Eight digits after `0x` get no fix-it, as alpha comes first in Android's and Flutter's
    /// colour integers and last in the format: the message says both readings (a newcomer's review).
    @Test func aColourIntegerNamesBothReadings() throws {
        let json = ##"{ "primaryColorLight": "0xFF1B5E20", "slides": [{ "title": "Hi" }] }"##
        let diagnostic = try #require(Pipeline.check(json).diagnostics.first { $0.ruleID == "malformed_color" })
        #expect(
            diagnostic.message.hasSuffix(
                "found '0xFF1B5E20'; read as an Android or Flutter colour, alpha first, it is '#1B5E20FF', with alpha last '#FF1B5E20': write the one you mean"))
        #expect(diagnostic.fixIt == nil)
        #expect(RGBAColor.readings(ofColorInteger: "0x1B5E20") == nil && RGBAColor.readings(ofColorInteger: "FF1B5E20") == nil)
    }

    /// A version written as a tag, `v2.0` or a `specVersion` of `"v1"`, and a weight written as a
    /// percentage, `"50%"`, suggest what they mean, with a fix-it.
    @Test func aVersionTagAndAPercentageSuggestWhatTheyMean() throws {
        let version = ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "v2.0", "title": "New", "features": [{ "title": "A" }] }] }"##
        let versionFinding = try #require(Pipeline.check(version).diagnostics.first)
        #expect(versionFinding.message.hasSuffix("found 'v2.0'; did you mean '2.0'?"))
        #expect(versionFinding.fixIt?.replacement == #""2.0""#)
        let weight = ##"{ "slides": [{ "id": "a", "title": "Hi" }], "variants": { "v": { "weight": "50%", "slides": ["a"] } } }"##
        let weightFinding = try #require(Pipeline.check(weight).diagnostics.first)
        #expect(weightFinding.message.hasSuffix("found string; did you mean 50?"), "\(weightFinding.message)")
        #expect(weightFinding.fixIt?.replacement == "50")
        let frame = ##"{ "slides": [{ "title": "Hi", "animatedIllustration": { "fileName": "a.json", "loopFrameStart": "50%" } }, { "title": "Kept" }] }"##
        #expect(try #require(Pipeline.check(frame).diagnostics.first { $0.ruleID == "invalid_type" }).fixIt == nil, "a frame is no share")
        let specVersion = try #require(Pipeline.check(##"{ "specVersion": "v1", "slides": [{ "title": "Hi" }] }"##).diagnostics.first)
        #expect(specVersion.message.hasSuffix("found string; did you mean 1?") && specVersion.fixIt?.replacement == "1")
        let notAVersion = ##"{ "slides": [{ "title": "Hi", "animatedIllustration": { "fileName": "a.json", "loopFrameEnd": "v30" } }, { "title": "Kept" }] }"##
        #expect(try #require(Pipeline.check(notAVersion).diagnostics.first { $0.ruleID == "invalid_type" }).fixIt == nil)
    }

    /// Variants given as an array of named objects get the fix-it that puts each under its name;
    /// an array whose elements are not all named, each differently and by one key, gets none.
    @Test func variantsGivenAsAnArrayOfNamedObjectsArePutUnderTheirNames() throws {
        func finding(_ variants: String) throws -> Diagnostic {
            try #require(Pipeline.check(##"{ "slides": [{ "id": "a", "title": "Hi" }], "variants": \##(variants) }"##).diagnostics.first)
        }
        let named = try finding(##"[{ "name": "short", "weight": 1, "slides": ["a"] }, { "id": "long", "weight": 2 }]"##)
        #expect(named.message == "'variants' must be an object, found array; each entry goes under its name as a key, as the fix-it writes it")
        #expect(named.fixIt?.replacement == ##"{ "short": { "weight": 1, "slides": ["a"] }, "long": { "weight": 2 } }"##)
        #expect(try finding(##"[{ "name": "a" }, { "weight": 2 }]"##).fixIt == nil)
        #expect(try finding(##"[{ "name": "a" }, { "name": "a" }]"##).fixIt == nil)
        #expect(try finding(##"[{ "name": "Short", "id": "short", "weight": 1 }]"##).fixIt == nil, "which names it is not clear")
        #expect(try finding("[]").fixIt == nil)
    }

    /// A value by the name another tool gives it suggests the format's, with a fix-it, before any
    /// value spelt like it: `signUp` is a `register`, not a misspelt `signIn`.
    @Test(arguments: [
        (##""login": { "provider": "app", "mode": "signUp" }"##, "signUp", "register"),
        (##""login": { "provider": "app", "mode": "login" }"##, "login", "signIn"),
        (##""paywalls": [{ "placement": "p", "presentation": "modal", "trigger": "manual" }]"##, "modal", "sheet"),
        (##""slides": [{ "title": "T", "backgroundVideo": { "name": "v", "gravity": "aspectFit" } }]"##, "aspectFit", "resizeAspect"),
        (##""slides": [{ "title": "T", "animatedIllustration": { "fileName": "a.json", "loopMode": "pingPong" } }]"##, "pingPong", "autoReverse"),
        (##""slides": [{ "title": "T", "kind": "textInput", "contentType": "text" }]"##, "text", "plain"),
    ])
    func aValueByAnotherToolsNameSuggestsTheFormats(member: String, written: String, meant: String) throws {
        let json = member.hasPrefix(#""slides""#) ? "{ \(member) }" : #"{ "slides": [{ "title": "T" }], "# + member + " }"
        let finding = try #require(Pipeline.check(json).diagnostics.first { $0.message.contains("found '\(written)'") }, "\(Pipeline.lines(json))")
        #expect(finding.message.hasSuffix("did you mean '\(meant)'?"))
        #expect(finding.fixIt?.replacement == "\"\(meant)\"")
    }

    /// An unknown key with no key like it lists the keys of a small object; a slide's are too many.
    @Test func anUnknownKeyOfASmallObjectListsItsKeys() {
        #expect(Pipeline.lines(#"{ "slides": [{ "title": "T" }], "completion": { "key": "done" } }"#).first == """
            Test.onboarding.json:1:49: error: unknown key 'key'; the keys here are 'storageKey' and 'scope' [unknown_key]
            """)
        #expect(Pipeline.lines(#"{ "slides": [{ "title": "T", "colour": "red" }, { "title": "U" }] }"#).first == """
            Test.onboarding.json:1:30: warning: slide 1 is dropped: unknown key 'colour' [unknown_key]
            """)
    }

    /// A slide kind that is a part of the spec of its own says where that part goes; any other
    /// unknown kind lists the kinds.
    @Test func aSlideKindThatIsAPartOfTheSpecSaysWhereItGoes() {
        #expect(Pipeline.lines(#"{ "slides": [{ "kind": "paywall" }, { "title": "K" }] }"#).first == """
            Test.onboarding.json:1:24: warning: slide 1 is dropped: unknown slide kind 'paywall'; a paywall is not a slide: it goes in the spec's 'paywalls', with a 'trigger' such as { "afterSlide": "…" } [unknown_slide_kind]
            """)
    }

    /// A condition's key written with a value of the wrong type, or by another name, is one finding.
    @Test func aConditionsKeyOfTheWrongTypeIsOneFinding() {
        let lines = Pipeline.lines(##"""
            { "slides": [
              { "id": "q", "kind": "choice", "title": "Q", "choices": [{ "id": "pro", "title": "Pro" }, { "id": "new", "title": "New" }] },
              { "id": "r", "title": "R", "showIf": { "answer": "q", "isAnyOf": "pro" } },
              { "id": "s", "title": "S", "showIf": { "answer": "q", "equals": "pro" } },
              { "id": "t", "title": "T", "showIf": { "answer": "q" } } ] }
            """##)
        #expect(lines == [
            #"Test.onboarding.json:3:68: warning: slide 'r' is dropped: 'isAnyOf' must be an array, found string; did you mean ["pro"]? [invalid_type]"#,
            "Test.onboarding.json:4:57: warning: slide 's' is dropped: unknown key 'equals'; did you mean 'isAnyOf'? [unknown_key]",
            "Test.onboarding.json:5:40: warning: slide 't' is dropped: a condition needs 'isAnyOf' (options) or 'isAnswered' (true or false) [missing_required_field]",
        ])
    }

    /// A dropped slide's key read as the one it means is read where it is written: a misspelt
    /// target inside it is found in the same run, with a fix-it at the string, and nothing else
    /// follows from the unknown key (no choice slide without choices).
    @Test func whatAnOtherNamedKeyHoldsIsCheckedWhereItIsWritten() throws {
        let json = ##"{ "slides": [{ "id": "a", "next": "q" }, { "id": "q", "kind": "choice", "options": [{ "id": "x", "title": "X", "next": "endd" }] }, { "id": "end", "next": null }] }"##
        let diagnostics = Pipeline.check(json).diagnostics
        #expect(diagnostics.map { $0.ruleID ?? "-" } == ["dropped_target", "missing_target"])
        let target = try #require(diagnostics.last)
        #expect(target.pointer == "/slides/1/options/0/next" && target.severity == .warning)
        #expect(target.fixIt?.replacement == #""end""#)
        #expect(diagnostics[0].notes.map(\.message) == ["'next' of slide 'a' leads to it"])
    }

    /// A spec author's review: `"image": "hero"` was fixed to `"staticIllustration": "hero"`,
    /// which is no illustration. A key meant whose value is of another kind is named, not written.
    @Test func aKeyMeantForAValueOfAnotherKindIsNotWritten() throws {
        let json = ##"{ "slides": [{ "title": "Hi", "image": "hero" }, { "title": "Kept" }] }"##
        let diagnostic = try #require(Pipeline.check(json).diagnostics.first { $0.ruleID == "unknown_key" })
        #expect(diagnostic.message.hasSuffix("unknown key 'image'; did you mean 'staticIllustration' (an object, where this value is a string)?"))
        #expect(diagnostic.fixIt == nil)
        let object = ##"{ "slides": [{ "title": "Hi", "image": { "iosAssetName": "hero" } }, { "title": "Kept" }] }"##
        #expect(try #require(Pipeline.check(object).diagnostics.first { $0.ruleID == "unknown_key" }).fixIt?.replacement == #""staticIllustration""#)
    }

    @Test func aKeyThatIsASynonymOfTwoKeysNamesBothWithoutAFixIt() throws {
        let json = ##"{ "slides": [{ "title": "Hi", "illustration": { "iosAssetName": "hi" } }, { "title": "Kept" }] }"##
        let diagnostic = try #require(Pipeline.check(json).diagnostics.first { $0.ruleID == "unknown_key" })
        #expect(diagnostic.message.hasSuffix("unknown key 'illustration'; did you mean 'staticIllustration' or 'animatedIllustration'?"))
        #expect(diagnostic.fixIt == nil)
    }

    /// A synonym is never a key of its own object, where it would never be unknown.
    @Test func noSynonymIsAKeyOfItsObject() {
        for shape in FormatReference.shapesInOrder() {
            let keys = Set(shape.fields.map { $0.key.lowercased() })
            for field in shape.fields {
                #expect(field.synonyms.allSatisfy { !keys.contains($0.lowercased()) }, "\(shape.name).\(field.key)")
            }
        }
        let kinds = Set(Slide.Kind.allCases.map { $0.rawValue.lowercased() })
        #expect(Slide.Kind.synonyms.keys.allSatisfy { !kinds.contains($0.lowercased()) })
    }

    /// A misspelt required key is one finding, the unknown key with its fix-it, not that and the
    /// key it means reported missing as well.
    @Test func aMisspeltRequiredKeyIsOneFinding() {
        let json = ##"{ "slides": [{ "kind": "choice", "title": "Q", "choices": [{ "id": "a", "tilte": "A" }] }, { "title": "K" }] }"##
        #expect(Pipeline.lines(json) == [
            "Test.onboarding.json:1:73: warning: slide 1 is dropped: unknown key 'tilte'; did you mean 'title'? [unknown_key]"
        ])
        let missing = ##"{ "slides": [{ "kind": "choice", "title": "Q", "choices": [{ "id": "a", "wording": "A" }] }, { "title": "K" }] }"##
        #expect(Pipeline.lines(missing).contains { $0.contains("missing required key 'title'") }, "\(Pipeline.lines(missing))")
    }

    @Test func userTextInMessagesStaysOnOneLine() {
        let json = ##"{ "slides": [{ "title": "Hi" }], "bad\nkey": 1 }"##
        #expect(Pipeline.lines(json) == [##"Test.onboarding.json:1:34: error: unknown key 'bad\nkey' [unknown_key]"##])
    }

    @Test func defaultsFollowTheFormat() throws {
        let spec = try #require(Pipeline.check(##"{ "slides": [{ "title": "Hi" }, { "kind": "choice", "choices": [{ "id": "a", "title": "A" }] }] }"##, path: "Dir/My.onboarding.json").spec)
        #expect(spec.name == "My")
        #expect(spec.theme == Theme())
        #expect(spec.completion == Completion(storageKey: "My.onboardingCompleted", scope: .once))
        #expect(spec.slides.map(\.id) == ["slide1", "slide2"])
        #expect(spec.slides.map(\.continueRequiresSelection) == [false, true])
        #expect(spec.slides[0].next == .nextInOrder)
    }

    @Test func slideColoursAndVideoGridLayoutAreRead() throws {
        let json = ##"""
            { "slides": [{
              "videoGrid": [{ "video": "v", "cover": "c" }], "videoGridLayout": { "itemWidth": 150, "itemHeight": 220.5 },
              "backgroundColorLight": "#FFFFFF", "backgroundColorDark": "#00000080", "titleColorDark": "#102030"
            }] }
            """##
        let slide = try #require(Pipeline.check(json).spec?.slides.first)
        #expect(slide.videoGridLayout == VideoGridLayout(itemWidth: 150, itemHeight: 220.5, cornerRadius: 0))
        #expect(slide.backgroundColor == ColorPair(light: RGBAColor(red: 255, green: 255, blue: 255), dark: RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)))
        #expect(slide.titleColor == ColorPair(light: nil, dark: RGBAColor(red: 16, green: 32, blue: 48)))
        #expect(Pipeline.lines(##"{ "slides": [{ "titleColorLight": "red" }, { "title": "Kept" }] }"##) == [
            "Test.onboarding.json:1:35: warning: slide 1 is dropped: 'titleColorLight' must be a colour '#RRGGBB' or '#RRGGBBAA', found 'red' [malformed_color]"
        ])
        #expect(Pipeline.lines(##"{ "slides": [{ "videoGridLayout": { "itemWidth": 1 } }, { "title": "Kept" }] }"##).count == 1)
    }

    @Test func loginDerivesItsRedirectURI() throws {
        let scheme = try #require(Pipeline.check(##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "c", "redirectURIScheme": "myapp.com", "bundleId": "b" } }"##).spec?.login)
        #expect(scheme.redirectURI == "myapp.com://oauth2redirect")
        #expect(scheme.loginURL == "https://login.infomaniak.com/")
        let bundle = try #require(Pipeline.check(##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "c", "bundleId": "com.app" } }"##).spec?.login)
        #expect(bundle.redirectURI == "com.app://oauth2redirect")
        #expect(Pipeline.lines(##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "c" } }"##) == [
            "Test.onboarding.json:1:43: error: missing required key 'redirectURIScheme' or 'bundleId' to derive the redirect URI [missing_required_field]"
        ])
    }

    /// A link that a right-to-left override, a line separator or any other invisible or white-space
    /// character could disguise is refused, in every key that holds one: https URLs, and the scheme
    /// of the login's redirect URI, whether `redirectURIScheme` or the `bundleId` that stands in for
    /// it (issue 36).
    @Test(arguments: ["\u{202E}", "\u{2028}", "\u{200B}", "\u{2066}", "\u{A0}", "\u{3000}", "\u{FEFF}", "\u{E0041}", "\u{85}", "\u{1B}"])
    func linksHoldNoCharacterThatDisguisesThem(character: String) throws {
        let escaped = character.unicodeScalars.map { scalar in
            scalar.value > 0xFFFF
                ? String(format: "\\u%04X\\u%04X", 0xD7C0 + (scalar.value >> 10), 0xDC00 + (scalar.value & 0x3FF))
                : String(format: "\\u%04X", scalar.value)
        }.joined()
        let shown = character.escapingInvisibleCharacters == character ? character : character.escapingInvisibleCharacters
        let urls = [
            ##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "c", "bundleId": "b", "loginURL": "https://login.example.com/\##(escaped)gpj.exe" } }"##,
            ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "p", "termsURL": "https://ex\##(escaped)ample.com" }] }"##,
            ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.0.0", "title": "T", "primaryAction": { "title": "Go", "url": "https://example.com/a\##(escaped)" } }] }"##,
        ]
        for json in urls {
            let lines = Pipeline.lines(json)
            #expect(lines.count == 1 && lines[0].contains("must be an absolute https URL") && lines[0].hasSuffix("[insecure_url]"), "\(lines)")
            #expect(lines.first?.contains(shown) == true, "the message shows the character: \(lines)")
        }
        for key in ["redirectURIScheme", "bundleId"] {
            let lines = Pipeline.lines(##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "c", "\##(key)": "my\##(escaped)app" } }"##)
            #expect(lines.count == 1 && lines[0].contains("'\(key)' must be a URI scheme") && lines[0].hasSuffix("[invalid_value]"), "\(lines)")
        }
    }

    @Test func redirectURISchemesAreURISchemes() {
        for scheme in ["app", "com.example.app", "my-app+v2", "A1"] {
            #expect(Pipeline.lines(##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "c", "redirectURIScheme": "\##(scheme)" } }"##).isEmpty, "\(scheme)")
        }
        for scheme in ["", "1app", "my app", "app://", "app:", "é", "my_app", "-app"] {
            #expect(Pipeline.lines(##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "c", "bundleId": "\##(scheme)" } }"##) == [
                "Test.onboarding.json:1:74: error: 'bundleId' must be a URI scheme (a letter, then letters, digits, '+', '-' or '.'), found \(scheme.quotedForDiagnostic) [invalid_value]"
            ], "\(scheme)")
        }
    }

    @Test(arguments: ["1.0.0", "0.0.1", "10.20.30", "1.0.0-alpha.1", "1.0.0+build.5", "1.0.0-rc.1+sha.abc", "2.0", "2", "2.0+417"])
    func semanticVersionsAreAccepted(version: String) {
        #expect(TextFormats.isSemanticVersion(version))
    }

    @Test(arguments: ["1.0.0.0", "1234567890.0", "v1.0.0", "01.0.0", "1.0.0-", "1.0.0-01", "1..0", "", "1.0.0+"])
    func nonSemanticVersionsAreRejected(version: String) {
        #expect(!TextFormats.isSemanticVersion(version))
    }
}

extension Diagnostic {
    /// Whether the diagnostic comes from the stages before lint.
    var stageIsFrontEnd: Bool {
        guard let ruleID else { return true }
        return RuleCatalog.rule(withID: ruleID).map { [.lowering, .slide, .validation].contains($0.stage) } ?? false
    }
}
