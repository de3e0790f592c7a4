/// One screen of the onboarding.
public struct Slide: Hashable, Sendable {
    /// What a slide asks of the user.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A page to read; Continue is always enabled.
        case page
        /// A question with options, one of which the user picks; each option may lead to a
        /// different slide.
        case choice
        /// A question with options, several of which the user picks, within `selectionLimits`.
        case multipleChoice
        /// A question the user answers by typing, such as a name.
        case textInput
        /// A page that explains a permission; Continue asks the app to request it.
        case permission

        /// Whether the slide asks the user for an answer.
        public var isQuestion: Bool { self == .choice || self == .multipleChoice || self == .textInput }

        /// Whether the user answers by picking options.
        public var hasOptions: Bool { self == .choice || self == .multipleChoice }

        /// The names forms and other onboarding tools give the kinds, by which a spec may call them
        /// by mistake: `singleChoice` is a `choice`, `text` a `textInput`.
        public static let synonyms: [String: Kind] = [
            "question": .choice, "singleChoice": .choice, "single": .choice, "radio": .choice, "select": .choice,
            "multiChoice": .multipleChoice, "multiple": .multipleChoice, "multiSelect": .multipleChoice, "checkbox": .multipleChoice,
            "text": .textInput, "input": .textInput, "textField": .textInput, "freeText": .textInput,
            "info": .page, "intro": .page, "welcome": .page, "content": .page,
        ]

        /// What a spec may give as a slide's kind that is a part of the spec of its own, and where
        /// that part goes.
        public static let partsOfTheSpec: [String: String] = [
            "paywall": "a paywall is not a slide: it goes in the spec's 'paywalls', with a 'trigger' such as { \"afterSlide\": \"…\" }",
            "login": "the login is not a slide: it goes in the spec's 'login', with a 'trigger' such as { \"afterSlide\": \"…\" }",
            "whatsNew": "what's new is not a slide: it goes in the spec's 'whatsNew', by app version",
        ]
    }

    /// Where the flow goes when the user continues from a slide.
    public enum Continuation: Hashable, Sendable {
        /// The next slide in the spec's order; the flow ends after the last slide.
        case nextInOrder
        /// The slide with this id.
        case slide(String)
        /// The flow ends here (`"next": null`).
        case end
    }

    /// The slide's id: explicit, or `slide<N>` from its 1-based position in the spec's array.
    public var id: String
    /// Whether `id` was written in the spec rather than derived from the position.
    public var hasExplicitID: Bool
    /// The zero-based position of the slide in the spec's `slides` array.
    public var position: Int
    public var pointer: String
    public var kind: Kind
    public var title: String?
    public var boldTitle: String?
    public var subtitle: String?
    public var backgroundImage: BackgroundImage?
    public var illustration: Illustration?
    public var backgroundVideo: BackgroundVideo?
    public var videoGrid: [VideoGridItem]
    /// The size and corners of the video grid's cells; `nil` leaves them to the app.
    public var videoGridLayout: VideoGridLayout?
    /// The slide's own background colour, in place of the app's.
    public var backgroundColor: ColorPair
    /// The slide's own title colour, in place of the app's.
    public var titleColor: ColorPair
    public var choices: [Choice]
    /// Whether Continue stays disabled on a choice slide until an option is chosen.
    public var continueRequiresSelection: Bool
    /// How many options a multiple-choice slide takes before Continue is enabled.
    public var selectionLimits: SelectionLimits
    /// What a text-input slide asks for; `nil` on other slides.
    public var textInput: TextInput?
    /// Whether choosing an option on a choice slide continues at once.
    public var advancesOnSelection: Bool
    /// The answers for which the slide is shown; `nil` when it always is.
    public var condition: Condition?
    /// Whether the slide counts in the progress the user sees, such as the page dots.
    public var countsInProgress: Bool
    /// The permission a permission slide asks for; `nil` on other slides.
    public var permission: Permission?
    /// Where the flow goes when the user denies the permission; `nil` goes where `next` does.
    public var nextIfDenied: Continuation?
    public var buttonTitle: String?
    public var next: Continuation
    /// The name under which analytics record the slide.
    public var screenName: String?
    /// Rule ids the slide silences for itself with `"lint": { "disable": [...] }`.
    public var disabledRules: [String]

    public init(
        id: String,
        hasExplicitID: Bool = true,
        position: Int,
        pointer: String? = nil,
        kind: Kind = .page,
        title: String? = nil,
        boldTitle: String? = nil,
        subtitle: String? = nil,
        backgroundImage: BackgroundImage? = nil,
        illustration: Illustration? = nil,
        backgroundVideo: BackgroundVideo? = nil,
        videoGrid: [VideoGridItem] = [],
        videoGridLayout: VideoGridLayout? = nil,
        backgroundColor: ColorPair = ColorPair(),
        titleColor: ColorPair = ColorPair(),
        choices: [Choice] = [],
        continueRequiresSelection: Bool? = nil,
        selectionLimits: SelectionLimits = SelectionLimits(),
        textInput: TextInput? = nil,
        advancesOnSelection: Bool = false,
        condition: Condition? = nil,
        countsInProgress: Bool = true,
        permission: Permission? = nil,
        nextIfDenied: Continuation? = nil,
        buttonTitle: String? = nil,
        next: Continuation = .nextInOrder,
        screenName: String? = nil,
        disabledRules: [String] = []
    ) {
        self.id = id
        self.hasExplicitID = hasExplicitID
        self.position = position
        self.pointer = pointer ?? "/slides/\(position)"
        self.kind = kind
        self.title = title
        self.boldTitle = boldTitle
        self.subtitle = subtitle
        self.backgroundImage = backgroundImage
        self.illustration = illustration
        self.backgroundVideo = backgroundVideo
        self.videoGrid = videoGrid
        self.videoGridLayout = videoGridLayout
        self.backgroundColor = backgroundColor
        self.titleColor = titleColor
        self.choices = choices
        self.continueRequiresSelection = continueRequiresSelection ?? (kind == .choice)
        self.selectionLimits = selectionLimits
        self.textInput = textInput
        self.advancesOnSelection = advancesOnSelection
        self.condition = condition
        self.countsInProgress = countsInProgress
        self.permission = permission
        self.nextIfDenied = nextIfDenied
        self.buttonTitle = buttonTitle
        self.next = next
        self.screenName = screenName
        self.disabledRules = disabledRules
    }

    /// The id a slide without an explicit one gets from its zero-based `position`.
    public static func defaultID(position: Int) -> String { "slide\(position + 1)" }
}

