/// The names an app's bundle provides: asset catalog sets and plain resource files.
///
/// The driver builds it by scanning directories; lint rules only look names up in it.
public struct AssetIndex: Hashable, Sendable {
    /// Image set names, with the folders of namespacing catalog folders, such as `Icons/star`.
    public var imageSets: Set<String>
    /// Data set names, namespaced the same way.
    public var dataSets: Set<String>
    /// The names of plain resource files, with their extension, such as `intro.mp4`.
    public var files: Set<String>

    public init(imageSets: Set<String> = [], dataSets: Set<String> = [], files: Set<String> = []) {
        self.imageSets = imageSets
        self.dataSets = dataSets
        self.files = files
    }

    /// Whether `UIImage(named:)` finds `name`: an image set, or a plain image file of that name.
    public func containsImage(_ name: String) -> Bool {
        imageSets.contains(name) || files.contains(name)
            || Self.imageExtensions.contains { ext in ["", "@2x", "@3x"].contains { files.contains(name + $0 + "." + ext) } }
    }

    /// Whether the bundle has the file `name` (with its extension), or a data set of its base name.
    public func containsFile(_ name: String) -> Bool {
        files.contains(name) || dataSets.contains(Self.baseName(of: name))
    }

    /// Whether the bundle has a file whose name without extension is `name`, or a data set `name`.
    public func containsResource(_ name: String) -> Bool {
        containsResource(name, fileBaseNames: fileBaseNames)
    }

    /// `containsResource(_:)` with the files' base names worked out already, for many lookups.
    func containsResource(_ name: String, fileBaseNames: Set<String>) -> Bool {
        files.contains(name) || dataSets.contains(name) || fileBaseNames.contains(name)
    }

    /// The names of the plain files without their extension.
    var fileBaseNames: Set<String> { Set(files.map(Self.baseName(of:))) }

    /// The names an image can be looked up by, for suggestions.
    var imageNames: Set<String> { imageSets.union(imageFileNames) }

    /// The names a file can be looked up by, for suggestions.
    var fileNames: Set<String> { files.union(dataSets) }

    /// The names a resource can be looked up by, for suggestions.
    var resourceNames: Set<String> { dataSets.union(fileBaseNames) }

    /// Plain image files by the name `UIImage(named:)` takes: no extension, no `@2x` scale suffix.
    private var imageFileNames: Set<String> {
        Set(files.compactMap { file in
            let base = Self.baseName(of: file)
            guard base != file, Self.imageExtensions.contains(String(file.dropFirst(base.count + 1)).lowercased()) else { return nil }
            for scale in ["@2x", "@3x"] where base.hasSuffix(scale) { return String(base.dropLast(scale.count)) }
            return base
        })
    }

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "heic", "gif", "webp", "svg"]

    /// `name` without its last extension.
    static func baseName(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
