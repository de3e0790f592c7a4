/// The spec format, version 1: every object, key, type and default.
///
/// A superset of the React Native onboarding module's `onboardingConfiguration`: an object that
/// an app passes to that module compiles unchanged.
public enum SpecFormat {
    /// The format versions this compiler reads.
    public static let supportedVersions: ClosedRange<Int> = 1...1

    /// The file name suffix of specs.
    public static let fileSuffix = ".onboarding.json"

    /// The longest file name, in bytes, that file systems take: the files named after a spec
    /// (its generated Swift, its String Catalog) must fit.
    public static let maximumFileNameLength = 255

    static let lintDirectives = ObjectShape(
        name: "LintDirectives", summary: "Lint rules silenced for the spec or for one slide.",
        fields: [.init("disable", .array(of: .string), "Ids of rules not to report here, such as `title_length`.")])

    static let triggerObjectShapes = [
        ObjectShape(
            name: "AfterSlideTrigger", summary: "Fires when the user continues from a slide.",
            fields: [.init("afterSlide", .string, required: true, "The id of the slide.")]),
        ObjectShape(
            name: "AfterChoiceTrigger",
            summary: "Fires when the user continues from a choice slide having chosen an option.",
            fields: [.init("afterChoice", .string, required: true, "The id of the option.")]),
    ]

    static let trigger = ValueType.anyOf([.enumeration(["afterOnboarding", "manual"])] + triggerObjectShapes.map { .object($0) })

    /// The login's trigger, which may also come after completion.
    static let loginTrigger = ValueType.anyOf([.enumeration(["afterOnboarding", "afterCompletion", "manual"])] + triggerObjectShapes.map { .object($0) })

    static let slideTarget = ValueType.nullable(.string)

    /// The name of an image set of the asset catalog, which image objects share.
    static let iosAssetName = ObjectShape.Field(
        "iosAssetName", .string, required: true, rule: .missingAssetName, synonyms: ["assetName", "imageName", "name"],
        "The image set's name.")

    static let backgroundImage = ObjectShape(
        name: "BackgroundImage", summary: "A full-screen image from the asset catalog behind the slide.",
        fields: [
            iosAssetName,
            .init("tintColor", .string(.color), "A colour the image is tinted with."),
        ])

    static let reduceMotion = ObjectShape(
        name: "ReduceMotion", summary: "The still image shown in place of an animation or a video when Reduce Motion is on.",
        fields: [iosAssetName])

    static let staticIllustration = ObjectShape(
        name: "StaticIllustration", summary: "An image from the asset catalog.",
        fields: [
            iosAssetName,
            .init("accessibilityLabel", .string, "What VoiceOver reads for the image."),
            .init("decorative", .boolean, default: "false", "Whether the image is decoration only, which VoiceOver skips; not with `accessibilityLabel`."),
            .init(
                "androidLightFileName", .string,
                "The React Native module's Android image in light appearance; accepted so that its props compile unchanged, and not used on iOS."),
            .init(
                "androidDarkFileName", .string,
                "The React Native module's Android image in dark appearance; accepted so that its props compile unchanged, and not used on iOS."),
        ])

    static let animatedIllustration = ObjectShape(
        name: "AnimatedIllustration",
        summary: "A Lottie animation; a `.json` file is Lottie JSON, a `.lottie` file is dotLottie.",
        fields: [
            .init("fileName", .string, required: true, rule: .missingAssetName, "The file in the app bundle, with its extension."),
            .init("loopMode", .enumeration(AnimatedIllustration.LoopMode.allCases.map(\.rawValue)), default: "loop", "How the animation repeats."),
            .init("loopFrameStart", .integer(0...Int(Int32.max)), "The frame a loop starts again from."),
            .init("loopFrameEnd", .integer(0...Int(Int32.max)), "The frame a loop ends at."),
            .init("accessibilityLabel", .string, "What VoiceOver reads for the animation."),
            .init("decorative", .boolean, default: "false", "Whether the animation is decoration only, which VoiceOver skips; not with `accessibilityLabel`."),
            .init("reduceMotion", .object(reduceMotion), "The still image shown instead when Reduce Motion is on."),
        ])

