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

    /// A file that starts as YAML does, a word and a colon, is named for what it looks like.
    @Test func aYAMLFileIsNamedForWhatItLooksLike() {
        let parsed = ParsedJSON("slides:\n  - id: welcome\n    title: Hi\n")
        #expect(parsed.messages == [
            #"1:1: error: expected a JSON value, found 'slides:', which looks like YAML; onboardc reads JSON, such as { "slides": [...] }"#
        ])
        #expect(!parsed.tree.isComplete)
        #expect(ParsedJSON("slides").messages.first?.contains("YAML") == false)
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
        ("nil", "1:1: error: invalid literal 'nil'; JSON has no 'nil', use 'null'", "null"),
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

    // MARK: Complete trees

    /// A tree is complete when the parser recovered from every error as its fix-it corrects the
    /// text: it is then the tree of the fixed text, value for value.
    @Test(arguments: [
        #"{ 'a': 1, b: [ { c: True }, { "d": 1 ], "e": {} }"#,
        "{ \"slides\": [\n { \"a\": 1,\n { \"b\": 2 }\n ]\n}",
        #"{ "a": [1, 2 "b": undefined, }"#,
        #"{ "a" 1 "b": ["x" "y",], "c": 'it\'s "so"' }"#,
        #"{ "slides": [{}, {} }"#,
        "{ \"slides\": [{ \"id\": \"a\", \"next\": null }, [1, {",
        "{ \"a\": 1",
        "[",
    ])
    func aCompleteTreeIsTheTreeOfTheFixedText(text: String) {
        let parsed = ParsedJSON(text)
        #expect(!parsed.errors.isEmpty)
        #expect(parsed.tree.isComplete)
        let fixed = ParsedJSON(Self.fixed(text))
        #expect(fixed.errors.isEmpty, "\(Self.fixed(text))")
        #expect(parsed.root.map(Self.describe) == fixed.root.map(Self.describe))
    }

    /// An error the parser cannot correct, or one past which it stopped, leaves the tree incomplete.
    @Test(arguments: [
        "{ \"a\": 1 /* one\n}",
        "{ \"a\": \"x\n}",
        "{ \"a\": \"x",
        "{ \"a\": 1,",
        "[1,",
        "{ \"a\":",
        "{} {}",
        #"{ "a": "\x" }"#,
        #"{ "a": 01 }"#,
        "{ \"a\": nope }",
        "[" + Array(repeating: "1", count: 30).joined(separator: " ") + "]",
        "",
    ])
    func aTreeIsIncompleteAfterAnErrorWithoutAFixIt(text: String) {
        #expect(!ParsedJSON(text).tree.isComplete)
    }

    @Test func aTreeWithoutErrorsIsComplete() {
        #expect(ParsedJSON(#"{ "slides": [{ "id": "a" }] }"#).tree.isComplete)
    }

    /// Over many mutations of one spec: whenever the tree is complete, it is the tree of the text
    /// with the fix-its applied.
    @Test func everyCompleteTreeOfAMutatedSpecIsTheTreeOfItsFixedText() {
        let sample = Array(
            #"""
            { "name": "Intro", "slides": [{ "id": "a", "title": "Hi", "next": "b" },
             { "id": "b", "kind": "choice", "choices": [{ "id": "x", "title": "X" }] }], "flags": [true, null, 2] }
            """#.utf8)
        let replacements: [UInt8] = Array("{}[]:,\"' \nTtu".utf8)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        var completeWithErrors = 0
        for _ in 0..<3000 {
            var mutated = sample
            for _ in 0..<2 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let position = Int(state >> 33) % mutated.count
                if state >> 63 == 0 {
                    mutated.remove(at: position)
                } else {
                    mutated[position] = replacements[Int(state >> 17) % replacements.count]
                }
            }
            let parsed = ParsedJSON(bytes: mutated)
            guard parsed.tree.isComplete, !parsed.errors.isEmpty else { continue }
            completeWithErrors += 1
            let text = String(decoding: mutated, as: UTF8.self)
            let fixed = ParsedJSON(Self.fixed(text))
            #expect(fixed.errors.isEmpty, "\(text)")
            #expect(parsed.root.map(Self.describe) == fixed.root.map(Self.describe), "\(text)")
        }
        #expect(completeWithErrors > 100, "the mutations recover often enough to test")
    }

    /// `value` written out canonically: kinds, keys in order, and values as read.
    private static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .object: "{" + value.members.map { "\($0.key.debugDescription):\(describe($0.value))" }.joined(separator: ",") + "}"
        case .array: "[" + value.elements.map(describe).joined(separator: ",") + "]"
        case .string: value.stringValue?.debugDescription ?? "?"
        case .number: value.numberText ?? "?"
        case .bool: value.boolValue == true ? "true" : "false"
        case .null: "null"
        }
    }
}
