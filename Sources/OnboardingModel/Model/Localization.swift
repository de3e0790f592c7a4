/// How the texts of a spec are localized: the language they are written in, the String Catalog
/// table that holds their translations, the bundle the app ships it in, and which of them are not
/// to be translated.
public struct Localization: Hashable, Sendable {
    /// The bundle whose String Catalog translates the texts at run time.
    public enum Bundle: String, Hashable, Sendable, CaseIterable {
        /// The app's bundle, `Bundle.main`: the catalog is a resource of the app target.
        case main
        /// The bundle of the Swift package target that compiles the generated file, `Bundle.module`:
        /// the catalog is a resource of that target.
        case module
    }

    /// The language of the spec's texts when the spec names none.
    public static let defaultSourceLanguage = "en"

    /// The language the spec's texts are written in, as a language tag such as `en` or `pt-BR`.
    public var sourceLanguage: String
    /// The String Catalog table of the spec's texts: the catalog `<table>.xcstrings`.
    public var table: String
    /// The bundle that holds the table.
    public var bundle: Bundle
    /// The localization keys of texts that are not to be translated, such as a brand name.
    public var doNotTranslate: [String]

    public init(
        sourceLanguage: String = Localization.defaultSourceLanguage, table: String, bundle: Bundle = .main, doNotTranslate: [String] = []
    ) {
        self.sourceLanguage = sourceLanguage
        self.table = table
        self.bundle = bundle
        self.doNotTranslate = doNotTranslate
    }

    /// The table of a spec named `specName` that names none: the generated type's name, such as
    /// `SkillLevelOnboarding` for `SkillLevel`.
    public static func defaultTable(forSpecNamed specName: String) -> String {
        (SwiftNaming.typeName(from: specName) ?? "Spec") + "Onboarding"
    }

    /// Whether `tag` has the form of a language tag: a language of two or three letters, then
    /// subtags of letters and digits after `-`, such as `en`, `pt-BR`, `zh-Hans` or `es-419`.
    public static func isLanguageTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// The table a file name of its catalog, `Onboarding.xcstrings`, means; `nil` for a text
    /// that is no table name with or without its extension.
    public static func tableName(meantBy text: String) -> String? {
        let withoutExtension = [".xcstrings", ".strings"].first { text.lowercased().hasSuffix($0) }.map { String(text.dropLast($0.count)) } ?? text
        return isTableName(withoutExtension) ? withoutExtension : nil
    }

    /// Whether `name` can name a table: the base name of a `.xcstrings` file, without a path.
    ///
    /// Letters, digits, `_`, `-`, `.` and spaces, not starting with `.` or a space.
    public static func isTableName(_ name: String) -> Bool {
        guard let first = name.first, first != ".", first != " " else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." || $0 == " " }
    }
}
