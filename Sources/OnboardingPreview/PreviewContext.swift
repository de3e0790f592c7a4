import OnboardingCodeGen
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
            "appearance": .string(options.appearance.rawValue),
            "theme": theme,
            "slides": .list(spec.slides.indices.map { slide(at: $0, generated: generatedSlides[$0]) }),
            "paywalls": .list(paywalls),
            "manualPaywalls": .list(spec.paywalls.indices.filter { spec.paywalls[$0].trigger == .manual }.map { paywalls[$0] }),
            "whatsNew": .list(spec.whatsNew.indices.map(whatsNewScreen)),
            "login": .optional(spec.login.map(login)),
            "variant": .optional(variantIndex.map { entry(of: spec.variants[$0], generated: generatedVariants[$0]) }),
            "permissionResults": .list(PreviewEffectResults.permission),
            "json": [
                "name": .string(ScriptData.string(spec.name)),
                "eventPrefix": .string(ScriptData.string(spec.analyticsEventPrefix)),
            ],
        ]
    }

    // MARK: Theme

    private var theme: TemplateValue {
        let theme = spec.theme
        return [
            "primaryColorLight": Self.css(theme.primaryColor.light ?? Self.defaultPrimary.light),
            "primaryColorDark": Self.css(theme.primaryColor.dark ?? theme.primaryColor.light ?? Self.defaultPrimary.dark),
            "onPrimaryColorLight": Self.css(theme.onPrimaryColor.light ?? Self.defaultOnPrimary.light),
            "onPrimaryColorDark": Self.css(theme.onPrimaryColor.dark ?? theme.onPrimaryColor.light ?? Self.defaultOnPrimary.dark),
            "isPageIndicatorHidden": .bool(theme.isPageIndicatorHidden),
            "isDismissible": .bool(theme.isDismissible),
            "showsSkipButton": .bool(theme.showsSkipButton),
        ]
    }

    /// The colours of a spec that gives none: the system's blue and white.
    private static let defaultPrimary = (light: RGBAColor(red: 0, green: 122, blue: 255), dark: RGBAColor(red: 10, green: 132, blue: 255))
    private static let defaultOnPrimary = (light: RGBAColor(red: 255, green: 255, blue: 255), dark: RGBAColor(red: 255, green: 255, blue: 255))

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
            "backgroundVideo": .optional(slide.backgroundVideo.map { video in
                [
                    "name": .string(HTMLText.escaped(video.name + "." + video.fileExtension)),
                    "label": texts.html(video.accessibilityLabel, key: TextKey.backgroundVideoLabel(of: slide)),
                ]
            }),
            "videoGrid": .list(slide.videoGrid.map { cell in
                [
                    "video": .string(HTMLText.escaped(cell.video)),
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
            return image(named: still.assetName, label: texts.html(still.accessibilityLabel, key: TextKey.illustrationLabel(of: slide)))
        case .animation(let animation)?:
            return [
                "animation": .string(HTMLText.escaped(animation.fileName)),
                "label": texts.html(animation.accessibilityLabel, key: TextKey.illustrationLabel(of: slide)),
            ]
        case nil:
            return nil
        }
    }

    /// An image of the asset catalogs: `{ name, source, label, animation: false }`, where `source`
    /// is its `data:` URL, or `false` when the asset paths do not have it.
    private func image(named name: String, label: TemplateValue?) -> TemplateValue {
        [
            "name": .string(HTMLText.escaped(name)),
            "source": .optional(options.images[name].map { .string("data:\($0.mediaType);base64,\(Base64.encoded($0.data))") }),
            "label": label ?? false,
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
                    "systemImage": .optional(feature.systemImage.map { .string(HTMLText.escaped($0)) }),
                    "title": texts.html(feature.title, key: TextKey.featureText("title", of: feature, in: entry)),
                    "subtitle": texts.html(feature.subtitle, key: TextKey.featureText("subtitle", of: feature, in: entry)),
                ]
            }),
            "primaryAction": action(entry.primaryAction, key: TextKey.primaryActionTitle(of: entry)),
            "secondaryAction": action(entry.secondaryAction, key: TextKey.secondaryActionTitle(of: entry)),
        ]
    }

    // MARK: Variant

    /// `{ generated, html: { name, slides }, json: { name } }`: the variant's entry of the
    /// generation context, and its name and slides' ids for the page.
    private func entry(of variant: Variant, generated: TemplateValue) -> TemplateValue {
        [
            "generated": generated,
            "html": [
                "name": .string(HTMLText.escaped(variant.name)),
                "slides": .string(HTMLText.escaped(variant.slideIDs.joined(separator: ", "))),
            ],
            "json": ["name": .string(ScriptData.string(variant.name))],
        ]
    }
}
