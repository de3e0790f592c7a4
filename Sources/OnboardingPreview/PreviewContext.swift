import OnboardingCodeGen
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingSemantics
import OnboardingModel

/// What the preview's templates render: the page's texts, escaped for HTML (`html`) or as JSON
/// string literals for the script data (`json`), and under `generated` the generation context's own
/// values, from which the page's transition table is made, as the generated `Flow` is. With
/// `options.variant`, the slides of that variant show in its wording, and `variant` holds its
/// entry of the generation context's `variants`.
struct PreviewContext {
    let spec: OnboardingSpec
    let graph: FlowGraph
    let specPath: String
    let options: PreviewGenerator.Options
    let texts: PreviewTexts
    /// The index among the spec's variants of the one the page shows, if `options.variant` names one.
    let variantIndex: Int?

    init(spec: OnboardingSpec, graph: FlowGraph, specPath: String, options: PreviewGenerator.Options) {
        self.spec = spec
        self.graph = graph
        self.specPath = specPath
        self.options = options
        texts = PreviewTexts(catalog: options.catalog, language: options.language)
        variantIndex = spec.variants.firstIndex { $0.name == options.variant }
    }

    /// The variant the page shows, if any.
    var variant: Variant? {
        variantIndex.map { spec.variants[$0] }
    }

    var value: TemplateDictionary {
        let generated = GenerationContext(spec: spec, graph: graph).value(specPath: specPath, accessLevel: .internal)
        let generatedSlides = generated["slides"]?.elements ?? []
        let generatedPaywalls = generated["paywalls"]?.elements ?? []
        let generatedVariants = generated["variants"]?.elements ?? []
        let paywalls = zip(spec.paywalls, generatedPaywalls).map(paywall)
        return [
            "generated": generated,
            "specPath": .string(HTMLText.escaped(specPath)),
            "name": .string(HTMLText.escaped(spec.name)),
            "language": .string(HTMLText.escaped(options.language ?? spec.localization.sourceLanguage)),
            "isRightToLeft": .bool(LanguageCode(options.language ?? spec.localization.sourceLanguage).isRightToLeft),
            "appearance": .string(options.appearance.rawValue),
            "theme": theme,
            "completion": [
                "storageKey": .string(HTMLText.escaped(spec.completion.storageKey)),
                "isPerVersion": .bool(spec.completion.scope == .perVersion),
            ],
            "slides": .list(spec.slides.indices.map { slide(at: $0, generated: generatedSlides[$0]) }),
            "paywalls": .list(paywalls),
            "manualPaywalls": .list(spec.paywalls.indices.filter { spec.paywalls[$0].trigger == .manual }.map { paywalls[$0] }),
            "whatsNew": .list(spec.whatsNew.indices.map(whatsNewScreen)),
            "login": .optional(spec.login.map(login)),
            "variant": .optional(variantIndex.map { entry(of: spec.variants[$0], generated: generatedVariants[$0]) }),
            "permissionResults": .list(PreviewEffectResults.permission),
            "findings": .list(options.findings.map(finding)),
            "json": [
                "name": .string(ScriptData.string(spec.name)),
                "eventPrefix": .string(ScriptData.string(spec.analyticsEventPrefix)),
            ],
        ]
    }

    // MARK: Theme

    /// The theme's colours as the app shows them (`Theme.shownPrimaryColor(in:)`), and its options.
    private var theme: TemplateValue {
        let theme = spec.theme
        return [
            "primaryColorLight": Self.css(theme.shownPrimaryColor(in: .light)),
            "primaryColorDark": Self.css(theme.shownPrimaryColor(in: .dark)),
            "onPrimaryColorLight": Self.css(theme.shownOnPrimaryColor(in: .light)),
            "onPrimaryColorDark": Self.css(theme.shownOnPrimaryColor(in: .dark)),
            "isPageIndicatorHidden": .bool(theme.isPageIndicatorHidden),
            "isDismissible": .bool(theme.isDismissible),
            "showsSkipButton": .bool(theme.showsSkipButton),
        ]
    }

    /// A CSS colour, `#RRGGBBAA`.
    private static func css(_ color: RGBAColor) -> TemplateValue {
        .string(color.hex)
    }

    // MARK: Slides

