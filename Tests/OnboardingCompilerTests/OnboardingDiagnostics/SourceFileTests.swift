@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
import Testing


@Suite struct SourceFileTests {
    private func lineAndColumn(_ source: SourceFile, _ offset: Int) -> String {
        let position = source.position(at: offset)
        return "\(position.line):\(position.column)"
    }

    @Test func lineFeedEndsLines() {
        let source = SourceFile(path: "a.json", text: "ab\ncd\n")
        #expect(source.lineCount == 3)
        #expect((0...6).map { lineAndColumn(source, $0) } == ["1:1", "1:2", "1:3", "2:1", "2:2", "2:3", "3:1"])
    }

    @Test func crlfIsOneLineBreak() {
        let source = SourceFile(path: "a.json", text: "ab\r\ncd\r\n")
        #expect(source.lineCount == 3)
        #expect((0...8).map { lineAndColumn(source, $0) } == ["1:1", "1:2", "1:3", "1:4", "2:1", "2:2", "2:3", "2:4", "3:1"])
    }

    @Test func loneCarriageReturnEndsLines() {
        let source = SourceFile(path: "a.json", text: "ab\rcd\r\rx")
        #expect(source.lineCount == 4)
        #expect(lineAndColumn(source, 2) == "1:3")
        #expect(lineAndColumn(source, 3) == "2:1")
        #expect(lineAndColumn(source, 6) == "3:1")
        #expect(lineAndColumn(source, 7) == "4:1")
    }

    @Test func mixedLineBreaks() {
        let source = SourceFile(path: "a.json", text: "a\n\r\nb\rc\n\rd")
        #expect(source.lineCount == 6)
        #expect((1...6).map(source.lineText) == ["a", "", "b", "c", "", "d"])
        #expect(lineAndColumn(source, 5) == "3:2")
        #expect(lineAndColumn(source, 9) == "6:1")
        #expect(lineAndColumn(source, 10) == "6:2")
    }

    @Test func columnsCountUTF8Bytes() {
        let accent = SourceFile(path: "a.json", text: "{\"é\": 1}")
        #expect(lineAndColumn(accent, 4) == "1:5")
        let emoji = SourceFile(path: "a.json", text: "x\n\"😀\": 1")
        #expect(lineAndColumn(emoji, 2 + 6) == "2:7")
        let arabic = SourceFile(path: "a.json", text: "\"مرحبا\": 1")
        #expect(lineAndColumn(arabic, 12) == "1:13")
        #expect(lineAndColumn(arabic, 14) == "1:15")
    }

    @Test func tabCountsOneColumn() {
        let source = SourceFile(path: "a.json", text: "{\n\t\t\"a\": 1\n}")
        #expect(lineAndColumn(source, 4) == "2:3")
    }

    @Test func endOfFileIsAfterTheLastByte() {
        let withoutNewline = SourceFile(path: "a.json", text: "{}")
        #expect(lineAndColumn(withoutNewline, 2) == "1:3")
        let withNewline = SourceFile(path: "a.json", text: "{}\n")
        #expect(lineAndColumn(withNewline, 3) == "2:1")
        let empty = SourceFile(path: "a.json", text: "")
        #expect(empty.lineCount == 1)
        #expect(empty.position(at: 0) == SourcePosition(offset: 0, line: 1, column: 1))
    }

    @Test func offsetsAreClampedToTheFile() {
        let source = SourceFile(path: "a.json", text: "ab\ncd")
        #expect(source.position(at: -5) == SourcePosition(offset: 0, line: 1, column: 1))
        #expect(source.position(at: 1000) == SourcePosition(offset: 5, line: 2, column: 3))
        #expect(SourceFile(path: "a.json", text: "").position(at: 7) == SourcePosition(offset: 0, line: 1, column: 1))
    }

    @Test func rangeCarriesPathAndBothEnds() {
        let source = SourceFile(path: "Specs/a.json", text: "{\n  \"a\": 1\n}")
        let range = source.range(4..<7)
        #expect(range.path == "Specs/a.json")
        #expect(range.start == SourcePosition(offset: 4, line: 2, column: 3))
        #expect(range.end == SourcePosition(offset: 7, line: 2, column: 6))
    }

    @Test func lineTextOmitsTheLineBreak() {
        let source = SourceFile(path: "a.json", text: "first\r\nsecond\rthird\nlast")
        #expect((1...4).map(source.lineText) == ["first", "second", "third", "last"])
        #expect(SourceFile(path: "a.json", text: "a\n").lineText(2) == "")
    }

    @Test func lineTextOutsideTheFileIsEmpty() {
        let source = SourceFile(path: "a.json", text: "a\nb")
        #expect(source.lineText(0) == "")
        #expect(source.lineText(-1) == "")
        #expect(source.lineText(3) == "")
    }

    @Test func lineTextRepairsInvalidUTF8() {
        let source = SourceFile(path: "a.json", bytes: [0x22, 0xFF, 0x22, 0x0A, 0x31])
        #expect(source.lineText(1) == "\"\u{FFFD}\"")
        #expect(source.lineText(2) == "1")
    }
}
