/// The order Xcode writes the keys of a String Catalog's objects in: Finder's order, as
/// `localizedStandardCompare` gives it for an English system language.
///
/// Read off the catalogs of public projects: case is ignored but lowercase comes first at a tie
/// (`Dinner preferences` before `Dinner Preferences`); runs of digits compare by value (`Every 2
/// Hours` before `Every 30 Minutes`, `500km` after `0km`); punctuation and symbols come before
/// digits and digits before letters, in the Unicode Collation Algorithm's order (`%@` before
/// `${name}`, `[link]` before `%d`, `🦖 Dinosaurs` before `A`); accented letters sort with their
/// base letter; Han characters by radical and stroke count.
///
/// That is Foundation's `compare(_:options:range:locale:)` with the options
/// `[.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering]` and an English locale. On
/// Linux only the whole of Foundation offers it, and loading it (ICU with it) cost a cold `onboardc
/// build` more than all its own work, so the order is computed here from `CollationTable`, which
/// Foundation's comparison generated, level by level as the Unicode Collation Algorithm does:
/// first the letters, symbols and numbers, then accents, then case and width, and at last the
/// UTF-16 code units. `XcodeKeyOrderTests` compares it with Foundation's on random keys of many
/// scripts. Where Foundation's comparison has rules of its own the table does not capture, the
/// order can differ from it:
/// - a number of digits other than ASCII ones that two keys share the beginning of (`٧٠٠٠` and
///   `٧٠ก`), a number whose digits come from several scripts (`1١`), or a number in a circle (`⑲`);
/// - a Hangul syllable without a trailing consonant followed by another syllable, against one with
///   (`가나` and `각`), or a Hangul syllable against a Han character;
/// - a ligature such as `ﬁ` after a letter, or two keys that differ in case and, further on, in a
///   character that stands for several (`Café aeon` and `café ÆON`): Foundation weighs only the
///   later difference;
/// - kana against Han characters after a shared beginning, a combining mark that follows a
///   letter it does not accent, or a key that starts with one;
/// - characters of scripts outside the table (the table holds the Basic Multilingual Plane's
///   alphabets from Latin to Sundanese, Hangul, kana, Han, symbols and emoji), which come after
///   all others in the order of their scalars.
public enum XcodeKeyOrder {
    /// Whether Xcode writes `lhs` before `rhs`.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        CollationKey(lhs) < CollationKey(rhs)
    }

    /// `keys` in the order Xcode writes them, each key's weights computed once.
    public static func sorted(_ keys: some Sequence<String>) -> [String] {
        keys.map(CollationKey.init).sorted().map(\.text)
    }
}

/// A text's weights at each level, compared level by level.
struct CollationKey: Comparable {
    let text: String
    private let primaries: [PrimaryWeight]
    private let secondaries: [Int]
    private let tertiaries: [Int]

    init(_ text: String) {
        let elements = CollationTable.shared.elements(of: text)
        self.text = text
        primaries = elements.compactMap(\.primary)
        secondaries = elements.map(\.secondary)
        tertiaries = elements.map(\.tertiary)
    }

    static func < (lhs: CollationKey, rhs: CollationKey) -> Bool {
        if lhs.primaries != rhs.primaries { return lhs.primaries.lexicographicallyPrecedes(rhs.primaries) }
        if lhs.secondaries != rhs.secondaries { return lhs.secondaries.lexicographicallyPrecedes(rhs.secondaries) }
        if lhs.tertiaries != rhs.tertiaries { return lhs.tertiaries.lexicographicallyPrecedes(rhs.tertiaries) }
        return lhs.text.utf16.lexicographicallyPrecedes(rhs.text.utf16)
    }

    static func == (lhs: CollationKey, rhs: CollationKey) -> Bool {
        lhs.text.utf16.elementsEqual(rhs.text.utf16)
    }
}
