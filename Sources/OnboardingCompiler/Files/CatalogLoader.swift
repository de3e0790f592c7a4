import OnboardingDiagnostics
import OnboardingLocalization

/// Reads the String Catalogs that `--catalog` or the configuration's `catalog` names: one
/// `.xcstrings` file, or every `.xcstrings` file directly inside a directory.
enum CatalogLoader {
    /// The catalogs read, and the files they were read from.
    struct Loaded {
        var catalogs: StringCatalogs
        /// The files read, by path, to show the lines of their diagnostics.
        var sources: [String: SourceFile] = [:]
        /// Every problem of the files read; an error makes its catalog missing from `catalogs`.
        var diagnostics: [Diagnostic] = []
    }

    /// A catalog path that cannot be used, such as a missing directory.
    struct LoadError: Error, Equatable {
        let message: String
    }

    /// Reads the catalogs at `path`, resolved against `directory` when relative. A catalog file or
    /// directory that does not exist holds no catalog when `allowingMissing`, and is an error otherwise.
    static func load(_ path: String, relativeTo directory: String, allowingMissing: Bool) throws(LoadError) -> Loaded {
        let standardized = FilePath.standardized(path, relativeTo: directory)
        let type = FileType(at: standardized, relativeTo: directory, followingLinks: true)
        let exists = type != nil
        if StringCatalogs.namesCatalogFile(path) {
            var loaded = Loaded(catalogs: StringCatalogs(location: .file(path)))
            guard exists || !allowingMissing else { return loaded }
            try loaded.read(path, relativeTo: directory)
            return loaded
        }
        var loaded = Loaded(catalogs: StringCatalogs(location: .directory(path)))
        guard exists else {
            if let mistake = mistake(inMissing: path) { throw mistake }
            if allowingMissing { return loaded }
            throw LoadError(message: "cannot read catalogs '\(path)': no such directory")
        }
        guard type == .directory else {
            throw LoadError(message: "'\(path)' is neither a \(StringCatalogs.fileExtension) file nor a directory of them")
        }
        guard let names = directoryContents(atPath: standardized) else {
            throw LoadError(message: "cannot read catalogs '\(path)': the directory cannot be listed")
        }
        for name in names.sorted() where StringCatalogs.namesCatalogFile(name) && !name.hasPrefix(".") {
            try loaded.read(FilePath.appending(name, to: path), relativeTo: directory)
        }
        return loaded
    }
}

extension CatalogLoader {
    /// The folder of the catalogs at `path`, resolved against `directory` when relative: the
    /// folder that holds a catalog file, or the directory of catalogs itself.
    static func folder(of path: String, relativeTo directory: String) -> String {
        // Through links, as `strings` writes: two runs that reach one catalog by two paths share a lock.
        let standardized = FilePath.standardized(path, relativeTo: directory)
        let resolved = FileType(at: standardized, relativeTo: "/", followingLinks: true) == nil ? standardized : resolvingSymbolicLinks(standardized)
        return StringCatalogs.namesCatalogFile(path) ? FilePath.parent(of: resolved) : resolved
    }
}

extension CatalogLoader.Loaded {
    /// Reads the catalog file at `path` into the catalogs, or its errors into the diagnostics.
    fileprivate mutating func read(_ path: String, relativeTo directory: String) throws(CatalogLoader.LoadError) {
        let source: SourceFile
        do throws(SourceLoader.LoadError) {
            source = try SourceLoader.load(path, relativeTo: directory)
        } catch {
            throw CatalogLoader.LoadError(message: error.message)
        }
        sources[path] = source
        let (catalog, problems) = StringCatalogReader.read(source)
        diagnostics += problems
        if let catalog { catalogs.catalogs[StringCatalogs.table(ofCatalogAt: path)] = catalog }
    }
}

extension CatalogLoader {
    /// The error of `path`, which names nothing yet, when it names a file of another kind than a
    /// String Catalog (`L10n.json`), which a directory of catalogs created there would not be.
    static func mistake(inMissing path: String) -> LoadError? {
        guard !StringCatalogs.namesCatalogFile(path), let fileExtension = fileExtension(ofMistakenCatalog: path) else { return nil }
        return LoadError(
            message: "'\(path)' names a .\(fileExtension) file, not a String Catalog: give a file ending in \(StringCatalogs.fileExtension), or a directory of them")
    }

    /// The extension of `path` when it names a file of another kind (`L10n.json`, `Localizable.strings`),
    /// which a directory of catalogs is not meant to be named.
    private static func fileExtension(ofMistakenCatalog path: String) -> String? {
        guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        let fileExtensions: Set = ["json", "strings", "stringsdict", "xcstring", "xml", "txt", "plist", "xliff", "csv"]
        return fileExtensions.contains(fileExtension) ? fileExtension : nil
    }

    /// The catalog path of the command line, else the configuration's, relative to `directory` when inside it.
    static func path(_ arguments: CommandLineArguments, configuration: ProjectConfiguration?, directory: String) -> String? {
        if let path = arguments.value("--catalog") { return path }
        guard let configured = configuration?.catalog else { return nil }
        guard configured != FilePath.standardized(directory) else { return "." }
        return ProjectConfiguration.relativePath(configured, to: directory) ?? configured
    }
}

extension ProjectSetup {
    /// The catalogs at `path`, printing why they cannot be used; `nil` then.
    ///
    /// A catalog with an error is reported at its line and column, and nothing is checked against it.
    static func loadCatalogs(at path: String, context: ToolContext) -> StringCatalogs? {
        let loaded: CatalogLoader.Loaded
        do throws(CatalogLoader.LoadError) {
            loaded = try CatalogLoader.load(path, relativeTo: context.currentDirectory, allowingMissing: false)
        } catch {
            context.printError("error: \(error.message)\n")
            return nil
        }
        guard !loaded.diagnostics.containsErrors else {
            ReportDestination.report(loaded.diagnostics, of: loaded.sources, context: context)
            return nil
        }
        return loaded.catalogs
    }
}

extension ReportDestination {
    /// Prints the problems of files that are not specs, such as catalogs, as every diagnostic is printed, without a summary.
    static func report(_ diagnostics: [Diagnostic], of sources: [String: SourceFile], context: ToolContext) {
        var output = ReportDestination()
        output.printsSummary = false
        _ = output.emit(diagnostics, sources: sources, paths: sources.keys.sorted(), context: context)
    }
}
