/// The collation weights of the characters `XcodeKeyOrder` knows, decoded on first use from the
/// generated `CollationTable.levels`, `expansions` and `hanOrder`.
///
/// Characters it does not know, such as those of scripts it leaves out, come after all others,
/// in the order of their scalars.
struct CollationTable: Sendable {
    static let shared = CollationTable()

    /// A character's place in `levels`.
    private struct Place {
        var line: Int
        var secondary: Int
        var tertiary: Int
    }

    private var places: [UInt32: Place] = [:]
    private var expansions: [UInt32: [UInt32]] = [:]
    private var hanRanks: [UInt32: Int] = [:]
    private var lineCount = 0
    private var digitLine = 0

    private init() {
        readLevels()
        for line in Self.expansions.split(separator: "\n") {
            let scalars = line.unicodeScalars.map(\.value)
            expansions[scalars[0]] = Array(scalars.dropFirst())
        }
        for scalar in Self.hanOrder.unicodeScalars where scalar != "\n" {
            hanRanks[scalar.value] = hanRanks.count
        }
        digitLine = places[Unicode.Scalar("0").value]!.line
    }

    /// Reads `levels`: a line a primary weight, each character followed by what separates it from
    /// the next one: a space for a secondary difference, a comma for a tertiary one, `=` for none,
    /// a line break for a primary one.
    private mutating func readLevels() {
        var place = Place(line: 0, secondary: 0, tertiary: 0)
        var scalars = Self.levels.unicodeScalars.makeIterator()
        while let character = scalars.next() {
            places[character.value] = place
            switch scalars.next() {
            case "\n": place = Place(line: place.line + 1, secondary: 0, tertiary: 0)
            case " ": place = Place(line: place.line, secondary: place.secondary + 1, tertiary: 0)
            case ",": place.tertiary += 1
            default: break
            }
        }
        lineCount = place.line + 1
    }

    /// The collation elements of `text`: a number (a run of decimal digits of any script) is one
    /// element, a character that stands for several (`Æ`, `…`, `ß`) is several, and a Hangul
    /// syllable is its letters.
    func elements(of text: String) -> [CollationElement] {
        var elements: [CollationElement] = []
        var digits: [UInt8] = []
        var digitsAreASCII = true
        func appendNumber() {
            guard !digits.isEmpty else { return }
            let withoutLeadingZeros = Array(digits.drop { $0 == 0 })
            let significant = withoutLeadingZeros.isEmpty ? [0] : withoutLeadingZeros
            elements.append(CollationElement(primary: PrimaryWeight(weight: digitLine, digits: significant), secondary: 1, tertiary: 0))
            // Foundation compares numbers of ASCII digits itself, and a leading zero there weighs an
            // accent (`1` before `01`); ICU, which compares the others, ignores leading zeros.
            let accents = digitsAreASCII ? digits.count : significant.count
            elements += repeatElement(CollationElement(primary: nil, secondary: 1, tertiary: 0), count: accents - 1)
            digits.removeAll()
            digitsAreASCII = true
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                digits.append(UInt8(value))
                digitsAreASCII = digitsAreASCII && scalar.isASCII
                continue
            }
            appendNumber()
            if let expansion = expansions[scalar.value] {
                for (index, part) in expansion.enumerated() {
                    var element = self.element(places[part]!)
                    if index == 0 { element.tertiary += 100 }
                    elements.append(element)
                }
            } else if let place = places[scalar.value] {
                if place.line == 0, place.secondary == 0 { continue }
                elements.append(element(place))
            } else if let syllable = HangulSyllable(scalar) {
                elements += syllable.jamo.map { element(places[$0]!) }
            } else {
                let weight = lineCount + (hanRanks[scalar.value] ?? hanRanks.count + Int(scalar.value))
                elements.append(CollationElement(primary: PrimaryWeight(weight: weight), secondary: 1, tertiary: 0))
            }
        }
        appendNumber()
        return elements
    }

    /// A character of the first line, which the collation ignores but for its accent, has no
    /// primary weight, and its accent weighs more than any letter's. (Those of the line's first
    /// group, such as a variation selector or a joiner, weigh nothing at all and have no element.)
    private func element(_ place: Place) -> CollationElement {
        place.line == 0
            ? CollationElement(primary: nil, secondary: 1000 + place.secondary, tertiary: place.tertiary)
            : CollationElement(primary: PrimaryWeight(weight: place.line), secondary: place.secondary + 1, tertiary: place.tertiary)
    }

}

/// A precomposed Hangul syllable, which collates as the letters it is made of.
private struct HangulSyllable {
    /// The leading consonant, the vowel and, if it has one, the trailing consonant, as conjoining jamo.
    let jamo: [UInt32]

    init?(_ scalar: Unicode.Scalar) {
        guard (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
        let index = scalar.value - 0xAC00
        let trailing = index % 28
        jamo = [0x1100 + index / 588, 0x1161 + (index % 588) / 28] + (trailing == 0 ? [] : [0x11A7 + trailing])
    }
}
