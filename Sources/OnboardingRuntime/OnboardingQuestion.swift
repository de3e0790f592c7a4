/// What a question slide asks of the user.
public enum OnboardingQuestion: Hashable, Sendable {
    /// One of the slide's options. With `advancesOnSelection`, choosing it continues at once; with
    /// `requiresSelection`, Continue waits for a choice.
    case choice(advancesOnSelection: Bool = false, requiresSelection: Bool = true)
    /// From `minimum` to `maximum` of the slide's options; Continue is enabled within those bounds.
    case multipleChoice(minimum: Int, maximum: Int)
    /// A text the user types.
    case textInput(OnboardingTextInput)
}

/// The text field of a text-input slide.
public struct OnboardingTextInput: Hashable, Sendable {
    /// What the text is, for the keyboard, autofill and the check of an email address.
    public enum ContentType: Hashable, Sendable {
        /// A person's name, for the keyboard and autofill.
        case name
        /// An email address: Continue stays disabled while the text entered is not shaped as one.
        case email
        /// Any other text.
        case plain
    }

    /// The text shown in the empty field.
    public let placeholder: OnboardingLocalizedText?
    /// What the text is; `.plain` unless the spec says otherwise.
    public let contentType: ContentType
    /// The most characters the answer may have.
    public let maxLength: Int?
    /// Whether Continue waits for an answer.
    public let isRequired: Bool

    /// A text field; by default for plain text of any length, which Continue waits for.
    public init(placeholder: OnboardingLocalizedText? = nil, contentType: ContentType = .plain, maxLength: Int? = nil, isRequired: Bool = true) {
        self.placeholder = placeholder
        self.contentType = contentType
        self.maxLength = maxLength
        self.isRequired = isRequired
    }

    /// What is wrong with `text`, already trimmed, as the answer to this field; `nil` when it can
    /// be sent.
    public func problem(with text: String?) -> OnboardingTextProblem? {
        guard let text, !text.isEmpty else { return isRequired ? .missing : nil }
        if let maxLength, text.count > maxLength { return .tooLong(maximum: maxLength) }
        if contentType == .email, !Self.isEmailAddress(text) { return .notAnEmailAddress }
        return nil
    }

    /// Whether `text` has the shape of an email address: no white space, one `@` with text before
    /// it, and a domain with a dot between two of its characters.
    private static func isEmailAddress(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        return parts[1].dropFirst().dropLast().contains(".")
    }
}

/// What is wrong with the text entered on a text-input slide.
public enum OnboardingTextProblem: Hashable, Sendable {
    /// The slide requires an answer and the text is empty.
    case missing
    /// The text has more characters than the slide allows.
    case tooLong(maximum: Int)
    /// The slide asks for an email address, and the text is not one.
    case notAnEmailAddress
}

/// An option of a choice or multiple-choice slide: what it shows, and where choosing it leads.
public struct OnboardingOption<Spec: Onboarding>: Hashable, Sendable {
    /// The option's id in the spec.
    public let id: String
    /// The option's text, in the user's language.
    public let title: OnboardingLocalizedText
    /// The emoji shown beside the option, if any.
    public let emoji: String?
    /// Where Continue leads with this option chosen; `nil` where the slide's own `next` leads.
    public let next: OnboardingDestination<Spec>?
    /// What continuing with this option chosen does first, such as presenting a paywall.
    public let effects: [OnboardingEffect<Spec>]

    /// The option `option` of a slide, typed by the slide's options.
    public init<Option: SpecIdentifier>(
        _ option: Option, title: OnboardingLocalizedText, emoji: String? = nil, next: OnboardingDestination<Spec>? = nil,
        effects: [OnboardingEffect<Spec>] = []
    ) {
        self.init(id: option.rawValue, title: title, emoji: emoji, next: next, effects: effects)
    }

    /// The option whose id in the spec is `id`; the generated file uses the typed `init(_:title:emoji:next:effects:)`.
    public init(
        id: String, title: OnboardingLocalizedText, emoji: String? = nil, next: OnboardingDestination<Spec>? = nil,
        effects: [OnboardingEffect<Spec>] = []
    ) {
        self.id = id
        self.title = title
        self.emoji = emoji
        self.next = next
        self.effects = effects
    }
}

/// The options of a choice or multiple-choice slide, typed: an enum whose raw value is each
/// option's id in the spec. The generated file declares one for each such slide
/// (`QuizOnboarding.LevelOption`), for `flow.select(.advanced)` and `flow.answers.level`.
public protocol SlideOption: SpecIdentifier {
    /// The onboarding whose slide has these options.
    associatedtype Spec: Onboarding

    /// The slide whose options these are. An instance property, so that an option may have the
    /// id `slideID`.
    var slideID: Spec.SlideID { get }
}

extension SlideOption {
    /// The option's text.
    public var title: OnboardingLocalizedText {
        content?.title ?? OnboardingLocalizedText(StaticString(), defaultValue: rawValue, table: Spec.localizationTable, bundle: Spec.bundle)
    }

    /// The emoji shown beside the option, if any.
    public var emoji: String? {
        content?.emoji
    }

    /// The option as its slide lists it.
    private var content: OnboardingOption<Spec>? {
        Spec.slide(slideID).option(rawValue)
    }
}
