/// A full-screen image from the asset catalog behind a slide.
public struct OnboardingBackgroundImage: Hashable, Sendable {
    /// The image set's name in the app's asset catalog.
    public let assetName: String
    /// The colour the image is tinted with, if any.
    public let tintColor: OnboardingColor?

    /// The image of the asset catalog's image set `assetName`, tinted with `tintColor` when given.
    public init(assetName: String, tintColor: OnboardingColor? = nil) {
        self.assetName = assetName
        self.tintColor = tintColor
    }
}

import Foundation

/// The one illustration of a slide.
///
/// A view honours what the spec says of its accessibility in one line each:
///
/// ```swift
/// @Environment(\.accessibilityReduceMotion) private var reduceMotion
///
/// IllustrationView(slide.illustration?.shown(reducingMotion: reduceMotion))  // an animation's still image
///     .accessibilityHidden(slide.illustration?.isDecorative ?? false)          // VoiceOver skips decoration
/// ```
public enum OnboardingIllustration: Hashable, Sendable {
    /// An image from the asset catalog; one that is decorative, VoiceOver skips.
    case image(assetName: String, accessibilityLabel: OnboardingLocalizedText?, isDecorative: Bool = false)
    /// A Lottie animation from the app bundle.
    case animation(OnboardingAnimation)

    /// What VoiceOver reads for the illustration.
    public var accessibilityLabel: OnboardingLocalizedText? {
        switch self {
        case .image(_, let accessibilityLabel, _): accessibilityLabel
        case .animation(let animation): animation.accessibilityLabel
        }
    }

    /// Whether the illustration is decoration only, which VoiceOver skips: the spec's
    /// `"decorative": true`, for `.accessibilityHidden(_:)`.
    public var isDecorative: Bool {
        switch self {
        case .image(_, _, let isDecorative): isDecorative
        case .animation(let animation): animation.isDecorative
        }
    }

    /// The illustration to show: when `reducingMotion`, an animation's still image in its place,
    /// read by VoiceOver as the animation is; otherwise, or without a still image, the illustration itself.
    public func shown(reducingMotion: Bool) -> OnboardingIllustration {
        guard reducingMotion, case .animation(let animation) = self, let still = animation.reduceMotionImage else { return self }
        return .image(assetName: still, accessibilityLabel: animation.accessibilityLabel, isDecorative: animation.isDecorative)
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
        /// Plays again each time it ends, from `loopFrameStart` to `loopFrameEnd` when the spec gives them.
        case loop
        /// Plays once, then stops.
        case playOnce
        /// Plays forward, then backward, again and again.
        case autoReverse
    }

    /// The file name, with its extension.
    public let fileName: String
    /// How the animation repeats; `.loop` unless the spec says otherwise.
    public let loopMode: LoopMode
    /// The frame a loop starts again from, after the frames before it played once.
    public let loopFrameStart: Int?
    /// The frame a loop ends at.
    public let loopFrameEnd: Int?
    /// What VoiceOver reads for the animation; `nil` when the spec gives no label.
    public let accessibilityLabel: OnboardingLocalizedText?
    /// Whether the animation is decoration only, which VoiceOver skips.
    public let isDecorative: Bool
    /// The asset name of the still image shown in place of the animation when Reduce Motion is on;
    /// `OnboardingIllustration.shown(reducingMotion:)` puts it there.
    public let reduceMotionImage: String?

