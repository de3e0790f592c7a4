import Foundation
@testable import OnboardingCompiler
import Testing

/// Each shipped spec's generated code, driven through `Session` by a scripted `EffectHandler`:
/// every step is taken by a new session on the same defaults, as after a relaunch, and none asks
/// the handler twice for what was already answered.
@Suite(.serialized) struct SessionScenarioTests {
    static let program = #"""
        import Foundation
        import OnboardingRuntime

        var failures = 0
        @MainActor func check(_ condition: Bool, _ message: @autoclosure () -> String = "", line: Int = #line) {
            if !condition {
                print("FAIL line \(line) \(message())")
                failures += 1
            }
        }

        /// Answers from a script, and logs what it is asked and the events it is handed. Asked more
        /// than its script answers, it never answers, as an app killed while the effect is up.
        @MainActor final class Handler<Spec: Onboarding>: OnboardingEffectHandler {
            var paywalls: [Spec.PaywallResult]
            var logins: [Spec.LoginResult]
            var permissions: [Bool]
            var asked: [String] = []
            var events: [String] = []
            var isKilled = false

            init(paywalls: [Spec.PaywallResult] = [], logins: [Spec.LoginResult] = [], permissions: [Bool] = []) {
                self.paywalls = paywalls
                self.logins = logins
                self.permissions = permissions
            }

            func presentPaywall(_ placement: Spec.PaywallPlacement) async -> Spec.PaywallResult {
                asked.append("paywall \(placement.rawValue)")
                return paywalls.isEmpty ? await killed() : paywalls.removeFirst()
            }

            func presentLogin() async -> Spec.LoginResult {
                asked.append("login")
                return logins.isEmpty ? await killed() : logins.removeFirst()
            }

            func requestPermission(_ permission: Spec.Permission) async -> Bool {
                asked.append("permission \(permission.rawValue)")
                return permissions.isEmpty ? await killed() : permissions.removeFirst()
            }

            func track(_ event: Spec.AnalyticsEvent) {
                events.append(event.name)
            }

            private func killed<Result: Sendable>() async -> Result {
                isKilled = true
                return await withCheckedContinuation { (_: CheckedContinuation<Result, Never>) in }
            }
        }

        /// Runs each step in a new session on one set of defaults, each with its own handler, and
        /// returns what the handlers were asked, in order, and the store.
        @MainActor func relaunching<Spec: Onboarding>(
            _: Spec.Type, variant: Spec.Variant? = nil, _ steps: [(Handler<Spec>, (Spec.Session) async -> Void)]
        ) async -> (asked: [String], events: [String], store: Spec.Store) {
            let suite = "scenario-\(UUID().uuidString)"
            let defaults = UserDefaults(suiteName: suite)!
            defaults.removePersistentDomain(forName: suite)
            let store = Spec.Store(defaults: defaults, appVersion: "1.0")
            var asked: [String] = []
            var events: [String] = []
            for (handler, step) in steps {
                let session = Spec.Session(store: Spec.Store(defaults: defaults, appVersion: "1.0"), handler: handler, variant: variant)
                var isDone = false
                Task {
                    await session.resume()
                    await step(session)
                    isDone = true
                }
                while !isDone && !handler.isKilled { await Task.yield() }
                asked += handler.asked
                events += handler.events
            }
            return (asked, events, store)
        }

