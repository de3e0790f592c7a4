import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
import Testing


/// Compiles the generated code with `swiftc` under the strictest settings and runs programs that use it.
@Suite(.serialized) struct GeneratedCodeTests {
    /// A program that walks the flows of the example specs and checks what they do.
    static let flowProgram = #"""
        import Foundation

        var failures = 0
        @MainActor func check(_ condition: Bool, _ message: String = "", line: Int = #line) {
            if !condition {
                print("FAIL line \(line) \(message)")
                failures += 1
            }
        }

        // The skill-level branch reaches the finale of the chosen level; Continue waits for a choice.
        do {
            typealias Onboarding = SkillLevelOnboarding
            var flow = Onboarding.Flow()
            check(flow.current == .welcome && flow.canContinue)
            check(flow.progress == Onboarding.Flow.Progress(index: 0, count: 4, includesCurrent: true), "\(flow.progress)")
            check(flow.next() == [] && flow.current == .practice)
            check(flow.next() == [] && flow.current == .skillLevel)
            check(!flow.canContinue, "Continue must wait for a choice")
            check(flow.next() == [] && flow.current == .skillLevel, "next() must not move without a choice")
            check(flow.select(.advanced) == [])
            check(flow.canContinue)
            check(flow.next() == [] && flow.current == .finaleAdvanced)
            check(flow.path == [.welcome, .practice, .skillLevel, .finaleAdvanced], "\(flow.path)")
            check(flow.progress == Onboarding.Flow.Progress(index: 3, count: 4, includesCurrent: true), "\(flow.progress)")
            check(flow.back() && flow.current == .skillLevel)
            check(flow.answers.skillLevel == .advanced, "a choice survives going back")
            check(flow.select(.beginner) == [])
            check(flow.next() == [] && flow.current == .finaleBeginner)
            check(flow.back() && flow.back() && flow.current == .practice, "back() retraces the path taken")
            check(flow.next() == [] && flow.current == .skillLevel)
            check(flow.answers.skillLevel == nil && !flow.canContinue, "going back forgets the answers of the slides left")
            check(flow.select(optionID: "beginner") == [] && flow.next() == [] && flow.current == .finaleBeginner)
            check(flow.next() == [.finished] && flow.isFinished)
            check(!flow.back() && flow.next() == [] && flow.skip() == [])
            var tracked = Onboarding.Flow()
            _ = tracked.next()
            _ = tracked.next()
            _ = tracked.select(.intermediate)
            _ = tracked.next()
            _ = tracked.back()
            _ = tracked.next()
            _ = tracked.next()
            let events = tracked.takeEvents()
            check(events.map(\.kind) == [
                .onboardingStarted, .slideViewed(.welcome), .slideViewed(.practice), .slideViewed(.skillLevel),
                .optionChosen(.skillLevel, optionID: "intermediate"), .questionAnswered(.skillLevel), .slideViewed(.finaleIntermediate),
                .slideViewed(.skillLevel), .questionAnswered(.skillLevel), .slideViewed(.finaleIntermediate), .finished(steps: 4),
            ], "\(events.map(\.kind))")
            check(events[2].name == "chordly_onboarding_slide_viewed", events[2].name)
            check(events[2].parameters == ["slide": "practice", "position": "1", "screen_name": "onboarding_practice"], "\(events[2].parameters)")
            check(events[4].parameters == ["slide": "skill-level", "option": "intermediate"] && events.last?.parameters == ["steps": "4"])
            check(tracked.takeEvents().isEmpty, "taking the events empties the queue")
            var other = Onboarding.Flow()
            check(other.select(.beginner) == nil, "select() only on its own slide")
            check(other.select(optionID: "beginner") == nil)
            check(Onboarding.slide(.finaleBeginner).buttonTitle?.defaultValue == "Let's Go!")
            check(Onboarding.slide(.finaleBeginner).buttonTitle?.key.description == "finale-beginner.buttonTitle")
            check(Onboarding.SkillLevelOption.advanced.title.key.description == "skill-level.option.advanced.title")
            check(Onboarding.slide(.welcome).title?.localized == "Welcome to Chordly", "no catalog in the main bundle: the spec's text")
            check(Onboarding.localizationTable == "SkillLevelOnboarding")
            check(Onboarding.slide(.skillLevel).options.map(\.emoji) == ["🌱", "🎸", "🔥"])
            check(Onboarding.slide(.skillLevel).option("intermediate")?.next == .slide(.finaleIntermediate))
            check(Onboarding.SlideID.skillLevel.rawValue == "skill-level")
            check(Onboarding.SlideID.allCases.count == 6)
            check(Onboarding.completion == Onboarding.Completion(storageKey: "hasCompletedOnboarding", scope: .once))
            check(Onboarding.theme.primaryColorLight == .init(red: 27.0 / 255, green: 94.0 / 255, blue: 32.0 / 255, alpha: 1))
            check(Onboarding.theme.showsSkipButton)

            // Two variants of an experiment: the level question first, worded for it.
            typealias Variant = Onboarding.Variant
            check(Variant.allCases == [.control, .levelFirst] && Variant.levelFirst.weight == 50 && Onboarding.Flow().variant == nil)
            var levelFirst = Onboarding.Flow(variant: .levelFirst)
            check(levelFirst.current == .skillLevel && levelFirst.variant == .levelFirst && levelFirst.progress.count == 2, "\(levelFirst.progress)")
            check(levelFirst.slide.title?.defaultValue == "Welcome! What's your level?" && levelFirst.slide.title?.key.description == "skill-level.title.level-first")
            check(levelFirst.slide.options.count == 3 && Onboarding.slide(.skillLevel).title?.defaultValue == "What's your level?")
            check(levelFirst.select(.advanced) == [] && levelFirst.next() == [] && levelFirst.current == .finaleAdvanced)
            let restoredVariant = try! JSONDecoder().decode(Onboarding.Flow.self, from: try! JSONEncoder().encode(levelFirst))
            check(restoredVariant == levelFirst && restoredVariant.variant == .levelFirst, "a variant's flow restores in its variant")
            check(levelFirst.next() == [.finished] && levelFirst.path == [.skillLevel, .finaleAdvanced])
            let variantEvents = levelFirst.takeEvents()
            check(variantEvents.allSatisfy { $0.parameters["variant"] == "level-first" } && variantEvents.count == 6, "\(variantEvents)")
            var plain = Onboarding.Flow()
            check(plain.takeEvents().allSatisfy { $0.parameters["variant"] == nil })
            var control = Onboarding.Flow(variant: .control)
            check(control.current == .welcome && control.next() == [] && control.current == .practice)
            check(control.slide.title?.defaultValue == "Practice that sticks")
            // The published test vectors of the assignment (Specs/README.md).
            check(Variant.bucket(ofUserID: "user-1") == 0xa449_f36a_6c4b_6a9e && Variant.bucket(ofUserID: "") == 0x1189_94c3_96c7_dec2)
            check(Variant.bucket(ofUserID: "ünïcödé") == 0x175b_e83c_e50d_8e0c)
            check(Variant.assigned(toUserID: "user-1") == .levelFirst && Variant.assigned(toUserID: "user-2") == .control)
            check(Variant.assigned(toUserID: "42") == .levelFirst && Variant.assigned(toUserID: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == .levelFirst)
            check((0..<1000).count { Variant.assigned(toUserID: "user-\($0)") == .control } == 491, "about half the users in each")
        }

        // SIM_Sub's video steps end in its paywall.
        do {
            typealias Onboarding = SIMSubOnboarding
            var flow = Onboarding.Flow()
            check(flow.next() == [] && flow.next() == [])
            check(flow.current == .step3 && flow.slide.videoGrid.count == 2)
            check(flow.next() == [] && flow.current == .notifications && flow.slide.permission == .notifications)
            check(flow.next() == [.requestPermission(.notifications)] && flow.current == .notifications, "Continue asks for the permission")
            check(flow.pendingPermission == .notifications && !flow.canContinue && flow.next() == [], "and waits for the result")
            var denied = flow
            check(denied.permissionResult(granted: false) == [] && denied.current == .notificationsLater, "a denial leads to nextIfDenied")
            check(try! JSONDecoder().decode(Onboarding.Flow.self, from: try! JSONEncoder().encode(denied)) == denied, "a denied path restores")
            check(denied.next() == [] && denied.current == .tracking)
            var pending = flow
            check(!pending.back() && pending.skip() == [] && pending == flow, "the flow waits for the answer")
            check(flow.permissionResult(granted: true) == [] && flow.current == .tracking && flow.permissionResult(granted: true) == [])
            check(flow.next() == [.requestPermission(.appTrackingTransparency)])
            check(flow.permissionResult(granted: false) == [.presentPaywall(.onboardingEnd)] && flow.current == .tracking, "without nextIfDenied a denial goes on as a grant does")

            // The paywall cannot be skipped: it blocks until a purchase or a restore.
            check(flow.awaitedResult == .paywall(.onboardingEnd) && !flow.canContinue && flow.next() == [] && !flow.isFinished)
            check(flow.skip() == [] && !flow.back() && flow.awaitedResult == .paywall(.onboardingEnd), "no way around it")
            check(flow.permissionResult(granted: true) == [], "only the awaited result counts")
            check(flow.paywallResult(.dismissed) == [.presentPaywall(.onboardingEnd)] && flow.awaitedResult == .paywall(.onboardingEnd), "dismissed, it shows again")
            var restoring = flow
            check(restoring.paywallResult(.restored) == [.finished] && restoring.isFinished, "a restore ends onboarding")
            check(flow.paywallResult(.purchased) == [.finished] && flow.isFinished && flow.awaitedResult == nil)
            check(flow.paywallResult(.purchased) == [], "reported twice, nothing happens")
            let tail = flow.takeEvents().map(\.kind).suffix(7)
            check(Array(tail) == [
                .permissionRequested(.appTrackingTransparency), .permissionResult(.appTrackingTransparency, granted: false),
                .paywallPresented(.onboardingEnd), .paywallResult(.onboardingEnd, .dismissed), .paywallPresented(.onboardingEnd),
                .paywallResult(.onboardingEnd, .purchased), .finished(steps: 5),
            ], "\(tail)")
            check(flow.takeEvents().isEmpty)
            var skipper = Onboarding.Flow()
            _ = skipper.takeEvents()
            check(skipper.skip() == [.presentPaywall(.onboardingEnd)] && !skipper.isFinished, "skipping still meets the paywall")
            check(skipper.paywallResult(.purchased) == [.finished] && skipper.isFinished)
            check(skipper.takeEvents().map(\.kind) == [
                .skipped(at: .step1), .paywallPresented(.onboardingEnd), .paywallResult(.onboardingEnd, .purchased), .finished(steps: 1),
            ])
            var leaving = Onboarding.Flow()
            _ = leaving.skip()
            check(leaving.back() == false && leaving.awaitedResult == .paywall(.onboardingEnd))
            let paywall = Onboarding.PaywallPlacement.onboardingEnd.paywall
            check(paywall.products == [.monthly, .weekly] && paywall.presentation == .fullScreenCover && !paywall.isSkippable)
            check(Onboarding.launchScreen(hasCompletedOnboarding: false, isSubscribed: false, hasSkippedPaywall: false) == .onboarding)
            check(Onboarding.launchScreen(hasCompletedOnboarding: true, isSubscribed: false, hasSkippedPaywall: false) == .paywall(.onboardingEnd))
            check(Onboarding.launchScreen(hasCompletedOnboarding: true, isSubscribed: true, hasSkippedPaywall: false) == .main)
            check(Onboarding.launchScreen(hasCompletedOnboarding: false, isSubscribed: false, hasSkippedPaywall: true) == .main)
            check(Onboarding.Product.monthly.productID == "your.monthly.product.id")
            check(Onboarding.theme.backgroundAudio == Onboarding.BackgroundAudio(name: "CelestialOdysseySpectralFluxRebirth", fileExtension: "wav"))
            check(Onboarding.theme.nextButton?.height == 72 && !Onboarding.theme.isScrollEnabled)
            check(Onboarding.slide(.step1).backgroundVideo?.gravity == .resizeAspectFill)
            // Ambient videos without speech, each with a still image for Reduce Motion.
            check(Onboarding.slide(.step1).backgroundVideo?.captions == .noSpeech && Onboarding.theme.nextButton?.captions == .noSpeech)
            check(Onboarding.slide(.step2).backgroundVideo?.reduceMotionImage == "NebulaStill" && Onboarding.slide(.step2).backgroundVideo?.captions?.url() == nil)
        }

        // EasyApp's paywall after a slide, then the login and the final paywall at the end.
        do {
            typealias Onboarding = EasyAppOnboarding
            var flow = Onboarding.Flow()
            check(flow.next() == [])
            check(flow.next() == [.presentPaywall(.aiFeatures)] && flow.current == .aiSummaries)
            check(flow.loginResult(.succeeded) == [] && flow.awaitedResult == .paywall(.aiFeatures), "only the awaited result counts")
            check(flow.paywallResult(.dismissed) == [] && flow.current == .proTools, "a skippable paywall, dismissed, lets the flow go on")
            check(flow.next() == [.presentLogin(Onboarding.login)] && flow.awaitedResult == .login(Onboarding.login))
            check(flow.loginResult(.failed) == [.presentPaywall(.professionalTools)], "the login is optional: a failure goes on")
            check(flow.paywallResult(.purchased) == [.finished] && flow.isFinished)
            var skipped = Onboarding.Flow()
            check(skipped.skip() == [.presentLogin(Onboarding.login)] && skipped.loginResult(.cancelled) == [.presentPaywall(.professionalTools)])
            check(skipped.paywallResult(.dismissed) == [.finished])

            // The events of a whole run, in order.
            var run = Onboarding.Flow()
            _ = run.next()
            _ = run.next()
            _ = run.paywallResult(.dismissed)
            _ = run.next()
            _ = run.loginResult(.succeeded)
            _ = run.paywallResult(.purchased)
            check(run.isFinished && run.path == [.news, .aiSummaries, .proTools])
            check(run.takeEvents().map(\.kind) == [
                .onboardingStarted, .slideViewed(.news), .slideViewed(.aiSummaries), .paywallPresented(.aiFeatures),
                .paywallResult(.aiFeatures, .dismissed), .slideViewed(.proTools), .loginPresented, .loginResult(.succeeded),
                .paywallPresented(.professionalTools), .paywallResult(.professionalTools, .purchased), .finished(steps: 3),
            ])
            // Both paywalls sell "pro": restored at the first, the last is passed over.
            var restoring = Onboarding.Flow()
            _ = restoring.next()
            _ = restoring.next()
            check(restoring.paywallResult(.restored) == [] && restoring.next() == [.presentLogin(Onboarding.login)])
            check(restoring.loginResult(.succeeded) == [.finished], "not presented again: \(restoring)")
            check(Onboarding.login == Onboarding.Login(provider: .app, mode: .signIn, trigger: .afterOnboarding, isRequired: false))
            check(Onboarding.launchScreen(hasCompletedOnboarding: true, isSubscribed: false, hasSkippedPaywall: false) == .paywall(.professionalTools))
            check(Onboarding.PaywallPlacement.aiFeatures.paywall.trigger == .afterSlide(.aiSummaries))
            check(Onboarding.Product.allCases == [.monthly, .yearly, .lifetime])
            let premium = Onboarding.PaywallPlacement.requirePremium
            check(premium.paywall.trigger == .manual && premium.paywall.termsURL == "https://easyapp.example.com/terms")
            check(premium.paywall.privacyURL == "https://easyapp.example.com/privacy" && Onboarding.PaywallPlacement.aiFeatures.paywall.termsURL == "https://easyapp.example.com/terms")
            check(premium.access(given: []) == .presentPaywall(.requirePremium) && premium.access(given: ["pro"]) == .granted)
            check(premium.access(given: ["other"]) == .presentPaywall(.requirePremium))
            var manual = Onboarding.Flow()
            check(manual.next() == [] && manual.next() == [.presentPaywall(.aiFeatures)] && !manual.next().contains(.presentPaywall(.requirePremium)), "a manual placement is never due in the flow")
            check(Onboarding.whatsNew(for: "2.0.0")?.secondaryAction?.url == "https://github.com/SvenTiigi/WhatsNewKit")
            check(Onboarding.whatsNew.map(\.version) == ["1.0.0", "2.0"])
            check(Onboarding.whatsNew(for: "2")?.title.defaultValue == "News App 2" && Onboarding.whatsNew(for: "2.0.0+417") != nil)
            check(Onboarding.whatsNew(lastSeenVersion: nil, currentVersion: "1.0")?.version == "1.0.0", "a fresh install of 1.0 shows its screen")
            check(Onboarding.whatsNew(lastSeenVersion: nil, currentVersion: "2.0") == nil, "not on a fresh install of 2.0")
            check(Onboarding.whatsNew(lastSeenVersion: "1.4.2", currentVersion: "2.0.0")?.version == "2.0")
            check(Onboarding.whatsNew(lastSeenVersion: "1.4.2", currentVersion: "2.1.3")?.version == "2.0", "news of a version skipped")
            check(Onboarding.whatsNew(lastSeenVersion: "2.0.0", currentVersion: "2.0.1") == nil, "seen already")
            check(Onboarding.whatsNew(lastSeenVersion: "2.0.0-beta.2", currentVersion: "2.0") == nil, "a patch-level change; the screen wants a minor one")
            check(Onboarding.whatsNew(lastSeenVersion: "2.0", currentVersion: "1.9") == nil && Onboarding.whatsNew(lastSeenVersion: "x", currentVersion: "2.0") == nil)
            typealias Version = Onboarding.AppVersion
            check(Version("2.0.0-alpha")! < Version("2.0.0-alpha.1")! && Version("2.0.0-beta.2")! < Version("2.0.0-beta.11")!)
            check(Version("2.0.0-1")! < Version("2.0.0-alpha")! && Version("2.0.0-rc.1")! < Version("2.0")! && Version("2.0")! < Version("10.0")!)
            check(Version("v2") == nil && Version("2.0.0.0") == nil && Version("") == nil && Version("2..0") == nil && Version("2.0.0+x") == Version("2"))
            check(Onboarding.completion.scope == .perVersion)
        }

        // The React Native shape: Lottie kinds by extension, and the login at the end.
        do {
            typealias Onboarding = InfomaniakOnboarding
            if case .animation(let animation)? = Onboarding.slide(.welcome).illustration {
                check(animation.format == .lottieJSON && animation.loopFrameStart == 60 && animation.loopFrameEnd == 180)
            } else {
                check(false, "welcome has a Lottie animation")
            }
            if case .animation(let animation)? = Onboarding.slide(.sync).illustration {
                check(animation.format == .dotLottie)
            } else {
                check(false, "sync has a dotLottie animation")
            }
            check(Onboarding.slide(.share).illustration?.accessibilityLabel?.defaultValue == "Two people sharing a folder")
            // With Reduce Motion on, an animation shows its still image, read by VoiceOver as the animation is.
            let welcome = Onboarding.slide(.welcome).illustration
            check(welcome?.shown(reducingMotion: true) == .image(assetName: "welcome-still", accessibilityLabel: welcome?.accessibilityLabel))
            check(welcome?.shown(reducingMotion: false) == welcome && welcome?.isDecorative == false)
            check(Onboarding.slide(.share).illustration?.shown(reducingMotion: true) == Onboarding.slide(.share).illustration)
            let oauth = Onboarding.Login.Provider.oauth(
                clientID: "9473D73C-C20F-4971-9E10-D957C563FA68", loginURL: "https://login.infomaniak.com/",
                redirectURI: "com.infomaniak.drive://oauth2redirect")
            check(Onboarding.login.provider == oauth && Onboarding.login.mode == .signIn && Onboarding.login.isRequired)
            var flow = Onboarding.Flow()
            check(flow.next() == [] && flow.next() == [] && flow.next() == [.presentLogin(Onboarding.login)] && flow.current == .share)

            // onLoginError: a required login offers to retry, on the slide it was asked from.
            check(flow.loginResult(.failed) == [] && flow.offersLoginRetry && flow.awaitedResult == nil && flow.canContinue)
            check(flow.current == .share && !flow.isFinished)
            check(flow.next() == [.presentLogin(Onboarding.login)] && !flow.offersLoginRetry, "Continue retries")
            check(flow.loginResult(.cancelled) == [] && flow.offersLoginRetry, "cancelled, as failed")
            var goingBack = flow
            check(goingBack.back() && !goingBack.offersLoginRetry && goingBack.next() == [] && goingBack.next() == [.presentLogin(Onboarding.login)], "back gives up the retry")
            check(flow.next() == [.presentLogin(Onboarding.login)])
            // onLoginSuccess.
            check(flow.loginResult(.succeeded) == [.finished] && flow.isFinished)
            let events = flow.takeEvents()
            check(events.map(\.kind).suffix(7) == [
                .loginPresented, .loginResult(.failed), .loginPresented, .loginResult(.cancelled), .loginPresented,
                .loginResult(.succeeded), .finished(steps: 3),
            ])
            let succeeded = events[events.count - 2]
            check(succeeded.name == "onboarding_login_result" && succeeded.parameters == ["result": "succeeded"], "\(succeeded)")
            check(Onboarding.launchScreen(hasCompletedOnboarding: true, isSubscribed: false, hasSkippedPaywall: false) == .main, "no paywall")
        }

        // SignQuest's welcome and three introduction pages.
        do {
            typealias Onboarding = SignQuestOnboarding
            check(Onboarding.slide(.introJourney).boldTitle?.defaultValue == "Sign Quest")
            var flow = Onboarding.Flow()
            check(flow.progress == Onboarding.Flow.Progress(index: 0, count: 3, includesCurrent: false), "the welcome screen has no page dots")
            for _ in 0..<3 { check(flow.next() == []) }
            check(flow.progress == Onboarding.Flow.Progress(index: 2, count: 3, includesCurrent: true), "\(flow.progress)")
            check(flow.next() == [.finished], "the login comes after completion, outside the flow")
            check(Onboarding.login.provider == .app && Onboarding.login.mode == .register && Onboarding.loginAfterCompletion == Onboarding.login)
        }

        // The quiz: multiple choice within bounds, text that is trimmed and checked, a choice that
        // continues at once, slides shown for some answers, answers in texts, saving and restoring.
        do {
            typealias Onboarding = QuizOnboarding
            var flow = Onboarding.Flow()
            check(flow.progress == Onboarding.Flow.Progress(index: 0, count: 5, includesCurrent: false), "\(flow.progress)")
            check(flow.next() == [] && flow.current == .goals)
            check(!flow.canContinue, "at least one goal")
            check(flow.slide.question == .multipleChoice(minimum: 1, maximum: 3))
            check(flow.toggle(.chords) && flow.canContinue)
            check(flow.toggle(.songs) && flow.toggle(.fun) && !flow.toggle(.theory), "at most three goals")
            check(flow.answers.goals == [.chords, .songs, .fun])
            check(flow.toggle(.songs) && flow.toggle(.theory) && flow.answers.goals == [.chords, .theory, .fun], "unchoosing makes room")
            check(flow.select(.beginner) == nil && flow.enterText("Ann") == false, "answers only on their own slides")
            check(flow.next() == [] && flow.current == .name)
            check(flow.enterText("   \n") && flow.textProblem == .missing && !flow.canContinue, "a name is required")
            check(flow.enterText(String(repeating: "a", count: 31)) && flow.textProblem == .tooLong(maximum: 30))
            check(flow.enterText("  Ann  ") && flow.textProblem == nil && flow.answers.name == "  Ann  ", "as typed: \(flow.answers)")
            check(flow.next() == [] && flow.current == .email && flow.answers.name == "Ann", "trimmed once left: \(flow.answers)")
            check(flow.canContinue, "the email is optional")
            check(flow.enterText("ann@") && flow.textProblem == .notAnEmailAddress && !flow.canContinue)
            check(flow.enterText("") && flow.canContinue && flow.answers.email == nil)
            check(flow.next() == [] && flow.current == .level)
            check(flow.slide.title?.localized == "What's your level, Ann?", "\(flow.slide.title?.localized ?? "-")")
            check(Onboarding.slide(.level).title?.defaultValue == "What's your level, %@?")
            check(flow.progress == Onboarding.Flow.Progress(index: 3, count: 6, includesCurrent: true), "theory counts: \(flow.progress)")
            check(flow.select(.advanced) == [] && flow.current == .theoryTip, "a level continues at once")
            check(flow.next() == [] && flow.current == .advancedDrills, "shown for advanced players")
            check(flow.back() && flow.current == .theoryTip && flow.back() && flow.current == .level)
            check(flow.answers.level == .advanced, "the answer of the slide gone back to stays")
            check(flow.select(.beginner) == [] && flow.current == .theoryTip)
            check(flow.next() == [] && flow.current == .finale, "not shown for beginners")
            check(flow.slide.title?.localized == "Nice to meet you, Ann!")
            check(flow.slide.subtitle?.localized == "Your plan starts at Beginner.", "\(flow.slide.subtitle?.localized ?? "-")")
            check(flow.progress == Onboarding.Flow.Progress(index: 5, count: 6, includesCurrent: true), "\(flow.progress)")
            check(flow.path == [.welcome, .goals, .name, .email, .level, .theoryTip, .finale], "\(flow.path)")

            // Saved mid-way and restored; the answers as a backend receives them.
            let saved = try! JSONEncoder().encode(flow)
            check(try! JSONDecoder().decode(Onboarding.Flow.self, from: saved) == flow, "a saved flow restores as it was")
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let answers = String(decoding: try! encoder.encode(flow.answers), as: UTF8.self)
            check(answers == #"{"goals":["chords","theory","fun"],"level":"beginner","name":"Ann"}"#, answers)
            check(flow.next() == [.finished] && flow.isFinished)

            // A flow saved by an older spec: an option and a slide this spec no longer has.
            let old = #"{"path":["welcome","goals","name","email","level","old-slide","finale"],"answers":{"goals":["chords","singing"],"name":"Bo","level":"expert"},"isFinished":false}"#
            let restored = try! JSONDecoder().decode(Onboarding.Flow.self, from: Data(old.utf8))
            check(restored.path == [.welcome, .goals, .name, .email, .level], "\(restored.path)")
            check(restored.answers.goals == [.chords] && restored.answers.name == "Bo" && restored.answers.level == nil, "\(restored.answers)")
            check(restored.current == .level && !restored.canContinue)
            let oldFinished = old.replacingOccurrences(of: #""isFinished":false"#, with: #""isFinished":true"#)
            check(try! JSONDecoder().decode(Onboarding.Flow.self, from: Data(oldFinished.utf8)) == restored, "finished only on a path that still holds")
            let strange = try! JSONDecoder().decode(Onboarding.Flow.self, from: Data(#"{"path":[1],"answers":"x","isFinished":true}"#.utf8))
            check(strange == Onboarding.Flow(), "anything else starts over")
            check(Onboarding.slide(.theoryTip).condition?.holds(for: Onboarding.Answers()) == false)
        }

        check(offMainActor() == "welcome", "the API works outside the main actor")
        print(failures == 0 ? "OK" : "\(failures) FAILED")

        """#

    /// Uses the generated API from a nonisolated function: this compiles only if the generated
    /// declarations are `nonisolated` in a module whose default isolation is the main actor.
    static let offMainActorSource = """
        nonisolated func offMainActor() -> String {
            var flow = SkillLevelOnboarding.Flow()
            _ = flow.next()
            _ = flow.back()
            let ids: Set<SkillLevelOnboarding.SlideID> = [flow.current]
            return ids.first.map { SkillLevelOnboarding.slide($0).id.rawValue } ?? ""
        }

        """

    /// Types of the app named as SwiftUI's are, used in an extension of a spec's namespace: the
    /// namespace hides none of them.
    static let appTypesSource = """
        nonisolated struct Color: Equatable {
            static let accent = Color()
        }

        nonisolated struct Animation: Equatable {
            static let spring = Animation()
        }

        extension SkillLevelOnboarding {
            static var accent: Color { .accent }
            static var spring: Animation { .spring }
        }

        """

    static func generatedFiles(accessLevel: AccessLevel = .internal) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in GoldenFileTests.specNames {
            let output = try GoldenFileTests.generated(name, accessLevel: accessLevel)
            files[output.fileName] = output.contents
        }
        return files
    }

    @Test(arguments: [[], ["-default-isolation", "MainActor"]])
    func generatedCodeCompilesStrictlyAndBehaves(isolation: [String]) throws {
        var files = try Self.generatedFiles()
        files["main.swift"] = Self.flowProgram
        files["OffMainActor.swift"] = Self.offMainActorSource
        files["AppTypes.swift"] = Self.appTypesSource
        let result = try SwiftCompiler.compileAndRun(files: files, flags: SwiftCompiler.strictFlags + isolation)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "OK\n", "\(result.output)\(result.errors)")
    }

    /// On Linux, as on Apple platforms, `localized(in:)` reads the translation of a text from the
    /// bundle's table and falls back to the spec's text where the table has none.
    @Test func textsResolveThroughABundle() throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("onboardc-bundle-\(UUID().uuidString).bundle")
        defer { try? FileManager.default.removeItem(at: bundle) }
        let strings = bundle.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        try Data(#""welcome.title" = "Willkommen bei Chordly";"#.utf8).write(to: strings.appendingPathComponent("SkillLevelOnboarding.strings"))

        var files = try Self.generatedFiles().filter { $0.key == "SkillLevelOnboarding.swift" }
        files["main.swift"] = """
            import Foundation
            let bundle = Bundle(path: \(SwiftLiteral.string(bundle.path)))!
            let slide = SkillLevelOnboarding.slide(.welcome)
            print(slide.title!.localized(in: bundle))
            print(slide.subtitle!.localized(in: bundle))
            print(slide.title!.localized)
            """
        let result = try SwiftCompiler.compileAndRun(files: files, flags: SwiftCompiler.strictFlags)
        #expect(result.output == "Willkommen bei Chordly\nLearn guitar at your own pace, one chord at a time.\nWelcome to Chordly\n", "\(result.errors)")
    }

    /// The Apple-only `resource` builds the `LocalizedStringResource` that SwiftUI's `Text` shows:
    /// type-checked and run here against a stub of the documented Apple API, built into the
    /// runtime, since Foundation on Linux has no `LocalizedStringResource`.
    @Test func resourcesForSwiftUIUseTheDocumentedAppleAPI() throws {
        var runtime = try SwiftCompiler.runtimeSources()
        #expect(runtime["OnboardingLocalizedText.swift"]?.contains("    #if canImport(Darwin)\n") == true)
        runtime = runtime.mapValues { $0.replacingOccurrences(of: "#if canImport(Darwin)", with: "#if true") }
        var files = try Self.generatedFiles().filter { ["SkillLevelOnboarding.swift", "QuizOnboarding.swift"].contains($0.key) }
        runtime["AppleStub.swift"] = #"""
            import Foundation

            /// Foundation's declarations on Apple platforms (iOS 16, macOS 13), as documented.
            public struct LocalizedStringResource: Sendable {
                public enum BundleDescription: Sendable {
                    case main
                    case atURL(URL)
                }
                public var key: String
                public let defaultValue: String.LocalizationValue
                public let table: String?
                public let bundle: BundleDescription

                public init(
                    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                    bundle: BundleDescription = .main, comment: StaticString? = nil
                ) {
                    self.key = key.description
                    self.defaultValue = defaultValue
                    self.table = table
                    self.bundle = bundle
                }
            }

            extension LocalizedStringResource: ExpressibleByStringLiteral {
                public init(stringLiteral value: String) {
                    self.init("", defaultValue: String.LocalizationValue(value))
                    key = value
                }
            }

            extension String {
                public struct LocalizationValue: Sendable {
                    public let value: String
                    public init(_ value: String) { self.value = value }
                }
            }
            """#
        files["main.swift"] = """
            import Foundation
            let resource = SkillLevelOnboarding.slide(.skillLevel).title!.resource
            guard case .atURL(let url) = resource.bundle else { fatalError("not the bundle's URL") }
            print(resource.key, resource.defaultValue.value, resource.table ?? "-", url == Bundle.main.bundleURL)
            var flow = QuizOnboarding.Flow()
            _ = flow.next()
            _ = flow.toggle(.fun)
            _ = flow.next()
            _ = flow.enterText("Ann")
            _ = flow.next()
            _ = flow.next()
            print(flow.slide.title!.resource.key)
            """
        let result = try SwiftCompiler.compileAndRun(files: files, flags: SwiftCompiler.strictFlags, runtime: runtime)
        #expect(result.output == "skill-level.title What's your level? SkillLevelOnboarding true\nWhat's your level, Ann?\n", "\(result.errors)")
    }

    @Test(arguments: [AccessLevel.public, .package])
    func nonDefaultAccessLevelsCompile(accessLevel: AccessLevel) throws {
        var files = try Self.generatedFiles(accessLevel: accessLevel)
        files["main.swift"] = "print(SignQuestOnboarding.SlideID.allCases.count)\n"
        let flags = SwiftCompiler.strictFlags + ["-package-name", "Onboarding"]
        let result = try SwiftCompiler.compileAndRun(files: files, flags: flags)
        #expect(result.output == "4\n", "\(result.errors)")
        #expect(files.values.contains { $0.contains("\(accessLevel.rawValue) enum SlideID") })
    }
}
