@testable import OnboardingDiagnostics
import Testing

@Suite struct FixedSourceTests {
    private static let source = SourceFile(path: "a.json", text: "0123456789")

    /// A diagnostic whose fix-it replaces `offsets` of `source` with `replacement`.
    private static func finding(
        _ offsets: Range<Int>, _ replacement: String, in source: SourceFile = source, message: String = "m"
    ) -> Diagnostic {
        Diagnostic(.error, message, at: source.range(offsets), fixIt: .init(replacing: source.range(offsets), with: replacement))
    }

    private static func text(_ fixed: FixedSource) -> String { String(decoding: fixed.bytes, as: UTF8.self) }

    @Test func onlyTheSpansOfTheFixItsChange() {
        let fixed = FixedSource(Self.source, applying: [Self.finding(7..<9, "X"), Self.finding(1..<2, "é"), Self.finding(4..<4, "+")])
        #expect(Self.text(fixed) == "0é23+456X9")
        #expect(fixed.fixed.map { $0.fixIt!.replacement } == ["é", "+", "X"])
        #expect(fixed.deferred.isEmpty)
        #expect(fixed.hasChanges)
    }

    @Test func anOverlappingFixItIsLeftForTheNextCheck() {
        let first = Self.finding(2..<5, "A", message: "first")
        let overlapping = Self.finding(4..<6, "B", message: "overlapping")
        let fixed = FixedSource(Self.source, applying: [overlapping, first])
        #expect(Self.text(fixed) == "01A56789")
        #expect(fixed.fixed.map(\.message) == ["first"])
        #expect(fixed.deferred.map(\.message) == ["overlapping"])
    }

    @Test func twoInsertionsAtOnePlaceApplyTheFirst() {
        let fixed = FixedSource(Self.source, applying: [Self.finding(3..<3, "a", message: "a"), Self.finding(3..<3, "b", message: "b")])
        #expect(Self.text(fixed) == "012a3456789")
        #expect(fixed.deferred.map(\.message) == ["b"])
    }

    @Test func editsThatTouchBothApply() {
        let fixed = FixedSource(
            Self.source, applying: [Self.finding(2..<4, "A"), Self.finding(4..<4, "+"), Self.finding(4..<6, "B"), Self.finding(6..<6, ",")])
        #expect(Self.text(fixed) == "01A+B,6789")
        #expect(fixed.deferred.isEmpty)
    }

    @Test func equalFixItsOfTwoDiagnosticsAreOneEdit() {
        let fixed = FixedSource(Self.source, applying: [Self.finding(5..<5, ",", message: "a"), Self.finding(5..<5, ",", message: "b")])
        #expect(Self.text(fixed) == "01234,56789")
        #expect(fixed.fixed.map(\.message) == ["a", "b"])
    }

    @Test func fixItsOfAnotherFileOrBeyondTheBytesAreIgnored() {
        let other = SourceFile(path: "b.json", text: "0123456789")
        let longer = SourceFile(path: "a.json", text: "0123456789abc")
        let fixed = FixedSource(
            Self.source,
            applying: [Self.finding(0..<1, "X", in: other), Self.finding(11..<12, "X", in: longer), Diagnostic(.warning, "no fix-it", at: nil)])
        #expect(fixed.bytes == Self.source.bytes)
        #expect(!fixed.hasChanges)
        #expect(fixed.fixed.isEmpty && fixed.deferred.isEmpty)
    }

    @Test func bytesThatAreNotUTF8StayAsTheyWere() {
        let source = SourceFile(path: "a.json", bytes: [0xFF, 0x41, 0xC3])
        let fixed = FixedSource(source, applying: [Self.finding(1..<2, "B", in: source)])
        #expect(fixed.bytes == [0xFF, 0x42, 0xC3])
    }
}
