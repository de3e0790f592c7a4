import Foundation
import Observation

/// Onboarding as a SwiftUI view or a coordinator drives it: the flow, carried out.
///
/// A session holds the `flow` and carries out the effects each transition returns, in order,
/// through the app's `OnboardingEffectHandler`: it presents the paywalls and the login, requests
/// the permissions, waits for each result and feeds it back to the flow. It forwards every
/// analytics event to the handler, saves the flow in the store after each step so that a relaunch
/// resumes where the user was, records in the store that the user skipped the paywall that ends
/// onboarding, and when the flow finishes marks onboarding completed and forgets the saved flow.
///
/// ```swift
/// @State private var session = QuizOnboarding.Session(store: .init(defaults: .standard), handler: Handler())
///
/// Button("Continue") { Task { await session.next() } }
///     .disabled(!session.flow.canContinue || session.isCarryingOutEffects)
///     .task { await session.resume() }
/// ```
///
/// A transition started while another is being carried out, such as a second tap on Continue
/// while the paywall of the first is up, is refused: it changes nothing.
///
/// A session is observable with Observation, which iOS 17, macOS 14 and their peers have; an app
/// for older systems drives `OnboardingFlow` itself.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
public final class OnboardingSession<Spec: Onboarding> {
    /// Where the user is, and the answers given.
    public private(set) var flow: OnboardingFlow<Spec>
    /// Whether the session is carrying out a transition's effects, waiting for the app.
    public private(set) var isCarryingOutEffects = false

    @ObservationIgnored private let store: OnboardingStore<Spec>
    @ObservationIgnored private let handler: any OnboardingEffectHandler<Spec>

    /// A session that restores the flow `store` saved, or starts one, in `variant` when given.
    ///
    /// Creating a session has no effect outside it: it tracks no event and presents nothing until
    /// `resume()` or a transition, so that SwiftUI may create it more than once (`@State` creates
    /// its initial value each time it creates the view, and keeps the first).
    ///
    /// A restored flow keeps the variant it was saved in, so that a user stays in the arm of the
    /// experiment they started in, and a flow saved without a variant stays without one; a flow
    /// saved in a variant the spec no longer has restores in `variant`.
    public init(store: OnboardingStore<Spec>, handler: some OnboardingEffectHandler<Spec>, variant: Spec.Variant? = nil) {
        self.store = store
        self.handler = handler
        flow = store.savedFlow(variantWhenUnknown: variant) ?? OnboardingFlow(showing: variant)
    }

    /// Carries out `transition` of the flow, such as `{ $0.next() }` or `{ $0.select(.advanced) }`,
    /// and then the effects it returns, one at a time, each with the result the handler reports;
    /// `nil` from the transition, as from a `select` off its slide, carries out nothing.
    ///
    /// Refused, changing nothing, while another transition is being carried out. A flow restored
    /// while it waited for a result presents that effect again instead, and goes on from its
    /// result as it would have before the relaunch, leaving `transition` undone: call `resume()`
    /// when the onboarding appears, so that the effect is up before the user taps anything.
    public func perform(_ transition: (inout OnboardingFlow<Spec>) -> [OnboardingEffect<Spec>]?) async {
        guard !isCarryingOutEffects else { return }
        isCarryingOutEffects = true
        defer { isCarryingOutEffects = false }
        learnWhatTheUserHas()
        if flow.awaitedEffect != nil {
            await carryOut(flow.resume())
            return
        }
        await carryOut(transition(&flow) ?? [])
    }

    /// Carries out `change`, a transition that sets off no effect and returns whether it changed
    /// the flow, such as `{ $0.toggle(.theory) }` or `{ $0.enterText(name) }`; returns what it
    /// returned. Refused, returning `false`, as `perform(_:)` refuses a transition.
    @discardableResult
    public func perform(_ change: (inout OnboardingFlow<Spec>) -> Bool) async -> Bool {
        var changed = false
        await perform { flow in
            changed = change(&flow)
            return []
        }
        return changed
    }

