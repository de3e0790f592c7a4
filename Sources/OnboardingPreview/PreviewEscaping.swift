/// Text made safe for its place in the preview's HTML: element content and attribute values.
///
/// Every text of a spec that the page shows passes through `escaped(_:)`, so that a title such as
/// `</script><script>alert(1)</script>` or `<img src=x onerror=…>` shows as the characters it is.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, for element content
    /// and quoted attribute values alike, and no control character raw.
    ///
    /// A browser drops a raw NUL and reads a raw carriage return as a line feed, so the C0 controls
    /// but tab and line feed, and DEL, are written as numeric references, which HTML parsers turn
    /// back into the character (a parse error they recover from, as the HTML standard says). NUL
    /// alone cannot be written at all: a reference to it becomes U+FFFD, which is written instead,
    /// so that the text shows that something is there. The C1 controls (U+0080–U+009F) stay as
    /// their UTF-8, since references to them read as Windows-1252 characters (`&#x80;` is `€`).
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            case "\0": escaped += "&#xFFFD;"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

/// Text made safe for the preview's script data, the JSON inside `<script type="application/json">`.
///
/// A JSON string literal, with every character that could end the script element or start an HTML
/// comment (`<`, `>`, `&`), every control character and the line and paragraph separators
/// (U+2028, U+2029) written as `\uXXXX` escapes: `JSON.parse` reads back the text unchanged, and
/// nothing in it can close the element.
enum ScriptData {
    /// The JSON string literal of `text`.
    static func string(_ text: String) -> String {
        var literal = "\""
        literal.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}": literal += unicodeEscape(scalar.value)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: literal += unicodeEscape(scalar.value)
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// The JSON string literal of `text`, or `null` when there is none.
    static func string(_ text: String?) -> String {
        text.map(string) ?? "null"
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
}