        @MainActor func scenarios() async {
            // Infomaniak: the required login fails, then succeeds after a relaunch.
            do {
                typealias O = InfomaniakOnboarding
                let run = await relaunching(O.self, [
                    (Handler(), { await $0.next() }), (Handler(), { await $0.next() }),
                    (Handler(logins: [.failed]), { await $0.next() }),
                    (Handler(logins: [.succeeded]), { session in
                        check(session.flow.offersLoginRetry, "the failed login is offered again after a relaunch")
                        await session.next()
                    }),
                ])
                check(run.asked == ["login", "login"], "\(run.asked)")
                check(run.store.isCompleted && run.store.savedFlow == nil)
                check(run.events.last == "onboarding_finished" && run.events.filter { $0 == "onboarding_login_result" }.count == 2, "\(run.events)")
            }

            // SIM_Sub: notifications denied leads on, tracking denied still continues, and the paywall
            // that is not skippable is dismissed, then bought after a relaunch.
            do {
                typealias O = SIMSubOnboarding
                let run = await relaunching(O.self, [
                    (Handler(), { await $0.next() }), (Handler(), { await $0.next() }), (Handler(), { await $0.next() }),
                    (Handler(permissions: [false]), { session in
                        await session.next()
                        check(session.flow.current == .notificationsLater, "\(session.flow.current)")
                    }),
                    (Handler(), { await $0.next() }),
                    (Handler(paywalls: [.dismissed], permissions: [false]), { await $0.next() }),
                    (Handler(paywalls: [.purchased]), { _ in }),
                ])
                check(run.asked == [
                    "permission notifications", "permission appTrackingTransparency", "paywall onboardingEnd", "paywall onboardingEnd",
                    "paywall onboardingEnd",
                ], "\(run.asked)")
                check(run.store.isCompleted)
            }

            // EasyApp: the app is killed while the final paywall is up, after the login succeeded:
            // the relaunch presents the paywall again, and never the login.
            do {
                typealias O = EasyAppOnboarding
                let suite = "scenario-\(UUID().uuidString)"
                let defaults = UserDefaults(suiteName: suite)!
                defaults.removePersistentDomain(forName: suite)
                var flow = O.Flow()
                _ = flow.next()
                _ = flow.next()
                _ = flow.paywallResult(.dismissed)
                check(flow.next() == [.presentLogin(O.login)] && flow.loginResult(.succeeded) == [.presentPaywall(.professionalTools)])
                O.Store(defaults: defaults, appVersion: "2.0").save(flow)
                let handler = Handler<O>(paywalls: [.purchased])
                let session = O.Session(store: O.Store(defaults: defaults, appVersion: "2.0"), handler: handler)
                await session.next()
                check(handler.asked == ["paywall professionalTools"], "\(handler.asked)")
                check(O.Store(defaults: defaults, appVersion: "2.0").isCompleted && !O.Store(defaults: defaults, appVersion: "2.1").isCompleted, "per version")
                let store = O.Store(defaults: defaults)
                check(store.whatsNewToShow(currentVersion: "1.0.0")?.version == "1.0.0" && store.whatsNewToShow(currentVersion: "1.0.0") == nil)
                check(store.whatsNewToShow(currentVersion: "2.0")?.version == "2.0" && store.whatsNewToShow(currentVersion: "2.0.1") == nil)
            }

            // SkillLevel: the level-first variant, an answer, and its events.
            do {
                typealias O = SkillLevelOnboarding
                let run = await relaunching(O.self, variant: .levelFirst, [
                    (Handler(), { session in
                        check(session.flow.slide.title?.defaultValue == "Welcome! What's your level?")
                        await session.perform { $0.select(.advanced) }
                        await session.next()
                    }),
                    (Handler(), { session in
                        check(session.flow.current == .finaleAdvanced && session.flow.variant == .levelFirst, "\(session.flow.current)")
                        await session.next()
                    }),
                ])
                check(run.asked.isEmpty && run.store.isCompleted)
                check(run.events.contains("chordly_onboarding_option_chosen") && run.events.last == "chordly_onboarding_finished", "\(run.events)")
            }

            // The quiz: answers kept across relaunches, and inserted in the finale.
            do {
                typealias O = QuizOnboarding
                let run = await relaunching(O.self, [
                    (Handler(), { session in
                        await session.next()
                        await session.perform { $0.toggle(.theory) ? [] : nil }
                        await session.perform { $0.toggle(.songs) ? [] : nil }
                        await session.perform { $0.toggle(.songs) ? [] : nil }
                        await session.next()
                    }),
                    (Handler(), { session in
                        session.enterText("Ann")
                        await session.next()
                        await session.next()
                        await session.perform { $0.select(.beginner) }
                    }),
                    (Handler(), { session in
                        check(session.flow.current == .theoryTip && session.flow.answers.goals == [.theory], "\(session.flow.current)")
                        await session.next()
                        check(session.flow.slide.title?.localized == "Nice to meet you, Ann!")
                        await session.next()
                    }),
                ])
                check(run.store.isCompleted && run.asked.isEmpty)
            }

            // SignQuest: completed first, then the registration, which launch asks for until signed in.
            do {
                typealias O = SignQuestOnboarding
                let run = await relaunching(O.self, [
                    (Handler(), { for _ in 0..<3 { await $0.next() } }),
                    (Handler(logins: [.cancelled]), { await $0.next() }),
                    (Handler(), { session in check(session.flow.current == .welcome, "completed: a new session starts over") }),
                ])
                check(run.store.isCompleted && run.asked == ["login"], "\(run.asked)")
                check(run.events.suffix(5) == [
                    "onboarding_finished", "onboarding_login_presented", "onboarding_login_result", "onboarding_started", "onboarding_slide_viewed",
                ], "\(run.events)")
                check(O.launchScreen(hasCompletedOnboarding: true, isSignedIn: false, isSubscribed: false, hasSkippedPaywall: false) == .login(O.login))
                check(O.launchScreen(hasCompletedOnboarding: true, isSignedIn: true, isSubscribed: false, hasSkippedPaywall: false) == .main)
            }
        }

