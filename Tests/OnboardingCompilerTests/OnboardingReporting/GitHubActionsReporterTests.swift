@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
import Testing


@Suite struct GitHubActionsReporterTests {
    @Test func rendersOneWorkflowCommandPerDiagnostic() {
        let output = GitHubActionsReporter().report(ReporterFixture.diagnostics, in: ReporterFixture.context)
        let welcome = "file=Specs/welcome.onboarding.json"
        #expect(
            output == """
                ::error file=Specs/second file.json,line=3,col=3,endLine=3,endColumn=6,title=onboardc::expected ',' or '}' after an object member
                ::notice \(welcome),line=3,col=5,endLine=3,endColumn=11,title=onboardc [missing_screen_name]::slide 'intro' has no 'screenName'; analytics will use its id
                ::warning \(welcome),line=3,col=22,endLine=3,endColumn=29,title=onboardc [unknown_key]::unknown key 'titel'; did you mean 'title'?
                ::error \(welcome),line=4,col=10,endLine=4,endColumn=17,title=onboardc [duplicate_slide_id]::duplicate slide id 'intro'%0ASpecs/welcome.onboarding.json:3:13: note: first declared here
                ::warning \(welcome),line=4,col=28,endLine=4,endColumn=44,title=onboardc [suspicious_text]::title: 100%25 "<b>&</b>", 'odd'%0D%0Asecond line\\u{7}
                ::error \(welcome),line=4,col=60,endLine=4,endColumn=61,title=onboardc [wrong_type]::'screenName' must be a string, found number

                """)
    }

    @Test func escapesDataAndPropertiesAsTheActionsToolkitDoes() {
        let text = "50% off: a, b\r\nc\nd\re"
        #expect(GitHubActionsReporter.escapeData(text) == "50%25 off: a, b%0D%0Ac%0Ad%0De")
        #expect(GitHubActionsReporter.escapeProperty(text) == "50%25 off%3A a%2C b%0D%0Ac%0Ad%0De")
        #expect(GitHubActionsReporter.escapeData("%0A") == "%250A")
    }

    @Test func escapesPropertiesInTheCommand() {
        let source = SourceFile(path: "odd:dir/a,b%.json", text: "{}")
        let diagnostic = Diagnostic(.warning, "a: b, c%", at: source.range(0..<1), rule: "some_rule")
        #expect(
            GitHubActionsReporter.command(for: diagnostic)
                == "::warning file=odd%3Adir/a%2Cb%25.json,line=1,col=1,endLine=1,endColumn=2,title=onboardc [some_rule]::a: b, c%25"
        )
    }

    @Test func leavesColumnsOutOfMultilineRangesAndLocationsOutOfFilelessDiagnostics() {
        let source = SourceFile(path: "a.json", text: "{\n}")
        let multiline = Diagnostic(.error, "spans", at: source.range(0..<3))
        #expect(
            GitHubActionsReporter.command(for: multiline)
                == "::error file=a.json,line=1,endLine=2,title=onboardc::spans")
        let fileless = Diagnostic(.note, "no place", at: nil, rule: "r")
        #expect(GitHubActionsReporter.command(for: fileless) == "::notice title=onboardc [r]::no place")
    }
}
