import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory update-strings [--target T]... [strings options]`:
/// adds the texts of every spec of the package (or of the targets named) to their String Catalogs
/// with `onboardc strings`, run from the package folder.
///
/// The catalogs go where the configuration's `catalog` says; without one, beside the specs: each
/// folder of specs holds `<table>.xcstrings` for each table of its specs. Arguments other than
/// `--target` go to `onboardc strings` (`--prune`, `--catalog PATH`). In a Swift package, a spec
/// whose texts a catalog beside it translates but that reads them from the app's main bundle gets
/// a warning: its target's resources are in `Bundle.module`.
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
                let isCatalogElsewhere =
                    request.options.contains { $0 == "--catalog" || $0.hasPrefix("--catalog=") } || Self.namesACatalog(group.configuration)
                let catalog = isCatalogElsewhere ? [] : ["--catalog", folderPath]
                let arguments = ["strings"] + specs + catalog + group.configurationArguments(relativeTo: request.directory) + request.options
                print("onboardc: updating the String Catalogs of the specs in \(folderPath)")
                if try OnboardingPluginSupport.run(request.tool, arguments, in: request.directory) != 0 {
                    failed.append(folderPath)
                } else if request.isPackage, !isCatalogElsewhere {
                    for spec in folders[folder, default: []] where Self.readsTheMainBundle(spec) {
                        Diagnostics.warning(
                            "the texts of \(OnboardingPluginSupport.path(of: spec, relativeTo: request.directory)) are looked up in the app's main "
                                + "bundle, but its catalog is in its package target, whose resources are the target's own: set "
                                + #"'"localization": { "bundle": "module" }' in the spec"#,
                            file: spec.path(percentEncoded: false), line: nil)
                    }
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

    /// Whether the spec at `url` reads its texts from the main bundle, as it does unless its
    /// `localization.bundle` is `module`.
    static func readsTheMainBundle(_ url: URL) -> Bool {
        guard let spec = OnboardingPluginSupport.specObject(at: url) else { return false }
        return (spec["localization"] as? [String: Any])?["bundle"] as? String != "module"
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
