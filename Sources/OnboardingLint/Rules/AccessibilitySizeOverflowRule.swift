import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let accessibilitySizeOverflow = Rule(
        id: "accessibility_size_overflow", name: "Accessibility Size Overflow", stage: .lint, defaultSeverity: .warning,
        summary: "A slide's texts do not fit the screen at the largest accessibility text size.",
        rationale: """
            People with low vision set the text size to the largest accessibility size, and an onboarding page \
            that does not scroll then cuts off its texts and its Continue button. onboardc estimates the slide at \
            that size (AX5) on the 390 × 844-point screen of an iPhone 14 or 15, the phone the preview draws: the \
            title and bold title in Title 1 at 58 points, the subtitle and the Continue button's title in Body at \
            53 points, lines 1.2 times as high as the size; a character half as wide as the size (SF Pro's average \
            for English), so 12 characters a line of title and 13 of body in the 358 points between 16-point \
            margins, lines broken between words. From the screen go the status bar (47 points), the home \
            indicator (34), the skip and close bar (44, when the spec shows either), the page dots (26, unless \
            hidden), 16 points above and below the content, 12 between texts, and 16 above and below the button's \
            title. Pictures and videos are left out, since they can shrink to the room left; so are a question's \
            options and text field, which belong in a list that scrolls. Texts are measured as the spec writes \
            them, answers as their placeholders, before translation, and a slide as each variant words it too. The finding is at the text that takes the \
            most room, with the length that would fit; the preview's Larger Text toggle shows the slide at that size.
            """,
        triggeringExamples: [
            ##"{ "isPageIndicatorHidden": true, "slides": [{ "title": "Hi", "subtitle": ↓"Every lesson you take here builds on the one before, so take your time, repeat what you like, and come back whenever you want: we keep your place and your progress." }] }"##,
            ##"{ "showsSkipButton": true, "slides": [{ "title": ↓"Everything you need to learn sign language, from your very first sign to whole conversations", "subtitle": "One quest at a time.", "buttonTitle": "Start" }] }"##,
            ##"{ "isPageIndicatorHidden": true, "slides": [{ "id": "hi", "title": "Hi", "subtitle": "Learn at your pace." }], "variants": { "long": { "slides": ["hi"], "overrides": { "hi": { "subtitle": ↓"Every lesson you take here builds on the one before, so take your time, repeat what you like, and come back whenever you want: we keep your place and your progress." } } } } }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "title": "Welcome to Chordly", "subtitle": "Learn guitar at your own pace, one chord at a time." }] }"##,
            ##"{ "slides": [{ "kind": "choice", "title": "What's your level?", "choices": [{ "id": "a", "title": "Beginner, just starting out" }, { "id": "b", "title": "Intermediate, playing for a few years" }, { "id": "c", "title": "Advanced, playing on stage" }, { "id": "d", "title": "Teacher, showing others" }] }] }"##,
        ])
}

/// The check of `accessibility_size_overflow`.
enum AccessibilitySizeOverflowRule {
    /// A text of a slide as the layout takes it: where it is, how messages name it, its style.
    private struct Text {
        var key: String
        var description: String
        var text: String
        var style: LargestTextLayout.Style
    }

