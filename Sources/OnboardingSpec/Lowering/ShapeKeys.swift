/// The keys of the shapes that lowering reads, one enumeration a shape, each key's raw value the
/// position of its field: lowering finds a member by position, rather than looking its key up.
///
/// Looking keys up by name was an eighth of lowering (callgrind, 2,000 slides).
protocol ShapeKey: RawRepresentable, CaseIterable where RawValue == Int {
    /// The shape whose fields the cases name, in its order.
    static var shape: ObjectShape { get }
}

extension ShapeKey {
    /// The key as the format spells it.
    var name: String { Self.shape.fields[rawValue].key }
}

enum LintDirectivesKey: Int, ShapeKey {
    case disable
    static var shape: ObjectShape { SpecFormat.lintDirectives }
}

enum BackgroundImageKey: Int, ShapeKey {
    case iosAssetName, tintColor
    static var shape: ObjectShape { SpecFormat.backgroundImage }
}

enum StaticIllustrationKey: Int, ShapeKey {
    case iosAssetName, accessibilityLabel
    static var shape: ObjectShape { SpecFormat.staticIllustration }
}

enum AnimatedIllustrationKey: Int, ShapeKey {
    case fileName, loopMode, loopFrameStart, loopFrameEnd, accessibilityLabel
    static var shape: ObjectShape { SpecFormat.animatedIllustration }
}

enum BackgroundVideoKey: Int, ShapeKey {
    case name, `extension`, gravity, loop, accessibilityLabel
    static var shape: ObjectShape { SpecFormat.backgroundVideo }
}

enum VideoGridItemKey: Int, ShapeKey {
    case id, video, cover, accessibilityLabel
    static var shape: ObjectShape { SpecFormat.videoGridItem }
}

enum ChoiceKey: Int, ShapeKey {
    case id, title, emoji, next
    static var shape: ObjectShape { SpecFormat.choice }
}

package enum SlideKey: Int, ShapeKey {
    case id, kind, title, boldTitle, subtitle, backgroundImage, staticIllustration, animatedIllustration, backgroundVideo
    case videoGrid, choices, continueRequiresSelection, buttonTitle, next, screenName, lint
    static var shape: ObjectShape { SpecFormat.slide }
}

enum ProductKey: Int, ShapeKey {
    case id, productId
    static var shape: ObjectShape { SpecFormat.product }
}

enum PaywallKey: Int, ShapeKey {
    case placement, trigger, presentation, provider, products, entitlement, skippable
    static var shape: ObjectShape { SpecFormat.paywall }
}

enum LoginKey: Int, ShapeKey {
    case clientId, loginURL, redirectURIScheme, bundleId, trigger
    static var shape: ObjectShape { SpecFormat.login }
}

enum CompletionKey: Int, ShapeKey {
    case storageKey, scope
    static var shape: ObjectShape { SpecFormat.completion }
}

enum BackgroundAudioKey: Int, ShapeKey {
    case name, format
    static var shape: ObjectShape { SpecFormat.backgroundAudio }
}

enum NextButtonKey: Int, ShapeKey {
    case title, video, maskImage, pressedImage, height
    static var shape: ObjectShape { SpecFormat.nextButton }
}

enum WhatsNewActionKey: Int, ShapeKey {
    case title, url
    static var shape: ObjectShape { SpecFormat.whatsNewAction }
}

enum WhatsNewFeatureKey: Int, ShapeKey {
    case id, image, systemImage, title, subtitle
    static var shape: ObjectShape { SpecFormat.whatsNewFeature }
}

enum WhatsNewKey: Int, ShapeKey {
    case version, title, features, primaryAction, secondaryAction
    static var shape: ObjectShape { SpecFormat.whatsNew }
}

enum OnboardingSpecKey: Int, ShapeKey {
    // The first field, `$schema`, is not read.
    case specVersion = 1, name, primaryColorLight, primaryColorDark, onPrimaryColorLight, onPrimaryColorDark, isScrollEnabled
    case isPageIndicatorHidden, isDismissible, showsSkipButton, slides, paywalls, login, completion, backgroundAudio, nextButton
    case whatsNew, lint, localization
    static var shape: ObjectShape { SpecFormat.spec }
}

enum ReactNativePropsKey: Int, ShapeKey {
    // The first field, `$schema`, is not read.
    case onboardingConfiguration = 1, loginConfiguration
    static var shape: ObjectShape { SpecFormat.reactNativeProps }
}

enum LocalizationKey: Int, ShapeKey {
    case sourceLanguage, table, bundle, doNotTranslate
    static var shape: ObjectShape { SpecFormat.localization }
}

enum AfterSlideTriggerKey: Int, ShapeKey {
    case afterSlide
    static var shape: ObjectShape { SpecFormat.triggerObjectShapes[0] }
}

enum AfterChoiceTriggerKey: Int, ShapeKey {
    case afterChoice
    static var shape: ObjectShape { SpecFormat.triggerObjectShapes[1] }
}
