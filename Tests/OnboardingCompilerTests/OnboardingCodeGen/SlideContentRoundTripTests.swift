@testable import OnboardingCodeGen
@testable import OnboardingCompiler
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingModel
import OnboardingTestSupport
import Testing

/// Every slide's content comes back from the generated `slide(_:)` as the spec has it:
/// images and their tints, animations, background videos, video grids and their layout, and a
/// slide's own colours, for a spec that has each of them and for random specs.
@Suite struct SlideContentRoundTripTests {
    /// A slide of each shape, with texts and names that look like the table's own syntax.
    static let everyShape = #"""
        {"name": "Shapes", "slides": [
          {"id": "tinted", "title": "gridItem animation\u001F", "backgroundImage": {"iosAssetName": "sky\\", "tintColor": "#0A8BFF80"},
           "staticIllustration": {"iosAssetName": "art \"1\"", "accessibilityLabel": "tint"}},
          {"id": "animated", "animatedIllustration": {"fileName": "intro.lottie", "loopMode": "autoReverse",
             "loopFrameStart": 12, "loopFrameEnd": 2147483647, "accessibilityLabel": "loopFrameStart"},
           "backgroundColorLight": "#FFFFFF", "backgroundColorDark": "#000000", "titleColorDark": "#12345678"},
          {"id": "plainAnimation", "animatedIllustration": {"fileName": "wave.json"}, "titleColorLight": "#01020304"},
          {"id": "grid", "videoGrid": [
              {"id": "a", "video": "jump", "cover": "gridItemLabel", "accessibilityLabel": "A child jumping"},
              {"id": "b", "video": "swim", "cover": "cover b"},
              {"id": "c", "video": "videoGridLayout", "cover": "c", "accessibilityLabel": ""}],
           "videoGridLayout": {"itemWidth": 150.5, "itemHeight": 1e-3, "cornerRadius": 0},
           "backgroundVideo": {"name": "gridItem", "extension": "mp4", "gravity": "resize", "loop": false, "accessibilityLabel": "v"}},
          {"id": "oddAnimation", "animatedIllustration": {"fileName": "clip.gif", "loopMode": "playOnce", "loopFrameEnd": 0}},
          {"id": "layoutOnly", "videoGridLayout": {"itemWidth": 1e4, "itemHeight": 0.1}},
          {"id": "decorative", "staticIllustration": {"iosAssetName": "confetti", "decorative": true},
           "backgroundVideo": {"name": "sea", "captions": "none", "reduceMotion": {"iosAssetName": "sea \"still\""}}},
          {"id": "stillAnimation", "animatedIllustration": {"fileName": "dots.json", "decorative": true, "reduceMotion": {"iosAssetName": "reduceMotionImage"}},
           "backgroundVideo": {"name": "talk", "captions": "Captions/talk \"1\".vtt"}}
        ], "nextButton": {"video": "loop", "captions": "button.vtt"}}
        """#

    @Test(arguments: [[], ["-default-isolation", "MainActor"]])
    func theSlidesOfEveryShapeComeBack(isolation: [String]) throws {
        let checked = Compiler().check(SourceFile(path: "Shapes.onboarding.json", text: Self.everyShape))
        #expect(checked.valid?.spec.slides.count == 8, "a slide was dropped: \(checked.diagnostics)")
        try expectRoundTrip(of: [("Shapes", Self.everyShape)], flags: SwiftCompiler.strictFlags + isolation)
    }

    @Test func theSlidesOfRandomSpecsComeBack() throws {
        var random = RoundTripSpecGenerator(seed: 31)
        var style = SeededRandomNumbers(seed: 1031)
        var specs: [(name: String, json: String)] = []
        for number in 0..<6 {
            let generated = random.spec(name: "Random\(number)")
            specs.append((generated.name, generated.model.serialized(using: &style)))
        }
        let slides = specs.compactMap { Compiler().check(SourceFile(path: "\($0.name).onboarding.json", text: $0.json)).valid?.spec.slides }.joined()
        #expect(slides.contains { $0.backgroundImage?.tintColor != nil }, "no random slide has a tint")
        #expect(slides.contains { if case .animation = $0.illustration { true } else { false } }, "no random slide has an animation")
        #expect(slides.contains { $0.videoGrid.contains { $0.accessibilityLabel != nil } }, "no random video cell has a label")
        #expect(slides.contains { $0.videoGridLayout != nil }, "no random slide has a grid layout")
        #expect(slides.contains { $0.backgroundColor != ColorPair() || $0.titleColor != ColorPair() }, "no random slide has colours")
        #expect(slides.contains { $0.illustration?.reduceMotionImage != nil }, "no random animation has a still image")
        #expect(slides.contains { $0.backgroundVideo?.reduceMotionImage != nil }, "no random video has a still image")
        #expect(slides.contains { $0.backgroundVideo?.captions?.fileName != nil }, "no random video has a caption file")
        #expect(slides.contains { $0.backgroundVideo?.captions == Captions.noSpeech }, "no random video is without speech")
        try expectRoundTrip(of: specs)
    }

    /// Compiles the files generated from `specs` with a program that prints each slide's content,
    /// and expects it to print what `expectedLines(of:)` reads from the specs.
    private func expectRoundTrip(of specs: [(name: String, json: String)], flags: [String] = SwiftCompiler.strictFlags) throws {
        var files: [String: String] = [:]
        var program = "import OnboardingRuntime\n\n" + utf8HexSource
        var expected: [String] = []
        for (name, json) in specs {
            let checked = Compiler().check(SourceFile(path: "\(name).onboarding.json", text: json))
            let spec = try #require(checked.valid, "\(name): \(checked.diagnostics)").spec
            let output = try Compiler().generate(checked.valid!, specPath: "\(name).onboarding.json")
            files[output.fileName] = output.contents
            program += Self.printingProgram(typeName: spec.name + "Onboarding")
            expected += Self.expectedLines(of: spec)
        }
        files["main.swift"] = program
        let result = try SwiftCompiler.compileAndRun(files: files, flags: flags)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == expected.count)
        for (line, expectedLine) in zip(lines, expected) {
            #expect(line == expectedLine)
        }
    }

    /// A program that prints each slide of `typeName` as `expectedLines(of:)` does.
    private static func printingProgram(typeName: String) -> String {
        """
            do {
                typealias T = \(typeName)
                func hex(_ text: String?) -> String { text.map(utf8Hex) ?? "~" }
                func hex(_ text: T.LocalizedText?) -> String { text.map { "key " + hex($0.key.description) + " " + hex($0.defaultValue) } ?? "~" }
                func color(_ color: OnboardingColor?) -> String { color.map { "\\($0.red) \\($0.green) \\($0.blue) \\($0.alpha)" } ?? "~" }
                func captions(_ captions: T.Captions?) -> String {
                    switch captions {
                    case .webVTT(let fileName)?: "captions " + hex(fileName)
                    case .noSpeech?: "no speech"
                    case nil: "~"
                    }
                }
                for id in T.SlideID.allCases {
                    let slide = T.slide(id)
                    var line = [hex(id.rawValue)]
                    line.append("image " + hex(slide.backgroundImage?.assetName) + " tint " + color(slide.backgroundImage?.tintColor))
                    switch slide.illustration {
                    case .image(let name, let label, let isDecorative)?: line.append("illustration image " + hex(name) + " " + hex(label) + " \\(isDecorative)")
                    case .animation(let animation)?:
                        line.append(
                            "illustration animation " + hex(animation.fileName) + " \\(animation.format) \\(animation.loopMode) "
                                + "\\(animation.loopFrameStart.map(String.init) ?? "~") \\(animation.loopFrameEnd.map(String.init) ?? "~") "
                                + hex(animation.accessibilityLabel) + " \\(animation.isDecorative) " + hex(animation.reduceMotionImage))
                    case nil: line.append("illustration ~")
                    }
                    line.append(
                        "video " + (slide.backgroundVideo.map {
                            hex($0.name) + " " + hex($0.fileExtension) + " \\($0.gravity) \\($0.loops) " + hex($0.accessibilityLabel) + " "
                                + hex($0.reduceMotionImage) + " " + captions($0.captions)
                        } ?? "~"))
                                        for cell in slide.videoGrid { line.append("cell " + hex(cell.video) + " " + hex(cell.cover) + " " + hex(cell.accessibilityLabel)) }
                                line.append("layout " + (slide.videoGridLayout.map { "\\($0.itemWidth) \\($0.itemHeight) \\($0.cornerRadius)" } ?? "~"))
                                        line += [slide.backgroundColorLight, slide.backgroundColorDark, slide.titleColorLight, slide.titleColorDark].map { "colour " + color($0) }
                    line += ["title " + hex(slide.title), "button " + hex(slide.buttonTitle), "screen " + hex(slide.screenName)]
                    print(line.joined(separator: " | "))
                }
                print("next button " + captions(T.theme.nextButton?.captions))
            }

