import JSONSyntax
import OnboardingPreview
import OnboardingModel

/// Reads the files a preview shows, the images, videos and Lottie animations a spec names, from
/// the app's asset paths and, for what they lack, from the spec's own folder.
struct PreviewAssetLoader {
    /// The largest video the page embeds: a page of several such videos still opens at once.
    static let maximumVideoSize = 16 * 1024 * 1024
    /// The size of the embedded files past which a note says the page is heavy to open and send.
    static let noticeableEmbeddedSize = 5 * 1024 * 1024

    /// What was found, by the name the spec gives it.
    var images: [String: PreviewGenerator.EmbeddedFile] = [:]
    var videos: [String: PreviewGenerator.EmbeddedFile] = [:]
    var animations: [String: [UInt8]] = [:]
    /// What was found but is not shown, and why, for notes.
    var notes: [String] = []

    private let locations: AssetLocations
    /// The folder of the spec, absolute.
    private let specFolder: String

    /// Reads the files `spec`, read from `specPath`, names from `assetPaths` and the spec's folder,
    /// paths resolved against `directory`. An image set gives its 2x image, else its first PNG or
    /// JPEG; a file that is missing or cannot be shown is left out, and the preview shows a
    /// placeholder.
    init(for spec: OnboardingSpec, at specPath: String, assetPaths: [String], relativeTo directory: String) throws(AssetScanner.ScanError) {
        locations = assetPaths.isEmpty ? AssetLocations() : try AssetScanner.locations(assetPaths, relativeTo: directory)
        specFolder = FilePath.parent(of: FilePath.standardized(specPath, relativeTo: directory))
        let imageNames = Self.imageNames(of: spec)
        for name in imageNames {
            guard let file = locations.images[name].flatMap(Self.imageFile(at:)),
                let mediaType = PreviewGenerator.EmbeddedFile.imageMediaType(ofFileNamed: FilePath.lastComponent(of: file)),
                let bytes = read(file, named: name)
            else { continue }
            images[name] = PreviewGenerator.EmbeddedFile(mediaType: mediaType, data: bytes)
        }
        for (name, candidates) in Self.videoNames(of: spec) {
            guard let file = candidates.lazy.compactMap(find).first,
                let mediaType = PreviewGenerator.EmbeddedFile.videoMediaType(ofFileNamed: file),
                let bytes = read(file, named: name, maximumSize: Self.maximumVideoSize)
            else { continue }
            videos[name] = PreviewGenerator.EmbeddedFile(mediaType: mediaType, data: bytes)
        }
        for fileName in Self.animationFileNames(of: spec) {
            let dataSet = locations.dataSets[FilePath.stem(of: fileName)].flatMap(Self.dataFile(at:))
            guard let file = locations.files[fileName] ?? dataSet ?? find(fileName), let bytes = read(file, named: fileName) else { continue }
            animations[fileName] = bytes
        }
        if assetPaths.isEmpty, !imageNames.isEmpty {
            let images = imageNames.count == 1 ? "its image" : "its \(imageNames.count) images"
            notes.append("the page shows \(images) as placeholders: give '--assets' with the app's asset catalogs, or the configuration's 'assets'")
        }
        let embeddedSize = (images.values.map(\.data.count) + videos.values.map(\.data.count)).reduce(0, +)
        if embeddedSize > Self.noticeableEmbeddedSize {
            let tenthsOfMegabytes = (embeddedSize + 50_000) / 100_000
            notes.append(
                "the page embeds \(tenthsOfMegabytes / 10).\(tenthsOfMegabytes % 10) MB of images and videos: it opens slower, and is heavy to send")
        }
    }

    /// The file `fileName` of the asset paths, else of the spec's folder, if either has it.
    private func find(_ fileName: String) -> String? {
        if let file = locations.files[fileName] { return file }
        let beside = FilePath.appending(fileName, to: specFolder)
        return FileType(at: beside, relativeTo: "/", followingLinks: true) == .regular ? beside : nil
    }

