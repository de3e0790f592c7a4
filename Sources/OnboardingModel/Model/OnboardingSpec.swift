import OnboardingDiagnostics

/// A validated onboarding spec: what the app shows, in which order, and what it hooks into.
///
/// Values here are plain data. Each element the user can be told about carries the JSON pointer
/// of its object in the spec; `SpecDocument` turns a pointer back into a source range.
public struct OnboardingSpec: Hashable, Sendable {
    /// The format version the spec was written against.
    public var specVersion: Int
    /// The type prefix of the generated code, such as `SignQuest` for `SignQuestOnboarding`.
    public var name: String
    public var theme: Theme
    /// The slides that survived validation, in the order of the spec's `slides` array.
    public var slides: [Slide]
    /// The slides that were dropped with a warning, and why.
    public var droppedSlides: [DroppedSlide]
    public var paywalls: [Paywall]
    public var login: Login?
    public var completion: Completion
    public var backgroundAudio: BackgroundAudio?
    public var nextButton: NextButton?
    public var whatsNew: [WhatsNewEntry]
    /// Rule ids the spec silences for itself with `"lint": { "disable": [...] }`.
    public var disabledRules: [String]
    /// The JSON pointer of the object that holds the spec's keys: the whole document (`""`), or
    /// `/onboardingConfiguration` in a React Native props object.
    public var pointer: String
    public var localization: Localization
    /// The prefix of the names of the analytics events the flow queues, such as `onboarding_`.
    public var analyticsEventPrefix: String
    /// The variants of an experiment, in the order of the spec; none without one.
    public var variants: [Variant]

    /// The event prefix of a spec that sets none.
    public static let defaultAnalyticsEventPrefix = "onboarding_"

    public init(
        specVersion: Int = 1,
        name: String,
        theme: Theme = Theme(),
        slides: [Slide] = [],
        droppedSlides: [DroppedSlide] = [],
        paywalls: [Paywall] = [],
        login: Login? = nil,
        completion: Completion = Completion(storageKey: "onboarding.completed"),
        backgroundAudio: BackgroundAudio? = nil,
        nextButton: NextButton? = nil,
        whatsNew: [WhatsNewEntry] = [],
        disabledRules: [String] = [],
        pointer: String = "",
        localization: Localization? = nil,
        analyticsEventPrefix: String = OnboardingSpec.defaultAnalyticsEventPrefix,
        variants: [Variant] = []
    ) {
        self.variants = variants
        self.analyticsEventPrefix = analyticsEventPrefix
        self.specVersion = specVersion
        self.name = name
        self.theme = theme
        self.slides = slides
        self.droppedSlides = droppedSlides
        self.paywalls = paywalls
        self.login = login
        self.completion = completion
        self.backgroundAudio = backgroundAudio
        self.nextButton = nextButton
        self.whatsNew = whatsNew
        self.disabledRules = disabledRules
        self.pointer = pointer
        self.localization = localization ?? Localization(table: Localization.defaultTable(forSpecNamed: name))
    }

    /// The kept slide with `id`.
    public func slide(withID id: String) -> Slide? {
        slides.first { $0.id == id }
    }
}

/// A slide that was dropped because of a fault inside it.
public struct DroppedSlide: Hashable, Sendable {
    /// The slide's id, explicit or derived from its position.
    public var id: String
    /// The zero-based position of the slide in the spec's `slides` array.
    public var position: Int
    public var pointer: String
    /// The id of the rule of the first fault found in the slide.
    public var ruleID: String
    /// The pointer of the warning of the first fault, which says that the slide is dropped: the
    /// finding that what follows from the drop is reported under.
    public var faultPointer: String
    /// Where the slide would have led (its `next`, its options' and `nextIfDenied`), as far as
    /// they could be read.
    public var targets: [Target]
    /// The ids of its options, as far as they could be read.
    public var optionIDs: [String]
    /// Whether the slide has an `id` of its own.
    public var hasExplicitID: Bool

    public init(
        id: String, position: Int, pointer: String, ruleID: String, faultPointer: String? = nil, targets: [Target] = [],
        optionIDs: [String] = [], hasExplicitID: Bool = true
    ) {
        self.id = id
        self.position = position
        self.pointer = pointer
        self.ruleID = ruleID
        self.faultPointer = faultPointer ?? pointer
        self.targets = targets
        self.optionIDs = optionIDs
        self.hasExplicitID = hasExplicitID
    }
}

extension DroppedSlide {
    /// A slide that a dropped slide would have led to, and what named it.
    public struct Target: Hashable, Sendable {
        /// What names the slide in the dropped one.
        public enum Source: Hashable, Sendable {
            case next
            case nextIfDenied
            /// The `next` of the option of this id.
            case option(String)
        }

        /// The id of the slide led to.
        public var id: String
        public var source: Source
        /// The pointer of the string that names the slide.
        public var pointer: String

        public init(id: String, source: Source, pointer: String) {
            self.id = id
            self.source = source
            self.pointer = pointer
        }
    }

    /// The ids of the slides the slide would have led to.
    public var destinations: [String] { targets.map(\.id) }

    /// How messages name the slide: `slide 'welcome'`, or `slide 3`, by its position from 1, when
    /// it has no id of its own.
    public var name: String {
        hasExplicitID ? "slide \(id.quotedForDiagnostic)" : "slide \(position + 1)"
    }

    /// The warning that the slide is dropped for `fault`.
    public func warning(for fault: String) -> String {
        "\(name) is dropped: \(fault)"
    }

    /// The error that `warning`, a warning of the drop, becomes when `places` parts of the spec
    /// need the slide: `slide 'level' is dropped, but 3 places in the spec need it: …`.
    public func error(fromWarning warning: String, neededIn places: Int) -> String {
        let need = places == 1 ? "another part of the spec needs it" : "\(places) places in the spec need it"
        let start = self.warning(for: "")
        guard warning.hasPrefix(start) else { return warning + "; " + need }
        return "\(name) is dropped, but \(need): " + warning.dropFirst(start.count)
    }
}
