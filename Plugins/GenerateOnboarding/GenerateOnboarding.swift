import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-onboarding [--target T]... [build options]`:
/// writes the Swift file of every spec of the package (or of the targets named) beside the spec,
/// for teams that commit generated code instead of using the build tool plugin.
///
/// Runs `onboardc build <spec> --output <spec's folder> --spec-display-path <spec's path in the package>`
/// from the package folder, so the file is named after the spec's `name` and its header names the
/// spec by its path in the package: the same bytes on every machine. Arguments other than `--target` go to `onboardc build`
/// (`--access-level public`, `--strict`); with `--check` it writes nothing and fails when a
/// generated file is missing or differs from what it would write, for CI.
@main
struct GenerateOnboarding: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let (targetNames, options) = OnboardingPluginSupport.extractTargets(from: arguments)
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        try Self.generate(
            targets.compactMap { SpecGroup(target: $0, package: context.package) },
            tool: try context.tool(named: "onboardc").url, directory: context.package.directoryURL, options: options)
    }

    /// Runs `onboardc build` on every spec of `groups` from `directory`, reporting every failure.
    static func generate(_ groups: [SpecGroup], tool: URL, directory: URL, options: [String]) throws {
        var failed: [String] = []
        var count = 0
        let isCheck = options.contains("--check")
        for group in groups {
            for spec in group.specs.sorted(by: { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }) {
                let specPath = OnboardingPluginSupport.path(of: spec, relativeTo: directory)
                let folder = OnboardingPluginSupport.path(of: spec.deletingLastPathComponent(), relativeTo: directory)
                let arguments = ["build", specPath, "--output", folder, "--spec-display-path", OnboardingPluginSupport.displayPath(of: spec, in: directory)]
                    + group.configurationArguments(relativeTo: directory) + options
                print(isCheck ? "onboardc: checking the Swift generated from \(specPath) in \(folder)" : "onboardc: generating Swift from \(specPath) into \(folder)")
                if try OnboardingPluginSupport.run(tool, arguments, in: directory) != 0 {
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
                isCheck ? "onboardc --check failed for \(specs) (see above); run generate-onboarding without --check to update"
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
        let (targetNames, options) = OnboardingPluginSupport.extractTargets(from: arguments)
        let projectDirectory = context.xcodeProject.directoryURL
        let groups = context.xcodeProject.targets
            .filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
            .map { SpecGroup(xcodeInputFiles: $0.inputFiles.map(\.url), projectDirectory: projectDirectory) }
        try Self.generate(groups, tool: try context.tool(named: "onboardc").url, directory: projectDirectory, options: options)
    }
}
#endif
