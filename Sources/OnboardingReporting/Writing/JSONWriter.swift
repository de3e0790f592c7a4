import JSONSyntax
import OnboardingDiagnostics

/// JSON written as it goes into a report, laid out as `JSONOutput.rendered()` lays out a tree:
/// two-space indentation, `"key": value`, empty containers as `[]` and `{}`, a newline at the end.
///
/// The caller writes the keys of each object in sorted order (by UTF-8), which `JSONOutput` would
/// sort them into; debug builds check it. Strings are escaped on their bytes: `"`, `\` and control
/// characters as RFC 8259 requires, and every other invisible character (`InvisibleCharacters`) as
/// `\uXXXX` too, so that the report shows none raw while every value reads back exactly.
struct JSONWriter: ~Copyable {
    private(set) var output: ReportOutput
    private var depth = 0
    /// Whether the container being written has no element yet.
    private var isEmpty = true
    /// Whether a member's key is written and its value comes next, on the same line.
    private var isValuePending = false
    #if DEBUG
    private var lastKeys: [String?] = [nil]
    #endif

    init(into output: consuming ReportOutput) {
        self.output = output
    }

    /// A writer into `output` that goes on from where `writer` is: for what a stretch writes.
    private init(into output: consuming ReportOutput, continuing writer: borrowing JSONWriter) {
        self.output = output
        depth = writer.depth
        isEmpty = writer.isEmpty
        isValuePending = writer.isValuePending
        #if DEBUG
        lastKeys = writer.lastKeys
        #endif
    }

    /// The output, once the outermost value is written, with its final newline.
    consuming func finish() -> ReportOutput {
        precondition(depth == 0, "a JSON container is still open")
        output.write(byte: UInt8(ascii: "\n"))
        return output
    }

    // MARK: Containers

    mutating func beginObject() { begin(UInt8(ascii: "{")) }

    mutating func endObject() { end(UInt8(ascii: "}")) }

    mutating func beginArray() { begin(UInt8(ascii: "[")) }

    mutating func endArray() { end(UInt8(ascii: "]")) }

    /// Starts the member `key` of the object being written; its value follows.
    mutating func key(_ key: StaticString) {
        #if DEBUG
        let name = key.description
        if let last = lastKeys[depth] {
            assert(last.utf8.lexicographicallyPrecedes(name.utf8), "JSON key '\(name)' written after '\(last)'")
        }
        lastKeys[depth] = name
        #endif
        startElement()
        output.write(byte: UInt8(ascii: "\""))
        output.write(key)
        output.write("\": ")
        isValuePending = true
    }

    // MARK: Values

    mutating func null() {
        startElement()
        output.write("null")
    }

    mutating func bool(_ value: Bool) {
        startElement()
        output.write(value ? "true" : "false")
    }

    mutating func int(_ value: Int) {
        startElement()
        output.write(value)
    }

    mutating func int(_ value: Int?) {
        guard let value else { return null() }
        int(value)
    }

    mutating func string(_ value: String) {
        startElement()
        value.withUTF8Bytes { Self.writeString($0, to: &output) }
    }

    mutating func string(_ value: String?) {
        guard let value else { return null() }
        string(value)
    }

    /// Writes a string whose text needs no escaping, such as a fixed name.
    mutating func string(_ value: StaticString) {
        startElement()
        output.write(byte: UInt8(ascii: "\""))
        output.write(value)
        output.write(byte: UInt8(ascii: "\""))
    }

    /// Writes `text` already escaped and quoted by `writeString`, such as a cached URI.
    mutating func raw(_ text: UnsafeBufferPointer<UInt8>) {
        startElement()
        output.write(text)
    }

    /// A member whose value is a string: `key` then `value`.
    mutating func member(_ key: StaticString, _ value: String?) {
        self.key(key)
        string(value)
    }

    /// A member whose value is an integer: `key` then `value`.
    mutating func member(_ key: StaticString, _ value: Int?) {
        self.key(key)
        int(value)
    }

    // MARK: Stretches

    /// Keys, brackets and values that a report writes the same way again and again, such as the
    /// `"message": { "text": ` of every SARIF result or the artifact of every location in one file:
    /// written by running the code that writes them the first time from each state of the writer,
    /// and copied from that recording after, in one write where there were several for every key
    /// and bracket.
    struct Stretch {
        fileprivate var recordings: [Recording?] = []
    }

    /// The bytes a stretch wrote from one state of the writer, and the state it left the writer in.
    fileprivate struct Recording {
        let bytes: [UInt8]
        let depth: Int
        let isEmpty: Bool
        let isValuePending: Bool
    }