    static let lintRule: LintRule = LintRule(.accessibilitySizeOverflow) { input in
        let spec = input.spec
        let available = LargestTextLayout.availableHeight(in: spec)
        let nextButtonTitle = spec.nextButton?.title
        var diagnostics: [Diagnostic] = []
        var overflowing: Set<String> = []
        for slide in spec.slides {
            guard let overflow = Overflow(of: slide, nextButtonTitle: nextButtonTitle, available: available) else { continue }
            overflowing.insert(slide.id)
            diagnostics.append(
                input.tree.diagnostic(
                    .accessibilitySizeOverflow, overflow.message(naming: "\(overflow.text.description) of \(slide.nameForDiagnostic)"),
                    at: JSONPointer.appending(overflow.text.key, to: slide.pointer)))
        }
        // A variant's wording of a slide: where the variant's own text takes the most room, or the
        // slide's own texts fit and the variant's do not.
        for variant in spec.variants {
            for texts in variant.overrides {
                guard let slide = input.graph.indexByID[texts.slideID].map({ texts.wording(spec.slides[$0]) }) else { continue }
                guard let overflow = Overflow(of: slide, nextButtonTitle: nextButtonTitle, available: available) else { continue }
                // The key of the variant's own text that takes the most room, if it is the variant's.
                let variantsKey: String? =
                    switch overflow.text.key {
                    case "title", "boldTitle": texts.title != nil ? "title" : texts.boldTitle != nil ? "boldTitle" : nil
                    case "subtitle": texts.subtitle != nil ? "subtitle" : nil
                    default: texts.buttonTitle != nil ? "buttonTitle" : nil
                    }
                guard variantsKey != nil || !overflowing.contains(slide.id) else { continue }
                let place = "slide \(texts.slideID.quotedForDiagnostic) in variant \(variant.name.quotedForDiagnostic)"
                diagnostics.append(
                    input.tree.diagnostic(
                        .accessibilitySizeOverflow, overflow.message(naming: "\(overflow.text.description) of \(place)"),
                        at: variantsKey.map { JSONPointer.appending($0, to: texts.pointer) } ?? JSONPointer.appending(overflow.text.key, to: slide.pointer)))
            }
        }
        return diagnostics
    }

    /// A slide whose texts take more room than the screen has at the largest accessibility text
    /// size: the text that takes the most, and the figures a message gives.
    private struct Overflow {
        var text: Text
        var lines: Int
        var used: Double
        var available: Double
        var fittingLines: Int

        init?(of slide: Slide, nextButtonTitle: String?, available: Double) {
            let texts = AccessibilitySizeOverflowRule.texts(of: slide, nextButtonTitle: nextButtonTitle)
            let heights = texts.map { $0.style.height(of: $0.text) }
            let used = LargestTextLayout.height(ofBlocks: heights)
            // The default title "Continue" is not the spec's to shorten: it is last and never chosen.
            guard used > available, let longest = heights.indices.dropLast(slide.buttonTitle == nil ? 1 : 0).max(by: { heights[$0] < heights[$1] })
            else { return nil }
            text = texts[longest]
            lines = text.style.lineCount(of: text.text)
            self.used = used
            self.available = available
            fittingLines = Int((available - (used - heights[longest])) / text.style.lineHeight)
        }

        /// The finding's message, `named` naming the text: `the subtitle of slide 'welcome'`.
        func message(naming named: String) -> String {
            let advice =
                fittingLines > 0
                ? "keep it to \(fittingLines) line\(fittingLines == 1 ? "" : "s"), about \(fittingLines * text.style.charactersPerLine) characters"
                : "shorten the slide's texts"
            return "\(named) takes about \(lines) line\(lines == 1 ? "" : "s") at the largest accessibility "
                + "text size, and the slide's texts about \(Int(used.rounded())) of the \(Int(available)) points an iPhone has for them: "
                + "a page that does not scroll cuts them off; \(advice)"
        }
    }

    /// The texts of `slide` in the order the page shows them, the button's title last: the slide's,
    /// else `nextButtonTitle`, else "Continue".
    private static func texts(of slide: Slide, nextButtonTitle: String?) -> [Text] {
        var texts: [Text] = []
        let heading = [slide.title, slide.boldTitle].compactMap { $0 }
        if !heading.isEmpty {
            let key = slide.title == nil ? "boldTitle" : "title"
            let description = heading.count == 2 ? "the title and bold title" : key == "title" ? "the title" : "the bold title"
            texts.append(Text(key: key, description: description, text: heading.joined(separator: " "), style: LargestTextLayout.title))
        }
        if let subtitle = slide.subtitle {
            texts.append(Text(key: "subtitle", description: "the subtitle", text: subtitle, style: LargestTextLayout.body))
        }
        let buttonTitle = slide.buttonTitle ?? nextButtonTitle ?? "Continue"
        texts.append(Text(key: "buttonTitle", description: "the button title", text: buttonTitle, style: LargestTextLayout.body))
        return texts
    }
}
