import Foundation
@testable import OnboardingCompiler
import Testing

/// The mistakes of a newcomer who wrote the seed apps' specs from the README (issue 37), as
/// `onboardc lint` reports them: one finding at the cause of each, with a fix-it that `lint --fix`
/// applies wherever one name alone is meant. The "Mistakes" section of Specs/README.md is made of
/// these cases, so that it shows the messages as they read.
@Suite struct NewcomerMistakeTests {
    typealias Support = LintTestSupport

    /// A mistake: the spec that makes it, what `onboardc lint App.onboarding.json` prints, and
    /// what `onboardc lint --fix` changes.
    struct Mistake: Sendable, CustomTestStringConvertible {
        let title: String
        /// What the messages say and why, for the README.
        let explanation: String
        let spec: String
        let output: String
        /// Each line of `spec` that `lint --fix` changes, and what it becomes.
        let fixes: [(line: String, fixed: String)]
        /// Whether the spec `lint --fix` leaves has no finding.
        let isFixedCompletely: Bool

        var testDescription: String { title }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            title: "A wrong value in a slide that other parts of the spec need",
            explanation: """
                A fault inside a slide drops the slide with a warning. When other parts of the spec need the \
                slide (a `next`, an option, a trigger, a variant, a condition or an answer inserted into a \
                text), the spec cannot be built without it: the drop is one error at the fault, \
                `dropped_target`, with a note at each place that needs the slide.
                """,
            spec: """
                {
                  "slides": [
                    { "id": "welcome", "title": "Welcome" },
                    { "id": "level", "kind": "choice", "title": "Your level?", "advancesOnSelection": "yes",
                      "choices": [{ "id": "new", "title": "New" }, { "id": "pro", "title": "Pro" }] },
                    { "id": "plan", "title": "A plan for {level} players", "next": null }
                  ],
                  "variants": {
                    "control": { "slides": ["welcome", "level", "plan"] },
                    "short": { "slides": ["level", "plan"] }
                  }
                }

                """,
            output: """
                App.onboarding.json:4:87: error: slide 'level' is dropped, but 3 places in the spec need it: 'advancesOnSelection' must be a boolean, found string; did you mean true? [dropped_target]
                App.onboarding.json:6:42: note: '{level}' inserts its answer
                App.onboarding.json:9:40: note: variant 'control' lists it
                App.onboarding.json:10:27: note: variant 'short' lists it
                1 error, 0 warnings in 1 file

                """,
            fixes: [(#""advancesOnSelection": "yes","#, #""advancesOnSelection": true,"#)],
            isFixedCompletely: true),
        Mistake(
            title: "A misspelt slide in a variant that overrides the slide's texts",
            explanation: """
                The override of the slide that the misspelt id means is not a second mistake: it is a note \
                under the first, whose fix-it makes both right.
                """,
            spec: """
                {
                  "slides": [
                    { "id": "welcome", "title": "Welcome" },
                    { "id": "skill-level", "kind": "choice", "title": "Your level?",
                      "choices": [{ "id": "new", "title": "New" }, { "id": "pro", "title": "Pro" }] }
                  ],
                  "variants": {
                    "control": { "slides": ["welcome", "skill-level"] },
                    "level-first": {
                      "slides": ["skill-levels"],
                      "overrides": { "skill-level": { "title": "Welcome! Your level?" } }
                    }
                  }
                }

                """,
            output: """
                App.onboarding.json:10:18: error: variant 'level-first' lists slide 'skill-levels', which does not exist; did you mean 'skill-level'? [invalid_variant]
                App.onboarding.json:11:37: note: the variant overrides the texts of the slide it means here
                1 error, 0 warnings in 1 file

                """,
            fixes: [(#""slides": ["skill-levels"],"#, #""slides": ["skill-level"],"#)],
            isFixedCompletely: true),
        Mistake(
            title: "Misspelt ids of slides and options",
            explanation: """
                Wherever a spec names a slide or an option (`next`, an option's `next`, a trigger, a variant's \
                slides, a condition, an answer inserted into a text), a name that is not there is an error \
                with the closest name, and a fix-it that writes it when no other is as close; when none is \
                close, the message lists the names there are.
                """,
            spec: """
                {
                  "slides": [
                    { "id": "welcome", "title": "Welcome", "next": "practise" },
                    { "id": "practice", "title": "Practice daily" },
                    { "id": "level", "kind": "choice", "title": "Your level?",
                      "choices": [{ "id": "beginner", "title": "Beginner" }, { "id": "advanced", "title": "Advanced", "next": "finale-expert" }] },
                    { "id": "finale", "title": "Ready, {levle}?", "next": null }
                  ],
                  "paywalls": [{ "placement": "pro", "trigger": { "afterChoice": "advance" } }],
                  "variants": { "short": { "slides": ["welcome", "practis", "level", "finale"] } }
                }

                """,
            output: """
                App.onboarding.json:3:52: error: 'next' of slide 'welcome' leads to slide 'practise', which does not exist; did you mean 'practice'? [missing_target]
                App.onboarding.json:6:111: error: option 'advanced' leads to slide 'finale-expert', which does not exist; the slides are 'welcome', 'practice', 'level' and 'finale' [missing_target]
                App.onboarding.json:7:40: error: '{levle}' names no question slide; did you mean 'level'? [invalid_answer_placeholder]
                App.onboarding.json:9:66: error: the trigger of paywall 'pro' names option 'advance', which no choice slide offers; did you mean 'advanced'? [missing_target]
                App.onboarding.json:10:50: error: variant 'short' lists slide 'practis', which does not exist; did you mean 'practice'? [invalid_variant]
                5 errors, 0 warnings in 1 file

                """,
            fixes: [
                (#""next": "practise" },"#, #""next": "practice" },"#), (#""Ready, {levle}?""#, #""Ready, {level}?""#),
                (#""afterChoice": "advance" }"#, #""afterChoice": "advanced" }"#), (#""practis","#, #""practice","#),
            ],
            isFixedCompletely: false),
        Mistake(
            title: "A missing comma, a missing final brace and a misspelt key",
            explanation: """
                A missing comma is one error where it belongs; brackets that the file ends without are one \
                error at the end, with a note at each opening bracket. Each has a fix-it, and onboardc checks \
                the rest of the spec as those fix-its would make it, so the misspelt key is found in the same \
                run rather than once the syntax is fixed, and `lint --fix` fixes all three.
                """,
            spec: """
                {
                  "slides": [
                    { "id": "welcome", "title": "Welcome" }
                    { "id": "ready", "titel": "Ready?", "next": null }
                  ]

                """,
            output: """
                App.onboarding.json:3:44: error: expected ',' between array elements
                App.onboarding.json:4:22: warning: slide 'ready' is dropped: unknown key 'titel'; did you mean 'title'? [unknown_key]
                App.onboarding.json:5:4: error: missing '}' at the end of the file to close the object opened at 1:1
                App.onboarding.json:1:1: note: the object opened here
                2 errors, 1 warning in 1 file

                """,
            fixes: [
                (#"{ "id": "welcome", "title": "Welcome" }"#, #"{ "id": "welcome", "title": "Welcome" },"#),
                (#"{ "id": "ready", "titel": "Ready?", "next": null }"#, #"{ "id": "ready", "title": "Ready?", "next": null }"#),
                ("  ]", "  ]\n}"),
            ],
            isFixedCompletely: true),
        Mistake(
            title: "Comments in a spec",
            explanation: """
                JSON has no comments, and Xcode, a React Native app or another tool reading the spec stops at \
                one. Each comment is an error, read as white space, so the rest of the spec is checked in the \
                same run. No fix-it deletes a note someone wrote: `lint --fix` fixes the rest and leaves the \
                comments to you.
                """,
            spec: """
                {
                  // Shown once, on first launch.
                  "slides": [
                    { "id": "welcome", "title": "Welcome" },
                    { "id": "ready", "title": "Ready?", "next": "welcom" } /* TODO: a plan slide */
                  ]
                }

                """,
            output: """
                App.onboarding.json:2:3: error: comments are not allowed in JSON
                App.onboarding.json:5:49: error: 'next' of slide 'ready' leads to slide 'welcom', which does not exist; did you mean 'welcome'? [missing_target]
                App.onboarding.json:5:60: error: comments are not allowed in JSON
                3 errors, 0 warnings in 1 file

                """,
            fixes: [
                (#""next": "welcom" }"#, #""next": "welcome" }"#)
            ],
            isFixedCompletely: false),
        Mistake(
            title: "A permission by the name another platform gives it",
            explanation: """
                A value outside its key's set suggests the value that a name of another platform or library \
                means (`push` is `notifications`), with a fix-it. Inside a slide it drops the slide with a \
                warning, as any fault inside a slide does; `--strict` makes that an error.
                """,
            spec: """
                {
                  "slides": [
                    { "id": "welcome", "title": "Welcome" },
                    { "id": "reminders", "kind": "permission", "permission": "push", "title": "Stay on track",
                      "subtitle": "We remind you of your daily practice." }
                  ]
                }

                """,
            output: """
                App.onboarding.json:4:62: warning: slide 'reminders' is dropped: 'permission' must be one of 'notifications', 'appTrackingTransparency', 'camera', 'microphone', 'photoLibrary', 'locationWhenInUse', 'contacts', 'calendar', found 'push'; did you mean 'notifications'? [invalid_value]
                0 errors, 1 warning in 1 file

                """,
            fixes: [(#""permission": "push","#, #""permission": "notifications","#)],
            isFixedCompletely: true),
        Mistake(
            title: "A question in the words of the generated Swift",
            explanation: """
                The generated Swift calls a slide's kind its `question` and its choices its `options`; other \
                tools say `label`, `description` or `singleChoice`. A key or a slide kind that the format has \
                by another name suggests the format's, with a fix-it, and the slide is checked as the fix-it \
                would make it: the mistakes inside its options show in the same run, and `lint --fix` fixes \
                them all.
                """,
            spec: """
                {
                  "slides": [
                    { "id": "welcome", "title": "Welcome" },
                    { "id": "level", "question": "singleChoice", "title": "Your level?",
                      "options": [{ "id": "new", "label": "New" }, { "id": "pro", "label": "Pro" }] }
                  ]
                }

                """,
            output: """
                App.onboarding.json:4:22: warning: slide 'level' is dropped: unknown key 'question'; did you mean 'kind'? [unknown_key]
                App.onboarding.json:4:34: warning: slide 'level' is dropped: unknown slide kind 'singleChoice'; did you mean 'choice'? [unknown_slide_kind]
                App.onboarding.json:5:7: warning: slide 'level' is dropped: unknown key 'options'; did you mean 'choices'? [unknown_key]
                App.onboarding.json:5:34: warning: slide 'level' is dropped: unknown key 'label'; did you mean 'title'? [unknown_key]
                App.onboarding.json:5:67: warning: slide 'level' is dropped: unknown key 'label'; did you mean 'title'? [unknown_key]
                0 errors, 5 warnings in 1 file

                """,
            fixes: [
                (#""question": "singleChoice","#, #""kind": "choice","#),
                (#""options": [{ "id": "new", "label": "New" }, { "id": "pro", "label": "Pro" }]"#, #""choices": [{ "id": "new", "title": "New" }, { "id": "pro", "title": "Pro" }]"#),
            ],
            isFixedCompletely: true),
        Mistake(
            title: "A Continue button nobody can read",
            explanation: """
                `low_contrast` checks the colours the app shows: a colour the spec does not give is the \
                system's (white text on a blue button), and dark appearance takes the light colour that has \
                no dark one. A white `primaryColorLight` without `onPrimaryColorLight` is white on white.
                """,
            spec: """
                {
                  "primaryColorLight": "#FFFFFFFF",
                  "primaryColorDark": "#000000FF",
                  "slides": [{ "id": "welcome", "title": "Welcome" }]
                }

                """,
            output: """
                App.onboarding.json:2:24: warning: contrast between 'primaryColorLight' and the default on-primary colour (#FFFFFFFF) is 1.00:1, below 4.5:1 in light appearance; set 'onPrimaryColorLight' [low_contrast]
                0 errors, 1 warning in 1 file

                """,
            fixes: [],
            isFixedCompletely: false),
    ]

    @Test(arguments: mistakes)
    func lintReportsTheMistakeAtItsCause(_ mistake: Mistake) throws {
        let root = try Support.makeDirectory(["App.onboarding.json": mistake.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["lint", "App.onboarding.json"], in: root)
        #expect(run.error == mistake.output)
    }

    @Test(arguments: mistakes)
    func lintFixAppliesEveryFixIt(_ mistake: Mistake) throws {
        let root = try Support.makeDirectory(["App.onboarding.json": mistake.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = Support.run(["lint", "--fix", "App.onboarding.json"], in: root)
        let written = try String(contentsOfFile: root + "/App.onboarding.json", encoding: .utf8)
        var expected = mistake.spec
        for (line, fixed) in mistake.fixes {
            #expect(expected.contains(line), "\(line)")
            expected = expected.replacingOccurrences(of: line, with: fixed)
        }
        #expect(written == expected)
        let after = Support.run(["lint", "App.onboarding.json"], in: root)
        #expect(after.error.hasSuffix("0 errors, 0 warnings in 1 file\n") == mistake.isFixedCompletely, "\(after.error)")
    }

    @Test func specsReadmeShowsTheMessagesAsTheyRead() throws {
        let readme = try GeneratedFile.read("Specs/README.md")
        let updated = try #require(Self.updating(readme), "Specs/README.md lacks the markers of the mistakes")
        try GeneratedFile.expect("Specs/README.md", toEqual: updated)
    }

    static let beginMarker = "<!-- BEGIN GENERATED MISTAKES (regenerate: ONBOARDC_UPDATE_GENERATED=1 swift test) -->"
    static let endMarker = "<!-- END GENERATED MISTAKES -->"

    /// `text` with the part between the markers replaced by the mistakes, or `nil` without markers.
    static func updating(_ text: String) -> String? {
        guard let begin = text.range(of: beginMarker), let end = text.range(of: endMarker), begin.upperBound <= end.lowerBound else { return nil }
        return String(text[..<begin.upperBound]) + "\n\n" + markdown() + String(text[end.lowerBound...])
    }

    /// Each mistake: its spec, what `onboardc lint` prints, and what `--fix` changes, as a diff.
    static func markdown() -> String {
        mistakes.map { mistake in
            var text = "### \(mistake.title)\n\n\(wrapped(mistake.explanation))\n\n```json\n\(mistake.spec)```\n\n"
            text += "```\n$ onboardc lint App.onboarding.json\n\(mistake.output)```\n\n"
            guard !mistake.fixes.isEmpty else { return text }
            let lines = mistake.spec.split(separator: "\n", omittingEmptySubsequences: false)
            let diff = mistake.fixes.flatMap { fix -> [String] in
                let line = lines.first { $0.contains(fix.line) } ?? ""
                let fixed = line.replacingOccurrences(of: fix.line, with: fix.fixed)
                return ["-" + line] + fixed.split(separator: "\n").map { "+" + $0 }
            }
            text += "`onboardc lint --fix` changes\n\n```diff\n\(diff.joined(separator: "\n"))\n```\n\n"
            text += mistake.isFixedCompletely ? "and nothing is left to report.\n\n" : "and leaves the rest to you.\n\n"
            return text
        }.joined()
    }

    /// `text` in lines of at most 100 characters, broken between words, as the README is written.
    static func wrapped(_ text: String) -> String {
        var lines: [String] = []
        for word in text.split(separator: " ") {
            if let last = lines.last, last.count + 1 + word.count <= 100 {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(String(word))
            }
        }
        return lines.joined(separator: "\n")
    }
}
