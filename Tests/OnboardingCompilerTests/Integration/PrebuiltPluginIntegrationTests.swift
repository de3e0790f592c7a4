import Foundation
import Testing

/// Writes the plugins packages with `bundle-onboardc`, then builds `Tests/Fixtures/PluginFixture`
/// against them instead of against this package: an app that uses the prebuilt plugins.
extension IntegrationTests {
    /// The modules of onboardc, none of which a package using the prebuilt plugins compiles.
    static let onboardcModules = [
        "OnboardingDiagnostics", "JSONSyntax", "OnboardingModel", "OnboardingSemantics", "OnboardingLint",
        "OnboardingCodeGen", "OnboardingGraph", "OnboardingReporting", "OnboardingCompiler", "onboardc",
    ]

    @Test(
        "The prebuilt plugins packages build an app without compiling onboardc, and report at the spec's line",
        .timeLimit(.minutes(30)))
    func prebuiltPlugins() throws {
        let fixture = try PluginFixture()
        defer { fixture.remove() }

        // The plugins packages, with a release onboardc built in a scratch folder kept between runs.
        let plugins = fixture.root.appendingPathComponent("onboardc-plugins", isDirectory: true)
        let bundling = try Integration.run(
            try Integration.swift(),
            [
                "package", "--package-path", Integration.packageRoot.path, "--scratch-path", Integration.bundleScratch.path,
                "--allow-writing-to-package-directory", "bundle-onboardc", "--output", plugins.path,
            ],
            in: Integration.packageRoot)
        try #require(bundling.status == 0, "bundle-onboardc failed:\n\(bundling.output)")
        try checkArtifactBundle(at: plugins.appendingPathComponent("onboardc.artifactbundle"))
        for package in ["OnboardcPlugins", "OnboardcCommandPlugins"] {
            let links = try symbolicLinks(under: plugins.appendingPathComponent("\(package)/Plugins"))
            #expect(links.isEmpty, "\(package) holds links: \(links)")
        }

        // First the build tool plugin's package alone, as most apps use it.
        try fixture.dependOnPrebuiltPlugins(at: plugins.appendingPathComponent("OnboardcPlugins"))
        try fixture.editSpec { text in
            text.replacingOccurrences(of: "Welcome aboard", with: "Welcome, prebuilt")
                .replacingOccurrences(
                    of: #"    {\#n      "id": "level","#,
                    with: #"""
                            { "id": "broken", "staticIllustration": { "iosAssetName": "a" }, "animatedIllustration": { "fileName": "b.json" } },
                            {
                              "id": "level",
                        """#)
        }
        let specText = try String(contentsOf: fixture.spec, encoding: .utf8)
        try #require(specText.contains(#""id": "broken""#), "the edit of the spec did not apply")

        // A clean build generates the spec's Swift with the prebuilt onboardc, compiling none of it
        // but the runtime library, and of the plugins only the one it uses.
        let build = try fixture.build()
        try #require(build.status == 0, "swift build failed:\n\(build.output)")
        #expect(build.output.contains(Self.generating), "\(build.output)")
        #expect(build.output.contains("Compiling OnboardingRuntime"), "\(build.output)")
        let compiled = build.output.split(separator: "\n").filter {
            $0.contains("Compiling") && !$0.contains("Compiling plugin") && !$0.contains("OnboardingDemo") && !$0.contains("OnboardingRuntime")
        }
        #expect(compiled.isEmpty, "the app's build compiled more than the app:\n\(compiled.joined(separator: "\n"))")
        #expect(Self.compiledPlugins(in: build.output) == ["OnboardingPlugin"], "\(build.output)")
        let built = try moduleFolders(under: fixture.scratch)
        #expect(built.isDisjoint(with: Self.onboardcModules.map { "\($0).build" }), "onboardc modules in .build: \(built.sorted())")

        // The dropped slide is a warning at its line, and the program runs the generated code.
        let warning = try #require(Integration.position(of: #""animatedIllustration""#, in: specText))
        #expect(
            build.output.contains("\(fixture.spec.path):\(warning.line):\(warning.column): warning: slide 'broken' is dropped"),
            "\(build.output)")
        let program = try fixture.runProduct()
        #expect(program.status == 0, "\(program.output)")
        #expect(program.output.hasPrefix("slides: welcome level basics shortcuts\nwelcome: Welcome, prebuilt\n"), "\(program.output)")

        // With the command plugins' package too, the commands run the prebuilt onboardc, and a clean
        // build compiles them all.
        try fixture.dependOnPrebuiltCommandPlugins(at: plugins.appendingPathComponent("OnboardcCommandPlugins"))
        try FileManager.default.removeItem(at: fixture.scratch)
        let both = try fixture.build()
        try #require(both.status == 0, "swift build failed:\n\(both.output)")
        #expect(
            Self.compiledPlugins(in: both.output) == ["GenerateOnboarding", "LintOnboarding", "OnboardingPlugin", "PreviewOnboarding", "UpdateStrings"],
            "\(both.output)")
        #expect(try moduleFolders(under: fixture.scratch).isDisjoint(with: Self.onboardcModules.map { "\($0).build" }))
        let lint = try fixture.package("lint-onboarding")
        #expect(lint.status == 0, "\(lint.output)")
        #expect(
            lint.output.contains("Sources/OnboardingDemo/Tour.onboarding.json:\(warning.line):\(warning.column): warning: "),
            "\(lint.output)")
        let generate = try fixture.package("generate-onboarding", options: ["--allow-writing-to-package-directory"])
        #expect(generate.status == 0, "\(generate.output)")
        let committed = fixture.package.appendingPathComponent("Sources/OnboardingDemo/DemoTourOnboarding.swift")
        #expect(
            try String(contentsOf: committed, encoding: .utf8)
                .hasPrefix("// Generated by onboardc from Sources/OnboardingDemo/Tour.onboarding.json. DO NOT EDIT.\n"))
        try FileManager.default.removeItem(at: committed)
        let strings = try fixture.package("update-strings", options: ["--allow-writing-to-package-directory"])
        #expect(strings.status == 0, "\(strings.output)")
        #expect(strings.output.contains("Wrote Sources/OnboardingDemo/DemoTourOnboarding.xcstrings: "), "\(strings.output)")
        let catalog = fixture.package.appendingPathComponent("Sources/OnboardingDemo/DemoTourOnboarding.xcstrings")
        #expect(try String(contentsOf: catalog, encoding: .utf8).contains("Welcome, prebuilt"))
    }

    /// The plugins a build's output says it compiled ("Compiling plugin OnboardingPlugin"), sorted.
    static func compiledPlugins(in output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /Compiling plugin (\w+)/).map { String($0.1) }
        }.sorted()
    }

    /// `info.json` as SE-0305 describes it, with a variant for this machine whose binary runs.
    private func checkArtifactBundle(at bundle: URL) throws {
        let data = try Data(contentsOf: bundle.appendingPathComponent("info.json"))
        let info = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["onboardc"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String != nil)
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        let host = try Integration.hostTriple()
        let variant = try #require(
            variants.first { ($0["supportedTriples"] as? [String])?.contains(host) == true }, "no variant for \(host): \(variants)")
        let binary = bundle.appendingPathComponent(try #require(variant["path"] as? String))
        let version = try Integration.run(binary.path, ["--version"], in: bundle)
        #expect(version.status == 0 && version.output == "\(artifact["version"] as? String ?? "")\n", "\(version.output)")
    }

    private func symbolicLinks(under folder: URL) throws -> [String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return try paths.filter { path in
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            return attributes[.type] as? FileAttributeType == .typeSymbolicLink
        }
    }

    /// The names of the `<Module>.build` folders anywhere under `folder`.
    private func moduleFolders(under folder: URL) throws -> Set<String> {
        Set(try FileManager.default.subpathsOfDirectory(atPath: folder.path).map { ($0 as NSString).lastPathComponent }
            .filter { $0.hasSuffix(".build") })
    }
}

extension IntegrationTests.PluginFixture {
    /// Makes the fixture use the build tool plugin's package at `plugins` instead of onboardc's sources.
    func dependOnPrebuiltPlugins(at plugins: URL) throws {
        let manifest = package.appendingPathComponent("Package.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        let source = try #require(text.range(of: #"\.package\(name: "onboardc", path: "[^"]*"\)"#, options: .regularExpression))
        text.replaceSubrange(source, with: ".package(path: \(String(reflecting: plugins.path)))")
        let product = #"package: "onboardc")"#
        try #require(text.contains(product), "the fixture's manifest no longer names the plugin's package as \(product)")
        text = text.replacingOccurrences(of: product, with: #"package: "OnboardcPlugins")"#)
        try text.write(to: manifest, atomically: true, encoding: .utf8)
    }

    /// Adds the command plugins' package at `plugins` to the fixture's dependencies.
    func dependOnPrebuiltCommandPlugins(at plugins: URL) throws {
        let manifest = package.appendingPathComponent("Package.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        let dependencies = try #require(text.range(of: "dependencies: ["), "the fixture's manifest has no dependencies")
        text.insert(contentsOf: "\n        .package(path: \(String(reflecting: plugins.path))),", at: dependencies.upperBound)
        try text.write(to: manifest, atomically: true, encoding: .utf8)
    }
}

extension Integration {
    /// Where `bundle-onboardc` builds onboardc in release for the tests (and the bench's
    /// `--consumer`): kept between runs, so only the first compiles it from scratch.
    static var bundleScratch: URL { packageRoot.appendingPathComponent(".build/bundle-scratch", isDirectory: true) }

    /// The target triple of this machine, as `swiftc -print-target-info` names it.
    static func hostTriple() throws -> String {
        let swiftc = URL(fileURLWithPath: try swift()).deletingLastPathComponent().appendingPathComponent("swiftc").path
        let info = try run(swiftc, ["-print-target-info"], in: packageRoot)
        let object = try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any]
        let triple = (object?["target"] as? [String: Any])?["unversionedTriple"] as? String
        return try #require(triple, "swiftc -print-target-info printed no target triple:\n\(info.output)")
    }
}
