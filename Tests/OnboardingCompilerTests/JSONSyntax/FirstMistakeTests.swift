@testable import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
import Testing

/// The mistakes a new user makes first, pasting a JavaScript object or losing a bracket: each is
/// named as what it is, with a fix-it, and the parse goes on without a cascade.
@Suite struct FirstMistakeTests {
    /// `text` with the fix-its of its syntax errors applied.
    private static func fixed(_ text: String) -> String {
        let source = SourceFile(path: "test.json", text: text)
        return String(decoding: FixedSource(source, applying: JSONParser.parse(source).diagnostics).bytes, as: UTF8.self)
    }

    // MARK: Unquoted keys

    @Test func unquotedKeyIsNamedWithAFixItThatQuotesIt() throws {
        let parsed = ParsedJSON(##"{ primaryColorLight: "#FFF" }"##)
        #expect(parsed.messages == [#"1:3: error: member names must be in double quotes: "primaryColorLight""#])
        let fixIt = try #require(parsed.diagnostics.first?.fixIt)
        #expect(fixIt.replacement == #""primaryColorLight""#)
        #expect(fixIt.range.start.offset == 2 && fixIt.range.end.offset == 19)
        #expect(parsed.root?.members.map(\.key) == ["primaryColorLight"])
        #expect(parsed.root?.members.first?.keyRange == 2..<19)
    }

    @Test func unquotedKeysLeaveTheRestOfTheObjectChecked() {
        let parsed = ParsedJSON(
            """
            {
              primaryColorLight: "#FFF",
              isScrollEnabled: tru,
              slides: []
            }
            """)
        // The second key is reported, then the misspelt literal after it; nothing about the brackets.
        #expect(
            parsed.messages == [
                #"2:3: error: member names must be in double quotes: "primaryColorLight""#,
                #"3:3: error: member names must be in double quotes: "isScrollEnabled""#,
                "3:20: error: invalid literal 'tru'; expected a value ('true', 'false', 'null', a number, a string, an object or an array)",
            ])
    }

