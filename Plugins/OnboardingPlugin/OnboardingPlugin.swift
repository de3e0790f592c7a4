import Foundation
import PackagePlugin

/// The build tool plugin: compiles every `*.onboarding.json` of a target into Swift that the target
/// compiles along with its own sources.
///
/// One `.buildCommand` a spec, `onboardc build <spec> --output-file <work dir>/<Name>Onboarding.swift`,
/// with the spec, the configuration file and `onboardc` itself as inputs: a build in which none of
/// them changed runs nothing, and editing the spec or the configuration, or upgrading onboardc,
/// regenerates. The target's other specs are inputs too, passed as `--same-module-spec`: two specs
/// of one `name` are an error at the spec, not Swift errors in the generated files. SwiftPM runs a
/// plugin again only when the target's files change, so the folders a configuration is looked for
/// in are inputs too, and `onboardc` looks in them itself (`--config-in`): adding or removing a
/// `.onboardc.json` beside the manifest regenerates. `onboardc` writes the file only when its bytes
/// change, so an unchanged result does not recompile the target. The file's comments name the spec
/// by its path in the package, so its bytes are the same wherever the package is checked out.
/// Diagnostics are `path:line:col: error: …` lines with the spec's absolute path, which SwiftPM
/// prints and Xcode attaches to the spec; an error fails the build.
@main
struct OnboardingPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let group = SpecGroup(target: target, package: context.package) else { return [] }
        group.warnAboutMisnamedSpecs()
        guard !group.specs.isEmpty else { return [] }
        return try Self.commands(
            for: group, tool: try context.tool(named: "onboardc").url, root: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL, watchingConfigurationFolders: true)
    }

    /// The build commands for the specs of `group`, for SwiftPM and Xcode alike; generated files
    /// name each spec by its path in `root`. With `watchingConfigurationFolders`, the folders a
    /// configuration is looked for in are inputs, whose change runs the commands again.
    static func commands(
        for group: SpecGroup, tool: URL, root: URL, workDirectory: URL, watchingConfigurationFolders: Bool
    ) throws -> [Command] {
        let specs = group.specs.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        if let (first, second, name) = OnboardingPluginSupport.outputNameClash(among: specs) {
            throw OnboardingPluginError(
                "'\(first.path(percentEncoded: false))' and '\(second.path(percentEncoded: false))' would both generate "
                    + "'\(name)'; rename one of the files (the generated file is named after the spec's file name)")
        }
        return specs.map { spec in
            let output = workDirectory.appending(path: OnboardingPluginSupport.generatedFileName(forSpecAt: spec))
            var arguments = [
                "build", spec.path(percentEncoded: false), "--output-file", output.path(percentEncoded: false),
                "--spec-display-path", OnboardingPluginSupport.displayPath(of: spec, in: root),
            ]
            var inputs = [spec, tool]
            for other in specs where other != spec {
                arguments += ["--same-module-spec", other.path(percentEncoded: false)]
                inputs.append(other)
            }
            for folder in group.configurationFolders {
                arguments += ["--config-in", folder.path(percentEncoded: false)]
            }
            if watchingConfigurationFolders { inputs += group.configurationFolders }
            if let configuration = group.configuration { inputs.append(configuration) }
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
                executable: tool,
                arguments: arguments,
                environment: [:],
                inputFiles: inputs,
                outputFiles: [output])
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension OnboardingPlugin: XcodeBuildToolPlugin {
    /// The same commands for a target of an Xcode project, whose specs are the `*.onboarding.json`
    /// files among its input files (add them to the target).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let group = SpecGroup(xcodeInputFiles: target.inputFiles.map(\.url), projectDirectory: context.xcodeProject.directoryURL)
        group.warnAboutMisnamedSpecs()
        guard !group.specs.isEmpty else { return [] }
        return try Self.commands(
            for: group, tool: try context.tool(named: "onboardc").url, root: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL, watchingConfigurationFolders: false)
    }
}
#endif
