import Foundation

/// Clean builds (`swift build` with an empty scratch folder), each against a clean build of a hello
/// package in the same configuration, in interleaved rounds: what building onboardc costs its
/// maintainers and pre-commit (`selfbuild`), and what an app that uses the plugin pays (`consumer`).
enum BuildMeasurement {
    struct Result: Codable {
        struct Row: Codable {
            var build: String
            var seconds: Summary
            var processorSeconds: Summary
            /// This build's wall-clock time over the hello package's, per round.
            var ratio: Summary
            /// This build's wall-clock time less the hello package's, per round.
            var addedSeconds: Summary
            /// This build's wall-clock time over that of the hello package that imports Foundation
            /// and Observation, per round, where it was measured (`consumer`).
            var ratioToFoundationHello: Summary?
            /// The wall-clock time of `swift build` again after an edit, where it was measured
            /// (`consumer`: a slide's title in the spec), and its ratio to the hello package's
            /// after an edit of its `main.swift`, per round.
            var rebuildSeconds: Summary?
            var rebuildRatio: Summary?
        }

        var rounds: Int
        var helloSeconds: Summary
        var helloRebuildSeconds: Summary?
        var rows: [Row]
    }

    /// A clean build: a package, its configuration and what more `swift build` is told.
    private struct Build {
        var name: String
        var packagePath: String
        var configuration: String
        var extraArguments: [String] = []
        /// What a developer changes before building again, where the rebuild is measured.
        var edit: Edit?
    }

    /// A change to one file of a package: `text` becomes `replacement`, and back the next time.
    private struct Edit {
        var file: String
        var text: String
        var replacement: String

