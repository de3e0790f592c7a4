@testable import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingReporting
import Testing


@Suite struct JSONReporterTests {
    @Test func matchesTheGoldenReport() throws {
        let output = JSONReporter().report(ReporterFixture.diagnostics, in: ReporterFixture.context)
        #expect(output == (try String(contentsOf: GeneratedFile.packageRoot.appending(path: "Tests/OnboardingCompilerTests/Golden/Reporters/report.json"), encoding: .utf8)))
    }

    @Test func anEmptyRunStillHasEveryTopLevelKey() {
        let context = ReportContext(checkedPaths: ["a.json"], toolVersion: "1.2.3")
        #expect(
            JSONReporter().report([], in: context) == """
                {
                  "diagnostics": [],
                  "files": [
                    "a.json"
                  ],
                  "summary": {
                    "errors": 0,
                    "notes": 0,
                    "warnings": 0
                  },
                  "tool": {
                    "name": "onboardc",
                    "version": "1.2.3"
                  },
                  "version": 1
                }

                """)
    }

    @Test func escapesStringsAsRFC8259Requires() {
        let text = JSONLiteral.string("q\" b\\ /\u{0}\u{8}\u{C}\n\r\t\u{1F}\u{7F}é").rendered()
        #expect(text == #""q\" b\\ /\u0000\b\f\n\r\t\u001F\u007Fé""# + "\n")
    }

    /// The writer finds what to escape eight bytes at a time: wherever the byte falls in or
    /// across a word, it writes what `JSONLiteral`, which goes byte by byte, writes.
    @Test func writerEscapesWhereverTheByteFalls() {
        for special in ["\"", "\\", "\u{0}", "\n", "\u{1F}", "\u{7F}", "é", "😀", " ~"] {
            for offset in 0...17 {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 17 - offset) + "\"z"
                var output = ReportBuffer()
                text.withUTF8Bytes { JSONWriter.writeString($0, to: &output) }
                #expect(output.text + "\n" == JSONLiteral.string(text).rendered(), "\(special.unicodeScalars.map(\.value)) at \(offset)")
            }
        }
    }

    @Test func writerEscapesInvisibleCharactersAfterPlainText() {
        var output = ReportBuffer()
        "plain text \"of\" nine\u{202E}x\\".withUTF8Bytes { JSONWriter.writeString($0, to: &output) }
        #expect(output.text == #""plain text \"of\" nine\u202Ex\\""#)
    }

    @Test func laysOutContainersWithSortedKeysAndTwoSpaces() {
        let value = JSONLiteral.object([
            "b": .array([.int(-3), .number(2.5), .number(4), .null, .bool(true), .array([]), .object([:])]),
            "a": .object(["z": .string("日本"), "é": .string(nil)]),
        ])
        #expect(value.rendered() == """
            {
              "a": {
                "z": "日本",
                "é": null
              },
              "b": [
                -3,
                2.5,
                4,
                null,
                true,
                [],
                {}
              ]
            }

            """)
    }
}
