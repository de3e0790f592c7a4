/// Where a user is in the onboarding, and the answers given on the way.
///
/// A value: compare it in tests, and save it when the user leaves mid-onboarding. Each transition
/// returns the effects the app must carry out, in order, and queues the `AnalyticsEvent`s of what
/// happened, which `takeEvents()` hands over; two flows at the same point compare equal whatever
/// events they have queued.
///
/// Leaving a slide carries out its effects one at a time: the flow waits for the result of each
/// (`awaitedResult`) and moves on after the last. A paywall that is not skippable keeps the flow
/// where it is until a purchase or restore; a required login that fails keeps the flow on its
/// slide, where Continue presents it again. A paywall bought or restored, and a login that
/// succeeded, are not presented again, even when the user goes back and continues once more.
///
/// It is `Codable`, and a flow saved by an older build decodes to the nearest state this spec
/// allows (see `init(from:)`).
public struct OnboardingFlow<Spec: Onboarding>: Hashable, Sendable {
    /// How far along the path the user is, counting the slides that count in progress.
    public struct Progress: Hashable, Sendable {
        /// How many counted slides the user has seen before the current one.
        public let index: Int
        /// The counted slides on the path so far plus those ahead with the answers given so far.
        public let count: Int
        /// Whether the current slide counts; a welcome screen may not (`"countsInProgress": false`).
        public let includesCurrent: Bool

        /// Progress at `index` of `count` counted slides, as `OnboardingFlow.progress` reports it;
        /// `includesCurrent` says whether the current slide is one of them.
        public init(index: Int, count: Int, includesCurrent: Bool) {
            self.index = index
            self.count = count
            self.includesCurrent = includesCurrent
        }
    }

    /// The slides shown so far, the current one last.
    public internal(set) var path: [Spec.SlideID]
    /// The answers given on the slides of the path.
    public internal(set) var answers: OnboardingAnswers<Spec>
    /// Whether the user has finished or skipped onboarding.
    public internal(set) var isFinished: Bool
    /// The variant of the experiment the flow shows; `nil` for the slides of the spec in its order.
    public let variant: Spec.Variant?
    /// The paywalls the user bought or restored in the flow, which it does not present again.
    public internal(set) var purchasedPaywalls: Set<Spec.PaywallPlacement> = []
    /// Whether the user signed in with the flow's login, which it then does not present again.
    public internal(set) var hasSignedIn = false
    /// The entitlements the user has, as the app knows them now (from its purchase manager, say):
    /// the flow passes over a paywall that sells one, as it passes over one bought in the flow,
    /// so that a subscriber shown onboarding again is offered nothing they have. What the app
    /// knows is not the flow's state: it is neither saved nor compared, and the app sets it again
    /// before each step; a `Session` sets it from its handler.
    public var activeEntitlements: Set<String> = []
    /// Whether the user is signed in, as the app knows it now: the flow passes over the login.
    /// Like `activeEntitlements`, neither saved nor compared; a `Session` sets it from its handler.
    public var isSignedIn = false
    /// Leaving the current slide, while it waits for the app.
    var departure: Departure?
    /// The analytics events of the transitions since the last `takeEvents()`, in order.
    var events: [OnboardingAnalyticsEvent<Spec>] = []

    /// A flow at the first slide of the spec.
    public init() {
        self.init(showing: nil)
    }

    /// A flow at the first slide of `variant`, which it shows in the variant's order and wording.
    public init(variant: Spec.Variant) {
        self.init(showing: variant)
    }

    /// A flow along `path` with `answers`, as a SwiftUI preview or a test sets one up: as far along
    /// `path` as the flow goes with those answers, each slide on the way with its answer; at the
    /// first slide when `path` does not start there. No effect is carried out on the way. Queues the
    /// event of viewing the slide it shows, after `onboardingStarted` when it is at the first slide
    /// because `path` does not start there, as a new flow does.
    ///
    /// ```swift
    /// var answers = QuizOnboarding.Answers()
    /// answers[choices: .goals] = [QuizOnboarding.GoalsOption.fun]
    /// answers[text: .name] = "Ann"
    /// answers[choice: .level] = QuizOnboarding.LevelOption.beginner
    /// let finale = QuizOnboarding.Flow(path: [.welcome, .goals, .name, .email, .level, .finale], answers: answers)
    /// // finale.slide.title: "Nice to meet you, Ann!"
    /// ```
    public init(variant: Spec.Variant? = nil, path: [Spec.SlideID], answers: OnboardingAnswers<Spec>) {
        self.init(showing: variant)
        guard path.first == current else { return }
        events = []
        _ = follow(path.dropFirst().map(\.rawValue), answering: answers)
        record(.slideViewed(current))
    }

