/// The fields of a shape that lowering reads, one enumeration a shape, each case's raw value the
/// position of its field in the shape, so that a reader names a field by a case, not by a string.
///
/// `ShapeFieldTests` checks that every case names the field at its position.
protocol ShapeField: RawRepresentable, CaseIterable, SendableMetatype where RawValue == Int {
    /// The shape whose fields the cases name, in its order.
    static var shape: ObjectShape { get }
}

extension ShapeField {
    /// The key as the format spells it.
    var name: String { Self.shape.fields[rawValue].key }
}

enum LintDirectivesField: Int, ShapeField {
    case disable
    static var shape: ObjectShape { SpecFormat.lintDirectives }
}

enum BackgroundImageField: Int, ShapeField {
    case iosAssetName, tintColor
    static var shape: ObjectShape { SpecFormat.backgroundImage }
}

enum ReduceMotionField: Int, ShapeField {
    case iosAssetName
    static var shape: ObjectShape { SpecFormat.reduceMotion }
}

enum StaticIllustrationField: Int, ShapeField {
    // The last fields, `androidLightFileName` and `androidDarkFileName`, are the React Native module's and are not read.
    case iosAssetName, accessibilityLabel, decorative
    static var shape: ObjectShape { SpecFormat.staticIllustration }
}

enum AnimatedIllustrationField: Int, ShapeField {
    case fileName, loopMode, loopFrameStart, loopFrameEnd, accessibilityLabel, decorative, reduceMotion
    static var shape: ObjectShape { SpecFormat.animatedIllustration }
}

enum BackgroundVideoField: Int, ShapeField {
    case name, `extension`, gravity, loop, accessibilityLabel, reduceMotion, captions
    static var shape: ObjectShape { SpecFormat.backgroundVideo }
}

enum VideoGridItemField: Int, ShapeField {
    case id, video, cover, accessibilityLabel
    static var shape: ObjectShape { SpecFormat.videoGridItem }
}

enum VideoGridLayoutField: Int, ShapeField {
    case itemWidth, itemHeight, cornerRadius
    static var shape: ObjectShape { SpecFormat.videoGridLayout }
}

enum ChoiceField: Int, ShapeField {
    case id, title, emoji, next
    static var shape: ObjectShape { SpecFormat.choice }
}

enum ConditionField: Int, ShapeField {
    case answer, isAnyOf, isAnswered
    static var shape: ObjectShape { SpecFormat.condition }
}

package enum SlideField: Int, ShapeField {
    case id, kind, title, boldTitle, subtitle, backgroundImage, staticIllustration, animatedIllustration, backgroundVideo
    case videoGrid, videoGridLayout, backgroundColorLight, backgroundColorDark, titleColorLight, titleColorDark
    case choices, continueRequiresSelection, minSelections, maxSelections, advancesOnSelection, placeholder
    case contentType, maxLength, isRequired, showIf, countsInProgress, permission, nextIfDenied, buttonTitle, next, screenName
    case lint
    static var shape: ObjectShape { SpecFormat.slide }
}

enum ProductField: Int, ShapeField {
    case id, productId
    static var shape: ObjectShape { SpecFormat.product }
}

enum PaywallField: Int, ShapeField {
    case placement, trigger, presentation, provider, products, entitlement, skippable, termsURL, privacyURL
    static var shape: ObjectShape { SpecFormat.paywall }
}

enum LoginField: Int, ShapeField {
    case provider, clientId, loginURL, redirectURIScheme, bundleId, mode, isRequired, trigger, appVersionCode, appVersionName
    static var shape: ObjectShape { SpecFormat.login }
}

enum CompletionField: Int, ShapeField {
    case storageKey, scope
    static var shape: ObjectShape { SpecFormat.completion }
}

enum BackgroundAudioField: Int, ShapeField {
    case name, format
    static var shape: ObjectShape { SpecFormat.backgroundAudio }
}

enum NextButtonField: Int, ShapeField {
    case title, video, maskImage, pressedImage, height, captions
    static var shape: ObjectShape { SpecFormat.nextButton }
}

enum WhatsNewActionField: Int, ShapeField {
    case title, url
    static var shape: ObjectShape { SpecFormat.whatsNewAction }
}

enum WhatsNewFeatureField: Int, ShapeField {
    case id, image, systemImage, title, subtitle
    static var shape: ObjectShape { SpecFormat.whatsNewFeature }
}

enum WhatsNewField: Int, ShapeField {
    case version, title, showOnFreshInstall, minimumChange, features, primaryAction, secondaryAction
    static var shape: ObjectShape { SpecFormat.whatsNew }
}

enum OnboardingSpecField: Int, ShapeField {
    // The first field, `$schema`, is not read.
    case specVersion = 1, name, primaryColorLight, primaryColorDark, onPrimaryColorLight, onPrimaryColorDark, isScrollEnabled
    case isPageIndicatorHidden, isDismissible, showsSkipButton, slides, paywalls, login, completion, backgroundAudio, nextButton
    case whatsNew, lint, localization, analytics, variants
    static var shape: ObjectShape { SpecFormat.spec }
}

enum VariantField: Int, ShapeField {
    case slides, weight, overrides
    static var shape: ObjectShape { SpecFormat.variant }
}

enum VariantTextsField: Int, ShapeField {
    case title, boldTitle, subtitle, buttonTitle
    static var shape: ObjectShape { SpecFormat.variantTexts }
}

enum ReactNativePropsField: Int, ShapeField {
    // The first field, `$schema`, is not read.
    case onboardingConfiguration = 1, loginConfiguration
    static var shape: ObjectShape { SpecFormat.reactNativeProps }
}

enum AnalyticsField: Int, ShapeField {
    case eventPrefix
    static var shape: ObjectShape { SpecFormat.analytics }
}

enum LocalizationField: Int, ShapeField {
    case sourceLanguage, table, bundle, doNotTranslate
    static var shape: ObjectShape { SpecFormat.localization }
}

enum AfterSlideTriggerField: Int, ShapeField {
    case afterSlide
    static var shape: ObjectShape { SpecFormat.triggerObjectShapes[0] }
}

enum AfterChoiceTriggerField: Int, ShapeField {
    case afterChoice
    static var shape: ObjectShape { SpecFormat.triggerObjectShapes[1] }
}