/// A full-screen image behind a slide, from the app's asset catalog.
public struct BackgroundImage: Hashable, Sendable {
    public var assetName: String
    public var tintColor: RGBAColor?

    public init(assetName: String, tintColor: RGBAColor? = nil) {
        self.assetName = assetName
        self.tintColor = tintColor
    }
}

/// The one illustration of a slide: a still image or a Lottie animation.
public enum Illustration: Hashable, Sendable {
    case image(StaticIllustration)
    case animation(AnimatedIllustration)

    public var accessibilityLabel: String? {
        switch self {
        case .image(let image): image.accessibilityLabel
        case .animation(let animation): animation.accessibilityLabel
        }
    }

    /// Whether the illustration is decoration only, which VoiceOver skips.
    public var isDecorative: Bool {
        switch self {
        case .image(let image): image.isDecorative
        case .animation(let animation): animation.isDecorative
        }
    }

    /// The asset name of the still image an animation shows when Reduce Motion is on; `nil` for
    /// an image, which does not move, and for an animation without one.
    public var reduceMotionImage: String? {
        switch self {
        case .image: nil
        case .animation(let animation): animation.reduceMotionImage
        }
    }
}

/// An image from the app's asset catalog.
public struct StaticIllustration: Hashable, Sendable {
    public var assetName: String
    public var accessibilityLabel: String?
    /// Whether the image is decoration only, which VoiceOver skips (`"decorative": true`).
    public var isDecorative: Bool

    public init(assetName: String, accessibilityLabel: String? = nil, isDecorative: Bool = false) {
        self.assetName = assetName
        self.accessibilityLabel = accessibilityLabel
        self.isDecorative = isDecorative
    }
}

/// A Lottie animation played from a file in the app bundle.
public struct AnimatedIllustration: Hashable, Sendable {
    /// The file format, decided by the file's extension.
    public enum Format: String, Hashable, Sendable {
        /// A Lottie JSON file (`.json`).
        case lottieJSON
        /// A dotLottie archive (`.lottie`).
        case dotLottie
        /// Any other extension; the `animation_file_type` lint rule reports it.
        case unknown
    }

    /// How the animation repeats.
    public enum LoopMode: String, Hashable, Sendable, CaseIterable {
        case loop
        case playOnce
        case autoReverse

        /// The names other animation tools give the modes.
        public static let synonyms: [String: LoopMode] = [
            "once": .playOnce, "repeat": .loop, "repeatForever": .loop, "infinite": .loop,
            "pingPong": .autoReverse, "reverse": .autoReverse, "bounce": .autoReverse, "boomerang": .autoReverse,
        ]
    }

