import Foundation

/// An onboarding that onboardc generated from a spec.
///
/// The generated file declares a namespace named after the spec, such as `QuizOnboarding`, that
/// conforms to this protocol: the ids of the slides, the content of each, the paywalls, the login,
/// the variants. What is the same for every spec lives in this library and is reached through the
/// namespace:
///
/// ```swift
/// var flow = QuizOnboarding.Flow()            // OnboardingFlow<QuizOnboarding>
/// flow.select(.advanced)                      // typed by the spec's options
/// let title = flow.slide.title?.localized     // the content of the current slide
/// ```
///
/// An app rarely names this protocol: it uses the namespace's members, and the types this
/// protocol's extension names after them (`Flow`, `Slide`, `Answers`, `Effect`, `LocalizedText`).
public protocol Onboarding: Sendable {
    /// The slides, in the order of the spec; the raw value of each is its id in the spec.
    associatedtype SlideID: SpecIdentifier

    /// The permissions that permission slides ask the app to request; `Never` without any.
    associatedtype Permission: SpecIdentifier = Never

    /// The placements of the spec's paywalls; `Never` without paywalls.
    associatedtype PaywallPlacement: SpecIdentifier = Never

    /// The products the paywalls sell; `Never` without paywalls.
    associatedtype Product: SpecIdentifier = Never

    /// The login: `OnboardingLogin<Self>` for a spec that has one, `Never` otherwise.
    associatedtype Login: OnboardingLoginDescription = Never

    /// The variants of the spec's experiment; `Never` without one.
    associatedtype Variant: SpecIdentifier = Never

    /// The name of the spec.
    static var name: String { get }

    /// The String Catalog table that translates the texts, such as `QuizOnboarding`.
    static var localizationTable: String { get }

    /// The bundle that holds `localizationTable`.
    static var bundle: Bundle { get }

    /// The prefix of every analytics event's name, such as `onboarding_`.
    static var analyticsEventPrefix: String { get }

    /// The content of the slide `id` as the spec declares it, and where the flow goes from it. A
    /// text that inserts answers inserts none here; `OnboardingFlow.slide` fills them in.
    static func slide(_ id: SlideID) -> OnboardingSlide<Self>

    /// What finishing onboarding does before the flow ends, in order: the login, then the paywalls
    /// whose trigger is the end of onboarding.
    static var endEffects: [OnboardingEffect<Self>] { get }

    /// The paywall at `placement`.
    static func paywall(_ placement: PaywallPlacement) -> OnboardingPaywall<Self>

    /// The login, when it comes after onboarding is completed (`"trigger": "afterCompletion"`):
    /// the flow finishes without it, and the app presents it, at once and at each launch while the
    /// user is not signed in (`launchScreen(hasCompletedOnboarding:isSignedIn:isSubscribed:hasSkippedPaywall:)`).
    static var loginAfterCompletion: Login? { get }

    /// The slides `variant` shows, its weight and its wording.
    static func variant(_ variant: Variant) -> OnboardingVariantDefinition<Self>

    /// The look and the navigation options of the onboarding.
    static var theme: OnboardingTheme { get }

    /// How the app remembers that the user has finished onboarding.
    static var completion: OnboardingCompletion { get }

    /// The what's-new screens, in the order of the spec.
    static var whatsNew: [OnboardingWhatsNew] { get }
}

