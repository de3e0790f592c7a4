/// A text of the String Catalog that inserts answers (`AnswerPlaceholder.catalogFormat(of:)`), or a
/// translation of one, read as the runtime's `OnboardingLocalizedText` fills it in: `%@` is the
/// next answer, `%N$@` the Nth, `%%` a percent sign, and any other `%` stands for itself.
public struct AnswerFormat: Hashable, Sendable {
    /// A part of a format: text, or the answer at an index from 0.
    public enum Piece: Hashable, Sendable {
        case text(String)
        /// The answer at an index from 0; an index past the answers the text inserts shows nothing.
        case answer(Int)
    }

    /// The format's parts, in order; no two texts are adjacent.
    public let pieces: [Piece]
    /// The conversions of `String(format:)` that insert no answer and show as they are written,
    /// such as `%d`, `%s` or `%1$lld`: what a translator wrote for `%@`.
    public let conversionsShownAsWritten: [String]

    public init(_ format: String) {
        var pieces: [Piece] = []
        var conversions: [String] = []
        var text = ""
        var nextAnswer = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            text += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            let answer: Int
            if rest.first == "%" {
                text += "%"
                rest = rest.dropFirst()
                continue
            } else if rest.first == "@" {
                answer = nextAnswer
                nextAnswer += 1
                rest = rest.dropFirst()
            } else if let (position, end) = Self.positionalAnswer(at: rest) {
                answer = position - 1
                rest = rest[end...]
            } else {
                if let conversion = Self.conversion(at: rest) { conversions.append("%" + conversion) }
                text += "%"
                continue
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            pieces.append(.answer(answer))
        }
        text += rest
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
        conversionsShownAsWritten = conversions
    }

    /// The indexes of the answers the format inserts, each once, in the order it first inserts them.
    public var answerIndexes: [Int] {
        var seen: Set<Int> = []
        return pieces.compactMap { piece in
            guard case .answer(let index) = piece, seen.insert(index).inserted else { return nil }
            return index
        }
    }

    /// The position `N` of an `N$@` that `text` starts with, and where it ends.
    private static func positionalAnswer(at text: Substring) -> (position: Int, end: Substring.Index)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let rest = text[digits.endIndex...]
        guard !digits.isEmpty, rest.hasPrefix("$@"), let position = Int(digits) else { return nil }
        return (position, rest.index(rest.startIndex, offsetBy: 2))
    }

    /// The conversion of `String(format:)` that `text`, after a `%`, starts with: an optional `N$`,
    /// length modifiers and a conversion letter, such as `d`, `1$s` or `lld`. Flags and widths are
    /// left out, so that the `% s` of "100% sicher" is text.
    private static func conversion(at text: Substring) -> Substring? {
        var end = text.startIndex
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, text[digits.endIndex...].first == "$" { end = text.index(after: digits.endIndex) }
        while let character = text[end...].first, "hlqLjzt".contains(character) { end = text.index(after: end) }
        guard let letter = text[end...].first, "dDiuUxXoOfFeEgGaAcCsSp".contains(letter) else { return nil }
        return text[...end]
    }
}
