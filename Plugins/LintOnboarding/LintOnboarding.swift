import Foundation
import PackagePlugin

/// `swift package lint-onboarding [--target T]... [lint options]`: lints every spec of the package
/// (or of the targets named) with `onboardc lint`, run from the package folder so diagnostics name
/// the specs by their paths in the package; one run for each configuration file in use. Arguments
/// other than `--target` go to `onboardc lint` (`--strict`), but those that write into the package
/// (`--fix`, `--write-baseline`), which a plugin without that permission may not do: for them it
/// prints the command that runs `onboardc` itself. Fails when a spec has errors.
@main
struct LintOnboarding: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.lint(SpecCommandRequest(context: context, arguments: arguments))
    }

    /// Runs `onboardc lint` on the specs of `request` from its folder, once for each configuration.
    static func lint(_ request: SpecCommandRequest) throws {
        var specsByConfiguration: [URL?: Set<String>] = [:]
        for group in request.groups where !group.specs.isEmpty {
            specsByConfiguration[group.configuration, default: []].formUnion(
                group.specs.map { OnboardingPluginSupport.path(of: $0, relativeTo: request.directory) })
        }
        guard !specsByConfiguration.isEmpty else {
            print("onboardc: no *.onboarding.json in the targets' sources")
            return
        }
        let runs = specsByConfiguration.sorted { ($0.key?.path(percentEncoded: false) ?? "") < ($1.key?.path(percentEncoded: false) ?? "") }
            .map { configuration, paths in
                ["lint"] + paths.sorted()
                    + SpecGroup(specs: [], configuration: configuration).configurationArguments(relativeTo: request.directory)
                    + request.options
            }
        if let option = request.options.first(where: { option in writingOptions.contains { option == $0 || option.hasPrefix($0 + "=") } }) {
            let tool = OnboardingPluginSupport.path(of: request.tool, relativeTo: request.directory)
            let commands = runs.map { arguments in "  " + ([tool] + arguments).map(shellQuoted).joined(separator: " ") }
            throw OnboardingPluginError(
                "lint-onboarding may not write into the package, as '\(option)' does; run onboardc itself in "
                    + "\(request.directory.path(percentEncoded: false)):\n" + commands.joined(separator: "\n"))
        }
        var worst: Int32 = 0
        for arguments in runs {
            worst = max(worst, try OnboardingPluginSupport.run(request.tool, arguments, in: request.directory))
        }
        switch worst {
        case 0: return
        case 1: throw OnboardingPluginError("onboardc lint found errors in the specs")
        default: throw OnboardingPluginError("onboardc lint failed with exit status \(worst)")
        }
    }

    /// The options of `onboardc lint` that write files.
    static let writingOptions = ["--fix", "--write-baseline"]

    /// `argument` as a shell reads it back: in single quotes unless it is plain.
    private static func shellQuoted(_ argument: String) -> String {
        let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@+".contains($0) }
        return plain && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LintOnboarding: XcodeCommandPlugin {
    /// The same for the targets of an Xcode project (those selected, or all): their specs are the
    /// `*.onboarding.json` files among their input files.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.lint(SpecCommandRequest(context: context, arguments: arguments))
    }
}
#endif
