import OnboardingCodeGen
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingSemantics
import OnboardingModel

/// Renders a checked spec into one self-contained HTML page that walks through the onboarding as
/// the generated `Flow` does: `onboardc preview`.
///
/// The page needs no network: its style and script are inline, allowed by their SHA-256 hashes in
/// a Content-Security-Policy that forbids everything else, and its images and videos are `data:`
/// URLs. The
/// script is a small interpreter of a transition table that the page carries as JSON, made from
/// the same values of the generation context that the generated Swift is made from. The same spec
/// and options always give the same bytes.
public struct PreviewGenerator: Sendable {
    /// How the page shows the spec.
    public struct Options: Sendable {
        /// The appearance the page opens in; its toggle switches to the other.
        public var appearance: Appearance
        /// The language whose translations the page shows; `nil` shows the spec's own texts.
        public var language: String?
        /// The String Catalog of the spec's table, for `language`.
        public var catalog: StringCatalog?
        /// The images of the app's asset catalogs the spec names, by asset name; a name without an
        /// image shows a labelled placeholder.
        public var images: [String: EmbeddedFile]
        /// Whether `images` comes from asset paths, so that a placeholder says whether an image is
        /// not in them or the page was made without any.
        public var hasAssetPaths = false
        /// The videos of the app the spec names, by the name the spec gives: a background video's
        /// `name.extension`, a video cell's resource name; a name without a video shows a
        /// placeholder (a video cell, its cover).
        public var videos: [String: EmbeddedFile]
        /// The Lottie JSON files of the spec's animations, by file name: the page shows an animation
        /// as a still placeholder of its size that says its length and frame rate, or, without its
        /// file, of the illustration's usual size.
        public var animations: [String: [UInt8]]
        /// The name of the spec's variant whose slides, order and wording the page shows; `nil`
        /// shows the spec's slides in its order, as does a name the spec does not have.
        public var variant: String?
        /// What checking the spec found, which the page lists beside the phone: what the page
        /// cannot show, such as a dropped slide, or should not show as it is, such as a Continue
        /// button whose text is hard to read.
        public var findings: [Diagnostic] = []

        public init(
            appearance: Appearance = .light, language: String? = nil, catalog: StringCatalog? = nil,
            images: [String: EmbeddedFile] = [:], videos: [String: EmbeddedFile] = [:], animations: [String: [UInt8]] = [:],
            variant: String? = nil
        ) {
            self.appearance = appearance
            self.variant = variant
            self.language = language
            self.catalog = catalog
            self.images = images
            self.videos = videos
            self.animations = animations
        }
    }

    /// Light or dark appearance.
    public enum Appearance: String, Sendable, CaseIterable {
        case light
        case dark
    }

    /// A file of the app that the page embeds, an image or a video: its media type and its bytes.
    public struct EmbeddedFile: Hashable, Sendable {
        /// Such as `image/png` or `video/mp4`.
        public var mediaType: String
        public var data: [UInt8]

        public init(mediaType: String, data: [UInt8]) {
            self.mediaType = mediaType
            self.data = data
        }

        /// The file as a `data:` URL, the only kind of URL the page's policy lets it show.
        var dataURL: String {
            "data:\(mediaType);base64,\(Base64.encoded(data))"
        }

        /// The media type of an image file named `fileName`, when the preview can embed it: PNG or JPEG.
        public static func imageMediaType(ofFileNamed fileName: String) -> String? {
            switch fileName.split(separator: ".").last?.lowercased() {
            case "png": "image/png"
            case "jpg", "jpeg": "image/jpeg"
            default: nil
            }
        }

        /// The media type of a video file named `fileName`, when a browser may play it: MP4, M4V,
        /// QuickTime (which Safari plays) or WebM.
        public static func videoMediaType(ofFileNamed fileName: String) -> String? {
            switch fileName.split(separator: ".").last?.lowercased() {
            case "mp4": "video/mp4"
            case "m4v": "video/x-m4v"
            case "mov": "video/quicktime"
            case "webm": "video/webm"
            default: nil
            }
        }

        /// The extensions of the videos `videoMediaType(ofFileNamed:)` knows, for a video named
        /// without one.
        public static let videoExtensions = ["mp4", "m4v", "mov", "webm"]
    }

    /// The templates of the page: `Preview`, with the style `PreviewStyle` and the script `PreviewScript`.
    public let templates: TemplateSet

    public init(templates: TemplateSet = BuiltinTemplates.preview) {
        self.templates = templates
    }

    /// The names of the templates the preview renders.
    public static let templateNames = (page: "Preview", style: "PreviewStyle", script: "PreviewScript")

    /// The page of `spec`, whose flow `graph` validation built; `specPath` names the spec in the page.
    public func generate(_ spec: OnboardingSpec, graph: FlowGraph, specPath: String, options: Options = Options()) throws(TemplateError) -> String {
        var page = PreviewContext(spec: spec, graph: graph, specPath: specPath, options: options).value
        // Each starts on a line of its own in the page; the hash covers the element's whole text.
        let style = "\n" + (try templates.render(Self.templateNames.style, context: .dictionary(page)))
        let script = "\n" + (try templates.render(Self.templateNames.script, context: .dictionary(page)))
        page["style"] = .string(style)
        page["script"] = .string(script)
        page["contentSecurityPolicy"] = .string(Self.contentSecurityPolicy(style: style, script: script))
        return try templates.render(Self.templateNames.page, context: .dictionary(page))
    }

    /// A policy that allows the page's own style and script, by their hashes, and `data:` images and
    /// videos, and nothing else: no network, no other script, no plug-in, no form.
    static func contentSecurityPolicy(style: String, script: String) -> String {
        [
            "default-src 'none'", "img-src data:", "media-src data:", "style-src '\(hashSource(of: style))'",
            "script-src '\(hashSource(of: script))'",
            "base-uri 'none'", "form-action 'none'",
        ].joined(separator: "; ")
    }

    /// The CSP hash source of an inline element's text: `sha256-` and its digest in Base64.
    static func hashSource(of text: String) -> String {
        "sha256-" + Base64.encoded(SHA256.digest(Array(text.utf8)))
    }
}
