import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
import Testing


@Suite struct SARIFReporterTests {
    private let output = SARIFReporter().report(ReporterFixture.diagnostics, in: ReporterFixture.context)

    @Test func matchesTheGoldenReport() throws {
        try GeneratedFile.expect("Tests/OnboardingCompilerTests/Golden/Reporters/report.sarif", toEqual: output)
    }

    /// Validates with Python's `jsonschema` against the official schema in `../shared`. Outside CI
    /// the test is skipped when either is missing; under `CI=true` that is a failure.
    @Test func validatesAgainstTheOfficialSchema() throws {
        try validateAgainstTheOfficialSchema(output)
    }

    @Test func locationsAreRelativeAndOneBased() throws {
        let run = try #require(try runs(of: output).first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == ReporterFixture.diagnostics.count)
        var artifactLocations = (run["artifacts"] as? [[String: Any]] ?? []).compactMap {
            $0["location"] as? [String: Any]
        }
        for result in results {
            let locations =
                (result["locations"] as? [[String: Any]] ?? []) + (result["relatedLocations"] as? [[String: Any]] ?? [])
            for location in locations {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                artifactLocations.append(try #require(physical["artifactLocation"] as? [String: Any]))
                let region = try #require(physical["region"] as? [String: Int])
                for key in ["startLine", "startColumn", "endLine", "endColumn"] {
                    #expect((region[key] ?? 0) >= 1, "\(key) must be 1-based")
                }
            }
        }
        for location in artifactLocations {
            let uri = try #require(location["uri"] as? String)
            #expect(
                !uri.hasPrefix("/") && !uri.contains(":") && !uri.contains(" "), "\(uri) is not a relative reference")
            #expect(location["uriBaseId"] as? String == "%SRCROOT%")
        }
        #expect(artifactLocations.contains { $0["uri"] as? String == "Specs/second%20file.json" })
    }

    @Test func syntaxErrorsReferToTheSyntheticRule() throws {
        let run = try #require(try runs(of: output).first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ReporterFixture.rules.map(\.id) + ["json_syntax"])
        let syntaxError = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(syntaxError["ruleId"] as? String == "json_syntax")
        #expect(syntaxError["ruleIndex"] as? Int == rules.count - 1)
    }

    /// A note without a rule speaks of the run, not of the spec: a tool notification, not a result
    /// that code scanning would file under a rule.
    @Test func aNoteAboutTheRunIsANotificationNotAResult() throws {
        var leftOut = BoundedDiagnostics.Counts()
        leftOut[.warning] = 3
        let note = Compiler.leftOutNote(leftOut, limit: 2, in: ReporterFixture.second)
        let sarif = SARIFReporter().report(ReporterFixture.diagnostics + [note], in: ReporterFixture.context)
        try validateAgainstTheOfficialSchema(sarif)
        let run = try #require(try runs(of: sarif).first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == ReporterFixture.diagnostics.count)
        #expect(!results.contains { ($0["message"] as? [String: Any])?["text"] as? String == note.message })
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(notification["level"] as? String == "note")
        #expect((notification["message"] as? [String: Any])?["text"] as? String == note.message)
        #expect(try runs(of: output).first?["invocations"] == nil, "a run without such a note has no invocation")
        let checkstyle = CheckstyleReporter().report([note], in: ReporterFixture.context)
        #expect(checkstyle.contains(#"source="onboardc"/>"#), "\(checkstyle)")
    }

    @Test func columnsAreUTF16CodeUnits() throws {
        let run = try #require(try runs(of: output).first)
        let results = try #require(run["results"] as? [[String: Any]])
        let wrongType = try #require(results.first { $0["ruleId"] as? String == "wrong_type" })
        let location = try #require(
            (wrongType["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        // Byte column 60: "日本語" is 9 bytes but 3 units, "🎉" 4 bytes but 2 units.
        #expect(
            location["region"] as? [String: Int] == ["startLine": 4, "startColumn": 52, "endLine": 4, "endColumn": 53])
    }

    @Test func fingerprintsIgnoreLinesAndNumberRepeats() throws {
        let before = SourceFile(path: "a.json", text: "{\"a\": 1}")
        let after = SourceFile(path: "a.json", text: "\n\n{\"a\": 1}")
        let finding = { (source: SourceFile) in
            Diagnostic(.warning, "same", at: source.range(of: "1"), rule: "r", pointer: "/a")
        }
        let context = ReportContext(checkedPaths: ["a.json"], toolVersion: "1")
        #expect(
            try fingerprints(SARIFReporter().report([finding(before)], in: context))
                == fingerprints(SARIFReporter().report([finding(after)], in: context)))
        let twice = try fingerprints(SARIFReporter().report([finding(before), finding(after)], in: context))
        #expect(twice.count == 2)
        #expect(twice[0].hasSuffix(":1") && twice[1].hasSuffix(":2") && twice[0].dropLast() == twice[1].dropLast())
    }

