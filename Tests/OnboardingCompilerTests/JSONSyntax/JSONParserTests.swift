@testable import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
import Testing


@Suite struct JSONParserTests {
    private static let unterminated = #"error: unterminated string; add the closing '"'"#

    // MARK: Trees and ranges

    @Test func everyValueAndKeyKeepsItsRange() throws {
        let text = #"{"name": "Ada", "tags": [1, true, null], "nested": {"x": -2.5}}"#
        let parsed = ParsedJSON(text)
        #expect(parsed.diagnostics.isEmpty)
        let root = try #require(parsed.root)
        #expect(root.kind == .object)
        #expect(root.range == 0..<text.utf8.count)
        let members = root.members
        #expect(members.map(\.key) == ["name", "tags", "nested"])
        #expect(members.map(\.keyRange) == [1..<7, 16..<22, 41..<49])
        #expect(members.map(\.value.range) == [9..<14, 24..<39, 51..<62])
        #expect(members[1].value.elements.map(\.range) == [25..<26, 28..<32, 34..<38])
        let nested = members[2].value.members
        #expect(nested.map(\.keyRange) == [52..<55])
        #expect(nested.map(\.value.range) == [57..<61])
    }

    @Test func rangesResolveToLinesAndColumns() throws {
        let parsed = ParsedJSON("{\n  \"title\": \"Hi\",\n  \"slides\": [\n    {}\n  ]\n}\n")
        let root = try #require(parsed.root)
        let source = parsed.tree.source
        let slides = try #require(root.members.last)
        #expect(source.position(at: slides.keyRange.lowerBound) == SourcePosition(offset: 21, line: 3, column: 3))
        #expect(source.position(at: slides.value.range.lowerBound) == SourcePosition(offset: 31, line: 3, column: 13))
        #expect(source.position(at: slides.value.range.upperBound) == SourcePosition(offset: 43, line: 5, column: 4))
        let element = try #require(slides.value.elements.first)
        #expect(element.range == 37..<39)
        #expect(root.range == 0..<45)
    }

    @Test func keyRangeIncludesQuotesAndEscapes() throws {
        let root = try #require(ParsedJSON(#"{"a\u00e9": 1}"#).root)
        #expect(root.members.first?.key == "aé")
        #expect(root.members.first?.keyRange == 1..<10)
    }

    @Test func scalarRootValues() throws {
        #expect(try #require(ParsedJSON(" 42 ").root).range == 1..<3)
        #expect(try #require(ParsedJSON("\"s\"").root).stringValue == "s")
        #expect(try #require(ParsedJSON("null").root).kind == .null)
        #expect(try #require(ParsedJSON("false").root).boolValue == false)
    }

