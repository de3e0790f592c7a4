/// One slide: what it shows, what it asks, and where the flow goes from it.
///
/// The generated file writes each slide as the spec declares it, one function a slide, and the
/// flow reads it:
///
/// ```swift
/// static func finale() -> Slide {
///     Slide(
///         id: .finale,
///         title: text("finale.title", "Nice to meet you, %@!", inserting: .name),
///         buttonTitle: text("finale.buttonTitle", "Let's Go!"),
///         next: .end,
///     )
/// }
/// ```
public struct OnboardingSlide<Spec: Onboarding>: Hashable, Sendable {
    /// The slide's id, whose raw value is its id in the spec.
    public let id: Spec.SlideID
    /// The slide's title, in the user's language; `nil` for a slide without one. Read from
    /// `OnboardingFlow.slide`, it is worded as the flow's variant words it, with its answers filled in.
    public internal(set) var title: OnboardingLocalizedText?
    /// A bold part shown after the title.
    public internal(set) var boldTitle: OnboardingLocalizedText?
    /// The text under the title, in the user's language; `nil` for a slide without one.
    public internal(set) var subtitle: OnboardingLocalizedText?
    /// The full-screen image from the asset catalog behind the slide; `nil` for none.
    public let backgroundImage: OnboardingBackgroundImage?
    /// The slide's image or Lottie animation; `nil` for none.
    public let illustration: OnboardingIllustration?
    /// The video from the app bundle playing behind the slide; `nil` for none.
    public let backgroundVideo: OnboardingBackgroundVideo?
    /// The cells of the slide's video grid, in order; empty for a slide without one.
    public let videoGrid: [OnboardingVideoGridItem]
    /// The size and corners of the video grid's cells; `nil` leaves them to the app.
    public let videoGridLayout: OnboardingVideoGridLayout?
    /// The slide's background colour in light appearance, in place of the app's.
    public let backgroundColorLight: OnboardingColor?
    /// The slide's background colour in dark appearance, in place of the app's.
    public let backgroundColorDark: OnboardingColor?
    /// The colour of the slide's title in light appearance.
    public let titleColorLight: OnboardingColor?
    /// The colour of the slide's title in dark appearance.
    public let titleColorDark: OnboardingColor?
    /// What the slide asks of the user; `nil` on a page.
    public let question: OnboardingQuestion?
    /// The options of a choice or multiple-choice slide, in order; empty on other slides.
    public let options: [OnboardingOption<Spec>]
    /// The permission Continue asks the app to request, on a permission slide.
    public let permission: Spec.Permission?
    /// The title of the Continue button on this slide, when it differs from the default.
    public internal(set) var buttonTitle: OnboardingLocalizedText?
    /// The slide's name in analytics.
    public let screenName: String?
    /// Whether the slide counts in the flow's progress; a welcome screen may not.
    public let countsInProgress: Bool
    /// The condition on the answers given for the slide to show (`showIf`); `nil` for always.
    public let condition: OnboardingCondition<Spec>?
    /// Where Continue leads; `nil` for the following slide.
    public let next: OnboardingDestination<Spec>?
    /// Where the flow goes when the user denies the permission; `nil` for where Continue leads.
    public let nextIfDenied: OnboardingDestination<Spec>?
    /// What continuing from the slide does first, in order, such as presenting a paywall.
    public let effects: [OnboardingEffect<Spec>]

    /// The slide `id` as the spec declares it, as the generated file writes it; `showIf` is the
    /// condition on the answers for the slide to show.
    public init(
        id: Spec.SlideID,
        title: OnboardingLocalizedText? = nil,
        boldTitle: OnboardingLocalizedText? = nil,
        subtitle: OnboardingLocalizedText? = nil,
        backgroundImage: OnboardingBackgroundImage? = nil,
        illustration: OnboardingIllustration? = nil,
        backgroundVideo: OnboardingBackgroundVideo? = nil,
        videoGrid: [OnboardingVideoGridItem] = [],
        videoGridLayout: OnboardingVideoGridLayout? = nil,
        backgroundColorLight: OnboardingColor? = nil,
        backgroundColorDark: OnboardingColor? = nil,
        titleColorLight: OnboardingColor? = nil,
        titleColorDark: OnboardingColor? = nil,
        question: OnboardingQuestion? = nil,
        options: [OnboardingOption<Spec>] = [],
        permission: Spec.Permission? = nil,
        buttonTitle: OnboardingLocalizedText? = nil,
        screenName: String? = nil,
        countsInProgress: Bool = true,
        showIf condition: OnboardingCondition<Spec>? = nil,
        next: OnboardingDestination<Spec>? = nil,
        nextIfDenied: OnboardingDestination<Spec>? = nil,
        effects: [OnboardingEffect<Spec>] = []
    ) {
        self.id = id
        self.title = title
        self.boldTitle = boldTitle
        self.subtitle = subtitle
        self.backgroundImage = backgroundImage
        self.illustration = illustration
        self.backgroundVideo = backgroundVideo
        self.videoGrid = videoGrid
        self.videoGridLayout = videoGridLayout
        self.backgroundColorLight = backgroundColorLight
        self.backgroundColorDark = backgroundColorDark
        self.titleColorLight = titleColorLight
        self.titleColorDark = titleColorDark
        self.question = question
        self.options = options
        self.permission = permission
        self.buttonTitle = buttonTitle
        self.screenName = screenName
        self.countsInProgress = countsInProgress
        self.condition = condition
        self.next = next
        self.nextIfDenied = nextIfDenied
        self.effects = effects
    }

