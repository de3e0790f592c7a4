import JSONSyntax
import OnboardingPreview
import OnboardingModel

/// Reads the images a preview embeds from the app's asset paths.
enum PreviewImageLoader {
    /// The images `spec` shows (background images, illustrations, the covers of video cells) that
    /// the asset paths have as a PNG or JPEG, by asset name. An image set gives its 2x image, else
    /// its first PNG or JPEG; an image the paths lack, or cannot give as either, is left out, and
    /// the preview shows a placeholder.
    static func images(of spec: OnboardingSpec, in paths: [String], relativeTo directory: String) throws(AssetScanner.ScanError)
        -> [String: PreviewGenerator.Image]
    {
        guard !paths.isEmpty else { return [:] }
        let locations = try AssetScanner.imageLocations(paths, relativeTo: directory)
        var images: [String: PreviewGenerator.Image] = [:]
        for name in imageNames(of: spec) {
            guard let location = locations[name], let file = imageFile(at: location),
                let mediaType = PreviewGenerator.Image.mediaType(ofFileNamed: FilePath.lastComponent(of: file)),
                let source = try? SourceLoader.load(file, relativeTo: "/")
            else { continue }
            images[name] = PreviewGenerator.Image(mediaType: mediaType, data: source.bytes)
        }
        return images
    }

    /// The asset names of the images `spec` shows, each once.
    static func imageNames(of spec: OnboardingSpec) -> Set<String> {
        var names: Set<String> = []
        for slide in spec.slides {
            if let image = slide.backgroundImage { names.insert(image.assetName) }
            if case .image(let image)? = slide.illustration { names.insert(image.assetName) }
            for cell in slide.videoGrid { names.insert(cell.cover) }
        }
        for entry in spec.whatsNew {
            names.formUnion(entry.features.compactMap(\.image))
        }
        return names
    }

    /// The image file of `location`: the file itself, or the PNG or JPEG an image set's
    /// `Contents.json` lists, its 2x one first.
    private static func imageFile(at location: String) -> String? {
        guard FilePath.pathExtension(of: location) == "imageset" else { return location }
        let contents = FilePath.appending("Contents.json", to: location)
        guard let source = try? SourceLoader.load(contents, relativeTo: "/"), let images = JSONParser.parse(source).tree.root?["images"]
        else { return nil }
        let entries = images.elements.compactMap { image -> (fileName: String, scale: String)? in
            guard let fileName = image["filename"]?.stringValue, PreviewGenerator.Image.mediaType(ofFileNamed: fileName) != nil else {
                return nil
            }
            return (fileName, image["scale"]?.stringValue ?? "")
        }
        let chosen = entries.first { $0.scale == "2x" } ?? entries.first
        return chosen.map { FilePath.appending($0.fileName, to: location) }
    }
}
