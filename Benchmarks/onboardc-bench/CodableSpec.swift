import OnboardingModel

/// The spec model as an app team would write it for `JSONDecoder`: `Codable` structs mirroring
/// the format, optionals for what may be absent, enums for closed sets of strings.
///
/// This is the peer onboardc is measured against. It checks types and the known enum values and
/// nothing else: no positions, no duplicate keys, no unknown keys, no flow validation.
struct CodableSpec: Codable {
    var schema: String?
    var specVersion: Int?
    var name: String?
    var primaryColorLight: String?
    var primaryColorDark: String?
    var onPrimaryColorLight: String?
    var onPrimaryColorDark: String?
    var isScrollEnabled: Bool?
    var isPageIndicatorHidden: Bool?
    var isDismissible: Bool?
    var showsSkipButton: Bool?
    var slides: [Slide]
    var paywalls: [Paywall]?
    var login: Login?
    var completion: Completion?
    var backgroundAudio: BackgroundAudio?
    var nextButton: NextButton?
    var whatsNew: [WhatsNew]?
    var lint: LintDirectives?

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case specVersion, name, primaryColorLight, primaryColorDark, onPrimaryColorLight, onPrimaryColorDark
        case isScrollEnabled, isPageIndicatorHidden, isDismissible, showsSkipButton
        case slides, paywalls, login, completion, backgroundAudio, nextButton, whatsNew, lint
    }

    struct LintDirectives: Codable {
        var disable: [String]?
    }

    struct Slide: Codable {
        enum Kind: String, Codable { case page, choice }

        var id: String?
        var kind: Kind?
        var title: String?
        var boldTitle: String?
        var subtitle: String?
        var backgroundImage: BackgroundImage?
        var staticIllustration: StaticIllustration?
        var animatedIllustration: AnimatedIllustration?
        var backgroundVideo: BackgroundVideo?
        var videoGrid: [VideoGridItem]?
        var choices: [Choice]?
        var continueRequiresSelection: Bool?
        var buttonTitle: String?
        var next: String?
        var screenName: String?
        var lint: LintDirectives?
    }

    struct BackgroundImage: Codable {
        var iosAssetName: String
        var tintColor: String?
    }

    struct StaticIllustration: Codable {
        var iosAssetName: String
        var accessibilityLabel: String?
    }

    struct AnimatedIllustration: Codable {
        enum LoopMode: String, Codable { case loop, playOnce, autoReverse }

        var fileName: String
        var loopMode: LoopMode?
        var loopFrameStart: Int?
        var loopFrameEnd: Int?
        var accessibilityLabel: String?
    }

    struct BackgroundVideo: Codable {
        enum Gravity: String, Codable { case resizeAspectFill, resizeAspect, resize }

        var name: String
        var `extension`: String?
        var gravity: Gravity?
        var loop: Bool?
        var accessibilityLabel: String?
    }

    struct VideoGridItem: Codable {
        var video: String
        var cover: String
        var accessibilityLabel: String?
    }

    struct Choice: Codable {
        var id: String
        var title: String
        var emoji: String?
        var next: String?
    }

    /// `"afterOnboarding"`, `{ "afterSlide": id }` or `{ "afterChoice": id }`.
    enum Trigger: Codable {
        case afterOnboarding
        case afterSlide(String)
        case afterChoice(String)

        private enum CodingKeys: String, CodingKey { case afterSlide, afterChoice }

        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                guard text == "afterOnboarding" else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown trigger \(text)"))
                }
                self = .afterOnboarding
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let slide = try container.decodeIfPresent(String.self, forKey: .afterSlide) {
                self = .afterSlide(slide)
            } else {
                self = .afterChoice(try container.decode(String.self, forKey: .afterChoice))
            }
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .afterOnboarding:
                var container = encoder.singleValueContainer()
                try container.encode("afterOnboarding")
            case .afterSlide(let id):
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .afterSlide)
            case .afterChoice(let id):
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .afterChoice)
            }
        }
    }

    struct Paywall: Codable {
        enum Presentation: String, Codable { case sheet, fullScreenCover }
        enum Provider: String, Codable { case storeKit2, revenueCat }

        var placement: String
        var trigger: Trigger?
        var presentation: Presentation?
        var provider: Provider?
        var products: [Product]?
        var entitlement: String?
        var skippable: Bool?
    }

    struct Product: Codable {
        var id: String
        var productId: String
    }

    struct Login: Codable {
        var clientId: String
        var loginURL: String?
        var redirectURIScheme: String?
        var bundleId: String?
        var trigger: Trigger?
    }

    struct Completion: Codable {
        enum Scope: String, Codable { case once, perVersion }

        var storageKey: String?
        var scope: Scope?
    }

    struct BackgroundAudio: Codable {
        enum Format: String, Codable { case wav, mp3, m4a, aac, caf, aiff }

        var name: String
        var format: Format
    }

    struct NextButton: Codable {
        var title: String?
        var video: String?
        var maskImage: String?
        var pressedImage: String?
        var height: Double?
    }

    struct WhatsNew: Codable {
        struct Feature: Codable {
            var image: String?
            var systemImage: String?
            var title: String
            var subtitle: String?
        }

        struct Action: Codable {
            var title: String
            var url: String?
        }

        var version: String
        var title: String
        var features: [Feature]?
        var primaryAction: Action?
        var secondaryAction: Action?
    }
}
