/// What the app does for the effects of a flow: it presents the paywalls and the login, requests
/// the permissions, and forwards the analytics events. `OnboardingSession` calls it and feeds each
/// result back to the flow.
///
/// The generated file names it for its spec, `QuizOnboarding.EffectHandler`. A handler of a spec
/// without paywalls, a login or permission slides leaves out what its spec does not have:
///
/// ```swift
/// struct Handler: QuizOnboarding.EffectHandler {
///     func track(_ event: QuizOnboarding.AnalyticsEvent) {
///         Analytics.log(event.name, parameters: event.parameters)
///     }
/// }
/// ```
@MainActor
public protocol OnboardingEffectHandler<Spec> {
    /// The onboarding whose effects these are.
    associatedtype Spec: Onboarding

    /// Presents the paywall at `placement` and returns how it ended, once it is closed.
    func presentPaywall(_ placement: Spec.PaywallPlacement) async -> OnboardingPaywallResult

    /// Presents the spec's login, the one `OnboardingEffect.presentLogin` carries, and returns how
    /// it ended, once it is closed.
    func presentLogin() async -> OnboardingLoginResult

    /// Requests `permission` of the system and returns whether the user granted it.
    func requestPermission(_ permission: Spec.Permission) async -> Bool

    /// Forwards an analytics event to the app's analytics service; events arrive in order.
    func track(_ event: OnboardingAnalyticsEvent<Spec>)

    /// The entitlements the user has now, as the app's purchase manager knows them, which the
    /// session asks before each step and after each result: a paywall selling one is passed
    /// over, neither presented nor tracked. None by default. A handler that is a struct reads it
    /// from the object that holds the purchases: the session keeps its own copy of the handler.
    var activeEntitlements: Set<String> { get }

    /// Whether the user is signed in now, which the session asks before each step and after each
    /// result: the login is passed over, neither presented nor tracked. `false` by default.
    var isSignedIn: Bool { get }
}

extension OnboardingEffectHandler {
    /// None: every paywall is presented until the user buys in the flow.
    public var activeEntitlements: Set<String> { [] }

    /// `false`: the login is presented until the user signs in with it.
    public var isSignedIn: Bool { false }
}

extension OnboardingEffectHandler where Spec.PaywallPlacement == Never {
    /// Never called: the spec has no paywalls.
    public func presentPaywall(_ placement: Spec.PaywallPlacement) async -> OnboardingPaywallResult {
        placement
    }
}

extension OnboardingEffectHandler where Spec.Login == Never {
    /// Never called: the spec has no login.
    public func presentLogin() async -> OnboardingLoginResult {
        .cancelled
    }
}

extension OnboardingEffectHandler where Spec.Permission == Never {
    /// Never called: the spec has no permission slides.
    public func requestPermission(_ permission: Spec.Permission) async -> Bool {
        permission
    }
}
