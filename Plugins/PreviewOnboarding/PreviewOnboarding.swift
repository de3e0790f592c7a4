import Foundation
import PackagePlugin

/// `swift package preview-onboarding [--target T]... [preview options]`: writes the HTML preview of
/// every spec of the package (or of the targets named) with `onboardc preview`, run from the package
/// folder, into the plugin's work folder, and prints where each page is. Arguments other than
/// `--target` go to `onboardc preview` (`--appearance dark`, `--language de`, `--assets PATH`).
/// With `--variant NAME`, a spec without that variant is skipped with a note; it is an error only
/// when no spec has it. Fails when a spec has errors.
@main
struct PreviewOnboarding: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.preview(SpecCommandRequest(context: context, arguments: arguments), into: context.pluginWorkDirectoryURL)
    }

    /// Runs `onboardc preview` from the folder of `request` for each of its specs, writing
    /// `<spec name>.html` into `folder`.
    static func preview(_ request: SpecCommandRequest, into folder: URL) throws {
        if request.options.contains(where: { $0 == "--output" || $0.hasPrefix("--output=") }) {
            throw OnboardingPluginError(
                "preview-onboarding takes no '--output': it writes each spec's page into its own work folder and prints where")
        }
        var failed: [String] = []
        var written: Set<String> = []
        let variant = Self.variant(in: request.options)
        var withoutVariant: [String] = []
        for group in request.groups {
            for spec in group.specs.sorted(by: { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }) {
                let specPath = OnboardingPluginSupport.path(of: spec, relativeTo: request.directory)
                let name = String(spec.lastPathComponent.dropLast(".onboarding.json".count))
                guard written.insert(name).inserted else {
                    throw OnboardingPluginError("two specs are named \(name).onboarding.json; preview one target at a time with --target")
                }
                if let variant, let names = Self.variantNames(ofSpecAt: spec), !names.contains(variant) {
                    print("onboardc: \(specPath) has no variant '\(variant)'; skipped")
                    withoutVariant.append(specPath)
                    continue
                }
                let page = folder.appending(path: name + ".html")
                let arguments = ["preview", specPath, "--output", page.path(percentEncoded: false)]
                    + group.configurationArguments(relativeTo: request.directory) + request.options
                if try OnboardingPluginSupport.run(request.tool, arguments, in: request.directory) == 0 {
                    print("onboardc: \(specPath) → \(page.path(percentEncoded: false))")
                } else {
                    failed.append(specPath)
                }
            }
        }
        if written.isEmpty {
            print("onboardc: no *.onboarding.json in the targets' sources")
        } else if let variant, withoutVariant.count == written.count {
            throw OnboardingPluginError("no spec has the variant '\(variant)'")
        }
        guard failed.isEmpty else {
            throw OnboardingPluginError("onboardc could not preview \(failed.joined(separator: ", "))")
        }
    }

    /// The variant `--variant` asks for among `options`, if any.
    static func variant(in options: [String]) -> String? {
        var extractor = ArgumentExtractor(options)
        return extractor.extractOption(named: "variant").last
    }

    /// The names of the variants of the spec at `url` (of its `onboardingConfiguration` in React
    /// Native props); `nil` when the file is not JSON, which `onboardc` then reports.
    static func variantNames(ofSpecAt url: URL) -> Set<String>? {
        OnboardingPluginSupport.specObject(at: url).map { spec in Set((spec["variants"] as? [String: Any] ?? [:]).keys) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PreviewOnboarding: XcodeCommandPlugin {
    /// The same for the targets of an Xcode project (those selected, or all): their specs are the
    /// `*.onboarding.json` files among their input files.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.preview(SpecCommandRequest(context: context, arguments: arguments), into: context.pluginWorkDirectoryURL)
    }
}
#endif
