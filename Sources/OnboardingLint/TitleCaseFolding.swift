import JSONSyntax

/// Trimming and lowercasing as `Unicode.Scalar.Properties` define them, in one pass over UTF-8
/// with the scalars of titles in most scripts answered without a lookup in the Unicode tables.
///
/// Foundation's trimming and `String.lowercased()`, then the same through `unicodeScalars`,
/// made `duplicate_text` cost more than parsing the titles (20,000 slides in twelve scripts).
/// `LintRuleTests` checks every scalar against the standard library.
enum TitleCaseFolding {
    /// The end of the scalars `singleScalarLowercase` covers: Latin, Greek and Cyrillic.
    static let tableEnd: UInt32 = 0x530

    /// The lowercase of each scalar below `tableEnd` when it is one scalar; `nil` when it is more.
    /// Read once from the standard library's own tables.
    static let singleScalarLowercase: [Unicode.Scalar?] = (0..<tableEnd).map { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        let lowercase = scalar.properties.lowercaseMapping.unicodeScalars
        return lowercase.count == 1 ? lowercase.first : nil
    }

    /// The UTF-8 of `title` without leading and trailing white space, lowercased.
    static func key(of title: String) -> [UInt8] {
        title.withUTF8Bytes(key(of:))
    }

    /// The UTF-8 of `text` (which is valid UTF-8) without leading and trailing white space, lowercased.
    private static func key(of text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        // Read once a title rather than once a scalar (a static is reached through a thread-safe
        // initialization check on every access), and only for a title that needs it, so that a
        // run whose titles are ASCII never builds it.
        lazy var table = singleScalarLowercase
        var key: [UInt8] = []
        key.reserveCapacity(text.count)
        // The length of the key up to its last scalar that is not white space.
        var keptCount = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte < 0x80 {
                index += 1
                if 0x09...0x0D ~= byte || byte == 0x20 {
                    if !key.isEmpty { key.append(byte) }
                } else {
                    key.append(0x41...0x5A ~= byte ? byte | 0x20 : byte)
                    keptCount = key.count
                }
                continue
            }
            guard case .valid(let value, let length) = UTF8Validation.decode(text, at: index), let scalar = Unicode.Scalar(value) else {
                preconditionFailure("a String holds valid UTF-8")
            }
            let encoded = UnsafeBufferPointer(rebasing: text[index..<index + length])
            index += length
            if Self.isWhiteSpace(scalar) {
                if !key.isEmpty { key.append(contentsOf: encoded) }
                continue
            }
            if value < Self.tableEnd, let lowercase = table[Int(value)] {
                UTF8.encode(lowercase) { key.append($0) }
            } else if Self.isCaseless(scalar) {
                key.append(contentsOf: encoded)
            } else {
                key.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
            }
            keptCount = key.count
        }
        key.removeLast(key.count - keptCount)
        return key
    }

    /// `Unicode.Scalar.Properties.isWhitespace`: the White_Space scalars, a set Unicode keeps stable.
    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Whether the scalar is in a block of scripts without case, which lowercasing leaves alone:
    /// Hebrew to Myanmar, CJK and kana, Hangul, symbols and emoji.
    static func isCaseless(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590..<0x10A0, 0x3000..<0xA640, 0xAC00..<0xD800, 0x1F000..<0x30000: true
        default: false
        }
    }
}
