import Foundation
import OnboardingTestSupport

/// What the plugin costs an app: clean debug builds (`swift build` with an empty scratch folder) of
/// four packages, interleaved: one whose target uses the build tool plugin from onboardc's sources,
/// one that uses it from the package `OnboardcPlugins` that `bundle-onboardc` writes (onboardc
/// prebuilt), the same with no spec, and a hello world with neither. The first two compile the same
/// 10-slide spec; the one with no spec separates compiling the plugin from compiling what it generates.
enum ConsumerMeasurement {
    struct Result: Codable {
        struct Row: Codable {
            var package: String
            var seconds: Summary
            var processorSeconds: Summary
            /// This build's wall-clock time over the hello world's, per round.
            var ratio: Summary
            /// This build's wall-clock time less the hello world's, per round.
            var addedSeconds: Summary
        }

        var rounds: Int
        var rows: [Row]
    }

    enum Package: String, CaseIterable {
        case source = "plugin from source"
        case binary = "prebuilt plugin (artifact bundle)"
        case binaryWithoutSpec = "prebuilt plugin, no spec"
        case hello = "hello world"

        var folder: String {
            switch self {
            case .source: "SourcePlugin"
            case .binary: "BinaryPlugin"
            case .binaryWithoutSpec: "BinaryPluginNoSpec"
            case .hello: "HelloWorld"
            }
        }
    }

    static func run(swift: String, onboardcPackage: String, rounds: Int, seed: UInt64, in directory: String) throws -> Result {
        let plugins = directory + "/onboardc-plugins"
        let bundling = try ChildProcess.run(swift, [
            "package", "--package-path", onboardcPackage, "--scratch-path", onboardcPackage + "/.build/bundle-scratch",
            "--allow-writing-to-package-directory", "bundle-onboardc", "--output", plugins,
        ])
        guard bundling.status == 0 else { throw BenchmarkError("bundle-onboardc failed:\n\(bundling.standardError.suffix(2_000))") }
        let spec = SpecGenerator(slideCount: 10, seed: seed, name: "Tour").bytes()
        try write(.hello, dependency: nil, spec: nil, in: directory)
        try write(.source, dependency: (#".package(name: "onboardc", path: \#(String(reflecting: onboardcPackage)))"#, "onboardc"), spec: spec, in: directory)
        let prebuilt = (".package(path: \(String(reflecting: plugins + "/OnboardcPlugins")))", "OnboardcPlugins")
        try write(.binary, dependency: prebuilt, spec: spec, in: directory)
        try write(.binaryWithoutSpec, dependency: prebuilt, spec: nil, in: directory)

        var wall = [Package: [Double]]()
        var processor = [Package: [Double]]()
        for round in 0..<rounds {
            let order = Package.allCases
            for step in order.indices {
                let package = order[(round + step) % order.count]
                let folder = directory + "/" + package.folder
                let scratch = folder + "/.build-bench"
                try? FileManager.default.removeItem(atPath: scratch)
                let result = try ChildProcess.run(swift, ["build", "--package-path", folder, "--scratch-path", scratch])
                guard result.status == 0 else {
                    throw BenchmarkError("swift build of the \(package.rawValue) package failed:\n\(result.standardError.suffix(2_000))")
                }
                try? FileManager.default.removeItem(atPath: scratch)
                wall[package, default: []].append(result.seconds)
                processor[package, default: []].append(result.processorSeconds)
            }
        }
        let hello = wall[.hello] ?? []
        return Result(rounds: rounds, rows: Package.allCases.map { package in
            let times = wall[package] ?? []
            return Result.Row(
                package: package.rawValue, seconds: Summary(times), processorSeconds: Summary(processor[package] ?? []),
                ratio: Summary(zip(times, hello).map { $0 / $1 }), addedSeconds: Summary(zip(times, hello).map { $0 - $1 }))
        })
    }

    /// Writes the package `package`: an executable target `App` that, with a dependency, uses the
    /// build tool plugin of `dependency.package` on `Tour.onboarding.json` and prints the generated type.
    private static func write(
        _ package: Package, dependency: (declaration: String, package: String)?, spec: [UInt8]?, in directory: String
    ) throws {
        let sources = directory + "/" + package.folder + "/Sources/App"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let dependencies = dependency.map { "    dependencies: [\($0.declaration)],\n" } ?? ""
        let plugins = dependency.map { #", plugins: [.plugin(name: "OnboardingPlugin", package: "\#($0.package)")]"# } ?? ""
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\(package.folder)",
                platforms: [.macOS(.v13)],
            \(dependencies)    targets: [.executableTarget(name: "App"\(plugins))]
            )

            """
        try manifest.write(toFile: directory + "/" + package.folder + "/Package.swift", atomically: true, encoding: .utf8)
        let main = spec == nil ? "print(\"Hello, world!\")\n" : "print(TourOnboarding.self)\n"
        try main.write(toFile: sources + "/main.swift", atomically: true, encoding: .utf8)
        if let spec { try Data(spec).write(to: URL(fileURLWithPath: sources + "/Tour.onboarding.json")) }
    }
}
