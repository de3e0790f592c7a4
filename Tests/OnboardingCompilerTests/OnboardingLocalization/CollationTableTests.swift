import Foundation
import Testing

@testable import OnboardingLocalization
import OnboardingTestSupport

/// Foundation's comparison, which `XcodeKeyOrder` computes without it, and the generator of
/// `CollationTable+Data.swift` from it.
enum FoundationKeyOrder {
    private static let locale = Locale(identifier: "en")

    /// Foundation's comparison of `lhs` and `rhs` with `options`, an English locale.
    static func compare(_ lhs: String, _ rhs: String, _ options: String.CompareOptions) -> ComparisonResult {
        lhs.compare(rhs, options: options, range: nil, locale: locale)
    }

    /// The order `XcodeKeyOrder` reproduces.
    static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        switch compare(lhs, rhs, [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering]) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
        }
    }

    static let primary: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
    static let secondary: String.CompareOptions = [.caseInsensitive, .widthInsensitive]
    static let tertiary: String.CompareOptions = [.widthInsensitive]

    /// The blocks the table holds: the alphabets and syllabaries of the Basic Multilingual Plane
    /// from Latin to Sundanese (Greek, Cyrillic, Hebrew, Arabic, the scripts of India, Thai,
    /// Georgian, Ethiopic, Khmer, Mongolian and more), Hangul letters, punctuation, symbols,
    /// arrows, shapes, kana, full-width forms, emoji, and the marks that combine with them. Han
    /// characters are ordered apart (`hanCharacters`).
    static let blocks: [ClosedRange<UInt32>] = [
        0x01...0x7E, 0xA0...0x1CFF, 0x1D00...0x1FFF, 0x2000...0x2BFF,
        0x2C00...0x2E7F, 0x3000...0x30FF, 0x3130...0x318F, 0x31F0...0x33FF, 0xA640...0xA6FF, 0xA720...0xA7FF,
        0xFB00...0xFB4F, 0xFE00...0xFE0F, 0xFE10...0xFE6F, 0xFF01...0xFFEF, 0x1F000...0x1FAFF,
    ]

    static func characters(in blocks: [ClosedRange<UInt32>]) -> [String] {
        blocks.joined().compactMap(Unicode.Scalar.init).filter {
            $0.properties.generalCategory != .unassigned && $0.properties.generalCategory != .surrogate
        }.map { String(Character($0)) }
    }

    /// The table's characters in Foundation's order.
    static func orderedCharacters() -> [String] {
        characters(in: blocks).sorted { lhs, rhs in
            switch compare(lhs, rhs, primary) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: compare(lhs, rhs, [.widthInsensitive, .forcedOrdering]) == .orderedAscending
            }
        }
    }

    /// The Han characters of the Basic Multilingual Plane, in Foundation's order: by radical and
    /// stroke count.
    static func hanCharacters() -> [String] {
        characters(in: [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF]).sorted { areInIncreasingOrder($0, $1) }
    }

    /// What `character` stands for, if Foundation finds it equal at the primary level to a
    /// sequence of the table's characters: its compatibility decomposition (`…` is `...`), its
    /// case mapping (`ß` is `SS`), or two Latin letters (`Æ` is `AE`).
    static func expansion(of character: String, in table: Set<String>) -> String? {
        let scalar = character.unicodeScalars.first!
        var candidates = [character.decomposedStringWithCompatibilityMapping, character.lowercased(), character.uppercased()]
        if scalar.properties.isAlphabetic, compare(character, "", primary) != .orderedSame {
            let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
            search: for first in letters where compare(character, first, primary) != .orderedAscending {
                for second in letters where compare(character, first + second, primary) == .orderedSame {
                    candidates.append(first + second)
                    break search
                }
            }
        }
        return candidates.first { candidate in
            candidate.unicodeScalars.count > 1 && candidate != character.decomposedStringWithCanonicalMapping
                && compare(character, candidate, primary) == .orderedSame
                && candidate.unicodeScalars.allSatisfy { table.contains(String($0)) }
        }
    }

    /// The source of `CollationTable+Data.swift`.
    static func tableSource() -> String {
        let ordered = orderedCharacters()
        var levels: [String] = []
        var line = ""
        for (index, character) in ordered.enumerated() {
            line += literal(character)
            guard index + 1 < ordered.count else { break }
            let next = ordered[index + 1]
            let separator =
                if compare(character, next, primary) != .orderedSame { "\n" }
                else if compare(character, next, secondary) != .orderedSame { " " }
                else if compare(character, next, tertiary) != .orderedSame { "," }
                else { "=" }
            if separator == "\n" {
                levels.append(line)
                line = ""
            } else {
                line += separator
            }
        }
        levels.append(line)
        let table = Set(ordered)
        let expansions = ordered.compactMap { character in
            expansion(of: character, in: table).map { literal(character) + $0.unicodeScalars.map { literal(String($0)) }.joined() }
        }
        let han = hanCharacters()
        let hanLines = stride(from: 0, to: han.count, by: 64).map { han[$0..<min($0 + 64, han.count)].joined() }
        func literalLines(_ lines: [String]) -> String {
            lines.map { "        " + $0 + "\n" }.joined() + "        \"\"\""
        }
        return """
            // Generated from Foundation's comparison by `ONBOARDC_UPDATE_GENERATED=1 swift test --filter CollationTableTests`.
            // Do not edit.

            extension CollationTable {
                /// The characters in collation order, each followed by what separates it from the next one:
                /// a line break for a primary difference (another letter or symbol), a space for a
                /// secondary one (an accent), a comma for a tertiary one (case or width), `=` for none.
                /// The first line holds the characters ignored but for their accents.
                static let levels = \"\"\"
            \(literalLines(levels))

                /// Characters that stand for several (`…` for `...`, `Æ` for `AE`): each line is the
                /// character, then those it stands for.
                static let expansions = \"\"\"
            \(literalLines(expansions))

                /// The Han characters in collation order: by radical, then by stroke count.
                static let hanOrder = \"\"\"
            \(literalLines(hanLines))
            }

            """
    }

    /// `character` as it is written in the table's literals: escaped unless it is a visible
    /// character that stands on its own.
    static func literal(_ character: String) -> String {
        let scalar = character.unicodeScalars.first!
        let hidden: Set<Unicode.GeneralCategory> = [
            .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark, .spacingMark,
            .enclosingMark, .privateUse,
        ]
        let visible =
            !hidden.contains(scalar.properties.generalCategory) && !"\\\" ,=".unicodeScalars.contains(scalar)
            && !(0x1160...0x11FF).contains(scalar.value) && !(0x1F1E6...0x1F1FF).contains(scalar.value) && !(0x1F3FB...0x1F3FF).contains(scalar.value)
            && !scalar.properties.isVariationSelector
        return visible ? character : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
}

@Suite struct CollationTableTests {
    @Test func tableIsWhatFoundationGenerates() throws {
        try GeneratedFile.expect(
            "Sources/OnboardingLocalization/Catalog/Collation/CollationTable+Data.swift", toEqual: FoundationKeyOrder.tableSource())
    }
}
