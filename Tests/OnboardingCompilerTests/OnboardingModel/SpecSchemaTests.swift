import Foundation
@testable import OnboardingCompiler
@testable import OnboardingModel
import Testing


/// `Specs/onboarding.schema.json`: generated from the format's shapes, checked in, printed by `onboardc schema`.
@Suite struct SpecSchemaTests {
    private static let schemaPath = "Specs/\(SpecSchema.fileName)"

    private var document: [String: Any] {
        get throws {
            try #require(JSONSerialization.jsonObject(with: Data(SpecSchema.rendered().utf8)) as? [String: Any])
        }
    }

    private func definitions() throws -> [String: [String: Any]] {
        try #require(try document["$defs"] as? [String: [String: Any]])
    }

    private func property(_ key: String, of shape: String) throws -> [String: Any] {
        let properties = try #require(try definitions()[shape]?["properties"] as? [String: Any])
        return try #require(properties[key] as? [String: Any], "\(shape) has no property '\(key)'")
    }

    @Test func checkedInSchemaIsUpToDate() throws {
        try GeneratedFile.expect(Self.schemaPath, toEqual: SpecSchema.rendered())
    }

    @Test func everyExampleSpecNamesTheCheckedInSchema() throws {
        for name in GoldenFileTests.specNames {
            let spec = try GeneratedFile.read("Specs/\(name).onboarding.json")
            #expect(spec.contains(#""$schema": "\#(SpecSchema.fileName)""#), "\(name) does not name the schema")
        }
    }

