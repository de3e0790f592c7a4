@testable import OnboardingCodeGen
@testable import OnboardingCompiler
import OnboardingDiagnostics
import Testing

/// The slide table: each slide's entries and the keys of its texts, in the order `SlideRow` reads
/// them back as literal contents, each ended by a scalar that no raw text of the table holds.
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

    @Test func mediaAndColoursAreEntriesOfTheirFields() throws {
        let table = try table("""
            {"slides": [
              {"id": "a", "backgroundImage": {"iosAssetName": "sky", "tintColor": "#0A8BFF80"},
               "animatedIllustration": {"fileName": "intro.lottie", "loopMode": "playOnce", "loopFrameEnd": 3, "accessibilityLabel": "Intro"},
               "backgroundColorDark": "#000000", "titleColorLight": "#01020304"},
              {"id": "b", "videoGrid": [{"video": "v1", "cover": "c1", "accessibilityLabel": "One"}, {"video": "v2", "cover": "c2"}],
               "videoGridLayout": {"itemWidth": 150.5, "itemHeight": 1e-3}}
            ]}
            """)
        #expect(table.entries == [
            "a", "backgroundImage tint animation animationLabel loopFrameEnd backgroundColorDark titleColorLight",
            "sky", "0A8BFF80", "intro.lottie", "dotLottie", "playOnce", "Intro", "3", "000000FF", "01020304",
            "b", "gridItem gridItemLabel gridItem videoGridLayout", "v1", "c1", "One", "v2", "c2", "150.5", "0.001", "0.0",
        ])
        #expect(table.keys == [["a.illustration.accessibilityLabel"], ["b.videoGrid.cell1.accessibilityLabel"]])
    }

    @Test func entriesAndKeysAreLiteralContents() throws {
        let table = try table(#"""
            {"slides": [{"id": "say \"hi\"", "title": "Line\nbreak \\ and \"quotes\"", "screenName": "tab\there"}]}
            """#)
        #expect(table.entries == [#"say \"hi\""#, "title screenName", #"Line\nbreak \\ and \"quotes\""#, #"tab\there"#])
        #expect(table.keys == [[#"say \"hi\".title"#]])
        #expect(table.separator == "\u{1F}")
    }

    @Test func theSeparatorIsAScalarNoRawTextHolds() throws {
        #expect(try table(#"{"slides": [{"title": "a\u001Fb"}]}"#).separator == "\u{1E}")
        #expect(try table(#"{"slides": [{"title": "\u001F\u001E\u001D\u001C", "subtitle": "\uE000"}]}"#).separator == "\u{E001}")
        // Names are entries too.
        #expect(try table(#"{"slides": [{"title": "\u001F", "screenName": "\u001E"}]}"#).separator == "\u{1D}")
    }
}
