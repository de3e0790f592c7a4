import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
@testable import OnboardingReporting
import Testing

/// No reporter sends an invisible character of a file name or of user text to the terminal raw: a
/// file named with a newline and an ESC sequence, and a key and a slide id holding U+202E (RIGHT-TO-LEFT
/// OVERRIDE), go through the whole pipeline and every reporter.
@Suite struct TerminalSafetyTests {
    static let path = "p\nx\u{1B}[31m.onboarding.json"
    static let escapedPath = #"p\nx\u{1B}[31m.onboarding.json"#

    /// Two slides with the same id (an error with a note) and a slide dropped for an unknown key
    /// (a warning), all holding U+202E.
    static let spec = """
        {
          "slides": [
            { "id": "a\u{202E}b", "title": "One" },
            { "id": "a\u{202E}b", "title": "Two" },
            { "id": "c", "colo\u{202E}r": "#FFFFFF" }
          ]
        }

        """

    static let checked = Compiler().check(SourceFile(path: path, text: spec))
    static let diagnostics = checked.diagnostics.sortedForPresentation()
    static let context = ReportContext(
        checkedPaths: [path], sources: [path: SourceFile(path: path, text: spec)], rules: RuleCatalog.all, toolVersion: "1")

    /// The scalars of `report` that `InvisibleCharacters` calls invisible, but the line feeds that end its lines.
    static func rawInvisibleCharacters(in report: String) -> [String] {
        report.unicodeScalars.filter { $0 != "\n" && InvisibleCharacters.isInvisible($0) }.map { String($0.value, radix: 16) }
    }

    @Test func theSpecReachesEveryReporterWithAnErrorANoteAndAWarning() {
        #expect(Self.diagnostics.contains { $0.severity == .warning && $0.message.contains(#"\u{202E}"#) })
        #expect(Self.diagnostics.contains { $0.severity == .error && !$0.notes.isEmpty })
    }

    @Test func xcodeLinesStayOneLineEachAndEscapeTheFileName() {
        let report = XcodeReporter().report(Self.diagnostics, in: Self.context)
        let lines = report.split(separator: "\n")
        #expect(lines.count == Self.diagnostics.reduce(0) { $0 + 1 + $1.notes.count })
        #expect(lines.allSatisfy { $0.hasPrefix(Self.escapedPath + ":") }, "\(report)")
        #expect(report.contains(#"'colo\u{202E}r'"#), "\(report)")
        #expect(Self.rawInvisibleCharacters(in: report).isEmpty)
    }

    @Test func prettyHeadersAndExcerptsEscapeInvisibleCharacters() {
        let report = PrettyReporter().report(Self.diagnostics, in: Self.context)
        #expect(report.contains(Self.escapedPath + ":5:18: warning: "), "\(report)")
        #expect(report.contains(#"5 |     { "id": "c", "colo\u{202E}r": "#), "\(report)")
        #expect(Self.rawInvisibleCharacters(in: report).isEmpty)
        // With colours, the only escape sequences are the reporter's own.
        let colored = PrettyReporter(useColors: true).report(Self.diagnostics, in: Self.context)
        #expect(Self.rawInvisibleCharacters(in: colored.replacing(/\u{1B}\[[0-9;]*m/, with: "")).isEmpty)
        #expect(!colored.contains("\u{1B}[31m.onboarding"))
    }

    @Test func githubActionsCommandsStayOneLineEach() {
        let report = GitHubActionsReporter().report(Self.diagnostics, in: Self.context)
        #expect(report.split(separator: "\n").count == Self.diagnostics.count)
        #expect(report.contains(#"file=p%0Ax\u{1B}[31m.onboarding.json,"#), "\(report)")
        #expect(Self.rawInvisibleCharacters(in: report).isEmpty)
    }

