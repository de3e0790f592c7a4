import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
import Testing


/// Each spec of `Specs/` has its generated file checked in under `Tests/.../Golden/CodeGen/`.
///
/// The files are rendered from the templates of `Templates/`, which the binary embeds
/// (`BuiltinTemplatesTests`), so that one `ONBOARDC_UPDATE_GENERATED=1 swift test` after a change
/// to a template rewrites both the embedded copy and the golden files. Review the diff.
@Suite struct GoldenFileTests {
    static let specNames = ["EasyApp", "Infomaniak", "Quiz", "SIMSub", "SignQuest", "SkillLevel"]

    /// The generated file of `Specs/<name>.onboarding.json`, as `onboardc build` writes it from the package root.
    static func generated(_ name: String, accessLevel: AccessLevel = .internal) throws -> GeneratedSwiftFile {
        let options = Compiler.Options(templates: try BuiltinTemplatesTests.folderSet(), accessLevel: accessLevel)
        return try Compiler(options: options).generate(valid(name), specPath: path(of: name))
    }

    /// `Specs/<name>.onboarding.json`, checked.
    static func valid(_ name: String) throws -> Compiler.ValidSpec {
        let checked = Compiler().check(SourceFile(path: path(of: name), text: try GeneratedFile.read(path(of: name))))
        return try #require(checked.valid, "\(checked.diagnostics)")
    }

    private static func path(of name: String) -> String {
        "Specs/\(name).onboarding.json"
    }

    @Test(arguments: specNames)
    func generatedFileMatchesItsGolden(name: String) throws {
        let output = try Self.generated(name)
        #expect(output.fileName == "\(name)Onboarding.swift")
        try GeneratedFile.expect("Tests/OnboardingCompilerTests/Golden/CodeGen/\(output.fileName)", toEqual: output.contents)
    }

    @Test func everyExampleSpecHasAGolden() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: GeneratedFile.packageRoot.appendingPathComponent("Specs").path)
            .filter { $0.hasSuffix(".onboarding.json") }
            .map { String($0.dropLast(".onboarding.json".count)) }
        #expect(specs.sorted() == Self.specNames)
    }

    /// A file declares a part of the API exactly when its spec has that part (`GeneratedAPI` is the
    /// oracle): the login only with a login, the paywall placements only with paywalls, the typed
    /// answers only with questions, the permissions only with a permission slide, the variants only
    /// with an experiment.
    @Test(arguments: specNames)
    func fileDeclaresOnlyWhatItsSpecUses(name: String) throws {
        let valid = try Self.valid(name)
        let api = GeneratedAPI(valid.spec)
        let contents = try Self.generated(name).contents
        let declarations = [
            ("typealias Login = ", api.hasLogin), ("enum PaywallPlacement", api.hasPaywalls),
            ("extension OnboardingRuntime.OnboardingAnswers", api.hasQuestions), ("enum Permission", api.hasPermissions),
            ("enum Variant", !valid.spec.variants.isEmpty),
        ]
        for (declaration, isExpected) in declarations {
            #expect(contents.contains(declaration) == isExpected, "\(name): '\(declaration)' \(isExpected ? "missing" : "declared")")
        }
    }

    /// A spec whose only question asks for text has typed answers and nothing to select or toggle:
    /// no extension of the flow, not even an empty one.
    @Test func aSpecWithoutOptionsExtendsOnlyTheAnswers() throws {
        let text = #"{ "name": "Name", "slides": [{ "id": "name", "kind": "textInput", "title": "Your name?", "next": null }] }"#
        let source = SourceFile(path: "Name.onboarding.json", text: text)
        let checked = Compiler().check(source)
        let valid = try #require(checked.valid, "\(checked.diagnostics)")
        let options = Compiler.Options(templates: try BuiltinTemplatesTests.folderSet())
        let contents = try Compiler(options: options).generate(valid, specPath: source.path).contents
        #expect(contents.contains("var name: String?"))
        #expect(!contents.contains("extension OnboardingRuntime.OnboardingFlow"))
    }

    @Test func generationIsDeterministic() throws {
        #expect(try Self.generated("EasyApp") == Self.generated("EasyApp"))
    }

    /// A spec whose texts are in its package target's bundle reads `Bundle.module`, and says beside
    /// it what makes SwiftPM declare it: where a target has no resources, the compiler's error
    /// points there.
    @Test func moduleBundleSaysWhatDeclaresIt() throws {
        let text = #"{ "name": "Welcome", "localization": { "bundle": "module" }, "slides": [{ "id": "hi", "title": "Hi" }] }"#
        let checked = Compiler().check(SourceFile(path: "Welcome.onboarding.json", text: text))
        let valid = try #require(checked.valid, "\(checked.diagnostics)")
        let contents = try Compiler().generate(valid, specPath: "Welcome.onboarding.json").contents
        #expect(contents.contains("static var bundle: Bundle { .module }"))
        #expect(contents.contains(#"`resources: [.process("WelcomeOnboarding.xcstrings")]`"#))
    }

    /// The generated files read as formatted by hand: no blank line follows another, and no line
    /// ends in spaces.
    @Test(arguments: specNames)
    func generatedFileIsTidy(_ name: String) throws {
        let lines = try Self.generated(name).contents.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, pair) in zip(lines, lines.dropFirst()).enumerated() where pair.0.isEmpty && pair.1.isEmpty {
            Issue.record("\(name): a second blank line at line \(number + 2)")
        }
        for (number, line) in lines.enumerated() where line.last == " " {
            Issue.record("\(name): line \(number + 1) ends in a space")
        }
    }
}
