@testable import OnboardingCompiler
@testable import OnboardingModel
import Testing

/// The keys that say how a spec reads, moves and scales: `decorative`, `reduceMotion`, `captions`.
@Suite struct AccessibilityKeysTests {
    @Test func theKeysLowerIntoTheModel() throws {
        let json = ##"""
            {
              "slides": [
                { "id": "still", "staticIllustration": { "iosAssetName": "confetti", "decorative": true } },
                { "id": "moving", "animatedIllustration": { "fileName": "wave.json", "decorative": true, "reduceMotion": { "iosAssetName": "wave-still" } } },
                { "id": "video", "backgroundVideo": { "name": "intro", "reduceMotion": { "iosAssetName": "intro-still" }, "captions": "Captions/intro.vtt" } },
                { "id": "quiet", "backgroundVideo": { "name": "sea", "captions": "none" }, "staticIllustration": { "iosAssetName": "boat", "accessibilityLabel": "A boat", "decorative": false } }
              ],
              "nextButton": { "video": "loop", "captions": "none" }
            }
            """##
        let checked = Pipeline.check(json)
        #expect(Pipeline.linesBeforeLint(json) == [])
        let slides = try #require(checked.spec).slides
        #expect(slides[0].illustration == .image(StaticIllustration(assetName: "confetti", isDecorative: true)))
        #expect(slides[1].illustration == .animation(AnimatedIllustration(fileName: "wave.json", isDecorative: true, reduceMotionImage: "wave-still")))
        #expect(slides[1].illustration?.reduceMotionImage == "wave-still" && slides[1].illustration?.isDecorative == true)
        #expect(slides[2].backgroundVideo == BackgroundVideo(name: "intro", reduceMotionImage: "intro-still", captions: .file("Captions/intro.vtt")))
        #expect(slides[3].backgroundVideo?.captions == Captions.noSpeech && slides[3].illustration?.isDecorative == false)
        #expect(checked.spec?.nextButton == NextButton(video: "loop", captions: .noSpeech))
    }

    /// VoiceOver cannot both skip an illustration and read its label: an error where it is, which
    /// does not drop the slide, with a note at the label.
    @Test func aDecorativeIllustrationWithALabelIsAnErrorNotADrop() {
        let json = ##"{ "slides": [{ "id": "a", "staticIllustration": { "iosAssetName": "wave", "accessibilityLabel": "A wave", "decorative": true } }] }"##
        #expect(Pipeline.linesBeforeLint(json) == [
            "Test.onboarding.json:1:121: error: an illustration is either decorative, which VoiceOver skips, or has an 'accessibilityLabel', which VoiceOver reads; remove one of them [decorative_with_label]",
            "Test.onboarding.json:1:75: note: the accessibility label",
        ])
        #expect(Pipeline.check(json).spec == nil)
    }

    @Test func captionsAreAWebVTTFileOrNone() {
        let slide = ##"{ "slides": [{ "title": "Hi" }, { "id": "v", "backgroundVideo": { "name": "intro", "captions": "intro.srt" } }] }"##
        #expect(Pipeline.linesBeforeLint(slide) == [
            "Test.onboarding.json:1:96: warning: slide 'v' is dropped: 'captions' must be a WebVTT file name such as 'intro.vtt', or 'none', found 'intro.srt' [invalid_value]"
        ])
        let button = ##"{ "slides": [{ "title": "Hi" }], "nextButton": { "video": "loop", "captions": "None" } }"##
        #expect(Pipeline.linesBeforeLint(button) == [
            "Test.onboarding.json:1:79: error: 'captions' must be a WebVTT file name such as 'intro.vtt', or 'none', found 'None' [invalid_value]"
        ])
        let withoutVideo = ##"{ "slides": [{ "title": "Hi" }], "nextButton": { "title": "Next", "captions": "none" } }"##
        #expect(Pipeline.linesBeforeLint(withoutVideo) == [
            "Test.onboarding.json:1:67: warning: 'captions' applies to a button with a 'video', and this one has none [inapplicable_key]"
        ])
    }

    @Test func aStillImageNeedsItsAssetName() {
        let json = ##"{ "slides": [{ "title": "Hi" }, { "id": "m", "animatedIllustration": { "fileName": "a.json", "reduceMotion": {} } }] }"##
        #expect(Pipeline.linesBeforeLint(json) == [
            "Test.onboarding.json:1:110: warning: slide 'm' is dropped: missing required key 'iosAssetName' in 'reduceMotion' [missing_asset_name]"
        ])
    }
}