    init(showing variant: Spec.Variant?) {
        self.variant = variant
        let slides = variant.map { Spec.variant($0).slides } ?? Spec.SlideID.allCases
        path = [slides[0]]
        answers = OnboardingAnswers()
        isFinished = false
        record(.onboardingStarted)
        record(.slideViewed(current))
    }

    // MARK: Reading

    /// The slide to show.
    public var current: Spec.SlideID { path[path.count - 1] }

    /// The content of the slide to show, worded as the flow's variant words it, with the answers
    /// its texts insert filled in.
    public var slide: OnboardingSlide<Spec> {
        var slide = Spec.slide(current)
        if let wording = variantDefinition?.wording[current] { slide = slide.worded(by: wording) }
        return slide.filled(with: answers)
    }

    /// The result of an effect the flow waits for: the app reports it to go on.
    public var awaitedResult: OnboardingAwaitedResult<Spec>? {
        awaitedEffect?.awaitedResult
    }

    /// The effect the flow has asked the app to carry out and waits for: the one to present again
    /// when the app restores a flow saved while it waited.
    public var awaitedEffect: OnboardingEffect<Spec>? {
        guard let departure, departure.isAwaitingResult else { return nil }
        return departure.effects.first
    }

    /// The permission the app is requesting for the current slide, until it reports the result.
    public var pendingPermission: Spec.Permission? {
        if case .permission(let permission) = awaitedResult { permission } else { nil }
    }

    /// Whether a required login failed or was cancelled: the flow stays on the slide, and
    /// Continue presents the login again.
    public var offersLoginRetry: Bool {
        departure.map { !$0.isAwaitingResult } ?? false
    }

    /// Whether Continue is enabled: until the flow is finished, not while it waits for a result,
    /// and on a question once its answer is complete, or left unanswered by a Skip whose login
    /// failed (`offersLoginRetry`).
    public var canContinue: Bool {
        offersLoginRetry || (!isFinished && awaitedResult == nil && answers.allowsContinuing(from: Spec.slide(current)))
    }

    /// Whether Back is enabled: past the first slide, until the flow is finished, and not while it
    /// waits for a result. `back()` does nothing when it is `false`.
    public var canGoBack: Bool {
        !isFinished && awaitedResult == nil && path.count > 1
    }

    /// What is wrong with the text entered on the current slide, when it asks for text; `nil` when
    /// the text can be sent.
    public var textProblem: OnboardingTextProblem? {
        answers.textProblem(on: Spec.slide(current))
    }

    /// The position of the current slide among the slides that count in progress, and how many
    /// the user will see with the answers given so far.
    public var progress: Progress {
        let seen = path.dropLast().count { Spec.slide($0).countsInProgress }
        let includesCurrent = Spec.slide(current).countsInProgress
        var ahead = 0
        var destination = destinationShown(from: current)
        var steps = 0
        let slideCount = Spec.SlideID.allCases.count
        while case .slide(let next) = destination, steps < slideCount {
            if Spec.slide(next).countsInProgress { ahead += 1 }
            steps += 1
            destination = destinationShown(from: next)
        }
        return Progress(index: seen, count: seen + (includesCurrent ? 1 : 0) + ahead, includesCurrent: includesCurrent)
    }

    /// The analytics events of the transitions since the last call, in order; the queue is empty
    /// afterwards.
    public mutating func takeEvents() -> [OnboardingAnalyticsEvent<Spec>] {
        defer { events = [] }
        return events
    }

    // MARK: Answering

    /// Chooses `option` on the choice slide `slide`, continuing at once when the slide advances on
    /// selection, or chooses or unchooses it on the multiple-choice slide `slide`; returns the
    /// effects to carry out, or `nil`, changing nothing, when `slide` is not the current one or
    /// takes no more options. An option of another slide stops the program, as the answers'
    /// subscripts do: it is a mistake in the code, not in the user's answers.
    @discardableResult
    public mutating func select<Option: SlideOption>(_ option: Option, on slide: Spec.SlideID) -> [OnboardingEffect<Spec>]?
    where Option.Spec == Spec {
        precondition(option.slideID == slide, "option '\(option.rawValue)' is not an option of slide '\(slide.rawValue)'")
        guard current == slide else { return nil }
        return select(optionID: option.rawValue)
    }

    /// Whether the option with `optionID` is chosen on the current slide: for a view that lists
    /// `slide.options` whatever the slide, to mark the ones chosen.
    public func isChosen(optionID: String) -> Bool {
        answers.optionIDs(on: current).contains(optionID)
    }

