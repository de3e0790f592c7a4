import Foundation
import PackagePlugin

// Shared by the build tool plugin and the command plugins: each plugin folder links to this folder
// (`Plugins/<Plugin>/PluginsShared -> ../PluginsShared`), since plugins cannot depend on a library.
// What only the command plugins need is
// in `Plugins/CommandPluginsShared`: SwiftPM compiles the build tool plugin at the start of every
// clean build of an app that uses it, so it compiles no more than it runs.

/// What every onboardc plugin needs: which files are specs, what their generated files are called,
/// and which configuration file applies.
enum OnboardingPluginSupport {
    /// The suffix of a spec file.
    static let specSuffix = ".onboarding.json"

    /// The name of the configuration file `onboardc` reads.
    static let configurationFileName = ".onboardc.json"

    /// Whether the file at `url` is an onboarding spec.
    static func isSpec(_ url: URL) -> Bool {
        url.lastPathComponent.hasSuffix(specSuffix) && url.lastPathComponent.count > specSuffix.count
    }

    /// Whether the file at `url` looks meant as a spec but is not read as one: its name ends in
    /// `.onboarding.json` in other letter cases (`Welcome.Onboarding.JSON`), or is only that.
    static func isMisnamedSpec(_ url: URL) -> Bool {
        !isSpec(url) && url.lastPathComponent.lowercased().hasSuffix(specSuffix)
    }

    /// The file the build tool plugin has `onboardc build --output-file` write for the spec at
    /// `url`: its file name without `.onboarding.json`, then `Onboarding.swift`, as in
    /// `Welcome.onboarding.json` → `WelcomeOnboarding.swift`.
    ///
    /// A build tool plugin must name its outputs before the spec is read, so the name comes from the
    /// file name; `onboardc build --output-file` writes there whatever the spec's `name` says. The
    /// name is not made a Swift identifier (`sign-quest.onboarding.json` gives
    /// `sign-questOnboarding.swift`): the plugin compiles no more than it needs, since every clean
    /// build of an app compiles it.
    static func generatedFileName(forSpecAt url: URL) -> String {
        url.lastPathComponent.dropLast(specSuffix.count) + "Onboarding.swift"
    }

    /// The first `.onboardc.json` found in `directories`, in order.
    static func configurationFile(in directories: [URL]) -> URL? {
        for directory in directories {
            let candidate = directory.appending(path: configurationFileName)
            if FileManager.default.fileExists(atPath: candidate.path(percentEncoded: false)) { return candidate }
        }
        return nil
    }

    /// `url`'s path, relative to `directory` when it lies inside it (`.` for `directory` itself).
    static func path(of url: URL, relativeTo directory: URL) -> String {
        func trimmed(_ url: URL) -> String {
            var path = url.standardizedFileURL.path(percentEncoded: false)
            while path.count > 1, path.hasSuffix("/") { path.removeLast() }
            return path
        }
        let path = trimmed(url)
        let base = trimmed(directory)
        if path == base { return "." }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// How a generated file names `spec`: by its path in `root` (the package's or the Xcode
    /// project's folder), else by its file name; never by a path of the machine that built it.
    static func displayPath(of spec: URL, in root: URL) -> String {
        let relative = path(of: spec, relativeTo: root)
        return relative.hasPrefix("/") ? spec.lastPathComponent : relative
    }

    /// Two specs of one target whose generated files would have the same name, which one module
    /// cannot compile; `nil` when the names are distinct.
    static func outputNameClash(among specs: [URL]) -> (URL, URL, String)? {
        var seen: [String: URL] = [:]
        for spec in specs {
            let name = generatedFileName(forSpecAt: spec)
            if let other = seen[name] { return (other, spec, name) }
            seen[name] = spec
        }
        return nil
    }
}

/// The specs of one target and the configuration file that applies to them.
struct SpecGroup {
    var specs: [URL]
    var configuration: URL?
    /// The folders looked in for `configuration`, in order: `onboardc build --config-in` looks
    /// in them again when it runs, so that a configuration added or removed since the plugin ran applies.
    var configurationFolders: [URL] = []
    /// Files whose names look meant as specs', which are not read as specs.
    var misnamedSpecs: [URL] = []

    /// A warning for each of `misnamedSpecs`, which would otherwise go unbuilt without a word.
    func warnAboutMisnamedSpecs() {
        for file in misnamedSpecs {
            Diagnostics.warning(
                "'\(file.lastPathComponent)' is not read as an onboarding spec: a spec's file name is a name, then "
                    + "'\(OnboardingPluginSupport.specSuffix)' in lowercase; rename it",
                file: file.path(percentEncoded: false), line: nil)
        }
    }
}

extension SpecGroup {
    /// The specs of a SwiftPM target, configured by the `.onboardc.json` in the target's folder, else in the package's.
    init?(target: Target, package: Package) {
        guard let module = target.sourceModule else { return nil }
        // `Target.directoryURL` needs tools version 6.1; the concrete targets have it in 6.0.
        let directory = (module as? SwiftSourceModuleTarget)?.directoryURL ?? (module as? ClangSourceModuleTarget)?.directoryURL
        let folders = (directory.map { [$0] } ?? []) + [package.directoryURL]
        let files = module.sourceFiles.map(\.url)
        self.init(
            specs: files.filter(OnboardingPluginSupport.isSpec),
            configuration: OnboardingPluginSupport.configurationFile(in: folders), configurationFolders: folders,
            misnamedSpecs: files.filter(OnboardingPluginSupport.isMisnamedSpec))
    }

    /// The specs among an Xcode target's input files (an Xcode target has no folder of its own),
    /// configured by the `.onboardc.json` beside the first of them, else beside the project.
    init(xcodeInputFiles files: [URL], projectDirectory: URL) {
        let specs = files.filter(OnboardingPluginSupport.isSpec).sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
        let searched = (specs.first.map { [$0.deletingLastPathComponent()] } ?? []) + [projectDirectory]
        self.init(
            specs: specs, configuration: OnboardingPluginSupport.configurationFile(in: searched), configurationFolders: searched,
            misnamedSpecs: files.filter(OnboardingPluginSupport.isMisnamedSpec))
    }
}

/// A failure a plugin reports to the user.
struct OnboardingPluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