    @Test func renderingIsDeterministicWithSortedKeysAndTwoSpaceIndentation() throws {
        let text = SpecSchema.rendered()
        #expect(text == SpecSchema.rendered())
        #expect(text.hasPrefix("{\n  \"$defs\": {\n    \"AfterChoiceTrigger\": {\n"))
        #expect(text.hasSuffix("}\n"))
        #expect(!text.contains("\\/"), "slashes are not escaped")
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == ["$defs", "$id", "$ref", "$schema", "description", "title"])
    }

    @Test func rootDeclaresTheDialectAndRefersToTheTopLevelShape() throws {
        let document = try document
        #expect(document["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(document["$id"] as? String == "urn:onboardc:onboarding-spec:v1")
        #expect(document["title"] as? String == "onboardc onboarding spec")
        #expect(document["$ref"] as? String == "#/$defs/OnboardingSpec")
    }

    @Test func everyShapeIsAClosedDefinitionWithItsKeys() throws {
        let definitions = try definitions()
        let shapes = FormatReference.shapesInOrder()
        #expect(Set(definitions.keys) == Set(shapes.map(\.name)))
        for shape in shapes {
            let definition = try #require(definitions[shape.name])
            #expect(definition["type"] as? String == "object")
            #expect(definition["additionalProperties"] as? Bool == false, "\(shape.name) is open")
            #expect(definition["description"] as? String == shape.summary)
            let properties = try #require(definition["properties"] as? [String: [String: Any]])
            #expect(Set(properties.keys) == Set(shape.fields.map(\.key)), "\(shape.name)")
            for field in shape.fields {
                #expect(properties[field.key]?["description"] as? String == field.summary, "\(shape.name).\(field.key)")
            }
            let required = shape.fields.filter(\.isRequired).map(\.key)
            #expect((definition["required"] as? [String] ?? []) == required, "\(shape.name)")
        }
    }

    @Test func typesBecomeConstraints() throws {
        let color = try property("primaryColorLight", of: "OnboardingSpec")
        #expect(color["type"] as? String == "string")
        #expect(color["pattern"] as? String == "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")
        #expect(try property("tintColor", of: "BackgroundImage")["pattern"] as? String == SpecSchema.colorPattern)

        #expect(try property("loginURL", of: "Login")["pattern"] as? String == SpecSchema.httpsURLPattern)
        #expect(try property("url", of: "WhatsNewAction")["pattern"] as? String == SpecSchema.httpsURLPattern)
        #expect(try property("version", of: "WhatsNew")["pattern"] as? String == SpecSchema.semanticVersionPattern)

        let kind = try property("kind", of: "Slide")
        #expect(kind["enum"] as? [String] == ["page", "choice", "multipleChoice", "textInput", "permission"])
        #expect(try property("format", of: "BackgroundAudio")["enum"] as? [String] == ["wav", "mp3", "m4a", "aac", "caf", "aiff"])

        let version = try property("specVersion", of: "OnboardingSpec")
        #expect(version["type"] as? String == "integer")
        #expect(version["minimum"] as? Int == 0)
        #expect(version["maximum"] as? Int == Int(Int32.max))
        let height = try property("height", of: "NextButton")
        #expect(height["type"] as? String == "number")
        #expect(height["maximum"] as? Int == 10_000)
        #expect(try property("itemWidth", of: "VideoGridLayout")["type"] as? String == "number")
        #expect(try property("titleColorDark", of: "Slide")["pattern"] as? String == SpecSchema.colorPattern)

        let slides = try property("slides", of: "OnboardingSpec")
        #expect(slides["type"] as? String == "array")
        #expect(slides["minItems"] as? Int == 1)
        #expect((slides["items"] as? [String: String]) == ["$ref": "#/$defs/Slide"])
        #expect(try property("paywalls", of: "OnboardingSpec")["minItems"] == nil)

        #expect(try property("login", of: "OnboardingSpec")["$ref"] as? String == "#/$defs/Login")
    }

    @Test func nullableKeysAdmitNullAndTriggersAreAUnion() throws {
        #expect(try property("next", of: "Slide")["type"] as? [String] == ["string", "null"])
        #expect(try property("next", of: "Choice")["type"] as? [String] == ["string", "null"])

        let trigger = try property("trigger", of: "Paywall")
        let alternatives = try #require(trigger["anyOf"] as? [[String: Any]])
        #expect(alternatives.count == 3)
        #expect(alternatives[0]["enum"] as? [String] == ["afterOnboarding", "manual"])
        #expect(alternatives[1]["$ref"] as? String == "#/$defs/AfterSlideTrigger")
        #expect(alternatives[2]["$ref"] as? String == "#/$defs/AfterChoiceTrigger")
        #expect(try property("trigger", of: "Login")["anyOf"] != nil)

        // A nullable reference or enumeration, which the format does not use yet, stays exact.
        let nullableShape = SpecSchema.typeSchema(.nullable(.object(SpecFormat.completion)))
        #expect(nullableShape == .object(["anyOf": .array([.object(["$ref": .string("#/$defs/Completion")]), .object(["type": .string("null")])])]))
        let nullableEnum = SpecSchema.typeSchema(.nullable(.enumeration(["a"])))
        #expect(nullableEnum == .object(["type": .array([.string("string"), .string("null")]), "enum": .array([.string("a"), .null])]))
    }

    /// Defaults that are JSON values appear as `default`; those the reference describes in words do not.
    @Test func defaultsAreOnlyJSONLiterals() throws {
        var defaults: [String: String] = [:]
        for (name, definition) in try definitions() {
            for (key, property) in definition["properties"] as? [String: [String: Any]] ?? [:] {
                guard let value = property["default"] else { continue }
                let text = String(decoding: try JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed), as: UTF8.self)
                defaults["\(name).\(key)"] = text.replacingOccurrences(of: "\\/", with: "/")
            }
        }
        #expect(defaults == [
            "Analytics.eventPrefix": #""onboarding_""#,
            "AnimatedIllustration.decorative": "false",
            "AnimatedIllustration.loopMode": #""loop""#,
            "BackgroundVideo.extension": #""mp4""#,
            "BackgroundVideo.gravity": #""resizeAspectFill""#,
            "BackgroundVideo.loop": "true",
            "Completion.scope": #""once""#,
            "Localization.bundle": #""main""#,
            "Localization.sourceLanguage": #""en""#,
            "Login.isRequired": "true",
            "Login.loginURL": #""https://login.infomaniak.com/""#,
            "Login.mode": #""signIn""#,
            "Login.provider": #""oauth""#,
            "Login.trigger": #""afterOnboarding""#,
            "OnboardingSpec.isDismissible": "false",
            "OnboardingSpec.isPageIndicatorHidden": "false",
            "OnboardingSpec.isScrollEnabled": "true",
            "OnboardingSpec.showsSkipButton": "false",
            "OnboardingSpec.specVersion": "1",
            "Paywall.presentation": #""sheet""#,
            "Paywall.provider": #""storeKit2""#,
            "Paywall.skippable": "true",
            "Paywall.trigger": #""afterOnboarding""#,
            "Slide.advancesOnSelection": "false",
            "Slide.contentType": #""plain""#,
            "Slide.countsInProgress": "true",
            "Slide.isRequired": "true",
            "Slide.kind": #""page""#,
            "Slide.minSelections": "1",
            "StaticIllustration.decorative": "false",
            "Variant.weight": "1",
            "VideoGridLayout.cornerRadius": "0",
            "WhatsNew.minimumChange": #""patch""#,
            "WhatsNew.showOnFreshInstall": "false",
        ])
        // Described in words: the file name, slide<N>, <name>.onboardingCompleted, "true on a choice slide", "the next slide",
        // "every option".
        for (shape, key) in [("OnboardingSpec", "name"), ("Slide", "id"), ("Completion", "storageKey"), ("Slide", "continueRequiresSelection"), ("Slide", "next"), ("Slide", "maxSelections")] {
            #expect(try property(key, of: shape)["default"] == nil, "\(shape).\(key)")
        }
    }

    @Test func schemaCommandPrintsOrWritesTheSchema() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        #expect(run("schema") == .success)
        #expect(run.standardOutput.text == SpecSchema.rendered())
        #expect(run("schema", "--output", "schemas/onboarding.schema.json") == .success)
        let written = try String(contentsOf: run.directory.appendingPathComponent("schemas/onboarding.schema.json"), encoding: .utf8)
        #expect(written == SpecSchema.rendered())
        #expect(run.standardError.text == "")
    }

    @Test func schemaCommandRejectsArguments() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        #expect(run("schema", "Specs") == .usageError)
        #expect(run.standardError.text.hasPrefix("error: 'schema' takes no arguments\n"))
        #expect(run("schema", "--format", "yaml") == .usageError)
        #expect(run.standardOutput.text == "")
    }
}
