import Foundation

/// The order Xcode writes the keys of a String Catalog's objects in: Finder's order, as
/// `localizedStandardCompare` gives it for an English system language.
///
/// Read off the catalogs of public projects: case is ignored but lowercase comes first at a tie
/// (`Dinner preferences` before `Dinner Preferences`); runs of digits compare by value (`Every 2
/// Hours` before `Every 30 Minutes`, `500km` after `0km`); punctuation and symbols come before
/// digits and digits before letters, in the Unicode Collation Algorithm's order (`%@` before
/// `${name}`, `[link]` before `%d`, `🦖 Dinosaurs` before `A`); accented letters sort with their
/// base letter. The comparison is Foundation's, with a fixed locale, so the order is the same on
/// every machine.
public enum XcodeKeyOrder {
    private static let locale = Locale(identifier: "en")
    private static let options: String.CompareOptions = [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering]

    /// Whether Xcode writes `lhs` before `rhs`.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        switch lhs.compare(rhs, options: options, range: nil, locale: locale) {
        case .orderedAscending: true
        case .orderedDescending: false
        // Only for strings Swift also finds equal, such as `é` precomposed and decomposed: by their scalars then.
        case .orderedSame: lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
        }
    }
}
