#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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

    /// Where each image of `paths` is, by the name `UIImage(named:)` takes: an image set's folder,
    /// or a plain image file; the first of a name wins.
    static func imageLocations(_ paths: [String], relativeTo directory: String) throws(ScanError) -> [String: URL] {
        try scanner(for: paths, relativeTo: directory).imageLocations
    }

    private static func scanner(for paths: [String], relativeTo directory: String) throws(ScanError) -> Scanner {
        var scanner = Scanner()
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL
            guard let isDirectory = Scanner.isDirectory(url) else { throw ScanError(path: path, reason: "no such file or directory") }
            if isDirectory {
                try scanner.scanDirectory(url, shownAs: path, catalogNamespace: url.pathExtension == "xcassets" ? "" : nil)
            } else {
                scanner.insertFile(url)
            }
        }
        return scanner
    }

    private struct Scanner {
        var index = AssetIndex()
        /// Image sets' folders and plain image files, by image name.
        var imageLocations: [String: URL] = [:]
        private var visited: Set<String> = []

        /// Indexes a plain resource file.
        mutating func insertFile(_ url: URL) {
            let name = url.lastPathComponent
            index.files.insert(name)
            let base = url.deletingPathExtension().lastPathComponent
            guard PreviewGenerator.Image.mediaType(ofFileNamed: name) != nil else { return }
            for scale in ["", "@2x", "@3x"] where base.hasSuffix(scale) {
                let imageName = String(base.dropLast(scale.count))
                if imageLocations[imageName] == nil, !imageName.isEmpty { imageLocations[imageName] = url }
            }
        }

        /// Indexes the directory at `url`, which messages call `shownAs`; `catalogNamespace` is the
        /// set-name prefix inside a catalog, `nil` outside one.
        mutating func scanDirectory(_ url: URL, shownAs shownPath: String, catalogNamespace: String?) throws(ScanError) {
            guard visited.insert(url.resolvingSymlinksInPath().path).inserted else { return }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name)
                guard let isDirectory = Self.isDirectory(child) else { continue }
                guard isDirectory else {
                    if catalogNamespace == nil { insertFile(child) }
                    continue
                }
                let setName = (catalogNamespace ?? "") + child.deletingPathExtension().lastPathComponent
                let shownChild = FilePath.appending(name, to: shownPath)
                switch (catalogNamespace, child.pathExtension) {
                case (_, "xcassets"):
                    try scanDirectory(child, shownAs: shownChild, catalogNamespace: "")
                case (nil, _):
                    try scanDirectory(child, shownAs: shownChild, catalogNamespace: nil)
                case (_, "imageset"), (_, "symbolset"):
                    index.imageSets.insert(setName)
                    if imageLocations[setName] == nil { imageLocations[setName] = child }
                case (_, "dataset"):
                    index.dataSets.insert(setName)
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
        private static func providesNamespace(_ folder: URL, shownAs shownFolder: String) throws(ScanError) -> Bool {
            let contents = folder.appendingPathComponent("Contents.json").path
            guard FileManager.default.fileExists(atPath: contents) else { return false }
            let source: SourceFile
            do throws(SourceLoader.LoadError) {
                source = try SourceLoader.load(contents, relativeTo: "/")
            } catch {
                throw ScanError(path: FilePath.appending("Contents.json", to: shownFolder), reason: error.reason)
            }
            return JSONParser.parse(source).tree.root?["properties"]?["provides-namespace"]?.boolValue == true
        }

        /// Whether `url` is a directory (following symbolic links); `nil` when nothing is there.
        static func isDirectory(_ url: URL) -> Bool? {
            FileType(at: url.path, relativeTo: "/", followingLinks: true).map { $0 == .directory }
        }
    }
}
