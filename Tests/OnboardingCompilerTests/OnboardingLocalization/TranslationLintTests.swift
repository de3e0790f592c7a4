import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
@testable import OnboardingLocalization
import Testing

/// The translation rules through `onboardc lint --catalog`, the configuration, reporters and baselines.
@Suite struct TranslationLintTests {
    typealias Support = LintTestSupport

    static let spec = ##"""
        { "name": "App", "slides": [
            { "id": "welcome", "title": "Welcome", "subtitle": "Hi" },
            { "id": "ready", "title": "Ready" },
            { "id": "brand", "title": "Chordly" },
            { "id": "new", "title": "New here" } ],
          "localization": { "doNotTranslate": ["brand.title"] } }
        """##

    /// A catalog where German lacks two texts and one is too long, French lacks all and reviews one, and `new.title` is missing.
    static let catalog: String = {
        func unit(_ value: String, _ state: String = "translated") -> StringCatalog.Localization { .init(stringUnit: .init(state: state, value: value)) }
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["welcome.title"] = .init(localizations: ["en": unit("Welcome"), "de": unit("Herzlich willkommen in der besten App der ganzen Welt"), "fr": unit("Bienvenue", "needs_review")])
        catalog.strings["welcome.subtitle"] = .init(localizations: ["en": unit("Hi")])
        catalog.strings["ready.title"] = .init(localizations: ["en": unit("Ready")])
        catalog.strings["brand.title"] = .init(localizations: ["en": unit("Chordly")])
        return String(decoding: StringCatalogWriter.bytes(of: catalog), as: UTF8.self)
    }()

    @Test func lintReportsEachRuleAtTheSpecsText() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec, "AppOnboarding.xcstrings": Self.catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(run.status == .success)
        #expect(run.error == """
            App.onboarding.json:2:33: warning: 'welcome.title' has translations to review in 'fr' [stale_translation]
            App.onboarding.json:2:33: warning: the 'de' translation of 'welcome.title' has 53 characters and may be truncated on a small phone; keep it to 40 [translation_too_long]
            App.onboarding.json:2:56: warning: 2 texts have no 'de' translation in 'AppOnboarding.xcstrings': 'welcome.subtitle', 'ready.title' [missing_translation]
            App.onboarding.json:2:56: warning: 2 texts have no 'fr' translation in 'AppOnboarding.xcstrings': 'welcome.subtitle', 'ready.title' [missing_translation]
            App.onboarding.json:5:29: warning: 'new.title' is not in 'AppOnboarding.xcstrings'; 'onboardc strings' (the plugins' 'update-strings') adds it [untranslated_catalog_key]
            0 errors, 5 warnings in 1 file

            """)
        #expect(Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings", "--strict"], in: root).status == .failure)
        #expect(Support.run(["lint", "App.onboarding.json"], in: root).error == "0 errors, 0 warnings in 1 file\n", "no catalog, no translation rules")
    }

    /// Each way a translation can get the answers of its text wrong, in German, Arabic, Japanese and
    /// French: left out, one too many, a conversion shown as written; a plural variation too. A
    /// percent sign before a space or written `%%` is text, and reordered answers are right.
    @Test func aTranslationMustInsertTheAnswersItsTextInserts() throws {
        let spec = ##"""
            { "name": "App", "slides": [
                { "id": "name", "kind": "textInput", "title": "Your name?" },
                { "id": "level", "kind": "choice", "title": "Level?", "choices": [{ "id": "a", "title": "A" }] },
                { "id": "hello", "title": "Hello, {name}!", "subtitle": "{name}, you are {level}" } ] }
            """##
        func unit(_ value: String) -> StringCatalog.Localization { .init(stringUnit: .init(value: value)) }
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["hello.title"] = .init(localizations: [
            "en": unit("Hello, %@!"), "de": unit("Hallo!"), "ar": unit("مرحبا يا %d!"), "ja": unit("%1$@さん、%2$@"),
            "fr": unit("Bonjour %@, 100% sûr, 100%%"),
        ])
        let plural = StringCatalog.Localization(otherMembers: [
            "variations": .object(["plural": .object([
                "one": .object(["stringUnit": .object(["state": .string("translated"), "value": .string("%1$@, du bist %2$@")])]),
                "other": .object(["stringUnit": .object(["state": .string("translated"), "value": .string("%1$@, du bist")])]),
            ])])
        ])
        catalog.strings["hello.subtitle"] = .init(localizations: [
            "en": unit("%1$@, you are %2$@"), "de": plural, "fr": unit("%2$@ : voilà ton niveau, %1$@"),
        ])
        let root = try Support.makeDirectory([
            "App.onboarding.json": spec, "AppOnboarding.xcstrings": String(decoding: StringCatalogWriter.bytes(of: catalog), as: UTF8.self),
            ".onboardc.json": #"{ "catalog": "AppOnboarding.xcstrings", "disabledRules": ["missing_translation", "untranslated_catalog_key"] }"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "App.onboarding.json"], in: root)
        #expect(run.status == .failure)
        #expect(run.error == """
            App.onboarding.json:4:31: error: the 'ar' translation of 'hello.title' has '%d', which the app shows as it is written; an answer is '%@', a percent sign '%%' [translation_placeholder_mismatch]
            App.onboarding.json:4:31: error: the 'de' translation of 'hello.title' leaves out the answer to 'name', '%@' [translation_placeholder_mismatch]
            App.onboarding.json:4:31: error: the 'ja' translation of 'hello.title' inserts answer 2, but the text inserts 1 answer: the app shows nothing there [translation_placeholder_mismatch]
            App.onboarding.json:4:61: error: the 'de' translation of 'hello.subtitle' leaves out the answer to 'level', '%2$@' [translation_placeholder_mismatch]
            4 errors, 0 warnings in 1 file

            """)
    }

    /// A text not to be translated is not held to a translation's length; a translation of only
    /// white space is missing.
    @Test func aTextNotToTranslateIsNotTooLongAndABlankTranslationIsMissing() throws {
        func unit(_ value: String) -> StringCatalog.Localization { .init(stringUnit: .init(value: value)) }
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["welcome.title"] = .init(localizations: ["en": unit("Welcome"), "de": unit("   ")])
        catalog.strings["welcome.subtitle"] = .init(localizations: ["en": unit("Hi"), "de": unit("Hallo")])
        catalog.strings["brand.title"] = .init(localizations: ["en": unit("Chordly"), "de": unit(String(repeating: "Chordly ", count: 8))])
        let spec = ##"""
            { "name": "App", "slides": [{ "id": "welcome", "title": "Welcome", "subtitle": "Hi" }, { "id": "brand", "title": "Chordly" }],
              "localization": { "doNotTranslate": ["brand.title"] } }
            """##
        let root = try Support.makeDirectory(["App.onboarding.json": spec, "AppOnboarding.xcstrings": String(decoding: StringCatalogWriter.bytes(of: catalog), as: UTF8.self)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(run.error == """
            App.onboarding.json:1:57: warning: 1 text has no 'de' translation in 'AppOnboarding.xcstrings': 'welcome.title' [missing_translation]
            0 errors, 1 warning in 1 file

            """)
    }

    /// A spec author's review: the first edits of a spec from `init` gave a finding for each new
    /// text. The texts missing from a catalog are one finding, at the first.
    @Test func textsMissingFromTheCatalogAreOneFinding() throws {
        let spec = ##"{ "name": "App", "slides": [{ "id": "a", "title": "A", "subtitle": "B" }, { "id": "c", "title": "C" }, { "id": "d", "title": "D" }] }"##
        let catalog = String(decoding: StringCatalogWriter.bytes(of: StringCatalog(sourceLanguage: "en")), as: UTF8.self)
        let root = try Support.makeDirectory(["App.onboarding.json": spec, "AppOnboarding.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root).error == """
            App.onboarding.json:1:51: warning: 4 texts are not in 'AppOnboarding.xcstrings': 'a.title', 'a.subtitle', 'c.title' and 1 more; 'onboardc strings' (the plugins' 'update-strings') adds them [untranslated_catalog_key]
            0 errors, 1 warning in 1 file

            """)
    }

    @Test func theConfigurationNamesTheCatalogAndTunesTheRules() throws {
        let root = try Support.makeDirectory([
            "App.onboarding.json": Self.spec, "AppOnboarding.xcstrings": Self.catalog,
            ".onboardc.json": ##"{ "catalog": "AppOnboarding.xcstrings", "disabledRules": ["missing_translation", "stale_translation"], "rules": { "title_length": { "max": 60 }, "untranslated_catalog_key": { "severity": "error" } } }"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "App.onboarding.json"], in: root)
        #expect(run.status == .failure)
        #expect(run.error == """
            App.onboarding.json:5:29: error: 'new.title' is not in 'AppOnboarding.xcstrings'; 'onboardc strings' (the plugins' 'update-strings') adds it [untranslated_catalog_key]
            1 error, 0 warnings in 1 file

            """)
    }

    @Test func reportersAndBaselinesTreatTheRulesAsEveryRule() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec, "AppOnboarding.xcstrings": Self.catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let json = Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings", "--reporter", "json"], in: root)
        #expect(json.output.contains(#""rule": "missing_translation""#))
        #expect(json.output.contains(#""pointer": "/slides/3/title""#))
        let sarif = Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings", "--reporter", "sarif"], in: root)
        #expect(sarif.output.contains(#""id": "translation_too_long""#))
        #expect(Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings", "--write-baseline", "baseline.json"], in: root).status == .success)
        let baselined = Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings", "--baseline", "baseline.json", "--strict"], in: root)
        #expect(baselined.status == .success)
        #expect(baselined.error == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func buildChecksTranslationsAndStillWrites() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec, "AppOnboarding.xcstrings": Self.catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["build", "App.onboarding.json", "--output", "Generated", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(run.status == .success)
        #expect(run.error.contains("[untranslated_catalog_key]\n"))
        #expect(FileManager.default.fileExists(atPath: root + "/Generated/AppOnboarding.swift"))
        #expect(Support.run(["build", "App.onboarding.json", "--output", "Generated", "--catalog", "AppOnboarding.xcstrings", "--strict"], in: root).status == .failure)
    }

    @Test func aSlideCanSilenceATranslationRule() throws {
        let spec = Self.spec.replacingOccurrences(of: #"{ "id": "new", "title": "New here" }"#, with: #"{ "id": "new", "title": "New here", "lint": { "disable": ["untranslated_catalog_key"] } }"#)
        let root = try Support.makeDirectory(["App.onboarding.json": spec, "AppOnboarding.xcstrings": Self.catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(!run.error.contains("untranslated_catalog_key"))
    }

    @Test func aBrokenOrMissingCatalogStopsLintWithStatusTwo() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec, "Broken.xcstrings": "{ \"sourceLanguage\": 1, \"strings\": {} }"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let broken = Support.run(["lint", "App.onboarding.json", "--catalog", "Broken.xcstrings"], in: root)
        #expect(broken.status == .usageError)
        #expect(broken.error == "Broken.xcstrings:1:21: error: 'sourceLanguage' must be a string, found number\n")
        let missing = Support.run(["lint", "App.onboarding.json", "--catalog", "Missing.xcstrings"], in: root)
        #expect(missing.status == .usageError)
        #expect(missing.error == "error: cannot read 'Missing.xcstrings': no such file\n")
    }

    @Test func aSpecWithoutACatalogInTheDirectoryIsReportedOnce() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec, "L10n/": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "App.onboarding.json", "--catalog", "L10n"], in: root)
        #expect(run.error == """
            App.onboarding.json:6:19: warning: the texts of the spec belong to table 'AppOnboarding', which has no catalog; create 'L10n/AppOnboarding.xcstrings' with 'onboardc strings' [untranslated_catalog_key]
            0 errors, 1 warning in 1 file

            """)
    }

    /// The example specs ship catalogs with German; they lint clean against them, and they are what
    /// `onboardc strings` writes.
    @Test func theExampleSpecsLintCleanAgainstTheirCatalogs() throws {
        let root = GeneratedFile.packageRoot.path
        let specs = GoldenFileTests.specNames.map { "Specs/\($0).onboarding.json" }
        let run = Support.run(["lint", "--strict", "--catalog", "Specs"] + specs, in: root)
        #expect(run.status == .success)
        #expect(run.error == "0 errors, 0 warnings in \(specs.count) files\n")

        let copy = try Support.makeDirectory([:])
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.copyItem(atPath: root + "/Specs", toPath: copy + "/Specs")
        let strings = Support.run(["strings", "--catalog", "Specs"] + specs, in: copy)
        #expect(strings.status == .success, "\(strings.error)")
        let expected = GoldenFileTests.specNames.map { "Specs/\($0)Onboarding.xcstrings is up to date\n" }.joined()
        #expect(strings.output == expected, "run 'onboardc strings --catalog Specs Specs/*.onboarding.json' and translate what it adds")
        for name in GoldenFileTests.specNames {
            let catalog = try LocalizationTestSupport.catalog(try String(contentsOfFile: root + "/Specs/\(name)Onboarding.xcstrings", encoding: .utf8))
            #expect(catalog.translationLanguages == ["de"], "\(name)")
        }
    }
    /// The audit's reproducer of item 6 as a user runs it: a German translation of a source text
    /// varied by plural in Xcode; the spec's text changes. lint finds the catalog's older text,
    /// `strings` changes it and marks the translation for review, and lint then says so.
    @Test func aChangedTextWhoseSourceTextIsVariedIsPropagated() throws {
        let catalog = #"""
            { "sourceLanguage": "en", "version": "1.0", "strings": { "ready.title": { "extractionState": "manual", "localizations": {
              "en": { "variations": { "plural": {
                "one": { "stringUnit": { "state": "translated", "value": "Ready, one" } },
                "other": { "stringUnit": { "state": "translated", "value": "Ready" } } } } },
              "de": { "stringUnit": { "state": "translated", "value": "Bereit" } } } } } }
            """#
        let spec = #"{ "name": "App", "slides": [{ "id": "ready", "title": "Set" }] }"#
        let root = try Support.makeDirectory(["App.onboarding.json": spec, "AppOnboarding.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(before.error.contains("'AppOnboarding.xcstrings' holds an older text of 'ready.title', 'Ready'"), "\(before.error)")
        let strings = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(strings.output == "Wrote AppOnboarding.xcstrings: 1 changed (translations to review)\n", "\(strings.output)\(strings.error)")
        let after = Support.run(["lint", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(after.error.contains("'ready.title' has translations to review in 'de' [stale_translation]"), "\(after.error)")
        #expect(!after.error.contains("holds an older text"))
    }
}
