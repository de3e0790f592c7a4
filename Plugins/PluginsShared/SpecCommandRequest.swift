import Foundation
import PackagePlugin

/// What a command plugin that runs `onboardc` on the specs of a package or Xcode project takes
/// from its invocation: `swift package <verb> [--target T]... [onboardc options]`.
struct SpecCommandRequest {
    /// The specs of the targets named with `--target`, or of every target.
    var groups: [SpecGroup]
    /// The `onboardc` to run.
    var tool: URL
    /// The package's or the project's folder, which `onboardc` runs in.
    var directory: URL
    /// The arguments other than `--target`, passed on to `onboardc`.
    var options: [String]

    init(context: PluginContext, arguments: [String]) throws {
        let (targetNames, options) = OnboardingPluginSupport.extractTargets(from: arguments)
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        groups = targets.compactMap { SpecGroup(target: $0, package: context.package) }
        tool = try context.tool(named: "onboardc").url
        directory = context.package.directoryURL
        self.options = options
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SpecCommandRequest {
    /// The same for the targets of an Xcode project (those named, or all): their specs are the
    /// `*.onboarding.json` files among their input files.
    init(context: XcodePluginContext, arguments: [String]) throws {
        let (targetNames, options) = OnboardingPluginSupport.extractTargets(from: arguments)
        let projectDirectory = context.xcodeProject.directoryURL
        groups = context.xcodeProject.targets
            .filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
            .map { SpecGroup(xcodeInputFiles: $0.inputFiles.map(\.url), projectDirectory: projectDirectory) }
        tool = try context.tool(named: "onboardc").url
        directory = projectDirectory
        self.options = options
    }
}
#endif
