import Foundation
import OnboardingRuntime
import Testing

/// What `print` shows of the runtime's values while an app is debugged: the spec's ids, not the
/// types that carry them.
@Suite struct DescriptionTests {
    @Test func aFlowShowsItsPathAnswersAndWhatItAwaits() {
        var flow = Quiz.Flow()
        #expect("\(flow)" == "OnboardingFlow<Quiz>(path: [welcome], answers: [:])")
        _ = flow.next()
        flow.toggle(.songs)
        flow.toggle(.chords)
        _ = flow.next()
        flow.enterText("A \"B\"")
        _ = flow.next()
        _ = flow.select(.advanced)
        #expect(
            "\(flow)"
                == #"OnboardingFlow<Quiz>(path: [welcome, goals, name, level], answers: [goals: [chords, songs], name: "A \"B\"", level: advanced], awaiting: presentPaywall(pro))"#
        )
        var journey = Journey.Flow(variant: .short)
        _ = journey.skip()
        #expect("\(journey)" == "OnboardingFlow<Journey>(path: [intro], answers: [:], variant: short, awaiting: presentLogin)")
    }

    @Test func aFinishedFlowSaysSo() {
        var flow = Minimal.Flow()
        _ = flow.next()
        #expect("\(flow)" == "OnboardingFlow<Minimal>(path: [only], answers: [:], finished)")
    }

    @Test func effectsAndEventsNameTheSpecsIds() {
        let effects: [Quiz.Effect] = [.presentPaywall(.pro), .finished]
        #expect("\(effects)" == "[presentPaywall(pro), finished]")
        #expect("\([Journey.Effect.requestPermission(.camera)])" == "[requestPermission(camera)]")
        #expect("\(Quiz.AnalyticsEvent(.optionChosen(.level, optionID: "advanced")))" == "quiz_option_chosen(option: advanced, slide: level)")
        #expect("\(Quiz.AnalyticsEvent(.onboardingStarted))" == "quiz_started()")
    }

    @Test func aTextPrintsAsItReads() {
        let title = Quiz.slide(.welcome).title
        #expect(title.map { "\($0)" } == "Welcome")
        #expect("\([title])" == #"[Optional("Welcome")]"#)
    }
}
