@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
import Testing


@Suite struct PrettyReporterTests {
    @Test func rendersHeaderExcerptFixItAndNotes() {
        let output = PrettyReporter().report(ReporterFixture.diagnostics, in: ReporterFixture.context)
        let tabLine = "\t{ \"id\": \"intro\", \"title\": \"日本語 🎉\", \"screenName\": 5 }"
        #expect(
            output == """
                Specs/second file.json:3:3: error: expected ',' or '}' after an object member
                3 |   "b": 2
                  |   ^~~
                  = fix-it: insert ','

                Specs/welcome.onboarding.json:3:5: note: slide 'intro' has no 'screenName'; analytics will use its id [missing_screen_name]
                3 |     { "id": "intro", "titel": "Hi" },
                  |     ^~~~~~

                Specs/welcome.onboarding.json:3:22: warning: unknown key 'titel'; did you mean 'title'? [unknown_key]
                3 |     { "id": "intro", "titel": "Hi" },
                  |                      ^~~~~~~

                Specs/welcome.onboarding.json:4:10: error: duplicate slide id 'intro' [duplicate_slide_id]
                4 | \(tabLine)
                  | \t        ^~~~~~~
                  = fix-it: replace with '"intro2"'
                Specs/welcome.onboarding.json:3:13: note: first declared here
                3 |     { "id": "intro", "titel": "Hi" },
                  |             ^~~~~~~

                Specs/welcome.onboarding.json:4:28: warning: title: 100% "<b>&</b>", 'odd'\\r\\nsecond line\\u{7} [suspicious_text]
                4 | \(tabLine)
                  | \t                          ^~~~~~~~~~~

                Specs/welcome.onboarding.json:4:60: error: 'screenName' must be a string, found number [wrong_type]
                4 | \(tabLine)
                  | \t\(String(repeating: " ", count: 53))^

                """)
    }

    @Test func caretSitsUnderTheRangeOnAnASCIILine() {
        let source = SourceFile(path: "a.json", text: "{\n  \"name\": 42\n}\n")
        #expect(underline(of: source.range(of: "42"), in: source) == "          ^~")
        #expect(underline(of: source.range(of: "\"name\""), in: source) == "  ^~~~~~")
    }

    @Test func tabsInTheIndentationStayTabsInTheUnderline() {
        let source = SourceFile(path: "a.json", text: "{\n\t\t\"name\": 42\n}\n")
        #expect(underline(of: source.range(of: "42"), in: source) == "\t\t        ^~")
    }

    @Test func multibyteCharactersBeforeTheRangeCountByDisplayWidth() {
        // "é" is two bytes and one column; "日本" six bytes and four columns; "🎉" four bytes and two
        // columns; "e\u{301}" (e + combining acute) three bytes and one column.
        let source = SourceFile(path: "a.json", text: "[\"é\", \"日本\", \"🎉\", \"e\u{301}\", 7]")
        let range = source.range(of: "7")
        #expect(range.start.column == 33)
        #expect(underline(of: range, in: source) == String(repeating: " ", count: 25) + "^")
    }

    @Test func aRangeOverSeveralLinesIsUnderlinedToTheEndOfItsFirstLine() {
        let source = SourceFile(path: "a.json", text: "{\n  \"a\": [1,\n    2]\n}\n")
        let range = source.range(9..<19)
        #expect(range.end.line == 3)
        #expect(underline(of: range, in: source) == "       ^~~")
    }

    @Test func tabsInsideTheRangeStayTabsAndARangeOfTabsIsMarkedBeforeThem() {
        let source = SourceFile(path: "a.json", text: "[1,\t\t2, \t]")
        #expect(underline(of: source.range(3..<7), in: source) == "   \t\t^~")
        #expect(underline(of: source.range(3..<5), in: source) == "   ^\t\t")
    }

    @Test func anEmptyRangeGetsOneCaret() {
        let source = SourceFile(path: "a.json", text: "{\"a\": 1")
        #expect(underline(of: source.range(7..<7), in: source) == "       ^")
    }

    @Test func invisibleCharactersInTheSourceLineAreEscapedAndTheCaretFollows() {
        let source = SourceFile(path: "a.json", text: "[\"\u{1B}[2J\u{202E}\", 1]")
        let excerpt = SourceExcerpt(range: source.range(of: "1]", length: 1), in: source)
        #expect(excerpt.text == #"["\u{1B}[2J\u{202E}", 1]"#)
        #expect(excerpt.underline == String(repeating: " ", count: 22) + "^")
    }

    @Test func withoutTheSourceOnlyHeadersArePrinted() {
        let context = ReportContext(checkedPaths: ReporterFixture.context.checkedPaths, toolVersion: "1.2.3")
        let duplicate = ReporterFixture.diagnostics.first { $0.ruleID == "duplicate_slide_id" }!
        #expect(
            PrettyReporter().report([duplicate], in: context) == """
                Specs/welcome.onboarding.json:4:10: error: duplicate slide id 'intro' [duplicate_slide_id]
                fix-it: replace with '"intro2"'
                Specs/welcome.onboarding.json:3:13: note: first declared here

                """)
    }

    @Test func theGutterIsAsWideAsTheLargestLineNumber() {
        let source = SourceFile(path: "a.json", text: String(repeating: "\n", count: 9) + "[1,\n2]")
        let diagnostic = Diagnostic(
            .error, "bad", at: source.range(of: "2"), notes: [Diagnostic.Note("see", at: source.range(of: "1"))])
        let context = ReportContext(checkedPaths: ["a.json"], sources: ["a.json": source], toolVersion: "1")
        #expect(
            PrettyReporter().report([diagnostic], in: context) == """
                a.json:11:1: error: bad
                11 | 2]
                   | ^
                a.json:10:2: note: see
                10 | [1,
                   |  ^

                """)
    }

    @Test func colorsWrapTheSameTextInANSIEscapes() {
        let plain = PrettyReporter().report(ReporterFixture.diagnostics, in: ReporterFixture.context)
        let colored = PrettyReporter(useColors: true).report(ReporterFixture.diagnostics, in: ReporterFixture.context)
        #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(colored.replacing(/\u{1B}\[[0-9;]*m/, with: "") == plain)
    }

    private func underline(of range: SourceRange, in source: SourceFile) -> String {
        SourceExcerpt(range: range, in: source).underline
    }
}
