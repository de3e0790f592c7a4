import JSONSyntax
import OnboardingDiagnostics
import OnboardingLint
import OnboardingPreview

/// Builds an `AssetIndex` from the directories and files an app bundles its resources from.
///
/// Inside an `.xcassets` catalog, `Name.imageset` and `Name.dataset` folders name sets, prefixed
/// with the folders whose `Contents.json` sets `provides-namespace`; outside, every file counts
/// by its name. Hidden files and folders are skipped.
public enum AssetScanner {
    /// An asset path that cannot be scanned.
    public struct ScanError: Error, Equatable, Sendable {
        public let path: String
        public let reason: String

        public var message: String { "cannot read asset path '\(path)': \(reason)" }
    }

    /// Scans `paths`, each resolved against `directory` when relative.
    public static func scan(_ paths: [String], relativeTo directory: String) throws(ScanError) -> AssetIndex {
        try scanner(for: paths, relativeTo: directory).index
    }

    /// Where the files of `paths` are, as absolute paths, the first of a name winning: each image
    /// by the name `UIImage(named:)` takes (an image set's folder, or a plain image file), each
    /// plain file by its name, and each data set's folder by the set's name.
    static func locations(_ paths: [String], relativeTo directory: String) throws(ScanError) -> AssetLocations {
        try scanner(for: paths, relativeTo: directory).locations
    }

    private static func scanner(for paths: [String], relativeTo directory: String) throws(ScanError) -> Scanner {
        var scanner = Scanner()
        for path in paths {
            let location = FilePath.standardized(path, relativeTo: directory)
            guard let isDirectory = Scanner.isDirectory(location) else { throw ScanError(path: path, reason: "no such file or directory") }
            if isDirectory {
                try scanner.scanDirectory(location, shownAs: path, catalogNamespace: FilePath.pathExtension(of: location) == "xcassets" ? "" : nil)
            } else {
                scanner.insertFile(location)
            }
        }
        return scanner
    }

    private struct Scanner {
        var index = AssetIndex()
        var locations = AssetLocations()
        private var visited: Set<String> = []

        /// Indexes the plain resource file at `path`.
        mutating func insertFile(_ path: String) {
            let name = FilePath.lastComponent(of: path)
            index.files.insert(name)
            if locations.files[name] == nil { locations.files[name] = path }
            let base = FilePath.stem(of: name)
            guard PreviewGenerator.EmbeddedFile.imageMediaType(ofFileNamed: name) != nil else { return }
            for scale in ["", "@2x", "@3x"] where base.hasSuffix(scale) {
                let imageName = String(base.dropLast(scale.count))
                if locations.images[imageName] == nil, !imageName.isEmpty { locations.images[imageName] = path }
            }
        }

        /// Indexes the directory at `path`, which messages call `shownAs`; `catalogNamespace` is the
        /// set-name prefix inside a catalog, `nil` outside one.
        mutating func scanDirectory(_ path: String, shownAs shownPath: String, catalogNamespace: String?) throws(ScanError) {
            guard visited.insert(resolvingSymbolicLinks(path)).inserted else { return }
            let names = directoryContents(atPath: path) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = FilePath.appending(name, to: path)
                guard let isDirectory = Self.isDirectory(child) else { continue }
                guard isDirectory else {
                    if catalogNamespace == nil { insertFile(child) }
                    continue
                }
                let setName = (catalogNamespace ?? "") + FilePath.stem(of: name)
                let shownChild = FilePath.appending(name, to: shownPath)
                switch (catalogNamespace, FilePath.pathExtension(of: name)) {
                case (_, "xcassets"):
                    try scanDirectory(child, shownAs: shownChild, catalogNamespace: "")
                case (nil, _):
                    try scanDirectory(child, shownAs: shownChild, catalogNamespace: nil)
                case (_, "imageset"), (_, "symbolset"):
                    index.imageSets.insert(setName)
                    if locations.images[setName] == nil { locations.images[setName] = child }
                case (_, "dataset"):
                    index.dataSets.insert(setName)
                    if locations.dataSets[setName] == nil { locations.dataSets[setName] = child }
                case (let namespace?, ""):
                    let isNamespace = try Self.providesNamespace(child, shownAs: shownChild)
                    try scanDirectory(child, shownAs: shownChild, catalogNamespace: isNamespace ? namespace + name + "/" : namespace)
                default:
                    break
                }
            }
        }

        /// Whether the catalog folder's `Contents.json` sets `"provides-namespace": true`; a folder
        /// without one does not.
        private static func providesNamespace(_ folder: String, shownAs shownFolder: String) throws(ScanError) -> Bool {
            let contents = FilePath.appending("Contents.json", to: folder)
            guard FileType(at: contents, relativeTo: "/", followingLinks: true) != nil else { return false }
            let source: SourceFile
            do throws(SourceLoader.LoadError) {
                source = try SourceLoader.load(contents, relativeTo: "/")
            } catch {
                throw ScanError(path: FilePath.appending("Contents.json", to: shownFolder), reason: error.reason)
            }
            return JSONParser.parse(source).tree.root?["properties"]?["provides-namespace"]?.boolValue == true
        }

        /// Whether `path` is a directory (following symbolic links); `nil` when nothing is there.
        static func isDirectory(_ path: String) -> Bool? {
            FileType(at: path, relativeTo: "/", followingLinks: true).map { $0 == .directory }
        }
    }
}

/// Where the files of an app's asset paths are, as absolute paths, for the preview to embed them.
struct AssetLocations {
    /// Image sets' folders and plain image files, by the name `UIImage(named:)` takes.
    var images: [String: String] = [:]
    /// Plain files outside asset catalogs, by their name with its extension.
    var files: [String: String] = [:]
    /// Data sets' folders, by the set's name.
    var dataSets: [String: String] = [:]
}
