import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-onboarding [--target T]... [build options]`:
/// writes the Swift file of every spec of the package (or of the targets named) beside the spec,
/// for teams that commit generated code instead of using the build tool plugin.
///
/// Runs `onboardc build <spec> --output <spec's folder> --spec-display-path <spec's path in the
/// package>` from the package folder, so the file is named after the spec's `name` and its header
/// names the spec by its path in the package: the same bytes on every machine. Arguments other
/// than `--target` go to `onboardc build` (`--access-level public`, `--strict`); with `--check` it
/// writes nothing and fails when a generated file is missing or differs from what it would write,
/// for CI.
@main
struct GenerateOnboarding: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.generate(SpecCommandRequest(context: context, arguments: arguments))
    }

    /// Runs `onboardc build` on every spec of `request` from its folder, reporting every failure.
    static func generate(_ request: SpecCommandRequest) throws {
        var failed: [String] = []
        var count = 0
        let isCheck = request.options.contains("--check")
        for group in request.groups {
            for spec in group.specs.sorted(by: { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }) {
                let specPath = OnboardingPluginSupport.path(of: spec, relativeTo: request.directory)
                let folder = OnboardingPluginSupport.path(of: spec.deletingLastPathComponent(), relativeTo: request.directory)
                let displayPath = OnboardingPluginSupport.displayPath(of: spec, in: request.directory)
                let arguments = ["build", specPath, "--output", folder, "--spec-display-path", displayPath]
                    + group.configurationArguments(relativeTo: request.directory) + request.options
                print(isCheck ? "onboardc: checking the Swift generated from \(specPath) in \(folder)" : "onboardc: generating Swift from \(specPath) into \(folder)")
                if try OnboardingPluginSupport.run(request.tool, arguments, in: request.directory) != 0 {
                    failed.append(specPath)
                }
                count += 1
            }
        }
        if count == 0 {
            print("onboardc: no *.onboarding.json in the targets' sources")
        }
        guard failed.isEmpty else {
            let specs = failed.joined(separator: ", ")
            throw OnboardingPluginError(
                isCheck ? "onboardc --check failed for \(specs): a spec has errors, or its generated Swift is missing or differs, as onboardc says; "
                    + "run generate-onboarding without --check to update"
                    : "onboardc could not generate Swift from \(specs)")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateOnboarding: XcodeCommandPlugin {
    /// The same for the targets of an Xcode project (those selected, or all): their specs are the
    /// `*.onboarding.json` files among their input files, and files are generated beside them.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.generate(SpecCommandRequest(context: context, arguments: arguments))
    }
}
#endif
