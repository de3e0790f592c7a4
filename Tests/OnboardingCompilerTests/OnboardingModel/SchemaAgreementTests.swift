import Foundation
@testable import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingModel
import Testing


/// The schema and onboardc must agree: every example spec passes both, and every spec the schema
/// rejects onboardc rejects too, with an error, or for a fault inside a slide with a drop warning
/// that `--strict` makes an error. (The converse does not hold: onboardc also checks what depends on
/// several values, such as a `next` naming a missing slide.)
///
/// Validation uses Python's `jsonschema`; without it the tests are skipped, and fail under `CI=true`.
@Suite struct SchemaAgreementTests {
    // MARK: Example specs

    @Test func everyExampleSpecIsValidAgainstTheSchema() throws {
        try ExternalTool.require(ExternalTool.hasPythonJSONSchema, "python3 with the jsonschema module")
        let names = GoldenFileTests.specNames
        let errors = try PythonJSONSchema.errors(of: try names.map { try GeneratedFile.read("Specs/\($0).onboarding.json") })
        for (name, messages) in zip(names, errors) {
            #expect(messages == [], "\(name).onboarding.json")
        }
    }

    @Test func theCheckedInSchemaIsAValidDraft202012Schema() throws {
        try ExternalTool.require(ExternalTool.hasPythonJSONSchema, "python3 with the jsonschema module")
        // `errors(of:)` checks the schema against the meta-schema before validating anything.
        let checkedIn = try GeneratedFile.read("Specs/\(SpecSchema.fileName)")
        #expect(try PythonJSONSchema.errors(of: [#"{ "slides": [{ "title": "Hi" }] }"#], schema: checkedIn) == [[]])
    }

    // MARK: Faults both reject

    enum Verdict: Sendable, CustomStringConvertible {
        /// onboardc reports an error.
        case error
        /// onboardc drops a slide with a warning, an error under `--strict`.
        case dropsSlide

        var description: String { self == .error ? "error" : "drops a slide" }
    }

