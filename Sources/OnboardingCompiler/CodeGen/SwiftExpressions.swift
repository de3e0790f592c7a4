/// Swift expressions for the values of a spec, as the generated code's initialisers take them.
///
/// Every string passes through `SwiftLiteral`, so no text of a spec can break the generated code.
enum SwiftExpressions {
    static func string(_ value: String) -> String { SwiftLiteral.string(value) }

    static func optional(_ value: String?) -> String { value.map(SwiftLiteral.string) ?? "nil" }

    static func optionalInt(_ value: Int?) -> String { value.map(SwiftLiteral.int) ?? "nil" }

    static func color(_ color: RGBAColor?) -> String {
        guard let color else { return "nil" }
        let components = [color.red, color.green, color.blue, color.alpha].map { SwiftLiteral.double(Double($0) / 255) }
        return "Color(red: \(components[0]), green: \(components[1]), blue: \(components[2]), alpha: \(components[3]))"
    }

    static func backgroundImage(_ image: BackgroundImage?) -> String {
        guard let image else { return "nil" }
        return "BackgroundImage(assetName: \(string(image.assetName)), tintColor: \(color(image.tintColor)))"
    }

    static func illustration(_ illustration: Illustration?) -> String {
        switch illustration {
        case nil:
            return "nil"
        case .image(let image):
            return ".image(assetName: \(string(image.assetName)), accessibilityLabel: \(optional(image.accessibilityLabel)))"
        case .animation(let animation):
            let format =
                switch animation.format {
                case .lottieJSON: ".lottieJSON"
                case .dotLottie: ".dotLottie"
                case .unknown: ".other"
                }
            return """
                .animation(Animation(fileName: \(string(animation.fileName)), format: \(format), \
                loopMode: .\(animation.loopMode.rawValue), loopFrameStart: \(optionalInt(animation.loopFrameStart)), \
                loopFrameEnd: \(optionalInt(animation.loopFrameEnd)), accessibilityLabel: \(optional(animation.accessibilityLabel))))
                """
        }
    }

    static func backgroundVideo(_ video: BackgroundVideo?) -> String {
        guard let video else { return "nil" }
        return """
            BackgroundVideo(name: \(string(video.name)), fileExtension: \(string(video.fileExtension)), \
            gravity: .\(video.gravity.rawValue), loops: \(video.loops), accessibilityLabel: \(optional(video.accessibilityLabel)))
            """
    }

    static func videoGridItem(_ item: VideoGridItem) -> String {
        "VideoGridItem(video: \(string(item.video)), cover: \(string(item.cover)), accessibilityLabel: \(optional(item.accessibilityLabel)))"
    }

    static func option(_ choice: Choice) -> String {
        "Option(id: \(string(choice.id)), title: \(string(choice.title)), emoji: \(optional(choice.emoji)))"
    }

    static func nextButton(_ button: NextButton?) -> String {
        guard let button else { return "nil" }
        return """
            NextButton(title: \(optional(button.title)), video: \(optional(button.video)), \
            maskImage: \(optional(button.maskImage)), pressedImage: \(optional(button.pressedImage)), \
            height: \(button.height.map(SwiftLiteral.double) ?? "nil"))
            """
    }

    static func backgroundAudio(_ audio: BackgroundAudio?) -> String {
        guard let audio else { return "nil" }
        return "BackgroundAudio(name: \(string(audio.name)), fileExtension: \(string(audio.format.rawValue)))"
    }

    static func feature(_ feature: WhatsNewEntry.Feature) -> String {
        """
        WhatsNew.Feature(image: \(optional(feature.image)), systemImage: \(optional(feature.systemImage)), \
        title: \(string(feature.title)), subtitle: \(optional(feature.subtitle)))
        """
    }

    static func action(_ action: WhatsNewEntry.Action?) -> String {
        guard let action else { return "nil" }
        return "WhatsNew.Action(title: \(string(action.title)), url: \(optional(action.url)))"
    }

    /// The text of a one-line documentation comment: line breaks and control characters become
    /// spaces, and bidirectional controls, which could make the source read otherwise than it compiles, go.
    static func commentText(_ text: String) -> String {
        if !text.unicodeScalars.contains(where: { !isPlainInComment($0) }) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isPlainInComment(scalar) {
                scalars.append(scalar)
                continue
            }
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: scalars.append(" ")
            case .format where (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                || scalar.value == 0x200E || scalar.value == 0x200F:
                continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether a comment keeps `scalar` as it is, known without a property lookup.
    private static func isPlainInComment(_ scalar: Unicode.Scalar) -> Bool {
        (0x20...0x7E).contains(scalar.value) || SwiftLiteral.isOrdinaryText(scalar)
    }
}
