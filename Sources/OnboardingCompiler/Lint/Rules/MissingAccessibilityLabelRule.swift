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
        // The pointer is built only for a finding.
        func check(_ label: String?, _ what: @autoclosure () -> String, at pointer: @autoclosure () -> String, of slide: Int) {
            guard label == nil else { return }
            diagnostics.append(
                input.diagnostic(
                    .missingAccessibilityLabel,
                    "\(what()) of \(input.spec.slides[slide].nameForDiagnostic) has no 'accessibilityLabel' for VoiceOver", at: pointer()))
        }
        let slides = input.spec.slides
        for index in slides.indices {
            let pointer = slides[index].pointer
            switch slides[index].illustration {
            case .image(let image)?:
                check(image.accessibilityLabel, "the illustration", at: pointer + "/staticIllustration", of: index)
            case .animation(let animation)?:
                check(animation.accessibilityLabel, "the animation", at: pointer + "/animatedIllustration", of: index)
            case nil:
                break
            }
            if let video = slides[index].backgroundVideo {
                check(video.accessibilityLabel, "the background video", at: pointer + "/backgroundVideo", of: index)
            }
            for (item, cell) in slides[index].videoGrid.enumerated() {
                check(cell.accessibilityLabel, "video grid cell \(item + 1)", at: "\(pointer)/videoGrid/\(item)", of: index)
            }
        }
        return diagnostics
    }
}
