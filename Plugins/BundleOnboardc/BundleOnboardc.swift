import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory bundle-onboardc [--output DIR]`: builds a
/// release `onboardc` and writes two plugins packages that carry it prebuilt, so that packages using
/// the plugins build nothing of onboardc.
///
/// The folder (by default `.build/onboardc-plugins`) holds:
///
/// - `onboardc.artifactbundle`, an SE-0305 artifact bundle with one `executable` variant for the
///   platform it was built on (`onboardc-<triple>/bin/onboardc`); variants already in the folder's
///   `info.json` for other platforms are kept, so running the command on Linux and on a Mac into
///   the same folder gives a bundle for both;
/// - `OnboardcPlugins/`, the package of the build tool plugin and of the runtime library
///   `OnboardingRuntime` (its sources copied from `Sources/OnboardingRuntime`), and
///   `OnboardcCommandPlugins/`, the package of the command plugins, each with its `Package.swift`
///   (copied from `Plugins/<name>/`) declaring the bundle beside it as a binary target, its README
///   and its plugins' sources, the files they share copied into each plugin's folder as real files.
///
/// The build tool plugin has a package of its own because SwiftPM compiles every plugin of a
/// dependency at the start of a clean build: an app that only builds its specs compiles one plugin.
///
/// On Linux the binary links the Swift runtime and Foundation statically (`-static-stdlib`): it
/// runs on machines without the toolchain it was built with, and starts without loading them.
@main
struct BundleOnboardc: CommandPlugin {
    /// The packages written, by folder under `Plugins/` (where their manifests are), with the
    /// plugins each carries, by folder under `Plugins/` too.
    static let packages = [
        "OnboardcPlugins": ["OnboardingPlugin"],
        "OnboardcCommandPlugins": ["GenerateOnboarding", "LintOnboarding", "PreviewOnboarding", "UpdateStrings"],
    ]

    /// The package that carries the runtime library, whose sources it copies from `Sources/`.
    static let runtimePackage = "OnboardcPlugins"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let packageDirectory = context.package.directoryURL
        let output = extractor.extractOption(named: "output").last
            .map { URL(fileURLWithPath: $0, relativeTo: packageDirectory).standardizedFileURL }
            ?? packageDirectory.appending(path: ".build/onboardc-plugins")
        guard extractor.remainingArguments.isEmpty else {
            throw OnboardingPluginError(
                "unexpected arguments \(extractor.remainingArguments); usage: swift package "
                    + "--allow-writing-to-package-directory bundle-onboardc [--output DIR]")
        }

        print("onboardc: building onboardc in release")
        var parameters = PackageManager.BuildParameters(configuration: .release, logging: .concise)
        #if os(Linux)
        // The runtime and Foundation linked in, symbols and debug information left out (78 MB → 60 MB).
        parameters.otherSwiftcFlags = ["-static-stdlib"]
        parameters.otherLinkerFlags = ["-s"]
        #endif
        let build = try packageManager.build(.product("onboardc"), parameters: parameters)
        guard build.succeeded, let executable = Self.builtExecutable(of: build) else {
            throw OnboardingPluginError("building onboardc failed:\n\(build.logText)")
        }
        let version = try Self.version(of: executable)

        let sources = packageDirectory.appending(path: "Plugins")
        for (name, plugins) in Self.packages.sorted(by: { $0.key < $1.key }) {
            let package = PluginsPackage(directory: output.appending(path: name))
            try package.copySkeleton(from: sources.appending(path: name))
            for plugin in plugins {
                try package.copyPlugin(plugin, from: sources)
            }
            if name == Self.runtimePackage {
                try package.copyTarget("OnboardingRuntime", from: packageDirectory.appending(path: "Sources"))
            }
        }
        let bundle = ArtifactBundle(directory: output.appending(path: "onboardc.artifactbundle"))
        let variant = try bundle.addVariant(executable: executable, version: version, triples: Self.hostTriples)
        print("onboardc: wrote \(output.path(percentEncoded: false)) with onboardc \(version) for \(variant)")
    }

    /// The triples of the platform this plugin runs on, which is the one `onboardc` was built for.
    static var hostTriples: [String] {
        #if os(macOS) && arch(arm64)
        ["arm64-apple-macosx"]
        #elseif os(macOS) && arch(x86_64)
        ["x86_64-apple-macosx"]
        #elseif os(Linux) && arch(arm64)
        ["aarch64-unknown-linux-gnu"]
        #elseif os(Linux) && arch(x86_64)
        ["x86_64-unknown-linux-gnu"]
        #else
        []
        #endif
    }

    /// The `onboardc` that `build` wrote.
    ///
    /// SwiftPM 6.3 reports, for a product that plugins also run, the path of its plugin-tool copy
    /// (`debug/onboardc-tool`), which this build did not write; the product is then in the
    /// `release` folder beside that one.
    static func builtExecutable(of build: PackageManager.BuildResult) -> URL? {
        let reported = build.builtArtifacts.filter { $0.kind == .executable }.map(\.url)
        let candidates = reported + reported.map { $0.deletingLastPathComponent().deletingLastPathComponent().appending(path: "release/onboardc") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path(percentEncoded: false)) }
    }

    /// What `onboardc --version` prints: the version the bundle records, and proof that the binary runs.
    static func version(of executable: URL) throws -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = executable
        process.arguments = ["--version"]
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let version = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !version.isEmpty else {
            throw OnboardingPluginError("the onboardc just built does not run: '\(executable.path(percentEncoded: false)) --version' failed")
        }
        return version
    }
}
