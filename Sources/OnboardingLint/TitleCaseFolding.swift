import JSONSyntax

/// Trimming and lowercasing as `Unicode.Scalar.Properties` define them, in one pass over UTF-8:
/// ASCII and caseless scripts without a lookup in the Unicode tables, and a scalar of Latin, Greek
/// or Cyrillic looked up once a run.
///
/// Foundation's trimming and `String.lowercased()`, then the same through `unicodeScalars`,
/// made `duplicate_text` cost more than parsing the titles (20,000 slides in twelve scripts).
/// `LintRuleTests` checks every scalar against the standard library.
struct TitleCaseFolding {
    /// The end of the scalars `lowercases` covers: Latin, Greek and Cyrillic.
    private static let tableEnd: UInt32 = 0x530
    /// In `lowercases`, a scalar not looked up yet.
    private static let unknown = UInt32.max
    /// In `lowercases`, a scalar whose lowercase is more than one scalar.
    private static let several = UInt32.max - 1

    /// The lowercase of each scalar below `tableEnd` that a title held, read from the standard
    /// library's own tables on first use: a table of all of them made every run that lints a title in
    /// Latin, Greek or Cyrillic pay for 1,328 lookups (4 % of a cold `onboardc build`, callgrind).
    /// Empty until a title needs it.
    private var lowercases: [UInt32] = []

    init() {}

    /// The UTF-8 of `title` without leading and trailing white space, lowercased.
    mutating func key(of title: String) -> [UInt8] {
        title.withUTF8Bytes { key(of: $0) }
    }

    /// The UTF-8 of `text` (which is valid UTF-8) without leading and trailing white space, lowercased.
    private mutating func key(of text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
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
            if value < Self.tableEnd, let lowercase = singleScalarLowercase(of: scalar) {
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

    /// The lowercase of `scalar`, which is below `tableEnd`, when it is one scalar; `nil` when it is more.
    private mutating func singleScalarLowercase(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let index = Int(scalar.value)
        if lowercases.isEmpty { lowercases = Array(repeating: Self.unknown, count: Int(Self.tableEnd)) }
        if lowercases[index] == Self.unknown {
            let lowercase = scalar.properties.lowercaseMapping.unicodeScalars
            lowercases[index] = lowercase.count == 1 ? lowercase.first!.value : Self.several
        }
        return lowercases[index] == Self.several ? nil : Unicode.Scalar(lowercases[index])
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
