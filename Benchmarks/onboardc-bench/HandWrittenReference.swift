import Foundation

/// The Swift a developer would write by hand for the content of a spec written by `SizedSpecGenerator`,
/// without `OnboardingRuntime`: the same slides, texts, media, options and colours, as plain
/// structs of its own, one function a slide and a `switch` that finds it.
///
/// It is the reference of the per-slide cost of a generated file: what the content costs the
/// compiler, before any flow, answers or analytics. Paywalls, the login and what's new are left
/// out: `SizedSpecGenerator` writes one of each at 50 and at 200 slides, so they add nothing per slide.
/// A slide member that `SizedSpecGenerator` starts to write and this reference does not know is an
/// error, not left out.
struct HandWrittenReference {
    /// The spec's `name`; the reference is the enum `<name>Reference`.
    var name: String
    fileprivate var theme: [(name: String, color: String)]
    fileprivate var slides: [ReferenceSlide]

    /// Reads `json`, a spec written by `SizedSpecGenerator`.
    init(json: [UInt8]) throws {
        let spec = try JSONDecoder().decode(ReferenceSpec.self, from: Data(json))
        name = spec.name
        theme = [
            ("primaryColorLight", spec.primaryColorLight), ("primaryColorDark", spec.primaryColorDark),
            ("onPrimaryColorLight", spec.onPrimaryColorLight), ("onPrimaryColorDark", spec.onPrimaryColorDark),
        ]
        slides = spec.slides
    }

    /// The Swift file.
    var source: String {
        var writer = ReferenceWriter()
        writer.write(self)
        return writer.output
    }
}

// MARK: - The spec, as far as SizedSpecGenerator writes it

private struct ReferenceSpec: Decodable {
    var name: String
    var primaryColorLight: String
    var primaryColorDark: String
    var onPrimaryColorLight: String
    var onPrimaryColorDark: String
    var slides: [ReferenceSlide]
}

private struct ReferenceSlide: Decodable {
    struct Image: Decodable {
        var iosAssetName: String
        var tintColor: String?
        var accessibilityLabel: String?
    }

    struct Animation: Decodable {
        var fileName: String
        var loopMode: String?
        var loopFrameStart: Int?
        var loopFrameEnd: Int?
        var accessibilityLabel: String?
    }

    struct Video: Decodable {
        var name: String
        var `extension`: String?
        var gravity: String?
        var loop: Bool?
        var accessibilityLabel: String?
    }

    struct GridItem: Decodable {
        var video: String
        var cover: String
        var accessibilityLabel: String?
    }

    struct Choice: Decodable {
        var id: String
        var title: String
        var emoji: String?
        var next: String?
    }

    /// Where the flow goes after a slide: absent, the next slide in order; `null`, the end.
    enum Next {
        case following
        case end
        case slide(String)
    }

    var id: String
    var kind: String?
    var title: String?
    var boldTitle: String?
    var subtitle: String?
    var backgroundImage: Image?
    var staticIllustration: Image?
    var animatedIllustration: Animation?
    var backgroundVideo: Video?
    var videoGrid: [GridItem]?
    var choices: [Choice]?
    var continueRequiresSelection: Bool?
    var buttonTitle: String?
    var screenName: String?
    var next: Next

    private enum CodingKeys: String, CodingKey {
        case id, kind, title, boldTitle, subtitle, backgroundImage, staticIllustration, animatedIllustration
        case backgroundVideo, videoGrid, choices, continueRequiresSelection, buttonTitle, screenName, next
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let unknown = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue).filter { CodingKeys(stringValue: $0) == nil }
        guard unknown.isEmpty else {
            throw BenchmarkError("the hand-written reference has no equivalent of the slide members \(unknown.sorted())")
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decodeIfPresent(String.self, forKey: .kind)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        boldTitle = try container.decodeIfPresent(String.self, forKey: .boldTitle)
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        backgroundImage = try container.decodeIfPresent(Image.self, forKey: .backgroundImage)
        staticIllustration = try container.decodeIfPresent(Image.self, forKey: .staticIllustration)
        animatedIllustration = try container.decodeIfPresent(Animation.self, forKey: .animatedIllustration)
        backgroundVideo = try container.decodeIfPresent(Video.self, forKey: .backgroundVideo)
        videoGrid = try container.decodeIfPresent([GridItem].self, forKey: .videoGrid)
        choices = try container.decodeIfPresent([Choice].self, forKey: .choices)
        continueRequiresSelection = try container.decodeIfPresent(Bool.self, forKey: .continueRequiresSelection)
        buttonTitle = try container.decodeIfPresent(String.self, forKey: .buttonTitle)
        screenName = try container.decodeIfPresent(String.self, forKey: .screenName)
        if !container.contains(.next) {
            next = .following
        } else if try container.decodeNil(forKey: .next) {
            next = .end
        } else {
            next = .slide(try container.decode(String.self, forKey: .next))
        }
    }
}

