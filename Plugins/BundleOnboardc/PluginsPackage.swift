import Foundation

/// A plugins package `bundle-onboardc` writes: a folder with a manifest, its README and the
/// plugins' sources, beside the artifact bundle its manifest names.
struct PluginsPackage {
    let directory: URL

    private var fileManager: FileManager { .default }

    /// Copies the files of `skeleton` (the manifest and its README) into the package's folder.
    func copySkeleton(from skeleton: URL) throws {
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in try visibleNames(in: skeleton) {
            try copyResolvingLinks(skeleton.appending(path: name), to: directory.appending(path: name))
        }
    }

    /// Writes `Plugins/<name>/` afresh from `plugins/<name>`, with the files its links point to
    /// (the shared sources) copied as real files: a hosted package holds no links out of itself.
    func copyPlugin(_ name: String, from plugins: URL) throws {
        try copyFolder(plugins.appending(path: name), to: "Plugins/\(name)")
    }

    /// Writes `Sources/<name>/` afresh from `sources/<name>`.
    func copyTarget(_ name: String, from sources: URL) throws {
        try copyFolder(sources.appending(path: name), to: "Sources/\(name)")
    }

    /// Writes the folder `path` of the package afresh from `source`.
    private func copyFolder(_ source: URL, to path: String) throws {
        let destination = directory.appending(path: path)
        if fileManager.fileExists(atPath: destination.path(percentEncoded: false)) {
            try fileManager.removeItem(at: destination)
        }
        try copyResolvingLinks(source, to: destination)
    }

    /// The names in `folder` but hidden ones, such as `.DS_Store`, sorted.
    private func visibleNames(in folder: URL) throws -> [String] {
        try fileManager.contentsOfDirectory(atPath: folder.path(percentEncoded: false)).filter { !$0.hasPrefix(".") }.sorted()
    }

    private func copyResolvingLinks(_ source: URL, to destination: URL) throws {
        let resolved = source.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: resolved.path(percentEncoded: false), isDirectory: &isDirectory) else {
            throw OnboardingPluginError("'\(source.path(percentEncoded: false))' is a link to nothing")
        }
        if isDirectory.boolValue {
            try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
            for name in try visibleNames(in: resolved) {
                try copyResolvingLinks(resolved.appending(path: name), to: destination.appending(path: name))
            }
        } else {
            try Data(contentsOf: resolved).write(to: destination, options: .atomic)
        }
    }
}

/// The SE-0305 artifact bundle `onboardc.artifactbundle` that the plugins packages share.
struct ArtifactBundle {
    let directory: URL

    private var fileManager: FileManager { .default }

    /// Copies `executable` into the bundle as the variant for `triples`, keeping the variants of
    /// other platforms of the same version, and writes the bundle's `info.json`. Returns the
    /// variant's path in the bundle.
    @discardableResult
    func addVariant(executable: URL, version: String, triples: [String]) throws -> String {
        let path = "onboardc-\(triples.first ?? "unknown")/bin/onboardc"
        let destination = directory.appending(path: path)
        try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        if fileManager.fileExists(atPath: destination.path(percentEncoded: false)) {
            try fileManager.removeItem(at: destination)
        }
        try fileManager.copyItem(at: executable, to: destination)
        try fileManager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: destination.path(percentEncoded: false))

        let infoURL = directory.appending(path: "info.json")
        var info = (try? JSONDecoder().decode(ArtifactBundleInfo.self, from: Data(contentsOf: infoURL))) ?? ArtifactBundleInfo()
        let kept = (info.artifacts["onboardc"].map { $0.version == version ? $0.variants : [] } ?? []).filter { variant in
            variant.path != path && Set(variant.supportedTriples).isDisjoint(with: triples)
                && fileManager.fileExists(atPath: directory.appending(path: variant.path).path(percentEncoded: false))
        }
        info.artifacts["onboardc"] = .init(
            version: version, type: "executable", variants: kept + [.init(path: path, supportedTriples: triples)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try (encoder.encode(info) + Data("\n".utf8)).write(to: infoURL, options: .atomic)
        return path
    }
}

/// The `info.json` of an artifact bundle (SE-0305).
struct ArtifactBundleInfo: Codable {
    struct Artifact: Codable {
        var version: String
        /// `executable` for a command-line tool.
        var type: String
        var variants: [Variant]
    }

    struct Variant: Codable {
        /// The executable's path inside the bundle.
        var path: String
        /// The platforms it runs on, such as `x86_64-unknown-linux-gnu` or `arm64-apple-macosx`.
        var supportedTriples: [String]
    }

    var schemaVersion = "1.0"
    var artifacts: [String: Artifact] = [:]
}
