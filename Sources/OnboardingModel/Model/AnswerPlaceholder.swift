/// An answer inserted into a text: `{name}` in `"Nice to meet you, {name}!"`, where `name` is the id
/// of a question slide.
///
/// A placeholder is `{`, the id (no braces and no white space), and `}`; any other brace is text.
public struct AnswerPlaceholder: Hashable, Sendable {
    /// The id of the question slide whose answer the placeholder shows.
    public var answer: String
    /// Where the placeholder, braces included, is in the text's UTF-8.
    public var range: Range<Int>

    /// Whether `text` has a brace, without which it has no placeholder: one pass over its bytes.
    public static func mayOccur(in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "{")) } ?? text.utf8.contains(UInt8(ascii: "{"))
    }

    /// The placeholders of `text`, in order.
    public static func all(in text: String) -> [AnswerPlaceholder] {
        guard mayOccur(in: text) else { return [] }
        let bytes = Array(text.utf8)
        var placeholders: [AnswerPlaceholder] = []
        var offset = 0
        while offset < bytes.count {
            guard bytes[offset] == UInt8(ascii: "{") else {
                offset += 1
                continue
            }
            var end = offset + 1
            while end < bytes.count, !isOutsideName(bytes[end]) { end += 1 }
            if end < bytes.count, end > offset + 1, bytes[end] == UInt8(ascii: "}") {
                let answer = String(decoding: bytes[offset + 1..<end], as: UTF8.self)
                placeholders.append(AnswerPlaceholder(answer: answer, range: offset..<end + 1))
                offset = end + 1
            } else {
                offset += 1
            }
        }
        return placeholders
    }

    /// `text` split into its literal parts and placeholders: `parts.count == placeholders.count + 1`.
    public static func split(_ text: String) -> (parts: [String], placeholders: [AnswerPlaceholder]) {
        let placeholders = all(in: text)
        let bytes = Array(text.utf8)
        var parts: [String] = []
        var start = 0
        for placeholder in placeholders {
            parts.append(String(decoding: bytes[start..<placeholder.range.lowerBound], as: UTF8.self))
            start = placeholder.range.upperBound
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return (parts, placeholders)
    }

    /// `text` as a format string of the String Catalog: each placeholder becomes `%@` (`%1$@`,
    /// `%2$@`, … when there are several, so that a translation can reorder them) and `%` becomes
    /// `%%`. A text without placeholders is not a format and stays as it is.
    public static func catalogFormat(of text: String) -> String {
        guard !all(in: text).isEmpty else { return text }
        let (parts, placeholders) = split(text)
        var format = ""
        for (index, part) in parts.enumerated() {
            format += part.replacing("%", with: "%%")
            if index < placeholders.count {
                format += placeholders.count == 1 ? "%@" : "%\(index + 1)$@"
            }
        }
        return format
    }

    private static func isOutsideName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): true
        default: false
        }
    }
}

extension Slide {
    /// Whether a text of the slide that may insert answers has a brace; most slides have none, and
    /// this asks without building `textsThatMayInsertAnswers`.
    public var mayInsertAnswers: Bool {
        func hasBrace(_ text: String?) -> Bool { text.map(AnswerPlaceholder.mayOccur(in:)) ?? false }
        return hasBrace(title) || hasBrace(boldTitle) || hasBrace(subtitle) || hasBrace(buttonTitle)
    }

    /// The keys of the texts that may insert answers: a slide's title, bold title, subtitle and
    /// button title.
    public static let keysOfTextsThatMayInsertAnswers = ["title", "boldTitle", "subtitle", "buttonTitle"]

    /// The texts of the slide that may insert answers, by key (`keysOfTextsThatMayInsertAnswers`).
    public var textsThatMayInsertAnswers: [(key: String, text: String)] {
        Self.textsThatMayInsertAnswers([title, boldTitle, subtitle, buttonTitle])
    }

    /// The texts given of `texts`, the title, bold title, subtitle and button title of a slide or
    /// of a variant's wording of it, by key.
    static func textsThatMayInsertAnswers(_ texts: [String?]) -> [(key: String, text: String)] {
        zip(keysOfTextsThatMayInsertAnswers, texts).compactMap { key, text in text.map { (key, $0) } }
    }
}

extension Variant.Override {
    /// Whether a text of the wording has a brace, as `Slide.mayInsertAnswers` asks of a slide.
    public var mayInsertAnswers: Bool {
        textsThatMayInsertAnswers.contains { AnswerPlaceholder.mayOccur(in: $0.text) }
    }

    /// The texts of the wording, by key: each may insert answers as the slide's own text does.
    public var textsThatMayInsertAnswers: [(key: String, text: String)] {
        Slide.textsThatMayInsertAnswers([title, boldTitle, subtitle, buttonTitle])
    }
}
