/// A language code such as `de`, `de-AT` or `he_IL`, compared as an app's bundle compares them.
public struct LanguageCode: Hashable, Sendable {
    /// The code, lowercased, with `-` between its parts: `de-at` for `DE_at`.
    public let normalized: String

    public init(_ code: String) {
        normalized = code.lowercased().replacing("_", with: "-")
    }

    /// The language without its region or script: `de` of `de-AT`.
    public var language: String {
        String(normalized.prefix { $0 != "-" })
    }

    /// Whether the language is written right to left, as iOS then lays out an app.
    public var isRightToLeft: Bool {
        ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi"].contains(language)
    }

    /// The code of `codes` that a page asked for in this language shows, as an app picks its
    /// localization: the same code whatever its case and separator, else one of its language
    /// alone (`de` for `de-AT`); `nil` when none fits.
    public func closest(among codes: [String]) -> String? {
        codes.first { LanguageCode($0) == self } ?? codes.first { LanguageCode($0).normalized == language }
    }
}
