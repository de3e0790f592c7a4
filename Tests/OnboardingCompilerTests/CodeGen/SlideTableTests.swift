@testable import OnboardingCodeGen
@testable import OnboardingCompiler
import OnboardingDiagnostics
import Testing

/// The slide table: each slide's entries and the keys of its texts, in the order `SlideRow` reads
/// them back, ended by a scalar that no entry holds.
@Suite struct SlideTableTests {
    private func table(_ json: String) throws -> SlideTable {
        let checked = Compiler().check(SourceFile(path: "Table.onboarding.json", text: json))
        return SlideTable(spec: try #require(checked.valid, "\(checked.diagnostics)").spec)
    }

    @Test func entriesAreTheIDTheFieldsAndTheirValues() throws {
        let table = try table("""
            {"slides": [
              {"id": "a", "title": "A", "staticIllustration": {"iosAssetName": "art", "accessibilityLabel": "Art"}},
              {"id": "b", "backgroundVideo": {"name": "clip", "extension": "mp4", "loop": false}, "screenName": "B screen"}
            ]}
            """)
        #expect(table.entries == [
            "a", "title image imageLabel", "A", "art", "Art",
            "b", "backgroundVideo screenName", "clip", "mp4", "resizeAspectFill", "false", "B screen",
        ])
        #expect(table.keys == [["a.title", "a.illustration.accessibilityLabel"], []])
        #expect(table.separator == "\u{1F}")
    }

    @Test func theSeparatorIsAScalarNoEntryHolds() throws {
        #expect(try table(#"{"slides": [{"title": "a\u001Fb"}]}"#).separator == "\u{1E}")
        #expect(try table(#"{"slides": [{"title": "\u001F\u001E\u001D\u001C", "subtitle": "\uE000"}]}"#).separator == "\u{E001}")
        // Names are entries too.
        #expect(try table(#"{"slides": [{"title": "\u001F", "screenName": "\u001E"}]}"#).separator == "\u{1D}")
    }
}