extension Onboarding {
    /// Where a user is in this onboarding: a value to save, compare and drive.
    public typealias Flow = OnboardingFlow<Self>
    /// The content of one slide.
    public typealias Slide = OnboardingSlide<Self>
    /// The answers given, typed by question.
    public typealias Answers = OnboardingAnswers<Self>
    /// What the app must do after a transition.
    public typealias Effect = OnboardingEffect<Self>
    /// The result of an effect that the flow waits for.
    public typealias AwaitedResult = OnboardingAwaitedResult<Self>
    /// Where the flow goes next.
    public typealias Destination = OnboardingDestination<Self>
    /// An option of a choice or multiple-choice slide.
    public typealias Option = OnboardingOption<Self>
    /// A slide's condition, `showIf` in the spec.
    public typealias Condition = OnboardingCondition<Self>
    /// Something that happened in the flow, for the app's analytics.
    public typealias AnalyticsEvent = OnboardingAnalyticsEvent<Self>
    /// When the app must do something during the flow.
    public typealias Trigger = OnboardingTrigger<Self>
    /// A point in the flow where the app presents a paywall.
    public typealias Paywall = OnboardingPaywall<Self>
    /// Whether the user may use what a paywall sells.
    public typealias Access = OnboardingAccess<Self>
    /// What the app shows at launch.
    public typealias LaunchScreen = OnboardingLaunchScreen<Self>
    /// The slides of a variant, its weight and its wording.
    public typealias VariantDefinition = OnboardingVariantDefinition<Self>
    /// The texts of a slide that a variant words differently.
    public typealias Wording = OnboardingWording
    /// A text of the spec, shown in the user's language.
    public typealias LocalizedText = OnboardingLocalizedText
    /// What a question slide asks.
    public typealias Question = OnboardingQuestion
    /// The text field of a text-input slide.
    public typealias TextInput = OnboardingTextInput
    /// What is wrong with the text entered on a text-input slide.
    public typealias TextProblem = OnboardingTextProblem
    /// A full-screen image behind a slide.
    public typealias BackgroundImage = OnboardingBackgroundImage
    /// The one illustration of a slide.
    public typealias Illustration = OnboardingIllustration
    // No alias of `OnboardingAnimation` or `OnboardingColor`: in an extension of the spec's type,
    // `Animation` and `Color` would hide SwiftUI's.
    /// A video behind a slide.
    public typealias BackgroundVideo = OnboardingBackgroundVideo
    /// The captions of a video's speech.
    public typealias Captions = OnboardingCaptions
    /// A cell of a video grid.
    public typealias VideoGridItem = OnboardingVideoGridItem
    /// The size and corners of a video grid's cells.
    public typealias VideoGridLayout = OnboardingVideoGridLayout
    /// The look and the navigation options of the onboarding.
    public typealias Theme = OnboardingTheme
    /// The button that advances the flow.
    public typealias NextButton = OnboardingNextButton
    /// Music that plays during onboarding.
    public typealias BackgroundAudio = OnboardingBackgroundAudio
    /// How the app remembers that the user has finished onboarding.
    public typealias Completion = OnboardingCompletion
    /// How a paywall the flow asked for ended.
    public typealias PaywallResult = OnboardingPaywallResult
    /// What the app remembers of its onboarding.
    public typealias Store = OnboardingStore<Self>
    /// Onboarding as a view drives it: the flow, carried out.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    public typealias Session = OnboardingSession<Self>
    /// How the login the flow asked for ended.
    public typealias LoginResult = OnboardingLoginResult
    /// The what's-new screen of one app version.
    public typealias WhatsNew = OnboardingWhatsNew
    /// An app version, compared as a version.
    public typealias AppVersion = OnboardingAppVersion
    /// How much a version changes from another.
    public typealias VersionChange = OnboardingVersionChange

    /// `onboarding_`, for a spec that does not set `analytics.eventPrefix`.
    public static var analyticsEventPrefix: String { "onboarding_" }

    /// None, for a spec with neither a login nor a paywall at the end of onboarding.
    public static var endEffects: [OnboardingEffect<Self>] { [] }

    /// None, for a spec without what's-new screens.
    public static var whatsNew: [OnboardingWhatsNew] { [] }

    /// `nil`, for a spec without a login or whose login comes within the flow.
    public static var loginAfterCompletion: Login? { nil }

    /// A text of the spec, translated by `localizationTable` in `bundle`: `key` is its key in the
    /// String Catalog, `defaultValue` the text in the spec's language, a format with `%@` where it
    /// inserts the answers to `answers`.
    public static func text(_ key: StaticString, _ defaultValue: String, inserting answers: SlideID...) -> OnboardingLocalizedText {
        OnboardingLocalizedText(key, defaultValue: defaultValue, table: localizationTable, bundle: bundle, inserting: answers)
    }
}

extension Onboarding where PaywallPlacement == Never {
    /// Never called: the spec has no paywalls.
    public static func paywall(_ placement: PaywallPlacement) -> OnboardingPaywall<Self> {
        placement
    }
}

extension Onboarding where Variant == Never {
    /// Never called: the spec has no variants.
    public static func variant(_ variant: Variant) -> OnboardingVariantDefinition<Self> {
        variant
    }
}
