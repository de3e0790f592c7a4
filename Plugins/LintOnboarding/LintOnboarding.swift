import Foundation
import PackagePlugin

/// `swift package lint-onboarding [--target T]... [lint options]`: lints every spec of the package
/// (or of the targets named) with `onboardc lint`, run from the package folder so diagnostics name
/// the specs by their paths in the package; one run for each configuration file in use. Arguments
/// other than `--target` go to `onboardc lint` (`--strict`). Fails when a spec has errors.
@main
struct LintOnboarding: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let (targetNames, options) = OnboardingPluginSupport.extractTargets(from: arguments)
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        try Self.lint(
            targets.compactMap { SpecGroup(target: $0, package: context.package) },
            tool: try context.tool(named: "onboardc").url, directory: context.package.directoryURL, options: options)
    }

    /// Runs `onboardc lint` on the specs of `groups` from `directory`, once for each configuration.
    static func lint(_ groups: [SpecGroup], tool: URL, directory: URL, options: [String]) throws {
        var specsByConfiguration: [URL?: Set<String>] = [:]
        for group in groups where !group.specs.isEmpty {
            specsByConfiguration[group.configuration, default: []].formUnion(
                group.specs.map { OnboardingPluginSupport.path(of: $0, relativeTo: directory) })
        }
        guard !specsByConfiguration.isEmpty else {
            print("onboardc: no *.onboarding.json in the targets' sources")
            return
        }
        var worst: Int32 = 0
        let runs = specsByConfiguration.sorted { ($0.key?.path(percentEncoded: false) ?? "") < ($1.key?.path(percentEncoded: false) ?? "") }
        for (configuration, paths) in runs {
            let arguments = ["lint"] + paths.sorted()
                + SpecGroup(specs: [], configuration: configuration).configurationArguments(relativeTo: directory) + options
            worst = max(worst, try OnboardingPluginSupport.run(tool, arguments, in: directory))
        }
        switch worst {
        case 0: return
        case 1: throw OnboardingPluginError("onboardc lint found errors in the specs")
        default: throw OnboardingPluginError("onboardc lint failed with exit status \(worst)")
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LintOnboarding: XcodeCommandPlugin {
    /// The same for the targets of an Xcode project (those selected, or all): their specs are the
    /// `*.onboarding.json` files among their input files.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let (targetNames, options) = OnboardingPluginSupport.extractTargets(from: arguments)
        let projectDirectory = context.xcodeProject.directoryURL
        let groups = context.xcodeProject.targets
            .filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
            .map { SpecGroup(xcodeInputFiles: $0.inputFiles.map(\.url), projectDirectory: projectDirectory) }
        try Self.lint(groups, tool: try context.tool(named: "onboardc").url, directory: context.xcodeProject.directoryURL, options: options)
    }
}
#endif
