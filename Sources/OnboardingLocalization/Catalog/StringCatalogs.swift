/// The String Catalogs that specs are checked against, by table: one catalog file, or a directory
/// that holds the catalog `<table>.xcstrings` of each table.
public struct StringCatalogs: Hashable, Sendable {
    /// Where the catalogs are.
    public enum Location: Hashable, Sendable {
        /// One catalog, whose table is its file name without `.xcstrings`.
        case file(String)
        /// A directory of catalogs, each named after its table.
        case directory(String)
    }

    /// The extension of String Catalog files.
    public static let fileExtension = ".xcstrings"

    public var location: Location
    /// The catalogs there, by table.
    public var catalogs: [String: StringCatalog]

    public init(location: Location, catalogs: [String: StringCatalog] = [:]) {
        self.location = location
        self.catalogs = catalogs
    }

    /// The catalog of `table`, if there is one.
    public subscript(table: String) -> StringCatalog? { catalogs[table] }

    /// Where the catalog of `table` is, or would be: the directory's `<table>.xcstrings`, or the
    /// file when its table is `table`; `nil` when the file holds another table.
    public func path(forTable table: String) -> String? {
        switch location {
        case .file(let path): Self.table(ofCatalogAt: path) == table ? path : nil
        case .directory("."): table + Self.fileExtension
        case .directory(let directory): (directory.hasSuffix("/") ? directory : directory + "/") + table + Self.fileExtension
        }
    }

    /// The table of the catalog file at `path`: its name without the folder and `.xcstrings`.
    public static func table(ofCatalogAt path: String) -> String {
        var name = String(path.split(separator: "/").last ?? "")
        if namesCatalogFile(name) { name.removeLast(fileExtension.count) }
        return name
    }

    /// Whether `path` ends in `.xcstrings`, in any case, as a file system that ignores case reads it.
    public static func namesCatalogFile(_ path: String) -> Bool {
        path.utf8.count >= fileExtension.utf8.count && path.lowercased().hasSuffix(fileExtension)
    }
}
