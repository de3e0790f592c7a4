import JSONSyntax
import OnboardingDiagnostics
import OnboardingModel

extension Rule {
    public static let assetNotFound = Rule(
        id: "asset_not_found", name: "Asset Not Found", stage: .lint, defaultSeverity: .warning,
        summary: "An image, video, animation or audio file the spec names is in none of the asset paths.",
        rationale: """
            A misspelt asset name compiles and then shows an empty slide. The rule runs when asset paths are \
            given with '--assets' or the configuration's 'assets': images are looked up as image sets of \
            '.xcassets' catalogs (with the folders of namespacing catalog folders, such as 'Icons/star') or \
            image files; videos, animations, caption files and audio as files anywhere under the paths, or as data sets. \
            The examples assume a catalog with the image set 'welcome', the video 'intro.mp4' and the \
            animation 'wave.json'.
            """,
        triggeringExamples: [
            ##"{ "slides": [{ "staticIllustration": { "iosAssetName": ↓"welcom", "accessibilityLabel": "Hi" } }] }"##,
            ##"{ "slides": [{ "backgroundVideo": { "name": ↓"intro", "extension": "mov", "accessibilityLabel": "Hi" } }] }"##,
            ##"{ "slides": [{ "animatedIllustration": { "fileName": ↓"waves.json", "accessibilityLabel": "Hi" } }] }"##,
            ##"{ "slides": [{ "backgroundVideo": { "name": "intro", "accessibilityLabel": "Hi", "captions": ↓"intro.vtt", "reduceMotion": { "iosAssetName": ↓"intro-still" } } }] }"##,
        ],
        nonTriggeringExamples: [
            ##"{ "slides": [{ "staticIllustration": { "iosAssetName": "welcome", "accessibilityLabel": "Hi" }, "backgroundVideo": { "name": "intro", "accessibilityLabel": "Hi" } }, { "animatedIllustration": { "fileName": "wave.json", "accessibilityLabel": "Hi", "reduceMotion": { "iosAssetName": "welcome" } } }] }"##
        ])
}

/// The check of `asset_not_found`.
enum AssetNotFoundRule {
    /// The assets the rule's examples are checked against.
    static let exampleAssets = AssetIndex(imageSets: ["welcome"], files: ["intro.mp4", "wave.json"])

    static let lintRule: LintRule = LintRule(.assetNotFound) { input in
        guard let assets = input.assets else { return [] }
        let fileBaseNames = assets.fileBaseNames
        var candidates: [AssetReference.Kind: [String]] = [:]
        var budget = SuggestionBudget()
        return input.spec.assetReferences().compactMap { reference -> Diagnostic? in
            let found =
                switch reference.kind {
                case .image: assets.containsImage(reference.name)
                case .file: assets.containsFile(reference.name)
                case .resource: assets.containsResource(reference.name, fileBaseNames: fileBaseNames)
                }
            guard !found else { return nil }
            let closest: [String] =
                budget.spend {
                    if candidates[reference.kind] == nil { candidates[reference.kind] = assets.names(for: reference.kind).sorted() }
                    return suggestions(for: reference.name, among: candidates[reference.kind] ?? [])
                } ?? []
            // A video's name is written without its extension (`name` and `extension`): no fix-it writes both.
            let isWrittenAsIs = input.tree.resolve(reference.pointer)?.value.stringValue == reference.name
            let fixIt = closest.count == 1 && isWrittenAsIs ? input.tree.fixIt(writing: closest[0], asStringAt: reference.pointer) : nil
            return input.tree.diagnostic(
                .assetNotFound,
                "\(reference.description) \(reference.name.quotedForDiagnostic) is not in the asset paths\(Suggestion.didYouMean(closest))",
                at: reference.pointer, fixIt: fixIt)
        }
    }
}

extension AssetIndex {
    /// The names a reference of `kind` can be looked up by, for suggestions.
    fileprivate func names(for kind: AssetReference.Kind) -> Set<String> {
        switch kind {
        case .image: imageNames
        case .file: fileNames
        case .resource: resourceNames
        }
    }
}

