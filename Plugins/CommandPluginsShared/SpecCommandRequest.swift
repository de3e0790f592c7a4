import Foundation
import PackagePlugin

// Shared by the command plugins, which link to this folder as to `Plugins/PluginsShared`.

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
    /// Whether the targets are a Swift package's, whose resources are in the target's own bundle,
    /// rather than an Xcode project's.
    var isPackage: Bool

    init(context: PluginContext, arguments: [String]) throws {
        let (targetNames, options) = OnboardingPluginSupport.extractTargets(from: arguments)
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        groups = targets.compactMap { SpecGroup(target: $0, package: context.package) }
        groups.forEach { $0.warnAboutMisnamedSpecs() }
        tool = try context.tool(named: "onboardc").url
        directory = context.package.directoryURL
        self.options = options
        isPackage = true
    }
}

extension OnboardingPluginSupport {
    /// Runs `executable` with `arguments` in `directory`, its output going straight to the plugin's,
    /// and returns its exit status.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The names given with `--target`, and the arguments left over.
    static func extractTargets(from arguments: [String]) -> (targets: [String], rest: [String]) {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        return (targets, extractor.remainingArguments)
    }
}

extension OnboardingPluginSupport {
    /// The spec object of the file at `url`: the whole document, or its `onboardingConfiguration`
    /// in React Native props; `nil` when the file is not a JSON object, which `onboardc` then reports.
    static func specObject(at url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url), let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return nil
        }
        return document["onboardingConfiguration"] as? [String: Any] ?? document
    }
}

extension SpecGroup {
    /// The `--config` arguments for the group, with the path relative to `directory`.
    func configurationArguments(relativeTo directory: URL) -> [String] {
        configuration.map { ["--config", OnboardingPluginSupport.path(of: $0, relativeTo: directory)] } ?? []
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
        groups.forEach { $0.warnAboutMisnamedSpecs() }
        tool = try context.tool(named: "onboardc").url
        directory = projectDirectory
        self.options = options
        isPackage = false
    }
}
#endif