    private func slide(at index: Int, generated: TemplateValue) -> TemplateValue {
        let slide = spec.slides[index]
        let generatedOptions = generated["options"]?.elements ?? []
        let override = variant?.overrides.first { $0.slideID == slide.id }
        /// The slide's text at `field`, or the variant's wording of it.
        func text(_ field: String, _ own: String?, _ overridden: String?) -> TemplateValue {
            if let variant, let overridden {
                return texts.html(overridden, key: TextKey.variantText(field, ofSlide: slide.id, in: variant.name), insertingAnswers: true)
            }
            return texts.html(own, key: TextKey.slideText(field, of: slide), insertingAnswers: true)
        }
        return [
            "generated": generated,
            "position": .string(String(index)),
            "id": .string(HTMLText.escaped(slide.id)),
            "kind": .string(slide.kind.rawValue),
            "title": text("title", slide.title, override?.title),
            "boldTitle": text("boldTitle", slide.boldTitle, override?.boldTitle),
            "subtitle": text("subtitle", slide.subtitle, override?.subtitle),
            "buttonTitle": override?.buttonTitle.map { text("buttonTitle", nil, $0) } ?? buttonTitle(of: slide),
            "backgroundImage": .optional(slide.backgroundImage.map { image(named: $0.assetName, label: nil) }),
            "illustration": .optional(illustration(of: slide)),
            "animationAspectRatio": .optional(animationFacts(of: slide).map { .string(LottieFacts.decimal($0.width) + " / " + LottieFacts.decimal($0.height)) }),
            "backgroundVideo": .optional(slide.backgroundVideo.map { video in
                [
                    "name": .string(HTMLText.escaped(video.name + "." + video.fileExtension)),
                    "source": source(of: options.videos[video.name + "." + video.fileExtension]),
                    "fit": .string(Self.objectFit(of: video.gravity)),
                    "loops": .bool(video.loops),
                    "label": texts.html(video.accessibilityLabel, key: TextKey.backgroundVideoLabel(of: slide)),
                    "still": .optional(video.reduceMotionImage.map { image(named: $0, label: nil, isStill: true) }),
                    "captions": .optional(video.captions.map(Self.captions)),
                ]
            }),
            "videoGrid": .list(slide.videoGrid.map { cell in
                [
                    "video": .string(HTMLText.escaped(cell.video)),
                    "source": source(of: options.videos[cell.video]),
                    "cover": image(named: cell.cover, label: nil),
                    "label": texts.html(cell.accessibilityLabel, key: TextKey.videoCellLabel(cell, of: slide)),
                ]
            }),
            "videoGridLayout": .optional(slide.videoGridLayout.map { layout in
                ["itemWidth": Self.css(layout.itemWidth), "itemHeight": Self.css(layout.itemHeight), "cornerRadius": Self.css(layout.cornerRadius)]
            }),
            "colors": colors(of: slide),
            "options": .list(zip(slide.choices, generatedOptions).map { choice, generated in
                [
                    "generated": generated,
                    "title": texts.html(choice.title, key: TextKey.optionTitle(choice, of: slide)),
                    "emoji": .optional(choice.emoji.map { .string(HTMLText.escaped($0)) }),
                    "json": [
                        "id": .string(ScriptData.string(choice.id)),
                        "title": .string(ScriptData.string(texts.translated(choice.title, key: TextKey.optionTitle(choice, of: slide)))),
                    ],
                ]
            }),
            "textInput": .optional(slide.textInput.map { input in
                [
                    "placeholder": texts.html(input.placeholder, key: TextKey.slideText("placeholder", of: slide)),
                    "type": .string(input.contentType == .email ? "email" : "text"),
                ]
            }),
            "permission": .optional(slide.permission.map { .string($0.rawValue) }),
            "json": [
                "id": .string(ScriptData.string(slide.id)),
                "screenName": .string(ScriptData.string(slide.screenName)),
            ],
        ]
    }

    /// The Continue button's title: the slide's, else the spec's `nextButton`'s, else "Continue".
    private func buttonTitle(of slide: Slide) -> TemplateValue {
        if let title = slide.buttonTitle {
            return texts.html(title, key: TextKey.slideText("buttonTitle", of: slide), insertingAnswers: true)
        }
        if let title = spec.nextButton?.title {
            return texts.html(title, key: TextKey.nextButtonTitle)
        }
        return "Continue"
    }

