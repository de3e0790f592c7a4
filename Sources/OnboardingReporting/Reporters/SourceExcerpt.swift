import OnboardingDiagnostics

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
///
/// A long line, such as minified JSON, is cut to a window around the range, with `…` where it is
/// cut: showing a line of megabytes under each of thousands of diagnostics would never end.
/// Invisible characters of the line are escaped as in messages (`\u{202E}`), tabs but kept.
struct SourceExcerpt: Equatable {
    var lineNumber: Int
    /// The line as shown, invisible characters escaped.
    var text: String
    var underline: String

    /// How many bytes of the line before the range are shown at most.
    static let maximumLead = 80
    /// How many bytes of the line from the start of the range on are shown at most.
    static let maximumTail = 160

    init(range: SourceRange, in source: SourceFile) {
        let bytes = source.bytes
        let lineStart = max(0, min(range.start.offset - (range.start.column - 1), bytes.count))
        let start = min(max(range.start.offset, lineStart), bytes.count)
        // Only the window is scanned, so that each excerpt costs the same on a line of any length.
        var lineEnd = start
        let scanLimit = min(bytes.count, start + Self.maximumTail)
        while lineEnd < scanLimit, bytes[lineEnd] != UInt8(ascii: "\n"), bytes[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        let cutsEnd = lineEnd == scanLimit && lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n")
            && bytes[lineEnd] != UInt8(ascii: "\r")
        if cutsEnd { lineEnd = Self.characterStart(atOrBefore: lineEnd, in: bytes, notBefore: start) }
        var windowStart = lineStart
        let cutsStart = start - lineStart > Self.maximumLead
        if cutsStart { windowStart = Self.characterStart(atOrAfter: start - Self.maximumLead, in: bytes, notAfter: start) }
        let end = range.end.line == range.start.line ? min(max(range.end.offset, start), lineEnd) : lineEnd
        lineNumber = range.start.line
        if !cutsStart, !cutsEnd, Self.isPlain(bytes[windowStart..<lineEnd]) {
            (text, underline) = Self.plain(bytes, line: windowStart..<lineEnd, range: start..<end)
            return
        }
        let text = Self.shown
        let ellipsis = "\u{2026}"

        self.text = (cutsStart ? ellipsis : "") + text(bytes[windowStart..<lineEnd]) + (cutsEnd ? ellipsis : "")
        var marks = Self.cover(text(bytes[start..<end]), with: "~")
        if let first = marks.firstIndex(of: "~") {
            marks.replaceSubrange(first...first, with: "^")
        } else {
            marks = "^" + marks
        }
        underline = Self.cover((cutsStart ? ellipsis : "") + text(bytes[windowStart..<start]), with: " ") + marks
    }

    /// The first offset at or after `offset` that does not fall inside a UTF-8 sequence.
    /// The text and underline of a line of printable ASCII and tabs, a column a byte, worked out on
    /// its bytes: the same as the general way, which goes through `Character`s.
    private static func plain(_ bytes: [UInt8], line: Range<Int>, range: Range<Int>) -> (text: String, underline: String) {
        let tab = UInt8(ascii: "\t")
        // Written into the string's storage: appended to an array a byte at a time, the underline
        // was a third of the pretty report.
        let underline = String(unsafeUninitializedCapacity: range.upperBound - line.lowerBound + 1) { underline in
            var count = 0
            func write(_ byte: UInt8) {
                underline[count] = byte
                count += 1
            }
            for byte in bytes[line.lowerBound..<range.lowerBound] { write(byte == tab ? tab : UInt8(ascii: " ")) }
            // A range of tabs only, or of nothing, is marked before them.
            var isMarked = !bytes[range].contains { $0 != tab }
            if isMarked { write(UInt8(ascii: "^")) }
            for byte in bytes[range] {
                if byte == tab {
                    write(tab)
                } else {
                    write(isMarked ? UInt8(ascii: "~") : UInt8(ascii: "^"))
                    isMarked = true
                }
            }
            return count
        }
        return (String(decoding: bytes[line], as: UTF8.self), underline)
    }

    private static func characterStart(atOrAfter offset: Int, in bytes: [UInt8], notAfter limit: Int) -> Int {
        var offset = offset
        while offset < limit, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        return offset
    }

    /// The last offset at or before `offset` that does not fall inside a UTF-8 sequence.
    private static func characterStart(atOrBefore offset: Int, in bytes: [UInt8], notBefore limit: Int) -> Int {
        var offset = offset
        while offset > limit, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    /// `bytes` as the excerpt shows them: invisible characters escaped, tabs kept so that the
    /// underline lines up under any tab width.
    private static func shown(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard !isPlain(text) else { return text }
        return text.split(separator: "\t", omittingEmptySubsequences: false)
            .map { String($0).escapingInvisibleCharacters }.joined(separator: "\t")
    }

    /// `text` with each character but a tab replaced by `fill` (ASCII) as many times as it is wide.
    private static func cover(_ text: String, with fill: Character) -> String {
        // Printable ASCII, most source lines before a range, is a column a byte.
        if isPlain(text), let fill = fill.asciiValue {
            return String(decoding: text.utf8.map { $0 == UInt8(ascii: "\t") ? $0 : fill }, as: UTF8.self)
        }
        return text.map { $0 == "\t" ? "\t" : String(repeating: fill, count: TerminalText.width(of: $0)) }.joined()
    }

    /// Whether `text` is printable ASCII and tabs only.
    private static func isPlain(_ text: String) -> Bool {
        isPlain(text.utf8)
    }

    private static func isPlain(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { (0x20..<0x7F).contains($0) || $0 == UInt8(ascii: "\t") }
    }
}
