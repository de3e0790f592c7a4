import OnboardingDiagnostics
@testable import OnboardingCompiler
@testable import OnboardingSemantics
import OnboardingModel
import Testing

/// Variants of an experiment: what lowering reads, and how validation checks each variant as a
/// flow of its own, naming the variant.
@Suite struct VariantValidationTests {
    private func lines(_ json: String) -> [String] {
        Pipeline.linesBeforeLint(json)
    }

    static let slides = """
        { "id": "welcome", "title": "Welcome" },
        { "id": "level", "kind": "choice", "title": "Level?", "choices": [
            { "id": "new", "title": "New", "next": "basics" }, { "id": "pro", "title": "Pro", "next": "drills" }] },
        { "id": "basics", "title": "Basics", "next": "finale" },
        { "id": "drills", "title": "Drills" },
        { "id": "finale", "title": "Done" },
        { "id": "summary", "title": "You are {level}" },
        { "id": "extra", "title": "Extra" }
        """

    @Test func variantsAreReadInOrderWithTheirWeightsAndTexts() throws {
        let json = """
            { "slides": [\(Self.slides)], "variants": {
              "control": { "slides": ["welcome", "level", "basics", "drills", "finale", "summary", "extra"] },
              "short": { "slides": ["level", "basics", "drills", "finale"], "weight": 3,
                         "overrides": { "level": { "title": "Quick: your level?", "buttonTitle": "Go" } } }
            } }
            """
        #expect(lines(json) == [])
        let spec = try #require(Pipeline.check(json).valid?.spec)
        #expect(spec.variants.map(\.name) == ["control", "short"])
        #expect(spec.variants.map(\.weight) == [1, 3])
        #expect(spec.variants[1].overrides == [Variant.Override(slideID: "level", title: "Quick: your level?", buttonTitle: "Go", pointer: "/variants/short/overrides/level")])
        let short = spec.restricted(to: spec.variants[1])
        #expect(short.slides.map(\.id) == ["level", "basics", "drills", "finale"])
        #expect(short.slides[0].title == "Level?", "validation sees the slide's own texts")
    }

    @Test(arguments: [
        (
            #"{ "short": { "slides": ["level", "basics", "finale"] } }"#,
            [
                "1:?: error: in variant 'short', option 'pro' leads to slide 'drills', which the variant does not show [missing_target]",
                "1:?: note: variant 'short' lists its slides here",
            ]
        ),
        (
            #"{ "short": { "slides": ["welcome", "basics", "finale", "summary"] } }"#,
            [
                "1:?: error: in variant 'short', '{level}' names slide 'level', which the variant does not show [invalid_answer_placeholder]",
                "1:?: note: variant 'short' lists its slides here",
            ]
        ),
        (
            #"{ "short": { "slides": ["level", "drills", "welcome", "finale", "basics"] } }"#,
            [
                "1:?: error: in variant 'short', 'next' of slide 'finale' closes a cycle in the flow: basics → finale → basics [flow_cycle]",
                "1:?: note: variant 'short' lists its slides here",
            ]
        ),
        (
            #"{ "short": { "slides": ["basics", "extra", "finale"] } }"#,
            [
                "1:?: warning: in variant 'short', slide 'extra' can never be shown: no path from the first slide leads to it [unreachable_slide]",
                "1:?: note: variant 'short' lists its slides here",
            ]
        ),
        (
            #"{ "short": { "slides": ["welcome", "levle", "basics", "drills", "finale", "basics"] } }"#,
            [
                "1:?: error: variant 'short' lists slide 'levle', which does not exist; did you mean 'level'? [invalid_variant]",
                "1:?: error: variant 'short' lists slide 'basics' twice [invalid_variant]",
                "1:?: note: 'basics' is first listed here",
            ]
        ),
        (
            #"{ "a": { "slides": ["welcome", "level", "basics", "drills", "finale"], "weight": 0, "overrides": { "drils": { "title": "x" } } } }"#,
            [
                "1:?: error: the weights of the variants add up to 0, so no user can be assigned one; give one a weight above 0 [invalid_variant]",
                "1:?: error: variant 'a' overrides the texts of slide 'drils', which does not exist; did you mean 'drills'? [invalid_variant]",
            ]
        ),
        (
            #"{ "a": { "slides": ["welcome", "finale"], "overrides": { "xyz": { "title": "x" } } } }"#,
            ["1:?: error: variant 'a' overrides the texts of slide 'xyz', which does not exist; the shown slides are 'welcome' and 'finale' [invalid_variant]"]
        ),
        (
            #"{ "empty": { "slides": [] } }"#,
            ["1:?: error: variant 'empty' lists no slides; 'slides' needs at least one [invalid_variant]"]
        ),
        (
            #"{ "a-b": { "slides": ["welcome"] }, "a_b": { "slides": ["welcome"] } }"#,
            [
                "1:?: error: variant names 'a-b' and 'a_b' both become the Swift identifier 'aB' [identifier_collision]",
                "1:?: note: 'a-b' is here",
            ]
        ),
        (
            #"{ "x": [], "y": { "slides": [] }, "y": { "slides": ["welcome"] } }"#,
            [
                "1:?: error: each value of 'variants' must be an object, found array [invalid_type]",
                "1:?: error: duplicate key 'y' [duplicate_key]",
                "1:?: note: 'y' is first given here",
            ]
        ),
    ])
    func faultsOfAVariantNameIt(variants: String, expected: [String]) {
        let json = #"{ "slides": ["# + Self.slides.replacingOccurrences(of: "\n", with: " ") + #"], "variants": "# + variants + " }"
        let found = lines(json).map { line in
            // Columns are checked by the tests of each rule; here the message and the variant named.
            line.replacingOccurrences(of: #"^Test\.onboarding\.json:(\d+):\d+:"#, with: "$1:?:", options: .regularExpression)
        }
        #expect(found == expected)
    }

    @Test func aFaultOfTheWholeSpecIsNotReportedAgainForEachVariant() {
        let json = """
            { "slides": [{ "id": "a", "next": "missing" }, { "id": "b" }],
              "variants": { "one": { "slides": ["a", "b"] }, "two": { "slides": ["a"] } } }
            """
        #expect(lines(json).filter { $0.contains("[missing_target]") }.count == 1, "\(lines(json))")
    }
}