    private func illustration(of slide: Slide) -> TemplateValue? {
        switch slide.illustration {
        case .image(let still)?:
            return image(
                named: still.assetName, label: texts.html(still.accessibilityLabel, key: TextKey.illustrationLabel(of: slide)),
                isDecorative: still.isDecorative)
        case .animation(let animation)?:
            let label = texts.html(animation.accessibilityLabel, key: TextKey.illustrationLabel(of: slide))
            return [
                "animation": .string(HTMLText.escaped(animation.fileName)),
                "label": label,
                "isDecorative": .bool(animation.isDecorative),
                "facts": .optional(animationFacts(of: slide).map { .string($0.summary) }),
                "playback": .string(Self.playback(of: animation)),
                "still": .optional(
                    animation.reduceMotionImage.map { image(named: $0, label: label, isDecorative: animation.isDecorative, isStill: true) }),
            ]
        case nil:
            return nil
        }
    }

    /// What the Lottie JSON of the slide's animation says of it, when the page has the file.
    private func animationFacts(of slide: Slide) -> LottieFacts? {
        guard case .animation(let animation)? = slide.illustration else { return nil }
        return options.animations[animation.fileName].flatMap(LottieFacts.init(json:))
    }

    /// How an animation plays, as the generated code plays it: `loops`, `loops frames 60 to 180
    /// after the frames before them`, `plays once`, `plays forward and back`.
    private static func playback(of animation: AnimatedIllustration) -> String {
        switch animation.loopMode {
        case .loop:
            guard let start = animation.loopFrameStart else { return "loops" }
            let end = animation.loopFrameEnd.map { " to \($0)" } ?? " to the end"
            return "loops frames \(start)\(end) after the frames before them"
        case .playOnce: return "plays once"
        case .autoReverse: return "plays forward and back"
        }
    }

    /// What the spec says of a video's captions, as the page shows it.
    private static func captions(_ captions: Captions) -> TemplateValue {
        switch captions {
        case .file(let name): .string("Captions: " + HTMLText.escaped(name))
        case .noSpeech: "No speech to caption"
        }
    }

    /// The CSS `object-fit` that fills a slide with a video as `gravity` does on iOS.
    private static func objectFit(of gravity: BackgroundVideo.Gravity) -> String {
        switch gravity {
        case .resizeAspectFill: "cover"
        case .resizeAspect: "contain"
        case .resize: "fill"
        }
    }

    /// The `data:` URL of `file`, or `false` when the app's files do not have it.
    private func source(of file: PreviewGenerator.EmbeddedFile?) -> TemplateValue {
        .optional(file.map { .string($0.dataURL) })
    }

    /// An image of the asset catalogs: `{ name, source, hasAssetPaths, label, isDecorative, isStill,
    /// animation: false }`, where `source` is its `data:` URL, or `false` when the asset paths do not
    /// have it, and `isStill` says it is shown in an animation's or a video's place when Reduce
    /// Motion is on.
    private func image(named name: String, label: TemplateValue?, isDecorative: Bool = false, isStill: Bool = false) -> TemplateValue {
        [
            "name": .string(HTMLText.escaped(name)),
            "source": source(of: options.images[name]),
            "hasAssetPaths": .bool(options.hasAssetPaths),
            "label": label ?? false,
            "isDecorative": .bool(isDecorative),
            "isStill": .bool(isStill),
            "animation": false,
        ]
    }

    /// The slide's own colours as CSS custom properties: `{ light, dark }`, each a list of
    /// `{ property, color }`; a missing dark colour takes the light one, as an asset catalog colour
    /// without a dark variant does.
    private func colors(of slide: Slide) -> TemplateValue {
        func properties(_ pick: (ColorPair) -> RGBAColor?) -> TemplateValue {
            let colors = [("--slide-background", pick(slide.backgroundColor)), ("--slide-title", pick(slide.titleColor))]
            return .list(colors.compactMap { property, color in color.map { ["property": .string(property), "color": Self.css($0)] } })
        }
        let light = properties(\.light)
        let dark = properties { $0.dark ?? $0.light }
        return light.isTruthy ? ["light": light, "dark": dark] : false
    }

    /// A length in CSS pixels, which are points.
    private static func css(_ points: Double) -> TemplateValue {
        .string((points == points.rounded() ? String(Int(points)) : String(points)) + "px")
    }

