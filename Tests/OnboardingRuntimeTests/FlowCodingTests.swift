import Foundation
import OnboardingRuntime
import Testing

@Suite struct FlowCodingTests {
    private func restored<Spec>(_ flow: OnboardingFlow<Spec>) throws -> OnboardingFlow<Spec> {
        try JSONDecoder().decode(OnboardingFlow<Spec>.self, from: JSONEncoder().encode(flow))
    }

    private func decoded<Spec>(_ json: String, as _: Spec.Type) throws -> OnboardingFlow<Spec> {
        try JSONDecoder().decode(OnboardingFlow<Spec>.self, from: Data(json.utf8))
    }

    @Test func aSavedFlowRestoresAsItWasAndQueuesTheSlideItShows() throws {
        var flow = Quiz.Flow()
        _ = flow.next()
        flow.toggle(.theory)
        _ = flow.next()
        flow.enterText("Bo")
        var copy = try restored(flow)
        #expect(copy == flow && copy.answers.name == "Bo" && copy.answers.goals == [.theory])
        #expect(copy.takeEvents().map(\.kind) == [.slideViewed(.name)])
    }

    @Test func aFlowSavedByAnOlderSpecRestoresToTheNearestStateThisOneAllows() throws {
        let old = #"{"path":["welcome","goals","name","level","gone","finale"],"answers":{"goals":["chords","singing"],"name":"Bo","level":"expert"},"isFinished":true}"#
        let flow = try decoded(old, as: Quiz.self)
        #expect(flow.path == [.welcome, .goals, .name, .level] && !flow.isFinished)
        #expect(flow.answers.goals == [.chords] && flow.answers.name == "Bo" && flow.answers.level == nil)
        #expect(try decoded(#"{"path":["goals"]}"#, as: Quiz.self) == Quiz.Flow(), "a first slide that is no longer first starts over")
        var startedOver = try decoded(#"{"path":["goals"]}"#, as: Quiz.self)
        #expect(startedOver.takeEvents().map(\.kind) == [.onboardingStarted, .slideViewed(.welcome)], "as a new flow does")
        #expect(try decoded(#"{"path":[1],"answers":"x","isFinished":"yes","departure":4}"#, as: Quiz.self) == Quiz.Flow())
        #expect(throws: (any Error).self) { try decoded("[]", as: Quiz.self) }
    }

    /// The app is killed while a paywall that is not skippable is up, after the login succeeded:
    /// the restored flow presents the paywall again, not the login.
    @Test func aResultAlreadyReportedIsNotAskedAgainAfterARelaunch() throws {
        var flow = Journey.Flow()
        flow.walk(to: .outro)
        _ = flow.next()
        #expect(flow.loginResult(.failed) == [] && flow.offersLoginRetry)
        var retrying = try restored(flow)
        #expect(retrying.offersLoginRetry && retrying.awaitedEffect == nil && retrying.next() == [.presentLogin(Journey.login)])

        var quiz = Quiz.Flow()
        _ = quiz.skip()
        #expect(quiz.paywallResult(.dismissed) == [.presentPaywall(.end)])
        var relaunched = try restored(quiz)
        #expect(relaunched.awaitedResult == .paywall(.end) && relaunched.awaitedEffect == .presentPaywall(.end))
        _ = relaunched.takeEvents()
        #expect(relaunched.resume() == [.presentPaywall(.end)] && relaunched.takeEvents().map(\.kind) == [.paywallPresented(.end)])
        #expect(relaunched.paywallResult(.purchased) == [.finished] && relaunched.isFinished)
    }

    /// The paywalls bought and a login that succeeded are saved: restored, the flow does not
    /// present them again; a placement this spec no longer has is dropped.
    @Test func whatTheUserBoughtAndTheLoginAreSaved() throws {
        var flow = Quiz.Flow()
        _ = flow.skip()
        #expect(flow.paywallResult(.purchased) == [.finished])
        let bought = try restored(flow)
        #expect(bought.purchasedPaywalls == [.end] && bought == flow)
        let saved = try decoded(#"{"path":["welcome"],"purchasedPaywalls":["end","gone"]}"#, as: Quiz.self)
        #expect(saved.purchasedPaywalls == [.end])
        var copy = saved
        #expect(copy.skip() == [.finished], "the end's paywall was bought")

        var journey = try decoded(#"{"path":["intro","notifications","later","camera","outro"],"hasSignedIn":true}"#, as: Journey.self)
        #expect(journey.current == .outro && journey.hasSignedIn)
        #expect(journey.next() == [.finished], "signed in, the login is not presented again")
        #expect(try decoded(#"{"path":["intro"]}"#, as: Journey.self).hasSignedIn == false)
    }

    /// A preview or a test sets a flow up along a path with answers (a newcomer's review found no
    /// way to give a flow answers): it goes as far as the answers take it.
    @Test func aFlowIsSetUpAlongAPathWithAnswers() {
        var answers = Quiz.Answers()
        answers[choices: .goals] = [Quiz.GoalsOption.chords]
        answers[text: .name] = "Ann"
        answers[choice: .level] = Quiz.LevelOption.advanced
        var finale = Quiz.Flow(path: [.welcome, .goals, .name, .level, .finale], answers: answers)
        #expect(finale.path == [.welcome, .goals, .name, .level, .finale] && finale.answers == answers)
        #expect(finale.slide.title?.defaultValue == "Hi %1$@, %2$@ 100%%" && finale.slide.title?.localized == "Hi Ann, Advanced 100%")
        #expect(finale.takeEvents().map(\.kind) == [.slideViewed(.finale)])
        // Without a name the flow stops on its question; a path that does not start first, at the start.
        answers[text: .name] = nil
        let stopped = Quiz.Flow(path: [.welcome, .goals, .name, .level, .finale], answers: answers)
        #expect(stopped.current == .name && stopped.answers.goals == [.chords] && stopped.answers.level == nil)
        #expect(Quiz.Flow(path: [.goals], answers: answers) == Quiz.Flow())
        var atTheStart = Quiz.Flow(path: [.goals], answers: answers)
        #expect(atTheStart.takeEvents().map(\.kind) == [.onboardingStarted, .slideViewed(.welcome)], "as a new flow does")
        #expect(Journey.Flow(variant: .short, path: [.intro, .camera], answers: .init()).current == .camera)
    }

    @Test func aDepartureWithSeveralEffectsKeepsTheOnesDone() throws {
        var flow = Quiz.Flow()
        _ = flow.next()
        flow.toggle(.chords)
        _ = flow.next()
        flow.enterText("Ann")
        _ = flow.next()
        #expect(flow.select(.advanced) == [.presentPaywall(.pro)])
        let waiting = try restored(flow)
        #expect(waiting.awaitedEffect == .presentPaywall(.pro) && waiting.current == .level)
        var copy = waiting
        #expect(copy.paywallResult(.purchased) == [] && copy.current == .finale)
    }

    @Test func aVariantsFlowRestoresInItsVariant() throws {
        var flow = Journey.Flow(variant: .short)
        _ = flow.next()
        let copy = try restored(flow)
        #expect(copy == flow && copy.variant == .short && copy.current == .camera)
    }
}
