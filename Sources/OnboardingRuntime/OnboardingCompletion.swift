/// How the app remembers that the user has finished onboarding.
public struct OnboardingCompletion: Hashable, Sendable {
    /// Whether finishing once is for ever, or onboarding shows again for each app version.
    public enum Scope: Hashable, Sendable {
        /// Onboarding shows until the user finishes or skips it once.
        case once
        /// Onboarding shows again in each app version, until the user finishes or skips it in that version.
        case perVersion
    }

    /// The `UserDefaults` key.
    public let storageKey: String
    /// Whether finishing is remembered for ever or only for the app version it happened in.
    public let scope: Scope

    /// Completion remembered in `UserDefaults` under `storageKey`, for ever unless `scope` says otherwise.
    public init(storageKey: String, scope: Scope = .once) {
        self.storageKey = storageKey
        self.scope = scope
    }
}

/// What the app shows at launch.
public enum OnboardingLaunchScreen<Spec: Onboarding>: Hashable, Sendable {
    /// Onboarding, for a user who has neither completed it, subscribed, nor skipped its paywall.
    case onboarding
    /// The login that comes after onboarding, for a user who completed it but is not signed in.
    case login(Spec.Login)
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

    /// What the app shows at launch: onboarding until it is completed, or until the user is
    /// subscribed or has skipped the paywall that ends it; then, for a spec whose login comes after
    /// completion, the login while the user is not signed in; then the paywall that ends
    /// onboarding, if the spec has one, until the user is subscribed or has skipped it; then its
    /// own content. `OnboardingStore` remembers a skipped paywall (`markPaywallSkipped()`, which a
    /// session calls when the user dismisses that paywall in the flow).
    public static func launchScreen(
        hasCompletedOnboarding: Bool, isSignedIn: Bool = true, isSubscribed: Bool, hasSkippedPaywall: Bool
    ) -> OnboardingLaunchScreen<Self> {
        guard hasCompletedOnboarding || isSubscribed || hasSkippedPaywall else { return .onboarding }
        if !isSignedIn, let login = loginAfterCompletion { return .login(login) }
        if isSubscribed || hasSkippedPaywall { return .main }
        return finalPaywall.map(OnboardingLaunchScreen.paywall) ?? .main
    }
}