    static let backgroundVideo = ObjectShape(
        name: "BackgroundVideo", summary: "A video from the app bundle playing behind the slide.",
        fields: [
            .init("name", .string, required: true, rule: .missingAssetName, synonyms: ["fileName", "file", "video"], "The resource name, without extension."),
            .init("extension", .string, default: "mp4", synonyms: ["fileExtension", "type"], "The file extension."),
            .init("gravity", .enumeration(BackgroundVideo.Gravity.allCases.map(\.rawValue)), default: "resizeAspectFill", "How the video fills the screen."),
            .init("loop", .boolean, default: "true", "Whether the video starts over when it ends."),
            .init("accessibilityLabel", .string, "What VoiceOver reads for the video."),
            .init("reduceMotion", .object(reduceMotion), "The still image shown instead when Reduce Motion is on."),
            .init(
                "captions", .string(.captions),
                "The captions of the video's speech: a WebVTT file in the app bundle, such as `intro.vtt`; `none` for a video without speech."),
        ])

    static let videoGridItem = ObjectShape(
        name: "VideoGridItem", summary: "A grid cell: a cover image that plays a looping video when tapped.",
        fields: [
            .init("id", .string, default: "cell<N>", "The cell's id, unique in its grid; the key of its text is made from it. Defaults to `cell` and the cell's 1-based position."),
            .init("video", .string, required: true, rule: .missingAssetName, "The video's resource name."),
            .init("cover", .string, required: true, rule: .missingAssetName, "The cover image's asset name."),
            .init("accessibilityLabel", .string, "What VoiceOver reads for the cell."),
        ])

    static let videoGridLayout = ObjectShape(
        name: "VideoGridLayout", summary: "The size and corners of the cells of a slide's video grid.",
        fields: [
            .init("itemWidth", .number(0...10_000), required: true, "A cell's width in points."),
            .init("itemHeight", .number(0...10_000), required: true, "A cell's height in points."),
            .init("cornerRadius", .number(0...10_000), default: "0", "The radius of a cell's corners in points."),
        ])

    static let choice = ObjectShape(
        name: "Choice", summary: "An option of a choice slide, such as a skill level.",
        fields: [
            .init("id", .string, required: true, synonyms: ["value", "key", "name"], "The option's id; it becomes an enum case."),
            .init("title", .string, required: true, synonyms: ["label", "text", "name"], "The option's text."),
            .init("emoji", .string, "An emoji shown beside the title."),
            .init("next", slideTarget, "The slide the option leads to; `null` ends the flow. Defaults to the slide's own `next`."),
        ])

    static let condition = ObjectShape(
        name: "Condition",
        summary: "The answers for which a slide is shown; give either `isAnyOf` or `isAnswered`.",
        fields: [
            .init("answer", .string, required: true, synonyms: ["question", "slide"], "The id of a question slide that comes earlier in the flow."),
            .init("isAnyOf", .array(of: .string, minimumCount: 1), synonyms: ["equals", "is", "in", "anyOf", "oneOf", "includes"], "Option ids of a choice or multiple-choice question: the slide shows when one of them was chosen."),
            .init("isAnswered", .boolean, "Whether the question was answered (`true`) or left unanswered (`false`)."),
        ])

