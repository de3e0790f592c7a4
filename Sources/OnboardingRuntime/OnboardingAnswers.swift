import Foundation

/// The answers the user has given: the option chosen on a choice slide, the options chosen on a
/// multiple-choice slide, the text entered on a text-input slide.
///
/// The generated file gives each question a typed, read-only property (`answers.level`, a
/// `QuizOnboarding.LevelOption?`; `answers.goals`, a `Set` of options; `answers.name`, a
/// `String?`). A flow records the answers itself; a test or a preview sets one through the
/// subscripts (`answers[choice: .level] = QuizOnboarding.LevelOption.advanced`).
///
/// `Codable`, to send to a backend: each answer under its slide's id in the spec, options by their
/// ids (several in the spec's order), texts as entered (trimmed once the user left their slide; the
/// current slide's as typed so far); unanswered questions are left out.
/// Decoding drops options and slides this spec does not have, and never fails on an answer.
public struct OnboardingAnswers<Spec: Onboarding>: Hashable, Sendable {
    /// One answer: the ids of the options chosen, in the spec's order, or a text.
    private enum Answer: Hashable, Sendable {
        case options([String])
        case text(String)
    }

    private var answers: [Spec.SlideID: Answer] = [:]

    /// No answers.
    public init() {}

    /// The option chosen on the choice slide `slide`, typed by its options.
    ///
    /// Setting an option of another slide is a programming error that stops the program, as an
    /// index out of range does: `answers[choice: .level] = GoalsOption.theory` never reads back.
    public subscript<Option: SlideOption>(choice slide: Spec.SlideID) -> Option? where Option.Spec == Spec {
        get { optionIDs(on: slide).first.flatMap(Option.init(rawValue:)).flatMap { $0.slideID == slide ? $0 : nil } }
        set {
            Self.check(newValue.map { [$0] } ?? [], areOptionsOf: slide)
            answers[slide] = newValue.map { .options([$0.rawValue]) }
        }
    }

    /// The options chosen on the multiple-choice slide `slide`, typed by its options.
    ///
    /// Setting options of another slide is a programming error that stops the program, as an
    /// index out of range does.
    public subscript<Option: SlideOption>(choices slide: Spec.SlideID) -> Set<Option> where Option.Spec == Spec {
        get { Set(optionIDs(on: slide).compactMap(Option.init(rawValue:)).filter { $0.slideID == slide }) }
        set {
            Self.check(Array(newValue), areOptionsOf: slide)
            answers[slide] = newValue.isEmpty ? nil : .options(Option.allCases.filter(newValue.contains).map(\.rawValue))
        }
    }

    /// Stops the program when one of `options` is not an option of `slide`.
    private static func check<Option: SlideOption>(_ options: [Option], areOptionsOf slide: Spec.SlideID) where Option.Spec == Spec {
        for option in options {
            precondition(
                option.slideID == slide,
                "'\(option.rawValue)' is an option of slide '\(option.slideID.rawValue)', not of slide '\(slide.rawValue)'")
        }
    }

    /// The text entered on the text-input slide `slide`; text of white space only is none.
    public subscript(text slide: Spec.SlideID) -> String? {
        get {
            guard case .text(let text)? = answers[slide] else { return nil }
            return text
        }
        set { answers[slide] = newValue.flatMap { Self.trimmed($0).isEmpty ? nil : .text($0) } }
    }

    /// Whether the question `slide` has an answer; `false` for a slide that asks nothing.
    public func isAnswered(_ slide: Spec.SlideID) -> Bool {
        answers[slide] != nil
    }

    /// The ids of the options chosen on `slide`, in the spec's order; empty when it has none.
    public func optionIDs(on slide: Spec.SlideID) -> [String] {
        guard case .options(let ids)? = answers[slide] else { return [] }
        return ids
    }

    /// The answer to the question `slide` as a text that inserts it shows: the text entered, or the
    /// titles of the options chosen, in the user's language and listed as it lists them ("Theory,
    /// Practice, and Songs", "Theorie, Praxis und Lieder"); empty when there is none.
    public func text(of slide: Spec.SlideID) -> String {
        switch answers[slide] {
        case .text(let text): return text
        case .options(let ids):
            let content = Spec.slide(slide)
            let titles = ids.compactMap { content.option($0)?.title }
            guard titles.count > 1 else { return titles.first?.localized ?? "" }
            return titles.map(\.localized).formatted(.list(type: .and).locale(Self.locale(ofTextsIn: titles[0].bundle)))
        case nil: return ""
        }
    }

    /// The locale of the language `bundle` shows its texts in: the localization it picked for the
    /// user, else the current one.
    private static func locale(ofTextsIn bundle: Bundle) -> Locale {
        let language = bundle.preferredLocalizations.first { $0 != "Base" } ?? bundle.developmentLocalization
        return language.map(Locale.init(identifier:)) ?? .current
    }

    // MARK: Answering, for the flow

