import Foundation

/// What the configuration and the command line decide for a command: lint rules, assets and excluded specs.
struct ProjectSetup {
    private(set) var configuration: ProjectConfiguration?
    private(set) var assets: AssetIndex?
    let currentDirectory: String

    var lint: LintConfiguration { configuration?.lint ?? LintConfiguration() }

    /// Loads the configuration and scans the asset paths, printing what goes wrong; `nil` then.
    init?(_ arguments: CommandLineArguments, context: ToolContext) {
        currentDirectory = context.currentDirectory
        do throws(ProjectConfiguration.LoadError) {
            configuration = try ProjectConfiguration.load(explicitPath: arguments.value("--config"), currentDirectory: currentDirectory)
        } catch {
            let sources = error.source.map { [$0.path: $0] } ?? [:]
            DiagnosticPrinter(context: context).print(error.diagnostics, sources: sources, checkedPaths: Array(sources.keys))
            return nil
        }
        let assetPaths = arguments.has("--assets") ? arguments.allValues("--assets") : configuration?.assets ?? []
        guard !assetPaths.isEmpty else { return }
        do throws(AssetScanner.ScanError) {
            assets = try AssetScanner.scan(assetPaths, relativeTo: currentDirectory)
        } catch {
            context.writeStandardError("error: \(error.message)\n")
            return nil
        }
    }

    /// Whether the configuration excludes the spec at `path`.
    func excludes(_ path: String) -> Bool {
        guard let configuration else { return false }
        return configuration.excludes(URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)).path)
    }
}
