import Foundation
import Testing

/// Writes the plugins package with `bundle-onboardc`, then builds `Tests/Fixtures/PluginFixture`
/// against it instead of against this package: an app that uses the prebuilt plugins.
extension IntegrationTests {
    /// The modules of onboardc, none of which a package using the prebuilt plugins compiles.
    static let onboardcModules = [
        "OnboardingDiagnostics", "JSONSyntax", "OnboardingSpec", "OnboardingSemantics", "OnboardingLint",
        "OnboardingCodeGen", "OnboardingGraph", "OnboardingReporting", "OnboardingCompiler", "onboardc",
    ]

    @Test(
        "The prebuilt plugins package builds an app without compiling onboardc, and reports at the spec's line",
        .timeLimit(.minutes(30)))
    func prebuiltPlugins() throws {
        let fixture = try PluginFixture()
        defer { fixture.remove() }

        // The plugins package, with a release onboardc built in a scratch folder kept between runs.
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
        let links = try symbolicLinks(under: plugins.appendingPathComponent("Plugins"))
        #expect(links.isEmpty, "the plugins package holds links: \(links)")

        try fixture.dependOnPrebuiltPlugins(at: plugins)
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

        // A clean build generates the spec's Swift with the prebuilt onboardc, compiling none of it.
        let build = try fixture.build()
        try #require(build.status == 0, "swift build failed:\n\(build.output)")
        #expect(build.output.contains(Self.generating), "\(build.output)")
        // (The plugins themselves are compiled, as with any plugin: "Compiling plugin OnboardingPlugin".)
        let compiled = build.output.split(separator: "\n").filter {
            $0.contains("Compiling") && !$0.contains("Compiling plugin") && !$0.contains("OnboardingDemo")
        }
        #expect(compiled.isEmpty, "the app's build compiled more than the app:\n\(compiled.joined(separator: "\n"))")
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

        // The command plugins run the prebuilt onboardc too.
        let lint = try fixture.package("lint-onboarding")
        #expect(lint.status == 0, "\(lint.output)")
        #expect(
            lint.output.contains("Sources/OnboardingDemo/Tour.onboarding.json:\(warning.line):\(warning.column): warning: "),
            "\(lint.output)")
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
    /// Makes the fixture use the plugins package at `plugins` instead of onboardc's sources.
    func dependOnPrebuiltPlugins(at plugins: URL) throws {
        let manifest = package.appendingPathComponent("Package.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        let source = try #require(text.range(of: #"\.package\(name: "onboardc", path: "[^"]*"\)"#, options: .regularExpression))
        text.replaceSubrange(source, with: ".package(path: \(String(reflecting: plugins.path)))")
        let product = #"package: "onboardc")"#
        try #require(text.contains(product), "the fixture's manifest no longer names the plugin's package as \(product)")
        text = text.replacingOccurrences(of: product, with: #"package: "onboardc-plugins")"#)
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
