@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
import Testing

/// What `AccessibilitySummary` says of each feature, from the rules behind it and from what the
/// spec shows.
@Suite struct AccessibilitySummaryTests {
    typealias Support = AccessibilitySummary.Support

    static func summary(_ json: String) throws -> [AccessibilitySummary.Feature: AccessibilitySummary.Assessment] {
        let checked = Pipeline.check(json)
        let valid = try #require(checked.valid, "\(checked.diagnostics.map(\.message))")
        let summary = AccessibilitySummary(spec: valid.spec, tree: try #require(checked.tree), graph: valid.graph)
        #expect(summary.assessments.map(\.feature) == AccessibilitySummary.Feature.allCases)
        return Dictionary(uniqueKeysWithValues: summary.assessments.map { ($0.feature, $0) })
    }

    /// A spec of texts only: nothing moves or speaks, nothing needs a label or a colour.
    @Test func aSpecOfTextsSupportsWhatAppliesToIt() throws {
        let summary = try Self.summary(##"{ "slides": [{ "title": "Welcome", "subtitle": "Learn at your pace." }] }"##)
        let supported: [AccessibilitySummary.Feature] = [
            .voiceOver, .voiceControl, .largerText, .darkInterface, .differentiateWithoutColor, .sufficientContrast, .reducedMotion,
        ]
        for feature in supported {
            #expect(summary[feature]?.support == .supported && summary[feature]?.findings == [], "\(feature)")
        }
        #expect(summary[.reducedMotion]?.reason == "Nothing on the slides moves of itself.")
        #expect(summary[.captions]?.support == .notApplicable && summary[.audioDescriptions]?.support == .notApplicable)
        #expect(summary[.darkInterface]?.reason == "The spec gives no colour of its own: the system's colours follow dark appearance.")
    }

    /// Each feature the spec falls short of is not supported, with the findings of its rules, those
    /// silenced by the spec too; Voice Control counts only the video cells, which are controls.
    @Test func eachShortfallIsNotSupportedWithItsFindings() throws {
        let json = ##"""
            { "primaryColorLight": "#0098FF", "lint": { "disable": ["missing_dark_color", "missing_captions"] }, "slides": [
              { "id": "wave", "title": "Welcome",
                "subtitle": "Every lesson you take here builds on the one before, so take your time, repeat what you like, and come back whenever you want: we keep your place and your progress.",
                "animatedIllustration": { "fileName": "wave.json" } },
              { "id": "talk", "backgroundVideo": { "name": "talk", "accessibilityLabel": "A teacher" }, "videoGrid": [{ "video": "a", "cover": "b" }] }
            ] }
            """##
        let summary = try Self.summary(json)
        let rules: [AccessibilitySummary.Feature: [String]] = [
            .voiceOver: ["missing_accessibility_label", "missing_accessibility_label"],
            .voiceControl: ["missing_accessibility_label"],
            .largerText: ["accessibility_size_overflow"],
            .darkInterface: ["missing_dark_color"],
            .differentiateWithoutColor: ["differentiate_without_color"],
            .sufficientContrast: ["low_contrast"],
            .reducedMotion: ["missing_reduce_motion_alternative", "missing_reduce_motion_alternative"],
            .captions: ["missing_captions"],
        ]
        for (feature, expected) in rules {
            #expect(summary[feature]?.support == .notSupported, "\(feature)")
            #expect(summary[feature]?.findings.map { $0.ruleID ?? "" } == expected, "\(feature)")
        }
        #expect(summary[.voiceControl]?.findings.first?.pointer == "/slides/1/videoGrid/0")
        #expect(summary[.audioDescriptions]?.support == .notSupported && summary[.audioDescriptions]?.findings == [])
        #expect(summary[.captions]?.reason.hasPrefix("1 video does not say its captions.") == true)
    }

    /// Sufficient Contrast asks about slide titles on their backgrounds as well as text on the
    /// primary colour, and says which fell short.
    @Test func sufficientContrastCoversSlideTitles() throws {
        let title = ##"{ "slides": [{ "title": "Hi", "titleColorLight": "#EEEEEE", "titleColorDark": "#FFFFFF" }] }"##
        let summary = try Self.summary(title)
        #expect(summary[.sufficientContrast]?.support == .notSupported)
        #expect(summary[.sufficientContrast]?.reason == "A slide's title has a contrast below 3:1 on its background.")
        #expect(summary[.sufficientContrast]?.findings.map { $0.ruleID ?? "" } == ["low_title_contrast"])
        let both = try Self.summary(##"{ "primaryColorLight": "#FFCC00", "slides": [{ "title": "Hi", "titleColorLight": "#EEEEEE", "titleColorDark": "#FFFFFF" }] }"##)
        #expect(both[.sufficientContrast]?.reason == "Text on the primary colour has a contrast below 4.5:1, and a slide's title below 3:1 on its background.")
        let readable = try Self.summary(##"{ "slides": [{ "title": "Hi", "titleColorLight": "#1B5E20", "titleColorDark": "#C8E6C9" }] }"##)
        #expect(readable[.sufficientContrast]?.support == .supported)
        #expect(readable[.sufficientContrast]?.reason.hasSuffix("and slide titles at least 3:1 on their backgrounds, in light and dark appearance.") == true)
    }

    @Test func captionsAreSupportedWhenEveryVideoWithSpeechHasThem() throws {
        let json = ##"""
            { "nextButton": { "video": "loop", "captions": "none" }, "slides": [
              { "id": "talk", "backgroundVideo": { "name": "talk", "accessibilityLabel": "A teacher", "captions": "talk.vtt",
                "reduceMotion": { "iosAssetName": "teacher" } } }
            ] }
            """##
        let summary = try Self.summary(json)
        #expect(summary[.captions]?.support == .supported)
        #expect(summary[.captions]?.reason == "1 video with speech has WebVTT captions; the other has no speech.")
        #expect(summary[.reducedMotion]?.support == .supported)
        #expect(summary[.reducedMotion]?.reason.hasSuffix("The video in the Continue button is the app's to pause when Reduce Motion is on.") == true)
        let quiet = try Self.summary(##"{ "nextButton": { "video": "loop", "captions": "none" }, "slides": [{ "title": "Hi" }] }"##)
        #expect(quiet[.captions]?.support == .notApplicable && quiet[.audioDescriptions]?.support == .notSupported)
    }
}
