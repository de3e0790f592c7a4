@testable import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLocalization
@testable import OnboardingModel
import Testing

/// How `onboardc strings` brings a catalog up to date with a spec, at the level of the model.
@Suite struct CatalogUpdateTests {
    typealias Support = LocalizationTestSupport

    static let spec = ##"{ "name": "App", "slides": [{ "id": "welcome", "title": "Welcome", "subtitle": "Hi", "screenName": "Start" }, { "id": "ready", "title": "Ready" }] }"##

    @Test func aNewCatalogGetsEveryTextWithItsComment() throws {
        let spec = try Support.spec(Self.spec)
        let (catalog, changes) = Support.updating(StringCatalog(sourceLanguage: "en"), with: spec)
        #expect(changes.added == ["welcome.title", "welcome.subtitle", "ready.title"])
        #expect(Support.text(of: catalog) == #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "ready.title" : {
                  "comment" : "Title of slide 'ready'. [onboardc: App]",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Ready"
                      }
                    }
                  }
                },
                "welcome.subtitle" : {
                  "comment" : "Text under the title of slide 'welcome' (screen 'Start'). [onboardc: App]",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hi"
                      }
                    }
                  }
                },
                "welcome.title" : {
                  "comment" : "Title of slide 'welcome' (screen 'Start'). [onboardc: App]",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Welcome"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """#)
    }

    @Test func aSecondUpdateChangesNothing() throws {
        let spec = try Support.spec(Self.spec)
        let (first, _) = Support.updating(StringCatalog(sourceLanguage: "en"), with: spec)
        let (second, changes) = Support.updating(first, with: spec)
        #expect(changes.isEmpty)
        #expect(StringCatalogWriter.bytes(of: second) == StringCatalogWriter.bytes(of: first))
    }

    @Test func aChangedTextKeepsItsTranslationsForReview() throws {
        var (catalog, _) = Support.updating(StringCatalog(sourceLanguage: "en"), with: try Support.spec(Self.spec))
        catalog.strings["welcome.title"]?.localizations?["de"] = .init(stringUnit: .init(value: "Willkommen"))
        catalog.strings["welcome.title"]?.localizations?["fr"] = .init(otherMembers: [
            "variations": .object(["device": .object(["mac": .object(["stringUnit": .object(["state": .string("translated"), "value": .string("Bienvenue")])])])])
        ])
        catalog.strings["ready.title"]?.localizations?["de"] = .init(stringUnit: .init(value: "Bereit"))
        let changed = try Support.spec(Self.spec.replacingOccurrences(of: #""Welcome""#, with: #""Welcome aboard""#))
        let (updated, changes) = Support.updating(catalog, with: changed)
        #expect(changes.retexted == ["welcome.title"])
        let entry = try #require(updated.strings["welcome.title"]?.localizations)
        #expect(entry["en"]?.stringUnit == .init(state: "translated", value: "Welcome aboard"))
        #expect(entry["de"]?.stringUnit == .init(state: "needs_review", value: "Willkommen"))
        #expect(entry["fr"]?.allStringUnits == [.init(state: "needs_review", value: "Bienvenue")])
        #expect(updated.strings["ready.title"]?.localizations?["de"]?.stringUnit?.state == "translated")
    }

    @Test func aTextThatIsGoneBecomesStaleOrIsPruned() throws {
        let (catalog, _) = Support.updating(StringCatalog(sourceLanguage: "en"), with: try Support.spec(Self.spec))
        let shorter = try Support.spec(##"{ "name": "App", "slides": [{ "id": "welcome", "title": "Welcome", "subtitle": "Hi", "screenName": "Start" }] }"##)
        let (stale, changes) = Support.updating(catalog, with: shorter)
        #expect(changes.markedStale == ["ready.title"])
        #expect(stale.strings["ready.title"]?.extractionState == "stale")
        #expect(stale.strings["ready.title"]?.localizations?["en"]?.stringUnit?.value == "Ready")
        #expect(Support.updating(stale, with: shorter).1.isEmpty, "a stale key stays stale quietly")

        let (pruned, pruning) = Support.updating(stale, with: shorter, pruning: true)
        #expect(pruning.removed == ["ready.title"])
        #expect(pruned.strings["ready.title"] == nil)

        let (restored, restoring) = Support.updating(stale, with: try Support.spec(Self.spec))
        #expect(restoring.updated == ["ready.title"])
        #expect(restored.strings["ready.title"]?.extractionState == "manual")
    }

    @Test func keysTheSpecDoesNotOwnAreLeftAsTheyAre() throws {
        let foreign = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Settings" : {

                },
                "welcome.legacy" : {
                  "comment" : "Written by hand",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Alt"
                      }
                    }
                  }
                },
                "x.title" : {
                  "comment" : "Title of slide 'x'. [onboardc: Other]",
                  "extractionState" : "manual"
                }
              },
              "version" : "1.1"
            }
            """#
        let catalog = try Support.catalog(foreign)
        let (updated, changes) = Support.updating(catalog, with: try Support.spec(Self.spec), pruning: true)
        #expect(changes.added.count == 3)
        #expect(changes.markedStale.isEmpty && changes.removed.isEmpty)
        for key in ["Settings", "welcome.legacy", "x.title"] {
            #expect(updated.strings[key] == catalog.strings[key], "\(key)")
        }
        #expect(updated.otherMembers == catalog.otherMembers)
    }

    @Test func variationsOfTheSourceTextAreTheCatalogsOwn() throws {
        var (catalog, _) = Support.updating(StringCatalog(sourceLanguage: "en"), with: try Support.spec(Self.spec))
        let variations = CatalogValue.object(["device": .object(["mac": .object(["stringUnit": .object(["state": .string("translated"), "value": .string("Click")])])])])
        catalog.strings["ready.title"]?.localizations?["en"] = .init(otherMembers: ["variations": variations])
        catalog.strings["ready.title"]?.localizations?["de"] = .init(stringUnit: .init(value: "Bereit"))
        let (updated, changes) = Support.updating(catalog, with: try Support.spec(Self.spec.replacingOccurrences(of: "Ready", with: "Set")))
        #expect(changes.retexted.isEmpty)
        #expect(updated.strings["ready.title"]?.localizations == catalog.strings["ready.title"]?.localizations)
    }

    @Test func doNotTranslateSetsShouldTranslate() throws {
        let marked = try Support.spec(##"{ "name": "App", "slides": [{ "id": "welcome", "title": "Chordly" }], "localization": { "doNotTranslate": ["welcome.title"] } }"##)
        let (catalog, _) = Support.updating(StringCatalog(sourceLanguage: "en"), with: marked)
        #expect(catalog.strings["welcome.title"]?.shouldTranslate == false)
        #expect(Support.text(of: catalog).contains(#""shouldTranslate" : false"#))
        let unmarked = try Support.spec(##"{ "name": "App", "slides": [{ "id": "welcome", "title": "Chordly" }] }"##)
        let (updated, changes) = Support.updating(catalog, with: unmarked)
        #expect(changes.updated == ["welcome.title"])
        #expect(updated.strings["welcome.title"]?.shouldTranslate == nil)
    }

    @Test func specsOfOneTableShareItsCatalogButNoKey() throws {
        let a = try Support.spec(##"{ "name": "A", "slides": [{ "id": "a", "title": "A" }], "localization": { "table": "Onboarding" } }"##, path: "A.onboarding.json")
        let b = try Support.spec(##"{ "name": "B", "slides": [{ "id": "b", "title": "B" }], "localization": { "table": "Onboarding" } }"##, path: "B.onboarding.json")
        let clash = ##"{ "name": "C", "slides": [{ "id": "a", "title": "C" }], "localization": { "table": "Onboarding" } }"##
        let c = try Support.spec(clash, path: "C.onboarding.json")
        let tree = { (json: String, path: String) in JSONParser.parse(SourceFile(path: path, text: json)).tree }
        var update = CatalogUpdate(catalogs: StringCatalogs(location: .directory("L10n")))
        #expect(update.add(a, in: tree("{}", "A.onboarding.json")).isEmpty)
        #expect(update.add(b, in: tree("{}", "B.onboarding.json")).isEmpty)
        let errors = update.add(c, in: tree(clash, "C.onboarding.json"))
        #expect(errors.map(\.message) == ["the key 'a.title' of this text is the key of a text of 'A.onboarding.json' in the same table; give one of the specs another 'localization.table'"])
        #expect(errors.first?.range?.start.column == 49)
        let results = update.results
        #expect(results.map(\.path) == ["L10n/Onboarding.xcstrings"])
        #expect(results.first.map { Set($0.catalog.strings.keys) } == ["a.title", "b.title"])
    }

    @Test func aCatalogOfAnotherTableOrLanguageIsRefused() throws {
        let spec = try Support.spec(Self.spec)
        let tree = JSONParser.parse(SourceFile(path: "App.onboarding.json", text: Self.spec)).tree
        var update = CatalogUpdate(catalogs: StringCatalogs(location: .file("L10n/Onboarding.xcstrings")))
        #expect(update.add(spec, in: tree).map(\.message) == [
            #"the texts of this spec belong to table 'AppOnboarding', so their catalog is 'AppOnboarding.xcstrings', not 'L10n/Onboarding.xcstrings'; set 'localization.table' to 'Onboarding' or pass that catalog"#
        ])
        var german = CatalogUpdate(catalogs: StringCatalogs(location: .file("AppOnboarding.xcstrings"), catalogs: ["AppOnboarding": StringCatalog(sourceLanguage: "de")]))
        #expect(german.add(spec, in: tree).first?.message.hasPrefix("the texts of this spec are in 'en', but the source language of 'AppOnboarding.xcstrings' is 'de'") == true)
    }
}
