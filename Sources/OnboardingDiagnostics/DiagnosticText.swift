extension String {
    /// The string in single quotes for a one-line message: control characters escaped, long text shortened.
    ///
    /// User text inside a message must never break the one-line formats that Xcode and CI parse.
    public var quotedForDiagnostic: String {
        var text = ""
        var count = 0
        for scalar in unicodeScalars {
            if count == 60 {
                text += "…"
                break
            }
            count += 1
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
                text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return "'" + text + "'"
    }
}