// MARK: - Writing

private struct ReferenceWriter {
    var output = ""

    /// The types a developer declares once, whatever the number of slides.
    static let declarations = """
            /// A text of the String Catalog table `table`, `defaultValue` in the spec's language.
            struct Text {
                var key: String
                var defaultValue: String

                var localized: String {
                    Bundle.main.localizedString(forKey: key, value: defaultValue, table: table)
                }
            }

            struct Color {
                var rgba: UInt32
            }

            struct BackgroundImage {
                var assetName: String
                var tintColor: Color? = nil
            }

            enum LoopMode {
                case loop, playOnce, autoReverse
            }

            enum Illustration {
                case image(assetName: String, accessibilityLabel: Text?)
                case animation(fileName: String, loopMode: LoopMode, loopFrameStart: Int?, loopFrameEnd: Int?, accessibilityLabel: Text?)
            }

            enum VideoGravity {
                case resizeAspectFill, resizeAspect, resize
            }

            struct BackgroundVideo {
                var name: String
                var fileExtension = "mp4"
                var gravity = VideoGravity.resizeAspectFill
                var loops = true
                var accessibilityLabel: Text? = nil
            }

            struct VideoGridItem {
                var video: String
                var cover: String
                var accessibilityLabel: Text? = nil
            }

            enum Next {
                case slide(SlideID)
                case end
            }

            struct Option {
                var id: String
                var title: Text
                var emoji: String? = nil
                var next: Next? = nil
            }

            struct Slide {
                var id: SlideID
                var title: Text? = nil
                var boldTitle: Text? = nil
                var subtitle: Text? = nil
                var backgroundImage: BackgroundImage? = nil
                var illustration: Illustration? = nil
                var backgroundVideo: BackgroundVideo? = nil
                var videoGrid: [VideoGridItem] = []
                var options: [Option] = []
                var requiresSelection = false
                var buttonTitle: Text? = nil
                var screenName: String? = nil
                /// Where the flow goes next; `nil`, the following slide.
                var next: Next? = nil
            }

            struct Theme {
                var primaryColorLight: Color
                var primaryColorDark: Color
                var onPrimaryColorLight: Color
                var onPrimaryColorDark: Color
            }

            static func text(_ key: String, _ defaultValue: String) -> Text {
                Text(key: key, defaultValue: defaultValue)
            }

        """

    mutating func write(_ reference: HandWrittenReference) {
        let slides = reference.slides
        output += "import Foundation\n\n"
        output += "/// The content of the spec `\(reference.name)`, written by hand.\n"
        output += "enum \(reference.name)Reference {\n"
        output += "    static let table = \(Self.literal(reference.name + "Onboarding"))\n\n"
        output += Self.declarations
        output += "\n    enum SlideID: String, CaseIterable {\n"
        for slide in slides {
            output += "        case \(Self.identifier(slide.id)) = \(Self.literal(slide.id))\n"
        }
        output += "    }\n"
        for slide in slides {
            guard let choices = slide.choices else { continue }
            output += "\n    enum \(Self.typeName(slide.id))Option: String, CaseIterable {\n"
            for choice in choices {
                output += "        case \(Self.identifier(choice.id)) = \(Self.literal(choice.id))\n"
            }
            output += "    }\n"
        }
        output += "\n    static func slide(_ id: SlideID) -> Slide {\n        switch id {\n"
        for slide in slides {
            output += "        case .\(Self.identifier(slide.id)): \(Self.identifier(slide.id))()\n"
        }
        output += "        }\n    }\n"
        for slide in slides {
            writeSlide(slide)
        }
        output += "\n    static let theme = Theme(\n"
        for (name, color) in reference.theme {
            output += "        \(name): \(Self.color(color)),\n"
        }
        output += "    )\n}\n"
    }