    /// The bytes of `file`, or `nil`, with a note, when it is larger than `maximumSize` or cannot be read.
    private mutating func read(_ file: String, named name: String, maximumSize: Int = SourceLoader.defaultMaximumFileSize) -> [UInt8]? {
        do throws(SourceLoader.LoadError) {
            return try SourceLoader.load(file, relativeTo: "/", maximumSize: maximumSize).bytes
        } catch {
            notes.append("\(name.quotedForDiagnostic) shows as a placeholder: \(error.message)")
            return nil
        }
    }

    /// The asset names of the images `spec` shows, still images for Reduce Motion too, each once.
    static func imageNames(of spec: OnboardingSpec) -> Set<String> {
        var names: Set<String> = []
        for slide in spec.slides {
            if let image = slide.backgroundImage { names.insert(image.assetName) }
            if case .image(let image)? = slide.illustration { names.insert(image.assetName) }
            if let still = slide.illustration?.reduceMotionImage { names.insert(still) }
            if let still = slide.backgroundVideo?.reduceMotionImage { names.insert(still) }
            for cell in slide.videoGrid { names.insert(cell.cover) }
        }
        for entry in spec.whatsNew {
            names.formUnion(entry.features.compactMap(\.image))
        }
        return names
    }

    /// The names the spec gives its videos, each with the file names that can be the video: a
    /// background video's `name.extension`, a video cell's resource name with each extension of a
    /// video.
    static func videoNames(of spec: OnboardingSpec) -> [(name: String, files: [String])] {
        var seen: Set<String> = []
        var names: [(name: String, files: [String])] = []
        for slide in spec.slides {
            if let video = slide.backgroundVideo {
                let name = video.name + "." + video.fileExtension
                if seen.insert(name).inserted { names.append((name, [name])) }
            }
            for cell in slide.videoGrid where seen.insert(cell.video).inserted {
                names.append((cell.video, PreviewGenerator.EmbeddedFile.videoExtensions.map { cell.video + "." + $0 }))
            }
        }
        return names
    }

    /// The file names of the Lottie JSON animations `spec` shows, each once.
    static func animationFileNames(of spec: OnboardingSpec) -> Set<String> {
        Set(spec.slides.compactMap { slide in
            guard case .animation(let animation)? = slide.illustration, animation.format == .lottieJSON else { return nil }
            return animation.fileName
        })
    }

    /// The image file of `location`: the file itself, or the PNG or JPEG an image set's
    /// `Contents.json` lists, its 2x one first.
    private static func imageFile(at location: String) -> String? {
        guard FilePath.pathExtension(of: location) == "imageset" else { return location }
        let entries = contents(of: location, listing: "images").compactMap { image -> (fileName: String, scale: String)? in
            guard let fileName = image["filename"]?.stringValue, PreviewGenerator.EmbeddedFile.imageMediaType(ofFileNamed: fileName) != nil
            else { return nil }
            return (fileName, image["scale"]?.stringValue ?? "")
        }
        let chosen = entries.first { $0.scale == "2x" } ?? entries.first
        return chosen.map { FilePath.appending($0.fileName, to: location) }
    }

    /// The first file a data set's `Contents.json` lists, such as the Lottie JSON of an animation.
    private static func dataFile(at location: String) -> String? {
        contents(of: location, listing: "data").lazy.compactMap { $0["filename"]?.stringValue }.first.map { FilePath.appending($0, to: location) }
    }

    /// The entries of the array `key` of the `Contents.json` of the set at `location`.
    private static func contents(of location: String, listing key: String) -> [JSONValue] {
        guard let source = try? SourceLoader.load(FilePath.appending("Contents.json", to: location), relativeTo: "/") else { return [] }
        return JSONParser.parse(source).tree.root?[key]?.elements ?? []
    }
}
