/// The characters that text shown to a person never holds raw, and how to find them.
///
/// A character is invisible when a terminal, an editor or a log viewer would act on it or hide it
/// rather than show it: a control character (U+0000–U+001F, U+007F–U+009F), which breaks a line,
/// moves the cursor or starts an escape sequence; a line or paragraph separator (U+2028,
/// U+2029); a format character, such as a bidirectional control (U+202E, U+2066, U+061C), which
/// reorders the text around it, a zero-width space (U+200B), a word joiner (U+2060) or a byte order
/// mark (U+FEFF); and the other default-ignorable characters that are not marks, such as the
/// Hangul fillers (U+3164). Kept as they are: the zero-width joiner inside an emoji sequence
/// (👩‍💻) and the tag characters of a flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿), variation selectors, combining marks, and
/// every printable character of every script.
///
/// Diagnostics, reporters and generated comments all decide with this one definition;
/// `String.escapingInvisibleCharacters` is the escape that people read.
public enum InvisibleCharacters {
    /// Calls `visible` with each run of `text` that holds no invisible character and `invisible`
    /// with each invisible character, in order; together they cover `text`.
    ///
    /// `text` must be valid UTF-8, as a `String`'s is. Printable ASCII, and scalars of ranges that
    /// hold no invisible character, are passed over without a Unicode property lookup.
    public static func scan(
        _ text: UnsafeBufferPointer<UInt8>,
        visible: (UnsafeBufferPointer<UInt8>) -> Void,
        invisible: (Unicode.Scalar) -> Void
    ) {
        var runStart = 0
        var offset = 0
        // The scalar before `offset` when it was kept, for emoji sequences.
        var previousKept: Unicode.Scalar?
        while offset < text.count {
            // Most text is printable ASCII: eight bytes of it are passed over at once.
            if offset + 8 <= text.count, isPrintableASCII(eightBytesOf: text, at: offset) {
                previousKept = nil
                offset += 8
                continue
            }
            let byte = text[offset]
            if byte >= 0x20, byte < 0x7F {
                previousKept = nil
                offset += 1
                continue
            }
            let (scalar, length) = text.scalar(at: offset)
            let next = text.scalar(ifAnyAt: offset + length)
            let isHidden = isInvisible(scalar, after: previousKept, before: next)
            if isHidden {
                if runStart < offset { visible(UnsafeBufferPointer(rebasing: text[runStart..<offset])) }
                invisible(scalar)
                runStart = offset + length
                previousKept = nil
            } else {
                previousKept = scalar
            }
            offset += length
        }
        if runStart < text.count { visible(UnsafeBufferPointer(rebasing: text[runStart...])) }
    }