    @Test func duplicateKeysAreKeptInOrder() throws {
        let parsed = ParsedJSON(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(parsed.diagnostics.isEmpty)
        let root = try #require(parsed.root)
        #expect(root.members.map(\.key) == ["a", "b", "a"])
        #expect(root.members.map(\.value.numberText) == ["1", "2", "3"])
        #expect(root.members.map(\.keyRange) == [1..<4, 9..<12, 17..<20])
        #expect(root["a"]?.numberText == "1")
    }

    // MARK: Accessors

    @Test func accessorsOfAnObject() throws {
        let root = try #require(ParsedJSON(#"{"s": "x", "n": -1.5e3, "t": true, "f": false, "z": null, "o": {}, "a": []}"#).root)
        #expect(root.kind == .object)
        #expect(root.childCount == 7)
        #expect(root["s"]?.stringValue == "x")
        #expect(root["n"]?.numberText == "-1.5e3")
        #expect(root["t"]?.boolValue == true)
        #expect(root["f"]?.boolValue == false)
        #expect(root["z"]?.kind == .null)
        #expect(root["o"]?.members.isEmpty == true)
        #expect(root["a"]?.elements.isEmpty == true)
        #expect(root["missing"] == nil)
        #expect(root.elements.isEmpty)
        #expect(root.stringValue == nil)
        #expect(root.numberText == nil)
        #expect(root.boolValue == nil)
    }

    @Test func accessorsOfOtherKinds() throws {
        let root = try #require(ParsedJSON(#"["x", 1, true, null, [2], {"k": "v"}]"#).root)
        #expect(root.childCount == 6)
        #expect(root.members.isEmpty)
        #expect(root["x"] == nil)
        let elements = root.elements
        #expect(elements.map(\.kind) == [.string, .number, .bool, .null, .array, .object])
        #expect(elements.map(\.kind.name) == ["string", "number", "boolean", "null", "array", "object"])
        #expect(elements[0].numberText == nil)
        #expect(elements[0].boolValue == nil)
        #expect(elements[0].members.isEmpty)
        #expect(elements[0].childCount == 0)
        #expect(elements[1].stringValue == nil)
        #expect(elements[2].stringValue == nil)
        #expect(elements[3].boolValue == nil)
        #expect(elements[4].elements.map(\.numberText) == ["2"])
        #expect(elements[5]["k"]?.stringValue == "v")
        #expect(elements[0]["k"] == nil)
    }

    @Test func nestedContainersKeepTheirOwnChildren() throws {
        let root = try #require(ParsedJSON(#"[[1, [2, 3]], {"a": [4], "b": {"c": [5, 6]}}, 7]"#).root)
        let elements = root.elements
        #expect(elements.count == 3)
        #expect(elements[0].elements.map(\.kind) == [.number, .array])
        #expect(elements[0].elements[1].elements.map(\.numberText) == ["2", "3"])
        #expect(elements[1]["a"]?.elements.map(\.numberText) == ["4"])
        #expect(elements[1]["b"]?["c"]?.elements.map(\.numberText) == ["5", "6"])
        #expect(elements[2].numberText == "7")
    }

    @Test func emptyFileHasNoRoot() {
        let parsed = ParsedJSON("")
        #expect(parsed.root == nil)
        #expect(parsed.messages == ["1:1: error: expected a JSON value; the file is empty"])
        #expect(ParsedJSON("  \n\t").messages == ["2:2: error: expected a JSON value; the file is empty"])
        #expect(
            ParsedJSON("// TODO\n").messages == [
                "1:1: error: comments are not allowed in JSON", "2:1: error: expected a JSON value; the file holds only comments",
            ])
    }

