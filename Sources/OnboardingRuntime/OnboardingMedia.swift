/// A full-screen image from the asset catalog behind a slide.
public struct OnboardingBackgroundImage: Hashable, Sendable {
    public let assetName: String
    /// The colour the image is tinted with, if any.
    public let tintColor: OnboardingColor?

    public init(assetName: String, tintColor: OnboardingColor? = nil) {
        self.assetName = assetName
        self.tintColor = tintColor
    }
}

/// The one illustration of a slide.
public enum OnboardingIllustration: Hashable, Sendable {
    /// An image from the asset catalog.
    case image(assetName: String, accessibilityLabel: OnboardingLocalizedText?)
    /// A Lottie animation from the app bundle.
    case animation(OnboardingAnimation)

    /// What VoiceOver reads for the illustration.
    public var accessibilityLabel: OnboardingLocalizedText? {
        switch self {
        case .image(_, let accessibilityLabel): accessibilityLabel
        case .animation(let animation): animation.accessibilityLabel
        }
    }
}

/// A Lottie animation played from a file in the app bundle.
public struct OnboardingAnimation: Hashable, Sendable {
    /// The file format, decided by the file's extension.
    public enum Format: Hashable, Sendable {
        /// A Lottie JSON file (`.json`).
        case lottieJSON
        /// A dotLottie archive (`.lottie`).
        case dotLottie
        /// Any other extension.
        case other
    }

    /// How the animation repeats.
    public enum LoopMode: Hashable, Sendable {
        case loop
        case playOnce
        case autoReverse
    }

    /// The file name, with its extension.
    public let fileName: String
    public let loopMode: LoopMode
    /// The frame a loop starts again from, after the frames before it played once.
    public let loopFrameStart: Int?
    /// The frame a loop ends at.
    public let loopFrameEnd: Int?
    public let accessibilityLabel: OnboardingLocalizedText?

    public init(
        fileName: String, loopMode: LoopMode = .loop, loopFrameStart: Int? = nil, loopFrameEnd: Int? = nil,
        accessibilityLabel: OnboardingLocalizedText? = nil
    ) {
        self.fileName = fileName
        self.loopMode = loopMode
        self.loopFrameStart = loopFrameStart
        self.loopFrameEnd = loopFrameEnd
        self.accessibilityLabel = accessibilityLabel
    }

    /// The file's format, from its extension.
    public var format: Format {
        let fileExtension = fileName.lastIndex(of: ".").map { fileName[fileName.index(after: $0)...].lowercased() }
        switch fileExtension {
        case "json": return .lottieJSON
        case "lottie": return .dotLottie
        default: return .other
        }
    }
}

/// A video from the app bundle playing behind a slide.
public struct OnboardingBackgroundVideo: Hashable, Sendable {
    /// How the video fills the screen, as `AVLayerVideoGravity` names it.
    public enum Gravity: Hashable, Sendable {
        case resizeAspectFill
        case resizeAspect
        case resize
    }

    /// The resource name, without extension.
    public let name: String
    public let fileExtension: String
    public let gravity: Gravity
    /// Whether the video starts over when it ends.
    public let loops: Bool
    public let accessibilityLabel: OnboardingLocalizedText?

    public init(
        name: String, fileExtension: String = "mp4", gravity: Gravity = .resizeAspectFill, loops: Bool = true,
        accessibilityLabel: OnboardingLocalizedText? = nil
    ) {
        self.name = name
        self.fileExtension = fileExtension
        self.gravity = gravity
        self.loops = loops
        self.accessibilityLabel = accessibilityLabel
    }
}

/// A grid cell: a cover image that turns into a looping video when tapped.
public struct OnboardingVideoGridItem: Hashable, Sendable {
    /// The video's resource name.
    public let video: String
    /// The cover image's asset name.
    public let cover: String
    public let accessibilityLabel: OnboardingLocalizedText?

    public init(video: String, cover: String, accessibilityLabel: OnboardingLocalizedText? = nil) {
        self.video = video
        self.cover = cover
        self.accessibilityLabel = accessibilityLabel
    }
}

/// The size and corners of the cells of a video grid, in points.
public struct OnboardingVideoGridLayout: Hashable, Sendable {
    public let itemWidth: Double
    public let itemHeight: Double
    public let cornerRadius: Double

    public init(itemWidth: Double, itemHeight: Double, cornerRadius: Double = 0) {
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.cornerRadius = cornerRadius
    }
}
