import Foundation
import Observation
import OnboardingRuntime
import Testing

/// An effect handler that answers from a script and logs what it was asked.
@MainActor
final class ScriptedHandler<Spec: Onboarding>: OnboardingEffectHandler {
    var paywallResults: [OnboardingPaywallResult] = []
    var loginResults: [OnboardingLoginResult] = []
    var permissionResults: [Bool] = []
    var activeEntitlements: Set<String> = []
    var isSignedIn = false
    private(set) var log: [String] = []
    private(set) var events: [String] = []

    func presentPaywall(_ placement: Spec.PaywallPlacement) async -> OnboardingPaywallResult {
        log.append("paywall \(placement.rawValue)")
        return paywallResults.isEmpty ? .dismissed : paywallResults.removeFirst()
    }

    func presentLogin() async -> OnboardingLoginResult {
        log.append("login")
        return loginResults.isEmpty ? .cancelled : loginResults.removeFirst()
    }

    func requestPermission(_ permission: Spec.Permission) async -> Bool {
        log.append("permission \(permission.rawValue)")
        return permissionResults.isEmpty ? false : permissionResults.removeFirst()
    }

    func track(_ event: OnboardingAnalyticsEvent<Spec>) {
        events.append(event.name)
    }
}

/// `UserDefaults` of a suite of its own, empty, kept in memory only.
func freshDefaults() -> UserDefaults {
    let name = "onboarding-runtime-tests-\(UUID().uuidString)"
    let defaults = DefaultsInMemory(suiteName: name)!
    defaults.removePersistentDomain(forName: name)
    return defaults
}

/// `UserDefaults` that never writes its suite to disk, where the store asks it to (on Linux), so
/// that tests leave no file behind. A relaunch that reads the disk is `SessionScenarioTests`'.
private final class DefaultsInMemory: UserDefaults {
    override func synchronize() -> Bool { true }
}