    /// One slide.
    public static let slide = ObjectShape(
        name: "Slide", summary: "One screen of the onboarding.",
        fields: [
            .init("id", .string, default: "slide<N>", "The slide's id, unique in the spec; it becomes an enum case. Defaults to `slide` and the slide's 1-based position."),
            .init(
                "kind", .enumeration(Slide.Kind.allCases.map(\.rawValue)), default: "page", rule: .unknownSlideKind,
                synonyms: ["type", "question"],
                "`page` to read, `choice` to pick an option, `multipleChoice` to pick several, `textInput` to type an answer, `permission` to ask for a permission."),
            .init("title", .string, synonyms: ["heading", "headline"], "The title."),
            .init("boldTitle", .string, "A bold part shown after the title."),
            .init("subtitle", .string, synonyms: ["description", "body", "message", "text"], "The text under the title."),
            .init("backgroundImage", .object(backgroundImage), "An image behind the slide."),
            .init(
                "staticIllustration", .object(staticIllustration), synonyms: ["illustration", "image"],
                "An image illustration; not with `animatedIllustration`."),
            .init(
                "animatedIllustration", .object(animatedIllustration), synonyms: ["illustration", "animation", "lottie"],
                "A Lottie illustration; not with `staticIllustration`."),
            .init("backgroundVideo", .object(backgroundVideo), "A video behind the slide."),
            .init("videoGrid", .array(of: .object(videoGridItem)), "A grid of video cells."),
            .init("videoGridLayout", .object(videoGridLayout), "The size and corners of the video grid's cells."),
            .init("backgroundColorLight", .string(.color), "The slide's background colour in light appearance."),
            .init("backgroundColorDark", .string(.color), "The slide's background colour in dark appearance."),
            .init("titleColorLight", .string(.color), "The colour of the slide's title in light appearance."),
            .init("titleColorDark", .string(.color), "The colour of the slide's title in dark appearance."),
            .init(
                "choices", .array(of: .object(choice)), synonyms: ["options", "answers"],
                "The options of a `choice` or `multipleChoice` slide; required there."),
            .init(
                "continueRequiresSelection", .boolean, default: "true on a choice slide", synonyms: ["requiresSelection"],
                "Whether Continue waits for a choice."),
            .init("minSelections", .integer(0...Int(Int32.max)), default: "1", "On a `multipleChoice` slide, the fewest options that enable Continue; 0 makes the question optional."),
            .init("maxSelections", .integer(1...Int(Int32.max)), default: "every option", "On a `multipleChoice` slide, the most options the user can pick."),
            .init(
                "advancesOnSelection", .boolean, default: "false", synonyms: ["autoAdvance", "autoAdvances"],
                "On a `choice` slide, whether choosing an option continues at once."),
            .init("placeholder", .string, "On a `textInput` slide, the text shown in the empty field."),
            .init("contentType", .enumeration(TextInput.ContentType.allCases.map(\.rawValue)), default: "plain", "On a `textInput` slide, what the text is: `name`, `email` (checked as an address) or `plain`."),
            .init("maxLength", .integer(1...Int(Int32.max)), "On a `textInput` slide, the most characters of the answer."),
            .init("isRequired", .boolean, default: "true", "On a `textInput` slide, whether Continue waits for an answer."),
            .init(
                "showIf", .object(condition), synonyms: ["condition", "visibleIf", "showWhen"],
                "The answers for which the slide is shown; `next()` and `back()` pass over it otherwise."),
            .init("countsInProgress", .boolean, default: "true", "Whether the slide counts in the progress the user sees, such as the page dots."),
            .init("permission", .enumeration(Permission.allCases.map(\.rawValue)), "On a `permission` slide, the permission Continue asks the app to request; required there."),
            .init("nextIfDenied", slideTarget, default: "the slide's `next`", "On a `permission` slide, where the flow goes when the user denies the permission; `null` ends the flow."),
            .init(
                "buttonTitle", .string, synonyms: ["button", "buttonText", "buttonLabel"],
                "The Continue button's title on this slide, such as \"Let's Go!\"."),
            .init("next", slideTarget, default: "the next slide", synonyms: ["goTo"], "The id of the slide that follows; `null` ends the flow here."),
            .init("screenName", .string, "The slide's name in analytics."),
            .init("lint", .object(lintDirectives), "Lint rules silenced for this slide."),
        ])

    static let product = ObjectShape(
        name: "Product", summary: "A product sold on a paywall.",
        fields: [
            .init("id", .string, required: true, "The product's name in code, such as `monthly`; it becomes an enum case."),
            .init("productId", .string, required: true, "The store's product identifier."),
        ])

    static let paywall = ObjectShape(
        name: "Paywall", summary: "A point in the flow where the app presents a paywall.",
        fields: [
            .init("placement", .string, required: true, "A unique name for the paywall, handed to the app."),
            .init("trigger", trigger, default: "afterOnboarding", "When the paywall is due; `manual` for a placement the app opens itself, such as when a feature needs the entitlement."),
            .init("presentation", .enumeration(Paywall.Presentation.allCases.map(\.rawValue)), default: "sheet", "How the app presents it."),
            .init("provider", .enumeration(Paywall.Provider.allCases.map(\.rawValue)), default: "storeKit2", "The purchase framework."),
            .init("products", .array(of: .object(product)), "The products offered."),
            .init("entitlement", .string, "The entitlement the purchase unlocks."),
            .init("skippable", .boolean, default: "true", "Whether the user can close the paywall without buying."),
            .init("termsURL", .string(.httpsURL), "The terms of use the paywall links to."),
            .init("privacyURL", .string(.httpsURL), "The privacy policy the paywall links to."),
        ])

