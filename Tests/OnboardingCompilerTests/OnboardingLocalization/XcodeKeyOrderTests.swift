import Foundation
import Testing

import OnboardingLocalization
import OnboardingTestSupport

/// `XcodeKeyOrder` against Foundation's comparison, which it reproduces without loading Foundation,
/// on random keys of several kinds. Each kind draws pairs with and without a shared beginning, so
/// that the comparison reaches accents, case and numbers as well as the first letters.
///
/// Foundation's comparison has rules of its own that the table does not capture (listed on
/// `XcodeKeyOrder`); across seeds they decide at most one pair in 10,000 of these kinds, so each
/// kind allows two disagreements in its 20,000 pairs and lists every one it finds. A wrong weight
/// for a common character shows up as hundreds.
@Suite struct XcodeKeyOrderTests {
    /// Pieces of keys as apps write them: words in either case, accents precomposed and not,
    /// format specifiers, numbers with and without leading zeros, punctuation, spaces and line breaks.
    static let keyPieces = [
        "a", "A", "the", "The", "Dinner", "dinner", "I'm", "Clean", "Up", "up", "%@", "%lld", "%d", "…", "...", " ", "-", "_",
        ".", "2", "30", "007", "0", "km", "Ünïcödé", "café", "Café", "cafe\u{301}", "“", "”", "’", "(", ")", "!", "?", ":", "\n", "\t",
        "#", "$", "{", "}", "é", "É", "straße", "strasse", "Æsir", "aesir", "fine", "½", "№", "ｆｕｌｌ", "full", "™",
    ]

    /// The table's characters but digits, which `otherDigits` draws one script at a time, and
    /// numbers in circles (`⑲`, `⓾`), which Foundation orders among numbers in ways of its own.
    static let tableCharacters = FoundationKeyOrder.characters(in: FoundationKeyOrder.blocks).filter {
        let scalar = $0.unicodeScalars.first!
        return scalar.properties.numericType != .decimal && !(0x2460...0x24FF).contains(scalar.value)
            && !(0x2776...0x2793).contains(scalar.value)
    }

    static let hanAndKana =
        FoundationKeyOrder.characters(in: [0x3041...0x30FF, 0x3400...0x3440, 0x4E00...0x4FFF, 0x9F00...0x9FFF, 0xF900...0xF9FF])
        + ["a", "1", "12", " ", "、", "。", "ー"]

    /// Hangul words of one syllable, with and without a trailing consonant. (Foundation orders a
    /// syllable without one followed by another syllable in a way of its own; see `XcodeKeyOrder`.)
    static let hangul =
        FoundationKeyOrder.characters(in: [0xAC00...0xAD00, 0xD700...0xD7A3]).map { $0 + " " } + ["a", "1", "12", ".", "!"]

    static let emoji = [
        "😀", "👍", "👍🏽", "👍🏿", "❤️", "❤", "👨‍👩‍👧", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷", "🇩🇪", "✨", "🦖", "a", "A", " ", "1", "#️⃣",
    ]

    /// Letters and symbols for keys with the digits of one script (`scriptDigits`): `١٢` is
    /// twelve, as `12` is.
    static let otherDigits = ["a", "b", " ", "-", "ا", "क", "ก"]

    static let scriptDigits = [
        "0123456789", "٠١٢٣٤٥٦٧٨٩", "०१२३४५६७८९", "০১২৩৪৫৬৭৮৯", "๐๑๒๓๔๕๖๗๘๙", "０１２３４５６７８９",
    ].map { $0.map(String.init) }

    enum KeyKind: String, CaseIterable, CustomTestStringConvertible {
        case keyPieces, tableCharacters, hanAndKana, hangul, emoji, otherDigits

        var testDescription: String { rawValue }

        /// What the keys of one pair are made of.
        func pieces(using random: inout SeededRandomNumbers) -> [String] {
            switch self {
            case .keyPieces: XcodeKeyOrderTests.keyPieces
            case .tableCharacters: XcodeKeyOrderTests.tableCharacters
            case .hanAndKana: XcodeKeyOrderTests.hanAndKana
            case .hangul: XcodeKeyOrderTests.hangul
            case .emoji: XcodeKeyOrderTests.emoji
            case .otherDigits: XcodeKeyOrderTests.otherDigits + XcodeKeyOrderTests.scriptDigits.randomElement(using: &random)!
            }
        }
    }

    @Test(arguments: KeyKind.allCases)
    func agreesWithFoundation(kind: KeyKind) {
        let maximumLength = kind == .emoji ? 4 : 6
        var random = SeededRandomNumbers(seed: 0x0B0A_4D1C)
        func key(_ pieces: [String]) -> String {
            (0..<Int.random(in: 0...maximumLength, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        var disagreements: [String] = []
        for round in 0..<20_000 {
            let pieces = kind.pieces(using: &random)
            // Numbers of other scripts that share a beginning are one of the documented differences.
            let shared = round.isMultiple(of: 2) && kind != .otherDigits ? key(pieces) : ""
            let (lhs, rhs) = (shared + key(pieces), shared + key(pieces))
            if XcodeKeyOrder.areInIncreasingOrder(lhs, rhs) != FoundationKeyOrder.areInIncreasingOrder(lhs, rhs) {
                disagreements.append("\(lhs.debugDescription) \(rhs.debugDescription)")
            }
        }
        #expect(disagreements.count <= 2, "\(kind): \(disagreements.count) disagreements, such as \(disagreements.prefix(5))")
    }

    @Test func ordersTheShippedCatalogsAsFoundationDoes() throws {
        let keys = try FileManager.default.contentsOfDirectory(atPath: GeneratedFile.packageRoot.appendingPathComponent("Specs").path)
            .filter { $0.hasSuffix(".xcstrings") }
            .flatMap { name in
                let text = try GeneratedFile.read("Specs/\(name)")
                return text.split(separator: "\n").compactMap { line in
                    line.firstRange(of: "\" : ").map { String(line[..<$0.lowerBound].drop { $0 == " " || $0 == "\"" }) }
                }
            }
        #expect(keys.count > 100)
        #expect(XcodeKeyOrder.sorted(keys) == keys.sorted(by: FoundationKeyOrder.areInIncreasingOrder))
        #expect(keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder) == XcodeKeyOrder.sorted(keys))
    }
}
