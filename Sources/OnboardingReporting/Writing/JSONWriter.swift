import JSONSyntax
import OnboardingDiagnostics

/// JSON written as it goes into a report, laid out as `JSONLiteral.rendered()` lays out a tree:
/// two-space indentation, `"key": value`, empty containers as `[]` and `{}`, a newline at the end.
///
/// The caller writes the keys of each object in sorted order (by UTF-8), which `JSONLiteral` would
/// sort them into; debug builds check it. Strings are escaped on their bytes: `"`, `\` and control
/// characters as RFC 8259 requires, and every other invisible character (`InvisibleCharacters`) as
/// `\uXXXX` too, so that the report shows none raw while every value reads back exactly.
struct JSONWriter {
    private(set) var output: ReportBuffer
    private var depth = 0
    /// Whether the container being written has no element yet.
    private var isEmpty = true
    /// Whether a member's key is written and its value comes next, on the same line.
    private var isValuePending = false
    #if DEBUG
    private var lastKeys: [String?] = [nil]
    #endif

    init(into output: ReportBuffer) {
        self.output = output
    }

    /// The output, once the outermost value is written, with its final newline.
    mutating func finish() -> ReportBuffer {
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
            output.writeLineBreak(indentation: 2 * depth)
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
        output.writeLineBreak(indentation: 2 * depth)
        isEmpty = false
    }

    // MARK: Strings

    /// Writes `text` (valid UTF-8) as a JSON string, quotes included.
    ///
    /// Printable ASCII, most of every report, is copied in runs found eight bytes at a time, `"`
    /// and `\\` escaped; from the first other byte on, the rest goes through
    /// `InvisibleCharacters.scan`.
    static func writeString(_ text: UnsafeBufferPointer<UInt8>, to output: inout ReportBuffer) {
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
    private static func writeEscapingInvisibleCharacters(_ text: UnsafeBufferPointer<UInt8>, to output: inout ReportBuffer) {
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

    private static func writeEscape(of scalar: Unicode.Scalar, to output: inout ReportBuffer) {
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
