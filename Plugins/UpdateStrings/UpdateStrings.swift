import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory update-strings [--target T]... [strings options]`:
/// adds the texts of every spec of the package (or of the targets named) to their String Catalogs
/// with `onboardc strings`, run from the package folder.
///
/// The catalogs go where the configuration's `catalog` says; without one, beside the specs: each
/// folder of specs holds `<table>.xcstrings` for each table of its specs. Arguments other than
/// `--target` go to `onboardc strings` (`--prune`, `--catalog PATH`).
@main
struct UpdateStrings: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.update(SpecCommandRequest(context: context, arguments: arguments))
    }

    /// Runs `onboardc strings` from the folder of `request` for its specs, once for each folder of specs.
    static func update(_ request: SpecCommandRequest) throws {
        var failed: [String] = []
        var count = 0
        for group in request.groups {
            let folders = Dictionary(grouping: group.specs) { $0.deletingLastPathComponent().standardizedFileURL }
            for folder in folders.keys.sorted(by: { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }) {
                let specs = folders[folder, default: []].map { OnboardingPluginSupport.path(of: $0, relativeTo: request.directory) }.sorted()
                let folderPath = OnboardingPluginSupport.path(of: folder, relativeTo: request.directory)
                let catalog = request.options.contains { $0 == "--catalog" || $0.hasPrefix("--catalog=") } || Self.namesACatalog(group.configuration)
                    ? [] : ["--catalog", folderPath]
                let arguments = ["strings"] + specs + catalog + group.configurationArguments(relativeTo: request.directory) + request.options
                print("onboardc: updating the String Catalogs of the specs in \(folderPath)")
                if try OnboardingPluginSupport.run(request.tool, arguments, in: request.directory) != 0 {
                    failed.append(folderPath)
                }
                count += specs.count
            }
        }
        if count == 0 {
            print("onboardc: no *.onboarding.json in the targets' sources")
        }
        guard failed.isEmpty else {
            throw OnboardingPluginError("onboardc could not update the String Catalogs of the specs in \(failed.joined(separator: ", "))")
        }
    }

    /// Whether the configuration file at `url` has a `catalog` key, which then says where the catalogs are.
    static func namesACatalog(_ url: URL?) -> Bool {
        guard let url, let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        return object["catalog"] != nil
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension UpdateStrings: XcodeCommandPlugin {
    /// The same for the targets of an Xcode project (those selected, or all): their specs are the
    /// `*.onboarding.json` files among their input files.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.update(SpecCommandRequest(context: context, arguments: arguments))
    }
}
#endif
