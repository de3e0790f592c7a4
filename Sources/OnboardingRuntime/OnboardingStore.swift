import Foundation

/// What an app remembers of its onboarding, in `UserDefaults`: whether the user has finished it,
/// whether they skipped the paywall that ends it, the flow saved mid-way, and the last version
/// whose what's-new screen was considered.
///
/// The keys start with the spec's `completion.storageKey`: the key itself says whether onboarding
/// is completed (`true`, or with a `perVersion` scope the app version it was completed in), and
/// `<key>.skippedPaywall`, `<key>.savedFlow` and `<key>.whatsNewVersion` hold the rest.
///
/// `UserDefaults` is safe to use from any thread, and so is a store. Each change is on disk when the
/// method that makes it returns, on Linux too, where Foundation writes `UserDefaults` only when
/// asked to, even at exit.
public struct OnboardingStore<Spec: Onboarding>: @unchecked Sendable {
    private let defaults: UserDefaults
    /// The version of the app running now, as `perVersion` completion compares it.
    public let appVersion: String

    /// A store in `defaults`, for the app version `appVersion`: by default the bundle's
    /// `CFBundleShortVersionString`.
    public init(defaults: UserDefaults = .standard, appVersion: String? = nil) {
        self.defaults = defaults
        self.appVersion = appVersion ?? Self.bundleVersion
    }

    /// The main bundle's `CFBundleShortVersionString`, or `0` without one.
    private static var bundleVersion: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0"
    }

    private var completionKey: String { Spec.completion.storageKey }
    private var skippedPaywallKey: String { completionKey + ".skippedPaywall" }
    private var savedFlowKey: String { completionKey + ".savedFlow" }
    private var whatsNewKey: String { completionKey + ".whatsNewVersion" }

    // MARK: Completion

    /// Whether the user has finished or skipped onboarding: ever, or in this app version when the
    /// spec's `completion.scope` is `perVersion`, so that an update shows it again.
    public var isCompleted: Bool {
        switch Spec.completion.scope {
        case .once: defaults.bool(forKey: completionKey)
        case .perVersion: defaults.string(forKey: completionKey) == appVersion
        }
    }

    /// Records that the user has finished onboarding, and forgets the flow saved mid-way.
    public func markCompleted() {
        switch Spec.completion.scope {
        case .once: defaults.set(true, forKey: completionKey)
        case .perVersion: defaults.set(appVersion, forKey: completionKey)
        }
        clearSavedFlow()
    }

    // MARK: The flow saved mid-way

    /// The flow saved mid-way, with every result already reported (a login that succeeded is
    /// never asked again); `nil` when none is saved or it cannot be read.
    public var savedFlow: OnboardingFlow<Spec>? {
        savedFlow(variantWhenUnknown: nil)
    }

    /// The flow saved mid-way, in the variant it was saved in; in `variant` when the spec no
    /// longer has that one, such as the variant the app assigns the user now.
    public func savedFlow(variantWhenUnknown variant: Spec.Variant?) -> OnboardingFlow<Spec>? {
        guard let data = defaults.data(forKey: savedFlowKey) else { return nil }
        let decoder = JSONDecoder()
        decoder.userInfo[.onboardingVariantWhenUnknown] = variant
        return try? decoder.decode(OnboardingFlow<Spec>.self, from: data)
    }

    /// Saves `flow`, to restore after a relaunch; a finished flow is not saved.
    public func save(_ flow: OnboardingFlow<Spec>) {
        guard !flow.isFinished, let data = try? JSONEncoder().encode(flow) else { return clearSavedFlow() }
        defaults.set(data, forKey: savedFlowKey)
        writeToDisk()
    }

    /// Forgets the flow saved mid-way.
    public func clearSavedFlow() {
        defaults.removeObject(forKey: savedFlowKey)
        writeToDisk()
    }

    // MARK: At launch

    /// Whether the user dismissed the paywall that ends onboarding (`Spec.finalPaywall`): ever,
    /// or in this app version when the spec's `completion.scope` is `perVersion`, so that a
    /// paywall skipped before an update does not keep its onboarding from showing again. A
    /// session records it when the user dismisses that paywall in the flow.
    public var hasSkippedPaywall: Bool {
        switch Spec.completion.scope {
        case .once: defaults.bool(forKey: skippedPaywallKey)
        case .perVersion: defaults.string(forKey: skippedPaywallKey) == appVersion
        }
    }

    /// Records that the user dismissed the paywall that ends onboarding, such as when the app
    /// presented it at launch (`launchScreen`) and the user closed it.
    public func markPaywallSkipped() {
        switch Spec.completion.scope {
        case .once: defaults.set(true, forKey: skippedPaywallKey)
        case .perVersion: defaults.set(appVersion, forKey: skippedPaywallKey)
        }
        writeToDisk()
    }

    /// What the app shows at launch (see `Onboarding.launchScreen`), from what the store
    /// remembers: whether onboarding is completed and whether the user skipped its paywall.
    public func launchScreen(isSignedIn: Bool = true, isSubscribed: Bool) -> OnboardingLaunchScreen<Spec> {
        Spec.launchScreen(hasCompletedOnboarding: isCompleted, isSignedIn: isSignedIn, isSubscribed: isSubscribed, hasSkippedPaywall: hasSkippedPaywall)
    }

    // MARK: What's new

    /// The what's-new screen to show now that `currentVersion` runs, by the spec's rules (nothing
    /// on a fresh install unless the screen says `showOnFreshInstall`, and only for a change of at
    /// least its `minimumChange`), and records `currentVersion` as seen, so that the same screen
    /// never shows twice: call it once a launch, not from a view's `body`.
    ///
    /// A first call with no version recorded counts as a fresh install, unless `previousVersion`
    /// says which version the user ran before: in the release that adopts onboardc, the version
    /// the app remembered itself (such as its own last-seen what's-new version), so that users who
    /// update see what is new.
    public func whatsNewToShow(currentVersion: String, previousVersion: String? = nil) -> OnboardingWhatsNew? {
        let lastSeen = defaults.string(forKey: whatsNewKey) ?? previousVersion
        let screen = Spec.whatsNew(lastSeenVersion: lastSeen, currentVersion: currentVersion)
        let isNewer = OnboardingAppVersion(currentVersion).map { current in
            lastSeen.flatMap(OnboardingAppVersion.init).map { $0 < current } ?? true
        }
        // A version taken from `previousVersion` is the store's own record from now on.
        if isNewer == true || defaults.string(forKey: whatsNewKey) == nil {
            defaults.set(currentVersion, forKey: whatsNewKey)
            writeToDisk()
        }
        return screen
    }

    /// Forgets the onboarding: its completion, the skipped paywall and the flow saved mid-way,
    /// for a "show onboarding again" setting. The version whose what's new was seen stays, so
    /// that a what's-new screen never shows twice.
    public func reset() {
        for key in [completionKey, skippedPaywallKey, savedFlowKey] { defaults.removeObject(forKey: key) }
        writeToDisk()
    }

    /// Writes the defaults to disk where Foundation does not by itself: on Linux and Windows it
    /// keeps changes in memory until `synchronize()`, and loses them at exit. Apple's systems write
    /// them on their own, and ask apps not to call it.
    private func writeToDisk() {
        #if !canImport(Darwin)
        defaults.synchronize()
        #endif
    }
}