    public var fileName: String
    public var loopMode: LoopMode
    /// The frame at which a loop starts again, after the intro frames have played once.
    public var loopFrameStart: Int?
    /// The frame at which a loop ends.
    public var loopFrameEnd: Int?
    public var accessibilityLabel: String?
    /// Whether the animation is decoration only, which VoiceOver skips (`"decorative": true`).
    public var isDecorative: Bool
    /// The asset name of the still image shown in place of the animation when Reduce Motion is on.
    public var reduceMotionImage: String?

    public init(
        fileName: String,
        loopMode: LoopMode = .loop,
        loopFrameStart: Int? = nil,
        loopFrameEnd: Int? = nil,
        accessibilityLabel: String? = nil,
        isDecorative: Bool = false,
        reduceMotionImage: String? = nil
    ) {
        self.fileName = fileName
        self.loopMode = loopMode
        self.loopFrameStart = loopFrameStart
        self.loopFrameEnd = loopFrameEnd
        self.accessibilityLabel = accessibilityLabel
        self.isDecorative = isDecorative
        self.reduceMotionImage = reduceMotionImage
    }

    public var format: Format {
        if fileName.hasSuffixIgnoringASCIICase(".json") { return .lottieJSON }
        if fileName.hasSuffixIgnoringASCIICase(".lottie") { return .dotLottie }
        return .unknown
    }
}

/// A video playing behind a slide.
public struct BackgroundVideo: Hashable, Sendable {
    /// How the video fills the screen, as `AVLayerVideoGravity` names it.
    public enum Gravity: String, Hashable, Sendable, CaseIterable {
        case resizeAspectFill
        case resizeAspect
        case resize

        /// The names UIKit's content modes, SwiftUI and CSS give the gravities.
        public static let synonyms: [String: Gravity] = [
            "aspectFill": .resizeAspectFill, "scaleAspectFill": .resizeAspectFill, "fill": .resizeAspectFill, "cover": .resizeAspectFill,
            "aspectFit": .resizeAspect, "scaleAspectFit": .resizeAspect, "fit": .resizeAspect, "contain": .resizeAspect,
            "scaleToFill": .resize, "stretch": .resize,
        ]
    }

    /// The extension of a video whose spec names none, as the runtime's `BackgroundVideo` assumes.
    public static let defaultFileExtension = "mp4"
    /// How a video fills the screen when its spec does not say, as the runtime's `BackgroundVideo` assumes.
    public static let defaultGravity = Gravity.resizeAspectFill

    /// The resource name of the video, without extension.
    public var name: String
    public var fileExtension: String
    public var gravity: Gravity
    public var loops: Bool
    public var accessibilityLabel: String?
    /// The asset name of the still image shown in place of the video when Reduce Motion is on.
    public var reduceMotionImage: String?
    /// The captions of the video's speech; `nil` when the spec does not say.
    public var captions: Captions?