    /// Chooses the option `optionID` on `slide`, or on a multiple-choice slide unchooses it when it
    /// is chosen; `false`, changing nothing, when `slide` has no such option or takes no more.
    mutating func choose(optionID: String, on slide: OnboardingSlide<Spec>) -> Bool {
        guard slide.option(optionID) != nil else { return false }
        switch slide.question {
        case .choice:
            answers[slide.id] = .options([optionID])
        case .multipleChoice(_, let maximum):
            var chosen = Set(optionIDs(on: slide.id))
            if chosen.remove(optionID) == nil {
                guard chosen.count < maximum else { return false }
                chosen.insert(optionID)
            }
            let ordered = slide.options.map(\.id).filter(chosen.contains)
            answers[slide.id] = ordered.isEmpty ? nil : .options(ordered)
        case .textInput, nil:
            return false
        }
        return true
    }

    /// Sets the answer of the text-input slide `slide` to `text` as the user is typing it, spaces
    /// at its ends included, or to none when `text` is only white space; `false`, changing
    /// nothing, when `slide` asks for no text.
    mutating func enter(_ text: String, on slide: OnboardingSlide<Spec>) -> Bool {
        guard case .textInput = slide.question else { return false }
        answers[slide.id] = Self.trimmed(text).isEmpty ? nil : .text(text)
        return true
    }

    /// Trims the text entered on `slide` of white space at both ends, as the flow keeps it once
    /// the user leaves the slide; a text of white space only is no answer.
    mutating func settleText(on slide: Spec.SlideID) {
        guard case .text(let text)? = answers[slide] else { return }
        let trimmed = Self.trimmed(text)
        answers[slide] = trimmed.isEmpty ? nil : .text(trimmed)
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether Continue is enabled on `slide` with these answers.
    func allowsContinuing(from slide: OnboardingSlide<Spec>) -> Bool {
        switch slide.question {
        case .choice(_, let requiresSelection): !requiresSelection || isAnswered(slide.id)
        case .multipleChoice(let minimum, let maximum): (minimum...max(minimum, maximum)).contains(optionIDs(on: slide.id).count)
        case .textInput: textProblem(on: slide) == nil
        case nil: true
        }
    }

    /// What is wrong with the text entered on `slide`, when it asks for text.
    func textProblem(on slide: OnboardingSlide<Spec>) -> OnboardingTextProblem? {
        guard case .textInput(let input) = slide.question else { return nil }
        return input.problem(with: self[text: slide.id].map(Self.trimmed))
    }

    /// Removes the answer to `slide`.
    mutating func forget(_ slide: Spec.SlideID) {
        answers[slide] = nil
    }

    /// Sets the answer to `slide` to the one in `saved`.
    mutating func restore(_ slide: Spec.SlideID, from saved: Self) {
        answers[slide] = saved.answers[slide]
    }
}

extension OnboardingAnswers: Codable {
    /// A slide's id in the spec, as a key.
    private struct SlideKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SlideKey.self)
        for slide in Spec.SlideID.allCases {
            let key = SlideKey(stringValue: slide.rawValue)
            switch answers[slide] {
            case .text(let text):
                try container.encode(text, forKey: key)
            case .options(let ids):
                if case .multipleChoice = Spec.slide(slide).question {
                    try container.encode(ids, forKey: key)
                } else if let id = ids.first {
                    try container.encode(id, forKey: key)
                }
            case nil:
                break
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SlideKey.self)
        for slide in Spec.SlideID.allCases {
            let key = SlideKey(stringValue: slide.rawValue)
            guard container.contains(key) else { continue }
            let strings: [String] =
                if let string = try? container.decode(String.self, forKey: key) { [string] } else {
                    (try? container.decode([String].self, forKey: key)) ?? []
                }
            let content = Spec.slide(slide)
            switch content.question {
            case .textInput:
                answers[slide] = strings.first { !Self.trimmed($0).isEmpty }.map(Answer.text)
            case .choice:
                answers[slide] = strings.first.flatMap(content.option).map { .options([$0.id]) }
            case .multipleChoice:
                let chosen = Set(strings)
                let ids = content.options.map(\.id).filter(chosen.contains)
                answers[slide] = ids.isEmpty ? nil : .options(ids)
            case nil:
                break
            }
        }
    }
}

extension OnboardingAnswers: CustomStringConvertible {
    /// The answers in the order of the spec's slides, by the spec's ids: `[goals: [chords, songs],
    /// name: "Ada", level: advanced]`; `[:]` when there are none.
    public var description: String {
        let entries = Spec.SlideID.allCases.compactMap { slide -> String? in
            switch answers[slide] {
            case .text(let text):
                return "\(slide.rawValue): \(text.debugDescription)"
            case .options(let ids):
                let chosen = ids.joined(separator: ", ")
                if case .multipleChoice = Spec.slide(slide).question { return "\(slide.rawValue): [\(chosen)]" }
                return "\(slide.rawValue): \(chosen)"
            case nil:
                return nil
            }
        }
        return entries.isEmpty ? "[:]" : "[\(entries.joined(separator: ", "))]"
    }
}
