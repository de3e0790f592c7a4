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
        let pieces = translations[key].map { Self.pieces(ofFormat: $0, answerCount: answers.count) } ?? Self.pieces(parts: parts)
        return .string(pieces.map { piece in
            switch piece {
            case .text(let text): HTMLText.escaped(text)
            case .answer(let index): #"<span class="answer" data-answer="\#(HTMLText.escaped(answers[index]))"></span>"#
            }
        }.joined())
    }

    /// A part of a text that inserts answers: text, or the answer to the placeholder at an index.
    enum Piece: Equatable {
        case text(String)
        case answer(Int)
    }

    /// The literal parts of a text with an answer between each two.
    private static func pieces(parts: [String]) -> [Piece] {
        parts.enumerated().flatMap { index, part in
            [Piece.text(part)] + (index < parts.count - 1 ? [.answer(index)] : [])
        }
    }

    /// A format of the String Catalog (`AnswerPlaceholder.catalogFormat(of:)`) as pieces: `%@` is the
    /// next answer, `%N$@` the Nth, `%%` a percent sign; anything else, and an answer past
    /// `answerCount`, is text.
    static func pieces(ofFormat format: String, answerCount: Int) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        var nextAnswer = 0
        var characters = Substring(format)
        while let character = characters.popFirst() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            let afterPercent = characters
            var index: Int?
            if characters.first == "%" {
                characters.removeFirst()
                text.append("%")
                continue
            } else if characters.first == "@" {
                characters.removeFirst()
                index = nextAnswer
                nextAnswer += 1
            } else if let dollar = characters.firstIndex(of: "$"), let number = Int(characters[..<dollar]),
                characters[characters.index(after: dollar)...].first == "@"
            {
                characters = characters[characters.index(dollar, offsetBy: 2)...]
                index = number - 1
            }
            guard let index, (0..<answerCount).contains(index) else {
                text.append("%")
                characters = afterPercent
                continue
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            pieces.append(.answer(index))
        }
        if !text.isEmpty || pieces.isEmpty { pieces.append(.text(text)) }
        return pieces
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
