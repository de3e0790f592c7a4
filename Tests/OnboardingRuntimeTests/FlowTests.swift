import Foundation
import OnboardingRuntime
import Testing

@Suite struct FlowTests {
    @Test func aFlowStartsAtTheFirstSlideAndQueuesItsStart() {
        var flow = Quiz.Flow()
        #expect(flow.current == .welcome && flow.path == [.welcome] && !flow.isFinished)
        #expect(flow.takeEvents().map(\.kind) == [.onboardingStarted, .slideViewed(.welcome)])
        #expect(flow.takeEvents().isEmpty, "taking the events empties the queue")
    }

    @Test func questionsWaitForTheirAnswers() {
        var flow = Quiz.Flow()
        #expect(!flow.canGoBack && !flow.back(), "nothing before the first slide")
        #expect(flow.next() == [] && flow.current == .goals && flow.canGoBack)
        #expect(!flow.canContinue && flow.next() == [] && flow.current == .goals, "at least one goal")
        #expect(flow.toggle(.chords) && flow.toggle(.songs) && !flow.toggle(.theory), "at most two")
        #expect(flow.answers.goals == [.chords, .songs])
        #expect(flow.isChosen(optionID: "songs") && !flow.isChosen(optionID: "theory") && !flow.isChosen(optionID: "nope"))
        #expect(flow.toggle(.chords) && flow.toggle(.theory) && flow.answers.goals == [.songs, .theory], "unchoosing makes room")
        #expect(flow.select(.beginner) == nil && !flow.enterText("Ann"), "answers only on their own slide")
        #expect(flow.next() == [] && flow.current == .name)
        #expect(flow.enterText(" \n ") && flow.textProblem == .missing && !flow.canContinue && flow.answers.name == nil, "white space is no answer")
        #expect(flow.enterText("Annabel") && flow.textProblem == .tooLong(maximum: 5))
        #expect(flow.enterText("Ann ") && flow.answers.name == "Ann " && flow.canContinue, "kept as typed while the slide shows")
        #expect(flow.enterText("  Ann ") && flow.textProblem == nil, "checked trimmed")
        #expect(flow.next() == [] && flow.current == .level && flow.answers.name == "Ann", "trimmed once the user continues")
        #expect(flow.slide.title?.localized == "Your level, Ann?", "the answer is filled in")
        #expect(Quiz.slide(.level).title?.localized == "Your level, ?", "not in the slide of the spec")
    }

    @Test func aChoiceThatAdvancesContinuesAtOnceAndConditionsPassSlidesOver() {
        var flow = answeredUpToLevel(goals: [.theory])
        #expect(flow.select(.beginner) == [] && flow.current == .theoryTip, "shown for theory")
        #expect(flow.back() && flow.current == .level && flow.answers.level == .beginner, "the answer of the slide gone back to stays")
        #expect(flow.back() && flow.current == .name && flow.answers.name == "Ann")
        var plain = answeredUpToLevel(goals: [.chords])
        #expect(plain.select(.beginner) == [] && plain.current == .finale, "not shown without theory")
        #expect(plain.slide.title?.localized == "Hi Ann, Beginner 100%")
    }

    @Test func progressCountsTheSlidesTheUserWillSee() {
        var flow = Quiz.Flow()
        #expect(flow.progress == .init(index: 0, count: 4, includesCurrent: false), "the welcome page does not count")
        _ = flow.next()
        _ = flow.toggle(.theory)
        #expect(flow.progress == .init(index: 0, count: 5, includesCurrent: true), "theory shows one more")
        #expect(flow.toggle(.theory) && flow.toggle(.chords) && flow.progress.count == 4)
    }

