import OnboardingLint
import OnboardingLocalization

/// What the configuration and the command line decide for a command: lint rules, assets and excluded specs.
struct ProjectSetup {
    private(set) var configuration: ProjectConfiguration?
    private(set) var assets: AssetIndex?
    private(set) var catalogs: StringCatalogs?
    /// The asset paths of the command line, else of the configuration.
    private(set) var assetPaths: [String] = []
    let currentDirectory: String
    /// Whether `build` and `lint` treat warnings as errors: `--strict`, or the configuration's `strict`.
    let isStrict: Bool

    var lint: LintConfiguration { configuration?.lint ?? LintConfiguration() }

    /// Loads the configuration and scans the asset paths, printing what goes wrong; `nil` then.
    init?(_ arguments: CommandLineArguments, context: ToolContext) {
        currentDirectory = context.currentDirectory
        do throws(ProjectConfiguration.LoadError) {
            configuration = try ProjectConfiguration.load(
                explicitPath: arguments.value("--config"), folders: arguments.allValues("--config-in"), currentDirectory: currentDirectory)
        } catch {
            let sources = error.source.map { [$0.path: $0] } ?? [:]
            var output = ReportDestination()
            output.printsSummary = false
            _ = output.emit(error.diagnostics, sources: sources, paths: Array(sources.keys), context: context)
            return nil
        }
        isStrict = arguments.has("--strict") || configuration?.isStrict == true
        if let catalogPath = CatalogLoader.path(arguments, configuration: configuration, directory: currentDirectory) {
            guard let catalogs = Self.loadCatalogs(at: catalogPath, context: context) else { return nil }
            self.catalogs = catalogs
        }
        assetPaths = arguments.has("--assets") ? arguments.allValues("--assets") : configuration?.assets ?? []
        guard !assetPaths.isEmpty else { return }
        do throws(AssetScanner.ScanError) {
            assets = try AssetScanner.scan(assetPaths, relativeTo: currentDirectory)
        } catch {
            context.printError("error: \(error.message)\n")
            return nil
        }
    }

    /// The options of the configuration and asset paths, shared by `lint` and `build`.
    static let options: [CommandLineArguments.Option] = [
        .value("--config", "file", help: "The configuration file to use instead of the nearest .onboardc.json."),
        .value(
            "--config-in", "folder",
            help: "Use the .onboardc.json of the first of these folders that has one, if any, instead of the nearest (repeatable; the build tool plugin passes the target's folder and the package's).",
            repeatable: true),
        .value(
            "--assets", "path",
            help: "An asset catalog or resource directory to check asset names against (repeatable; replaces the configuration's 'assets').",
            repeatable: true),
        .value(
            "--catalog", "path",
            help: "A String Catalog (.xcstrings), or a directory of them, to check translations against (replaces the configuration's 'catalog')."),
    ]

    /// Checks translations against `catalogs` from now on, where neither the command line nor the
    /// configuration names a catalog.
    mutating func checkTranslations(against catalogs: StringCatalogs) {
        self.catalogs = catalogs
    }

    /// The compiler that judges specs as the command line and the configuration say.
    func compiler(strict: Bool) -> Compiler {
        Compiler(options: .init(isStrict: strict, lint: lint, assets: assets, catalogs: catalogs))
    }

    /// Whether the configuration excludes the spec at `path`.
    func excludes(_ path: String) -> Bool {
        guard let configuration else { return false }
        return configuration.excludes(FilePath.standardized(path, relativeTo: currentDirectory))
    }
}