    /// Chooses the option with `optionID` on the current slide: on a choice slide it is the
    /// answer, and the flow continues at once when the slide advances on selection; on a
    /// multiple-choice slide it is chosen, or unchosen when it was. Returns the effects to carry
    /// out, or `nil`, changing nothing, when the current slide has no such option or takes no more.
    @discardableResult
    public mutating func select(optionID: String) -> [OnboardingEffect<Spec>]? {
        let slide = Spec.slide(current)
        guard mayAnswer else { return nil }
        let before = answers
        let wasChosen = answers.optionIDs(on: current).contains(optionID)
        guard answers.choose(optionID: optionID, on: slide) else { return nil }
        if answers != before { departure = nil }
        if !wasChosen { record(.optionChosen(current, optionID: optionID)) }
        if case .choice(advancesOnSelection: true, _) = slide.question { return next() }
        return []
    }

    /// Chooses `option` on the multiple-choice slide `slide`, or unchooses it when it is chosen;
    /// returns `false`, changing nothing, when `slide` is not the current one or takes no more.
    /// An option of another slide stops the program, as in `select(_:on:)`.
    @discardableResult
    public mutating func toggle<Option: SlideOption>(_ option: Option, on slide: Spec.SlideID) -> Bool where Option.Spec == Spec {
        precondition(option.slideID == slide, "option '\(option.rawValue)' is not an option of slide '\(slide.rawValue)'")
        guard current == slide, case .multipleChoice = Spec.slide(slide).question else { return false }
        return select(optionID: option.rawValue) != nil
    }

    /// Hands the text the user entered on the current slide to the flow; returns `false`, changing
    /// nothing, when the current slide does not ask for text. Read `textProblem` for what is wrong
    /// with it, if anything.
    ///
    /// The flow keeps the text as given while the slide is shown, so that a text field bound to
    /// the answer keeps the space the user just typed, and trims it of white space at both ends
    /// when the user continues or skips.
    @discardableResult
    public mutating func enterText(_ text: String) -> Bool {
        let slide = Spec.slide(current)
        let before = answers
        guard case .textInput = slide.question, mayAnswer, answers.enter(text, on: slide) else { return false }
        if answers != before { departure = nil }
        return true
    }

    /// Whether the answer on the current slide may change: until the flow is finished, and not
    /// while it waits for a result. An answer that changes gives up a login to retry
    /// (`departure = nil`), as it may lead elsewhere; one refused, or the same again, does not.
    private var mayAnswer: Bool {
        !isFinished && awaitedResult == nil
    }

    // MARK: Moving

    /// Continues from the current slide and returns the effects to carry out, in order; returns
    /// none and stays when Continue is disabled. Slides whose condition (`showIf`) fails with the
    /// answers given are passed over. On a permission slide, returns the request of the permission
    /// and waits for `permissionResult(granted:)`; after a failed required login, presents the
    /// login again.
    public mutating func next() -> [OnboardingEffect<Spec>] {
        // The login failed on the way out of the slide, by Continue or by Skip, whatever its answer.
        if offersLoginRetry { return carryOn() }
        guard canContinue else { return [] }
        if let permission = Spec.slide(current).permission {
            departure = Departure(.requestingPermission(permission), of: self)
            return carryOn()
        }
        return depart(.continuing(ifDenied: false))
    }

    /// Reports whether the user granted the permission requested, and continues: to the slide's
    /// `nextIfDenied` when denied, if it has one. Returns the effects to carry out; none, changing
    /// nothing, when the flow waits for no permission.
    public mutating func permissionResult(granted: Bool) -> [OnboardingEffect<Spec>] {
        guard let permission = pendingPermission else { return [] }
        record(.permissionResult(permission, granted: granted))
        return depart(.continuing(ifDenied: !granted))
    }

    /// Reports how the paywall the flow waits for ended, and returns the effects that follow: the
    /// same paywall again when it is dismissed and not skippable. Returns none, changing nothing,
    /// when the flow waits for no paywall.
    public mutating func paywallResult(_ result: OnboardingPaywallResult) -> [OnboardingEffect<Spec>] {
        guard case .paywall(let placement) = awaitedResult else { return [] }
        record(.paywallResult(placement, result))
        if result != .dismissed { purchasedPaywalls.insert(placement) }
        let presentsAgain = result == .dismissed && !Spec.paywall(placement).isSkippable
        if !presentsAgain { departure?.finishFirstEffect() }
        return carryOn()
    }