            """
    }

    /// The lines `printingProgram` must print for `spec`, worked out from the spec itself.
    private static func expectedLines(of spec: OnboardingSpec) -> [String] {
        func hex(_ text: String?) -> String { text.map(utf8Hex) ?? "~" }
        func hex(_ text: String?, key: String) -> String { text.map { "key " + hex(key) + " " + hex($0) } ?? "~" }
        func color(_ color: RGBAColor?) -> String {
            color.map { "\(Double($0.red) / 255) \(Double($0.green) / 255) \(Double($0.blue) / 255) \(Double($0.alpha) / 255)" } ?? "~"
        }
        func captions(_ captions: Captions?) -> String {
            switch captions {
            case .file(let fileName)?: "captions " + hex(fileName)
            case .noSpeech?: "no speech"
            case nil: "~"
            }
        }
        return spec.slides.map { slide in
            var line = [hex(slide.id)]
            line.append("image " + hex(slide.backgroundImage?.assetName) + " tint " + color(slide.backgroundImage?.tintColor))
            let labelKey = TextKey.illustrationLabel(of: slide)
            switch slide.illustration {
            case .image(let image)?:
                line.append("illustration image " + hex(image.assetName) + " " + hex(image.accessibilityLabel, key: labelKey) + " \(image.isDecorative)")
            case .animation(let animation)?:
                line.append(
                    "illustration animation " + hex(animation.fileName) + " \((animation.format == .unknown ? "other" : animation.format.rawValue)) \(animation.loopMode.rawValue) "
                        + "\(animation.loopFrameStart.map(String.init) ?? "~") \(animation.loopFrameEnd.map(String.init) ?? "~") "
                        + hex(animation.accessibilityLabel, key: labelKey) + " \(animation.isDecorative) " + hex(animation.reduceMotionImage))
            case nil:
                line.append("illustration ~")
            }
            do {
                line.append(
                    "video "
                        + (slide.backgroundVideo.map {
                            hex($0.name) + " " + hex($0.fileExtension) + " \($0.gravity.rawValue) \($0.loops) "
                                + hex($0.accessibilityLabel, key: TextKey.backgroundVideoLabel(of: slide)) + " " + hex($0.reduceMotionImage) + " "
                                + captions($0.captions)
                        } ?? "~"))
            }
            do {
                for cell in slide.videoGrid {
                    line.append("cell " + hex(cell.video) + " " + hex(cell.cover) + " " + hex(cell.accessibilityLabel, key: TextKey.videoCellLabel(cell, of: slide)))
                }
                line.append("layout " + (slide.videoGridLayout.map { "\($0.itemWidth) \($0.itemHeight) \($0.cornerRadius)" } ?? "~"))
            }
            do {
                line += [slide.backgroundColor.light, slide.backgroundColor.dark, slide.titleColor.light, slide.titleColor.dark].map { "colour " + color($0) }
            }
            line += [
                "title " + hex(slide.title, key: TextKey.slideText("title", of: slide)),
                "button " + hex(slide.buttonTitle, key: TextKey.slideText("buttonTitle", of: slide)),
                "screen " + hex(slide.screenName),
            ]
            return line.joined(separator: " | ")
        } + ["next button " + captions(spec.nextButton?.captions)]
    }
}
