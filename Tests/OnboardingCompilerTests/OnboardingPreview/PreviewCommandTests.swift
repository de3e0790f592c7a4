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
        #expect(page.contains(#"<span class="placeholder-reason">Not in the asset paths</span>"#))
        #expect(!run.standardError.text.contains("--assets"))
        #expect(run.standardOutput.text == "Wrote out/Hello.html\n")
        #expect(run.standardError.text.hasPrefix("Hello.onboarding.json:3:"))
        #expect(run.standardError.text.contains("warning: image 'missing-bg' is not in the asset paths [asset_not_found]"))
        #expect(run("preview", "Hello.onboarding.json", "--output", "out/Hello.html", "--assets", "App/Assets.xcassets") == .success)
        #expect(run.standardOutput.text == "Wrote out/Hello.html\nout/Hello.html is up to date\n")
        #expect(run("lint", "Hello.onboarding.json", "--assets", "App/Assets.xcassets") == .success)
    }

    /// Without asset paths every image is a placeholder that says so, and a note says how to show them.
    @Test func withoutAssetPathsImagesArePlaceholdersThatSaySo() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(Self.spec, to: "Hello.onboarding.json")
        #expect(run("preview", "Hello.onboarding.json", "--output", "Hello.html") == .success)
        let page = try String(contentsOf: run.directory.appendingPathComponent("Hello.html"), encoding: .utf8)
        #expect(page.components(separatedBy: #"<span class="placeholder-reason">No asset paths given</span>"#).count == 3)
        #expect(
            run.standardError.text
                == "Hello.onboarding.json: note: the page shows its 2 images as placeholders: give '--assets' with the app's asset catalogs, or the configuration's 'assets'\n"
        )
    }

    /// A video the page embeds has a hidden placeholder that shows when the browser cannot play it;
    /// a page that embeds megabytes says so.
    @Test func embeddedVideosHaveAPlaceholderAndAHeavyPageANote() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(#"{ "slides": [{ "id": "a", "title": "A", "backgroundVideo": { "name": "intro" } }] }"#, to: "Media.onboarding.json")
        try Data(count: PreviewAssetLoader.noticeableEmbeddedSize + 1).write(to: run.directory.appendingPathComponent("intro.mp4"))
        #expect(run("preview", "Media.onboarding.json", "--output", "m.html") == .success)
        let page = try String(contentsOf: run.directory.appendingPathComponent("m.html"), encoding: .utf8)
        #expect(page.contains(#"<div class="placeholder video background-video" data-video="intro.mp4" hidden>"#))
        #expect(page.contains(#"<span class="placeholder-reason">This browser cannot play it</span>"#))
        #expect(run.standardError.text.hasSuffix("\nMedia.onboarding.json: note: the page embeds 5.2 MB of images and videos: it opens slower, and is heavy to send\n"))
    }

    /// A video or a Lottie animation beside the spec, in the asset paths or in a data set of a
    /// catalog is embedded or read; a video past the limit is a placeholder, with a note.
    @Test func findsVideosAndAnimationsBesideTheSpecAndInTheAssetPaths() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        for folder in ["Spec", "App/Media", "App/Assets.xcassets/wave.dataset"] {
            try FileManager.default.createDirectory(at: run.directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try run.write(
            #"""
            { "slides": [
              { "id": "a", "backgroundVideo": { "name": "intro" }, "videoGrid": [{ "id": "c", "video": "cell", "cover": "none" }] },
              { "id": "b", "backgroundVideo": { "name": "huge", "extension": "mov" }, "animatedIllustration": { "fileName": "wave.json" } }
            ] }
            """#, to: "Spec/Media.onboarding.json")
        try run.write("video", to: "Spec/intro.mp4")
        try run.write("cell", to: "App/Media/cell.webm")
        try run.write(#"{ "data": [{ "filename": "wave.json", "idiom": "universal" }] }"#, to: "App/Assets.xcassets/wave.dataset/Contents.json")
        try run.write(#"{ "fr": 60, "ip": 0, "op": 120, "w": 300, "h": 200 }"#, to: "App/Assets.xcassets/wave.dataset/wave.json")
        try Data(count: PreviewAssetLoader.maximumVideoSize + 1).write(to: run.directory.appendingPathComponent("Spec/huge.mov"))
        #expect(run("preview", "Spec/Media.onboarding.json", "--output", "m.html", "--assets", "App/Assets.xcassets", "--assets", "App/Media") == .success)
        let page = try String(contentsOf: run.directory.appendingPathComponent("m.html"), encoding: .utf8)
        #expect(page.contains(#"src="data:video/mp4;base64,\#(Data("video".utf8).base64EncodedString())" data-video="intro.mp4""#))
        #expect(page.contains(#"src="data:video/webm;base64,\#(Data("cell".utf8).base64EncodedString())" data-video="cell""#))
        #expect(page.contains(#"<div class="placeholder video background-video" data-video="huge.mov">"#))
        #expect(page.contains("300 × 200 points, 2 s at 60 fps, loops"))
        #expect(run.standardError.text.contains("Spec/Media.onboarding.json: note: 'huge.mov' shows as a placeholder: cannot read "))
    }

    @Test func usageErrorsExitTwo() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(Self.spec, to: "A.onboarding.json")
        try run.write(Self.spec, to: "B.onboarding.json")
        try run.write(
            #"{ "sourceLanguage": "en", "strings": { "hello.title": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "X" } } } } }, "version": "1.0" }"#,
            to: "AOnboarding.xcstrings")
        let cases: [([String], String)] = [
            (["preview"], "error: missing spec to preview"),
            (["preview", "A.onboarding.json"], "error: missing '--output <file>.html'"),
            (["preview", "A.onboarding.json", "--output", "a.html", "--appearance", "drak"], "error: unknown appearance 'drak'; did you mean 'dark'?"),
            (["preview", "B.onboarding.json", "--output", "b.html", "--language", "de"], "error: '--language de' needs the String Catalog of the table 'BOnboarding'"),
            (["preview", "A.onboarding.json", "--output", "a.html", "--language", "fr"],
             "error: the String Catalog of the table 'AOnboarding' has no translation into 'fr'; its translations: 'de', besides its source language 'en'"),
            (["preview", "A.onboarding.json", "--output", "a.html", "--language", "fr", "--catalog", "AOnboarding.xcstrings"],
             "error: the String Catalog of the table 'AOnboarding' has no translation into 'fr'; its translations: 'de', besides its source language 'en'"),
            (["preview", "A.onboarding.json", "--output", "a.html", "--variant", "b"], "error: unknown variant 'b': the spec has no variants"),
            (["preview", "A.onboarding.json", "--output", "."], "error: '.' names a directory; '--output' names the HTML file to write, such as './A.html'"),
            (["preview", "A.onboarding.json", "--output", "pages/"], "error: 'pages/' names a directory; '--output' names the HTML file to write, such as 'pages/A.html'"),
        ]
        for (arguments, message) in cases {
            let before = run.standardError.text.count
            #expect(run(arguments) == .usageError, "\(arguments)")
            let printed = String(run.standardError.text.dropFirst(before))
            // Findings of the spec against the catalog come first.
            #expect(printed.contains("\n" + message) || printed.hasPrefix(message), "\(arguments): \(printed)")
        }
    }

    /// A designer's review: `--language de` asked for `--catalog` though the catalog of the spec's
    /// table sat beside the spec, as in Specs/.
    @Test func theCatalogBesideTheSpecTranslates() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try FileManager.default.createDirectory(at: run.directory.appendingPathComponent("Spec"), withIntermediateDirectories: true)
        try run.write(Self.spec, to: "Spec/A.onboarding.json")
        try run.write(
            #"{ "sourceLanguage": "en", "strings": { "hello.title": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Hallo" } } } } }, "version": "1.0" }"#,
            to: "Spec/AOnboarding.xcstrings")
        #expect(run("preview", "Spec/A.onboarding.json", "--output", "a.html", "--language", "de") == .success)
        #expect(run.standardError.text.contains("Spec/A.onboarding.json: note: '--language de' shows the translations of 'Spec/AOnboarding.xcstrings', beside the spec"))
        let page = try String(contentsOf: run.directory.appendingPathComponent("a.html"), encoding: .utf8)
        #expect(page.contains("Hallo"))
        // The translations of the catalog beside the spec are checked too, and listed beside the phone.
        #expect(
            run.standardError.text.contains(
                "warning: 2 texts are not in 'Spec/AOnboarding.xcstrings': 'hello.illustration.accessibilityLabel', 'bye.title'; 'onboardc strings' (the plugins' 'update-strings') adds them [untranslated_catalog_key]"
            ))
        #expect(page.contains("2 texts are not in &#39;Spec/AOnboarding.xcstrings&#39;"))

        // A regional language reads its language, as an app does.
        #expect(run("preview", "Spec/A.onboarding.json", "--output", "a.html", "--language", "de-AT") == .success)
        #expect(run.standardError.text.contains("Spec/A.onboarding.json: note: '--language de-AT' shows the 'de' translations, as an app does without 'de-AT' ones\n"))
        #expect(run("preview", "Spec/A.onboarding.json", "--output", "a.html", "--language", "DE_at") == .success)
        #expect(run.standardError.text.contains("note: '--language DE_at' shows the 'de' translations"))
        // A catalog of another table says so.
        try run.write(#"{ "sourceLanguage": "en", "strings": {}, "version": "1.0" }"#, to: "Other.xcstrings")
        #expect(run("preview", "Spec/A.onboarding.json", "--output", "a.html", "--language", "de", "--catalog", "Other.xcstrings") == .usageError)
        #expect(run.standardError.text.contains("error: '--language de' needs the String Catalog of the table 'AOnboarding'; 'Other.xcstrings' is the catalog of the table 'Other'\n"))
    }

    /// A language written right to left lays the phone out right to left, its texts as written; the
    /// pseudolanguage setting is then on and cannot be turned off.
    @Test func aRightToLeftLanguageLaysThePhoneOutRightToLeft() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(Self.spec, to: "A.onboarding.json")
        try run.write(
            #"{ "sourceLanguage": "en", "strings": { "hello.title": { "localizations": { "ar": { "stringUnit": { "state": "translated", "value": "مرحبا" } } } } }, "version": "1.0" }"#,
            to: "AOnboarding.xcstrings")
        #expect(run("preview", "A.onboarding.json", "--output", "a.html", "--language", "ar") == .success)
        let page = try String(contentsOf: run.directory.appendingPathComponent("a.html"), encoding: .utf8)
        #expect(page.contains(#"lang="ar" dir="rtl">"#))
        #expect(page.contains(#"data-setting="rightToLeft" aria-pressed="true" aria-describedby="setting-right-to-left" disabled>"#))
        #expect(run("preview", "A.onboarding.json", "--output", "en.html") == .success)
        let english = try String(contentsOf: run.directory.appendingPathComponent("en.html"), encoding: .utf8)
        #expect(english.contains(#"lang="en">"#) && !english.contains(#"dir="rtl""#))
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
