import Foundation
@testable import OnboardingCompiler
import Testing

/// `onboardc accessibility SPEC`: the summary of each shipped spec is a golden file, as text and as
/// JSON; the command's arguments and failures.
@Suite struct AccessibilityCommandTests {
    /// `onboardc accessibility` run in the package's root.
    static func runInPackage(_ arguments: String...) -> (status: OnboardingCompiler.ExitStatus, output: String, error: String) {
        let output = ParseCommandTests.OutputBuffer()
        let error = ParseCommandTests.OutputBuffer()
        let context = ToolContext(
            currentDirectory: GeneratedFile.packageRoot.path, writeStandardOutput: { output.append($0) },
            writeStandardError: { error.append($0) })
        let status = CommandLineTool(context: context).run(["accessibility"] + arguments)
        return (status, output.text, error.text)
    }

    @Test(arguments: GoldenFileTests.specNames)
    func theSummaryOfEachShippedSpecMatchesItsGoldens(name: String) throws {
        for (format, fileExtension) in [("text", "txt"), ("json", "json")] {
            let run = Self.runInPackage("Specs/\(name).onboarding.json", "--format", format)
            #expect(run.status == .success && run.error == "", "\(run.error)")
            try GeneratedFile.expect("Tests/OnboardingCompilerTests/Golden/Accessibility/\(name).\(fileExtension)", toEqual: run.output)
        }
    }

    /// The JSON is what scripts read: every feature in App Store Connect's order, each with its support.
    @Test func theJSONListsEveryFeatureInOrder() throws {
        let run = Self.runInPackage("Specs/SIMSub.onboarding.json", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["spec"] as? String == "Specs/SIMSub.onboarding.json")
        let features = try #require(document["features"] as? [[String: Any]])
        #expect(features.compactMap { $0["name"] as? String } == [
            "VoiceOver", "Voice Control", "Larger Text", "Dark Interface", "Differentiate Without Color", "Sufficient Contrast",
            "Reduced Motion", "Captions", "Audio Descriptions",
        ])
        let supports = Set(features.compactMap { $0["support"] as? String })
        #expect(supports.isSubset(of: ["supported", "notSupported", "notApplicable"]) && features.count == 9)
    }

    @Test func findingsAreListedUnderTheirFeatureWithTheirPositions() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(
            ##"{ "slides": [{ "id": "wave", "title": "Hi", "animatedIllustration": { "fileName": "wave.json", "accessibilityLabel": "A wave" } }], "lint": { "disable": ["missing_reduce_motion_alternative"] } }"##,
            to: "Wave.onboarding.json")
        #expect(run("accessibility", "Wave.onboarding.json") == .success)
        #expect(run.standardOutput.text.contains("""
            Reduced Motion: not supported
                1 animation or background video has no still image to show when Reduce Motion is on.
                Wave.onboarding.json:1:69: warning: the animation of slide 'wave' has no 'reduceMotion' image: it moves even when Reduce Motion is on [missing_reduce_motion_alternative]

            """), "a rule the spec silences still counts: \(run.standardOutput.text)")
        #expect(run.standardError.text == "", "lint findings are the summary's, not standard error's")
        #expect(run("accessibility", "Wave.onboarding.json", "--format", "json", "--output", "out/a11y.json") == .success)
        let written = try String(contentsOf: run.directory.appendingPathComponent("out/a11y.json"), encoding: .utf8)
        #expect(written.contains(#""rule": "missing_reduce_motion_alternative""#) && written.contains(#""line": 1"#))
    }

    @Test func aDroppedSlideIsSaidOnStandardErrorAndASpecWithErrorsFails() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(##"{ "slides": [{ "id": "a", "title": "Hi" }, { "id": "b", "kind": "quiz" }] }"##, to: "Dropped.onboarding.json")
        #expect(run("accessibility", "Dropped.onboarding.json") == .success)
        #expect(run.standardError.text.hasPrefix("Dropped.onboarding.json:1:65: warning: slide 'b' is dropped"), "\(run.standardError.text)")
        #expect(run.standardOutput.text.hasPrefix("Dropped.onboarding.json: the onboarding's part"))
        try run.write(##"{ "slides": [{ "id": "a", "next": "nowhere" }] }"##, to: "Broken.onboarding.json")
        let before = run.standardOutput.text
        #expect(run("accessibility", "Broken.onboarding.json") == .failure)
        #expect(run.standardOutput.text == before)
        #expect(run.standardError.text.contains("[missing_target]"))
    }

    @Test func usageErrorsSayWhatIsWrong() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write(##"{ "slides": [{ "title": "Hi" }] }"##, to: "A.onboarding.json")
        #expect(run("accessibility") == .usageError)
        #expect(run("accessibility", "A.onboarding.json", "A.onboarding.json") == .usageError)
        #expect(run("accessibility", "A.onboarding.json", "--format", "jsn") == .usageError)
        #expect(run("accessibility", "Missing.onboarding.json") == .usageError)
        #expect(run.standardError.text.contains("error: missing spec to summarise\n"))
        #expect(run.standardError.text.contains("error: 'accessibility' summarises one spec at a time\n"))
        #expect(run.standardError.text.contains("error: unknown format 'jsn'; did you mean 'json'? (formats: text, json)\n"))
        #expect(run.standardOutput.text == "")
    }
}