    /// Reports how the login the flow waits for ended, and returns the effects that follow. A
    /// required login that fails or is cancelled keeps the flow on the slide, where Continue
    /// presents the login again (`offersLoginRetry`). Returns none, changing nothing, when the
    /// flow waits for no login.
    public mutating func loginResult(_ result: OnboardingLoginResult) -> [OnboardingEffect<Spec>] {
        guard case .login(let login) = awaitedResult else { return [] }
        record(.loginResult(result))
        if result == .succeeded { hasSignedIn = true }
        if result != .succeeded && login.isRequired {
            departure?.isAwaitingResult = false
            return []
        }
        departure?.finishFirstEffect()
        return carryOn()
    }

    /// Goes back to the previous slide, forgetting the answer given on the slide it leaves; returns
    /// `false` on the first slide, once finished, and while the flow waits for a result. Gives up a
    /// login it offered to retry.
    @discardableResult
    public mutating func back() -> Bool {
        guard canGoBack else { return false }
        departure = nil
        answers.forget(current)
        path.removeLast()
        record(.slideViewed(current))
        return true
    }

    /// Ends onboarding, as the skip button does, and returns the effects of finishing: those of
    /// `endEffects`, one at a time, then `finished`. Returns none once finished, and while the
    /// flow waits for a result.
    public mutating func skip() -> [OnboardingEffect<Spec>] {
        guard !isFinished, awaitedResult == nil else { return [] }
        answers.settleText(on: current)
        record(.skipped(at: current))
        departure = Departure(.skipping, of: self)
        return carryOn()
    }

    /// Leaves the current slide for `reason`: carries out the effects of leaving it, and of
    /// finishing when that is where it leads.
    private mutating func depart(_ reason: Departure.Reason) -> [OnboardingEffect<Spec>] {
        answers.settleText(on: current)
        if answers.isAnswered(current) { record(.questionAnswered(current)) }
        departure = Departure(reason, of: self)
        return carryOn()
    }

    /// Presents the next effect of the departure and waits for its result or, when none is left,
    /// arrives where the departure leads. Passes over a paywall already bought, one selling what
    /// the user already bought, and a login that already succeeded.
    private mutating func carryOn() -> [OnboardingEffect<Spec>] {
        while let effect = departure?.effects.first, isSettled(effect) {
            departure?.finishFirstEffect()
        }
        guard let departure else { return [] }
        if let effect = departure.effects.first {
            self.departure?.isAwaitingResult = true
            if let kind = OnboardingAnalyticsEvent<Spec>.Kind(presenting: effect) { record(kind) }
            return [effect]
        }
        self.departure = nil
        switch departure.destination {
        case .slide(let next):
            path.append(next)
            record(.slideViewed(next))
            return []
        case .end:
            isFinished = true
            record(.finished(steps: path.count))
            return [.finished]
        }
    }

    /// Whether `effect` is a paywall the user bought or restored, or one selling an entitlement
    /// they have or bought or restored in the flow, or the login of a user signed in.
    private func isSettled(_ effect: OnboardingEffect<Spec>) -> Bool {
        switch effect {
        case .presentPaywall(let placement):
            purchasedPaywalls.contains(placement)
                || Spec.paywall(placement).access(given: activeEntitlements.union(purchasedPaywalls.compactMap { Spec.paywall($0).entitlement }))
                    == .granted
        case .presentLogin: hasSignedIn || isSignedIn
        case .requestPermission, .finished: false
        }
    }

    /// Queues the analytics event `kind`; an event of a slide is of the current one, at its place
    /// on the path.
    mutating func record(_ kind: OnboardingAnalyticsEvent<Spec>.Kind) {
        let isOfTheCurrentSlide =
            switch kind {
            case .slideViewed, .questionAnswered, .skipped: true
            default: false
            }
        events.append(OnboardingAnalyticsEvent(kind, variant: variant, position: isOfTheCurrentSlide ? path.count - 1 : nil))
    }

    // MARK: The graph

    /// The definition of the flow's variant, if it shows one.
    private var variantDefinition: OnboardingVariantDefinition<Spec>? {
        variant.map(Spec.variant)
    }

    /// Where Continue leads from `slide` with the answers given so far, or where a denied
    /// permission leads when `ifDenied`; slides that their conditions do not show are passed over.
    func destinationShown(from slide: Spec.SlideID, ifDenied: Bool = false) -> OnboardingDestination<Spec> {
        let content = Spec.slide(slide)
        let declared =
            ifDenied
            ? content.nextIfDenied ?? content.next
            : answers.optionIDs(on: slide).first.flatMap { content.option($0)?.next } ?? content.next
        let order = variantDefinition?.slides ?? Spec.SlideID.allCases
        var destination = Self.resolve(declared, from: slide, in: order)
        var passed = 0
        while case .slide(let next) = destination, passed < order.count {
            let passedOver = Spec.slide(next)
            guard passedOver.condition?.holds(for: answers) == false else { break }
            destination = Self.resolve(passedOver.next, from: next, in: order)
            passed += 1
        }
        return destination
    }

