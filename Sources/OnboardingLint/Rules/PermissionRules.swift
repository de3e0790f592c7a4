import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let permissionWithoutExplanation = Rule(
        id: "permission_without_explanation", name: "Permission Without Explanation", stage: .lint, defaultSeverity: .warning,
        summary: "A permission slide has no subtitle to say why the app asks.",
        rationale: """
            Users grant a permission they understand. Apple's review guidelines (5.1.1) ask apps to explain why \
            they request access before the system prompt; the subtitle of the slide that asks is that explanation.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }, ↓{ "kind": "permission", "permission": "notifications", "title": "Stay in the loop" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }, { "kind": "permission", "permission": "notifications", "title": "Stay in the loop", "subtitle": "We remind you of your daily lesson." }] }"##
        ])

    public static let trackingPromptFirst = Rule(
        id: "tracking_prompt_first", name: "Tracking Prompt First", stage: .lint, defaultSeverity: .warning,
        summary: "The App Tracking Transparency prompt is the first slide.",
        rationale: """
            Asking to track before the user has seen anything of the app gets few grants, and Apple's guidance asks \
            for context first. Show what the app does, then ask.
            """,
        triggeringExamples: [
            ##"{ "slides": [↓{ "kind": "permission", "permission": "appTrackingTransparency", "title": "Track?", "subtitle": "Ads that fit." }, { "title": "Hi" }] }"##
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Hi" }, { "kind": "permission", "permission": "appTrackingTransparency", "title": "Track?", "subtitle": "Ads that fit." }] }"##
        ])
}

/// The check of `permission_without_explanation`.
enum PermissionWithoutExplanationRule {
    static let lintRule: LintRule = LintRule(.permissionWithoutExplanation) { input in
        // By index: a slide copied out of the array retains every string it holds.
        let slides = input.spec.slides
        return slides.indices.compactMap { index in
            guard slides[index].kind == .permission, slides[index].subtitle?.contains(where: { !$0.isWhitespace }) != true else { return nil }
            let slide = slides[index]
            return input.tree.diagnostic(
                .permissionWithoutExplanation,
                "permission slide \(slide.id.quotedForDiagnostic) asks for \(slide.permission?.rawValue ?? "a permission") without a subtitle that says why",
                at: slide.pointer)
        }
    }
}

/// The check of `tracking_prompt_first`.
enum TrackingPromptFirstRule {
    static let lintRule: LintRule = LintRule(.trackingPromptFirst) { input in
        guard let first = input.spec.slides.first, first.permission == .appTrackingTransparency else { return [] }
        return [
            input.tree.diagnostic(
                .trackingPromptFirst,
                "slide \(first.id.quotedForDiagnostic) asks for tracking before any other slide; show what the app does first",
                at: first.pointer)
        ]
    }
}
