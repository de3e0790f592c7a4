import Foundation
import OnboardingRuntime

/// A quiz written by hand as onboardc would generate it: a welcome page, a multiple choice, a
/// text, a choice that continues at once and sends some users to a paywall, a slide shown for
/// some answers, and a finale that inserts answers.
enum Quiz: Onboarding {
    static let name = "Quiz"
    static let localizationTable = "Quiz"
    static var bundle: Bundle { .main }
    static let analyticsEventPrefix = "quiz_"

    enum SlideID: String, CaseIterable, SpecIdentifier {
        case welcome, goals, name
        case level
        case theoryTip = "theory-tip"
        case finale
    }

    enum GoalsOption: String, CaseIterable, SlideOption {
        typealias Spec = Quiz
        case chords, songs, theory
        var slideID: SlideID { .goals }
    }

    enum LevelOption: String, CaseIterable, SlideOption {
        typealias Spec = Quiz
        case beginner, advanced
        var slideID: SlideID { .level }
    }

    enum PaywallPlacement: String, CaseIterable, SpecIdentifier {
        case pro
        case end
    }

    enum Product: String, CaseIterable, SpecIdentifier {
        case monthly
    }

    static func slide(_ id: SlideID) -> Slide {
        switch id {
        case .welcome:
            Slide(id: .welcome, title: text("welcome.title", "Welcome"), screenName: "quiz_welcome", countsInProgress: false)
        case .goals:
            Slide(
                id: .goals,
                title: text("goals.title", "Your goals?"),
                question: .multipleChoice(minimum: 1, maximum: 2),
                options: [
                    Option(GoalsOption.chords, title: text("goals.chords", "Chords"), emoji: "🎸"),
                    Option(GoalsOption.songs, title: text("goals.songs", "Songs")),
                    Option(GoalsOption.theory, title: text("goals.theory", "Theory")),
                ]
            )
        case .name:
            Slide(
                id: .name, title: text("name.title", "Your name?"),
                question: .textInput(TextInput(placeholder: text("name.placeholder", "Name"), contentType: .name, maxLength: 5)))
        case .level:
            Slide(
                id: .level,
                title: text("level.title", "Your level, %@?", inserting: .name),
                question: .choice(advancesOnSelection: true),
                options: [
                    Option(LevelOption.beginner, title: text("level.beginner", "Beginner")),
                    Option(LevelOption.advanced, title: text("level.advanced", "Advanced"), next: .slide(.finale), effects: [.presentPaywall(.pro)]),
                ]
            )
        case .theoryTip:
            Slide(id: .theoryTip, title: text("theory-tip.title", "Theory"), showIf: .answer(to: .goals, isAnyOf: GoalsOption.theory))
        case .finale:
            Slide(id: .finale, title: text("finale.title", "Hi %1$@, %2$@ 100%%", inserting: .name, .level), next: .end)
        }
    }

    static func paywall(_ placement: PaywallPlacement) -> Paywall {
        switch placement {
        case .pro: Paywall(placement: .pro, trigger: .afterChoice("advanced"), products: [.monthly], entitlement: "pro")
        case .end: Paywall(placement: .end, trigger: .afterOnboarding, products: [.monthly], isSkippable: false)
        }
    }

    static let endEffects: [Effect] = [.presentPaywall(.end)]

    static let theme = Theme(primaryColorLight: OnboardingColor(rgba: 0x6A1B_9AFF), showsSkipButton: true)

    static let completion = Completion(storageKey: "quiz.completed")
}

extension OnboardingFlow where Spec == Quiz {
    @discardableResult
    mutating func toggle(_ option: Quiz.GoalsOption) -> Bool { toggle(option, on: .goals) }

    @discardableResult
    mutating func select(_ option: Quiz.LevelOption) -> [Quiz.Effect]? { select(option, on: .level) }
}

extension OnboardingAnswers where Spec == Quiz {
    var goals: Set<Quiz.GoalsOption> {
        self[choices: .goals]
    }

    var name: String? {
        self[text: .name]
    }

    var level: Quiz.LevelOption? {
        self[choice: .level]
    }
}

/// Permission slides, a required login at the end, two variants, and what's new.
enum Journey: Onboarding {
    static let name = "Journey"
    static let localizationTable = "Journey"
    static var bundle: Bundle { .main }

    enum SlideID: String, CaseIterable, SpecIdentifier {
        case intro, notifications, camera, later, outro
    }

    enum Permission: String, CaseIterable, SpecIdentifier {
        case notifications, camera
    }

