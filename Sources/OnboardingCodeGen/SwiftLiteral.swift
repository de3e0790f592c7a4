import OnboardingDiagnostics

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
        literal(of: value, between: "\"")
    }

    /// What stands for `value` between the quotes of a literal, one-line or multi-line: the literal
    /// `string(value)` without its quotes.
    public static func stringContents(_ value: String) -> String {
        literal(of: value, between: "")
    }

    /// The contents of the literal of `value` between two `quote`s.
    private static func literal(of value: String, between quote: StaticString) -> String {
        value.withUTF8Bytes { bytes in
            // Most text is printable ASCII without quotes or backslashes, or other text that needs
            // no escape, and is its own literal between quotes.
            let mayNeedEscapes = bytes.contains {
                $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
            }
            guard mayNeedEscapes else {
                guard quote.utf8CodeUnitCount > 0 else { return value }
                var literal = ""
                literal.reserveCapacity(bytes.count + 2)
                literal += "\""
                literal += value
                literal += "\""
                return literal
            }
            var literal = ByteBuffer(capacity: bytes.count + 16)
            literal.append(quote)
            writeEscaped(bytes, to: &literal)
            literal.append(quote)
            return literal.text
        }
    }

    /// The text of a one-line comment that shows `text` as it is: invisible characters, line
    /// breaks and bidirectional controls among them, are escaped as in diagnostics
    /// (`InvisibleCharacters`), so that a comment never ends early nor reads otherwise than its text.
    public static func commentText(_ text: String) -> String {
        text.escapingInvisibleCharacters
    }

    /// Appends the contents of the literal of valid UTF-8 `bytes`, scalar by scalar, copying the
    /// runs of kept text whole.
    ///
    /// Works on the bytes rather than the string's scalar view, whose index checks and copies made
    /// literals a third of code generation (callgrind, 2,000 slides).
    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to code: inout ByteBuffer) {
        var runStart = 0
        // The offset of the previous scalar, and whether it was escaped.
        var previousOffset: Int?
        var previousWasEscaped = true
        var offset = 0
        while offset < bytes.count {
            if !previousWasEscaped, let length = ordinarySequenceLength(bytes, at: offset) {
                previousOffset = offset
                offset += length
                continue
            }
            let (scalar, length) = bytes.scalar(at: offset)
            // Printable ASCII, and scalars of the ordinary ranges after a kept one, are kept
            // without looking further: the common case, kept out of `escape`.
            let isKept =
                scalar.value < 0x80
                ? scalar.value >= 0x20 && scalar.value != 0x7F && scalar != "\"" && scalar != "\\"
                : !previousWasEscaped && InvisibleCharacters.isOrdinary(scalar)
            var escape: String?
            if !isKept {
                let previous = previousOffset.map { (bytes.scalar(at: $0).scalar, previousWasEscaped) }
                escape = self.escape(scalar, before: bytes.scalar(ifAnyAt: offset + length), after: previous)
            }
            if let escape {
                code.append(UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                code.append(contentsOf: escape)
                runStart = offset + length
            }
            previousOffset = offset
            previousWasEscaped = escape != nil
            offset += length
        }
        code.append(UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    }

    /// The length of the sequence at `offset` when its lead bytes alone show that it is printable
    /// ASCII or in a range of `InvisibleCharacters.isOrdinary` (U+00C0 to U+05FF, U+4000 to U+D7FF, U+1F000 to
    /// U+1FBFF): most text, kept without decoding its scalars.
    @inline(__always)
    static func ordinarySequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        switch bytes[offset] {
        case 0x20...0x7E: bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "\\") ? nil : 1
        case 0xC3...0xD7: 2
        case 0xE4...0xED: 3
        case 0xF0: offset + 2 < bytes.count && bytes[offset + 1] == 0x9F && bytes[offset + 2] <= 0xAF ? 4 : nil
        default: nil
        }
    }

    /// How `scalar` is written in a literal: `nil` when as itself, else its escape sequence.
    private static func escape(
        _ scalar: Unicode.Scalar, before next: Unicode.Scalar?, after previous: (scalar: Unicode.Scalar, wasEscaped: Bool)?
    ) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        case "\u{20}"..."\u{7E}": return nil
        default: break
        }
        let previousWasEscaped = previous?.wasEscaped ?? true
        if !previousWasEscaped, InvisibleCharacters.isOrdinary(scalar) { return nil }
        let keptPrevious = previousWasEscaped ? nil : previous?.scalar
        if InvisibleCharacters.isInvisible(scalar, after: keptPrevious, before: next) {
            return InvisibleCharacters.escape(scalar)
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return previousWasEscaped ? InvisibleCharacters.escape(scalar) : nil
        default:
            // Swift's lexer rejects `\u{FDD0}`...`\u{FDEF}` ("invalid unicode scalar") while it takes
            // those noncharacters as they are; the others escape fine.
            return isNoncharacter(scalar) && !(0xFDD0...0xFDEF).contains(scalar.value) ? InvisibleCharacters.escape(scalar) : nil
        }
    }

    /// `scalar.properties.isNoncharacterCodePoint`, computed: U+FDD0...U+FDEF and the last two code
    /// points of every plane, which Unicode guarantees never to change.
    private static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
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
        // Swift writes a finite double positionally, with its shortest digits and a fraction,
        // unless it uses an exponent: positional, the description is the literal (a test checks
        // this for every colour component and many other values). Reformatting it took 3,500
        // instructions a value.
        if !description.utf8.contains(UInt8(ascii: "e")) { return description }
        return reformatted(description)
    }

    /// The literal of a double from its description, `value` being `digits[0].digits[1...] × 10^exponent`.
    static func reformatted(_ description: String) -> String {
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
}
