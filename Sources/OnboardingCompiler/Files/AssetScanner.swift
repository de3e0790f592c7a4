import Foundation
import JSONSyntax
import OnboardingDiagnostics
import OnboardingLint

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
        var scanner = Scanner()
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL
            guard let isDirectory = Scanner.isDirectory(url) else { throw ScanError(path: path, reason: "no such file or directory") }
            if isDirectory {
                scanner.scanDirectory(url, catalogNamespace: url.pathExtension == "xcassets" ? "" : nil)
            } else {
                scanner.index.files.insert(url.lastPathComponent)
            }
        }
        return scanner.index
    }

    private struct Scanner {
        var index = AssetIndex()
        private var visited: Set<String> = []

        /// Indexes the directory at `url`; `catalogNamespace` is the set-name prefix inside a catalog, `nil` outside one.
        mutating func scanDirectory(_ url: URL, catalogNamespace: String?) {
            guard visited.insert(url.resolvingSymlinksInPath().path).inserted else { return }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name)
                guard let isDirectory = Self.isDirectory(child) else { continue }
                guard isDirectory else {
                    if catalogNamespace == nil { index.files.insert(name) }
                    continue
                }
                let setName = (catalogNamespace ?? "") + child.deletingPathExtension().lastPathComponent
                switch (catalogNamespace, child.pathExtension) {
                case (_, "xcassets"):
                    scanDirectory(child, catalogNamespace: "")
                case (nil, _):
                    scanDirectory(child, catalogNamespace: nil)
                case (_, "imageset"), (_, "symbolset"):
                    index.imageSets.insert(setName)
                case (_, "dataset"):
                    index.dataSets.insert(setName)
                case (let namespace?, ""):
                    scanDirectory(child, catalogNamespace: Self.providesNamespace(child) ? namespace + name + "/" : namespace)
                default:
                    break
                }
            }
        }

        /// Whether the catalog folder's `Contents.json` sets `"provides-namespace": true`.
        private static func providesNamespace(_ folder: URL) -> Bool {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path) else { return false }
            let tree = JSONParser.parse(SourceFile(path: "Contents.json", bytes: [UInt8](data))).tree
            return tree.root?["properties"]?["provides-namespace"]?.boolValue == true
        }

        /// Whether `url` is a directory (following symbolic links); `nil` when nothing is there.
        static func isDirectory(_ url: URL) -> Bool? {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
            return isDirectory.boolValue
        }
    }
}