    /// Whether the eight bytes of `text` from `offset` are all printable ASCII (U+0020 to U+007E),
    /// tested at once as one integer.
    ///
    /// `JSONSyntax`'s `ByteWord` makes the same tests, but this module sits below it; moved here
    /// and called from `JSONSyntax` and `OnboardingReporting`, `ByteWord` was not inlined there, and
    /// `onboardc lint --reporter sarif` of the 50-slide spec took 4.4 % more instructions.
    @inline(__always)
    private static func isPrintableASCII(eightBytesOf text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let bits = UInt64(littleEndian: UnsafeRawPointer(text.baseAddress!).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        // A byte below 0x20 borrows into its high bit when 0x20 is taken from it; a byte above 0x7E
        // has its high bit set once 1 is added to it, or had it already.
        let below = (bits &- ones &* 0x20) & ~bits & highBits
        let above = ((bits &+ ones) | bits) & highBits
        return below | above == 0
    }

    /// Whether `scalar` is invisible between `previousKept`, the scalar before it when that one is
    /// shown as itself, and `next`: as `isInvisible(_:)`, except that a zero-width joiner between
    /// two emoji (👩‍💻) and a tag character after an emoji or a kept tag (🏴󠁧󠁢󠁳󠁣󠁴󠁿) are kept.
    public static func isInvisible(_ scalar: Unicode.Scalar, after previousKept: Unicode.Scalar?, before next: Unicode.Scalar?) -> Bool {
        if isOrdinary(scalar) { return false }
        if scalar == "\u{200D}" { return !(previousKept.map(continuesEmoji) == true && next.map(isEmoji) == true) }
        if (0xE0020...0xE007F).contains(scalar.value) { return !(previousKept.map(continuesEmoji) == true) }
        return isInvisible(scalar)
    }

    /// Whether `scalar` is invisible wherever it stands; the zero-width joiner and the tag
    /// characters are, except inside an emoji sequence, which `scan` recognises.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value < 0x20 || scalar.value == 0x7F }
        if isOrdinary(scalar) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
            return true
        case .nonspacingMark, .spacingMark, .enclosingMark:
            // Variation selectors, the combining grapheme joiner: they change the character before.
            return false
        default:
            return scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// How people read `scalar` in escaped text: `\n`, `\r`, `\t`, or `\u{` and its hexadecimal
    /// code point and `}` (`\u{1B}`, `\u{202E}`), as Swift writes it.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// Whether `scalar` lies in a range that holds no invisible character: most letters,
    /// punctuation, symbols and emoji, known without a property lookup (about 300 instructions).
    /// `InvisibleCharactersTests` checks every scalar of the ranges against `isInvisible`'s lookup.
    public static func isOrdinary(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E,
            0xA0...0xAC,  // Latin-1 punctuation and symbols, before the soft hyphen
            0xAE...0x05FF,  // Latin, IPA, combining marks, Greek, Cyrillic, Armenian, Hebrew
            0x0606...0x061B, 0x061D...0x06DC, 0x06DE...0x070E,  // Arabic, Syriac
            0x0710...0x088F, 0x0892...0x08E1, 0x08E3...0x115E,  // Thaana to Hangul Jamo: Indic, Thai, Georgian...
            0x1161...0x180D,  // Hangul Jamo to Mongolian
            0x180F...0x200A,  // Latin and Greek extended, general punctuation spaces
            0x2010...0x2027, 0x202F...0x205F,  // General punctuation
            0x2070...0x3163, 0x3165...0xD7FF,  // Symbols, arrows, CJK, kana, Hangul
            0xE000...0xFDCF, 0xFDF0...0xFEFE,  // Private use, compatibility ideographs, variation selectors, Arabic forms
            0xFF00...0xFF9F, 0xFFA1...0xFFEF,  // Half-width and full-width forms
            0x1F000...0x1FBFF,  // Emoji and pictographs
            0x20000...0x2FFFD, 0x30000...0x3FFFD:  // CJK extensions
            true
        default:
            false
        }
    }

    /// Whether a kept `scalar` can be followed by a joiner or a tag of an emoji sequence: an emoji
    /// outside ASCII (not a digit or `#`), a skin tone, the emoji variation selector, or a tag.
    private static func continuesEmoji(_ scalar: Unicode.Scalar) -> Bool {
        isEmoji(scalar) || scalar == "\u{FE0F}" || (0xE0020...0xE007F).contains(scalar.value)
    }

    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && scalar.properties.isEmoji
    }
}

extension String {
    /// The string with every invisible character (see `InvisibleCharacters`) written as an escape
    /// that shows it: `p\nx\u{1B}[31m`, `key\u{202E}`.
    ///
    /// File names and user text pass through it wherever onboardc shows them to a person, so that
    /// no text can split a diagnostic line, colour the terminal or reorder what is printed after
    /// it. Other text, emoji sequences included, is unchanged; so is a string without invisible
    /// characters, which costs one pass over its bytes.
    public var escapingInvisibleCharacters: String {
        var escaped = ""
        var hasInvisibleCharacters = false
        withContiguousUTF8 { bytes in
            InvisibleCharacters.scan(
                bytes,
                // A run as long as the string means there is nothing to escape: no copy then.
                visible: { run in if run.count < bytes.count { escaped += String(decoding: run, as: UTF8.self) } },
                invisible: { scalar in
                    hasInvisibleCharacters = true
                    escaped += InvisibleCharacters.escape(scalar)
                })
        }
        return hasInvisibleCharacters ? escaped : self
    }

    /// Calls `body` with the string's UTF-8, copying it only when it is not stored contiguously.
    private func withContiguousUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
