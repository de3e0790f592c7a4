import Foundation

/// A text of the spec, shown in the user's language.
///
/// SwiftUI shows it translated with `Text(text.resource)`, such as a slide's title with
/// `slide.title.map { Text($0.resource) }`; UIKit and other code that takes a `String` reads
/// `localized`. Translations come from the String Catalog `table` in `bundle`, which
/// `onboardc strings` keeps in step with the spec; where the catalog has no translation for the
/// user's language, the spec's own text is shown.
///
/// A text may insert answers, as `"Nice to meet you, {name}!"` does: its default value and its
/// translations are then formats with `%@` (or `%1$@`, `%2$@`, …) where the answers go, and the
/// slide that `OnboardingFlow.slide` returns has them filled in.
public struct OnboardingLocalizedText: Hashable, Sendable {
    /// The text's key in the String Catalog, such as `welcome.title`.
    public let key: StaticString
    /// The text as the spec writes it, in the spec's language.
    public let defaultValue: String
    /// The String Catalog table that translates the text.
    public let table: String
    /// The bundle that holds `table`.
    public let bundle: Bundle
    /// The ids of the questions whose answers the text inserts, in the order of its format's
    /// arguments; empty for a text that inserts none.
    public let insertedAnswers: [String]
    /// The answers inserted, once a flow has filled them in; empty until then.
    public internal(set) var answerTexts: [String] = []

    /// The text `key` of `table` in `bundle`, `defaultValue` in the spec's language.
    public init(_ key: StaticString, defaultValue: String, table: String, bundle: Bundle = .main, insertedAnswers: [String] = []) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.bundle = bundle
        self.insertedAnswers = insertedAnswers
    }

    /// The text `key` of `table` in `bundle`, `defaultValue` a format with `%@` where it inserts
    /// the answers to `questions`, in order.
    public init<Question: SpecIdentifier>(
        _ key: StaticString, defaultValue: String, table: String, bundle: Bundle = .main, inserting questions: [Question]
    ) {
        self.init(key, defaultValue: defaultValue, table: table, bundle: bundle, insertedAnswers: questions.map(\.rawValue))
    }

    /// The text in the language of the current locale.
    public var localized: String {
        localized(in: bundle)
    }

    /// The text in the language of the current locale, translated by the String Catalog `table`
    /// of `bundle` rather than of the text's own bundle.
    public func localized(in bundle: Bundle) -> String {
        let text = bundle.localizedString(forKey: key.description, value: defaultValue, table: table)
        return insertedAnswers.isEmpty ? text : Self.format(text, with: answerTexts)
    }

    #if canImport(Darwin)
    /// The text as SwiftUI's `Text` and `String(localized:)` take it, translated when shown; a
    /// text that inserts answers is translated and filled in when this is read.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public var resource: LocalizedStringResource {
        guard insertedAnswers.isEmpty else { return LocalizedStringResource(stringLiteral: localized) }
        return LocalizedStringResource(
            key, defaultValue: String.LocalizationValue(defaultValue), table: table, bundle: .atURL(bundle.bundleURL))
    }
    #endif

    /// The text with `answers` inserted, in the order of `insertedAnswers`.
    func filled(with answers: [String]) -> Self {
        var text = self
        text.answerTexts = answers
        return text
    }

    /// `format` with `%@` replaced by the next of `arguments`, `%n$@` by the n-th and `%%` by `%`,
    /// as `String(format:)` replaces them with strings; a missing argument inserts nothing.
    static func format(_ format: String, with arguments: [String]) -> String {
        var result = ""
        var rest = format[...]
        var nextArgument = 0
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
            } else if rest.first == "@" {
                result += nextArgument < arguments.count ? arguments[nextArgument] : ""
                nextArgument += 1
                rest = rest.dropFirst()
            } else if let (position, end) = positionalArgument(at: rest) {
                result += position >= 1 && position <= arguments.count ? arguments[position - 1] : ""
                rest = rest[end...]
            } else {
                result += "%"
            }
        }
        return result + rest
    }

    /// The position `n` of a `n$@` that `text` starts with, and where it ends.
    private static func positionalArgument(at text: Substring) -> (position: Int, end: Substring.Index)? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let rest = text[digits.endIndex...]
        guard !digits.isEmpty, rest.hasPrefix("$@"), let position = Int(digits) else { return nil }
        return (position, rest.index(rest.startIndex, offsetBy: 2))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key.description == rhs.key.description && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table
            && lhs.bundle == rhs.bundle && lhs.insertedAnswers == rhs.insertedAnswers && lhs.answerTexts == rhs.answerTexts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key.description)
        hasher.combine(defaultValue)
        hasher.combine(answerTexts)
    }
}

extension OnboardingLocalizedText: CustomStringConvertible, CustomDebugStringConvertible {
    /// The text in the language of the current locale: `localized`.
    public var description: String { localized }

    /// The text in the language of the current locale, quoted as a string in a collection prints.
    public var debugDescription: String { localized.debugDescription }
}