        func apply(inPackage packagePath: String) throws {
            let path = packagePath + "/" + file
            let contents = try String(contentsOfFile: path, encoding: .utf8)
            let edited =
                contents.contains(replacement)
                ? contents.replacingOccurrences(of: replacement, with: text)
                : contents.replacingOccurrences(of: text, with: replacement)
            guard edited != contents else { throw BenchmarkError("\(path) does not hold \(String(reflecting: text))") }
            try edited.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// `swift build -c release` of onboardc, all its targets as pre-commit builds them, and of the
    /// `onboardc` product alone.
    static func selfBuild(swift: String, onboardcPackage: String, rounds: Int, in directory: String) throws -> Result {
        let hello = try writePackage("HelloWorld", dependency: nil, spec: nil, in: directory)
        return try measure(
            [
                Build(name: "swift build -c release (onboardc, every target)", packagePath: onboardcPackage, configuration: "release"),
                Build(
                    name: "swift build -c release --product onboardc", packagePath: onboardcPackage, configuration: "release",
                    extraArguments: ["--product", "onboardc"]),
            ],
            against: Build(name: "hello package", packagePath: hello, configuration: "release"), swift: swift, rounds: rounds,
            in: directory)
    }

    /// Debug builds of an app with `SkillLevel.onboarding.json` that uses the build tool plugin and
    /// the `OnboardingRuntime` product from the package `OnboardcPlugins` that `bundle-onboardc`
    /// writes (onboardc prebuilt, bundled once before the rounds), and from onboardc's sources;
    /// and of a hello package that imports Foundation and Observation, as every app does (SwiftUI
    /// and UIKit import both), and as the runtime library must, for its localized texts and its
    /// observable session.
    static func consumers(swift: String, onboardcPackage: String, rounds: Int, in directory: String) throws -> Result {
        let plugins = directory + "/onboardc-plugins"
        progress("  bundle-onboardc (a static release build of onboardc)\n")
        let bundling = try ChildProcess.run(swift, [
            "package", "--package-path", onboardcPackage, "--scratch-path", onboardcPackage + "/.build/bundle-scratch",
            "--allow-writing-to-package-directory", "bundle-onboardc", "--output", plugins,
        ])
        guard bundling.status == 0 else { throw BenchmarkError("bundle-onboardc failed:\n\(bundling.standardError.suffix(2_000))") }
        let spec = [UInt8](try Data(contentsOf: URL(fileURLWithPath: onboardcPackage + "/Specs/SkillLevel.onboarding.json")))
        let hello = try writePackage("HelloWorld", dependency: nil, spec: nil, in: directory)
        let foundationHello = try writePackage("FoundationHelloWorld", dependency: nil, spec: nil, importsFoundation: true, in: directory)
        let prebuilt = try writePackage("PrebuiltPlugin", dependency: plugins + "/OnboardcPlugins", spec: spec, in: directory)
        let source = try writePackage("SourcePlugin", dependency: onboardcPackage, spec: spec, in: directory)
        let specEdit = Edit(file: "Sources/App/SkillLevel.onboarding.json", text: "Welcome to Chordly", replacement: "Welcome to Chordly!")
        return try measure(
            [
                Build(name: "app with the prebuilt plugin", packagePath: prebuilt, configuration: "debug", edit: specEdit),
                Build(name: "app with the plugin from source", packagePath: source, configuration: "debug", edit: specEdit),
            ],
            against: Build(
                name: "hello package", packagePath: hello, configuration: "debug",
                edit: Edit(file: "Sources/App/main.swift", text: "Hello, world!", replacement: "Hello, world!!")),
            andAgainst: Build(name: "hello package importing Foundation and Observation", packagePath: foundationHello, configuration: "debug"),
            swift: swift, rounds: rounds, in: directory)
    }

    /// Each of `builds`, and `foundationHello` where given, against `hello`; each of `builds` against
    /// `foundationHello` too.
    private static func measure(
        _ builds: [Build], against hello: Build, andAgainst foundationHello: Build? = nil, swift: String, rounds: Int, in directory: String
    ) throws -> Result {
        let subjects = builds + [foundationHello].compactMap { $0 }
        let all = subjects + [hello]
        var wall = [[Double]](repeating: [], count: all.count)
        var processor = wall
        var rebuild = wall
        for round in 0..<rounds {
            for step in all.indices {
                let index = (round + step) % all.count
                let build = all[index]
                progress("  round \(round + 1): \(build.name)\n")
                let scratch = directory + "/scratch"
                try? FileManager.default.removeItem(atPath: scratch)
                let result = try ChildProcess.run(
                    swift,
                    ["build", "-c", build.configuration, "--package-path", build.packagePath, "--scratch-path", scratch] + build.extraArguments)
                defer { try? FileManager.default.removeItem(atPath: scratch) }
                guard result.status == 0 else {
                    throw BenchmarkError("\(build.name) failed:\n\(result.standardError.suffix(2_000))")
                }
                wall[index].append(result.seconds)
                processor[index].append(result.processorSeconds)
                if let edit = build.edit {
                    try edit.apply(inPackage: build.packagePath)
                    let again = try ChildProcess.run(
                        swift,
                        ["build", "-c", build.configuration, "--package-path", build.packagePath, "--scratch-path", scratch] + build.extraArguments)
                    guard again.status == 0 else {
                        throw BenchmarkError("\(build.name) failed after an edit:\n\(again.standardError.suffix(2_000))")
                    }
                    rebuild[index].append(again.seconds)
                }
            }
        }
        let helloTimes = wall[all.count - 1]
        let helloRebuildTimes = hello.edit == nil ? nil : rebuild[all.count - 1]
        let foundationHelloTimes = foundationHello.map { _ in wall[subjects.count - 1] }
        let rows = subjects.indices.map { index in
            Result.Row(
                build: subjects[index].name, seconds: Summary(wall[index]), processorSeconds: Summary(processor[index]),
                ratio: Summary(zip(wall[index], helloTimes).map { $0 / $1 }),
                addedSeconds: Summary(zip(wall[index], helloTimes).map { $0 - $1 }),
                ratioToFoundationHello: foundationHelloTimes.map { Summary(zip(wall[index], $0).map { $0 / $1 }) },
                rebuildSeconds: rebuild[index].isEmpty ? nil : Summary(rebuild[index]),
                rebuildRatio: helloRebuildTimes.flatMap { times in
                    rebuild[index].isEmpty ? nil : Summary(zip(rebuild[index], times).map { $0 / $1 })
                })
        }
        return Result(
            rounds: rounds, helloSeconds: Summary(helloTimes), helloRebuildSeconds: helloRebuildTimes.map(Summary.init), rows: rows)
    }

    /// Writes a package of one executable target `App`; with a `dependency` (the path of a package),
    /// the target uses its `OnboardingRuntime` product and its build tool plugin on
    /// `SkillLevel.onboarding.json`, as the README tells a team to; without one, a hello world,
    /// whose `main.swift` uses Foundation and Observation if it `importsFoundation`. Returns the
    /// package's folder.
    private static func writePackage(
        _ name: String, dependency: String?, spec: [UInt8]?, importsFoundation: Bool = false, in directory: String
    ) throws -> String {
        let folder = directory + "/" + name
        let sources = folder + "/Sources/App"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        var dependencies = ""
        var target = #".executableTarget(name: "App")"#
        if let dependency {
            // SwiftPM names a package after its folder, not after its manifest's `name`.
            let package = String(reflecting: URL(fileURLWithPath: dependency).lastPathComponent)
            dependencies = "    dependencies: [.package(path: \(String(reflecting: dependency)))],\n"
            target = """
                .executableTarget(
                            name: "App",
                            dependencies: [.product(name: "OnboardingRuntime", package: \(package))],
                            plugins: [.plugin(name: "OnboardingPlugin", package: \(package))]
                        )
                """
        }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: [.macOS(.v13)],
            \(dependencies)    targets: [
                    \(target)
                ]
            )

            """
        try manifest.write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        let main =
            if spec != nil {
                "import OnboardingRuntime\n\nprint(SkillLevelOnboarding.Flow())\n"
            } else if importsFoundation {
                """
                import Foundation
                import Observation

                @Observable final class Greeting {
                    var text = "Hello, world!"
                }

                print(Greeting().text, Date())

                """
            } else {
                "print(\"Hello, world!\")\n"
            }
        try main.write(toFile: sources + "/main.swift", atomically: true, encoding: .utf8)
        if let spec { try Data(spec).write(to: URL(fileURLWithPath: sources + "/SkillLevel.onboarding.json")) }
        return folder
    }
}
