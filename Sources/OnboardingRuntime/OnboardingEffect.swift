/// What the app must do after a transition of the flow.
///
/// The flow waits for the result of each effect but `finished`, which the app reports as the
/// effect's case says; the flow then returns the effects that follow. A spec without paywalls, a
/// login or permission slides has `Never` for their payloads, so a `switch` needs no case for them.
public enum OnboardingEffect<Spec: Onboarding>: Hashable, Sendable {
    /// Present the paywall at this placement, then report how it ended with `paywallResult(_:)`.
    case presentPaywall(Spec.PaywallPlacement)
    /// Present the login, then report how it ended with `loginResult(_:)`.
    case presentLogin(Spec.Login)
    /// Request this permission of the system, then report the user's answer with
    /// `permissionResult(granted:)`.
    case requestPermission(Spec.Permission)
    /// The user finished or skipped onboarding: remember it (`completion.storageKey`).
    case finished

    /// The result the flow waits for after this effect; `nil` for `finished`.
    var awaitedResult: OnboardingAwaitedResult<Spec>? {
        switch self {
        case .presentPaywall(let placement): .paywall(placement)
        case .presentLogin(let login): .login(login)
        case .requestPermission(let permission): .permission(permission)
        case .finished: nil
        }
    }
}

/// The result of an effect that the flow waits for before it goes on.
public enum OnboardingAwaitedResult<Spec: Onboarding>: Hashable, Sendable {
    /// The user's answer to the permission request, which the app reports with `permissionResult(granted:)`.
    case permission(Spec.Permission)
    /// How the paywall at this placement ended, which the app reports with `paywallResult(_:)`.
    case paywall(Spec.PaywallPlacement)
    /// How the login ended, which the app reports with `loginResult(_:)`.
    case login(Spec.Login)
}

/// How a paywall the flow asked for ended.
public enum OnboardingPaywallResult: String, Hashable, Sendable, CaseIterable {
    /// The user bought a product: the flow goes on and does not present this paywall again.
    case purchased
    /// The user restored an earlier purchase: as `purchased`.
    case restored
    /// Closed without buying: the flow goes on when the paywall is skippable, and presents it
    /// again when it is not.
    case dismissed
}

/// How the login the flow asked for ended.
public enum OnboardingLoginResult: String, Hashable, Sendable, CaseIterable {
    /// The user signed in or registered: the flow goes on and does not present the login again.
    case succeeded
    /// The login failed: a required login offers to retry, another goes on.
    case failed
    /// The user closed the login: as `failed`.
    case cancelled
}

extension OnboardingEffect: CustomStringConvertible {
    /// The effect by the spec's ids: `presentPaywall(pro)`, `presentLogin`,
    /// `requestPermission(camera)`, `finished`.
    public var description: String {
        switch self {
        case .presentPaywall(let placement): "presentPaywall(\(placement.rawValue))"
        case .presentLogin: "presentLogin"
        case .requestPermission(let permission): "requestPermission(\(permission.rawValue))"
        case .finished: "finished"
        }
    }
}
