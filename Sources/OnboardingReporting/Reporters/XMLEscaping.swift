import JSONSyntax
import OnboardingDiagnostics

/// Escapes text for XML 1.0 reports on its bytes, so that any message, however hostile, still
/// parses and shows no invisible character raw.
///
/// `&`, `<` and `>` become entities, and in attributes `"` and `'` too. Tabs and line breaks in
/// attributes become character references, which attribute normalisation keeps; a carriage return
/// always does. Other invisible characters (`InvisibleCharacters`) become character references
/// (`&#x202E;`), which read back as themselves, but for the control characters that XML 1.0 forbids
/// even as references, which become their visible Control Pictures (U+2400…), and the
/// noncharacters U+FFFE and U+FFFF, which become U+FFFD.
enum XMLEscaping {
    /// Writes `text` escaped for a double-quoted attribute value.
    static func writeAttribute(_ text: String, to output: inout ReportBuffer) {
        text.withUTF8Bytes { write($0, inAttribute: true, to: &output) }
    }

    /// Writes `text` escaped for element content.
    static func writeContent(_ text: UnsafeBufferPointer<UInt8>, to output: inout ReportBuffer) {
        write(text, inAttribute: false, to: &output)
    }

    private static func write(_ text: UnsafeBufferPointer<UInt8>, inAttribute: Bool, to output: inout ReportBuffer) {
        InvisibleCharacters.scan(
            text,
            visible: { run in writeVisible(run, inAttribute: inAttribute, to: &output) },
            invisible: { scalar in
                switch scalar {
                case "\t" where inAttribute: output.write("&#9;")
                case "\n" where inAttribute: output.write("&#10;")
                case "\t", "\n": output.write(byte: UInt8(scalar.value))
                case "\r": output.write("&#13;")
                case "\u{0}"..."\u{1F}": output.write(contentsOf: String(Unicode.Scalar(0x2400 + scalar.value)!))
                default:
                    output.write("&#x")
                    output.write(contentsOf: String(scalar.value, radix: 16, uppercase: true))
                    output.write(byte: UInt8(ascii: ";"))
                }
            })
    }

    private static func writeVisible(_ run: UnsafeBufferPointer<UInt8>, inAttribute: Bool, to output: inout ReportBuffer) {
        var start = 0
        var index = 0
        while index < run.count {
            let replacement: StaticString
            var length = 1
            switch run[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\"") where inAttribute: replacement = "&quot;"
            case UInt8(ascii: "'") where inAttribute: replacement = "&apos;"
            // U+FFFE and U+FFFF: EF BF BE and EF BF BF.
            case 0xEF where index + 2 < run.count && run[index + 1] == 0xBF && run[index + 2] >= 0xBE:
                replacement = "\u{FFFD}"
                length = 3
            default:
                index += 1
                continue
            }
            output.write(UnsafeBufferPointer(rebasing: run[start..<index]))
            output.write(replacement)
            index += length
            start = index
        }
        output.write(UnsafeBufferPointer(rebasing: run[start...]))
    }
}
