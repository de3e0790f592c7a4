import JSONSyntax
import OnboardingDiagnostics

extension SpecLowering {
    /// The spec's `localization` object, with its defaults for the spec named `specName`; a
    /// source language that is not a language tag and a table that cannot name a file are errors.
    static func lowerLocalization(
        _ reader: ShapeReader<LocalizationField>, specName: String, context: inout LoweringContext
    ) -> Localization {
        var localization = Localization(table: Localization.defaultTable(forSpecNamed: specName))
        if let language = reader.string(.sourceLanguage), let value = reader.value(.sourceLanguage) {
            if Localization.isLanguageTag(language) {
                localization.sourceLanguage = language
            } else {
                context.report(
                    .invalidValue, "'sourceLanguage' must be a language tag such as 'en', 'pt-BR' or 'zh-Hans', found \(language.quotedForDiagnostic)",
                    at: value.range, pointer: reader.pointer(.sourceLanguage))
            }
        }
        if let table = reader.string(.table), let value = reader.value(.table) {
            switch Localization.tableName(meantBy: table) {
            case table?:
                localization.table = table
            case let named?:
                context.report(
                    .invalidValue, "'table' names a String Catalog without its extension, found \(table.quotedForDiagnostic); did you mean \(named.quotedForDiagnostic)?",
                    at: value.range, pointer: reader.pointer(.table), fixIt: JSONLiteral.quoted(named))
            case nil:
                context.report(
                    .invalidValue,
                    "'table' must name a String Catalog without its path or extension, using letters, digits, '_', '-', '.' and spaces, found \(table.quotedForDiagnostic)",
                    at: value.range, pointer: reader.pointer(.table))
            }
        }
        localization.bundle = reader.enumeration(.bundle, as: Localization.Bundle.self, context: &context) ?? .main
        localization.doNotTranslate = reader.strings(.doNotTranslate, context: &context)
        return localization
    }
}