        await scenarios()
        print(failures == 0 ? "OK" : "\(failures) FAILED")

        """#

    /// A handler for each spec written as a team writes one, leaving out what its spec does not have.
    static let handlers = """
        import OnboardingRuntime

        struct QuizHandler: QuizOnboarding.EffectHandler {
            func track(_ event: QuizOnboarding.AnalyticsEvent) {}
        }

        struct SIMSubHandler: SIMSubOnboarding.EffectHandler {
            func presentPaywall(_ placement: SIMSubOnboarding.PaywallPlacement) async -> SIMSubOnboarding.PaywallResult { .purchased }
            func requestPermission(_ permission: SIMSubOnboarding.Permission) async -> Bool { true }
            func track(_ event: SIMSubOnboarding.AnalyticsEvent) {}
        }

        struct SignQuestHandler: SignQuestOnboarding.EffectHandler {
            func presentLogin() async -> SignQuestOnboarding.LoginResult { .succeeded }
            func track(_ event: SignQuestOnboarding.AnalyticsEvent) {}
        }

        """

    /// Three launches of an app on one suite of defaults, its name the second argument: the first
    /// leaves the quiz mid-way, the second resumes it where it was and finishes it, the third finds
    /// it completed and removes the suite.
    static let relaunchedProgram = #"""
        import Foundation
        import OnboardingRuntime

        let suite = CommandLine.arguments[2]
        let defaults = UserDefaults(suiteName: suite)!
        let store = QuizOnboarding.Store(defaults: defaults, appVersion: "1.0")
        let session = QuizOnboarding.Session(store: store, handler: QuizHandler())
        await session.resume()
        switch CommandLine.arguments[1] {
        case "leave":
            await session.next()
            await session.perform { $0.toggle(.theory) }
            print("left at \(session.flow.current.rawValue)")
        case "finish":
            print("resumed at \(session.flow.current.rawValue), goals \(session.flow.answers.goals.map(\.rawValue))")
            await session.next()
            session.enterText("Ann")
            await session.next()
            await session.next()
            await session.perform { $0.select(.beginner) }
            await session.next()
            await session.next()
            print("finished: \(session.flow.isFinished)")
        default:
            print("completed: \(store.isCompleted), saved flow: \(store.savedFlow != nil)")
            defaults.removePersistentDomain(forName: suite)
        }

        """#

    /// What the store saves is on disk when the app exits: on Linux, Foundation writes
    /// `UserDefaults` only when asked to.
    @Test func whatTheStoreSavesOutlivesTheApp() throws {
        let suite = "relaunched-\(UUID().uuidString)"
        var files = try GeneratedCodeTests.generatedFiles()
        files["main.swift"] = Self.relaunchedProgram
        files["Handlers.swift"] = Self.handlers
        let launches = try SwiftCompiler.compileAndLaunch(
            files: files, flags: SwiftCompiler.strictFlags, launches: ["leave", "finish", "relaunch"].map { [$0, suite] })
        #expect(launches.allSatisfy { $0.status == 0 }, "\(launches.map(\.errors))")
        #expect(
            launches.map(\.output) == [
                "left at goals\n", "resumed at goals, goals [\"theory\"]\nfinished: true\n", "completed: true, saved flow: false\n",
            ], "\(launches.map(\.output))")
    }

    @Test(arguments: [[], ["-default-isolation", "MainActor"]])
    func everyShippedSpecRunsThroughASessionThatAsksNothingTwice(isolation: [String]) throws {
        var files = try GeneratedCodeTests.generatedFiles()
        files["main.swift"] = Self.program
        files["Handlers.swift"] = Self.handlers
        let result = try SwiftCompiler.compileAndRun(files: files, flags: SwiftCompiler.strictFlags + isolation)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "OK\n", "\(result.output)\(result.errors)")
    }
}
