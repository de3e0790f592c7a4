import Foundation
import OnboardingRuntime
import Testing

@Suite struct ContentTests {
    @Test func answersEncodeUnderTheSlidesIDsInTheSpecsOrder() throws {
        var answers = Quiz.Answers()
        answers[choices: .goals] = [Quiz.GoalsOption.theory, .chords]
        answers[choice: .level] = Quiz.LevelOption.advanced
        answers[text: .name] = "Ann"
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(answers), as: UTF8.self) == #"{"goals":["chords","theory"],"level":"advanced","name":"Ann"}"#)
        let decoded = try JSONDecoder().decode(Quiz.Answers.self, from: Data(#"{"goals":"songs","level":["beginner"],"name":"","x":1}"#.utf8))
        #expect(decoded.goals == [.songs] && decoded.level == .beginner && decoded.name == nil && decoded.isAnswered(.goals))
        #expect(decoded.text(of: .goals) == "Songs" && decoded.text(of: .name) == "" && !decoded.isAnswered(.welcome))
    }

    /// The options chosen on a multiple-choice slide are listed as the language of the texts lists
    /// them, in the spec's order.
    @Test func chosenOptionsAreListedAsTheLanguageListsThem() {
        var answers = Quiz.Answers()
        answers[choices: .goals] = [Quiz.GoalsOption.theory, .chords]
        #expect(answers.text(of: .goals) == "Chords and Theory")
        answers[choices: .goals] = Set(Quiz.GoalsOption.allCases)
        #expect(answers.text(of: .goals) == "Chords, Songs, and Theory")
    }

    /// A newcomer's review: `answers[choice: .level] = GoalsOption.theory` compiled and read back
    /// as nothing. An option of another slide now stops the program, as an index out of range does.
    @Test func anOptionOfAnotherSlideIsAProgrammingError() async {
        var answers = Quiz.Answers()
        answers[choices: .goals] = Set<Quiz.GoalsOption>()
        #expect(!answers.isAnswered(.goals))
        await #expect(processExitsWith: .failure) {
            var answers = Quiz.Answers()
            answers[choice: .level] = Quiz.GoalsOption.theory
        }
        await #expect(processExitsWith: .failure) {
            var answers = Quiz.Answers()
            answers[choices: .name] = [Quiz.LevelOption.advanced]
        }
    }

    @Test func optionsKnowTheirTextsThroughTheirSlide() {
        #expect(Quiz.GoalsOption.chords.title.defaultValue == "Chords" && Quiz.GoalsOption.chords.emoji == "🎸")
        #expect(Quiz.GoalsOption.songs.emoji == nil && Quiz.slide(.level).option("advanced")?.next == .slide(.finale))
    }

    @Test func textsFormatTheAnswersTheyInsert() {
        let text = Quiz.text("k", "%2$@ and %1$@, %@%% %x $@", inserting: .name, .level)
        #expect(text.key.description == "k" && text.table == "Quiz" && text.insertedAnswers == ["name", "level"])
        #expect(text.localized == " and , % %x $@")
        #expect(OnboardingLocalizedText("k", defaultValue: "100% sure", table: "T").localized == "100% sure", "a text without answers is no format")
    }

    @Test func coloursReadTheSpecsBytes() {
        let color = OnboardingColor(rgba: 0xFF80_0033)
        #expect(color == OnboardingColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 51.0 / 255))
        #expect(Quiz.theme.primaryColorLight?.red == 0x6A / 255.0 && Quiz.theme.showsSkipButton && Quiz.theme.isScrollEnabled)
    }

    @Test func animationsKnowTheirFormatByExtension() {
        #expect(OnboardingAnimation(fileName: "a.JSON").format == .lottieJSON)
        #expect(OnboardingAnimation(fileName: "b.lottie").format == .dotLottie)
        #expect(OnboardingAnimation(fileName: "json").format == .other && OnboardingAnimation(fileName: "c.gif").format == .other)
    }

    @Test func illustrationsSayWhetherVoiceOverSkipsThem() {
        let label = OnboardingLocalizedText("a.label", defaultValue: "A wave", table: "T")
        #expect(!OnboardingIllustration.image(assetName: "wave", accessibilityLabel: label).isDecorative)
        #expect(OnboardingIllustration.image(assetName: "confetti", accessibilityLabel: nil, isDecorative: true).isDecorative)
        #expect(OnboardingIllustration.animation(OnboardingAnimation(fileName: "a.json", isDecorative: true)).isDecorative)
        #expect(!OnboardingIllustration.animation(OnboardingAnimation(fileName: "a.json", accessibilityLabel: label)).isDecorative)
    }

    /// With Reduce Motion on, an animation with a still image shows the image, read as the
    /// animation is; anything else shows as it is.
    @Test func reducingMotionShowsAnAnimationsStillImage() {
        let label = OnboardingLocalizedText("a.label", defaultValue: "A wave", table: "T")
        let animation = OnboardingIllustration.animation(OnboardingAnimation(fileName: "wave.json", accessibilityLabel: label, reduceMotionImage: "wave-still"))
        #expect(animation.shown(reducingMotion: true) == .image(assetName: "wave-still", accessibilityLabel: label))
        #expect(animation.shown(reducingMotion: false) == animation)
        let decorative = OnboardingIllustration.animation(OnboardingAnimation(fileName: "dots.json", isDecorative: true, reduceMotionImage: "dots"))
        #expect(decorative.shown(reducingMotion: true) == .image(assetName: "dots", accessibilityLabel: nil, isDecorative: true))
        let withoutStill = OnboardingIllustration.animation(OnboardingAnimation(fileName: "spin.json"))
        #expect(withoutStill.shown(reducingMotion: true) == withoutStill)
        let image = OnboardingIllustration.image(assetName: "hello", accessibilityLabel: label)
        #expect(image.shown(reducingMotion: true) == image)
    }

    /// A caption file is found in a bundle, in a folder of it too; a video without speech has none.
    @Test func captionsAreFoundInTheBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("onboarding-captions-\(UUID().uuidString).bundle")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Captions"), withIntermediateDirectories: true)
        try Data("WEBVTT\n".utf8).write(to: folder.appendingPathComponent("intro.vtt"))
        try Data("WEBVTT\n".utf8).write(to: folder.appendingPathComponent("Captions/outro.vtt"))
        let bundle = try #require(Bundle(url: folder))
        #expect(OnboardingCaptions.webVTT(fileName: "intro.vtt").url(in: bundle)?.lastPathComponent == "intro.vtt")
        #expect(OnboardingCaptions.webVTT(fileName: "Captions/outro.vtt").url(in: bundle)?.path.hasSuffix("Captions/outro.vtt") == true)
        #expect(OnboardingCaptions.webVTT(fileName: "missing.vtt").url(in: bundle) == nil)
        #expect(OnboardingCaptions.noSpeech.url(in: bundle) == nil)
        let video = OnboardingBackgroundVideo(name: "intro", reduceMotionImage: "intro-still", captions: .webVTT(fileName: "intro.vtt"))
        #expect(video.captions?.url(in: bundle) != nil && video.reduceMotionImage == "intro-still")
        #expect(OnboardingBackgroundVideo(name: "sea").captions == nil && OnboardingNextButton(video: "loop").captions == nil)
        #expect(OnboardingNextButton(video: "loop", captions: .noSpeech).captions == .noSpeech)
    }

    @Test func variantsShowTheirSlidesInTheirWording() {
        var flow = Journey.Flow(variant: .short)
        #expect(flow.current == .intro && flow.slide.title?.defaultValue == "Quick intro" && flow.slide.buttonTitle?.defaultValue == "Go")
        #expect(flow.next() == [] && flow.current == .camera, "the variant's following slide")
        #expect(flow.next() == [.requestPermission(.camera)] && flow.permissionResult(granted: true) == [.presentLogin(Journey.login)],
            "a next the variant does not show ends it")
        #expect(Journey.Variant.short.slides == [.intro, .camera] && Journey.Variant.control.weight == 3)
    }

    @Test func aVariantsWordingInsertsTheAnswersOfItsFlow() {
        for variant in Greeting.Variant.allCases {
            var flow = Greeting.Flow(variant: variant)
            #expect(flow.enterText("Ada") && flow.next() == [] && flow.current == .hello)
            #expect(flow.slide.title?.localized == (variant == .warm ? "Welcome, Ada!" : "Hello"))
            #expect(flow.slide.subtitle?.localized == "Glad you came", "the slide's own text where the variant gives none")
        }
    }

    /// The published test vectors of the assignment (Specs/README.md, "Experiments").
    @Test func variantsAreAssignedByAPublishedHash() {
        #expect(SkillLevelVariant.bucket(ofUserID: "user-1") == 0xa449_f36a_6c4b_6a9e && SkillLevelVariant.bucket(ofUserID: "") == 0x1189_94c3_96c7_dec2)
        #expect(SkillLevelVariant.bucket(ofUserID: "ünïcödé") == 0x175b_e83c_e50d_8e0c)
        #expect(SkillLevelVariant.assigned(toUserID: "user-1") == .levelFirst && SkillLevelVariant.assigned(toUserID: "user-2") == .control)
        let share = (0..<1000).count { Journey.Variant.assigned(toUserID: "user-\($0)") == .control }
        #expect((700...800).contains(share), "three in four: \(share)")
    }

    @Test func whatsNewShowsOncePerChangeThatIsLargeEnough() {
        #expect(Journey.whatsNew(for: "1.0.0")?.title.defaultValue == "Welcome" && Journey.whatsNew(for: "2.0.0+417")?.version == "2.0")
        #expect(Journey.whatsNew(lastSeenVersion: nil, currentVersion: "1.0")?.version == "1.0", "a fresh install that shows it")
        #expect(Journey.whatsNew(lastSeenVersion: nil, currentVersion: "2.0") == nil, "a fresh install that does not")
        #expect(Journey.whatsNew(lastSeenVersion: "1.4.9", currentVersion: "1.5.0")?.version == "1.5.0", "a patch, for a screen that takes one")
        #expect(Journey.whatsNew(lastSeenVersion: "1.9.9", currentVersion: "2.0.1")?.version == "2.0")
        #expect(Journey.whatsNew(lastSeenVersion: "2.0.0-beta.1", currentVersion: "2.0") == nil, "a minor change is needed")
        #expect(Journey.whatsNew(lastSeenVersion: "2.0", currentVersion: "1.0") == nil && Journey.whatsNew(lastSeenVersion: "x", currentVersion: "2") == nil)
    }

    @Test func versionsCompareAsSemanticVersioningOrdersThem() {
        typealias Version = OnboardingAppVersion
        #expect(Version("2.0.0-alpha")! < Version("2.0.0-alpha.1")! && Version("2.0.0-beta.2")! < Version("2.0.0-beta.11")!)
        #expect(Version("2.0.0-1")! < Version("2.0.0-alpha")! && Version("2.0.0-rc.1")! < Version("2.0")! && Version("2.0")! < Version("10.0")!)
        #expect(Version("v2") == nil && Version("2.0.0.0") == nil && Version("") == nil && Version("2..0") == nil && Version("1234567890") == nil)
        #expect(Version("2.0.0+x") == Version("2") && Version("1.2")!.change(to: Version("1.3.4")!) == .minor)
    }
}

/// The variants of the skill-level spec, whose name the published vectors hash.
enum SkillLevel: Onboarding {
    static let name = "SkillLevel"
    static let localizationTable = "SkillLevel"
    static var bundle: Bundle { .main }

    enum SlideID: String, CaseIterable, SpecIdentifier {
        case welcome
    }

    static func slide(_ id: SlideID) -> Slide { Slide(id: .welcome) }

    static func variant(_ variant: SkillLevelVariant) -> VariantDefinition {
        VariantDefinition(slides: [.welcome], weight: 50)
    }

    static let theme = Theme()
    static let completion = Completion(storageKey: "done")
}

enum SkillLevelVariant: String, CaseIterable, OnboardingVariant {
    typealias Spec = SkillLevel
    case control
    case levelFirst = "level-first"
}