    /// Call it when the onboarding appears: tracks the events of the flow so far (that onboarding
    /// started and its first slide was viewed, for a new flow), and presents again the effect a
    /// restored flow waits for, such as the paywall that was up when the app was killed. Does
    /// nothing while a transition is being carried out.
    public func resume() async {
        guard !isCarryingOutEffects else { return }
        guard flow.awaitedEffect != nil else { return forwardEvents() }
        isCarryingOutEffects = true
        defer { isCarryingOutEffects = false }
        learnWhatTheUserHas()
        await carryOut(flow.resume())
    }

    /// Tells the flow what the handler says the user has now, so that it passes over what they
    /// need not be offered.
    private func learnWhatTheUserHas() {
        flow.activeEntitlements = handler.activeEntitlements
        flow.isSignedIn = handler.isSignedIn
    }

    /// Continues from the current slide.
    public func next() async {
        await perform { $0.next() }
    }

    /// Goes back to the previous slide.
    public func back() async {
        await perform { $0.back() }
    }

    /// Ends onboarding, as the skip button does.
    public func skip() async {
        await perform { $0.skip() }
    }

    /// Chooses the option `optionID` on the current slide, as `flow.select(optionID:)` does: for a
    /// view that lists `flow.slide.options` whatever the slide. With the spec's typed options,
    /// `await session.perform { $0.select(.advanced) }`.
    public func select(optionID: String) async {
        await perform { $0.select(optionID: optionID) }
    }

    /// Hands the text the user entered on the current slide to the flow at once, so that a text
    /// field can be bound to it; returns `false`, changing nothing, where `flow.enterText(_:)`
    /// does, such as while the flow waits for a paywall (disable the field while
    /// `isCarryingOutEffects`). Text sets off no effect; the flow is saved with the next step.
    /// Text of white space only is no answer, so a field bound to it shows it empty.
    ///
    /// ```swift
    /// TextField("Name", text: Binding(get: { session.flow.answers.name ?? "" }, set: { session.enterText($0) }))
    /// ```
    @discardableResult
    public func enterText(_ text: String) -> Bool {
        flow.enterText(text)
    }

    /// Carries out `effects` and those that follow from their results, saving the flow after each.
    private func carryOut(_ effects: [OnboardingEffect<Spec>]) async {
        var pending = effects
        forwardEvents()
        store.save(flow)
        while !pending.isEmpty {
            let effect = pending.removeFirst()
            switch effect {
            case .presentPaywall(let placement):
                let result = await handler.presentPaywall(placement)
                if result == .dismissed, placement == Spec.finalPaywall, Spec.paywall(placement).isSkippable { store.markPaywallSkipped() }
                learnWhatTheUserHas()
                pending += flow.paywallResult(result)
            case .presentLogin:
                let result = await handler.presentLogin()
                learnWhatTheUserHas()
                pending += flow.loginResult(result)
            case .requestPermission(let permission):
                let granted = await handler.requestPermission(permission)
                learnWhatTheUserHas()
                pending += flow.permissionResult(granted: granted)
            case .finished:
                store.markCompleted()
                forwardEvents()
                await presentLoginAfterCompletion()
                continue
            }
            forwardEvents()
            store.save(flow)
        }
    }

    /// Presents the login of a spec whose login comes after completion (`"trigger":
    /// "afterCompletion"`), once onboarding is completed, and tracks how it ended.
    private func presentLoginAfterCompletion() async {
        guard Spec.loginAfterCompletion != nil, !handler.isSignedIn else { return }
        handler.track(OnboardingAnalyticsEvent(.loginPresented, variant: flow.variant))
        let result = await handler.presentLogin()
        handler.track(OnboardingAnalyticsEvent(.loginResult(result), variant: flow.variant))
    }

    /// Hands the flow's queued analytics events to the handler, in order.
    private func forwardEvents() {
        for event in flow.takeEvents() { handler.track(event) }
    }
}