    @Test func artifactURIsArePercentEncodedRelativeReferences() {
        let root = "/work/app"
        #expect(SARIFLocation.uri(of: "./Specs/a b/ü:x#1.json", root: root) == ("Specs/a%20b/%C3%BC%3Ax%231.json", "%SRCROOT%"))
        #expect(SARIFLocation.uri(of: "Specs/a.json", root: root) == ("Specs/a.json", "%SRCROOT%"))
        #expect(SARIFLocation.uri(of: "/work/app/Specs/a.json", root: root) == ("Specs/a.json", "%SRCROOT%"))
        #expect(SARIFLocation.uri(of: "/work/app/./x/../Specs//a.json", root: root + "/") == ("Specs/a.json", "%SRCROOT%"))
        // Outside the working directory: relative all the same, never a file:// URI of this machine.
        #expect(SARIFLocation.uri(of: "/tmp/a b.json", root: root) == ("../../tmp/a%20b.json", "%SRCROOT%"))
        #expect(SARIFLocation.uri(of: "/work/apple/a.json", root: root) == ("../apple/a.json", "%SRCROOT%"))
        #expect(SARIFLocation.uri(of: "../rep/./Rep.onboarding.json", root: root) == ("../rep/Rep.onboarding.json", "%SRCROOT%"))
        #expect(SARIFLocation.uri(of: "a/../../b/./c.json", root: root) == ("../b/c.json", "%SRCROOT%"))
        #expect(SARIFLocation.uri(of: "/a.json", root: "/") == ("a.json", "%SRCROOT%"))
        // A library caller that gives no working directory gets a file URI for an absolute path.
        #expect(SARIFLocation.uri(of: "/tmp/a b.json", root: nil) == ("file:///tmp/a%20b.json", nil))
        #expect(SARIFLocation.folderURI(of: "/work/my app/./x/..") == "file:///work/my%20app/")
        #expect(SARIFLocation.folderURI(of: "/") == "file:///")
    }

    @Test func theWorkingDirectoryIsDeclaredAsTheSourceRoot() throws {
        let run = try #require(try runs(of: output).first)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
        #expect(bases.keys.sorted() == ["%SRCROOT%"])
        #expect(bases["%SRCROOT%"]?["uri"] as? String == "file:///home/dev/App/")
        let unknown = SARIFReporter().report([], in: ReportContext(checkedPaths: ["a.json"], toolVersion: "1"))
        let unknownBases = try #require(try runs(of: unknown).first?["originalUriBaseIds"] as? [String: [String: Any]])
        #expect(unknownBases["%SRCROOT%"] != nil && unknownBases["%SRCROOT%"]?["uri"] == nil)
    }

    /// `onboardc lint --reporter sarif` on specs given by absolute paths, inside and outside the
    /// working directory, from two checkouts: the same results, with relative URIs and the same
    /// fingerprints, that differ only in the declared working directory; the report validates.
    @Test func specsGivenByAbsolutePathsAreRelativeToTheWorkingDirectory() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let spec = #"{"slides":[{"title":"x","bogus":1}]}"#
        var reports: [[String: Any]] = []
        for checkout in ["one/App", "two/deeper/App"] {
            try run.write(spec, to: "\(checkout)/Specs/In.onboarding.json")
            try run.write(spec, to: "\(checkout)/../Shared/Out.onboarding.json")
            let root = run.url(checkout)
            let lint = try OnboardcBinary.run(
                ["lint", root.path + "/Specs/./In.onboarding.json", root.path + "/../Shared/Out.onboarding.json", "--reporter", "sarif"],
                in: root)
            #expect(lint.status == 1, "\(lint.errors)")
            #expect(!lint.output.contains("file://" + run.directory.path + "/" + checkout + "/Specs"), "\(lint.output)")
            try validateAgainstTheOfficialSchema(lint.output)
            var report = try #require(try runs(of: lint.output).first)
            let bases = report.removeValue(forKey: "originalUriBaseIds") as? [String: [String: Any]]
            #expect(bases?["%SRCROOT%"]?["uri"] as? String == "file://" + root.path + "/")
            reports.append(report)
        }
        let uris = try (reports[0]["artifacts"] as? [[String: Any]] ?? []).map {
            try #require(($0["location"] as? [String: Any])?["uri"] as? String)
        }
        #expect(uris == ["Specs/In.onboarding.json", "../Shared/Out.onboarding.json"])
        let serialized = try reports.map { try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]) }
        #expect(serialized[0] == serialized[1], "the reports of the two checkouts differ")
    }

    private func validateAgainstTheOfficialSchema(_ sarif: String) throws {
        let isCI = ProcessInfo.processInfo.environment["CI"] == "true"
        let schema = GeneratedFile.packageRoot.deletingLastPathComponent()
            .appending(path: "shared/conformance/sarif/sarif-schema-2.1.0.json")
        guard FileManager.default.fileExists(atPath: schema.path) else {
            try skipOrFail("the SARIF schema is not at \(schema.path)", isCI: isCI)
        }
        guard try runPython(["-c", "import jsonschema"]).status == 0 else {
            try skipOrFail("python3 with the jsonschema module is not installed", isCI: isCI)
        }
        let report = FileManager.default.temporaryDirectory.appending(path: "onboardc-\(UUID().uuidString).sarif")
        try sarif.write(to: report, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: report) }
        let validation = try runPython([
            "-c",
            "import json,jsonschema,sys; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))",
            report.path, schema.path,
        ])
        #expect(validation.status == 0, "jsonschema rejected the report:\n\(validation.output)")
    }

    private func runs(of sarif: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        return object?["runs"] as? [[String: Any]] ?? []
    }

    private func fingerprints(_ sarif: String) throws -> [String] {
        let results = try runs(of: sarif).first?["results"] as? [[String: Any]] ?? []
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
    }

    private struct MissingPrerequisite: Error, CustomStringConvertible {
        let description: String
    }

    private func skipOrFail(_ reason: String, isCI: Bool) throws -> Never {
        guard !isCI else { throw MissingPrerequisite(description: "\(reason), and CI=true requires it") }
        try Test.cancel("Skipped: \(reason)")
    }

    private func runPython(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