    // MARK: Effects

    private func paywall(_ paywall: Paywall, generated: TemplateValue) -> TemplateValue {
        [
            "generated": generated,
            "presentation": .string(paywall.presentation.rawValue),
            "provider": .string(paywall.provider.rawValue),
            "results": .list(PreviewEffectResults.paywall),
            "html": ["placement": .string(HTMLText.escaped(paywall.placement))],
            "json": [
                "placement": .string(ScriptData.string(paywall.placement)),
                "entitlement": .string(ScriptData.string(paywall.entitlement)),
                "termsURL": .string(ScriptData.string(paywall.termsURL)),
                "privacyURL": .string(ScriptData.string(paywall.privacyURL)),
                "products": .list(paywall.products.map { .string(ScriptData.string($0.productID)) }),
            ],
        ]
    }

    private func login(_ login: Login) -> TemplateValue {
        [
            "provider": .string(login.provider.rawValue),
            "mode": .string(login.mode.rawValue),
            "results": .list(PreviewEffectResults.login),
        ]
    }

    // MARK: What's new

    /// The what's-new screen at `index` of the spec's: its texts, translated, its features' images
    /// from the asset catalogs or their SF Symbols' names, and its actions.
    private func whatsNewScreen(at index: Int) -> TemplateValue {
        let entry = spec.whatsNew[index]
        func action(_ action: WhatsNewEntry.Action?, key: String) -> TemplateValue {
            .optional(action.map { action in
                ["title": texts.html(action.title, key: key), "url": .optional(action.url.map { .string(HTMLText.escaped($0)) })]
            })
        }
        return [
            "position": .string(String(index)),
            "version": .string(HTMLText.escaped(entry.version)),
            "title": texts.html(entry.title, key: TextKey.whatsNewTitle(of: entry)),
            "showOnFreshInstall": .bool(entry.showOnFreshInstall),
            "minimumChange": .string(entry.minimumChange.rawValue),
            "features": .list(entry.features.map { feature in
                [
                    "image": .optional(feature.image.map { image(named: $0, label: nil) }),
                    "systemImage": .optional(feature.systemImage.map { .string(Self.symbolName($0)) }),
                    "title": texts.html(feature.title, key: TextKey.featureText("title", of: feature, in: entry)),
                    "subtitle": texts.html(feature.subtitle, key: TextKey.featureText("subtitle", of: feature, in: entry)),
                ]
            }),
            "primaryAction": action(entry.primaryAction, key: TextKey.primaryActionTitle(of: entry)),
            "secondaryAction": action(entry.secondaryAction, key: TextKey.secondaryActionTitle(of: entry)),
        ]
    }

    /// The name of an SF Symbol, escaped for HTML, that a line breaks only after one of its dots:
    /// `apps.<wbr>iphone`, never `apps.ipho` and `ne`.
    private static func symbolName(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false).map { HTMLText.escaped(String($0)) }.joined(separator: ".<wbr>")
    }

    // MARK: Findings

    /// A finding of the check of the spec: `{ position, severity, message, rule }`, its position
    /// `line:column` in the spec.
    private func finding(_ diagnostic: Diagnostic) -> TemplateValue {
        let position = diagnostic.range.map { "\($0.start.line):\($0.start.column)" } ?? ""
        return [
            "position": .string(position), "severity": .string(diagnostic.severity.rawValue),
            "message": .string(HTMLText.escaped(diagnostic.message)), "rule": .optional(diagnostic.ruleID.map { .string(HTMLText.escaped($0)) }),
        ]
    }

    // MARK: Variant

    /// `{ generated, steps, html: { name, slides }, json: { name } }`: the variant's entry of the
    /// generation context, where each of its slides leads (`GenerationContext.steps(of:in:)`), and
    /// its name and slides' ids for the page.
    private func entry(of variant: Variant, generated: TemplateValue) -> TemplateValue {
        [
            "generated": generated,
            "steps": GenerationContext.steps(of: variant, in: spec),
            "html": [
                "name": .string(HTMLText.escaped(variant.name)),
                "slides": .string(HTMLText.escaped(variant.slideIDs.joined(separator: ", "))),
            ],
            "json": ["name": .string(ScriptData.string(variant.name))],
        ]
    }
}
