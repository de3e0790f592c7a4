/// An sRGB colour, each component from 0 to 1.
public struct OnboardingColor: Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

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
    public let nextButton: OnboardingNextButton?
    public let backgroundAudio: OnboardingBackgroundAudio?

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
    public let title: OnboardingLocalizedText?
    /// A looping video inside the button.
    public let video: String?
    public let maskImage: String?
    /// The image shown while the button is pressed.
    public let pressedImage: String?
    /// The height in points.
    public let height: Double?
    /// The captions of the speech of `video`; `nil` when the spec does not say.
    public let captions: OnboardingCaptions?

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
    public let fileExtension: String

    public init(name: String, fileExtension: String) {
        self.name = name
        self.fileExtension = fileExtension
    }
}