    static let login = ObjectShape(
        name: "Login", summary: "The login: OAuth, as the React Native module's `loginConfiguration`, or the app's own screen.",
        fields: [
            .init(
                "provider", .enumeration(Login.Provider.allCases.map(\.rawValue)), default: "oauth",
                "`oauth`, or `app` for the app's own login or registration screen."),
            .init("clientId", .string, "The OAuth client id; required with the `oauth` provider."),
            .init("loginURL", .string(.httpsURL), default: Login.defaultLoginURL, "The OAuth login service."),
            .init("redirectURIScheme", .string(.uriScheme), "The scheme of the OAuth redirect URI `{scheme}://oauth2redirect`."),
            .init("bundleId", .string(.uriScheme), "Used for the OAuth redirect URI when there is no `redirectURIScheme`."),
            .init(
                "mode", .enumeration(Login.Mode.allCases.map(\.rawValue)), default: "signIn",
                "What the login asks of the user: `signIn`, or `register` for a new account."),
            .init(
                "isRequired", .boolean, default: "true",
                "Whether the flow waits for a successful login; when `false`, a failed or cancelled login continues."),
            .init(
                "trigger", loginTrigger, default: "afterOnboarding",
                "When the app presents the login: `afterOnboarding`, before the flow finishes; `afterCompletion`, once onboarding is completed, outside the flow (the app shows it at each launch while the user is not signed in); `manual`; or after a slide or a choice."),
            .init(
                "appVersionCode", .integer(0...Int(Int32.max)),
                "The Android build number the React Native module sends in its API headers; accepted so that its `loginConfiguration` compiles unchanged, and not used on iOS."),
            .init(
                "appVersionName", .string,
                "The app version (`2.14.8`) the React Native module sends in its API headers; accepted so that its `loginConfiguration` compiles unchanged, and not used on iOS."),
        ])

    static let completion = ObjectShape(
        name: "Completion", summary: "How the app remembers that onboarding is finished.",
        fields: [
            .init("storageKey", .string, default: "<name>.onboardingCompleted", "The UserDefaults key."),
            .init("scope", .enumeration(Completion.Scope.allCases.map(\.rawValue)), default: "once", "`once`, or `perVersion` to show onboarding again for each app version."),
        ])

    static let backgroundAudio = ObjectShape(
        name: "BackgroundAudio", summary: "Music during onboarding and the paywall.",
        fields: [
            .init("name", .string, required: true, "The resource name, without extension."),
            .init("format", .enumeration(BackgroundAudio.Format.allCases.map(\.rawValue)), required: true, "The file format."),
        ])

    static let nextButton = ObjectShape(
        name: "NextButton", summary: "The button that advances the flow: a title, or a video button.",
        fields: [
            .init("title", .string, "The button's title."),
            .init("video", .string, "A looping video inside the button."),
            .init("maskImage", .string, "An image that masks the video to the button's shape."),
            .init("pressedImage", .string, "The image shown while the button is pressed."),
            .init("height", .number(0...10_000), "The button's height in points."),
            .init(
                "captions", .string(.captions),
                "With `video`, the captions of the video's speech: a WebVTT file in the app bundle; `none` for a video without speech."),
        ])

    static let whatsNewAction = ObjectShape(
        name: "WhatsNewAction", summary: "A button of a what's-new screen.",
        fields: [
            .init("title", .string, required: true, "The button's title."),
            .init("url", .string(.httpsURL), "A URL the button opens."),
        ])

    static let whatsNewFeature = ObjectShape(
        name: "WhatsNewFeature", summary: "One line of a what's-new screen.",
        fields: [
            .init("id", .string, default: "feature<N>", "The feature's id, unique on its screen; the keys of its texts are made from it. Defaults to `feature` and the feature's 1-based position."),
            .init("image", .string, "An image from the asset catalog."),
            .init("systemImage", .string, "An SF Symbol name, for a feature without an `image`."),
            .init("title", .string, required: true, "The feature's title."),
            .init("subtitle", .string, "The feature's description."),
        ])

    static let whatsNew = ObjectShape(
        name: "WhatsNew", summary: "The what's-new screen of one app version.",
        fields: [
            .init("version", .string(.semanticVersion), required: true, "The app version, unique in the spec; `2.0` is `2.0.0`, and build metadata (`+42`) is ignored."),
            .init("title", .string, required: true, "The screen's title."),
            .init("showOnFreshInstall", .boolean, default: "false", "Whether the screen shows on the first launch of a fresh install of this version."),
            .init(
                "minimumChange", .enumeration(VersionChange.allCases.map(\.rawValue)), default: "patch",
                "The least change from the version the user saw last that shows the screen: `minor` skips patch releases, `major` shows only for a new major version."),
            .init("features", .array(of: .object(whatsNewFeature)), "The new features."),
            .init("primaryAction", .object(whatsNewAction), "The main button."),
            .init("secondaryAction", .object(whatsNewAction), "A second button."),
        ])

