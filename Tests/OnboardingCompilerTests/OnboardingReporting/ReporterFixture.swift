@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting

/// A small fixed set of diagnostics over three files that every reporter test renders.
enum ReporterFixture {
    static let welcome = SourceFile(
        path: "Specs/welcome.onboarding.json",
        text: """
            {
              "slides": [
                { "id": "intro", "titel": "Hi" },
            \t{ "id": "intro", "title": "日本語 🎉", "screenName": 5 }
              ]
            }

            """)

    static let second = SourceFile(path: "Specs/second file.json", text: "{\n  \"a\": 1\n  \"b\": 2\n}\n")

    static let clean = SourceFile(path: "Specs/clean.onboarding.json", text: "{}\n")

    /// `%`, CR LF, `:`, `,`, the XML specials and a BEL control character.
    static let hostileMessage = "title: 100% \"<b>&</b>\", 'odd'\r\nsecond line\u{7}"

    static let rules = [
        Rule(
            id: "duplicate_slide_id", name: "Duplicate slide id", stage: .validation, defaultSeverity: .error,
            summary: "Two slides have the same id.", rationale: "Branches name slides by id, so ids must be unique."),
        Rule(
            id: "unknown_key", name: "Unknown key", stage: .lowering, defaultSeverity: .warning,
            summary: "An object has a key the format does not define.", rationale: "A misspelt key is ignored."),
        Rule(
            id: "wrong_type", name: "Wrong type", stage: .lowering, defaultSeverity: .error,
            summary: "A value has the wrong JSON type.", rationale: "The generated code needs the declared type."),
        Rule(
            id: "missing_screen_name", name: "Missing screen name", stage: .lint, defaultSeverity: .note,
            isOptIn: true, summary: "A slide has no analytics screen name.", rationale: "Analytics fall back to the id."
        ),
        Rule(
            id: "suspicious_text", name: "Suspicious text", stage: .lint, defaultSeverity: .warning,
            summary: "A text contains markup or control characters.", rationale: "It shows up raw on screen."),
    ]

    static let diagnostics: [Diagnostic] = [
        Diagnostic(
            rules[3], "slide 'intro' has no 'screenName'; analytics will use its id",
            at: welcome.range(of: "{ \"id\""), pointer: "/slides/0"),
        Diagnostic(
            rules[1], "unknown key 'titel'; did you mean 'title'?", at: welcome.range(of: "\"titel\""),
            pointer: "/slides/0/titel"),
        Diagnostic(
            rules[0], "duplicate slide id 'intro'", at: welcome.range(of: "\"intro\"", occurrence: 2),
            pointer: "/slides/1/id",
            notes: [Diagnostic.Note("first declared here", at: welcome.range(of: "\"intro\""))],
            fixIt: Diagnostic.FixIt(replacing: welcome.range(of: "\"intro\"", occurrence: 2), with: "\"intro2\"")),
        Diagnostic(rules[4], hostileMessage, at: welcome.range(of: "\"日本語 🎉\""), pointer: "/slides/1/title"),
        Diagnostic(
            rules[2], "'screenName' must be a string, found number", at: welcome.range(of: "5"),
            pointer: "/slides/1/screenName"),
        Diagnostic(
            .error, "expected ',' or '}' after an object member", at: second.range(of: "\"b\""),
            fixIt: Diagnostic.FixIt(replacing: second.range(of: "\n", occurrence: 2, length: 0), with: ",")),
    ].sortedForPresentation()

    static let context = ReportContext(
        checkedPaths: [welcome.path, second.path, clean.path],
        sources: [welcome.path: welcome, second.path: second, clean.path: clean],
        rules: rules,
        toolVersion: "1.2.3",
        informationURI: "https://example.com/onboardc",
        workingDirectory: "/home/dev/App")
}

extension SourceFile {
    /// The range of the `occurrence`-th appearance of `needle`, `length` bytes long when given.
    func range(of needle: String, occurrence: Int = 1, length: Int? = nil) -> SourceRange {
        let pattern = Array(needle.utf8)
        var found = 0
        for start in 0...(bytes.count - pattern.count) where Array(bytes[start..<start + pattern.count]) == pattern {
            found += 1
            if found == occurrence { return range(start..<start + (length ?? pattern.count)) }
        }
        fatalError("'\(needle)' occurs fewer than \(occurrence) times in \(path)")
    }
}
