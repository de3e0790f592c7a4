import Foundation
@testable import OnboardingCompiler
import Testing

@Suite struct PreviewCommandTests {
    private static let spec = #"""
        { "slides": [
          { "id": "hello", "title": "Hello", "staticIllustration": { "iosAssetName": "wave", "accessibilityLabel": "A hand" } },
          { "id": "bye", "title": "Bye", "backgroundImage": { "iosAssetName": "missing-bg" } }
        ] }
        """#

    @Test func writesThePageEmbeddingImagesAndReportsMissingOnesAsLintDoes() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(Self.spec, to: "Hello.onboarding.json")
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let imageSet = run.directory.appendingPathComponent("App/Assets.xcassets/wave.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        try run.write(#"{ "images": [{ "filename": "wave.png", "scale": "2x", "idiom": "universal" }] }"#, to: "App/Assets.xcassets/wave.imageset/Contents.json")
        try png.write(to: run.directory.appendingPathComponent("App/Assets.xcassets/wave.imageset/wave.png"))
        #expect(run("preview", "Hello.onboarding.json", "--output", "out/Hello.html", "--assets", "App/Assets.xcassets") == .success)
        let page = try String(contentsOf: run.directory.appendingPathComponent("out/Hello.html"), encoding: .utf8)
        #expect(page.contains(#"<img src="data:image/png;base64,\#(png.base64EncodedString())" alt="A hand" data-asset="wave">"#))
        #expect(page.contains(#"<span class="placeholder missing-asset" data-asset="missing-bg">"#))
        #expect(run.standardOutput.text == "Wrote out/Hello.html\n")
        #expect(run.standardError.text.hasPrefix("Hello.onboarding.json:3:"))
        #expect(run.standardError.text.contains("warning: image 'missing-bg' is not in the asset paths [asset_not_found]"))
        #expect(run("preview", "Hello.onboarding.json", "--output", "out/Hello.html", "--assets", "App/Assets.xcassets") == .success)
        #expect(run.standardOutput.text == "Wrote out/Hello.html\nout/Hello.html is up to date\n")
        #expect(run("lint", "Hello.onboarding.json", "--assets", "App/Assets.xcassets") == .success)
    }

    @Test func usageErrorsExitTwo() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(Self.spec, to: "A.onboarding.json")
        let cases: [([String], String)] = [
            (["preview"], "error: missing spec to preview"),
            (["preview", "A.onboarding.json"], "error: missing '--output <file>.html'"),
            (["preview", "A.onboarding.json", "--output", "a.html", "--appearance", "drak"], "error: unknown appearance 'drak'; did you mean 'dark'?"),
            (["preview", "A.onboarding.json", "--output", "a.html", "--language", "de"], "error: '--language de' needs the String Catalog of the table 'AOnboarding'"),
            (["preview", "A.onboarding.json", "--output", "a.html", "--variant", "b"], "error: unknown variant 'b': the spec has no variants"),
        ]
        for (arguments, message) in cases {
            let before = run.standardError.text.count
            #expect(run(arguments) == .usageError, "\(arguments)")
            let printed = String(run.standardError.text.dropFirst(before))
            #expect(printed.hasPrefix(message), "\(arguments): \(printed)")
        }
    }

    @Test func anUnknownVariantIsAUsageErrorWithASuggestion() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(#"{ "slides": [{ "id": "a" }, { "id": "b" }], "variants": { "control": { "slides": ["a", "b"] }, "short": { "slides": ["b"] } } }"#, to: "V.onboarding.json")
        #expect(run("preview", "V.onboarding.json", "--output", "v.html", "--variant", "shrot") == .usageError)
        #expect(run.standardError.text.contains("error: unknown variant 'shrot'; did you mean 'short'? (variants: control, short)"))
        #expect(!FileManager.default.fileExists(atPath: run.directory.appendingPathComponent("v.html").path))
        #expect(run("preview", "V.onboarding.json", "--output", "v.html", "--variant", "short") == .success)
        let page = try String(contentsOf: run.directory.appendingPathComponent("v.html"), encoding: .utf8)
        #expect(page.contains(#"<p id="variant">short: b</p>"#))
    }

    @Test func aSpecWithErrorsWritesNothing() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(#"{ "slides": [{ "id": "a", "next": "nowhere" }] }"#, to: "Broken.onboarding.json")
        #expect(run("preview", "Broken.onboarding.json", "--output", "b.html") == .failure)
        #expect(!FileManager.default.fileExists(atPath: run.directory.appendingPathComponent("b.html").path))
        #expect(run.standardError.text.contains("[missing_target]"))
    }
}
