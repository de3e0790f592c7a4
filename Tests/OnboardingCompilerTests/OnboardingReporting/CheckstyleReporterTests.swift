@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
import Testing


@Suite struct CheckstyleReporterTests {
    @Test func rendersEveryCheckedFileWithItsDiagnostics() {
        let output = CheckstyleReporter().report(ReporterFixture.diagnostics, in: ReporterFixture.context)
        #expect(
            output == """
                <?xml version="1.0" encoding="UTF-8"?>
                <checkstyle version="4.3">
                  <file name="Specs/welcome.onboarding.json">
                    <error line="3" column="5" severity="info" message="slide &apos;intro&apos; has no &apos;screenName&apos;; analytics will use its id" source="onboardc.missing_screen_name"/>
                    <error line="3" column="22" severity="warning" message="unknown key &apos;titel&apos;; did you mean &apos;title&apos;?" source="onboardc.unknown_key"/>
                    <error line="4" column="10" severity="error" message="duplicate slide id &apos;intro&apos;&#10;Specs/welcome.onboarding.json:3:13: note: first declared here" source="onboardc.duplicate_slide_id"/>
                    <error line="4" column="28" severity="warning" message="title: 100% &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot;, &apos;odd&apos;&#13;&#10;second line\u{2407}" source="onboardc.suspicious_text"/>
                    <error line="4" column="60" severity="error" message="&apos;screenName&apos; must be a string, found number" source="onboardc.wrong_type"/>
                  </file>
                  <file name="Specs/second file.json">
                    <error line="3" column="3" severity="error" message="expected &apos;,&apos; or &apos;}&apos; after an object member" source="onboardc.json_syntax"/>
                  </file>
                  <file name="Specs/clean.onboarding.json"/>
                </checkstyle>

                """)
    }

    @Test func parsesBackWithTheSameStructureAndMessages() throws {
        let output = CheckstyleReporter().report(ReporterFixture.diagnostics, in: ReporterFixture.context)
        let root = try ParsedXMLElement.parse(output)
        #expect(root.name == "checkstyle")
        #expect(root.attributes["version"] == "4.3")
        let files = root.children(named: "file")
        #expect(files.map { $0.attributes["name"] } == ReporterFixture.context.checkedPaths)
        #expect(files.map { $0.children(named: "error").count } == [5, 1, 0])
        let hostile = files[0].children(named: "error")[3]
        #expect(hostile.attributes["message"] == "title: 100% \"<b>&</b>\", 'odd'\r\nsecond line\u{2407}")
        #expect(hostile.attributes["severity"] == "warning")
        #expect(hostile.attributes["source"] == "onboardc.suspicious_text")
        #expect(hostile.attributes["line"] == "4")
        #expect(hostile.attributes["column"] == "28")
    }

    @Test func everyControlCharacterStillParses() throws {
        let message = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar($0)! })) + "\u{7F}\u{FFFE}]]>"
        let source = SourceFile(path: "a<&>\".json", text: "{}")
        let diagnostic = Diagnostic(.error, message, at: source.range(0..<1), rule: "r")
        let context = ReportContext(checkedPaths: [source.path], toolVersion: "1")
        let root = try ParsedXMLElement.parse(CheckstyleReporter().report([diagnostic], in: context))
        let file = root.children(named: "file")[0]
        #expect(file.attributes["name"] == "a<&>\".json")
        let parsed = try #require(file.children(named: "error").first?.attributes["message"])
        #expect(parsed.hasPrefix("\u{2400}\u{2401}"))
        #expect(parsed.contains("\t\n"))
        #expect(parsed.hasSuffix("\u{7F}\u{FFFD}]]>"))
    }
}