    /// Writes what `body` writes, which must be the same every time from the same state of the
    /// writer: running it the first time from the writer's state, copying what it wrote after.
    /// Debug builds run it every time and check that it writes what was recorded, and the order of
    /// its keys.
    mutating func write(_ stretch: inout Stretch, _ body: (inout JSONWriter) -> Void) {
        let state = 4 * depth + (isEmpty ? 2 : 0) + (isValuePending ? 1 : 0)
        if state >= stretch.recordings.count {
            stretch.recordings += repeatElement(nil, count: state + 1 - stretch.recordings.count)
        }
        if stretch.recordings[state] == nil {
            var recorder = JSONWriter(into: ReportOutput(), continuing: self)
            body(&recorder)
            stretch.recordings[state] = Recording(
                bytes: recorder.output.withBytes { Array($0) }, depth: recorder.depth, isEmpty: recorder.isEmpty,
                isValuePending: recorder.isValuePending)
        }
        #if DEBUG
        var check = JSONWriter(into: ReportOutput(), continuing: self)
        body(&check)
        assert(check.output.withBytes { Array($0) } == stretch.recordings[state]!.bytes, "a stretch wrote something else than it did before")
        lastKeys = check.lastKeys
        #endif
        let recording = stretch.recordings[state].unsafelyUnwrapped
        recording.bytes.withUnsafeBufferPointer { output.write($0) }
        depth = recording.depth
        isEmpty = recording.isEmpty
        isValuePending = recording.isValuePending
    }

    // MARK: Layout

    private mutating func begin(_ bracket: UInt8) {
        startElement()
        output.write(byte: bracket)
        depth += 1
        isEmpty = true
        #if DEBUG
        lastKeys.append(nil)
        #endif
    }

    private mutating func end(_ bracket: UInt8) {
        depth -= 1
        if !isEmpty {
            output.write(byte: UInt8(ascii: "\n"))
            output.writeSpaces(2 * depth)
        }
        output.write(byte: bracket)
        isEmpty = false
        #if DEBUG
        lastKeys.removeLast()
        #endif
    }

    /// Writes what comes before an element of the current container: a comma after an earlier
    /// one, a newline and the indentation; nothing for the value of a member.
    private mutating func startElement() {
        if isValuePending {
            isValuePending = false
            return
        }
        guard depth > 0 else { return }
        if !isEmpty { output.write(byte: UInt8(ascii: ",")) }
        output.write(byte: UInt8(ascii: "\n"))
        output.writeSpaces(2 * depth)
        isEmpty = false
    }

    // MARK: Strings

    /// Writes `text` (valid UTF-8) as a JSON string, quotes included.
    ///
    /// Printable ASCII, most of every report, is copied in runs found eight bytes at a time, `"`
    /// and `\\` escaped; from the first other byte on, the rest goes through
    /// `InvisibleCharacters.scan`.
    static func writeString(_ text: UnsafeBufferPointer<UInt8>, to output: inout ReportOutput) {
        output.write(byte: UInt8(ascii: "\""))
        var start = 0
        while true {
            let end = text.endOfPrintableJSONText(from: start)
            output.write(UnsafeBufferPointer(rebasing: text[start..<end]))
            guard end < text.count else { break }
            guard text[end] == UInt8(ascii: "\"") || text[end] == UInt8(ascii: "\\") else {
                writeEscapingInvisibleCharacters(UnsafeBufferPointer(rebasing: text[end...]), to: &output)
                break
            }
            output.write(byte: UInt8(ascii: "\\"))
            output.write(byte: text[end])
            start = end + 1
        }
        output.write(byte: UInt8(ascii: "\""))
    }

    /// Writes the inside of a JSON string of `text`, which starts at a scalar of its own, invisible
    /// characters escaped.
    private static func writeEscapingInvisibleCharacters(_ text: UnsafeBufferPointer<UInt8>, to output: inout ReportOutput) {
        InvisibleCharacters.scan(
            text,
            visible: { run in
                var start = 0
                for index in run.indices where run[index] == UInt8(ascii: "\"") || run[index] == UInt8(ascii: "\\") {
                    output.write(UnsafeBufferPointer(rebasing: run[start..<index]))
                    output.write(byte: UInt8(ascii: "\\"))
                    start = index
                }
                output.write(UnsafeBufferPointer(rebasing: run[start...]))
            },
            invisible: { scalar in writeEscape(of: scalar, to: &output) })
    }

    private static func writeEscape(of scalar: Unicode.Scalar, to output: inout ReportOutput) {
        switch scalar {
        case "\n": output.write("\\n")
        case "\r": output.write("\\r")
        case "\t": output.write("\\t")
        case "\u{08}": output.write("\\b")
        case "\u{0C}": output.write("\\f")
        default:
            for unit in String(scalar).utf16 {
                output.write("\\u")
                for shift in stride(from: 12, through: 0, by: -4) {
                    output.write(byte: hexDigits[Int(unit >> UInt16(shift) & 0xF)])
                }
            }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