    @Test func everyUnquotedKeyOfAPastedObjectIsFixed() {
        let text = """
            { primaryColorLight: "#FFFFFF", isScrollEnabled: true,
              slides: [{ title: "Welcome", next: null }, { null: 1 }] }
            """
        #expect(ParsedJSON(text).errors.count == 6)
        #expect(
            Self.fixed(text) == """
                { "primaryColorLight": "#FFFFFF", "isScrollEnabled": true,
                  "slides": [{ "title": "Welcome", "next": null }, { "null": 1 }] }
                """)
        #expect(ParsedJSON(Self.fixed(text)).diagnostics.isEmpty)
    }

    @Test func missingCommaBeforeAnUnquotedKeyIsReportedWithIt() {
        let text = #"{ "a": 1 b: 2 }"#
        #expect(
            ParsedJSON(text).messages == [
                "1:9: error: expected ',' between object members", #"1:10: error: member names must be in double quotes: "b""#,
            ])
        #expect(Self.fixed(text) == #"{ "a": 1, "b": 2 }"#)
    }

    @Test func bareWordWithoutAColonIsNotTakenForAKey() {
        #expect(ParsedJSON("{ foo }").messages == ["1:3: error: expected a member name in double quotes, found 'foo'"])
        #expect(ParsedJSON(#"{ "a": 1 foo }"#).messages == ["1:10: error: expected ',' or '}' after the object member, found 'foo'"])
        #expect(ParsedJSON("{} x").messages == ["1:4: error: extra content after the JSON value: 'x'"])
    }

    @Test func proseAfterAnUnterminatedStringIsNotTakenForAKey() {
        // The second line is the rest of the title, not a member named `to`.
        let parsed = ParsedJSON("{\n  \"title\": \"Welcome\n  to: the app\",\n  \"b\": 1\n}")
        #expect(parsed.messages == [#"2:12: error: unterminated string; add the closing '"'"#])
    }

    @Test func longUnquotedKeyIsShortenedInTheMessageOnly() throws {
        let key = String(repeating: "k", count: 100)
        let parsed = ParsedJSON("{ \(key): 1 }")
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.message == "member names must be in double quotes: \"" + String(repeating: "k", count: 60) + "…\"")
        #expect(diagnostic.fixIt?.replacement == "\"\(key)\"")
    }

    // MARK: Literals and single quotes

    @Test(arguments: [
        ("True", "1:1: error: invalid literal 'True'; JSON literals are lowercase: 'true'", "true"),
        ("FALSE", "1:1: error: invalid literal 'FALSE'; JSON literals are lowercase: 'false'", "false"),
        ("Null", "1:1: error: invalid literal 'Null'; JSON literals are lowercase: 'null'", "null"),
        ("undefined", "1:1: error: invalid literal 'undefined'; JSON has no 'undefined', use 'null'", "null"),
    ])
    func misspeltLiteralGetsAFixIt(text: String, message: String, replacement: String) {
        let parsed = ParsedJSON("[\(text), 1 2]")
        // The parse goes on after the literal: the missing comma later is reported too.
        #expect(parsed.messages == [message.replacingOccurrences(of: "1:1:", with: "1:2:"), "1:\(text.count + 5): error: expected ',' between array elements"])
        #expect(parsed.diagnostics.first?.fixIt?.replacement == replacement)
    }

    @Test(arguments: [
        ("NaN", "1:1: error: invalid literal 'NaN'; JSON has no 'NaN', use 'null'"),
        ("Infinity", "1:1: error: invalid literal 'Infinity'; JSON has no 'Infinity', use 'null'"),
        ("tru", "1:1: error: invalid literal 'tru'; expected a value ('true', 'false', 'null', a number, a string, an object or an array)"),
        ("nulls", "1:1: error: invalid literal 'nulls'; expected a value ('true', 'false', 'null', a number, a string, an object or an array)"),
    ])
    func unknownWordStopsTheParseWithAHint(text: String, message: String) {
        let parsed = ParsedJSON(text + " 1 2")
        #expect(parsed.messages == [message])
        #expect(parsed.diagnostics.first?.fixIt == nil)
    }

    @Test func singleQuotedStringsAreFixedAndTheParseGoesOn() {
        let text = #"{ 'title': 'It\'s "here"', "next": null "x": 1 }"#
        let parsed = ParsedJSON(text)
        #expect(
            parsed.messages == [
                #"1:3: error: strings must be enclosed in double quotes ('"'), not single quotes"#,
                #"1:12: error: strings must be enclosed in double quotes ('"'), not single quotes"#,
                "1:40: error: expected ',' between object members",
            ])
        #expect(parsed.root?["title"]?.stringValue == #"It's "here""#)
        #expect(Self.fixed(text) == #"{ "title": "It's \"here\"", "next": null, "x": 1 }"#)
    }

    @Test func singleQuoteWithoutItsCloseOnTheLineStopsThere() {
        let parsed = ParsedJSON("{ \"a\": 'it\n }")
        #expect(parsed.messages == [#"1:8: error: strings must be enclosed in double quotes ('"'), not single quotes"#])
        #expect(parsed.diagnostics.first?.fixIt == nil)
    }

    @Test func singleQuotedStringWithAnotherErrorGetsNoFixIt() {
        // The invalid escape could not be carried over as it is.
        let parsed = ParsedJSON(#"['a\x']"#)
        #expect(parsed.errors.count == 2)
        #expect(parsed.diagnostics.allSatisfy { $0.fixIt == nil })
    }

    // MARK: Missing closing brackets

    @Test func missingBraceBetweenSlidesIsSuggestedAtTheLastMember() throws {
        let text = """
            {
              "slides": [
                { "id": "a", "title": "A",
                { "id": "b", "title": "B" }
              ]
            }
            """
        let parsed = ParsedJSON(text)
        #expect(
            parsed.messages == [
                "3:30: error: missing '}' to close the object opened at 3:5"
            ])
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.notes.map(\.message) == ["the object opened here"])
        #expect(diagnostic.notes.first?.range?.start.line == 3 && diagnostic.notes.first?.range?.start.column == 5)
        #expect(diagnostic.fixIt?.replacement == "}")
        #expect(parsed.root?["slides"]?.elements.map { $0["id"]?.stringValue } == ["a", "b"])
        #expect(Self.fixed(text).contains(#"{ "id": "a", "title": "A"},"#))
        #expect(ParsedJSON(Self.fixed(text)).diagnostics.isEmpty)
    }

    @Test func missingFinalBraceIsReportedAtTheEndWithAFixIt() throws {
        // Issue 37: reported at 1:1, where the object opens, with no fix-it.
        let text = """
            {
              "slides": [
                { "id": "a", "title": "A" }
              ]

            """
        let parsed = ParsedJSON(text)
        #expect(parsed.messages == ["4:4: error: missing '}' at the end of the file to close the object opened at 1:1"])
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.notes.map(\.message) == ["the object opened here"])
        #expect(diagnostic.notes.first?.range?.start.line == 1)
        #expect(Self.fixed(text) == text.dropLast() + "\n}\n")
        #expect(ParsedJSON(Self.fixed(text)).diagnostics.isEmpty)
    }

    @Test func everyBracketMissingAtTheEndIsOneErrorWhoseFixItClosesThemAll() {
        let text = "{\n  \"slides\": [\n    { \"id\": \"a\", \"title\": \"A\"\n"
        #expect(
            ParsedJSON(text).messages == [
                "3:30: error: missing '}', ']' and '}' at the end of the file to close the object opened at 3:5, the array opened at 2:13 and the object opened at 1:1"
            ])
        #expect(Self.fixed(text) == "{\n  \"slides\": [\n    { \"id\": \"a\", \"title\": \"A\"}\n  ]\n}\n")
        let deep = String(repeating: "[", count: 5)
        #expect(
            ParsedJSON(deep).messages == [
                "1:6: error: missing 5 closing brackets at the end of the file to close the array opened at 1:5 … and the array opened at 1:1"
            ])
        #expect(Self.fixed(deep) == deep + String(repeating: "]", count: 5))
    }

    @Test func missingBraceAndCommaBetweenSlidesIsOneError() {
        let text = """
            { "slides": [
                { "id": "a", "title": "A"
                { "id": "b", "title": "B" },
                { "id": "c" }
            ] }
            """
        #expect(ParsedJSON(text).messages == ["2:30: error: missing '}' to close the object opened at 2:5"])
        #expect(Self.fixed(text).contains(#"{ "id": "a", "title": "A"},"#))
        #expect(ParsedJSON(Self.fixed(text)).diagnostics.isEmpty)
    }

    @Test func missingBraceBeforeTheEndOfAnArrayIsSuggested() {
        #expect(ParsedJSON(#"[{ "a": 1 ]"#).messages == ["1:10: error: missing '}' to close the object opened at 1:2"])
        #expect(Self.fixed(#"[{ "a": 1 ]"#) == #"[{ "a": 1} ]"#)
        #expect(Self.fixed(#"[{ "a": 1, ]"#) == #"[{ "a": 1} ]"#)
    }

    @Test func missingBracketBeforeTheNextMemberIsSuggested() {
        let text = """
            {
              "slides": [
                { "title": "A" },
                { "title": "B" },
              "paywalls": []
            }
            """
        let parsed = ParsedJSON(text)
        #expect(parsed.messages == ["4:21: error: missing ']' to close the array opened at 2:13"])
        #expect(parsed.root?.members.map(\.key) == ["slides", "paywalls"])
        #expect(parsed.root?["slides"]?.elements.count == 2)
        #expect(Self.fixed(text).contains(#"{ "title": "B" }],"#))
        #expect(ParsedJSON(Self.fixed(text)).diagnostics.isEmpty)
        let withoutComma = #"{ "slides": [{}, {}] "x": 1 }"#.replacingOccurrences(of: "]", with: "")
        #expect(Self.fixed(withoutComma) == #"{ "slides": [{}, {}], "x": 1 }"#)
    }

    @Test func missingBracketBeforeTheEndOfAnObjectIsSuggested() {
        #expect(ParsedJSON(#"{ "slides": [{}, {} }"#).messages == ["1:20: error: missing ']' to close the array opened at 1:13"])
        #expect(Self.fixed(#"{ "slides": [{}, {} }"#) == #"{ "slides": [{}, {}] }"#)
        #expect(Self.fixed(#"{ "slides": [{}, {}, }"#) == #"{ "slides": [{}, {}] }"#)
    }

    @Test func bracketsTheStructureDoesNotPlaceKeepTheirMessages() {
        // At the top level nothing shows which bracket is missing.
        #expect(ParsedJSON("[1}").messages == ["1:3: error: expected ',' or ']' after the array element, found '}'"])
        #expect(ParsedJSON(#"{"a": 1]"#).messages == ["1:8: error: expected ',' or '}' after the object member, found ']'"])
        #expect(ParsedJSON(#"{"a": {"b": 1 {"#).messages == ["1:15: error: expected ',' or '}' after the object member, found '{'"])
        #expect(
            ParsedJSON("[{\"a\": 1\n").messages == [
                "1:9: error: missing '}' and ']' at the end of the file to close the object opened at 1:2 and the array opened at 1:1"
            ])
    }

    @Test func aStringThatRanToTheEndOfItsLineHidesNoBracket() {
        // The `{` may belong to the string the author meant to close on the next line.
        #expect(ParsedJSON("[{ \"a\": \"x\n { \"b\": 1 }]").messages == [#"1:9: error: unterminated string; add the closing '"'"#])
    }

    @Test(arguments: [
        #"{ 'a': 1, b: [ { c: True }, { "d": 1 ], "e": {} }"#,
        "{ \"slides\": [\n { \"a\": 1,\n { \"b\": 2 }\n ]\n}",
        #"{ "a": [1, 2 "b": undefined }"#,
    ])
    func fixItsOfSyntaxErrorsMakeJSON(text: String) {
        let once = Self.fixed(text)
        #expect(!ParsedJSON(text).errors.isEmpty)
        #expect(ParsedJSON(once).errors.isEmpty, "\(once)")
    }
}
