import OnboardingSpec

/// Swift expressions for the values of a spec, as the generated code's initialisers take them,
/// each function appending its expression's UTF-8 to `code`.
///
/// Every string passes through `SwiftLiteral`, so no text of a spec can break the generated code.
/// Expressions are written as bytes rather than made as strings: interpolating and then copying
/// them was a fifth of code generation (callgrind, 2,000 slides).
enum SwiftExpressions {
    /// The UTF-8 that `write` appends, as a string: for the values computed once per spec.
    static func string(_ write: (inout ByteBuffer) -> Void) -> String {
        var code = ByteBuffer()
        write(&code)
        return code.text
    }

    static func optional(_ value: String?, to code: inout ByteBuffer) {
        if let value { SwiftLiteral.write(value, to: &code) } else { code.append("nil") }
    }

    static func optionalInt(_ value: Int?, to code: inout ByteBuffer) {
        code.append(contentsOf: value.map(SwiftLiteral.int) ?? "nil")
    }

    static func color(_ color: RGBAColor?, to code: inout ByteBuffer) {
        guard let color else { return code.append("nil") }
        let literals = componentLiterals
        code.append("Color(red: ")
        code.append(contentsOf: literals[Int(color.red)])
        code.append(", green: ")
        code.append(contentsOf: literals[Int(color.green)])
        code.append(", blue: ")
        code.append(contentsOf: literals[Int(color.blue)])
        code.append(", alpha: ")
        code.append(contentsOf: literals[Int(color.alpha)])
        code.append(")")
    }

    /// The literal of each component of a colour, by its byte: `byte / 255`. Printing the four
    /// doubles of a colour took 5,000 instructions (callgrind, 2,000 slides).
    private static let componentLiterals = (0...255).map { SwiftLiteral.double(Double($0) / 255) }

    static func backgroundImage(_ image: BackgroundImage?, to code: inout ByteBuffer) {
        guard let image else { return code.append("nil") }
        code.append("BackgroundImage(assetName: ")
        SwiftLiteral.write(image.assetName, to: &code)
        code.append(", tintColor: ")
        color(image.tintColor, to: &code)
        code.append(")")
    }

    static func illustration(_ illustration: Illustration?, to code: inout ByteBuffer) {
        switch illustration {
        case nil:
            code.append("nil")
        case .image(let image):
            code.append(".image(assetName: ")
            SwiftLiteral.write(image.assetName, to: &code)
            code.append(", accessibilityLabel: ")
            optional(image.accessibilityLabel, to: &code)
            code.append(")")
        case .animation(let animation):
            code.append(".animation(Animation(fileName: ")
            SwiftLiteral.write(animation.fileName, to: &code)
            switch animation.format {
            case .lottieJSON: code.append(", format: .lottieJSON, loopMode: .")
            case .dotLottie: code.append(", format: .dotLottie, loopMode: .")
            case .unknown: code.append(", format: .other, loopMode: .")
            }
            code.append(contentsOf: animation.loopMode.rawValue)
            code.append(", loopFrameStart: ")
            optionalInt(animation.loopFrameStart, to: &code)
            code.append(", loopFrameEnd: ")
            optionalInt(animation.loopFrameEnd, to: &code)
            code.append(", accessibilityLabel: ")
            optional(animation.accessibilityLabel, to: &code)
            code.append("))")
        }
    }

    static func backgroundVideo(_ video: BackgroundVideo?, to code: inout ByteBuffer) {
        guard let video else { return code.append("nil") }
        code.append("BackgroundVideo(name: ")
        SwiftLiteral.write(video.name, to: &code)
        code.append(", fileExtension: ")
        SwiftLiteral.write(video.fileExtension, to: &code)
        code.append(", gravity: .")
        code.append(contentsOf: video.gravity.rawValue)
        code.append(video.loops ? ", loops: true, accessibilityLabel: " : ", loops: false, accessibilityLabel: ")
        optional(video.accessibilityLabel, to: &code)
        code.append(")")
    }