    public init(
        name: String,
        fileExtension: String = defaultFileExtension,
        gravity: Gravity = defaultGravity,
        loops: Bool = true,
        accessibilityLabel: String? = nil,
        reduceMotionImage: String? = nil,
        captions: Captions? = nil
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
public enum Captions: Hashable, Sendable {
    /// A WebVTT file in the app bundle, such as `intro.vtt`.
    case file(String)
    /// The video has no speech to caption: `"captions": "none"`.
    case noSpeech

    /// How a spec writes `noSpeech`.
    public static let noSpeechValue = "none"

    /// The name of the caption file; `nil` for a video without speech.
    public var fileName: String? {
        if case .file(let name) = self { name } else { nil }
    }
}

/// A cell of a video grid: a cover image that turns into a looping video when tapped.
public struct VideoGridItem: Hashable, Sendable {
    /// The cell's id: explicit, or `cell<N>` from its 1-based position in the grid.
    public var id: String
    public var video: String
    public var cover: String
    public var accessibilityLabel: String?

    public init(id: String, video: String, cover: String, accessibilityLabel: String? = nil) {
        self.id = id
        self.video = video
        self.cover = cover
        self.accessibilityLabel = accessibilityLabel
    }

    /// The id a cell without an explicit one gets from its zero-based `position` in the grid.
    public static func defaultID(position: Int) -> String { "cell\(position + 1)" }
}

/// The size and corners of the cells of a slide's video grid, in points.
public struct VideoGridLayout: Hashable, Sendable {
    public var itemWidth: Double
    public var itemHeight: Double
    public var cornerRadius: Double

    public init(itemWidth: Double, itemHeight: Double, cornerRadius: Double = 0) {
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.cornerRadius = cornerRadius
    }
}

/// An option of a choice slide, such as a skill level.
public struct Choice: Hashable, Sendable {
    public var id: String
    public var title: String
    public var emoji: String?
    /// The slide the option leads to; `nil` follows the choice slide's own `next`.
    public var next: Slide.Continuation?
    public var pointer: String

    public init(id: String, title: String, emoji: String? = nil, next: Slide.Continuation? = nil, pointer: String) {
        self.id = id
        self.title = title
        self.emoji = emoji
        self.next = next
        self.pointer = pointer
    }
}

/// How many options a multiple-choice slide takes: Continue is enabled once the number chosen is
/// within the limits.
public struct SelectionLimits: Hashable, Sendable {
    /// The fewest options; 0 makes the question optional.
    public var minimum: Int
    /// The most options; `nil` allows every option.
    public var maximum: Int?

    public init(minimum: Int = 1, maximum: Int? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// What a text-input slide asks for, and how the flow checks the answer.
public struct TextInput: Hashable, Sendable {
    /// What the text is, so that the keyboard and autofill fit it, and an email address is checked.
    public enum ContentType: String, Hashable, Sendable, CaseIterable {
        case name
        case email
        case plain

        /// The names text content types and form tools give the kinds of text.
        public static let synonyms: [String: ContentType] = [
            "text": .plain, "default": .plain, "none": .plain, "username": .name, "nickname": .name, "fullName": .name,
            "givenName": .name, "firstName": .name, "emailAddress": .email, "mail": .email,
        ]
    }

    /// The text shown in the empty field.
    public var placeholder: String?
    public var contentType: ContentType
    /// The most characters the answer may have, after trimming.
    public var maxLength: Int?
    /// Whether Continue waits for an answer.
    public var isRequired: Bool

    public init(placeholder: String? = nil, contentType: ContentType = .plain, maxLength: Int? = nil, isRequired: Bool = true) {
        self.placeholder = placeholder
        self.contentType = contentType
        self.maxLength = maxLength
        self.isRequired = isRequired
    }
}

/// A permission of the system that a permission slide asks the app to request.
public enum Permission: String, Hashable, Sendable, CaseIterable {
    case notifications
    case appTrackingTransparency
    case camera
    case microphone
    case photoLibrary
    case locationWhenInUse
    case contacts
    case calendar

    /// The names other platforms and libraries give the permissions, by which a spec may call
    /// them by mistake: `push` is what iOS calls `notifications`.
    public static let synonyms: [String: Permission] = [
        "push": .notifications, "pushNotifications": .notifications, "remoteNotifications": .notifications,
        "tracking": .appTrackingTransparency, "att": .appTrackingTransparency, "idfa": .appTrackingTransparency,
        "photos": .photoLibrary, "gallery": .photoLibrary, "location": .locationWhenInUse,
        "mic": .microphone, "calendars": .calendar, "addressBook": .contacts,
    ]
}

/// The answers for which a slide is shown (`showIf`).
public struct Condition: Hashable, Sendable {
    /// What the answer must be.
    public enum Requirement: Hashable, Sendable {
        /// One of these options was chosen (on a multiple-choice question, any of them).
        case isAnyOf([String])
        /// The question was answered (`true`), or was not (`false`).
        case isAnswered(Bool)
    }

    /// The id of the question slide whose answer decides.
    public var answer: String
    public var requirement: Requirement
    /// The pointer of the `showIf` object.
    public var pointer: String

    public init(answer: String, requirement: Requirement, pointer: String) {
        self.answer = answer
        self.requirement = requirement
        self.pointer = pointer
    }

    /// Whether the slide shows only when its question was answered: when the condition asks for one
    /// of its options, or for it to be answered.
    public var requiresAnswer: Bool {
        switch requirement {
        case .isAnyOf: true
        case .isAnswered(let isAnswered): isAnswered
        }
    }
}

extension String {
    /// Whether the string ends with the ASCII `suffix`, ignoring the case of ASCII letters.
    ///
    /// What `lowercased().hasSuffix(suffix)` answers for the suffixes of file types, without
    /// building a lowercased copy.
    fileprivate func hasSuffixIgnoringASCIICase(_ suffix: StaticString) -> Bool {
        let suffix = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        func folded(_ byte: UInt8) -> UInt8 { 0x41...0x5A ~= byte ? byte | 0x20 : byte }
        let tail = utf8.suffix(suffix.count)
        return tail.count == suffix.count && zip(tail, suffix).allSatisfy { folded($0) == folded($1) }
    }
}
