@testable import JSONSyntax
@testable import OnboardingDiagnostics
import Testing


@Suite struct JSONObjectReaderTests {
    private static let keys = JSONObjectKeys([
        .init("title", admitting: JSONKindSet(.string), isRequired: true),
        .init("count", admitting: [JSONKindSet(.number), JSONKindSet(.null)]),
        .init("tags"),
    ])

    /// The problems of reading `text` against `keys`, as `line:column description`, and the reader.
    private func read(_ text: String, keys: JSONObjectKeys = keys) throws -> (problems: [String], reader: JSONObjectReader) {
        let parsed = ParsedJSON(text)
        let source = parsed.tree.source
        let root = try #require(parsed.root)
        func at(_ range: Range<Int>) -> String {
            let position = source.position(at: range.lowerBound)
            return "\(position.line):\(position.column)"
        }
        var problems: [String] = []
        let reader = JSONObjectReader(root, keys: keys) { problem in
            switch problem {
            case .unknownKey(let member, let suggestions):
                problems.append("\(at(member.keyRange)) unknown \(member.key) \(suggestions.first ?? "-")")
            case .duplicateKey(let member, let first):
                problems.append("\(at(member.keyRange)) duplicate \(member.key) first \(at(first.keyRange))")
            case .wrongKind(let member, let key):
                problems.append("\(at(member.value.range)) wrong kind \(keys[key].name)")
            case .missingKey(let key, let meantBy):
                problems.append("missing \(keys[key].name)" + (meantBy.map { " meant by \(at($0.keyRange))" } ?? ""))
            }
        }
        return (problems, reader)
    }

