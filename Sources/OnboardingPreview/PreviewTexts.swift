import OnboardingCodeGen
import OnboardingLocalization
import OnboardingModel

/// The texts of a spec as the page shows them: in the language asked for, where the String Catalog
/// has a translation, else as the spec writes them, as the app does; escaped for HTML, with each
/// answer a text inserts as an element that the page's script fills in.
struct PreviewTexts {
    /// The catalog's translations into the language asked for, by localization key.
    private let translations: [String: String]

    init(catalog: StringCatalog?, language: String?) {
        guard let catalog, let language, language != catalog.sourceLanguage else {
            translations = [:]
            return
        }
        translations = catalog.strings.compactMapValues { $0.localizations?[language]?.stringUnit?.value }
    }

    /// Texts translated by `translations`, by localization key.
    init(translations: [String: String]) {
        self.translations = translations
    }

    /// `text`, or its translation, which has no answers to insert.
    func translated(_ text: String, key: String) -> String {
        translations[key] ?? text
    }

    /// The HTML of `text`, or of its translation; `false` when there is none. When
    /// `insertingAnswers`, each answer the text inserts is `<span class="answer" data-answer="case">`,
    /// `case` naming the question as the generated code does.
    func html(_ text: String?, key: String, insertingAnswers: Bool = false) -> TemplateValue {
        guard let text else { return false }
        let (parts, placeholders) = insertingAnswers ? AnswerPlaceholder.split(text) : ([text], [])
        guard !placeholders.isEmpty else { return .string(HTMLText.escaped(translated(text, key: key))) }
        let answers = placeholders.map { GenerationContext.caseName(of: $0.answer) }
        let pieces = translations[key].map { AnswerFormat($0).pieces } ?? Self.pieces(parts: parts)
        return .string(pieces.map { piece in
            switch piece {
            case .text(let text): HTMLText.escaped(text)
            case .answer(let index) where answers.indices.contains(index):
                #"<span class="answer" data-answer="\#(HTMLText.escaped(answers[index]))"></span>"#
            case .answer: ""
            }
        }.joined())
    }

    /// The literal parts of a text with an answer between each two.
    private static func pieces(parts: [String]) -> [AnswerFormat.Piece] {
        parts.enumerated().flatMap { index, part in
            [AnswerFormat.Piece.text(part)] + (index < parts.count - 1 ? [.answer(index)] : [])
        }
    }
}

/// The results the page offers for each effect the app carries out, and the transition of the flow
/// each one reports: data for the page's script, which handles every effect the same way, as the
/// generated `Flow`'s `permissionResult(granted:)`, `paywallResult(_:)` and `loginResult(_:)` do.
enum PreviewEffectResults {
    static let permission: [TemplateValue] = [
        result("granted", "Allow", transition: ("permissionResult", "true")),
        result("denied", "Don\u{2019}t Allow", transition: ("permissionResult", "false")),
    ]

    static let login: [TemplateValue] = [
        result("succeeded", "Log in", transition: ("loginResult", #""succeeded""#)),
        result("failed", "Fail", transition: ("loginResult", #""failed""#)),
        result("cancelled", "Cancel", transition: ("loginResult", #""cancelled""#)),
    ]

    /// A paywall's results: purchase, restore, and closing it, which presents a paywall that is not
    /// skippable again.
    static let paywall: [TemplateValue] = [
        result("purchased", "Purchase", transition: ("paywallResult", #""purchased""#)),
        result("restored", "Restore", transition: ("paywallResult", #""restored""#)),
        result("dismissed", "Close", transition: ("paywallResult", #""dismissed""#)),
    ]

    /// `{ name, label, transition }`, `transition` being `{ name, argument }`, the argument as JSON.
    private static func result(_ name: String, _ label: String, transition: (name: String, argument: String)) -> TemplateValue {
        [
            "name": .string(name),
            "label": .string(ScriptData.string(label)),
            "transition": ["name": .string(transition.name), "argument": .string(transition.argument)],
        ]
    }
}
