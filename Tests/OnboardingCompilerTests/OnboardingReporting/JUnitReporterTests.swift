@testable import OnboardingCompiler
@testable import OnboardingReporting
import Testing


@Suite struct JUnitReporterTests {
    @Test func rendersASuitePerFileAndAFailurePerErrorOrWarning() {
        let output = JUnitReporter().report(ReporterFixture.diagnostics, in: ReporterFixture.context)
        #expect(
            output == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="onboardc" tests="6" failures="5" errors="0">
                  <testsuite name="Specs/welcome.onboarding.json" tests="4" failures="4" errors="0" skipped="0">
                    <testcase classname="onboardc.unknown_key" name="Specs/welcome.onboarding.json:3:22">
                      <failure type="warning" message="unknown key &apos;titel&apos;; did you mean &apos;title&apos;?">Specs/welcome.onboarding.json:3:22: warning: unknown key 'titel'; did you mean 'title'? [unknown_key]</failure>
                    </testcase>
                    <testcase classname="onboardc.duplicate_slide_id" name="Specs/welcome.onboarding.json:4:10">
                      <failure type="error" message="duplicate slide id &apos;intro&apos;">Specs/welcome.onboarding.json:4:10: error: duplicate slide id 'intro' [duplicate_slide_id]
                Specs/welcome.onboarding.json:3:13: note: first declared here</failure>
                    </testcase>
                    <testcase classname="onboardc.suspicious_text" name="Specs/welcome.onboarding.json:4:28">
                      <failure type="warning" message="title: 100% &quot;&lt;b&gt;&amp;&lt;/b&gt;&quot;, &apos;odd&apos;&#13;&#10;second line\u{2407}">Specs/welcome.onboarding.json:4:28: warning: title: 100% "&lt;b&gt;&amp;&lt;/b&gt;", 'odd'\\r\\nsecond line\\u{7} [suspicious_text]</failure>
                    </testcase>
                    <testcase classname="onboardc.wrong_type" name="Specs/welcome.onboarding.json:4:60">
                      <failure type="error" message="&apos;screenName&apos; must be a string, found number">Specs/welcome.onboarding.json:4:60: error: 'screenName' must be a string, found number [wrong_type]</failure>
                    </testcase>
                  </testsuite>
                  <testsuite name="Specs/second file.json" tests="1" failures="1" errors="0" skipped="0">
                    <testcase classname="onboardc.json_syntax" name="Specs/second file.json:3:3">
                      <failure type="error" message="expected &apos;,&apos; or &apos;}&apos; after an object member">Specs/second file.json:3:3: error: expected ',' or '}' after an object member</failure>
                    </testcase>
                  </testsuite>
                  <testsuite name="Specs/clean.onboarding.json" tests="1" failures="0" errors="0" skipped="0">
                    <testcase classname="onboardc" name="Specs/clean.onboarding.json"/>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func parsesBackWithConsistentCounts() throws {
        let output = JUnitReporter().report(ReporterFixture.diagnostics, in: ReporterFixture.context)
        let root = try ParsedXMLElement.parse(output)
        #expect(root.name == "testsuites")
        let suites = root.children(named: "testsuite")
        #expect(suites.map { $0.attributes["name"] } == ReporterFixture.context.checkedPaths)
        for suite in suites {
            let cases = suite.children(named: "testcase")
            let failures = cases.flatMap { $0.children(named: "failure") }
            #expect(suite.attributes["tests"] == String(cases.count))
            #expect(suite.attributes["failures"] == String(failures.count))
        }
        let allCases = suites.flatMap { $0.children(named: "testcase") }
        #expect(root.attributes["tests"] == String(allCases.count))
        #expect(root.attributes["failures"] == "5")
        let hostile = try #require(allCases.first { $0.attributes["classname"] == "onboardc.suspicious_text" })
        let failure = try #require(hostile.children(named: "failure").first)
        #expect(failure.attributes["message"] == "title: 100% \"<b>&</b>\", 'odd'\r\nsecond line\u{2407}")
        // The failure holds the diagnostic's Xcode line, one line whatever the message holds.
        #expect(failure.text.contains(#"100% "<b>&</b>", 'odd'\r\nsecond line\u{7} [suspicious_text]"#))
    }

    @Test func notesAreNotFailures() throws {
        let note = ReporterFixture.diagnostics.filter { $0.severity == .note }
        let context = ReportContext(checkedPaths: [ReporterFixture.welcome.path], toolVersion: "1")
        let root = try ParsedXMLElement.parse(JUnitReporter().report(note, in: context))
        #expect(root.attributes["tests"] == "1")
        #expect(root.attributes["failures"] == "0")
    }
}