extension AssetNotFoundRule {
    /// The assets `name` probably means: the closest names, as close as each other, else the only
    /// one in a namespace folder. A name numbered otherwise is another asset, not a typo:
    /// `background-3`, not added yet, is not `background-2` (the folder and the extension aside:
    /// `intro.mov` may be `intro.mp4`).
    static func suggestions(for name: String, among candidates: [String]) -> [String] {
        func digits(_ name: String) -> String {
            let file = name.split(separator: "/").last ?? ""
            return file[..<(file.lastIndex(of: ".") ?? file.endIndex)].filter { $0.isASCII && $0.isNumber }
        }
        let closest = Suggestion.closestCandidates(to: name, among: candidates.filter { digits($0) == digits(name) })
        if !closest.isEmpty { return closest }
        let namespaced = candidates.filter { $0.hasSuffix("/" + name) }
        return namespaced.count == 1 ? namespaced : []
    }
}

/// A name of the spec that must match an asset of the app's bundle.
struct AssetReference {
    enum Kind: Hashable {
        /// An image set or an image file, looked up without extension.
        case image
        /// A file with its extension, or a data set of its base name.
        case file
        /// A file of any extension, or a data set, looked up by its base name.
        case resource
    }

    var kind: Kind
    /// The name as the bundle looks it up: an image's name, or a file name with its extension.
    var name: String
    var pointer: String
    /// Such as `image`, `video`.
    var description: String
}

extension OnboardingSpec {
    /// Every asset the spec names, in spec order.
    func assetReferences() -> [AssetReference] {
        var references: [AssetReference] = []
        func add(_ kind: AssetReference.Kind, _ name: String?, at pointer: String, _ description: String) {
            guard let name else { return }
            references.append(AssetReference(kind: kind, name: name, pointer: pointer, description: description))
        }
        for slide in slides {
            add(.image, slide.backgroundImage?.assetName, at: slide.pointer + "/backgroundImage/iosAssetName", "image")
            switch slide.illustration {
            case .image(let image)?:
                add(.image, image.assetName, at: slide.pointer + "/staticIllustration/iosAssetName", "image")
            case .animation(let animation)?:
                add(.file, animation.fileName, at: slide.pointer + "/animatedIllustration/fileName", "animation")
                add(.image, animation.reduceMotionImage, at: slide.pointer + "/animatedIllustration/reduceMotion/iosAssetName", "image")
            case nil:
                break
            }
            if let video = slide.backgroundVideo {
                add(.file, video.name + "." + video.fileExtension, at: slide.pointer + "/backgroundVideo/name", "video")
                add(.image, video.reduceMotionImage, at: slide.pointer + "/backgroundVideo/reduceMotion/iosAssetName", "image")
                add(.file, video.captions?.fileName, at: slide.pointer + "/backgroundVideo/captions", "caption file")
            }
            for (index, item) in slide.videoGrid.enumerated() {
                let pointer = "\(slide.pointer)/videoGrid/\(index)"
                add(.resource, item.video, at: pointer + "/video", "video")
                add(.image, item.cover, at: pointer + "/cover", "image")
            }
        }
        if let button = nextButton {
            add(.resource, button.video, at: pointer + "/nextButton/video", "video")
            add(.image, button.maskImage, at: pointer + "/nextButton/maskImage", "image")
            add(.image, button.pressedImage, at: pointer + "/nextButton/pressedImage", "image")
            add(.file, button.captions?.fileName, at: pointer + "/nextButton/captions", "caption file")
        }
        if let audio = backgroundAudio {
            add(.file, audio.name + "." + audio.format.rawValue, at: pointer + "/backgroundAudio/name", "audio file")
        }
        for entry in whatsNew {
            for (index, feature) in entry.features.enumerated() {
                add(.image, feature.image, at: "\(entry.pointer)/features/\(index)/image", "image")
            }
        }
        return references
    }
}