    /// The option `id` of the slide, if it has one.
    public func option(_ id: String) -> OnboardingOption<Spec>? {
        options.first { $0.id == id }
    }

    /// The slide with the texts that `wording` gives in place of its own.
    func worded(by wording: OnboardingWording) -> Self {
        var slide = self
        slide.title = wording.title ?? title
        slide.boldTitle = wording.boldTitle ?? boldTitle
        slide.subtitle = wording.subtitle ?? subtitle
        slide.buttonTitle = wording.buttonTitle ?? buttonTitle
        return slide
    }

    /// The slide with the answers its texts insert taken from `answers`.
    func filled(with answers: OnboardingAnswers<Spec>) -> Self {
        func fill(_ text: OnboardingLocalizedText?) -> OnboardingLocalizedText? {
            guard let text, !text.insertedAnswers.isEmpty else { return text }
            return text.filled(with: text.insertedAnswers.map { Spec.SlideID(rawValue: $0).map(answers.text(of:)) ?? "" })
        }
        var slide = self
        slide.title = fill(title)
        slide.boldTitle = fill(boldTitle)
        slide.subtitle = fill(subtitle)
        slide.buttonTitle = fill(buttonTitle)
        return slide
    }
}

/// Where the flow goes next.
public enum OnboardingDestination<Spec: Onboarding>: Hashable, Sendable {
    /// The slide with this id; the flow passes over it, to where it leads, when its condition (`showIf`) fails.
    case slide(Spec.SlideID)
    /// The end of the onboarding.
    case end
}

/// The condition on the answers given for a slide to show: `showIf` in the spec.
public enum OnboardingCondition<Spec: Onboarding>: Hashable, Sendable {
    /// The answer to the question `to` is one of the options whose ids are `isAnyOf`, or holds one
    /// of them.
    case answer(to: Spec.SlideID, isAnyOf: [String])
    /// The question is answered, or unanswered when `isAnswered` is `false`.
    case answered(Spec.SlideID, isAnswered: Bool = true)

    /// The answer to the question `slide` is one of `options`, or holds one of them.
    public static func answer<Option: SlideOption>(to slide: Spec.SlideID, isAnyOf options: Option...) -> Self where Option.Spec == Spec {
        .answer(to: slide, isAnyOf: options.map(\.rawValue))
    }

    /// Whether the condition holds for `answers`.
    public func holds(for answers: OnboardingAnswers<Spec>) -> Bool {
        switch self {
        case .answer(let slide, let optionIDs): answers.optionIDs(on: slide).contains(where: optionIDs.contains)
        case .answered(let slide, let isAnswered): answers.isAnswered(slide) == isAnswered
        }
    }
}

/// The texts of a slide that a variant words differently; `nil` keeps the slide's own.
public struct OnboardingWording: Hashable, Sendable {
    /// The slide's title in the variant; `nil` keeps the slide's own.
    public let title: OnboardingLocalizedText?
    /// The bold part after the title in the variant; `nil` keeps the slide's own.
    public let boldTitle: OnboardingLocalizedText?
    /// The text under the title in the variant; `nil` keeps the slide's own.
    public let subtitle: OnboardingLocalizedText?
    /// The title of the Continue button in the variant; `nil` keeps the slide's own.
    public let buttonTitle: OnboardingLocalizedText?

    /// The texts a variant gives a slide; those left `nil` stay the slide's own.
    public init(
        title: OnboardingLocalizedText? = nil, boldTitle: OnboardingLocalizedText? = nil, subtitle: OnboardingLocalizedText? = nil,
        buttonTitle: OnboardingLocalizedText? = nil
    ) {
        self.title = title
        self.boldTitle = boldTitle
        self.subtitle = subtitle
        self.buttonTitle = buttonTitle
    }
}
