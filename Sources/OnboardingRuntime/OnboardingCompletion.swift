/// How the app remembers that the user has finished onboarding.
public struct OnboardingCompletion: Hashable, Sendable {
    /// Whether finishing once is for ever, or onboarding shows again for each app version.
    public enum Scope: Hashable, Sendable {
        case once
        case perVersion
    }

    /// The `UserDefaults` key.
    public let storageKey: String
    public let scope: Scope

    public init(storageKey: String, scope: Scope = .once) {
        self.storageKey = storageKey
        self.scope = scope
    }
}

/// What the app shows at launch.
public enum OnboardingLaunchScreen<Spec: Onboarding>: Hashable, Sendable {
    case onboarding
    /// The paywall that ends onboarding, which the user has neither bought nor skipped.
    case paywall(Spec.PaywallPlacement)
    /// The app's own content.
    case main
}

extension Onboarding {
    /// The paywall that ends onboarding: the first whose trigger is the end of onboarding.
    public static var finalPaywall: PaywallPlacement? {
        PaywallPlacement.allCases.first { paywall($0).trigger == .afterOnboarding }
    }

    /// What the app shows at launch: its content once the user is subscribed or has skipped the
    /// paywall; otherwise onboarding until it is finished, then the paywall that ends onboarding,
    /// if the spec has one. The app records `hasSkippedPaywall` when it reports `.dismissed` for it.
    public static func launchScreen(hasCompletedOnboarding: Bool, isSubscribed: Bool, hasSkippedPaywall: Bool) -> OnboardingLaunchScreen<Self> {
        if isSubscribed || hasSkippedPaywall { return .main }
        guard hasCompletedOnboarding else { return .onboarding }
        return finalPaywall.map(OnboardingLaunchScreen.paywall) ?? .main
    }
}
