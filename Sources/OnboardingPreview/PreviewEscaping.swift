/// Text made safe for its place in the preview's HTML: element content and attribute values.
///
/// Every text of a spec that the page shows passes through `escaped(_:)`, so that a title such as
/// `</script><script>alert(1)</script>` or `<img src=x onerror=…>` shows as the characters it is.
enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, for element content
    /// and quoted attribute values alike.
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
