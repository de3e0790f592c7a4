import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
import Testing


/// The text edge cases that Specs/README.md decides, through the whole pipeline.
@Suite struct TextEdgeCaseTests {
    private func check(_ bytes: [UInt8]) -> Compiler.CheckedSpec {
        Compiler().check(SourceFile(path: "Text.onboarding.json", bytes: bytes))
    }

    private func lines(_ checked: Compiler.CheckedSpec) -> [String] {
        XcodeReporter().report(checked.diagnostics, in: ReportContext(checkedPaths: [], toolVersion: "test"))
            .split(separator: "\n").map(String.init)
    }

    @Test func byteOrderMarkIsANoteAndTheSpecCompiles() throws {
        let checked = check([0xEF, 0xBB, 0xBF] + Array(#"{"slides":[{"title":"Hi"}]}"#.utf8))
        #expect(lines(checked) == [
            "Text.onboarding.json:1:1: note: file starts with a UTF-8 byte order mark, which RFC 8259 does not allow; it is ignored"
        ])
        let spec = try #require(checked.spec)
        #expect(spec.slides.map(\.title) == ["Hi"])
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() {
        // "é" in Latin-1 (0xE9) inside a title, on the second line.
        let bytes = Array("{\"slides\": [\n  {\"title\": \"caf".utf8) + [0xE9] + Array("\"}]}".utf8)
        let checked = check(bytes)
        #expect(lines(checked) == ["Text.onboarding.json:2:17: error: invalid UTF-8 byte 0xE9 in string"])
        #expect(checked.spec == nil)
    }

    @Test func loneSurrogateEscapesAreErrors() {
        for (escape, column) in [(#"\uD800"#, 22), (#"\uDFFF"#, 22), (#"\uD83Dx"#, 22)] {
            let checked = check(Array(#"{"slides":[{"title":"\#(escape)"}]}"#.utf8))
            #expect(checked.spec == nil)
            #expect(lines(checked).first?.hasPrefix("Text.onboarding.json:1:\(column): error: lone surrogate") == true, "\(escape)")
        }
    }

    @Test func rawControlCharactersAreErrorsAndEscapedOnesAreText() throws {
        for byte: UInt8 in [0x00, 0x01, 0x1B, 0x1F] {
            let checked = check(Array(#"{"slides":[{"title":"a"#.utf8) + [byte] + Array(#"b"}]}"#.utf8))
            #expect(checked.spec == nil)
            #expect(lines(checked).first?.contains("must be escaped in a string") == true)
        }
        let checked = check(Array(#"{"slides":[{"title":"nul\u0000esc\u001Bdel\u007F"}]}"#.utf8))
        let spec = try #require(checked.valid)
        #expect(spec.spec.slides[0].title == "nul\u{0}esc\u{1B}del\u{7F}")
        let output = try Compiler().generate(spec, specPath: "Text.onboarding.json")
        #expect(output.contents.contains(#"title: text("slide1.title", "nul\0esc\u{1B}del\u{7F}"),"#))
    }

    // MARK: Unicode normalisation

    static let precomposed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test func canonicallyEquivalentSlideIDsAreDuplicates() {
        #expect(Self.precomposed.utf8.count != Self.decomposed.utf8.count)
        let json = #"{"slides":[{"id":"\#(Self.precomposed)"},{"id":"\#(Self.decomposed)"}]}"#
        let checked = check(Array(json.utf8))
        #expect(checked.spec == nil)
        #expect(lines(checked).contains { $0.hasSuffix("is used more than once [duplicate_slide_id]") })
    }

    @Test func canonicallyEquivalentKeysAreDuplicates() {
        let json = #"{"slides":[{"title":"a","titl\#u{65}\#u{301}":"b","titl\#u{E9}":"c"}]}"#
        #expect(lines(check(Array(json.utf8))).contains { $0.hasSuffix("[duplicate_key]") })
    }

    @Test func canonicallyEquivalentOptionsPlacementsAndProductsAreDuplicates() {
        let options = #"{"slides":[{"kind":"choice","choices":[{"id":"\#(Self.precomposed)","title":"1"},{"id":"\#(Self.decomposed)","title":"2"}]}]}"#
        #expect(lines(check(Array(options.utf8))).contains { $0.contains("[duplicate_choice_id]") })
        let placements = #"{"slides":[{}],"paywalls":[{"placement":"\#(Self.precomposed)"},{"placement":"\#(Self.decomposed)"}]}"#
        #expect(lines(check(Array(placements.utf8))).contains { $0.contains("[duplicate_placement]") })
        let products = #"{"slides":[{}],"paywalls":[{"placement":"a","products":[{"id":"\#(Self.precomposed)","productId":"x"},{"id":"\#(Self.decomposed)","productId":"y"}]}]}"#
        #expect(lines(check(Array(products.utf8))).contains { $0.contains("[duplicate_product_id]") })
    }

    /// Different ids whose identifiers are canonically equivalent collide, so the generated enum
    /// never has two cases Swift would see as one, nor two equal raw values.
    @Test func idsWhoseIdentifiersAreCanonicallyEquivalentCollide() {
        let json = #"{"slides":[{"id":"\#(Self.precomposed)!"},{"id":"\#(Self.decomposed)?"}]}"#
        #expect(lines(check(Array(json.utf8))).contains { $0.hasSuffix("[identifier_collision]") })
    }

    @Test func canonicallyEquivalentProductsWithOneStoreIDAreOneCase() throws {
        let json = #"{"slides":[{}],"paywalls":[{"placement":"a","products":[{"id":"\#(Self.precomposed)","productId":"x"}]},{"placement":"b","products":[{"id":"\#(Self.decomposed)","productId":"x"}]}]}"#
        let spec = try #require(check(Array(json.utf8)).valid)
        let output = try Compiler().generate(spec, specPath: "Text.onboarding.json")
        let cases = output.contents.split(separator: "\n").filter { $0.trimmingPrefix(while: \.isWhitespace).hasPrefix("case caf") }
        #expect(cases.count == 1, "\(cases)")
    }

    // MARK: Columns

    /// Columns count UTF-8 bytes whatever the script or the direction: right-to-left text and
    /// combining marks before an error move it by their bytes, as Xcode counts.
    @Test func columnsCountBytesThroughRightToLeftAndCombiningText() {
        let cases: [(prefix: String, column: Int)] = [
            // `{"` + the text + `": 1`, then the column after that: 7 + the text's bytes.
            ("مرحبا", 7 + 10),  // five Arabic letters, two bytes each
            ("שלום\u{202E}", 7 + 8 + 3),  // Hebrew and RIGHT-TO-LEFT OVERRIDE
            ("e\u{301}\u{302}\u{303}", 7 + 1 + 6),  // one grapheme, four scalars
            ("👩‍💻", 7 + 11),  // one grapheme, eleven bytes
        ]
        for (prefix, column) in cases {
            // {"<prefix>": 1 "x": 2}: the missing comma is reported right after the first value.
            let json = "{\"\(prefix)\": 1 \"x\": 2}"
            let checked = check(Array(json.utf8))
            #expect(lines(checked).contains("Text.onboarding.json:1:\(column): error: expected ',' between object members"), "\(prefix)")
        }
    }

    @Test func columnsOfALaterLineCountFromItsStart() {
        let json = "{\n  \"title\u{301}ש\": \"😀\", \"slides\": 7\n}"
        let checked = check(Array(json.utf8))
        let slides = checked.diagnostics.first { $0.message.hasPrefix("'slides'") }
        #expect(slides?.range?.start.line == 2)
        #expect(slides?.range?.start.column == Array("  \"title\u{301}ש\": \"😀\", \"slides\": ".utf8).count + 1)
    }
}
