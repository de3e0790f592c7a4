extension Rule {
    public static let missingAccessibilityLabel = Rule(
        id: "missing_accessibility_label", name: "Missing Accessibility Label", stage: .lint, defaultSeverity: .warning,
        summary: "An illustration, background video or video grid cell has no 'accessibilityLabel'.",
        rationale: """
            VoiceOver reads the accessibility label in place of the picture. Without one, a blind user hears \
            the file name or nothing at all, and misses what the slide is showing. Describe what the picture \
            conveys, not how it looks.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "staticIllustration": ↓{ "iosAssetName": "welcome" } }] }"##,
            ##"{ "slides": [{ "animatedIllustration": ↓{ "fileName": "wave.json" } }] }"##,
            ##"{ "slides": [{ "backgroundVideo": ↓{ "name": "intro" } }] }"##,
            ##"{ "slides": [{ "videoGrid": [{ "video": "a", "cover": "a-cover", "accessibilityLabel": "A sign" }, ↓{ "video": "b", "cover": "b-cover" }] }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "staticIllustration": { "iosAssetName": "welcome", "accessibilityLabel": "A waving hand" } }] }"##,
            ##"{ "slides": [{ "backgroundImage": { "iosAssetName": "paper" } }] }"##,
        ])
}

extension LintRule {
    static let missingAccessibilityLabel = LintRule(.missingAccessibilityLabel) { input in
        var diagnostics: [Diagnostic] = []
        func check(_ label: String?, _ what: String, at pointer: String, of slide: Slide) {
            guard label == nil else { return }
            diagnostics.append(
                input.diagnostic(
                    .missingAccessibilityLabel, "\(what) of \(slide.nameForDiagnostic) has no 'accessibilityLabel' for VoiceOver",
                    at: pointer))
        }
        for slide in input.spec.slides {
            switch slide.illustration {
            case .image(let image)?:
                check(image.accessibilityLabel, "the illustration", at: slide.pointer + "/staticIllustration", of: slide)
            case .animation(let animation)?:
                check(animation.accessibilityLabel, "the animation", at: slide.pointer + "/animatedIllustration", of: slide)
            case nil:
                break
            }
            if let video = slide.backgroundVideo {
                check(video.accessibilityLabel, "the background video", at: slide.pointer + "/backgroundVideo", of: slide)
            }
            for (index, item) in slide.videoGrid.enumerated() {
                check(item.accessibilityLabel, "video grid cell \(index + 1)", at: "\(slide.pointer)/videoGrid/\(index)", of: slide)
            }
        }
        return diagnostics
    }
}
