import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLocalization
@testable import OnboardingReporting
import Testing

/// Reading String Catalogs with positions, and writing them back byte for byte as Xcode does.
@Suite struct StringCatalogFormatTests {
    typealias Support = LocalizationTestSupport

    /// The catalogs copied from public projects, written by Xcode.
    static let publicCatalogNames = ((try? FileManager.default.contentsOfDirectory(atPath: Support.publicCatalogs.path)) ?? [])
        .filter { $0.hasSuffix(".xcstrings") }.sorted()

    @Test func thereAreCatalogsFromPublicProjects() {
        #expect(!Self.publicCatalogNames.isEmpty)
    }

    @Test(arguments: publicCatalogNames)
    func aCatalogWrittenByXcodeRoundTripsByteForByte(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Support.publicCatalogs.appendingPathComponent(name)))
        let (catalog, diagnostics) = StringCatalogReader.read(SourceFile(path: name, bytes: bytes))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let written = StringCatalogWriter.bytes(of: try #require(catalog))
        let firstDifference = zip(written, bytes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(written == bytes, "first difference at byte \(firstDifference ?? min(written.count, bytes.count))")
    }

    @Test func writesXcodesFormat() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        catalog.strings["b/c"] = .init(
            comment: "Quotes \" and \\ and\ta tab", extractionState: "manual",
            localizations: ["en": .init(stringUnit: .init(value: "Line\nbreak, \u{1}, é, 日本, 😀"))])
        catalog.strings["a"] = .init()
        catalog.strings["n"] = .init(otherMembers: ["argNum": .number("1"), "list": .array([.bool(true), .null]), "none": .array([])])
        #expect(Support.text(of: catalog) == #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {

                },
                "b/c" : {
                  "comment" : "Quotes \" and \\ and\ta tab",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Line\nbreak, \u0001, é, 日本, 😀"
                      }
                    }
                  }
                },
                "n" : {
                  "argNum" : 1,
                  "list" : [
                    true,
                    null
                  ],
                  "none" : [

                  ]
                }
              },
              "version" : "1.0"
            }
            """#)
    }

    @Test func keysAreInXcodesOrder() {
        // Each pair as Xcode's catalogs of public projects order it.
        let ordered = [
            " ", "!\n", "%@", "%@ sent you a message!", "%@, %@", "%@/10", "0km", "500km", "About me", "Add or make a picture.", "Add Photos",
            "Dinner preferences", "Dinner Preferences", "DinnerConnect", "Every 2 Hours", "Every 8 Hours", "Every 30 Minutes", "Every Hour",
            "I'm a button", "I'm a button 2", "Interest", "Login (fast)", "Logout", "MEDIUM", "Men", "Setting up profile...\n", "Settings",
            "We use your location", "we use your location.", "Welcome",
        ]
        #expect(ordered.shuffled().sorted(by: XcodeKeyOrder.areInIncreasingOrder) == ordered)
        // From the catalogs of Alare (Xcode 26) and NetNewsWire.
        let more = [
            "", "(No Text)", "[netnewswire.com](https://netnewswire.com/)", "%@ (%@)", "%d of %d", "%lld", "%lld min", "%lld Points",
            "%lld Points Left", "🦖 Dinosaurs", "${toggle} Alare's Alarm", "A web browser", "Alare", "Alare Code", "Alare's alarm",
            "Alarm is Snoozing", "Alarm Off", "Alarm permission", "Are you sure you want to delete the “%@” feed?",
            "Are you sure you want to delete the %d selected items?", "Are you sure you want to delete the feed “%@”?",
            "Author‘s website:", "Author’s website:\n%@", "Can’t add a feed", "Can’t Add iCloud Account", "Can’t add this feed",
            "Clean Up", "Clean Up iCloud Records", "Clean Up…", "Cleanup canceled.", "Help", "Help — opens in browser", "Here",
            "https://fresh.rss.net/api/greader.php", "iCloud", "Mark as Read", "Mark As Read", "Name", "Name:", "NetNewsWire News",
            "Use This Action", "UUID",
        ]
        #expect(more.shuffled().sorted(by: XcodeKeyOrder.areInIncreasingOrder) == more)
        #expect(["welcome.title", "welcome.subtitle", "welcome-2.title", "welcome.option.b.title"].sorted(by: XcodeKeyOrder.areInIncreasingOrder)
            == ["welcome-2.title", "welcome.option.b.title", "welcome.subtitle", "welcome.title"])
    }

    @Test func aFinalLineBreakIsKept() throws {
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n"
        #expect(Support.text(of: try Support.catalog(text)) == text)
        #expect(Support.text(of: try Support.catalog(String(text.dropLast()))) == String(text.dropLast()))
    }

    @Test func whatOnboardcDoesNotReadIsKept() throws {
        let text = #"""
            {
              "futureKey" : {
                "nested" : [
                  1.50,
                  "x"
                ]
              },
              "sourceLanguage" : "en",
              "strings" : {
                "%lld items" : {
                  "isCommentAutoGenerated" : true,
                  "localizations" : {
                    "de" : {
                      "substitutions" : {
                        "count" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%arg Artikel"
                                }
                              }
                            }
                          }
                        }
                      },
                      "variations" : {
                        "device" : {
                          "mac" : {
                            "stringUnit" : {
                              "futureUnitKey" : false,
                              "state" : "new",
                              "value" : "Klicken"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.1"
            }
            """#
        let catalog = try Support.catalog(text)
        #expect(Support.text(of: catalog) == text)
        let units = try #require(catalog.strings["%lld items"]?.localizations?["de"]).allStringUnits
        #expect(Set(units.map(\.value)) == ["%arg Artikel", "Klicken"])
    }

    @Test func escapesAreReadAsTheirTextAndWrittenAsXcodeDoes() throws {
        let catalog = try Support.catalog(#"{ "sourceLanguage": "en", "strings": { "a\/b \u00e9": { "comment": "\uD83D\uDE00" } } }"#)
        #expect(catalog.strings["a/b é"]?.comment == "😀")
        #expect(Support.text(of: catalog).contains(#""a/b é" : {"#))
    }

    /// Each broken catalog is an error at its line and column.
    @Test(arguments: [
        (#"{ "sourceLanguage": "en", "strings": { "a": { } }"#, "1:50: error: missing '}' at the end of the file to close the object opened at 1:1"),
        (#"[]"#, "1:1: error: a String Catalog must be an object, found array"),
        (#"{ "strings": {} }"#, "1:1: error: a String Catalog needs 'sourceLanguage'"),
        (#"{ "sourceLanguage": "en" }"#, "1:1: error: a String Catalog needs 'strings'"),
        (#"{ "sourceLanguage": 1, "strings": {} }"#, "1:21: error: 'sourceLanguage' must be a string, found number"),
        (#"{ "sourceLanguage": "en", "strings": [] }"#, "1:38: error: 'strings' must be an object, found array"),
        (#"{ "sourceLanguage": "en", "strings": { "a": { "comment": 1 } } }"#, "1:58: error: 'comment' of entry 'a' must be a string, found number"),
        (#"{ "sourceLanguage": "en", "strings": { "a": { "shouldTranslate": "no" } } }"#, "1:66: error: 'shouldTranslate' of entry 'a' must be a boolean, found string"),
        (#"{ "sourceLanguage": "en", "strings": { "a": { "localizations": { "de": "x" } } } }"#, "1:72: error: localization 'de' of entry 'a' must be an object, found string"),
        (#"{ "sourceLanguage": "en", "strings": { "a": { "localizations": { "de": { "stringUnit": { "state": "new" } } } } } }"#, "1:88: error: 'stringUnit' of localization 'de' of entry 'a' needs 'value'"),
        (#"{ "sourceLanguage": "en", "strings": { "a": { "localizations": { "de": { "variations": { "plural": { "one": { "stringUnit": { "value": 1 } } } } } } } } }"#, "1:136: error: 'value' of 'stringUnit' of a variation must be a string, found number"),
        (#"{ "sourceLanguage": "en", "strings": { "a": {}, "a": {} } }"#, "1:49: error: duplicate key 'a' in 'strings'"),
    ])
    func aBrokenCatalogIsAPositionedError(text: String, expected: String) {
        let (catalog, diagnostics) = StringCatalogReader.read(SourceFile(path: "App.xcstrings", text: text))
        #expect(catalog == nil)
        let report = XcodeReporter().report(diagnostics, in: ReportContext(checkedPaths: ["App.xcstrings"], toolVersion: "test"))
        #expect(report.hasPrefix("App.xcstrings:" + expected), "\(report)")
    }

    @Test func aCatalogNestedDeeperThanXcodesIsRejected() {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let text = #"{ "sourceLanguage": "en", "strings": {}, "x": "# + deep + " }"
        let (catalog, diagnostics) = StringCatalogReader.read(SourceFile(path: "App.xcstrings", text: text))
        #expect(catalog == nil)
        #expect(diagnostics.containsErrors)
    }
}
