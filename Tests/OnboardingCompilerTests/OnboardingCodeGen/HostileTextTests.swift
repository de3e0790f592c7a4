import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingTestSupport
import Testing


/// No text of a spec can break or inject code: hostile titles and ids compile, and the program
/// prints each back exactly as the spec had it, and each localization key made of them.
@Suite struct HostileTextTests {
    static let hostileTexts = [
        "\"", "\\", "\\(exit(1))", "\"\"\"", "#\"", "\"#", "*/", "/*", "line\nbreak", "cr\rlf\r\n", "tab\there",
        "nul\u{0}byte", "bell\u{7}", "😀👩‍💻🏳️‍🌈", "مرحبا بالعالم", "שלום", "e\u{301}", "\u{202E}evil", "\u{2028}sep", "#\"\"\"#",
        "// comment", "` backtick", "$0 ${ x }", "  leading and trailing blanks  ", "\u{301}mark first", "ends with a backslash\\",
        "unit\u{1F}separators\u{1E}\u{1D}\u{1C}", "\u{E000}private use",
    ]

    @Test func hostileTitlesAndIDsCompileAndRoundTrip() throws {
        let hostileTexts = Self.hostileTexts
        let slides: [[String: Any]] = hostileTexts.enumerated().map { index, text in
            [
                "id": "s\(index) \(text)", "title": text, "subtitle": text, "buttonTitle": text,
                "staticIllustration": ["iosAssetName": text, "accessibilityLabel": text],
            ]
        }
        let spec: [String: Any] = [
            "name": "Hostile",
            "slides": slides + [
                ["id": "choice", "kind": "choice", "choices": [["id": "o \"1\"", "title": "\\(exit(1))", "emoji": "\"\"\""]]]
            ],
        ]
        let json = String(decoding: try JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys]), as: UTF8.self)
        let checked = Compiler().check(SourceFile(path: "Hostile.onboarding.json", text: json))
        let validated = try #require(checked.valid, "\(checked.diagnostics)")
        let output = try Compiler().generate(validated, specPath: "Specs/*/\n#\"x.onboarding.json")

        let program = utf8HexSource + """
            for id in HostileOnboarding.SlideID.allCases {
                let slide = HostileOnboarding.slide(id)
                print(
                    utf8Hex(id.rawValue), utf8Hex(slide.title?.defaultValue ?? "-"), utf8Hex(slide.subtitle?.defaultValue ?? "-"),
                    utf8Hex(slide.buttonTitle?.defaultValue ?? "-"), utf8Hex(slide.illustration?.accessibilityLabel?.defaultValue ?? "-"),
                    utf8Hex(slide.title?.key.description ?? "-"))
            }
            print(utf8Hex(HostileOnboarding.ChoiceOption.allCases.map(\\.title.defaultValue).joined()))

            """
        let result = try SwiftCompiler.compileAndRun(
            files: [output.fileName: output.contents, "main.swift": program], flags: SwiftCompiler.strictFlags)
        #expect(result.status == 0, "\(result.errors)")
        var expected = hostileTexts.enumerated().map { index, text in
            let hex = utf8Hex(text)
            return [utf8Hex("s\(index) \(text)"), hex, hex, hex, hex, utf8Hex("s\(index) \(text).title")].joined(separator: " ")
        }
        expected.append([utf8Hex("choice"), utf8Hex("-"), utf8Hex("-"), utf8Hex("-"), utf8Hex("-"), utf8Hex("-")].joined(separator: " "))
        expected.append(utf8Hex("\\(exit(1))"))
        #expect(result.output == expected.joined(separator: "\n") + "\n")
    }
}
