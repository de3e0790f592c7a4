@testable import OnboardingCompiler
@testable import OnboardingModel
import Testing

/// The `localization` object and the ids that localization keys are made of.
@Suite struct LocalizationLoweringTests {
    @Test func defaultsComeFromTheSpecsName() throws {
        let spec = try #require(Pipeline.check(##"{ "slides": [{ "title": "Hi" }] }"##, path: "sign-quest.onboarding.json").spec)
        #expect(spec.localization == Localization(sourceLanguage: "en", table: "SignQuestOnboarding", doNotTranslate: []))
        let named = try #require(Pipeline.check(##"{ "name": "3d tour", "slides": [{ "title": "Hi" }] }"##).spec)
        #expect(named.localization.table == "_3dTourOnboarding")
    }

    @Test func theSpecSetsLanguageTableAndTextsNotToTranslate() throws {
        let json = ##"{ "slides": [{ "id": "a", "title": "Hi" }], "localization": { "sourceLanguage": "pt-BR", "table": "Onboarding Texts", "doNotTranslate": ["a.title"] } }"##
        let spec = try #require(Pipeline.check(json).spec)
        #expect(spec.localization == Localization(sourceLanguage: "pt-BR", table: "Onboarding Texts", doNotTranslate: ["a.title"]))
    }

    @Test(arguments: [
        (##"{ "slides": [{ "title": "Hi" }], "localization": { "sourceLanguage": "english" } }"##,
         "Test.onboarding.json:1:70: error: 'sourceLanguage' must be a language tag such as 'en', 'pt-BR' or 'zh-Hans', found 'english' [invalid_value]"),
        (##"{ "slides": [{ "title": "Hi" }], "localization": { "table": "../Strings" } }"##,
         "Test.onboarding.json:1:61: error: 'table' must name a String Catalog without its path or extension, using letters, digits, '_', '-', '.' and spaces, found '../Strings' [invalid_value]"),
        (##"{ "slides": [{ "title": "Hi" }], "localization": { "table": "Texts.XCStrings" } }"##,
         "Test.onboarding.json:1:61: error: 'table' names a String Catalog without its extension, found 'Texts.XCStrings'; did you mean 'Texts'? [invalid_value]"),
        (##"{ "slides": [{ "title": "Hi" }], "localization": { "doNotTranslate": "a.title" } }"##,
         #"Test.onboarding.json:1:70: error: 'doNotTranslate' must be an array, found string; did you mean ["a.title"]? [invalid_type]"#),
    ])
    func badSettingsAreErrorsAtTheirValue(json: String, expected: String) {
        #expect(Pipeline.lines(json).first == expected)
    }

    @Test func languageTagsAndTableNames() {
        for tag in ["en", "de", "pt-BR", "zh-Hans", "es-419", "sr-Latn-RS", "yue"] {
            #expect(Localization.isLanguageTag(tag), "\(tag)")
        }
        for tag in ["", "e", "english", "en_US", "en-", "-en", "en-toolongsubtag", "日本"] {
            #expect(!Localization.isLanguageTag(tag), "\(tag)")
        }
        for name in ["Localizable", "SkillLevelOnboarding", "On-boarding_2.texts", "Über Texte"] {
            #expect(Localization.isTableName(name), "\(name)")
        }
        for name in ["", ".hidden", " lead", "a/b", "a\\b", "a:b", "a\u{0}b"] {
            #expect(!Localization.isTableName(name), "\(name)")
        }
        #expect(Localization.tableName(meantBy: "Texts.xcstrings") == "Texts" && Localization.tableName(meantBy: "Texts.strings") == "Texts")
        #expect(Localization.tableName(meantBy: "Texts") == "Texts" && Localization.tableName(meantBy: "../Texts.xcstrings") == nil)
        #expect(Localization.tableName(meantBy: ".xcstrings") == nil)
    }

    @Test func cellsAndFeaturesHaveIdsOrTheirPositions() throws {
        let json = ##"""
            { "slides": [{ "title": "Hi", "videoGrid": [{ "id": "jump", "video": "a", "cover": "b" }, { "video": "c", "cover": "d" }] }],
              "whatsNew": [{ "version": "1.0.0", "title": "New", "features": [{ "title": "One" }, { "id": "sync", "title": "Two" }] }] }
            """##
        let spec = try #require(Pipeline.check(json).spec)
        #expect(spec.slides[0].videoGrid.map(\.id) == ["jump", "cell2"])
        #expect(spec.whatsNew[0].features.map(\.id) == ["feature1", "sync"])
    }
}
