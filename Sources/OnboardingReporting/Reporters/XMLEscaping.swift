/// Escapes text for XML 1.0 reports so that any message, however hostile, still parses.
enum XMLEscaping {
    /// `text` escaped for a double-quoted attribute value; tabs and line breaks become character
    /// references so that attribute normalisation keeps them.
    static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// `text` escaped for element content.
    static func content(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    // Characters XML 1.0 forbids even as references become their visible Control Pictures (U+2400…).
    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where inAttribute: escaped += "&quot;"
            case "'" where inAttribute: escaped += "&apos;"
            case "\t" where inAttribute: escaped += "&#9;"
            case "\n" where inAttribute: escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            case "\u{00}"..."\u{1F}": escaped.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
