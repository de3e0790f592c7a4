/// Swift source text of literal values, safe to insert anywhere an expression may stand.
public enum SwiftLiteral {
    /// A string literal, quotes included, that evaluates to exactly `value`, whatever it holds.
    ///
    /// The literal is a plain one-line `"..."` literal:
    /// - `"` and `\` are escaped (escaping the backslash makes `\(` interpolation impossible), and
    ///   newline, carriage return, tab and NUL are written `\n`, `\r`, `\t`, `\0`;
    /// - every other control character, U+2028 and U+2029, bidi controls (U+200E, U+200F, U+202A–U+202E,
    ///   U+2066–U+2069, U+061C) and every other format character (such as U+200B or U+FEFF), and the
    ///   noncharacters, are written `\u{XXXX}`, so that the source shows what the string holds and
    ///   reads the same in every editor; except U+FDD0–U+FDEF, which Swift accepts only as they are;
    /// - printable text is kept as is: letters of every script, right-to-left text, emoji and combining
    ///   marks, except that a combining mark is escaped when it would otherwise combine with a quote
    ///   or an escape sequence, and that the zero width joiner is kept inside an emoji sequence
    ///   (👩‍💻) as are the tag characters of a flag such as 🏴󠁧󠁢󠁳󠁣󠁴󠁿.
    public static func string(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        var result = "\""
        result.reserveCapacity(scalars.count + 2)
        var previousWasEscaped = true
        var isInEmojiSequence = false
        for (index, scalar) in scalars.enumerated() {
            var escape: String?
            switch scalar {
            case "\"": escape = "\\\""
            case "\\": escape = "\\\\"
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\0": escape = "\\0"
            default:
                let properties = scalar.properties
                switch properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator, .surrogate:
                    escape = unicodeEscape(scalar)
                case .format:
                    let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                    let keepsEmoji =
                        if scalar == "\u{200D}" {
                            isInEmojiSequence && next.map(isEmoji) == true
                        } else {
                            isInEmojiSequence && (0xE0020...0xE007F).contains(scalar.value)
                        }
                    if !keepsEmoji { escape = unicodeEscape(scalar) }
                case .nonspacingMark, .spacingMark, .enclosingMark:
                    if previousWasEscaped { escape = unicodeEscape(scalar) }
                default:
                    // Swift's lexer rejects `\u{FDD0}`...`\u{FDEF}` ("invalid unicode scalar") while
                    // it takes those noncharacters as they are; the others escape fine.
                    if properties.isNoncharacterCodePoint, !(0xFDD0...0xFDEF).contains(scalar.value) {
                        escape = unicodeEscape(scalar)
                    }
                }
            }
            if let escape {
                result += escape
                isInEmojiSequence = false
            } else {
                result.unicodeScalars.append(scalar)
                isInEmojiSequence =
                    isEmoji(scalar) || scalar.properties.isEmojiModifier || scalar == "\u{FE0F}"
                    || (isInEmojiSequence && (scalar == "\u{200D}" || (0xE0020...0xE007F).contains(scalar.value)))
            }
            previousWasEscaped = escape != nil
        }
        result += "\""
        return result
    }

    /// A floating-point literal that reads back as exactly `value`: `0.5`, `1.0`, `-2.25`.
    ///
    /// The digits are the shortest that round-trip. The literal is positional (`0.00001`,
    /// `10000000000000000.0`) unless that would take more than 20 zeros; beyond that it uses an
    /// exponent (`1e-300`, `1.5e+300`), which is still a `Double` literal. A literal always has a
    /// fraction or an exponent, so it is a `Double` even where the type is inferred. Swift has no
    /// literal for NaN and the infinities; they are written `Double.nan`, `Double.infinity` and
    /// `-Double.infinity`.
    public static func double(_ value: Double) -> String {
        if value.isNaN { return "Double.nan" }
        if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
        let description = "\(value)"
        let sign = description.hasPrefix("-") ? "-" : ""
        let unsigned = description.dropFirst(sign.count)
        let parts = unsigned.split(separator: "e", maxSplits: 1)
        var exponent = parts.count == 2 ? Int(parts[1])! : 0
        let mantissa = parts[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var digits = String(mantissa[0])
        if mantissa.count == 2 {
            digits += mantissa[1]
            exponent += mantissa[0].count - 1
        } else {
            exponent += mantissa[0].count - 1
        }
        // `value` is digits[0].digits[1...] × 10^exponent.
        while digits.count > 1, digits.hasSuffix("0") { digits.removeLast() }
        while digits.count > 1, digits.hasPrefix("0") {
            digits.removeFirst()
            exponent -= 1
        }
        let pointPosition = exponent + 1
        guard pointPosition >= -20, pointPosition - digits.count <= 20 else {
            let fraction = digits.dropFirst()
            return sign + String(digits.prefix(1)) + (fraction.isEmpty ? "" : "." + fraction)
                + "e" + (exponent < 0 ? "-" : "+") + String(abs(exponent))
        }
        if digits == "0" { return sign + "0.0" }
        if pointPosition <= 0 {
            return sign + "0." + String(repeating: "0", count: -pointPosition) + digits
        }
        if pointPosition >= digits.count {
            return sign + digits + String(repeating: "0", count: pointPosition - digits.count) + ".0"
        }
        let split = digits.index(digits.startIndex, offsetBy: pointPosition)
        return sign + digits[..<split] + "." + digits[split...]
    }

    /// An integer literal: `42`, `-7`. `Int.min` is fine: a minus sign is part of the literal.
    public static func int(_ value: Int) -> String {
        String(value)
    }

    /// `true` or `false`.
    public static func bool(_ value: Bool) -> String {
        value ? "true" : "false"
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Whether `scalar` is an emoji other than the ASCII digits, `#` and `*` that start keycaps.
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }
}
