import Foundation
import Testing

/// Builds `Tests/Fixtures/PluginFixture`, an app package that uses the build tool plugin, with
/// `swift build` in a copy of it, and checks what a user of the plugin sees.
extension IntegrationTests {
    /// A copy of the fixture in a temporary folder, depending on this package by absolute path.
    struct PluginFixture {
        let root: URL
        let package: URL
        let scratch: URL

        var spec: URL { package.appendingPathComponent("Sources/OnboardingDemo/Tour.onboarding.json") }
        var product: URL { scratch.appendingPathComponent("debug/OnboardingDemo") }

        init() throws {
            root = try Integration.makeTemporaryDirectory("onboardc-plugin-fixture")
            package = root.appendingPathComponent("PluginFixture", isDirectory: true)
            scratch = root.appendingPathComponent("scratch", isDirectory: true)
            let source = Integration.packageRoot.appendingPathComponent("Tests/Fixtures/PluginFixture")
            for item in ["Package.swift", "Sources"] {
                try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: source.appendingPathComponent(item), to: package.appendingPathComponent(item))
            }
            let manifest = package.appendingPathComponent("Package.swift")
            let text = try String(contentsOf: manifest, encoding: .utf8)
            let relative = #"path: "../../..""#
            try #require(text.contains(relative), "the fixture's manifest no longer depends on onboardc by \(relative)")
            let absolute = "path: \(String(reflecting: Integration.packageRoot.standardizedFileURL.path))"
            try text.replacingOccurrences(of: relative, with: absolute).write(to: manifest, atomically: true, encoding: .utf8)
        }

        func build() throws -> Integration.Result {
            try Integration.run(
                try Integration.swift(), ["build", "--package-path", package.path, "--scratch-path", scratch.path], in: package)
        }

        /// `swift package [options] <verb> [arguments]`, sharing the build's scratch folder.
        func package(_ verb: String, _ arguments: [String] = [], options: [String] = []) throws -> Integration.Result {
            try Integration.run(
                try Integration.swift(),
                ["package", "--package-path", package.path, "--scratch-path", scratch.path] + options + [verb] + arguments,
                in: package)
        }

        func runProduct() throws -> Integration.Result {
            try Integration.run(product.path, [], in: package)
        }

        func editSpec(_ edit: (String) -> String) throws {
            let text = try String(contentsOf: spec, encoding: .utf8)
            try edit(text).write(to: spec, atomically: true, encoding: .utf8)
        }

