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
        /// A sheet over the onboarding, as SwiftUI's `sheet` presents it.
        case sheet
        /// A cover over the whole screen, as SwiftUI's `fullScreenCover` presents it.
        case fullScreenCover
    }

    /// Which purchase framework serves the paywall.
    public enum Provider: Hashable, Sendable {
        /// Apple's StoreKit 2.
        case storeKit2
        /// The RevenueCat SDK.
        case revenueCat
    }

    /// The paywall's unique name in the spec, which the flow hands to the app to say which paywall to present.
    public let placement: Spec.PaywallPlacement
    /// When the flow presents the paywall: after a slide or a choice, at the end of onboarding, or never
    /// (`.manual`), for one the app opens itself.
    public let trigger: OnboardingTrigger<Spec>
    /// How the app presents the paywall; `.sheet` unless the spec says otherwise.
    public let presentation: Presentation
    /// The purchase framework that sells the products; `.storeKit2` unless the spec says otherwise.
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

    /// The paywall at `placement`, due at `trigger`; by default a skippable StoreKit 2 sheet with no
    /// entitlement or links.
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
    /// The user has the paywall's entitlement: open the feature.
    case granted
    /// The user lacks the entitlement, or the paywall names none: present the paywall at this placement first.
    case presentPaywall(Spec.PaywallPlacement)
}

/// What the flow needs to know of a spec's login: `OnboardingLogin` for a spec that has one,
/// `Never` for one that does not.
public protocol OnboardingLoginDescription: Hashable, Sendable {
    /// Whether the flow waits for a successful login.
    var isRequired: Bool { get }
}

extension Never: OnboardingLoginDescription {
    /// Never read: a spec without a login has no value of this type.
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
        /// Signing in to an existing account.
        case signIn
        /// Creating an account.
        case register
    }

    /// Who shows the login: OAuth in a web authentication session, or the app's own screen.
    public let provider: Provider
    /// Whether the login signs the user in or creates an account.
    public let mode: Mode
    /// When the app presents the login: `.afterOnboarding`, `.afterCompletion`, after a slide or a choice,
    /// or `.manual`.
    public let trigger: OnboardingTrigger<Spec>
    /// Whether the flow waits for a successful login: a failed or cancelled one offers to retry.
    /// When `false`, the flow continues whatever the result.
    public let isRequired: Bool

    /// A login; by default the app's own sign-in screen at the end of onboarding, which the flow waits
    /// for to succeed.
    public init(provider: Provider = .app, mode: Mode = .signIn, trigger: OnboardingTrigger<Spec> = .afterOnboarding, isRequired: Bool = true) {
        self.provider = provider
        self.mode = mode
        self.trigger = trigger
        self.isRequired = isRequired
    }
}