    /// The animation in the app bundle's file `fileName`, such as `welcome.json`, looping unless
    /// `loopMode` says otherwise.
    public init(
        fileName: String, loopMode: LoopMode = .loop, loopFrameStart: Int? = nil, loopFrameEnd: Int? = nil,
        accessibilityLabel: OnboardingLocalizedText? = nil, isDecorative: Bool = false, reduceMotionImage: String? = nil
    ) {
        self.fileName = fileName
        self.loopMode = loopMode
        self.loopFrameStart = loopFrameStart
        self.loopFrameEnd = loopFrameEnd
        self.accessibilityLabel = accessibilityLabel
        self.isDecorative = isDecorative
        self.reduceMotionImage = reduceMotionImage
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
///
/// A view honours Reduce Motion and captions in one line each:
///
/// ```swift
/// if reduceMotion, let still = video.reduceMotionImage { Image(still) } else { VideoPlayerView(video) }
/// let captionFile = video.captions?.url(in: .main)   // a WebVTT file for the player's legible track
/// ```
public struct OnboardingBackgroundVideo: Hashable, Sendable {
    /// How the video fills the screen, as `AVLayerVideoGravity` names it.
    public enum Gravity: Hashable, Sendable {
        /// Fills the screen keeping the video's aspect ratio, cropping what overflows.
        case resizeAspectFill
        /// Fits the whole video in the screen keeping its aspect ratio, leaving bars where it does not fill it.
        case resizeAspect
        /// Stretches the video to the screen's size, whatever its aspect ratio.
        case resize
    }

    /// The resource name, without extension.
    public let name: String
    /// The file extension, without the dot: `mp4` unless the spec says otherwise.
    public let fileExtension: String
    /// How the video fills the screen; `.resizeAspectFill` unless the spec says otherwise.
    public let gravity: Gravity
    /// Whether the video starts over when it ends.
    public let loops: Bool
    /// What VoiceOver reads for the video; `nil` when the spec gives no label.
    public let accessibilityLabel: OnboardingLocalizedText?
    /// The asset name of the still image shown in place of the video when Reduce Motion is on.
    public let reduceMotionImage: String?
    /// The captions of the video's speech; `nil` when the spec does not say.
    public let captions: OnboardingCaptions?

    /// The video in the app bundle's file `name`.`fileExtension`, by default an MP4 that fills the
    /// screen and loops.
    public init(
        name: String, fileExtension: String = "mp4", gravity: Gravity = .resizeAspectFill, loops: Bool = true,
        accessibilityLabel: OnboardingLocalizedText? = nil, reduceMotionImage: String? = nil, captions: OnboardingCaptions? = nil
    ) {
        self.name = name
        self.fileExtension = fileExtension
        self.gravity = gravity
        self.loops = loops
        self.accessibilityLabel = accessibilityLabel
        self.reduceMotionImage = reduceMotionImage
        self.captions = captions
    }
}

/// The captions of a video's speech.
public enum OnboardingCaptions: Hashable, Sendable {
    /// A WebVTT file in the app bundle, such as `intro.vtt` or `Captions/intro.vtt`.
    case webVTT(fileName: String)
    /// The video has no speech to caption.
    case noSpeech

    /// The caption file in `bundle`; `nil` for a video without speech, or when `bundle` lacks the file.
    public func url(in bundle: Bundle = .main) -> URL? {
        guard case .webVTT(let fileName) = self else { return nil }
        let folder = fileName.lastIndex(of: "/").map { String(fileName[..<$0]) }
        let name = fileName.lastIndex(of: "/").map { String(fileName[fileName.index(after: $0)...]) } ?? fileName
        return bundle.url(forResource: name, withExtension: nil, subdirectory: folder)
    }
}

/// A grid cell: a cover image that turns into a looping video when tapped.
public struct OnboardingVideoGridItem: Hashable, Sendable {
    /// The video's resource name.
    public let video: String
    /// The cover image's asset name.
    public let cover: String
    /// What VoiceOver reads for the cell; `nil` when the spec gives no label.
    public let accessibilityLabel: OnboardingLocalizedText?

    /// A cell that shows the image `cover` and, when tapped, the video `video`, looping.
    public init(video: String, cover: String, accessibilityLabel: OnboardingLocalizedText? = nil) {
        self.video = video
        self.cover = cover
        self.accessibilityLabel = accessibilityLabel
    }
}

/// The size and corners of the cells of a video grid, in points.
public struct OnboardingVideoGridLayout: Hashable, Sendable {
    /// A cell's width in points.
    public let itemWidth: Double
    /// A cell's height in points.
    public let itemHeight: Double
    /// The radius of a cell's corners in points; 0 for square corners.
    public let cornerRadius: Double

    /// Cells of `itemWidth` by `itemHeight` points, their corners rounded by `cornerRadius`.
    public init(itemWidth: Double, itemHeight: Double, cornerRadius: Double = 0) {
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.cornerRadius = cornerRadius
    }
}