    private mutating func writeSlide(_ slide: ReferenceSlide) {
        let id = slide.id
        func text(_ field: String, _ value: String) -> String {
            "text(\(Self.literal("\(id).\(field)")), \(Self.literal(value)))"
        }
        func label(_ field: String, _ value: String?) -> String {
            value.map { text(field + ".accessibilityLabel", $0) } ?? "nil"
        }
        var fields = ["id: .\(Self.identifier(id))"]
        if let title = slide.title { fields.append("title: " + text("title", title)) }
        if let boldTitle = slide.boldTitle { fields.append("boldTitle: " + text("boldTitle", boldTitle)) }
        if let subtitle = slide.subtitle { fields.append("subtitle: " + text("subtitle", subtitle)) }
        if let image = slide.backgroundImage {
            let tint = image.tintColor.map { ", tintColor: \(Self.color($0))" } ?? ""
            fields.append("backgroundImage: BackgroundImage(assetName: \(Self.literal(image.iosAssetName))\(tint))")
        }
        if let image = slide.staticIllustration {
            fields.append(
                "illustration: .image(assetName: \(Self.literal(image.iosAssetName)), accessibilityLabel: \(label("illustration", image.accessibilityLabel)))")
        }
        if let animation = slide.animatedIllustration {
            fields.append("""
                illustration: .animation(
                                fileName: \(Self.literal(animation.fileName)), loopMode: .\(animation.loopMode ?? "loop"),
                                loopFrameStart: \(animation.loopFrameStart.map(String.init) ?? "nil"), loopFrameEnd: \(animation.loopFrameEnd.map(String.init) ?? "nil"),
                                accessibilityLabel: \(label("illustration", animation.accessibilityLabel))
                            )
                """)
        }
        if let video = slide.backgroundVideo {
            var arguments = ["name: \(Self.literal(video.name))"]
            if let fileExtension = video.extension { arguments.append("fileExtension: \(Self.literal(fileExtension))") }
            if let gravity = video.gravity { arguments.append("gravity: .\(gravity)") }
            if let loop = video.loop { arguments.append("loops: \(loop)") }
            if let accessibilityLabel = video.accessibilityLabel {
                arguments.append("accessibilityLabel: " + text("backgroundVideo.accessibilityLabel", accessibilityLabel))
            }
            fields.append("backgroundVideo: BackgroundVideo(\(arguments.joined(separator: ", ")))")
        }
        if let grid = slide.videoGrid {
            let items = grid.enumerated().map { index, item in
                let accessibilityLabel = item.accessibilityLabel.map { ", accessibilityLabel: " + text("videoGrid.cell\(index + 1).accessibilityLabel", $0) } ?? ""
                return "                VideoGridItem(video: \(Self.literal(item.video)), cover: \(Self.literal(item.cover))\(accessibilityLabel)),\n"
            }
            fields.append("videoGrid: [\n\(items.joined())            ]")
        }
        if let choices = slide.choices {
            let options = choices.map { choice in
                var arguments = ["id: \(Self.literal(choice.id))", "title: " + text("option.\(choice.id).title", choice.title)]
                if let emoji = choice.emoji { arguments.append("emoji: \(Self.literal(emoji))") }
                arguments.append("next: " + (choice.next.map { ".slide(.\(Self.identifier($0)))" } ?? ".end"))
                return "                Option(\(arguments.joined(separator: ", "))),\n"
            }
            fields.append("options: [\n\(options.joined())            ]")
        }
        if slide.continueRequiresSelection == true { fields.append("requiresSelection: true") }
        if let buttonTitle = slide.buttonTitle { fields.append("buttonTitle: " + text("buttonTitle", buttonTitle)) }
        if let screenName = slide.screenName { fields.append("screenName: \(Self.literal(screenName))") }
        switch slide.next {
        case .following: break
        case .end: fields.append("next: .end")
        case .slide(let next): fields.append("next: .slide(.\(Self.identifier(next)))")
        }
        output += "\n    static func \(Self.identifier(id))() -> Slide {\n        Slide(\n"
        for field in fields {
            output += "            \(field),\n"
        }
        output += "        )\n    }\n"
    }

    /// `welcome-12` as `welcome12`, `theory-tip` as `theoryTip`.
    static func identifier(_ id: String) -> String {
        let words = id.split { !$0.isLetter && !$0.isNumber }
        return words.enumerated().map { index, word in index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst() }.joined()
    }

    /// `welcome-12` as `Welcome12`.
    static func typeName(_ id: String) -> String {
        let name = identifier(id)
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `#1B5E20FF` as `Color(rgba: 0x1B5E20FF)`.
    static func color(_ hex: String) -> String {
        "Color(rgba: 0x\(hex.dropFirst()))"
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}": result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
