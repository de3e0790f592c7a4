import Foundation
import Testing

@testable import OnboardingCompiler

@Suite struct AssetScannerTests {
    static let tree: [String: String] = [
        "App/Assets.xcassets/Contents.json": "{}",
        "App/Assets.xcassets/welcome.imageset/Contents.json": "{}",
        "App/Assets.xcassets/welcome.imageset/welcome.png": "",
        "App/Assets.xcassets/Onboarding/Contents.json": ##"{ "properties": { "provides-namespace": true } }"##,
        "App/Assets.xcassets/Onboarding/hero.imageset/": "",
        "App/Assets.xcassets/Onboarding/Plain/flag.imageset/": "",
        "App/Assets.xcassets/Plain/cover.imageset/": "",
        "App/Assets.xcassets/confetti.dataset/": "",
        "App/Assets.xcassets/brand.colorset/": "",
        "App/Resources/intro.mp4": "",
        "App/Resources/Lottie/wave.json": "",
        "App/Resources/.hidden/secret.mp4": "",
        "Other/logo.png": "",
    ]

    @Test func indexesCatalogsNamespacesAndPlainFiles() throws {
        let root = try LintTestSupport.makeDirectory(Self.tree)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let index = try AssetScanner.scan(["App", root + "/Other/logo.png"], relativeTo: root)
        #expect(index.imageSets == ["welcome", "Onboarding/hero", "Onboarding/flag", "cover"])
        #expect(index.dataSets == ["confetti"])
        #expect(index.files == ["intro.mp4", "wave.json", "logo.png"])
    }

    @Test func scansACatalogGivenDirectly() throws {
        let root = try LintTestSupport.makeDirectory(Self.tree)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let index = try AssetScanner.scan(["App/Assets.xcassets"], relativeTo: root)
        #expect(index.imageSets.contains("Onboarding/hero"))
        #expect(index.files.isEmpty)
    }

    @Test func missingPathIsAnError() throws {
        let root = try LintTestSupport.makeDirectory([:])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: AssetScanner.ScanError(path: "Nope", reason: "no such file or directory")) {
            try AssetScanner.scan(["Nope"], relativeTo: root)
        }
    }

    @Test func lintChecksNamesAgainstTheScannedAssets() throws {
        var files = Self.tree
        files["app.onboarding.json"] = ##"""
            {
              "slides": [
                { "staticIllustration": { "iosAssetName": "Onboarding/hero", "accessibilityLabel": "A hero" } },
                { "staticIllustration": { "iosAssetName": "hero", "accessibilityLabel": "A hero" } },
                { "animatedIllustration": { "fileName": "wave.json", "accessibilityLabel": "A wave" } },
                { "backgroundVideo": { "name": "intro", "accessibilityLabel": "Intro" } }
              ],
              "lint": { "disable": ["missing_reduce_motion_alternative", "missing_captions"] }
            }
            """##
        let root = try LintTestSupport.makeDirectory(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = LintTestSupport.run(["lint", "app.onboarding.json", "--assets", "App"], in: root)
        #expect(run.status == .success)
        #expect(
            run.error
                == "app.onboarding.json:4:47: warning: image 'hero' is not in the asset paths; did you mean 'Onboarding/hero'? [asset_not_found]\n0 errors, 1 warning in 1 file\n")
        #expect(LintTestSupport.run(["lint", "app.onboarding.json"], in: root).error == "0 errors, 0 warnings in 1 file\n")
        let missing = LintTestSupport.run(["lint", "app.onboarding.json", "--assets", "Nope"], in: root)
        #expect(missing.status == .usageError)
        #expect(missing.error == "error: cannot read asset path 'Nope': no such file or directory\n")
    }
}
