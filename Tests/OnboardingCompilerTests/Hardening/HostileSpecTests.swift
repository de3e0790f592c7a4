import Foundation
@testable import JSONSyntax
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLocalization
@testable import OnboardingReporting
@testable import OnboardingSemantics
@testable import OnboardingModel
@testable import OnboardingTestSupport
import Testing


/// Specs written to break the compiler or the code it generates: every one ends in a diagnostic or
/// in Swift that compiles, and in time linear in its size.
@Suite struct HostileSpecTests {
    private func lines(_ json: String) -> [String] {
        Pipeline.lines(json, path: "H.onboarding.json")
    }

    // MARK: Identifiers

    /// Options, placements, products and choice slides become enum cases and types too; before they
    /// were checked, these specs passed validation and generated Swift that did not compile.
    @Test func everyIdentifierNamespaceIsChecked() {
        let json = """
            {"slides":[
             {"id":"URLs","kind":"choice","choices":[{"id":"a-b","title":"1"},{"id":"a_b","title":"2"},{"id":"!!!","title":"3"}]},
             {"id":"uRLs","kind":"choice","choices":[{"id":"x","title":"1"}]}
            ],
            "paywalls":[{"placement":"x-y","products":[{"id":"monthly-plan","productId":"a"},{"id":"monthly_plan","productId":"b"},{"id":"🚀","productId":"c"}]},{"placement":"x_y"},{"placement":"🚀"}]}
            """
        // Options are inside their slide: their faults drop the slide, so 'URLs' is gone before the
        // choice slides' option types are compared.
        #expect(lines(json) == [
            "H.onboarding.json:2:73: warning: slide 'URLs' is dropped: option ids 'a-b' and 'a_b' both become the Swift identifier 'aB' [duplicate_choice_id]",
            "H.onboarding.json:2:98: warning: slide 'URLs' is dropped: option id '!!!' yields no Swift identifier; use letters or digits [invalid_identifier]",
            "H.onboarding.json:5:88: error: product ids 'monthly-plan' and 'monthly_plan' both become the Swift identifier 'monthlyPlan' [identifier_collision]",
            "H.onboarding.json:5:50: note: 'monthly-plan' is here",
            "H.onboarding.json:5:126: error: product id '🚀' yields no Swift identifier; use letters or digits [invalid_identifier]",
            "H.onboarding.json:5:165: error: placements 'x-y' and 'x_y' both become the Swift identifier 'xY' [identifier_collision]",
            "H.onboarding.json:5:26: note: 'x-y' is here",
            "H.onboarding.json:5:185: error: placement '🚀' yields no Swift identifier; use letters or digits [invalid_identifier]",
        ])
        let choiceTypes = """
            {"slides":[
             {"id":"URLs","kind":"choice","choices":[{"id":"x","title":"1"}]},
             {"id":"uRLs","kind":"choice","choices":[{"id":"x","title":"1"}]}
            ]}
            """
        #expect(lines(choiceTypes) == [
            "H.onboarding.json:3:8: error: choice slide ids 'URLs' and 'uRLs' both become the Swift type 'URLsOption' [identifier_collision]",
            "H.onboarding.json:2:8: note: 'URLs' is here",
        ])
    }

    @Test func theSameProductInTwoPaywallsIsOneCase() {
        let json = #"{"slides":[{"title":"Hi"}],"paywalls":[{"placement":"a","products":[{"id":"pro","productId":"p"}]},{"placement":"b","products":[{"id":"pro","productId":"p"}]}]}"#
        #expect(lines(json).filter { !$0.hasSuffix("[missing_legal_links]") }.isEmpty)
    }

    /// A case `allCases` compiles, but then `SlideID.allCases` is ambiguous in the app.
    @Test func allCasesIsReserved() {
        let json = #"{"slides":[{"id":"all-cases"},{"kind":"choice","choices":[{"id":"allCases","title":"x"}]}],"paywalls":[{"placement":"all cases"}]}"#
        #expect(lines(json) == [
            "H.onboarding.json:1:18: error: slide id 'all-cases' becomes the case 'allCases', which would hide the enum's own 'allCases'; rename it [invalid_identifier]",
            "H.onboarding.json:1:65: error: option id 'allCases' becomes the case 'allCases', which would hide the enum's own 'allCases'; rename it [invalid_identifier]",
            "H.onboarding.json:1:117: error: placement 'all cases' becomes the case 'allCases', which would hide the enum's own 'allCases'; rename it [invalid_identifier]",
        ])
    }

    /// Keywords and the names of the generated members as ids, and text Swift's lexer is picky
    /// about (U+FDD0...U+FDEF, which it rejects as `\u{...}` escapes), compile and read back.
    @Test func keywordLikeIDsAndNoncharactersCompile() throws {
        let json = #"""
            {"name":"Self","slides":[
             {"id":"URLs","kind":"choice","title":"\uFDD0\uFDEF\uFFFE\uFFFF\uDBFF\uDFFF","choices":[
               {"id":"title","title":"1"},{"id":"self","title":"2"},{"id":"none","title":"3"},{"id":"destination","title":"4"},
               {"id":"emoji","title":"5"},{"id":"init","title":"6"},{"id":"rawValue","title":"7"},{"id":"Type","title":"8"},
               {"id":"default","title":"9","next":"init"}]},
             {"id":"Type","kind":"choice","choices":[{"id":"x","title":"1"}]},
             {"id":"rawValue"},{"id":"init"},{"id":"none"},{"id":"slide"},{"id":"self"},{"id":"Protocol"},{"id":"some","next":null}
            ],
            "paywalls":[{"placement":"x-y","products":[{"id":"productID","productId":"a"},{"id":"self","productId":"b"},{"id":"none","productId":"c"}]},
             {"placement":"paywall","trigger":{"afterChoice":"self"}},{"placement":"none","trigger":{"afterSlide":"Type"}},{"placement":"init"}]}
            """#
        let checked = Pipeline.check(json, path: "Self.onboarding.json")
        let spec = try #require(checked.valid, "\(checked.diagnostics)")
        let output = try Compiler().generate(spec, specPath: "Self.onboarding.json")
        let program = utf8HexSource + """
            typealias T = SelfOnboarding
            print(T.SlideID.allCases.map(\\.rawValue).joined(separator: ","))
            print(utf8Hex(T.slide(.urLs).title?.defaultValue ?? ""))
            print(T.URLsOption.allCases.map(\\.title.defaultValue).joined(), T.slide(.urLs).option("default")?.next == .slide(.`init`))
            print(T.PaywallPlacement.allCases.map(\\.rawValue).joined(separator: ","), T.Product.allCases.map(\\.productID).joined())

            """
        let result = try SwiftCompiler.compileAndRun(
            files: [output.fileName: output.contents, "main.swift": program], flags: SwiftCompiler.strictFlags)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == """
            URLs,Type,rawValue,init,none,slide,self,Protocol,some
            \(utf8Hex(String(String.UnicodeScalarView([0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x10FFFF].compactMap(Unicode.Scalar.init)))))
            123456789 true
            x-y,paywall,none,init abc

            """)
    }

    // MARK: Size

    /// The processor time this thread spends in `body`, in seconds: what a hang costs, whatever
    /// else the machine is doing (wall-clock guards failed while other builds shared the cores).
    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        try body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    /// Each missing target compared its id with every slide id for a "did you mean" (and sorted
    /// them each time), and each diagnostic's pointer built the array of every slide: 3,000 such
    /// slides took 75 s. Suggestions are now offered for the first 20 only.
    @Test func manyMissingTargetsAreQuick() {
        let json = "{\"slides\":[" + (0..<10_000).map { "{\"id\":\"s\($0)\",\"next\":\"m\($0)\"}" }.joined(separator: ",") + "]}"
        var checked: Compiler.CheckedSpec?
        let time = seconds { checked = Pipeline.check(json) }
        let diagnostics = checked?.diagnostics ?? []
        #expect(diagnostics.count == 10_000)
        #expect(diagnostics.filter { $0.message.contains("did you mean") }.count == SuggestionBudget.suggestionsPerFile)
        #expect(time < 30, "took \(time) s")
    }

    /// Each key of `doNotTranslate` that no text has sorted every key and compared itself with
    /// each for a "did you mean". Suggestions are now offered for the first 20 only.
    @Test func manyUnknownDoNotTranslateKeysGetTheBudgetOfSuggestions() {
        let slides = (0..<200).map { "{\"id\":\"s\($0)\",\"title\":\"Slide \($0)\"}" }.joined(separator: ",")
        let keys = (0..<200).map { "\"s\($0).titel\"" }.joined(separator: ",")
        let diagnostics = Pipeline.check("{\"slides\":[\(slides)],\"localization\":{\"doNotTranslate\":[\(keys)]}}").diagnostics
        #expect(diagnostics.filter { $0.ruleID == Rule.unknownLocalizationKey.id }.count == 200)
        #expect(diagnostics.filter { $0.message.contains("did you mean") }.count == SuggestionBudget.suggestionsPerFile)
        #expect(diagnostics.first { $0.ruleID == Rule.unknownLocalizationKey.id }?.message == "no text has the localization key 's0.titel'; did you mean 's0.title'?")
    }

    /// Each slide and each option looked for its effects through every paywall: 3,000 slides with
    /// 3,000 paywalls took 4.5 s to generate, 20,000 more than two minutes.
    @Test func manyPaywallsGenerateQuickly() throws {
        let count = 10_000
        let json = "{\"slides\":[" + (0..<count).map { "{\"id\":\"s\($0)\"}" }.joined(separator: ",") + "],\"paywalls\":["
            + (0..<count).map { "{\"placement\":\"p\($0)\",\"trigger\":{\"afterSlide\":\"s\($0)\"}}" }.joined(separator: ",") + "]}"
        let spec = try #require(Pipeline.check(json).valid)
        var output: GeneratedSwiftFile?
        let time = try seconds { output = try Compiler().generate(spec, specPath: "H.onboarding.json") }
        #expect(output?.contents.contains("effects: [.presentPaywall(.p9999)],") == true)
        #expect(time < 30, "took \(time) s")
    }

    /// An unknown key of a megabyte was compared, for a suggestion, with every key of its object
    /// scalar by scalar, and escaped into a JSON pointer by Foundation: 60 of them took 46 s.
    @Test func longUnknownKeysAreQuick() {
        let key = String(repeating: "é", count: 500_000)
        let json = "{" + (0..<16).map { "\"\(key)\($0)\":1," }.joined() + "\"slides\":[{}]}"
        var checked: Compiler.CheckedSpec?
        let time = seconds { checked = Pipeline.check(json) }
        #expect(checked?.diagnostics.count == 16)
        #expect(checked?.diagnostics.first?.message.hasPrefix("unknown key 'éééé") == true)
        #expect(time < 20, "took \(time) s")
    }

    @Test func pointersEscapeByScalars() throws {
        for key in ["a/\u{301}b", "~\u{301}", "/", "~1", "é/e\u{301}"] {
            let pointer = JSONPointer.appending(key, to: "/x")
            #expect(JSONPointer.components(of: pointer) == ["x", key])
            #expect(pointer.unicodeScalars.filter { $0 == "/" }.count == 2, "\(pointer)")
        }
        // A baseline pointer names the very key, whatever follows its slash.
        let checked = Pipeline.check(#"{"slides":[{}],"a/\u0301":1}"#)
        #expect(checked.diagnostics.first?.pointer == "/a~1\u{301}")
    }

    @Test func deepAndWideDocumentsAreDiagnosed() {
        let wide = "{\"slides\":[{}],\"x\":[" + Array(repeating: "[]", count: 200_000).joined(separator: ",") + "]}"
        #expect(Pipeline.check(wide).diagnostics.map(\.message) == ["unknown key 'x'"])
        let deepObjects = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(Pipeline.check(deepObjects).diagnostics.map(\.message) == ["nesting is deeper than the limit of 512 objects and arrays"])
    }

    // MARK: Reports of minified specs

    /// A minified spec is one line. The pretty reporter printed that whole line under each of its
    /// diagnostics (20,000 on a 1.7 MB line: 34 GB, for ever on a terminal), and SARIF decoded it
    /// from its start for every column. Excerpts are now a window of the line, and SARIF counts
    /// columns from checkpoints.
    @Test func reportsOfAMinifiedSpecWithManyFindingsAreQuick() {
        let json = "{\"slides\":[" + (0..<20_000).map { "{\"id\":\"s\($0)\",\"title\":\"日本語 ttttttttttttttttttt\",\"bogus\($0)\":1}" }.joined(separator: ",") + "]}"
        var options = Compiler.Options()
        options.maximumDiagnosticCount = nil
        let checked = Compiler(options: options).check(SourceFile(path: "Test.onboarding.json", text: json))
        #expect(checked.diagnostics.count == 20_001)
        let path = checked.source.path
        let context = ReportContext(checkedPaths: [path], sources: [path: checked.source], toolVersion: "test")
        var pretty = ""
        var sarif = ""
        let time = seconds {
            pretty = PrettyReporter().report(checked.diagnostics, in: context)
            sarif = SARIFReporter().report(checked.diagnostics, in: context)
        }
        #expect(time < 30, "took \(time) s")
        #expect(pretty.utf8.count < 20_001 * 1_000)
        #expect(pretty.contains("1 | …"))
        #expect(sarif.contains("\"startColumn\" : ") || sarif.contains("\"startColumn\":"))
    }

    @Test func excerptOfALongLineIsAWindowAroundTheRange() {
        let line = String(repeating: "a", count: 300) + "éé" + "\"bad\"" + String(repeating: "b", count: 300)
        let source = SourceFile(path: "x.json", text: "{\n" + line + "\n}")
        let offset = 2 + 300 + 4
        let excerpt = SourceExcerpt(range: source.range(offset..<offset + 5), in: source)
        #expect(excerpt.text == "…" + String(repeating: "a", count: 76) + "éé\"bad\"" + String(repeating: "b", count: 155) + "…")
        #expect(excerpt.underline == String(repeating: " ", count: 1 + 76 + 2) + "^~~~~")
        // Short lines are shown whole, as before.
        let short = SourceFile(path: "x.json", text: "{\"a\": 1}")
        #expect(SourceExcerpt(range: short.range(1..<4), in: short).text == "{\"a\": 1}")
    }

    /// The checkpointed UTF-16 columns equal decoding the line from its start, anywhere on a long
    /// line of mixed one- to four-byte characters and invalid bytes.
    @Test func sarifColumnsOnLongLinesAreExact() {
        var generator = SeededRandomNumbers(seed: 7)
        var bytes: [UInt8] = []
        let pieces: [[UInt8]] = [[0x61], Array("é".utf8), Array("日".utf8), Array("😀".utf8), [0xFF], [0xE2, 0x82], [0x80]]
        while bytes.count < 50_000 { bytes += pieces.randomElement(using: &generator)! }
        let source = SourceFile(path: "x.json", bytes: Array("[\n".utf8) + bytes)
        let columns = UTF16Columns()
        for _ in 0..<300 {
            let offset = Int.random(in: 2...source.bytes.count, using: &generator)
            let position = source.position(at: offset)
            let expected = String(decoding: source.bytes[2..<offset], as: UTF8.self).utf16.count + 1
            #expect(columns.column(of: position, in: source) == expected, "offset \(offset)")
        }
    }

    // MARK: Templates

    /// A "billion laughs" of partials (40 levels, each including the next twice) or of nested
    /// `{{#each}}` blocks rendered for ever; the work of a render is now bounded by the size of
    /// its context, and such templates stop with an error in about a second.
    @Test func multiplyingTemplatesStopWithAnError() throws {
        var partials: [String: String] = ["Onboarding.swift.template": "a {{> p0}}"]
        for level in 0..<40 { partials["_p\(level).swift.template"] = "{{> p\(level + 1)}}{{> p\(level + 1)}}" }
        partials["_p40.swift.template"] = ""
        let nested = ["Onboarding.swift.template": "{{#each slides}}{{#each slides}}{{#each slides}}{{#each slides}}x{{/each}}{{/each}}{{/each}}{{/each}}"]
        let spec = try #require(Pipeline.check(#"{"slides":[\#(Array(repeating: "{}", count: 200).joined(separator: ","))]}"#).valid)
        for files in [partials, nested] {
            let compiler = Compiler(options: .init(templates: TemplateSet(files: files, pathPrefix: "t")))
            var messages: [String] = []
            let time = seconds {
                do throws(TemplateError) {
                    _ = try compiler.generate(spec, specPath: "H.onboarding.json")
                } catch {
                    messages = error.diagnostics.map(\.message)
                }
            }
            #expect(messages.count == 1 && messages[0].hasPrefix("rendering stopped in 't/"), "\(messages)")
            #expect(time < 30, "took \(time) s")
        }
    }
}
