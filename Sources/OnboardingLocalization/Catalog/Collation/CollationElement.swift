/// What one letter, symbol or number of a text weighs at each level of the Unicode Collation
/// Algorithm. Texts are compared by their primary weights first, then by their secondary ones, then
/// by their tertiary ones.
struct CollationElement {
    /// The base letter, symbol or number; `nil` for a mark that only accents the one before it.
    var primary: PrimaryWeight?
    /// The accent.
    var secondary: Int
    /// Case and width.
    var tertiary: Int
}

/// A primary weight: a place in the table, or a number, which sorts by value among the digits.
struct PrimaryWeight: Comparable {
    /// The line of `CollationTable.levels` the letter or symbol is on, or after them, its place
    /// among the Han characters or its scalar.
    var weight: Int
    /// The decimal digits of a number without its leading zeros (at least one digit), or `nil`.
    var digits: [UInt8]? = nil

    static func < (lhs: PrimaryWeight, rhs: PrimaryWeight) -> Bool {
        if lhs.weight != rhs.weight { return lhs.weight < rhs.weight }
        switch (lhs.digits, rhs.digits) {
        case (let left?, let right?):
            return left.count != right.count ? left.count < right.count : left.lexicographicallyPrecedes(right)
        // A number comes before the characters that share the digit zero's weight, such as `〇`.
        case (.some, nil): return true
        case (nil, _): return false
        }
    }
}
