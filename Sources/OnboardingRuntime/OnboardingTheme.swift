/// An sRGB colour, each component from 0 to 1.
public struct OnboardingColor: Hashable, Sendable {
    /// The red component, from 0 to 1.
    public let red: Double
    /// The green component, from 0 to 1.
    public let green: Double
    /// The blue component, from 0 to 1.
    public let blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public let alpha: Double

    /// The colour with these sRGB components, each from 0 to 1; opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour whose red, green, blue and alpha bytes are those of `rgba`, as a spec's
    /// `#RRGGBBAA` writes them: `OnboardingColor(rgba: 0x6A1B9AFF)`.
    public init(rgba: UInt32) {
        func component(_ shift: UInt32) -> Double {
            Double((rgba >> shift) & 0xFF) / 255
        }
        self.init(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }
}

/// The look and the navigation options of the onboarding.
public struct OnboardingTheme: Hashable, Sendable {
    /// The brand colour in light appearance: buttons, the current page indicator.
    public let primaryColorLight: OnboardingColor?
    /// The brand colour in dark appearance.
    public let primaryColorDark: OnboardingColor?
    /// The colour of text and icons on the brand colour, light appearance.
    public let onPrimaryColorLight: OnboardingColor?
    /// The colour of text and icons on the brand colour, dark appearance.
    public let onPrimaryColorDark: OnboardingColor?
    /// Whether the user can swipe between slides.
    public let isScrollEnabled: Bool
    /// Whether the page dots are hidden.
    public let isPageIndicatorHidden: Bool
    /// Whether a close button is shown.
    public let isDismissible: Bool
    /// Whether a skip button is shown.
    public let showsSkipButton: Bool
    /// The Continue button of every slide, when the spec customises it; `nil` leaves it to the app.
    public let nextButton: OnboardingNextButton?
    /// The music that plays during onboarding and the paywall; `nil` for none.
    public let backgroundAudio: OnboardingBackgroundAudio?

    /// The theme of a spec; colours left `nil` are the app's, and by default the user can swipe,
    /// the page dots show, and neither a close nor a skip button does.
    public init(
        primaryColorLight: OnboardingColor? = nil, primaryColorDark: OnboardingColor? = nil,
        onPrimaryColorLight: OnboardingColor? = nil, onPrimaryColorDark: OnboardingColor? = nil,
        isScrollEnabled: Bool = true, isPageIndicatorHidden: Bool = false, isDismissible: Bool = false,
        showsSkipButton: Bool = false, nextButton: OnboardingNextButton? = nil, backgroundAudio: OnboardingBackgroundAudio? = nil
    ) {
        self.primaryColorLight = primaryColorLight
        self.primaryColorDark = primaryColorDark
        self.onPrimaryColorLight = onPrimaryColorLight
        self.onPrimaryColorDark = onPrimaryColorDark
        self.isScrollEnabled = isScrollEnabled
        self.isPageIndicatorHidden = isPageIndicatorHidden
        self.isDismissible = isDismissible
        self.showsSkipButton = showsSkipButton
        self.nextButton = nextButton
        self.backgroundAudio = backgroundAudio
    }
}

/// The button that advances the flow: a title, or a video masked to the button's shape.
public struct OnboardingNextButton: Hashable, Sendable {
    /// The button's title on a slide without its own `buttonTitle`; `nil` for the app's default.
    public let title: OnboardingLocalizedText?
    /// A looping video inside the button.
    public let video: String?
    /// The asset name of an image that masks `video` to the button's shape.
    public let maskImage: String?
    /// The image shown while the button is pressed.
    public let pressedImage: String?
    /// The height in points.
    public let height: Double?
    /// The captions of the speech of `video`; `nil` when the spec does not say.
    public let captions: OnboardingCaptions?

    /// A Continue button with a title, or playing `video` inside the shape of `maskImage`.
    public init(
        title: OnboardingLocalizedText? = nil, video: String? = nil, maskImage: String? = nil, pressedImage: String? = nil,
        height: Double? = nil, captions: OnboardingCaptions? = nil
    ) {
        self.title = title
        self.video = video
        self.maskImage = maskImage
        self.pressedImage = pressedImage
        self.height = height
        self.captions = captions
    }
}

/// Music that plays during onboarding and the paywall.
public struct OnboardingBackgroundAudio: Hashable, Sendable {
    /// The resource name, without extension.
    public let name: String
    /// The file extension, without the dot, such as `wav` or `mp3`.
    public let fileExtension: String

    /// The music in the app bundle's file `name`.`fileExtension`.
    public init(name: String, fileExtension: String) {
        self.name = name
        self.fileExtension = fileExtension
    }
}
