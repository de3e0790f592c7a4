@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
@testable import OnboardingSemantics
@testable import OnboardingTestSupport
import Testing


@Suite struct SizedSpecGeneratorTests {
    private func check(_ generator: SizedSpecGenerator) -> Compiler.CheckedSpec {
        Compiler().check(SourceFile(path: "Generated.onboarding.json", bytes: generator.bytes()))
    }

    @Test(arguments: [1, 2, 5, 6, 10, 57, 300])
    func generatedSpecsValidateWithoutFindings(slideCount: Int) throws {
        let checked = check(SizedSpecGenerator(slideCount: slideCount, seed: UInt64(slideCount)))
        let lintRuleIDs = Set(RuleCatalog.lintRules.map(\.id))
        let findings = checked.diagnostics.filter { !lintRuleIDs.contains($0.ruleID ?? "") }
        #expect(findings.isEmpty, "\(findings)")
        let spec = try #require(checked.spec)
        #expect(spec.slides.count == slideCount)
        #expect(spec.droppedSlides.isEmpty)
        let graph = FlowGraph(spec: spec)
        #expect(graph.reachableSlides().count == slideCount)
        #expect(graph.cycles().isEmpty)
        _ = try Compiler().generate(try #require(checked.valid), specPath: "Generated.onboarding.json")
    }

    @Test func aSeedAlwaysGivesTheSameText() {
        #expect(SizedSpecGenerator(slideCount: 40, seed: 7).json() == SizedSpecGenerator(slideCount: 40, seed: 7).json())
        #expect(SizedSpecGenerator(slideCount: 40, seed: 7).json() != SizedSpecGenerator(slideCount: 40, seed: 8).json())
    }

    @Test func aLargeSpecUsesEveryPartOfTheFormat() throws {
        let spec = try #require(check(SizedSpecGenerator(slideCount: 2_000)).spec)
        let slides = spec.slides
        #expect(slides.contains { $0.backgroundImage != nil })
        #expect(slides.contains { if case .image = $0.illustration { true } else { false } })
        #expect(slides.contains { if case .animation(let animation) = $0.illustration { animation.format == .lottieJSON } else { false } })
        #expect(slides.contains { if case .animation(let animation) = $0.illustration { animation.format == .dotLottie } else { false } })
        #expect(slides.contains { $0.backgroundVideo != nil })
        #expect(slides.contains { !$0.videoGrid.isEmpty })
        #expect(slides.contains { $0.kind == .choice && $0.choices.count == 3 })
        #expect(slides.contains { $0.next == .end && $0.buttonTitle != nil })
        #expect(slides.contains { if case .slide = $0.next { true } else { false } })
        #expect(slides.contains { $0.title?.unicodeScalars.contains { $0.value > 0x3000 } == true })
        #expect(slides.contains { $0.subtitle?.contains("\n") == true })
        let triggers = spec.paywalls.map(\.trigger)
        #expect(triggers.contains(.afterOnboarding))
        #expect(triggers.contains { if case .afterSlide = $0 { true } else { false } })
        #expect(triggers.contains { if case .afterChoice = $0 { true } else { false } })
        #expect(spec.login != nil)
        #expect(!spec.whatsNew.isEmpty)
    }
}