    static let rejected: [(fault: String, verdict: Verdict, spec: String)] = [
        ("unknown key", .error, ##"{ "slides": [{ "title": "Hi" }], "primaryColour": "#FFFFFF" }"##),
        ("unknown key in a slide", .dropsSlide, ##"{ "slides": [{ "title": "Hi" }, { "title": "Two", "subtitel": "x" }] }"##),
        ("unknown key in a trigger", .error, ##"{ "slides": [{ "id": "a" }], "paywalls": [{ "placement": "p", "trigger": { "afterSlide": "a", "when": "now" } }] }"##),
        ("wrong type", .error, ##"{ "isScrollEnabled": "yes", "slides": [{ "title": "Hi" }] }"##),
        ("wrong type in a slide", .dropsSlide, ##"{ "slides": [{ "title": "Hi" }, { "title": 42 }] }"##),
        ("wrong type of array element", .error, ##"{ "slides": [{ "title": "Hi" }], "paywalls": ["main"] }"##),
        ("null where only a slide's next may be", .error, ##"{ "name": null, "slides": [{ "title": "Hi" }] }"##),
        ("bad colour", .error, ##"{ "primaryColorLight": "#FFF", "slides": [{ "title": "Hi" }] }"##),
        ("bad colour in a slide", .dropsSlide, ##"{ "slides": [{ "title": "Hi" }, { "backgroundImage": { "iosAssetName": "bg", "tintColor": "red" } }] }"##),
        ("bad enum", .error, ##"{ "slides": [{ "title": "Hi" }], "completion": { "scope": "always" } }"##),
        ("bad enum in a slide", .dropsSlide, ##"{ "slides": [{ "title": "Hi" }, { "kind": "quiz" }] }"##),
        ("bad trigger", .error, ##"{ "slides": [{ "title": "Hi" }], "paywalls": [{ "placement": "p", "trigger": "afterLogin" }] }"##),
        ("missing required key", .error, ##"{ "name": "NoSlides" }"##),
        ("missing required key in an object", .error, ##"{ "slides": [{ "title": "Hi" }], "backgroundAudio": { "name": "theme" } }"##),
        ("missing required key in a slide", .dropsSlide, ##"{ "slides": [{ "title": "Hi" }, { "staticIllustration": { "accessibilityLabel": "A cat" } }] }"##),
        ("no slides", .error, ##"{ "slides": [] }"##),
        ("http URL", .error, ##"{ "slides": [{ "title": "Hi" }], "login": { "clientId": "c", "bundleId": "b", "loginURL": "http://login.example.com/" } }"##),
        ("http URL in an action", .error, ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.0.0", "title": "New", "primaryAction": { "title": "Go", "url": "http://example.com" } }] }"##),
        ("four numbers", .error, ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "1.2.3.4", "title": "New" }] }"##),
        ("non-semver with a prefix", .error, ##"{ "slides": [{ "title": "Hi" }], "whatsNew": [{ "version": "v1.2.3", "title": "New" }] }"##),
        ("integer out of range", .error, ##"{ "specVersion": -1, "slides": [{ "title": "Hi" }] }"##),
        ("fraction for an integer", .dropsSlide, ##"{ "slides": [{ "title": "Hi" }, { "animatedIllustration": { "fileName": "a.json", "loopFrameStart": 1.5 } }] }"##),
        ("number out of range", .error, ##"{ "slides": [{ "title": "Hi" }], "nextButton": { "height": 20000 } }"##),
        ("not an object", .error, ##"[{ "title": "Hi" }]"##),
        ("captions that are no WebVTT file", .dropsSlide, ##"{ "slides": [{ "title": "Hi" }, { "backgroundVideo": { "name": "intro", "captions": "intro.srt" } }] }"##),
        ("captions written as a word other than none", .error, ##"{ "slides": [{ "title": "Hi" }], "nextButton": { "video": "loop", "captions": "None" } }"##),
    ]

    @Test func specsTheSchemaRejectsOnboardcRejects() throws {
        try ExternalTool.require(ExternalTool.hasPythonJSONSchema, "python3 with the jsonschema module")
        let errors = try PythonJSONSchema.errors(of: Self.rejected.map(\.spec))
        for ((fault, verdict, spec), schemaErrors) in zip(Self.rejected, errors) {
            #expect(!schemaErrors.isEmpty, "the schema accepts a spec with \(fault): \(spec)")
            let lenient = Pipeline.check(spec)
            let strict = Pipeline.check(spec, strict: true)
            #expect(strict.hasErrors, "onboardc --strict accepts a spec with \(fault): \(spec)")
            switch verdict {
            case .error:
                #expect(lenient.hasErrors, "onboardc reports no error for \(fault): \(spec)")
            case .dropsSlide:
                #expect(!lenient.hasErrors, "onboardc reports an error for \(fault), expected a drop: \(spec)")
                #expect(
                    lenient.diagnostics.contains { $0.severity == .warning && $0.message.contains("is dropped") },
                    "onboardc drops no slide for \(fault): \(spec)")
            }
        }
    }

    // MARK: Every key of the format, broken every way

    /// A spec with every object and key of the format, valid for the schema and for `onboardc --strict`.
    static let everyKey = """
        {
          "$schema": "onboarding.schema.json",
          "specVersion": 1,
          "name": "EveryKey",
          "primaryColorLight": "#0040DD",
          "primaryColorDark": "#4D7FFFFF",
          "onPrimaryColorLight": "#FFFFFF",
          "onPrimaryColorDark": "#000000FF",
          "isScrollEnabled": true,
          "isPageIndicatorHidden": false,
          "isDismissible": true,
          "showsSkipButton": true,
          "slides": [
            {
              "id": "welcome", "kind": "page", "title": "Welcome to", "boldTitle": "Every Key", "subtitle": "The whole format.",
              "backgroundImage": { "iosAssetName": "paper", "tintColor": "#10203040" },
              "staticIllustration": {
                "iosAssetName": "hello", "accessibilityLabel": "A waving hand", "decorative": false,
                "androidLightFileName": "hello_light", "androidDarkFileName": "hello_dark"
              },
              "buttonTitle": "Next", "screenName": "onboarding_welcome",
              "lint": { "disable": ["title_length"] }
            },
            {
              "id": "media", "title": "Watch",
              "animatedIllustration": {
                "fileName": "wave.json", "loopMode": "playOnce", "loopFrameStart": 0, "loopFrameEnd": 30, "accessibilityLabel": "A wave",
                "decorative": false,
                "reduceMotion": { "iosAssetName": "wave-still" }
              },
              "backgroundVideo": {
                "name": "intro", "extension": "mov", "gravity": "resizeAspect", "loop": false, "accessibilityLabel": "A city at night",
                "reduceMotion": { "iosAssetName": "city-still" }, "captions": "intro.vtt"
              },
              "videoGrid": [{ "id": "a", "video": "a", "cover": "a-cover", "accessibilityLabel": "The sign for A" }],
              "videoGridLayout": { "itemWidth": 160, "itemHeight": 240, "cornerRadius": 12.5 },
              "backgroundColorLight": "#FFFFFF", "backgroundColorDark": "#000000FF",
              "titleColorLight": "#202020", "titleColorDark": "#F0F0F0FF",
              "next": "level"
            },
            {
              "id": "level", "kind": "choice", "title": "Your level?",
              "choices": [
                { "id": "beginner", "title": "Beginner", "emoji": "🌱", "next": "goals" },
                { "id": "expert", "title": "Expert", "next": null }
              ],
              "continueRequiresSelection": true, "advancesOnSelection": false
            },
            {
              "id": "goals", "kind": "multipleChoice", "title": "Your goals?",
              "choices": [{ "id": "signs", "title": "Signs" }, { "id": "chat", "title": "Chat" }],
              "minSelections": 1, "maxSelections": 2
            },
            {
              "id": "name", "kind": "textInput", "title": "Your name?", "placeholder": "First name", "contentType": "name",
              "maxLength": 40, "isRequired": true
            },
            { "id": "chat", "title": "Chat with signs", "showIf": { "answer": "goals", "isAnyOf": ["chat"] } },
            { "id": "named", "title": "Hello, {name}", "showIf": { "answer": "name", "isAnswered": true }, "countsInProgress": false },
            {
              "id": "allow", "kind": "permission", "permission": "notifications", "title": "Reminders", "subtitle": "For your lessons.",
              "nextIfDenied": "basics"
            },
            { "id": "basics", "title": "The basics", "next": null }
          ],
          "paywalls": [
            {
              "placement": "main", "trigger": "afterOnboarding", "presentation": "fullScreenCover", "provider": "revenueCat",
              "products": [{ "id": "monthly", "productId": "com.example.monthly" }], "entitlement": "pro", "skippable": true,
              "termsURL": "https://example.com/terms", "privacyURL": "https://example.com/privacy"
            },
            { "placement": "media", "trigger": { "afterSlide": "media" }, "termsURL": "https://example.com/terms", "privacyURL": "https://example.com/privacy" },
            { "placement": "expert", "trigger": { "afterChoice": "expert" }, "termsURL": "https://example.com/terms", "privacyURL": "https://example.com/privacy" },
            { "placement": "feature", "trigger": "manual", "entitlement": "pro", "termsURL": "https://example.com/terms", "privacyURL": "https://example.com/privacy" }
          ],
          "login": {
            "provider": "oauth", "clientId": "client", "loginURL": "https://login.example.com/", "redirectURIScheme": "everykey",
            "bundleId": "com.example.everykey", "mode": "register", "isRequired": false, "trigger": { "afterSlide": "welcome" },
            "appVersionCode": 42, "appVersionName": "2.14.8"
          },
          "completion": { "storageKey": "everyKey.done", "scope": "perVersion" },
          "backgroundAudio": { "name": "theme", "format": "mp3" },
          "nextButton": { "title": "Continue", "video": "button", "maskImage": "mask", "pressedImage": "pressed", "height": 56.5, "captions": "none" },
          "whatsNew": [
            {
              "version": "1.2.0-beta.1+build.5", "title": "What's new", "showOnFreshInstall": true, "minimumChange": "minor",
              "features": [{ "id": "stars", "image": "star", "title": "Stars", "subtitle": "Shiny" }, { "id": "maps", "systemImage": "map", "title": "Maps" }],
              "primaryAction": { "title": "Got it" }, "secondaryAction": { "title": "Read more", "url": "https://example.com/news" }
            }
          ],
          "lint": { "disable": ["duplicate_text"] },
          "localization": { "sourceLanguage": "en-GB", "table": "EveryKey", "bundle": "main", "doNotTranslate": ["welcome.boldTitle"] },
          "analytics": { "eventPrefix": "every_" },
          "variants": {
            "all": {
              "slides": ["welcome", "media", "level", "goals", "name", "allow", "basics"], "weight": 3,
              "overrides": { "welcome": { "title": "Hello", "boldTitle": "Everyone", "subtitle": "In a variant.", "buttonTitle": "Go" } }
            }
          }
        }
        """

    @Test func theSpecWithEveryKeyUsesEveryKeyAndPassesBoth() throws {
        let root = try #require(Self.parse(Self.everyKey))
        var used: Set<String> = []
        Self.collectKeys(root, .object(SpecFormat.spec), into: &used)
        let all = FormatReference.shapesInOrder().flatMap { shape in shape.fields.map { "\(shape.name).\($0.key)" } }
        #expect(Set(all).subtracting(used) == [])

        let strict = Pipeline.check(Self.everyKey, strict: true)
        #expect(!strict.hasErrors, "\(strict.diagnostics.map(\.message))")

        try ExternalTool.require(ExternalTool.hasPythonJSONSchema, "python3 with the jsonschema module")
        #expect(try PythonJSONSchema.errors(of: [Self.everyKey]) == [[]])
    }

    /// Each key of the spec with every key gets a value of the wrong type, each object an unknown key
    /// and each required key removed, and each constrained value one outside its constraint; the
    /// schema must reject every such spec, and onboardc --strict too.
    @Test func everyBreakageTheSchemaRejectsOnboardcRejects() throws {
        try ExternalTool.require(ExternalTool.hasPythonJSONSchema, "python3 with the jsonschema module")
        let root = try #require(Self.parse(Self.everyKey))
        let mutants = Self.mutants(of: root, .object(SpecFormat.spec), at: "") { $0 }
        #expect(mutants.count > 200)
        let texts = mutants.map { $0.document.rendered() }
        let errors = try PythonJSONSchema.errors(of: texts)
        for ((mutant, text), schemaErrors) in zip(zip(mutants, texts), errors) {
            #expect(!schemaErrors.isEmpty, "the schema accepts \(mutant.description)")
            let checked = Pipeline.check(text, strict: true)
            #expect(checked.hasErrors, "onboardc --strict accepts \(mutant.description), which the schema rejects: \(schemaErrors)")
        }
    }

    // MARK: Patterns

    /// The schema's patterns accept exactly the strings onboardc's format checks accept.
    ///
    /// Not tested: a string ending in a line feed, which Python's `$` (unlike JavaScript's, which
    /// editors use) matches before; onboardc rejects it, and the schema is then the more lenient.
    @Test func patternsAcceptWhatOnboardcAccepts() throws {
        try ExternalTool.require(ExternalTool.hasPythonJSONSchema, "python3 with the jsonschema module")
        let colors = [
            "#FFFFFF", "#ffffff", "#0a1B2c", "#12345678", "#FFF", "#FFFFFFF", "FFFFFF", "#GGGGGG", "#FFFFFF ",
            " #FFFFFF", "", "#", "#１２３４５６", "#FFFFFFFFFF",
        ]
        let urls = [
            "https://example.com", "HTTPS://EXAMPLE.COM", "Https://a", "https://a/b?c#d", "https://例え.jp/パス",
            "https://a\u{A0}b", "https://", "https:///path", "https://?q", "https://#f", "http://example.com",
            "https://exa mple.com", "https://example.com\t", "ftp://x", " https://x", "https://x\u{7F}", "https:/x",
            "https://x\u{1F}y", "https:example.com", "https://example.com/\u{202E}gpj.exe", "https://a\u{2028}b", "https://a\u{200B}",
            "https://\u{FEFF}a", "https://a\u{3000}", "https://a\u{85}", "https://a\u{AD}b", "https://a\u{2066}b\u{2069}", "https://a\u{61C}",
            "https://a\u{3164}", "https://a\u{FFA0}", "https://a\u{180E}", "https://a\u{FFF9}", "https://a\u{FE0F}", "https://a\u{200D}b",
        ]
        let schemes = ["app", "com.example.app", "my-app+v2", "A1", "", "1app", "my app", "app:", "é", "my_app", "-app", "a\u{202E}"]
        let versions = [
            "1.2.3", "0.0.0", "10.20.30", "1.2.3-alpha", "1.2.3-alpha.1", "1.2.3-0.3.7", "1.2.3-x.7.z.92",
            "1.0.0+20130313144700", "1.0.0-beta+exp.sha.5114f85", "1.0.0-0a", "1.0.0-00a", "1.0.0--", "1.0.0+-",
            "1.0.0-01", "01.0.0", "1.01.0", "1.0", "1.0.0.0", "1.0.0-", "1.0.0+", "1.0.0-a..b", "v1.0.0",
            "1.0.0-alpha_beta", "１.0.0", "1.0.0+build+2", " 1.0.0", "",
        ]
        let captions = [
            "none", "intro.vtt", "Captions/intro.VTT", "a.Vtt", "é.vtt", ".vtt", "vtt", "intro.srt", "None", "NONE", " none", "none ",
            "intro.vtt ", "in\ttro.vtt", "intro\u{7F}.vtt", "intro.vtt.txt", "",
        ]
        var cases: [(pattern: String, text: String, onboardc: Bool)] = []
        cases += colors.map { (SpecSchema.colorPattern, $0, RGBAColor(hex: $0) != nil) }
        cases += urls.map { (SpecSchema.httpsURLPattern, $0, TextFormats.isHTTPSURL($0)) }
        cases += versions.map { (SpecSchema.semanticVersionPattern, $0, TextFormats.isSemanticVersion($0)) }
        cases += captions.map { (SpecSchema.captionsPattern, $0, TextFormats.captions($0) != nil) }
        cases += schemes.map { (SpecSchema.uriSchemePattern, $0, TextFormats.isURIScheme($0)) }
        let schema = try PythonJSONSchema.matches(cases.map { ($0.pattern, $0.text) })
        for (testCase, matches) in zip(cases, schema) {
            #expect(matches == testCase.onboardc, "\(testCase.text.debugDescription): schema \(matches), onboardc \(testCase.onboardc)")
        }
    }

    // MARK: Mutation

    struct Mutant {
        var description: String
        var document: JSONLiteral
    }

    static func parse(_ text: String) -> JSONLiteral? {
        JSONParser.parse(SourceFile(path: "EveryKey.onboarding.json", text: text)).tree.root.map(output)
    }

    private static func output(_ value: JSONValue) -> JSONLiteral {
        switch value.kind {
        case .object: .object(Dictionary(value.members.map { ($0.key, output($0.value)) }, uniquingKeysWith: { $1 }))
        case .array: .array(value.elements.map(output))
        case .string: .string(value.stringValue ?? "")
        case .number: value.numberText.flatMap { Int($0) }.map { .int($0) } ?? .number(Double(value.numberText ?? "") ?? 0)
        case .bool: .bool(value.boolValue ?? false)
        case .null: .null
        }
    }

    private static func collectKeys(_ value: JSONLiteral, _ type: ValueType, into keys: inout Set<String>) {
        switch (type, value) {
        case (.object(let shape), .object(let members)):
            for field in shape.fields {
                guard let member = members[field.key] else { continue }
                keys.insert("\(shape.name).\(field.key)")
                collectKeys(member, field.type, into: &keys)
            }
        case (.array(let element, _), .array(let elements)):
            elements.forEach { collectKeys($0, element, into: &keys) }
        case (.map(let element), .object(let members)):
            members.values.forEach { collectKeys($0, element, into: &keys) }
        case (.nullable(let inner), _):
            collectKeys(value, inner, into: &keys)
        case (.anyOf(let types), _):
            if let type = alternative(of: types, matching: value) { collectKeys(value, type, into: &keys) }
        default:
            break
        }
    }

    /// The alternative of a union that `value` is written as.
    private static func alternative(of types: [ValueType], matching value: JSONLiteral) -> ValueType? {
        types.first { type in
            switch (type, value) {
            case (.enumeration, .string), (.string, .string): true
            case (.object(let shape), .object(let members)): members.keys.allSatisfy { shape.field($0) != nil }
            default: false
            }
        }
    }

    /// The JSON kind of `value`, as lowering sees it.
    private static func kind(_ value: JSONLiteral) -> JSONValue.Kind {
        switch value {
        case .null: .null
        case .bool: .bool
        case .int, .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// Every document made by breaking `value`, of `type`, at `path` in one way; `rebuild` puts a
    /// replacement for `value` back into the whole document.
    static func mutants(
        of value: JSONLiteral, _ type: ValueType, at path: String, _ rebuild: @escaping (JSONLiteral) -> JSONLiteral
    ) -> [Mutant] {
        let candidates: [JSONLiteral] = [.int(42), .string("x"), .bool(true), .array([]), .object([:]), .null]
        var result: [Mutant] = []
        if let wrong = candidates.first(where: { !type.admittedKinds.contains(kind($0)) }) {
            result.append(Mutant(description: "\(path.isEmpty ? "the document" : path) as \(kind(wrong).name)", document: rebuild(wrong)))
        }
        return result + refinements(of: value, type, at: path, rebuild)
    }

    /// The breakages of `value` that keep its JSON type.
    private static func refinements(
        of value: JSONLiteral, _ type: ValueType, at path: String, _ rebuild: @escaping (JSONLiteral) -> JSONLiteral
    ) -> [Mutant] {
        func replaced(by replacements: [JSONLiteral]) -> [Mutant] {
            replacements.map { Mutant(description: "\(path) = \($0.rendered().dropLast())", document: rebuild($0)) }
        }
        switch (type, value) {
        case (.string(.color), _):
            return replaced(by: [.string("#FFF"), .string("#GGGGGG"), .string("FFFFFF"), .string("#FFFFFFF")])
        case (.string(.httpsURL), _):
            return replaced(by: [.string("http://example.com"), .string("https://"), .string("ftp://example.com"), .string("https://exa mple.com")])
        case (.string(.uriScheme), _):
            return replaced(by: [.string("1app"), .string("my app"), .string("app://"), .string("")])
        case (.string(.semanticVersion), _):
            return replaced(by: [.string("1.2.3.4"), .string("01.2.3"), .string("1.2.3-"), .string("v1.2.3"), .string("1.2.3-01")])
        case (.string(.captions), _):
            return replaced(by: [.string("intro.srt"), .string(".vtt"), .string("None")])
        case (.enumeration(let values), _):
            return replaced(by: [.string("notACase"), .string(values[0].uppercased())])
        case (.integer(let range), _):
            return replaced(by: [.int(range.lowerBound - 1), .int(range.upperBound + 1), .number(1.5)])
        case (.number(let range), _):
            return replaced(by: [.number(range.lowerBound - 1), .number(range.upperBound + 1)])
        case (.nullable(let inner), _) where value != .null:
            return refinements(of: value, inner, at: path, rebuild)
        case (.anyOf(let types), _):
            return alternative(of: types, matching: value).map { refinements(of: value, $0, at: path, rebuild) } ?? []
        case (.array(let element, let minimumCount), .array(let elements)):
            var result = minimumCount > 0 ? replaced(by: [.array([])]) : []
            for (index, item) in elements.enumerated() {
                result += mutants(of: item, element, at: "\(path)/\(index)") { replacement in
                    var copy = elements
                    copy[index] = replacement
                    return rebuild(.array(copy))
                }
            }
            return result
        case (.map(let element), .object(let members)):
            return members.keys.sorted().flatMap { name in
                mutants(of: members[name]!, element, at: JSONPointer.appending(name, to: path)) { replacement in
                    var copy = members
                    copy[name] = replacement
                    return rebuild(.object(copy))
                }
            }
        case (.object(let shape), .object(let members)):
            var unknown = members
            unknown["unknownKey"] = .string("x")
            var result = [Mutant(description: "\(path) with an unknown key", document: rebuild(.object(unknown)))]
            for field in shape.fields {
                guard let member = members[field.key] else { continue }
                let fieldPath = JSONPointer.appending(field.key, to: path)
                if field.isRequired {
                    var removed = members
                    removed[field.key] = nil
                    result.append(Mutant(description: "\(fieldPath) removed", document: rebuild(.object(removed))))
                }
                result += mutants(of: member, field.type, at: fieldPath) { replacement in
                    var copy = members
                    copy[field.key] = replacement
                    return rebuild(.object(copy))
                }
            }
            return result
        default:
            return []
        }
    }
}