    /// JSON reports escape invisible characters as `\uXXXX`, so the file name reads back exactly.
    @Test(arguments: [ReporterKind.json, .sarif])
    func jsonReportsEscapeInvisibleCharactersAndReadBackExactly(kind: ReporterKind) throws {
        let report = kind.makeReporter().report(Self.diagnostics, in: Self.context)
        #expect(Self.rawInvisibleCharacters(in: report).isEmpty)
        #expect(report.contains(#"\u202E"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        if kind == .json {
            #expect(object["files"] as? [String] == [Self.path])
        } else {
            let artifacts = ((object["runs"] as? [[String: Any]])?.first?["artifacts"] as? [[String: Any]]) ?? []
            let uri = (artifacts.first?["location"] as? [String: Any])?["uri"] as? String
            #expect(uri?.removingPercentEncoding == Self.path)
        }
    }

    /// XML reports escape invisible characters as character references, and the controls XML forbids
    /// as their Control Pictures.
    @Test(arguments: [ReporterKind.checkstyle, .junit])
    func xmlReportsEscapeInvisibleCharactersAndStillParse(kind: ReporterKind) throws {
        let report = kind.makeReporter().report(Self.diagnostics, in: Self.context)
        #expect(Self.rawInvisibleCharacters(in: report).isEmpty)
        let root = try ParsedXMLElement.parse(report)
        let file = kind == .checkstyle ? root.children(named: "file")[0] : root.children(named: "testsuite")[0]
        #expect(file.attributes["name"] == "p\nx\u{241B}[31m.onboarding.json")
    }

    @Test func xmlEscapesFormatCharactersAsReferences() {
        var output = ReportOutput()
        XMLEscaping.writeAttribute("a\u{202E}b\u{85}c\u{1B}", to: &output)
        #expect(output.text == "a&#x202E;b&#x85;c\u{241B}")
    }
    /// What the driver says about files (`Wrote …`, `… is up to date`, `Created …`, errors about
    /// files it cannot read or write) escapes the invisible characters of the paths it names, as
    /// diagnostics do, in every subcommand that names a file (issue 36, item 8).
    @Test func theDriverEscapesThePathsItNames() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let folder = "d\u{1B}[31m\u{202E}\r"
        let spec = #"{ "name": "App", "slides": [{ "id": "hi", "title": "Hi" }] }"#
        try run.write(spec, to: folder + "/App.onboarding.json")
        try run.write(#"{ "name": "Bad", "slides": [{ "titel": "Hi" }, { "title": "Kept" }] }"#, to: folder + "/Bad.onboarding.json")
        try run.write("not json", to: folder + "/Broken.xcstrings")
        let specPath = folder + "/App.onboarding.json"
        let commands: [[String]] = [
            ["strings", specPath, "--catalog", folder + "/AppOnboarding.xcstrings"],
            ["strings", specPath, "--catalog", folder + "/AppOnboarding.xcstrings"],
            ["strings", specPath, "--catalog", folder + "/Broken.xcstrings"],
            ["preview", specPath, "--output", folder + "/App.html"],
            ["preview", specPath, "--output", folder + "/App.html"],
            ["preview", specPath, "--output", folder + "/App.onboarding.json/x.html"],
            ["build", specPath, "--output", folder + "/App.onboarding.json"],
            ["build", specPath, "--output", folder + "/Missing", "--check"],
            ["lint", folder + "/Bad.onboarding.json", "--fix"],
            ["lint", folder + "/Missing.onboarding.json"],
            ["lint", specPath, "--write-baseline", folder + "/App.onboarding.json/baseline.json"],
            ["lint", specPath, "--reporter", "json", "--output", folder + "/App.onboarding.json/report.json"],
            ["init", "--name", "Starter", "--directory", folder + "/Init"],
            ["init", "--name", "Starter", "--directory", folder + "/Init"],
            ["parse", folder + "/Missing.json"],
            ["graph", folder + "/Missing.onboarding.json"],
        ]
        for arguments in commands {
            let (output, errors) = (run.standardOutput.text.count, run.standardError.text.count)
            _ = run(arguments)
            let said = String(run.standardOutput.text.dropFirst(output)) + String(run.standardError.text.dropFirst(errors))
            #expect(!said.isEmpty, "\(arguments) said nothing")
            #expect(Self.rawInvisibleCharacters(in: said).isEmpty, "\(arguments): \(said.debugDescription)")
            #expect(said.contains(#"d\u{1B}[31m\u{202E}\r"#), "\(arguments) names the folder escaped: \(said.debugDescription)")
        }
    }
}