    @Test func findsTheMemberOfEachKey() throws {
        let (problems, reader) = try read(#"{ "tags": [1], "title": "Hi", "count": null }"#)
        #expect(problems.isEmpty)
        #expect(reader.value(0)?.stringValue == "Hi")
        #expect(reader.value(1)?.kind == .null)
        #expect(reader.value(2)?.childCount == 1)
        #expect(reader.usableKeysInSourceOrder == [2, 0, 1])
    }

    @Test func reportsEveryMemberThatDoesNotFitInSourceOrderThenMissingKeys() throws {
        let (problems, reader) = try read(#"{ "titel": 1, "count": "2", "count": 3, "titel": 4, "other": 5 }"#)
        #expect(
            problems == [
                "1:3 unknown titel title", "1:24 wrong kind count", "1:29 duplicate count first 1:15",
                "1:41 duplicate titel first 1:3", "1:53 unknown other -", "missing title meant by 1:3",
            ])
        #expect(reader.value(1) == nil, "a value of the wrong kind is not usable, and a duplicate does not replace it")
        #expect(reader.usableKeysInSourceOrder.isEmpty)
    }

    @Test func aMissingKeyIsMeantOnlyByAnUnknownKeyWhoseOneSuggestionItIs() throws {
        let keys = JSONObjectKeys([
            .init("title", isRequired: true), .init("titles", isRequired: true), .init("label", isRequired: true),
        ])
        let (problems, _) = try read(#"{ "lable": 1, "titl": 2 }"#, keys: keys)
        #expect(problems.dropFirst(2) == ["missing title", "missing titles", "missing label meant by 1:3"], "'titl' means 'title' or 'titles'")
    }

    @Test func anUnknownKeyThatIsASynonymMeansItsKeyBeforeAnyKeySpeltLikeIt() throws {
        let keys = JSONObjectKeys([
            .init("title", isRequired: true, synonyms: ["heading", "text"]), .init("next"),
            .init("image", synonyms: ["picture"]), .init("animation", synonyms: ["Picture"]),
        ])
        let (problems, reader) = try read(#"{ "TEXT": "Hi", "Picture": 1, "nxet": 2 }"#, keys: keys)
        #expect(problems == ["1:3 unknown TEXT title", "1:17 unknown Picture image", "1:31 unknown nxet next", "missing title meant by 1:3"])
        #expect(keys.names(meantBy: "text") == ["title"], "not 'next', one edit away")
        #expect(keys.names(meantBy: "picture") == ["image", "animation"])
        #expect(keys.names(meantBy: "titel") == ["title"])
        #expect(keys.names(meantBy: "other").isEmpty)
        let named = JSONObjectKeys([.init("image", synonyms: ["name"]), .init("name")])
        #expect(named.names(meantBy: "Name") == ["name"], "a key but for case before a synonym")
        #expect(reader.value(0) == nil)
    }

    @Test func anUnknownKeyIsReadAsItsOneSuggestionOnlyWhenAsked() throws {
        let keys = JSONObjectKeys([
            .init("title", admitting: JSONKindSet(.string), isRequired: true), .init("count", admitting: JSONKindSet(.number)),
            .init("image", synonyms: ["picture"]), .init("animation", synonyms: ["picture"]),
        ])
        let root = try #require(ParsedJSON(#"{ "titel": "Hi", "cuont": "2", "picture": 3 }"#).root)
        var problems = 0
        let asked = JSONObjectReader(root, keys: keys, readingUnknownKeysAsMeant: true) { _ in problems += 1 }
        #expect(asked.value(0)?.stringValue == "Hi", "read as the title it means")
        #expect(asked.value(1) == nil, "a string is not a count")
        #expect(asked.value(2) == nil && asked.value(3) == nil, "two keys meant: neither")
        #expect(problems == 3, "the unknown keys are still reported, and the title is not missing")
        let plain = JSONObjectReader(root, keys: keys) { _ in }
        #expect(plain.value(0) == nil)
    }

    @Test func aSynonymOfAKeyTheObjectGivesSuggestsNothing() throws {
        let keys = JSONObjectKeys([.init("choices", synonyms: ["options"])])
        let (problems, _) = try read(#"{ "choices": [], "options": [] }"#, keys: keys)
        #expect(problems == ["1:18 unknown options -"])
    }

    @Test func keysCompareAsSwiftStringsDo() throws {
        let keys = JSONObjectKeys(named: ["caf\u{E9}"])
        let (problems, reader) = try read("{ \"cafe\u{301}\": 1, \"caf\\u00e9\": 2 }", keys: keys)
        #expect(problems == ["1:16 duplicate café first 1:3"])
        #expect(reader.value(0)?.numberText == "1")
    }

    @Test func membersWithDistinctKeysKeepTheFirstOfEachKey() throws {
        let root = try #require(ParsedJSON(#"{ "a": 1, "b": 2, "a": 3, "c": 4, "b": 5 }"#).root)
        var duplicates: [String] = []
        let members = JSONObjectReader.membersWithDistinctKeys(of: root) { problem in
            if case .duplicateKey(let member, _) = problem { duplicates.append(member.key + "=" + (member.value.numberText ?? "")) }
        }
        #expect(members.map { $0.key + "=" + ($0.value.numberText ?? "") } == ["a=1", "b=2", "c=4"])
        #expect(duplicates == ["a=3", "b=5"])
    }

    @Test func aThrowingReportStopsTheReading() throws {
        struct Stop: Error {}
        let root = try #require(ParsedJSON(#"{ "x": 1, "y": 2 }"#).root)
        var reported = 0
        #expect(throws: Stop.self) {
            _ = try JSONObjectReader(root, keys: Self.keys) { (_: JSONObjectReader.Problem) throws(Stop) in
                reported += 1
                throw Stop()
            }
        }
        #expect(reported == 1)
    }

    @Test func kindSetsListTheirKinds() {
        #expect(JSONKindSet.all.kinds == [.object, .array, .string, .number, .bool, .null])
        #expect([JSONKindSet(.null), JSONKindSet(.string)].reduce(JSONKindSet()) { $0.union($1) }.kinds == [.string, .null])
    }
}