    /// Where `declared`, the `next` of `slide`, leads among the slides `order` shows: the following
    /// one for `nil`, the end for a slide `order` does not show.
    private static func resolve(
        _ declared: OnboardingDestination<Spec>?, from slide: Spec.SlideID, in order: [Spec.SlideID]
    ) -> OnboardingDestination<Spec> {
        switch declared {
        case .slide(let target): return order.contains(target) ? .slide(target) : .end
        case .end: return .end
        case nil:
            guard let index = order.firstIndex(of: slide), index + 1 < order.count else { return .end }
            return .slide(order[index + 1])
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.path == rhs.path && lhs.answers == rhs.answers && lhs.isFinished == rhs.isFinished && lhs.departure == rhs.departure
            && lhs.variant == rhs.variant && lhs.purchasedPaywalls == rhs.purchasedPaywalls && lhs.hasSignedIn == rhs.hasSignedIn
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(variant)
        hasher.combine(path)
        hasher.combine(answers)
        hasher.combine(isFinished)
        hasher.combine(departure)
        hasher.combine(purchasedPaywalls)
        hasher.combine(hasSignedIn)
    }
}

extension OnboardingFlow {
    /// Leaving a slide: why, the effects still to carry out, and where it leads once they are done.
    struct Departure: Hashable, Sendable {
        /// Why the flow leaves the slide.
        enum Reason: Hashable, Sendable {
            /// Continue, to where the slide leads, or where a denied permission leads.
            case continuing(ifDenied: Bool)
            /// Continue on a permission slide, which requests the permission first.
            case requestingPermission(Spec.Permission)
            /// The skip button.
            case skipping
        }

        let reason: Reason
        private(set) var effects: [OnboardingEffect<Spec>]
        let destination: OnboardingDestination<Spec>
        /// How many of the departure's effects are done.
        private(set) var effectsDone = 0
        /// Whether the first effect is presented and its result awaited; `false` after a required
        /// login failed, until Continue presents it again.
        var isAwaitingResult = false

        /// Leaving the current slide of `flow` for `reason`.
        init(_ reason: Reason, of flow: OnboardingFlow) {
            self.reason = reason
            let slide = Spec.slide(flow.current)
            switch reason {
            case .requestingPermission(let permission):
                effects = [.requestPermission(permission)]
                destination = flow.destinationShown(from: flow.current)
            case .skipping:
                effects = Spec.endEffects
                destination = .end
            case .continuing(let ifDenied):
                destination = flow.destinationShown(from: flow.current, ifDenied: ifDenied)
                let chosen = ifDenied ? nil : flow.answers.optionIDs(on: flow.current).first.flatMap(slide.option)
                effects = slide.effects + (chosen?.effects ?? []) + (destination == .end ? Spec.endEffects : [])
            }
        }

        /// Drops the first effect, whose result came.
        mutating func finishFirstEffect() {
            guard !effects.isEmpty else { return }
            effects.removeFirst()
            effectsDone += 1
            isAwaitingResult = false
        }
    }
}

extension OnboardingFlow {
    /// The effect the flow waits for, to present again, as after a relaunch restored a flow saved
    /// while it waited; queues the event of presenting it. None when the flow waits for nothing.
    public mutating func resume() -> [OnboardingEffect<Spec>] {
        guard awaitedEffect != nil else { return [] }
        return carryOn()
    }
}

extension OnboardingFlow: CustomStringConvertible {
    /// Where the flow is, by the spec's ids: `OnboardingFlow<QuizOnboarding>(path: [welcome, level], answers:
    /// [level: advanced], awaiting: presentPaywall(pro))`, with the variant when it shows one and
    /// `finished` at the end.
    public var description: String {
        var parts = ["path: [\(path.map(\.rawValue).joined(separator: ", "))]", "answers: \(answers)"]
        if let variant { parts.append("variant: \(variant.rawValue)") }
        if let awaitedEffect { parts.append("awaiting: \(awaitedEffect)") }
        if isFinished { parts.append("finished") }
        return "OnboardingFlow<\(Spec.self)>(\(parts.joined(separator: ", ")))"
    }
}