    @Test func anOptionsEffectsComeBeforeWhereItLeads() {
        var flow = answeredUpToLevel(goals: [.theory])
        _ = flow.takeEvents()
        #expect(flow.select(.advanced) == [.presentPaywall(.pro)] && flow.current == .level)
        #expect(flow.awaitedResult == .paywall(.pro) && !flow.canContinue)
        #expect(!flow.back() && flow.skip() == [] && flow.select(.beginner) == nil, "nothing moves while the flow waits")
        #expect(flow.loginResult(.succeeded) == [] && flow.permissionResult(granted: true) == [], "only the awaited result counts")
        #expect(flow.paywallResult(.dismissed) == [] && flow.current == .finale, "a skippable paywall dismissed goes on, where the option leads")
        #expect(flow.next() == [.presentPaywall(.end)] && !flow.isFinished, "the end's paywall")
        #expect(flow.paywallResult(.dismissed) == [.presentPaywall(.end)], "one that is not skippable comes back")
        #expect(flow.paywallResult(.purchased) == [.finished] && flow.isFinished && flow.awaitedResult == nil)
        #expect(flow.paywallResult(.purchased) == [] && flow.next() == [] && !flow.back(), "finished is final")
        #expect(flow.takeEvents().map(\.kind) == [
            .optionChosen(.level, optionID: "advanced"), .questionAnswered(.level), .paywallPresented(.pro),
            .paywallResult(.pro, .dismissed), .slideViewed(.finale), .paywallPresented(.end), .paywallResult(.end, .dismissed),
            .paywallPresented(.end), .paywallResult(.end, .purchased), .finished(steps: 5),
        ])
    }

    /// A newcomer's review: after buying the paywall an option sets off, going back and choosing the
    /// option again presented the paywall again.
    @Test func aPaywallBoughtIsNotPresentedAgain() {
        var flow = answeredUpToLevel(goals: [.chords])
        #expect(flow.select(.advanced) == [.presentPaywall(.pro)] && !flow.canGoBack, "not while the paywall is up")
        #expect(flow.paywallResult(.purchased) == [] && flow.current == .finale && flow.canGoBack)
        #expect(flow.purchasedPaywalls == [.pro])
        #expect(flow.back() && flow.current == .level)
        _ = flow.takeEvents()
        #expect(flow.select(.advanced) == [] && flow.current == .finale && flow.awaitedResult == nil, "bought, it is passed over")
        #expect(flow.takeEvents().map(\.kind) == [.questionAnswered(.level), .slideViewed(.finale)])
        // A paywall dismissed was not bought: it comes again.
        var dismissing = answeredUpToLevel(goals: [.chords])
        #expect(dismissing.select(.advanced) == [.presentPaywall(.pro)] && dismissing.paywallResult(.dismissed) == [])
        #expect(dismissing.back() && dismissing.select(.advanced) == [.presentPaywall(.pro)] && dismissing.purchasedPaywalls.isEmpty)
        // Restored counts as bought; the end's paywall, which names no entitlement, is another.
        // (EasyApp's, which sell one entitlement, pass each other over: GeneratedCodeTests.)
        var restoring = answeredUpToLevel(goals: [.chords])
        #expect(restoring.select(.advanced) == [.presentPaywall(.pro)] && restoring.paywallResult(.restored) == [])
        #expect(restoring.back() && restoring.select(.advanced) == [] && restoring.next() == [.presentPaywall(.end)])
        // Dismissed, neither counts.
        #expect(dismissing.paywallResult(.dismissed) == [] && dismissing.current == .finale)
        #expect(dismissing.next() == [.presentPaywall(.end)])
    }

    @Test func skippingCarriesOutTheEndEffects() {
        var flow = Quiz.Flow()
        _ = flow.takeEvents()
        #expect(flow.skip() == [.presentPaywall(.end)] && flow.paywallResult(.restored) == [.finished] && flow.isFinished)
        #expect(flow.takeEvents().map(\.kind) == [.skipped(at: .welcome), .paywallPresented(.end), .paywallResult(.end, .restored), .finished(steps: 1)])
    }

    @Test func permissionsWaitForTheUserAndDenialsMayLeadElsewhere() {
        var flow = Journey.Flow()
        #expect(flow.next() == [] && flow.current == .notifications)
        #expect(flow.next() == [.requestPermission(.notifications)] && flow.pendingPermission == .notifications)
        var denied = flow
        #expect(denied.permissionResult(granted: false) == [] && denied.current == .later, "nextIfDenied")
        #expect(flow.permissionResult(granted: true) == [] && flow.current == .camera)
        #expect(flow.next() == [.requestPermission(.camera)])
        #expect(flow.permissionResult(granted: false) == [] && flow.current == .outro, "without nextIfDenied, a denial goes where Continue leads")
    }

    @Test func aRequiredLoginThatFailsOffersToRetry() {
        var flow = Journey.Flow()
        flow.walk(to: .outro)
        #expect(flow.next() == [.presentLogin(Journey.login)] && flow.awaitedResult == .login(Journey.login))
        #expect(flow.loginResult(.failed) == [] && flow.offersLoginRetry && flow.canContinue && !flow.isFinished)
        var goingBack = flow
        #expect(goingBack.back() && !goingBack.offersLoginRetry, "going back gives the retry up")
        #expect(flow.next() == [.presentLogin(Journey.login)] && !flow.offersLoginRetry, "Continue retries")
        #expect(flow.loginResult(.cancelled) == [] && flow.offersLoginRetry)
        #expect(flow.next() == [.presentLogin(Journey.login)] && flow.loginResult(.succeeded) == [.finished] && flow.isFinished)
    }

    /// A login that failed after Skip on a question left unanswered is presented again by
    /// Continue (it was disabled, and only another Skip retried); an answer refused keeps the
    /// retry, and an answer given gives it up.
    @Test func aLoginFailedAfterSkipIsRetriedByContinue() {
        var flow = Registration.Flow()
        #expect(!flow.canContinue && flow.next() == [])
        #expect(flow.skip() == [.presentLogin(Registration.login)])
        #expect(flow.loginResult(.cancelled) == [] && flow.offersLoginRetry && flow.canContinue)
        #expect(flow.select(optionID: "none") == nil && flow.offersLoginRetry, "an answer refused changes nothing")
        var answering = flow
        #expect(answering.enterText("") && answering.offersLoginRetry, "the same answer again changes nothing")
        #expect(answering.enterText("Ann") && !answering.offersLoginRetry)
        #expect(flow.next() == [.presentLogin(Registration.login)] && flow.loginResult(.succeeded) == [.finished] && flow.isFinished)
    }

    /// A flow set up from answers trims the text of each slide it passes, as the user's would be,
    /// and takes white space only for no answer.
    @Test func aFlowSetUpFromAnswersTrimsTheTextsPassed() {
        var answers = Greeting.Answers()
        answers[text: .name] = " Ann "
        let flow = Greeting.Flow(path: [.name, .hello], answers: answers)
        #expect(flow.current == .hello && flow.answers[text: .name] == "Ann")
        answers[text: .name] = "  "
        #expect(answers[text: .name] == nil)
    }

    @Test func theEventsCarryTheirNamesAndDetails() {
        var flow = Quiz.Flow()
        let events = flow.takeEvents()
        #expect(events[1].name == "quiz_slide_viewed")
        #expect(events[1].parameters == ["slide": "welcome", "position": "0", "screen_name": "quiz_welcome"])
        _ = flow.next()
        _ = flow.toggle(.songs)
        #expect(flow.takeEvents().last?.parameters == ["slide": "goals", "option": "songs"])
        var journey = Journey.Flow(variant: .short)
        #expect(journey.takeEvents().allSatisfy { $0.parameters["variant"] == "short" && $0.name.hasPrefix("onboarding_") })
        // The position is the slide's place on the user's path, not in the spec (a newcomer's review:
        // the variant's second slide reported the spec's third place).
        _ = journey.next()
        let viewed = journey.takeEvents().last
        #expect(viewed?.kind == .slideViewed(.camera) && viewed?.position == 1 && viewed?.parameters["position"] == "1")
        _ = journey.skip()
        let skipped = journey.takeEvents().first
        #expect(skipped?.kind == .skipped(at: .camera) && skipped?.position == 1)
        #expect(OnboardingAnalyticsEvent<Journey>(.permissionResult(.camera, granted: false)).parameters == ["permission": "camera", "granted": "false"])
    }

    @Test func aSpecWithoutPaywallsLoginOrPermissionsHasOnlyFinished() {
        var flow = Minimal.Flow()
        let effects = flow.next()
        // `Effect`'s other cases carry `Never`: this switch is exhaustive.
        for effect in effects {
            switch effect {
            case .finished: break
            }
        }
        #expect(effects == [.finished] && Minimal.launchScreen(hasCompletedOnboarding: true, isSubscribed: false, hasSkippedPaywall: false) == .main)
        // The kinds of permissions and paywalls carry `Never` too, as Specs/README.md says.
        var names: [String] = []
        for event in flow.takeEvents() {
            switch event.kind {
            case .onboardingStarted, .slideViewed, .optionChosen, .questionAnswered, .loginPresented, .loginResult, .skipped, .finished:
                names.append(event.name)
            }
        }
        #expect(names == ["onboarding_started", "onboarding_slide_viewed", "onboarding_finished"])
    }

    @Test func theLaunchScreenEndsInTheFinalPaywall() {
        #expect(Quiz.finalPaywall == .end)
        #expect(Quiz.launchScreen(hasCompletedOnboarding: false, isSubscribed: false, hasSkippedPaywall: false) == .onboarding)
        #expect(Quiz.launchScreen(hasCompletedOnboarding: true, isSubscribed: false, hasSkippedPaywall: false) == .paywall(.end))
        #expect(Quiz.launchScreen(hasCompletedOnboarding: true, isSubscribed: true, hasSkippedPaywall: false) == .main)
        #expect(Quiz.launchScreen(hasCompletedOnboarding: false, isSubscribed: false, hasSkippedPaywall: true) == .main)
    }

    @Test func aPaywallGrantsAccessWithItsEntitlement() {
        let pro = Quiz.paywall(.pro)
        #expect(pro.access(given: ["pro"]) == .granted && pro.access(given: []) == .presentPaywall(.pro))
        #expect(Quiz.paywall(.end).access(given: ["pro"]) == .presentPaywall(.end), "a paywall without an entitlement always presents")
    }

    /// A quiz flow at the level question, with `goals` chosen and the name Ann.
    private func answeredUpToLevel(goals: [Quiz.GoalsOption]) -> Quiz.Flow {
        var flow = Quiz.Flow()
        _ = flow.next()
        for goal in goals { flow.toggle(goal) }
        _ = flow.next()
        flow.enterText("Ann")
        _ = flow.next()
        return flow
    }
}

extension OnboardingFlow {
    /// Continues, granting every permission, until the current slide is `slide`.
    mutating func walk(to slide: Spec.SlideID) {
        var steps = 0
        while current != slide, steps < 20 {
            if pendingPermission != nil { _ = permissionResult(granted: true) } else { _ = next() }
            steps += 1
        }
    }
}