@MainActor
@Suite struct SessionTests {
    @Test func aSessionCarriesOutEachEffectAndFeedsTheResultBack() async {
        let defaults = freshDefaults()
        let handler = ScriptedHandler<Quiz>()
        handler.paywallResults = [.dismissed, .purchased]
        let session = Quiz.Session(store: Quiz.Store(defaults: defaults), handler: handler)
        await session.skip()
        #expect(handler.log == ["paywall end", "paywall end"], "a paywall that is not skippable comes back until bought")
        #expect(session.flow.isFinished && Quiz.Store(defaults: defaults).isCompleted)
        #expect(Quiz.Store(defaults: defaults).savedFlow == nil, "the saved flow is forgotten once finished")
        #expect(handler.events == [
            "quiz_started", "quiz_slide_viewed", "quiz_skipped", "quiz_paywall_presented", "quiz_paywall_result",
            "quiz_paywall_presented", "quiz_paywall_result", "quiz_finished",
        ])
    }

    /// SwiftUI creates a `@State` value each time it creates the view and keeps the first: a
    /// session created and dropped must leave no trace.
    @Test func creatingASessionTracksNothingUntilItResumes() async {
        let defaults = freshDefaults()
        let handler = ScriptedHandler<Quiz>()
        _ = Quiz.Session(store: Quiz.Store(defaults: defaults), handler: handler)
        let session = Quiz.Session(store: Quiz.Store(defaults: defaults), handler: handler)
        #expect(handler.events.isEmpty && handler.log.isEmpty)
        await session.resume()
        #expect(handler.events == ["quiz_started", "quiz_slide_viewed"])
        await session.resume()
        await session.next()
        #expect(handler.events == ["quiz_started", "quiz_slide_viewed", "quiz_slide_viewed"], "each event once")
    }

    @Test func aRelaunchAtEveryStepAsksNothingTwice() async {
        let defaults = freshDefaults()
        let store = Journey.Store(defaults: defaults)
        var asked: [String] = []
        var sessions = 0
        // Each step is taken by a new session on the same defaults, as after a relaunch.
        func step(_ body: (Journey.Session, ScriptedHandler<Journey>) async -> Void, permissions: [Bool] = [], logins: [OnboardingLoginResult] = []) async {
            let handler = ScriptedHandler<Journey>()
            handler.permissionResults = permissions
            handler.loginResults = logins
            let session = Journey.Session(store: store, handler: handler)
            sessions += 1
            await body(session, handler)
            asked += handler.log
        }
        await step({ session, _ in await session.next() })
        #expect(store.savedFlow?.current == .notifications)
        await step({ session, _ in await session.next() }, permissions: [false])
        #expect(store.savedFlow?.current == .later, "denied, the flow goes on to nextIfDenied")
        await step({ session, _ in await session.next() })
        await step({ session, _ in await session.next() }, permissions: [true])
        #expect(store.savedFlow?.current == .outro)
        await step({ session, _ in await session.next() }, logins: [.failed])
        #expect(store.savedFlow?.offersLoginRetry == true && !store.isCompleted, "a required login that failed is offered again")
        await step({ session, _ in await session.next() }, logins: [.succeeded])
        #expect(store.isCompleted && store.savedFlow == nil && sessions == 6)
        #expect(asked == ["permission notifications", "permission camera", "login", "login"])
    }

    /// The app is killed while a paywall that is not skippable is up, after a paywall before it
    /// was bought: the relaunched session presents the paywall again, and nothing else.
    @Test func aRelaunchWhileAPaywallIsUpPresentsItAgain() async {
        let defaults = freshDefaults()
        let store = Quiz.Store(defaults: defaults)
        var flow = Quiz.Flow()
        _ = flow.skip()
        store.save(flow)
        let handler = ScriptedHandler<Quiz>()
        handler.paywallResults = [.restored]
        let session = Quiz.Session(store: store, handler: handler)
        #expect(session.flow.awaitedEffect == .presentPaywall(.end))
        await session.resume()
        #expect(handler.log == ["paywall end"] && session.flow.isFinished && store.isCompleted)
        await session.resume()
        #expect(handler.log == ["paywall end"], "resuming a finished flow does nothing")
    }

    @Test func aTransitionStartedWhileAnotherIsCarriedOutIsRefused() async {
        let handler = SlowHandler()
        let session = Quiz.Session(store: Quiz.Store(defaults: freshDefaults()), handler: handler)
        let skipping = Task { await session.skip() }
        while !session.isCarryingOutEffects { await Task.yield() }
        await session.next()
        #expect(session.flow.current == .welcome && session.isCarryingOutEffects, "refused while the paywall is up")
        handler.result.resume(returning: .purchased)
        await skipping.value
        #expect(session.flow.isFinished && !session.isCarryingOutEffects)
    }

    /// What the handler says the user has is not offered again: a paywall selling an entitlement
    /// they have, the login of a user signed in (a review: a subscriber shown onboarding again met
    /// every paywall, each tracked as presented).
    @Test func whatTheUserHasIsNotOfferedAgain() async {
        let handler = ScriptedHandler<Quiz>()
        handler.activeEntitlements = ["pro"]
        handler.paywallResults = [.purchased]
        let session = Quiz.Session(store: Quiz.Store(defaults: freshDefaults()), handler: handler)
        await session.next()
        await session.perform { $0.toggle(.chords) }
        await session.next()
        session.enterText("Ada")
        await session.next()
        await session.perform { $0.select(.advanced) }
        #expect(session.flow.current == .finale && handler.log.isEmpty, "the paywall selling 'pro' is passed over")
        #expect(handler.events.contains("quiz_option_chosen") && !handler.events.contains("quiz_paywall_presented"), "\(handler.events)")
        await session.next()
        #expect(handler.log == ["paywall end"], "a paywall that sells no entitlement is presented")

        let signedIn = ScriptedHandler<Journey>()
        signedIn.isSignedIn = true
        signedIn.permissionResults = [true, true]
        let journey = Journey.Session(store: Journey.Store(defaults: freshDefaults()), handler: signedIn)
        for _ in 0..<4 { await journey.next() }
        #expect(journey.flow.isFinished && !signedIn.log.contains("login"), "\(signedIn.log)")

        // What the app knows is asked again, never saved: a user signed out since is asked to sign in.
        let defaults = freshDefaults()
        let before = ScriptedHandler<Journey>()
        before.isSignedIn = true
        before.permissionResults = [true, true]
        let leaving = Journey.Session(store: Journey.Store(defaults: defaults), handler: before)
        for _ in 0..<3 { await leaving.next() }
        #expect(leaving.flow.current == .outro)
        let signedOut = ScriptedHandler<Journey>()
        signedOut.loginResults = [.succeeded]
        let relaunched = Journey.Session(store: Journey.Store(defaults: defaults), handler: signedOut)
        #expect(relaunched.flow.current == .outro && !relaunched.flow.isSignedIn)
        await relaunched.next()
        #expect(signedOut.log == ["login"] && relaunched.flow.isFinished)
    }

    @Test func theLoginThatComesAfterCompletionIsPresentedOnceCompleted() async {
        let defaults = freshDefaults()
        let handler = ScriptedHandler<SignUp>()
        handler.loginResults = [.failed]
        let session = SignUp.Session(store: SignUp.Store(defaults: defaults), handler: handler)
        await session.next()
        #expect(SignUp.Store(defaults: defaults).isCompleted && handler.log == ["login"])
        #expect(handler.events.suffix(3) == ["onboarding_finished", "onboarding_login_presented", "onboarding_login_result"])
        #expect(SignUp.launchScreen(hasCompletedOnboarding: true, isSignedIn: false, isSubscribed: false, hasSkippedPaywall: false) == .login(SignUp.login))
        #expect(SignUp.launchScreen(hasCompletedOnboarding: true, isSignedIn: true, isSubscribed: false, hasSkippedPaywall: false) == .main)
        #expect(SignUp.launchScreen(hasCompletedOnboarding: false, isSignedIn: false, isSubscribed: false, hasSkippedPaywall: false) == .onboarding)
    }

    @Test func typedOptionsDriveASessionThroughPerform() async {
        let handler = ScriptedHandler<Quiz>()
        handler.paywallResults = [.purchased]
        let session = Quiz.Session(store: Quiz.Store(defaults: freshDefaults()), handler: handler)
        await session.perform { $0.select(.advanced) }
        #expect(session.flow.current == .welcome && session.flow.answers.level == nil, "an option of another slide changes nothing")
        await session.next()
        // A transition that returns whether it changed the flow (a newcomer's review: it did not fit `perform`).
        #expect(await session.perform { $0.toggle(.chords) })
        await session.perform { $0.toggle(.theory) }
        #expect(await session.perform { $0.toggle(.songs) } == false)
        #expect(session.flow.answers.goals == [.chords, .theory], "the slide takes two at most")
        await session.perform { $0.toggle(.chords) }
        #expect(session.flow.answers.goals == [.theory])
        await session.next()
        // At once, for a text field bound to the answer: the space just typed stays until Continue.
        #expect(session.enterText("Ada ") && session.flow.answers.name == "Ada ")
        await session.next()
        #expect(session.flow.current == .level && session.flow.answers.name == "Ada")
        await session.perform { $0.select(.advanced) }
        #expect(session.flow.answers.level == .advanced)
        #expect(handler.log == ["paywall pro"], "choosing continues at once and carries out the option's effects")
        #expect(session.flow.current == .finale)
    }

    @Test func aSessionStartsInAVariantAndConveniencesDriveIt() async {
        let handler = ScriptedHandler<Journey>()
        handler.permissionResults = [true]
        handler.loginResults = [.succeeded]
        let session = Journey.Session(store: Journey.Store(defaults: freshDefaults()), handler: handler, variant: .short)
        #expect(session.flow.variant == .short && session.flow.slide.title?.defaultValue == "Quick intro")
        await session.next()
        await session.back()
        #expect(session.flow.current == .intro)
        await session.next()
        await session.next()
        #expect(handler.log == ["permission camera", "login"] && session.flow.isFinished)
    }

    /// A newcomer's review: a flow saved in a variant the spec no longer has restored without a
    /// variant, in the spec's own order, whatever variant the app passed.
    @Test func aRestoredFlowKeepsItsVariantOrTakesTheAppsWhenItsIsGone() async {
        let defaults = freshDefaults()
        let store = Journey.Store(defaults: defaults)
        var control = Journey.Flow(variant: .control)
        _ = control.next()
        store.save(control)
        let kept = Journey.Session(store: store, handler: ScriptedHandler<Journey>(), variant: .short)
        #expect(kept.flow.variant == .control && kept.flow.path == [.intro, .notifications], "the user stays in their arm")

        defaults.set(Data(#"{"path":["intro"],"variant":"renamed"}"#.utf8), forKey: "journey.completed.savedFlow")
        let renamed = Journey.Session(store: store, handler: ScriptedHandler<Journey>(), variant: .short)
        #expect(renamed.flow.variant == .short && renamed.flow.slide.title?.defaultValue == "Quick intro")
        #expect(store.savedFlow?.variant == nil, "without a variant to take, none")

        defaults.set(Data(#"{"path":["intro"]}"#.utf8), forKey: "journey.completed.savedFlow")
        #expect(Journey.Session(store: store, handler: ScriptedHandler<Journey>(), variant: .short).flow.variant == nil, "saved without one, it stays so")
    }
}

/// A handler whose paywall stays up until the test closes it.
@MainActor
final class SlowHandler: OnboardingEffectHandler {
    typealias Spec = Quiz
    var result: CheckedContinuation<OnboardingPaywallResult, Never>!

    func presentPaywall(_ placement: Quiz.PaywallPlacement) async -> OnboardingPaywallResult {
        await withCheckedContinuation { result = $0 }
    }

    func track(_ event: OnboardingAnalyticsEvent<Quiz>) {}
}

/// One page, then registration once onboarding is completed.
enum SignUp: Onboarding {
    static let name = "SignUp"
    static let localizationTable = "SignUp"
    static var bundle: Bundle { .main }

    enum SlideID: String, CaseIterable, SpecIdentifier {
        case welcome
    }

    typealias Login = OnboardingLogin<SignUp>
    static let login = Login(mode: .register, trigger: .afterCompletion)
    static var loginAfterCompletion: Login? { login }

    static func slide(_ id: SlideID) -> Slide { Slide(id: .welcome) }

    static let theme = Theme()
    static let completion = Completion(storageKey: "signup.completed")
}

/// One page, then a paywall the user may close.
enum Shop: Onboarding {
    static let name = "Shop"
    static let localizationTable = "Shop"
    static var bundle: Bundle { .main }

    enum SlideID: String, CaseIterable, SpecIdentifier {
        case welcome
    }

    enum PaywallPlacement: String, CaseIterable, SpecIdentifier {
        case pro
    }

    static func slide(_ id: SlideID) -> Slide { Slide(id: .welcome) }
    static func paywall(_ placement: PaywallPlacement) -> Paywall { Paywall(placement: .pro, trigger: .afterOnboarding, products: []) }
    static let endEffects: [Effect] = [.presentPaywall(.pro)]

    static let theme = Theme()
    static let completion = Completion(storageKey: "shop.completed")
}

@Suite struct StoreTests {
    @Test func completionPerVersionAsksAgainAfterAnUpdate() {
        let defaults = freshDefaults()
        Journey.Store(defaults: defaults, appVersion: "1.2").markCompleted()
        #expect(Journey.Store(defaults: defaults, appVersion: "1.2").isCompleted)
        #expect(!Journey.Store(defaults: defaults, appVersion: "1.3").isCompleted)
        Quiz.Store(defaults: defaults, appVersion: "1.2").markCompleted()
        #expect(Quiz.Store(defaults: defaults, appVersion: "9").isCompleted, "once is for ever")
        Quiz.Store(defaults: defaults).reset()
        #expect(!Quiz.Store(defaults: defaults).isCompleted)
    }

    /// Under `perVersion`, a paywall skipped before an update keeps the onboarding of the new
    /// version from showing no more than its completion does.
    @Test func aPaywallSkippedPerVersionIsSkippedInThatVersion() {
        let defaults = freshDefaults()
        Journey.Store(defaults: defaults, appVersion: "1.2").markPaywallSkipped()
        #expect(Journey.Store(defaults: defaults, appVersion: "1.2").hasSkippedPaywall)
        #expect(!Journey.Store(defaults: defaults, appVersion: "1.3").hasSkippedPaywall)
        #expect(Journey.Store(defaults: defaults, appVersion: "1.3").launchScreen(isSubscribed: false) == .onboarding)
        Quiz.Store(defaults: defaults, appVersion: "1.2").markPaywallSkipped()
        #expect(Quiz.Store(defaults: defaults, appVersion: "9").hasSkippedPaywall, "once is for ever")
    }

    /// The store remembers what `launchScreen` asks, so the app need not: a newcomer's review found
    /// every app had to persist `hasSkippedPaywall` itself.
    @MainActor
    @Test func theStoreAnswersTheLaunchScreen() async {
        let defaults = freshDefaults()
        let store = Quiz.Store(defaults: defaults)
        #expect(store.launchScreen(isSubscribed: false) == .onboarding && !store.hasSkippedPaywall)
        let handler = ScriptedHandler<Quiz>()
        handler.paywallResults = [.dismissed, .purchased]
        await Quiz.Session(store: store, handler: handler).skip()
        #expect(!store.hasSkippedPaywall, "the end's paywall is not skippable: dismissed, it came back")
        #expect(store.launchScreen(isSubscribed: false) == .paywall(.end) && store.launchScreen(isSubscribed: true) == .main)
        store.markPaywallSkipped()
        #expect(store.hasSkippedPaywall && store.launchScreen(isSubscribed: false) == .main)
        // A skippable paywall that ends onboarding, dismissed in the flow, is recorded as skipped.
        let shop = Shop.Store(defaults: defaults)
        await Shop.Session(store: shop, handler: ScriptedHandler<Shop>()).next()
        #expect(shop.isCompleted && shop.hasSkippedPaywall && shop.launchScreen(isSubscribed: false) == .main)
        store.reset()
        #expect(!store.hasSkippedPaywall && store.launchScreen(isSubscribed: false) == .onboarding)

        let signUp = SignUp.Store(defaults: defaults)
        signUp.markCompleted()
        #expect(signUp.launchScreen(isSignedIn: false, isSubscribed: false) == .login(SignUp.login))
    }

    @Test func anUnreadableSavedFlowIsNone() {
        let defaults = freshDefaults()
        defaults.set(Data("not json".utf8), forKey: "quiz.completed.savedFlow")
        #expect(Quiz.Store(defaults: defaults).savedFlow == nil)
    }

    @Test func whatsNewShowsOnceForEachVersion() {
        let store = Journey.Store(defaults: freshDefaults())
        #expect(store.whatsNewToShow(currentVersion: "1.0")?.version == "1.0", "a fresh install of 1.0 shows its screen")
        #expect(store.whatsNewToShow(currentVersion: "1.0") == nil, "and never twice")
        #expect(store.whatsNewToShow(currentVersion: "1.0.1") == nil, "a patch without a screen")
        #expect(store.whatsNewToShow(currentVersion: "1.5.0")?.version == "1.5.0", "a screen that takes a patch")
        #expect(store.whatsNewToShow(currentVersion: "1.4") == nil, "a downgrade")
        #expect(store.whatsNewToShow(currentVersion: "2.1")?.version == "2.0", "the newest screen up to the version running")
        #expect(store.whatsNewToShow(currentVersion: "2.1") == nil)
        store.reset()
        #expect(store.whatsNewToShow(currentVersion: "2.1") == nil, "showing onboarding again is not a new version")
        let fresh = Journey.Store(defaults: freshDefaults())
        #expect(fresh.whatsNewToShow(currentVersion: "2.0") == nil, "a fresh install of 2.0, whose screen is not for one")
        #expect(fresh.whatsNewToShow(currentVersion: "2.0") == nil)
        let major = Journey.Store(defaults: freshDefaults())
        _ = major.whatsNewToShow(currentVersion: "1.9")
        #expect(major.whatsNewToShow(currentVersion: "2.0.0")?.version == "2.0", "a major update")
        // The release that adopts the library: the user ran 1.9, which the app remembered itself.
        let adopting = Journey.Store(defaults: freshDefaults())
        #expect(adopting.whatsNewToShow(currentVersion: "2.0", previousVersion: "1.9")?.version == "2.0", "an update, not a fresh install")
        #expect(adopting.whatsNewToShow(currentVersion: "2.0", previousVersion: "1.9") == nil, "the store's own record wins from then on")
    }
}

@MainActor
@Suite struct SessionObservationTests {
    /// SwiftUI redraws what reads the flow when a transition changes it, as with `@Observable`.
    @Test func readingTheFlowIsObservedAndATransitionNotifies() async {
        let session = Quiz.Session(store: Quiz.Store(defaults: freshDefaults()), handler: ScriptedHandler<Quiz>())
        let changed = Changes()
        withObservationTracking {
            _ = session.flow.current
        } onChange: {
            changed.count += 1
        }
        #expect(changed.count == 0)
        await session.next()
        #expect(changed.count == 1, "one change, then the tracking ends as SwiftUI's does")
        let busy = Changes()
        withObservationTracking {
            _ = session.isCarryingOutEffects
        } onChange: {
            busy.count += 1
        }
        await session.next()
        #expect(busy.count == 1)
    }
}

/// How many times an observation fired.
final class Changes: @unchecked Sendable {
    var count = 0
}
