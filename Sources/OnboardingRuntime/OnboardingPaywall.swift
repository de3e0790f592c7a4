/// When the app must do something during the flow.
public enum OnboardingTrigger<Spec: Onboarding>: Hashable, Sendable {
    /// When the user finishes the last slide, or skips.
    case afterOnboarding
    /// Of the login only: once onboarding is completed, outside the flow, and at each launch
    /// while the user is not signed in.
    case afterCompletion
    /// When the user continues from the slide.
    case afterSlide(Spec.SlideID)
    /// When the user continues from a choice slide having chosen the option with this id.
    case afterChoice(String)
    /// Never in the flow: the app presents it when it wants, such as when a feature needs the
    /// paywall's entitlement (see `OnboardingPaywall.access(given:)`).
    case manual
}

/// A point in the flow where the app presents a paywall.
public struct OnboardingPaywall<Spec: Onboarding>: Hashable, Sendable {
    /// How the app presents the paywall.
    public enum Presentation: Hashable, Sendable {
        case sheet
        case fullScreenCover
    }

    /// Which purchase framework serves the paywall.
    public enum Provider: Hashable, Sendable {
        case storeKit2
        case revenueCat
    }

    public let placement: Spec.PaywallPlacement
    public let trigger: OnboardingTrigger<Spec>
    public let presentation: Presentation
    public let provider: Provider
    /// The products offered, in the order of the spec.
    public let products: [Spec.Product]
    /// The entitlement the purchase unlocks, as the provider names it.
    public let entitlement: String?
    /// Whether the user can close the paywall without buying.
    public let isSkippable: Bool
    /// The terms of use the paywall links to.
    public let termsURL: String?
    /// The privacy policy the paywall links to.
    public let privacyURL: String?

    public init(
        placement: Spec.PaywallPlacement, trigger: OnboardingTrigger<Spec>, presentation: Presentation = .sheet,
        provider: Provider = .storeKit2, products: [Spec.Product], entitlement: String? = nil, isSkippable: Bool = true,
        termsURL: String? = nil, privacyURL: String? = nil
    ) {
        self.placement = placement
        self.trigger = trigger
        self.presentation = presentation
        self.provider = provider
        self.products = products
        self.entitlement = entitlement
        self.isSkippable = isSkippable
        self.termsURL = termsURL
        self.privacyURL = privacyURL
    }

    /// `.granted` when `activeEntitlements` holds this paywall's entitlement, otherwise the
    /// paywall to present: what a feature asks before it opens.
    public func access(given activeEntitlements: Set<String>) -> OnboardingAccess<Spec> {
        guard let entitlement, activeEntitlements.contains(entitlement) else { return .presentPaywall(placement) }
        return .granted
    }
}

/// Whether the user may use what a paywall sells, or the paywall to present first.
public enum OnboardingAccess<Spec: Onboarding>: Hashable, Sendable {
    case granted
    case presentPaywall(Spec.PaywallPlacement)
}

/// What the flow needs to know of a spec's login: `OnboardingLogin` for a spec that has one,
/// `Never` for one that does not.
public protocol OnboardingLoginDescription: Hashable, Sendable {
    /// Whether the flow waits for a successful login.
    var isRequired: Bool { get }
}

extension Never: OnboardingLoginDescription {
    public var isRequired: Bool {
        switch self {}
    }
}

/// The login the onboarding leads to.
public struct OnboardingLogin<Spec: Onboarding>: OnboardingLoginDescription {
    /// Who shows the login.
    public enum Provider: Hashable, Sendable {
        /// OAuth in the system's web authentication session; `redirectURI` is
        /// `{scheme or bundle id}://oauth2redirect`.
        case oauth(clientID: String, loginURL: String, redirectURI: String)
        /// The app's own screen.
        case app
    }

    /// What the login asks of the user.
    public enum Mode: Hashable, Sendable {
        case signIn
        /// Creating an account.
        case register
    }

    public let provider: Provider
    public let mode: Mode
    public let trigger: OnboardingTrigger<Spec>
    /// Whether the flow waits for a successful login: a failed or cancelled one offers to retry.
    /// When `false`, the flow continues whatever the result.
    public let isRequired: Bool

    public init(provider: Provider = .app, mode: Mode = .signIn, trigger: OnboardingTrigger<Spec> = .afterOnboarding, isRequired: Bool = true) {
        self.provider = provider
        self.mode = mode
        self.trigger = trigger
        self.isRequired = isRequired
    }
}
