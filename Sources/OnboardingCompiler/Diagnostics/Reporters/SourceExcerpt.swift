/// One source line of a diagnostic with the underline that marks its range:
///
/// ```
///   "titel": "Hi",
///   ^~~~~~~
/// ```
///
/// Columns are UTF-8 bytes, but the underline is laid out in terminal columns: each character
/// before the range becomes as many spaces as it is wide, and each tab stays a tab, so the marks
/// line up under any tab width. A range that runs past its first line is underlined to that line's end.
struct SourceExcerpt: Equatable {
    var lineNumber: Int
    /// The line as shown, control characters made visible.
    var text: String
    var underline: String

    init(range: SourceRange, in source: SourceFile) {
        let bytes = source.bytes
        let lineStart = max(0, min(range.start.offset - (range.start.column - 1), bytes.count))
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        let start = min(max(range.start.offset, lineStart), lineEnd)
        let end = range.end.line == range.start.line ? min(max(range.end.offset, start), lineEnd) : lineEnd
        let text = { (bytes: ArraySlice<UInt8>) in TerminalText.visible(String(decoding: bytes, as: UTF8.self)) }

        lineNumber = range.start.line
        self.text = text(bytes[lineStart..<lineEnd])
        var marks = Self.cover(text(bytes[start..<end]), with: "~")
        if let first = marks.firstIndex(of: "~") {
            marks.replaceSubrange(first...first, with: "^")
        } else {
            marks = "^" + marks
        }
        underline = Self.cover(text(bytes[lineStart..<start]), with: " ") + marks
    }

    /// `text` with each character but a tab replaced by `fill` as many times as it is wide.
    private static func cover(_ text: String, with fill: String) -> String {
        text.map { $0 == "\t" ? "\t" : String(repeating: fill, count: TerminalText.width(of: $0)) }.joined()
    }
}
