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

    /// A source text that a person varied in Xcode, by device or by plural, is still the spec's:
    /// its `other` case, the one shown where no variation applies, holds the spec's text. When the
    /// text changes, that case gets it, and the source text's other variations and every
    /// translation need review; `strings` says so, and lint finds the older text before it runs
    /// (issue 36, item 6).
    @Test(arguments: [
        // By device, with an `other` case.
        #"{ "device": { "mac": { "stringUnit": { "state": "translated", "value": "Click when ready" } }, "other": { "stringUnit": { "state": "translated", "value": "Ready" } } } }"#,
        // By plural.
        #"{ "plural": { "one": { "stringUnit": { "state": "translated", "value": "Ready, one" } }, "other": { "stringUnit": { "state": "translated", "value": "Ready" } } } }"#,
        // By device, then by plural in the `other` case.
        #"{ "device": { "ipad": { "stringUnit": { "state": "translated", "value": "Ready on iPad" } }, "other": { "variations": { "plural": { "one": { "stringUnit": { "state": "translated", "value": "Ready one" } }, "other": { "stringUnit": { "state": "translated", "value": "Ready" } } } } } } }"#,
    ])
    func aChangedTextReachesASourceTextVariedInXcode(variations: String) throws {
        var (catalog, _) = Support.updating(StringCatalog(sourceLanguage: "en"), with: try Support.spec(Self.spec))
        let varied = try Support.catalog(#"{ "sourceLanguage": "en", "strings": { "ready.title": { "localizations": { "en": { "variations": \#(variations) } } } } }"#)
        catalog.strings["ready.title"]?.localizations?["en"] = varied.strings["ready.title"]?.localizations?["en"]
        catalog.strings["ready.title"]?.localizations?["de"] = .init(stringUnit: .init(value: "Bereit"))
        #expect(catalog.strings["ready.title"]?.localizations?["en"]?.fallbackText == "Ready")
        #expect(Support.updating(catalog, with: try Support.spec(Self.spec)).1.isEmpty, "the same text changes nothing")

        let (updated, changes) = Support.updating(catalog, with: try Support.spec(Self.spec.replacingOccurrences(of: "Ready", with: "Set")))
        #expect(changes.retexted == ["ready.title"])
        let english = try #require(updated.strings["ready.title"]?.localizations?["en"])
        #expect(english.fallbackText == "Set")
        #expect(english.stringUnit == nil, "the variations stay variations")
        #expect(english.allStringUnits.count == catalog.strings["ready.title"]?.localizations?["en"]?.allStringUnits.count)
        #expect(english.allStringUnits.allSatisfy { $0.state == ($0.value == "Set" ? "translated" : "needs_review") }, "the spec's text needs no review")
        #expect(english.allStringUnits.count { $0.value == "Set" } == 1)
        #expect(updated.strings["ready.title"]?.localizations?["de"]?.stringUnit == .init(state: "needs_review", value: "Bereit"))
        #expect(Support.updating(updated, with: try Support.spec(Self.spec.replacingOccurrences(of: "Ready", with: "Set"))).1.isEmpty)
    }

    /// Variations without an `other` case (by device, for iPhone and iPad only) get one, holding
    /// the spec's text, so that the next change of the text is seen; whether the text changed
    /// cannot be told, so the other variations and the translations are marked for review.
    @Test func variationsWithoutAnOtherCaseGetOne() throws {
        var (catalog, _) = Support.updating(StringCatalog(sourceLanguage: "en"), with: try Support.spec(Self.spec))
        let varied = try Support.catalog(#"""
            { "sourceLanguage": "en", "strings": { "ready.title": { "localizations": { "en": { "variations": { "device": {
                "iphone": { "stringUnit": { "state": "translated", "value": "Tap when ready" } },
                "ipad": { "stringUnit": { "state": "translated", "value": "Tap when ready" } } } } } } } } }
            """#)
        catalog.strings["ready.title"]?.localizations?["en"] = varied.strings["ready.title"]?.localizations?["en"]
        let (updated, changes) = Support.updating(catalog, with: try Support.spec(Self.spec))
        #expect(changes.retexted == ["ready.title"])
        #expect(Support.text(of: updated).contains(#"""
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Ready"
                            }
                          }
            """#))
        let english = try #require(updated.strings["ready.title"]?.localizations?["en"])
        #expect(english.allStringUnits.filter { $0.value != "Ready" }.allSatisfy { $0.state == "needs_review" })
        #expect(Support.updating(updated, with: try Support.spec(Self.spec)).1.isEmpty)
    }

    @Test func doNotTranslateSetsShouldTranslate() throws {
        let marked = try Support.spec(##"{ "name": "App", "slides": [{ "id": "welcome", "title": "Chordly" }], "localization": { "doNotTranslate": ["welcome.title"] } }"##)
        let (catalog, _) = Support.updating(StringCatalog(sourceLanguage: "en"), with: marked)
        #expect(catalog.strings["welcome.title"]?.shouldTranslate == false)
        #expect(Support.text(of: catalog).contains(#""shouldTranslate" : false"#))
    }

    /// What a person edits in Xcode on a key the spec owns is kept: `shouldTranslate: false` set by
    /// a translator, which onboardc never takes back (the spec's `doNotTranslate` only adds it), and
    /// a comment a person wrote or changed, which keeps the spec's marker at its end; a comment
    /// onboardc wrote follows the spec (issue 36, item 11).
    @Test func aPersonsEditsInXcodeAreKept() throws {
        let spec = ##"{ "name": "App", "slides": [{ "id": "name", "kind": "textInput", "title": "Name?" }, { "id": "welcome", "title": "Hi {name}", "screenName": "Start" }, { "id": "ready", "title": "Ready" }, { "id": "go", "title": "Go" }, { "id": "end", "title": "End" }] }"##
        var (catalog, _) = Support.updating(StringCatalog(sourceLanguage: "en"), with: try Support.spec(spec))
        catalog.strings["ready.title"]?.shouldTranslate = false
        catalog.strings["ready.title"]?.comment = "The brand's word for it: keep it in English."
        catalog.strings["go.title"]?.comment = "Title of slide 'go'. Keep it to two letters! [onboardc: App]"
        catalog.strings["end.title"]?.comment = "Title of slide 'end'. [onboardc: Former]"
        let renamed = spec.replacingOccurrences(of: #""screenName": "Start""#, with: #""screenName": "Begin""#)
            .replacingOccurrences(of: "Hi {name}", with: "Hi")
        let (updated, changes) = Support.updating(catalog, with: try Support.spec(renamed))
        #expect(updated.strings["ready.title"]?.shouldTranslate == false)
        #expect(updated.strings["ready.title"]?.comment == "The brand's word for it: keep it in English. [onboardc: App]")
        #expect(updated.strings["go.title"]?.comment == "Title of slide 'go'. Keep it to two letters! [onboardc: App]")
        #expect(updated.strings["end.title"]?.comment == "Title of slide 'end'. [onboardc: App]", "onboardc's own comment of a spec since renamed")
        #expect(updated.strings["welcome.title"]?.comment == "Title of slide 'welcome' (screen 'Begin'). [onboardc: App]", "onboardc's own comment follows the spec")
        #expect(changes.retexted == ["welcome.title"])
        #expect(changes.updated == ["ready.title", "end.title"])
        #expect(Support.updating(updated, with: try Support.spec(renamed)).1.isEmpty, "a person's comment, once marked, stays as it is")
        // Once gone from the spec, the key with a person's comment is still the spec's: it becomes stale.
        let shorter = try Support.spec(##"{ "name": "App", "slides": [{ "id": "welcome", "title": "Hi" }] }"##)
        #expect(Support.updating(updated, with: shorter).1.markedStale == ["end.title", "go.title", "name.title", "ready.title"])
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