    enum Variant: String, CaseIterable, OnboardingVariant {
        typealias Spec = Journey
        case control
        case short
    }

    typealias Login = OnboardingLogin<Journey>

    static let login = Login(provider: .app, mode: .register, trigger: .afterOnboarding, isRequired: true)

    static func slide(_ id: SlideID) -> Slide {
        switch id {
        case .intro: Slide(id: .intro, title: text("intro.title", "Intro"), buttonTitle: text("intro.button", "Go"))
        case .notifications: Slide(id: .notifications, permission: .notifications, nextIfDenied: .slide(.later))
        case .camera: Slide(id: .camera, permission: .camera, next: .slide(.outro))
        case .later: Slide(id: .later, title: text("later.title", "Later"), next: .slide(.camera))
        case .outro: Slide(id: .outro, title: text("outro.title", "Outro"))
        }
    }

    static let endEffects: [Effect] = [.presentLogin(login)]

    static func variant(_ variant: Variant) -> VariantDefinition {
        switch variant {
        case .control: VariantDefinition(slides: SlideID.allCases, weight: 3)
        case .short:
            VariantDefinition(
                slides: [.intro, .camera], weight: 1,
                wording: [.intro: OnboardingWording(title: text("intro.title.short", "Quick intro"))])
        }
    }

    static let theme = Theme()

    static let completion = Completion(storageKey: "journey.completed", scope: .perVersion)

    static let whatsNew: [WhatsNew] = [
        WhatsNew(version: "1.0", title: text("whatsNew.1.0.title", "Welcome"), showOnFreshInstall: true),
        WhatsNew(version: "1.5.0", title: text("whatsNew.1.5.0.title", "Patch notes")),
        WhatsNew(version: "2.0", title: text("whatsNew.2.0.title", "Two"), minimumChange: .minor),
    ]
}

/// One page, nothing else: every optional part is `Never`.
enum Minimal: Onboarding {
    static let name = "Minimal"
    static let localizationTable = "Minimal"
    static var bundle: Bundle { .main }

    enum SlideID: String, CaseIterable, SpecIdentifier {
        case only
    }

    static func slide(_ id: SlideID) -> Slide {
        Slide(id: .only, title: text("only.title", "Only"))
    }

    static let theme = Theme()
    static let completion = Completion(storageKey: "minimal.completed")
}

/// A question and a greeting that a variant words warmly, with the answer.
enum Greeting: Onboarding {
    static let name = "Greeting"
    static let localizationTable = "Greeting"
    static var bundle: Bundle { .main }

    enum SlideID: String, CaseIterable, SpecIdentifier {
        case name, hello
    }

    enum Variant: String, CaseIterable, OnboardingVariant {
        typealias Spec = Greeting
        case plain, warm
    }

    static func slide(_ id: SlideID) -> Slide {
        switch id {
        case .name: Slide(id: .name, title: text("name.title", "Your name?"), question: .textInput(TextInput(contentType: .name)))
        case .hello: Slide(id: .hello, title: text("hello.title", "Hello"), subtitle: text("hello.subtitle", "Glad you came"))
        }
    }

    static func variant(_ variant: Variant) -> VariantDefinition {
        switch variant {
        case .plain: VariantDefinition(slides: SlideID.allCases, weight: 1)
        case .warm:
            VariantDefinition(
                slides: SlideID.allCases, weight: 1,
                wording: [.hello: OnboardingWording(title: text("hello.title.warm", "Welcome, %@!", inserting: .name))])
        }
    }

    static let theme = Theme()
    static let completion = Completion(storageKey: "greeting.completed")
}


/// A required question, then a required login at the end: Skip leaves the question unanswered.
enum Registration: Onboarding {
    static let name = "Registration"
    static let localizationTable = "Registration"
    static var bundle: Bundle { .main }

    enum SlideID: String, CaseIterable, SpecIdentifier {
        case name, done
    }

    typealias Login = OnboardingLogin<Registration>

    static let login = Login(provider: .app, mode: .signIn, trigger: .afterOnboarding, isRequired: true)

    static func slide(_ id: SlideID) -> Slide {
        switch id {
        case .name: Slide(id: .name, title: text("name.title", "Your name?"), question: .textInput(TextInput(contentType: .name)))
        case .done: Slide(id: .done, title: text("done.title", "Done"))
        }
    }

    static let endEffects: [Effect] = [.presentLogin(login)]
    static let theme = Theme()
    static let completion = Completion(storageKey: "registration.completed")
}