        func remove() {
            try? FileManager.default.removeItem(at: root)
        }
    }

    static let generating = "Generating TourOnboarding.swift from Tour.onboarding.json"

    @Test(
        "The build tool plugin generates Swift, runs only when an input changed, and fails at the spec's line",
        .timeLimit(.minutes(20)))
    func buildToolPlugin() throws {
        let fixture = try PluginFixture()
        defer { fixture.remove() }

        // A clean build generates the file and compiles it into the target.
        let first = try fixture.build()
        try #require(first.status == 0, "swift build failed:\n\(first.output)")
        #expect(first.output.contains(Self.generating), "\(first.output)")
        let program = try fixture.runProduct()
        #expect(program.status == 0)
        #expect(
            program.output == """
                slides: welcome level basics shortcuts
                welcome: Welcome aboard
                level: How well do you know the app?
                  chose new
                basics: Start with the basics
                  effect finished

                """)

        // A build with no input changed runs nothing. (On the build right after a clean one,
        // SwiftPM links the plugin's tool again, and then the tool, an input, has changed.)
        let second = try fixture.build()
        try #require(second.status == 0, "\(second.output)")
        if second.output.contains(Self.generating) {
            #expect(second.output.contains("Linking onboardc"), "onboardc ran again with no input changed:\n\(second.output)")
        }
        let third = try fixture.build()
        try #require(third.status == 0, "\(third.output)")
        #expect(!third.output.contains(Self.generating), "onboardc ran again with no input changed:\n\(third.output)")
        #expect(!third.output.contains("Compiling OnboardingDemo"), "\(third.output)")

        // Editing the spec regenerates; a dropped slide is a warning at its line that does not fail the build.
        try fixture.editSpec { text in
            text.replacingOccurrences(of: "Welcome aboard", with: "Welcome back, edited")
                .replacingOccurrences(
                    of: #"    {\#n      "id": "level","#,
                    with: #"""
                            { "id": "broken", "staticIllustration": { "iosAssetName": "a" }, "animatedIllustration": { "fileName": "b.json" } },
                            {
                              "id": "level",
                        """#)
        }
        let editedText = try String(contentsOf: fixture.spec, encoding: .utf8)
        try #require(editedText.contains(#""id": "broken""#), "the edit of the spec did not apply")
        let edited = try fixture.build()
        try #require(edited.status == 0, "\(edited.output)")
        #expect(edited.output.contains(Self.generating), "\(edited.output)")
        let warning = try #require(Integration.position(of: #""animatedIllustration""#, in: editedText))
        #expect(
            edited.output.contains("\(fixture.spec.path):\(warning.line):\(warning.column): warning: slide 'broken' is dropped"),
            "\(edited.output)")
        let reprogram = try fixture.runProduct()
        #expect(reprogram.output.contains("welcome: Welcome back, edited\n"), "\(reprogram.output)")
        #expect(!reprogram.output.contains("broken"))
        let settled = try fixture.build()
        #expect(!settled.output.contains(Self.generating), "onboardc ran again with no input changed:\n\(settled.output)")

        // An error in the spec fails the build, reported at the spec's line and column.
        try fixture.editSpec { text in
            text.replacingOccurrences(of: #""next": null"#, with: #""next": "nowhere""#)
        }
        let failingText = try String(contentsOf: fixture.spec, encoding: .utf8)
        let failed = try fixture.build()
        #expect(failed.status != 0, "swift build succeeded with an error in the spec:\n\(failed.output)")
        let error = try #require(Integration.position(of: #""nowhere""#, in: failingText))
        #expect(
            failed.output.contains(
                "\(fixture.spec.path):\(error.line):\(error.column): error: 'next' of slide 'basics' leads to slide 'nowhere', which does not exist"),
            "\(failed.output)")

        // The lint command plugin reports the same error, naming the spec by its path in the package.
        let lint = try fixture.package("lint-onboarding")
        #expect(lint.status != 0, "\(lint.output)")
        #expect(
            lint.output.contains("\nSources/OnboardingDemo/Tour.onboarding.json:\(error.line):\(error.column): error: "),
            "\(lint.output)")

        // Fixed, the spec lints clean, and the generate command plugin writes its Swift beside it,
        // named after the spec's `name` and with its path in the package in the header.
        try fixture.editSpec { $0.replacingOccurrences(of: #""next": "nowhere""#, with: #""next": null"#) }
        let clean = try fixture.package("lint-onboarding")
        #expect(clean.status == 0, "\(clean.output)")
        let refused = try fixture.package("generate-onboarding")
        #expect(refused.status != 0, "generate-onboarding wrote into the package without permission:\n\(refused.output)")
        let generate = try fixture.package(
            "generate-onboarding", ["--target", "OnboardingDemo"], options: ["--allow-writing-to-package-directory"])
        #expect(generate.status == 0, "\(generate.output)")
        let committed = fixture.package.appendingPathComponent("Sources/OnboardingDemo/DemoTourOnboarding.swift")
        let text = try String(contentsOf: committed, encoding: .utf8)
        #expect(text.hasPrefix("// Generated by onboardc from Sources/OnboardingDemo/Tour.onboarding.json. DO NOT EDIT.\n"))
        #expect(text.contains("enum DemoTourOnboarding"))

        // With --check it passes while the committed file is current, and names the file and its
        // first differing line once it is not, writing nothing.
        let checkArguments = ["--target", "OnboardingDemo", "--check"]
        let current = try fixture.package("generate-onboarding", checkArguments, options: ["--allow-writing-to-package-directory"])
        #expect(current.status == 0, "\(current.output)")
        try (text + "// edited by hand\n").write(to: committed, atomically: true, encoding: .utf8)
        let stale = try fixture.package("generate-onboarding", checkArguments, options: ["--allow-writing-to-package-directory"])
        #expect(stale.status != 0, "\(stale.output)")
        let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(
            stale.output.contains(
                "Sources/OnboardingDemo/DemoTourOnboarding.swift:\(lastLine): generated file differs from what build would write: "
                    + "expected the end of the file, found '// edited by hand'"),
            "\(stale.output)")
        #expect(try String(contentsOf: committed, encoding: .utf8) == text + "// edited by hand\n")

        // The strings command plugin writes the catalog of the spec's table beside it, then finds it up to date.
        let catalog = fixture.package.appendingPathComponent("Sources/OnboardingDemo/DemoTourOnboarding.xcstrings")
        let strings = try fixture.package("update-strings", options: ["--allow-writing-to-package-directory"])
        #expect(strings.status == 0, "\(strings.output)")
        #expect(strings.output.contains("Wrote Sources/OnboardingDemo/DemoTourOnboarding.xcstrings: "), "\(strings.output)")
        #expect(try String(contentsOf: catalog, encoding: .utf8).hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        let again = try fixture.package("update-strings", options: ["--allow-writing-to-package-directory"])
        #expect(again.output.contains("Sources/OnboardingDemo/DemoTourOnboarding.xcstrings is up to date"), "\(again.output)")
    }
}
