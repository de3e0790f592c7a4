import JSONSyntax
import OnboardingSpec

/// The slides of a spec filed by title, compared by `DuplicateTextRule.comparisonKey(of:)`.
///
/// Titles are filed under the hash of their key, and the key itself is not kept: a dictionary of
/// 100,000 title keys was the peak of a build's memory. A slide whose hash is already filed has
/// the key of the last slide filed there worked out again to compare; different keys with one hash
/// (rare) are filed by key.
struct TitleIndex {
    let slides: [Slide]
    /// The hash of a title key; a parameter so that tests can make every title collide.
    private let hash: ([UInt8]) -> Int
    private var lastByHash: [Int: Int] = [:]
    private var lastByCollidingKey: [[UInt8]: Int] = [:]
    /// For each slide, the slide before it with the same title, or -1.
    private var previous: [Int]
    private let folding = TitleCaseFolding()
    /// The key of the title being filed, and of the one it is compared with; kept to reuse their storage.
    private var key: [UInt8] = []
    private var otherKey: [UInt8] = []

    init(slides: [Slide], hash: @escaping ([UInt8]) -> Int = TitleIndex.hash) {
        self.slides = slides
        self.hash = hash
        lastByHash.reserveCapacity(slides.count)
        previous = [Int](repeating: -1, count: slides.count)
    }

    /// Files the slide at `index`, whose title is `title`; returns the slides before it with the
    /// same title, in spec order, or `nil` when the title is only white space.
    mutating func insert(_ index: Int, title: String) -> [Int]? {
        folding.key(of: title, into: &key)
        guard !key.isEmpty else { return nil }
        let hash = hash(key)
        if let last = lastByHash[hash] {
            if let lastTitle = slides[last].title, hasCurrentKey(lastTitle) {
                previous[index] = last
                lastByHash[hash] = index
            } else {
                previous[index] = lastByCollidingKey.updateValue(index, forKey: key) ?? -1
            }
        } else {
            lastByHash[hash] = index
        }
        var earlier: [Int] = []
        var link = previous[index]
        while link >= 0 {
            earlier.append(link)
            link = previous[link]
        }
        return earlier.reversed()
    }

    /// Whether `title` has the key of the title being filed.
    private mutating func hasCurrentKey(_ title: String) -> Bool {
        folding.key(of: title, into: &otherKey)
        return otherKey == key
    }

    /// The hash of a key's bytes, all at once rather than element by element as `Array` hashes.
    static func hash(_ key: [UInt8]) -> Int {
        var hasher = Hasher()
        key.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}

extension DuplicateTextRule {
    /// The UTF-8 of `title` without the white space around it, lowercased: titles with equal keys
    /// are the same.
    ///
    /// Keys are compared byte for byte. Comparing them as `String`s, which also equates canonically
    /// equivalent spellings such as `é` and `e` + U+0301, normalized every title to hash it and
    /// made this rule a tenth of the front end (20,000 slides in twelve scripts).
    static func comparisonKey(of title: String) -> [UInt8] {
        var key: [UInt8] = []
        TitleCaseFolding().key(of: title, into: &key)
        return key
    }
}

/// Trimming and lowercasing as `Unicode.Scalar.Properties` define them, in one pass over UTF-8
/// with the scalars of titles in most scripts answered without a lookup in the Unicode tables.
///
/// Foundation's trimming and `String.lowercased()`, then the same through `unicodeScalars`,
/// made `duplicate_text` cost more than parsing the titles (20,000 slides in twelve scripts).
/// `LintRuleTests` checks every scalar against the standard library.
struct TitleCaseFolding {
    /// The end of the scalars `singleScalarLowercase` covers: Latin, Greek and Cyrillic.
    static let tableEnd: UInt32 = 0x530

    /// The lowercase of each scalar below `tableEnd` when it is one scalar; `nil` when it is more.
    /// Read once from the standard library's own tables.
    static let singleScalarLowercase: [Unicode.Scalar?] = (0..<tableEnd).map { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        let lowercase = scalar.properties.lowercaseMapping.unicodeScalars
        return lowercase.count == 1 ? lowercase.first : nil
    }

    /// `singleScalarLowercase`, read once for many titles: a static is reached through a
    /// thread-safe initialization check on every access.
    private let table = singleScalarLowercase

    /// Replaces `key` with the UTF-8 of `title` without leading and trailing white space, lowercased.
    func key(of title: String, into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        title.withUTF8Bytes { appendKey(of: $0, to: &key) }
    }

    /// Appends the UTF-8 of `text` (which is valid UTF-8) without leading and trailing white space, lowercased.
    private func appendKey(of text: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) {
        let start = key.count
        key.reserveCapacity(start + text.count)
        var keptCount = start
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte < 0x80 {
                index += 1
                if 0x09...0x0D ~= byte || byte == 0x20 {
                    if key.count > start { key.append(byte) }
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
                if key.count > start { key.append(contentsOf: encoded) }
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