    @Test func byteOrderMarkIsANoteNotAnError() throws {
        let parsed = ParsedJSON(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(parsed.errors.isEmpty)
        #expect(parsed.diagnostics.map(\.severity) == [.note])
        #expect(try #require(parsed.root).members.first?.keyRange == 4..<7)
        let onlyMark = ParsedJSON(bytes: [0xEF, 0xBB, 0xBF])
        #expect(onlyMark.errors.map(\.positionedMessage) == ["1:4: error: expected a JSON value; the file is empty"])
    }

    // MARK: Depth

    @Test func nestingOf512IsAccepted() throws {
        let parsed = ParsedJSON(String(repeating: "[", count: 512) + String(repeating: "]", count: 512))
        #expect(parsed.diagnostics.isEmpty)
        var value = try #require(parsed.root)
        var depth = 1
        while let inner = value.elements.first {
            value = inner
            depth += 1
        }
        #expect(depth == 512)
    }

    @Test func nestingOf513IsOneError() {
        let arrays = ParsedJSON(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
        #expect(arrays.messages == ["1:513: error: nesting is deeper than the limit of 512 objects and arrays"])
        let objects = ParsedJSON(String(repeating: #"{"a":"#, count: 513) + "1" + String(repeating: "}", count: 513))
        #expect(objects.messages == ["1:2561: error: nesting is deeper than the limit of 512 objects and arrays"])
    }

    /// The brackets a file lacks at its end are added on lines of their own, ended as the file's lines are.
    @Test func closingBracketsFollowTheFilesLineBreaks() {
        #expect(ParsedJSON("{\r\n  \"a\": [\r\n    1").diagnostics.first?.fixIt?.replacement == "\r\n  ]\r\n}")
        #expect(ParsedJSON("{\n  \"a\": [\n    1").diagnostics.first?.fixIt?.replacement == "\n  ]\n}")
    }

    @Test func unclosedDeepNestingIsOneError() {
        let parsed = ParsedJSON(String(repeating: "[{\"\":", count: 50_000))
        #expect(parsed.messages == ["1:1281: error: nesting is deeper than the limit of 512 objects and arrays"])
    }

    @Test func maximumDepthIsConfigurable() {
        #expect(ParsedJSON("[[[]]]", maximumDepth: 3).diagnostics.isEmpty)
        #expect(
            ParsedJSON("[[[[]]]]", maximumDepth: 3).messages == [
                "1:4: error: nesting is deeper than the limit of 3 objects and arrays"
            ])
    }

    // MARK: Errors and recovery

    @Test func unterminatedStringAndMissingCommaAreBothReported() {
        let parsed = ParsedJSON(
            """
            {
              "title": "Welcome,
              "subtitle": "Hi"
              "next": 1
            }
            """)
        #expect(parsed.messages == ["2:12: " + Self.unterminated, "3:19: error: expected ',' between object members"])
    }

    @Test func unterminatedStringCausesNoMissingComma() throws {
        let parsed = ParsedJSON(
            """
            {
              "title": "Welcome,
              "subtitle": "Hi"
            }
            """)
        #expect(parsed.messages == ["2:12: " + Self.unterminated])
        #expect(try #require(parsed.root).members.map(\.key) == ["title", "subtitle"])
    }

    @Test func unterminatedStringInArrayRecoversAtTheNextLine() {
        let parsed = ParsedJSON("[\n  \"a,\n  [1],\n  2 3\n]")
        #expect(parsed.messages == ["2:3: " + Self.unterminated, "4:4: error: expected ',' between array elements"])
        #expect(parsed.root?.elements.map(\.kind) == [.string, .array, .number, .number])
    }

    @Test func unterminatedKeyReportsOnlyItself() throws {
        let parsed = ParsedJSON("{\n  \"a: 1,\n  \"b\": 2\n}")
        #expect(parsed.messages == ["2:3: " + Self.unterminated])
        #expect(try #require(parsed.root).members.map(\.key) == ["b"])
        #expect(ParsedJSON("{\"x\": 1, \"a: 1,\n}").messages == ["1:10: " + Self.unterminated])
    }

    @Test func stringBrokenAcrossLinesIsOneError() {
        let parsed = ParsedJSON("{\n  \"text\": \"line one\nline two\",\n  \"b\": 1\n}")
        #expect(parsed.messages == ["2:11: " + Self.unterminated])
        #expect(ParsedJSON("\"abc\\\n\"").messages == ["1:1: " + Self.unterminated])
        #expect(ParsedJSON("\"abc\n\"def\"").messages == ["1:1: " + Self.unterminated])
    }

    @Test func stringRunningToTheEndReportsNoMissingBracket() {
        #expect(ParsedJSON(#"{"a": "x}"#).messages == ["1:7: " + Self.unterminated])
        #expect(ParsedJSON(#"["a", "b]"#).messages == ["1:7: " + Self.unterminated])
    }

    @Test func stringEndingAtALineBreakStillReportsMissingBracket() {
        #expect(
            ParsedJSON("{\"a\": \"x\n").messages == [
                "1:7: " + Self.unterminated, "1:9: error: missing '}' at the end of the file to close the object opened at 1:1",
            ])
    }

    @Test func missingCommaBetweenMembers() {
        #expect(ParsedJSON("{\"a\": 1\n \"b\": 2}").messages == ["1:8: error: expected ',' between object members"])
        let parsed = ParsedJSON(#"{"a": {} "b": []}"#)
        #expect(parsed.messages == ["1:9: error: expected ',' between object members"])
        #expect(parsed.diagnostics.first?.fixIt?.replacement == ",")
    }

    @Test func missingCommaBetweenElements() {
        #expect(ParsedJSON("[1 2]").messages == ["1:3: error: expected ',' between array elements"])
        #expect(ParsedJSON("[{} {}]").messages == ["1:4: error: expected ',' between array elements"])
        #expect(ParsedJSON(#"["a" true null]"#).messages.count == 2)
        #expect(ParsedJSON("[[] []]").messages == ["1:5: error: expected ',' or ']' after the array element, found '['"])
    }

    @Test func noMissingCommaAfterAMalformedValue() {
        #expect(ParsedJSON("[- 1]").messages == ["1:2: error: expected a digit after '-'"])
        #expect(ParsedJSON("[1+2]").messages.count == 1)
        #expect(ParsedJSON(#"["a\x" "b"]"#).messages.count == 1)
        #expect(ParsedJSON(#"{"a": 01 "b": 2}"#).messages == ["1:7: error: a number must not start with a leading zero"])
    }

    @Test func trailingComma() {
        let object = ParsedJSON("{\n  \"a\": 1,\n}")
        #expect(object.messages == ["2:9: error: trailing comma is not allowed in JSON"])
        #expect(object.diagnostics.first?.fixIt?.replacement == "")
        #expect(object.root?.members.map(\.key) == ["a"])
        #expect(ParsedJSON("[1, 2,]").messages == ["1:6: error: trailing comma is not allowed in JSON"])
        #expect(ParsedJSON("[1,,2]").messages == ["1:4: error: expected a value, found ','"])
        #expect(ParsedJSON("[,]").messages == ["1:2: error: expected a value, found ','"])
    }

    @Test func missingColon() {
        let parsed = ParsedJSON(#"{"a" 1, "b": 2}"#)
        #expect(parsed.messages == ["1:5: error: expected ':' after the member name"])
        #expect(parsed.diagnostics.first?.fixIt?.replacement == ":")
        #expect(parsed.root?["b"]?.numberText == "2")
        #expect(ParsedJSON(#"{"a" }"#).messages == ["1:6: error: expected ':' after the member name, found '}'"])
        #expect(ParsedJSON(#"{"a"}"#).messages == ["1:5: error: expected ':' after the member name, found '}'"])
    }

    @Test func missingClosingBracketAtTheEnd() {
        #expect(ParsedJSON("{\n  \"a\": 1\n").messages == ["2:9: error: missing '}' at the end of the file to close the object opened at 1:1"])
        #expect(ParsedJSON("[1, [2]").messages == ["1:8: error: missing ']' at the end of the file to close the array opened at 1:1"])
        #expect(
            ParsedJSON(#"{"a": [1, 2"#).messages == [
                "1:12: error: missing ']' and '}' at the end of the file to close the array opened at 1:7 and the object opened at 1:1"
            ])
        #expect(ParsedJSON("{").messages == ["1:2: error: missing '}' at the end of the file to close the object opened at 1:1"])
        #expect(ParsedJSON(#"{"a": 1,"#).messages == ["1:9: error: missing '}' at the end of the file to close the object opened at 1:1"])
        #expect(ParsedJSON(#"{"a":"#).messages == ["1:6: error: expected a value, found the end of the file"])
    }

    @Test func mismatchedBrackets() {
        #expect(ParsedJSON("[1}").messages == ["1:3: error: expected ',' or ']' after the array element, found '}'"])
        #expect(ParsedJSON(#"{"a": 1]"#).messages == ["1:8: error: expected ',' or '}' after the object member, found ']'"])
        #expect(ParsedJSON("{1: 2}").messages == ["1:2: error: expected a member name in double quotes, found a number"])
        #expect(ParsedJSON("]").messages == ["1:1: error: expected a value, found ']'"])
    }

    @Test func extraContentAfterTheValue() {
        #expect(ParsedJSON("{}\n[]").messages == ["2:1: error: extra content after the JSON value: '['"])
        #expect(ParsedJSON("1 2").messages == ["1:3: error: extra content after the JSON value: a number"])
        #expect(ParsedJSON("{}}").messages == ["1:3: error: extra content after the JSON value: '}'"])
        #expect(ParsedJSON("{} x").messages.count == 1)
    }

    @Test func commentsGetTheirOwnMessage() {
        #expect(ParsedJSON("// intro\n{}").messages == ["1:1: error: comments are not allowed in JSON"])
        #expect(ParsedJSON("{\"a\": 1 /* one */}").messages == ["1:9: error: comments are not allowed in JSON"])
        #expect(ParsedJSON("{} // done").messages == ["1:4: error: comments are not allowed in JSON"])
        #expect(ParsedJSON("{\"a\": 1 /* one").messages == ["1:9: error: comments are not allowed in JSON; this one has no closing '*/'"])
    }

    /// Comments count toward no limit of errors: a spec that notes every slide is still checked.
    @Test func manyCommentsStopNothing() {
        let parsed = ParsedJSON("[" + Array(repeating: "// note\n1", count: 30).joined(separator: ",") + "]")
        #expect(parsed.tree.isComplete)
        #expect(parsed.errors.count == 30)
        #expect(parsed.root?.elements.count == 30)
    }

    /// A closed comment is read as white space: the tree is the one without it, and complete.
    @Test func aCommentIsReadAsWhiteSpace() {
        let parsed = ParsedJSON("{ // the list\n  \"a\": [1, /* two */ 2] // done\n}\n// end")
        #expect(parsed.tree.isComplete)
        #expect(parsed.root?["a"]?.elements.count == 2)
        #expect(parsed.messages == [
            "1:3: error: comments are not allowed in JSON", "2:12: error: comments are not allowed in JSON",
            "2:25: error: comments are not allowed in JSON", "4:1: error: comments are not allowed in JSON",
        ])
        #expect(!ParsedJSON("{\"a\": 1 /* one").tree.isComplete)
        #expect(!ParsedJSON("{\"a\": 1 / 2}").tree.isComplete)
    }

    @Test func singleQuotesGetTheirOwnMessage() {
        #expect(
            ParsedJSON("{'a': 1}").messages == [
                #"1:2: error: strings must be enclosed in double quotes ('"'), not single quotes"#
            ])
        #expect(
            ParsedJSON(#"{"a": 'b'}"#).messages == [
                #"1:7: error: strings must be enclosed in double quotes ('"'), not single quotes"#
            ])
    }

    @Test func misspeltLiteralIsOneError() {
        #expect(
            ParsedJSON("{\n  \"on\": True\n}").messages == [
                "2:9: error: invalid literal 'True'; JSON literals are lowercase: 'true'"
            ])
    }

    @Test func invalidNumbersInContext() {
        #expect(ParsedJSON(#"{"n": 01}"#).messages == ["1:7: error: a number must not start with a leading zero"])
        #expect(
            ParsedJSON("[.5, +1, 1., 1e, -]").messages == [
                "1:2: error: a number must have a digit before the decimal point",
                "1:6: error: a number must not start with '+'",
                "1:10: error: expected a digit after the decimal point",
                "1:14: error: expected a digit in the exponent",
                "1:18: error: expected a digit after '-'",
            ])
        #expect(ParsedJSON("[1ea]").messages == ["1:2: error: expected a digit in the exponent"])
        #expect(ParsedJSON("[-Infinity]").messages == ["1:2: error: expected a digit after '-'"])
    }

    @Test func invalidUTF8IsReportedAtItsByte() {
        let inString = ParsedJSON(bytes: Array("{\"a\": \"é".utf8) + [0xE9] + Array("\"}".utf8))
        #expect(inString.messages == ["1:10: error: invalid UTF-8 byte 0xE9 in string"])
        let outside = ParsedJSON(bytes: Array("{\"é\": 1,\n ".utf8) + [0xFE] + Array("}".utf8))
        #expect(outside.messages == ["2:2: error: invalid UTF-8 byte 0xFE"])
    }

    @Test func errorsStopAtTheLimit() {
        let parsed = ParsedJSON("[" + Array(repeating: "1", count: 30).joined(separator: " ") + "]")
        #expect(parsed.errors.count == JSONParser.maximumErrorCount)
        #expect(parsed.diagnostics.last?.positionedMessage == "1:41: note: too many errors; stopping after 20")
    }

    @Test func truncatedAndMutatedInputNeverCrashes() {
        let sample = Array(
            #"""
            {"title": "Bienvenue 😀", "slides": [{"id": "a\u00e9\uD83D\uDE00", "n": -1.5e-3},
             [true, false, null, 0, "\"\\\/\b\f\n\r\t"]], "x": {}}
            """#.utf8)
        let replacements: [UInt8] = Array("{}[]:,\"\\-+.0eE \n\rtu'/".utf8) + [0x00, 0x09, 0x80, 0xC3, 0xED, 0xF4, 0xFF]
        var inputs = (0...sample.count).map { Array(sample[..<$0]) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            var mutated = sample
            for _ in 0..<3 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let position = Int(state >> 33) % mutated.count
                let replacement = replacements[Int(state >> 17) % replacements.count]
                mutated[position] = replacement
            }
            inputs.append(mutated)
        }
        for input in inputs {
            let parsed = ParsedJSON(bytes: input)
            for diagnostic in parsed.diagnostics {
                guard let range = diagnostic.range else {
                    Issue.record("diagnostic without a range: \(diagnostic.message)")
                    continue
                }
                #expect(range.start.offset <= range.end.offset && range.end.offset <= input.count)
                #expect(range.start.line >= 1 && range.start.column >= 1)
            }
            #expect(parsed.errors.count <= JSONParser.maximumErrorCount)
        }
    }

    @Test func rangesOfErrorsAreWithinTheFile() {
        for text in ["", "{", "\"", "[1,", "{\"a\"", "\u{FEFF}", "[1 x]", "[\"\\u"] {
            let parsed = ParsedJSON(text)
            #expect(!parsed.errors.isEmpty, "\(text)")
            for diagnostic in parsed.diagnostics {
                let range = diagnostic.range
                #expect(range != nil, "\(text)")
                #expect((range?.start.offset ?? -1) >= 0, "\(text)")
                #expect((range?.end.offset ?? .max) <= text.utf8.count, "\(text)")
                #expect((range?.start.line ?? 0) >= 1 && (range?.start.column ?? 0) >= 1, "\(text)")
            }
        }
    }
}