    static let localization = ObjectShape(
        name: "Localization", summary: "The language of the spec's texts and the String Catalog that holds their translations.",
        fields: [
            .init("sourceLanguage", .string, default: Localization.defaultSourceLanguage, "The language the texts are written in, as a language tag such as `en`, `pt-BR` or `zh-Hans`."),
            .init("table", .string, default: "<name>Onboarding", "The String Catalog table, `<table>.xcstrings`; by default the generated type's name, such as `SkillLevelOnboarding`."),
            .init(
                "bundle", .enumeration(Localization.Bundle.allCases.map(\.rawValue)), default: "main",
                "The bundle that ships the catalog: `main`, the app's, or `module`, the Swift package target's that compiles the generated file."),
            .init("doNotTranslate", .array(of: .string), "Localization keys of texts that are not to be translated, such as a brand name: `welcome.boldTitle`."),
        ])

    static let analytics = ObjectShape(
        name: "Analytics", summary: "How the analytics events the flow queues are named.",
        fields: [
            .init(
                "eventPrefix", .string, default: OnboardingSpec.defaultAnalyticsEventPrefix,
                "The prefix of every event name, such as `onboarding_` in `onboarding_slide_viewed`."),
        ])

    static let variantTexts = ObjectShape(
        name: "VariantTexts", summary: "The texts of a slide that differ in a variant.",
        fields: [
            .init("title", .string, "The title in this variant."),
            .init("boldTitle", .string, "The bold title in this variant."),
            .init("subtitle", .string, "The subtitle in this variant."),
            .init("buttonTitle", .string, "The Continue button's title in this variant."),
        ])

    static let variant = ObjectShape(
        name: "Variant", summary: "One variant of an experiment: the slides it shows, in its order, and the texts that differ.",
        fields: [
            .init(
                "slides", .array(of: .string, minimumCount: 1), required: true,
                "The ids of the slides the variant shows, in order; a slide without its own `next` leads to the variant's following slide."),
            .init("weight", .integer(0...1_000_000), default: "1", "The variant's share of users, relative to the weights of the others."),
            .init("overrides", .map(of: .object(variantTexts)), "Texts that differ in this variant, by slide id."),
        ])

    /// The top level of a spec.
    public static let spec = ObjectShape(
        name: "OnboardingSpec", summary: "An onboarding spec (`*.onboarding.json`).",
        fields: [
            .init("$schema", .string, "The JSON Schema, for editors; ignored by onboardc."),
            .init("specVersion", .integer(0...Int(Int32.max)), default: "1", synonyms: ["version"], "The format version."),
            .init("name", .string, default: "the file name", "The prefix of the generated type names."),
            .init("primaryColorLight", .string(.color), synonyms: ["accentColor", "tintColor", "brandColor"], "The brand colour in light appearance."),
            .init("primaryColorDark", .string(.color), synonyms: ["accentColor", "tintColor", "brandColor"], "The brand colour in dark appearance."),
            .init("onPrimaryColorLight", .string(.color), "Text on the brand colour, light appearance."),
            .init("onPrimaryColorDark", .string(.color), "Text on the brand colour, dark appearance."),
            .init("isScrollEnabled", .boolean, default: "true", "Whether the user can swipe between slides."),
            .init("isPageIndicatorHidden", .boolean, default: "false", "Whether the page dots are hidden."),
            .init("isDismissible", .boolean, default: "false", "Whether a close button is shown."),
            .init("showsSkipButton", .boolean, default: "false", "Whether a skip button is shown."),
            .init("slides", .array(of: .object(slide), minimumCount: 1), required: true, synonyms: ["pages", "screens", "steps"], "The slides, in order."),
            .init("paywalls", .array(of: .object(paywall)), "Paywall hooks."),
            .init("login", .object(login), "The login hook."),
            .init("completion", .object(completion), "Completion persistence."),
            .init("backgroundAudio", .object(backgroundAudio), "Background music."),
            .init("nextButton", .object(nextButton), "The Continue button."),
            .init("whatsNew", .array(of: .object(whatsNew)), "What's-new screens by app version."),
            .init("lint", .object(lintDirectives), "Lint rules silenced for the whole spec."),
            .init("localization", .object(localization), "How the texts are localized."),
            .init("analytics", .object(analytics), "How analytics events are named."),
            .init("variants", .map(of: .object(variant)), "The variants of an experiment, by name: each its own slides and texts."),
        ])

    /// The props object a React Native app passes to the onboarding module, which onboardc reads
    /// as the spec of its `onboardingConfiguration` with the login of its `loginConfiguration`.
    public static let reactNativeProps = ObjectShape(
        name: "ReactNativeProps", summary: "The props of the React Native onboarding module, as an app passes them.",
        fields: [
            .init("$schema", .string, "The JSON Schema, for editors; ignored by onboardc."),
            .init("onboardingConfiguration", .object(spec), required: true, synonyms: ["onboardingConfig", "configuration", "config"], "The spec."),
            .init("loginConfiguration", .object(login), "The spec's login."),
        ])
}