    static func videoGridItem(_ item: VideoGridItem, to code: inout ByteBuffer) {
        code.append("VideoGridItem(video: ")
        SwiftLiteral.write(item.video, to: &code)
        code.append(", cover: ")
        SwiftLiteral.write(item.cover, to: &code)
        code.append(", accessibilityLabel: ")
        optional(item.accessibilityLabel, to: &code)
        code.append(")")
    }

    static func option(_ choice: Choice, to code: inout ByteBuffer) {
        code.append("Option(id: ")
        SwiftLiteral.write(choice.id, to: &code)
        code.append(", title: ")
        SwiftLiteral.write(choice.title, to: &code)
        code.append(", emoji: ")
        optional(choice.emoji, to: &code)
        code.append(")")
    }

    static func nextButton(_ button: NextButton?, to code: inout ByteBuffer) {
        guard let button else { return code.append("nil") }
        code.append("NextButton(title: ")
        optional(button.title, to: &code)
        code.append(", video: ")
        optional(button.video, to: &code)
        code.append(", maskImage: ")
        optional(button.maskImage, to: &code)
        code.append(", pressedImage: ")
        optional(button.pressedImage, to: &code)
        code.append(", height: ")
        code.append(contentsOf: button.height.map(SwiftLiteral.double) ?? "nil")
        code.append(")")
    }

    static func backgroundAudio(_ audio: BackgroundAudio?, to code: inout ByteBuffer) {
        guard let audio else { return code.append("nil") }
        code.append("BackgroundAudio(name: ")
        SwiftLiteral.write(audio.name, to: &code)
        code.append(", fileExtension: ")
        SwiftLiteral.write(audio.format.rawValue, to: &code)
        code.append(")")
    }

    static func feature(_ feature: WhatsNewEntry.Feature, to code: inout ByteBuffer) {
        code.append("WhatsNew.Feature(image: ")
        optional(feature.image, to: &code)
        code.append(", systemImage: ")
        optional(feature.systemImage, to: &code)
        code.append(", title: ")
        SwiftLiteral.write(feature.title, to: &code)
        code.append(", subtitle: ")
        optional(feature.subtitle, to: &code)
        code.append(")")
    }

    static func action(_ action: WhatsNewEntry.Action?, to code: inout ByteBuffer) {
        guard let action else { return code.append("nil") }
        code.append("WhatsNew.Action(title: ")
        SwiftLiteral.write(action.title, to: &code)
        code.append(", url: ")
        optional(action.url, to: &code)
        code.append(")")
    }

    /// The text of a one-line documentation comment: line breaks and control characters become
    /// spaces, and bidirectional controls, which could make the source read otherwise than it compiles, go.
    static func commentText(_ text: String) -> String {
        string { commentText(text, to: &$0) }
    }

    /// Appends the UTF-8 of `commentText(text)` to `code`, copying the runs of kept text whole.
    static func commentText(_ text: String, to code: inout ByteBuffer) {
        text.withUTF8Bytes { bytes in
            var runStart = 0
            var offset = 0
            while offset < bytes.count {
                if let length = SwiftLiteral.ordinarySequenceLength(bytes, at: offset) {
                    offset += length
                    continue
                }
                let (scalar, length) = SwiftLiteral.decodeScalar(bytes, at: offset)!
                defer { offset += length }
                if isPlainInComment(scalar) { continue }
                code.append(UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                runStart = offset + length
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator: code.append(UInt8(ascii: " "))
                case .format where (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                    || scalar.value == 0x200E || scalar.value == 0x200F:
                    continue
                default: runStart = offset
                }
            }
            code.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// Whether a comment keeps `scalar` as it is, known without a property lookup.
    private static func isPlainInComment(_ scalar: Unicode.Scalar) -> Bool {
        (0x20...0x7E).contains(scalar.value) || SwiftLiteral.isOrdinaryText(scalar)
    }
}
