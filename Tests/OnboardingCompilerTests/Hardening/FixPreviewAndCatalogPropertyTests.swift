import Foundation
import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLocalization
import OnboardingPreview
@testable import OnboardingReporting
@testable import OnboardingTestSupport
import Testing


/// Random and hostile input through the surfaces beyond the front end (issue 36): `lint --fix`,
/// the preview and String Catalogs. The seed is `ONBOARDC_PROPERTY_SEED` or a fixed default, as
/// for `PropertyTests`, and every failure names it.
@Suite struct FixPreviewAndCatalogPropertyTests {
    static let seed = SeededRandomNumbers.propertySeed

    /// `lint --fix` on broken specs: whatever it fixes, a spec without errors keeps having none,
    /// the fixed text checks with every position inside it, and fixing it again finds nothing a
    /// round of the first fix left but what it says remains.
    @Test func fixingMutationsNeverGivesAnErrorToASpecWithout() {
        var generator = SeededRandomNumbers(seed: Self.seed ^ 0xF1C5)
        let specs = PropertyTests.validSpecs()
        let fixer = FixStep(
            compiler: Compiler(), baseline: Baseline(entries: []),
            context: ToolContext(currentDirectory: "/", writeStandardOutput: { _ in }, writeStandardError: { _ in }))
        for index in 0..<120 {
            let mutation = SpecMutation.allCases[index % SpecMutation.allCases.count]
            let bytes = mutation.apply(to: specs[(index * 5) % specs.count].model, using: &generator)
            let checked = Compiler().check(SourceFile(path: "Mutated.onboarding.json", bytes: bytes))
            let (fixed, _, isFinished, _) = fixer.fix(checked)
            let comment = "seed \(Self.seed), mutation \(index) (\(mutation)): \(String(decoding: bytes, as: UTF8.self).debugDescription)"
            let after = Compiler().check(fixed)
            expectValidPositions(after.diagnostics, in: fixed, comment)
            if !checked.hasErrors { #expect(!after.hasErrors, "\(comment) → \(after.diagnostics.filter { $0.severity == .error }.map(\.message))") }
            if isFinished { #expect(!FixedSource(fixed, applying: after.diagnostics).hasChanges, "\(comment)") }
        }
    }

    /// The preview of random valid specs, whose texts hold every kind of character, has no raw
    /// control character, no element the spec wrote, a transition table that parses as JSON, and
    /// the same bytes every time.
    @Test func previewsOfRandomSpecsHoldOnlyTheirOwnMarkup() throws {
        var style = SeededRandomNumbers(seed: Self.seed ^ 0x9E1)
        for (index, generated) in PropertyTests.validSpecs().prefix(30).enumerated() {
            let json = generated.model.serialized(using: &style)
            let comment = "seed \(Self.seed), spec \(index)"
            let valid = try #require(Compiler().check(SourceFile(path: "P.onboarding.json", text: json)).valid, "\(comment)")
            let page = try PreviewGenerator().generate(valid.spec, graph: valid.graph, specPath: "P.onboarding.json")
            #expect(!page.utf8.contains { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F }, "\(comment)")
            #expect(page.components(separatedBy: "<script").count == 3, "\(comment): only the table and the script")
            let table = try PreviewTests.element(#"<script type="application/json" id="flow-table">"#, in: page, closing: "</script>")
            #expect(!JSONParser.parse(SourceFile(path: "table.json", text: table), maximumDepth: 64).diagnostics.containsErrors, "\(comment)")
            #expect(try PreviewGenerator().generate(valid.spec, graph: valid.graph, specPath: "P.onboarding.json") == page, "\(comment)")
        }
    }

    /// The texts of random specs go into catalogs whose entries a person shaped in Xcode: the
    /// source text varied by device, by plural, nested, without an `other` case, or not varied.
    /// After an update every key's source text is the spec's, a second update changes nothing, and
    /// the catalog written reads back as itself.
    @Test func catalogsShapedInXcodeTakeEveryTextOfRandomSpecs() throws {
        var style = SeededRandomNumbers(seed: Self.seed ^ 0xCA7)
        var shapes = SeededRandomNumbers(seed: Self.seed ^ 0x5A9E)
        for (index, generated) in PropertyTests.validSpecs().prefix(60).enumerated() {
            let json = generated.model.serialized(using: &style)
            let spec = try #require(Compiler().check(SourceFile(path: "C.onboarding.json", text: json)).spec)
            let texts = spec.localizableTexts()
            var catalog = StringCatalog(sourceLanguage: spec.localization.sourceLanguage)
            for text in texts {
                let shape = Self.xcodeShapes[Int(shapes.next() % UInt64(Self.xcodeShapes.count))]
                catalog.strings[text.key] = .init(localizations: [
                    spec.localization.sourceLanguage: .init(otherMembers: ["variations": shape]),
                    "de": .init(stringUnit: .init(value: "Übersetzt")),
                ])
            }
            let comment = "seed \(Self.seed), spec \(index)"
            _ = catalog.update(with: texts, ownedBy: spec.name)
            for text in texts {
                #expect(catalog.strings[text.key]?.localizations?[spec.localization.sourceLanguage]?.fallbackText == text.sourceValue, "\(comment): \(text.key)")
            }
            #expect(catalog.update(with: texts, ownedBy: spec.name).isEmpty, "\(comment)")
            let written = StringCatalogWriter.bytes(of: catalog)
            let (reread, diagnostics) = StringCatalogReader.read(SourceFile(path: "C.xcstrings", bytes: written))
            #expect(diagnostics.isEmpty && reread == catalog, "\(comment): \(diagnostics.map(\.message))")
        }
    }

    /// Variations of a source text as Xcode writes them, and as a hand or another tool might.
    static let xcodeShapes: [CatalogValue] = [
        #"{ "device": { "mac": { "stringUnit": { "state": "translated", "value": "Click" } }, "other": { "stringUnit": { "state": "translated", "value": "Tap" } } } }"#,
        #"{ "plural": { "one": { "stringUnit": { "state": "translated", "value": "One" } }, "other": { "stringUnit": { "state": "new", "value": "Many" } } } }"#,
        #"{ "device": { "other": { "variations": { "plural": { "other": { "stringUnit": { "state": "translated", "value": "Deep" } } } } } } }"#,
        #"{ "device": { "iphone": { "stringUnit": { "state": "translated", "value": "Phone" } } } }"#,
        #"{ "plural": { } }"#,
        #"{ "device": { "other": { } } }"#,
        #"{ "width": { "1": { "stringUnit": { "value": "W" } } }, "device": { "ipad": { "stringUnit": { "value": "Pad" } } } }"#,
    ].map { text in
        let catalog = try! LocalizationTestSupport.catalog(
            #"{ "sourceLanguage": "en", "strings": { "k": { "localizations": { "en": { "variations": \#(text) } } } } }"#)
        return catalog.strings["k"]!.localizations!["en"]!.otherMembers["variations"]!
    }

    /// Hostile catalogs through `strings`, as a file on disk: variations of every odd shape the
    /// reader takes, a BOM, escapes, 2,000 languages and deep variations. Each run exits 0, its
    /// catalog reads back, and a second run leaves it as it is; one nested past the reader's limit
    /// is an error at its position, and left as it is.
    @Test func hostileCatalogsThroughStrings() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{ "name": "App", "slides": [{ "id": "a", "title": "Changed \u202e" }] }"#, to: "App.onboarding.json")
        func catalog(_ localizations: String) -> String {
            #"{ "sourceLanguage": "en", "version": "1.0", "strings": { "a.title": { "comment": "Mine\u0000\u001b[31m", "localizations": { \#(localizations) } } } }"#
        }
        // 18 levels of variations fit the catalog reader's nesting limit of 64; 20 do not.
        let deep = { (levels: Int) in (0..<levels).reduce(#"{ "stringUnit": { "state": "translated", "value": "Deep" } }"#) { inner, _ in #"{ "variations": { "device": { "other": \#(inner) } } }"# } }
        let languages = (0..<2_000).map { #""l\#($0)": { "stringUnit": { "state": "translated", "value": "T\#($0)" } }"# }.joined(separator: ", ")
        let catalogs = [
            catalog(#""en": { "variations": { "device": { "other": { "stringUnit": { "state": "translated", "value": "Old" } } } } }"#),
            "\u{FEFF}" + catalog(#""en": { "stringUnit": { "state": "translated", "value": "Old" } }, "de": { "stringUnit": { "value": "\u00e9\ud83c\udfb8" } }"#),
            catalog(#""en": \#(deep(18))"#),
            catalog(#""en": { "stringUnit": { "value": "Old" } }, \#(languages)"#),
            catalog(#""en": { "variations": { "plural": { } } }"#),
            catalog(#""en": { }"#),
            catalog(#""de": { "stringUnit": { "value": "Alt" } }"#),
        ]
        for (index, text) in catalogs.enumerated() {
            try run.write(text, to: "AppOnboarding.xcstrings")
            let first = try OnboardcBinary.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: run.directory)
            #expect(first.status == 0 && !first.wasSignalled, "catalog \(index): \(first.errors)")
            let written = try Data(contentsOf: run.url("AppOnboarding.xcstrings"))
            let (reread, diagnostics) = StringCatalogReader.read(SourceFile(path: "AppOnboarding.xcstrings", bytes: [UInt8](written)))
            #expect(diagnostics.isEmpty, "catalog \(index): \(diagnostics.map(\.message))")
            #expect(reread?.strings["a.title"]?.localizations?["en"]?.fallbackText == "Changed \u{202E}", "catalog \(index)")
            let second = try OnboardcBinary.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: run.directory)
            #expect(second.output == "AppOnboarding.xcstrings is up to date\n", "catalog \(index): \(second.output)\(second.errors)")
            #expect(!(first.output + first.errors).unicodeScalars.contains { $0 != "\n" && InvisibleCharacters.isInvisible($0) })
        }
        let tooDeep = catalog(#""en": \#(deep(20))"#)
        try run.write(tooDeep, to: "AppOnboarding.xcstrings")
        let refused = try OnboardcBinary.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: run.directory)
        #expect(refused.status == 1 && refused.errors.contains("AppOnboarding.xcstrings:1:"), "\(refused.errors)")
        #expect(try run.read("AppOnboarding.xcstrings") == tooDeep)
    }
}
