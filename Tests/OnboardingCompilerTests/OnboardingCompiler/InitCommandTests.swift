import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
import OnboardingModel
import Testing


@Suite struct InitCommandTests {
    private func contents(_ run: ParseCommandTests.Run, _ path: String) -> String? {
        try? String(contentsOf: run.directory.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func writesAStarterSpecAndConfiguration() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        #expect(run("init") == .success)
        #expect(contents(run, "App.onboarding.json") == StarterProject.spec(name: "App"))
        #expect(contents(run, "AppOnboarding.xcstrings") == StarterProject.catalog(name: "App"))
        #expect(contents(run, ".onboardc.json") == "{\n  \"disabledRules\": [],\n  \"catalog\": \"AppOnboarding.xcstrings\"\n}\n")
        #expect(contents(run, "onboarding.schema.json") == SpecSchema.rendered())
        #expect(contents(run, "App.onboarding.json")?.hasPrefix("{\n  \"$schema\": \"onboarding.schema.json\",\n") == true)
        #expect(run.standardOutput.text == """
            Created App.onboarding.json
            Created AppOnboarding.xcstrings
            Created .onboardc.json
            Created onboarding.schema.json
            Next: 'onboardc lint App.onboarding.json' checks it, 'onboardc graph App.onboarding.json' draws its flow, \
            'onboardc strings App.onboarding.json --catalog AppOnboarding.xcstrings' adds its new texts to the catalog, \
            and 'onboardc build App.onboarding.json --output <dir>' generates AppOnboarding.swift.

            """)
        #expect(run.standardError.text == "")
    }

    /// The starter goes through the whole pipeline without a single diagnostic, lint stage included
    /// (run by `Compiler.check` once the lint branch lands).
    @Test(arguments: ["App", "SignQuest", "my-app", "Über_App2"])
    func starterSpecChecksWithoutDiagnostics(name: String) throws {
        #expect(StarterProject.problem(withName: name) == nil)
        let checked = Compiler().check(SourceFile(path: "\(name).onboarding.json", text: StarterProject.spec(name: name)))
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        let strict = Compiler(options: .init(isStrict: true)).check(SourceFile(path: "\(name).onboarding.json", text: StarterProject.spec(name: name)))
        let spec = try #require(strict.spec)
        #expect(spec.name == name)
        #expect(spec.slides.map(\.id) == ["welcome", "highlights", "ready"])
        #expect(spec.completion.storageKey == "\(name).onboardingCompleted")
    }

    @Test func starterLintsCleanThroughTheCommandLineAndMatchesTheSchema() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        #expect(run("init", "--name", "Starter") == .success)
        #expect(run("lint", "--strict", "Starter.onboarding.json") == .success)
        #expect(run.standardError.text == "0 errors, 0 warnings in 1 file\n")
        #expect(run("strings", "Starter.onboarding.json") == .success, "the configuration names the catalog")
        #expect(run.standardOutput.text.hasSuffix("StarterOnboarding.xcstrings is up to date\n"), "the starter catalog is what 'strings' writes")
        #expect(run("parse", "StarterOnboarding.xcstrings") == .success)
        #expect(run("parse", ".onboardc.json") == .success)

        try ExternalTool.require(ExternalTool.hasPythonJSONSchema, "python3 with the jsonschema module")
        #expect(try PythonJSONSchema.errors(of: [StarterProject.spec(name: "Starter")]) == [[]])
    }

    @Test func starterBuildsIntoSwiftThatCompilesAndRuns() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        #expect(run("init", "--name", "Starter", "--directory", "Onboarding") == .success)
        #expect(run("build", "Onboarding/Starter.onboarding.json", "--output", "Generated") == .success, "\(run.standardError.text)")
        let generated = try #require(contents(run, "Generated/StarterOnboarding.swift"))
        let main = """
            var flow = StarterOnboarding.Flow()
            var visited = [flow.current.rawValue]
            var effects: [StarterOnboarding.Effect] = []
            while !flow.isFinished {
                effects += flow.next()
                if !flow.isFinished { visited.append(flow.current.rawValue) }
            }
            print(visited.joined(separator: ","), effects == [.finished])
            """
        let result = try SwiftCompiler.compileAndRun(
            files: ["StarterOnboarding.swift": generated, "main.swift": main], flags: SwiftCompiler.strictFlags)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "welcome,highlights,ready true\n")
    }

    @Test func nameAndDirectoryChooseWhereAndWhat() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        #expect(run("init", "--name", "SignQuest", "--directory", "App/Onboarding") == .success)
        #expect(contents(run, "App/Onboarding/SignQuest.onboarding.json") == StarterProject.spec(name: "SignQuest"))
        #expect(contents(run, "App/Onboarding/.onboardc.json") != nil)
        #expect(run.standardOutput.text.hasPrefix(
            "Created App/Onboarding/SignQuest.onboarding.json\nCreated App/Onboarding/SignQuestOnboarding.xcstrings\nCreated App/Onboarding/.onboardc.json\n"
                + "Created App/Onboarding/onboarding.schema.json\n"
                + "Next, in 'App/Onboarding', where .onboardc.json applies: 'onboardc lint SignQuest.onboarding.json' checks it"))
        #expect(run("init", "--name", "Other", "--directory", "Elsewhere", "--no-config") == .success)
        #expect(run.standardOutput.text.contains("Next: 'onboardc lint Elsewhere/Other.onboarding.json' checks it"))
    }

    /// In a package target's folder the schema goes to the package's root, where SwiftPM does not
    /// warn that it is a file of the target it does not handle; a schema already there is kept.
    @Test func aSpecInAPackageTargetNamesTheSchemaAtThePackagesRoot() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        try run.write("{ \"mine\": true }", to: "onboarding.schema.json")
        #expect(run("init", "--directory", "Sources/App") == .success)
        #expect(contents(run, "Sources/App/App.onboarding.json")?.contains("\"$schema\": \"../../onboarding.schema.json\",") == true)
        #expect(contents(run, "onboarding.schema.json") == "{ \"mine\": true }")
        #expect(contents(run, "Sources/App/onboarding.schema.json") == nil)
        #expect(!run.standardOutput.text.contains("schema"))

        #expect(run("init", "--name", "Deep", "--directory", "Sources/App/Onboarding", "--no-config") == .success)
        #expect(contents(run, "Sources/App/Onboarding/Deep.onboarding.json")?.contains("\"$schema\": \"../../../onboarding.schema.json\",") == true)

        #expect(StarterProject.schemaReference(forSpecsIn: "/work/Sources/App", fileExists: { _ in false }) == "onboarding.schema.json")
        #expect(StarterProject.schemaReference(forSpecsIn: "/work/Sources/App", fileExists: { $0 == "/work/Package.swift" }) == "../../onboarding.schema.json")
        #expect(StarterProject.schemaReference(forSpecsIn: "/Sources/App", fileExists: { $0 == "/Package.swift" }) == "../../onboarding.schema.json")
    }

    @Test func aSchemaWrittenInTheFolderIsCreatedAndListed() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        #expect(run("init", "--directory", "Sources/App") == .success, "no Package.swift: not a package target")
        #expect(contents(run, "Sources/App/onboarding.schema.json") == SpecSchema.rendered())
        #expect(run.standardOutput.text.contains("Created Sources/App/onboarding.schema.json\n"))
    }

    @Test func neverOverwritesAFile() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write("{ \"mine\": true }", to: "App.onboarding.json")
        #expect(run("init") == .usageError)
        #expect(run.standardError.text == "error: 'App.onboarding.json' already exists; onboardc init never overwrites a file, so nothing was written\n")
        #expect(contents(run, "App.onboarding.json") == "{ \"mine\": true }")
        #expect(contents(run, ".onboardc.json") == nil, "nothing is written when one file exists")
        #expect(contents(run, "AppOnboarding.xcstrings") == nil)
    }

    @Test func neverOverwritesACatalog() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write("{}", to: "AppOnboarding.xcstrings")
        #expect(run("init") == .usageError)
        #expect(run.standardError.text == "error: 'AppOnboarding.xcstrings' already exists; onboardc init never overwrites a file, so nothing was written\n")
        #expect(contents(run, "App.onboarding.json") == nil)
        #expect(contents(run, "AppOnboarding.xcstrings") == "{}")
    }

    @Test func anExistingConfigurationIsKeptWithNoConfig() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write("{ \"optInRules\": [] }", to: ".onboardc.json")
        #expect(run("init") == .usageError)
        #expect(run.standardError.text == "error: '.onboardc.json' already exists; onboardc init never overwrites a file, so nothing was written; pass --no-config to write only the spec and its catalog\n")
        #expect(contents(run, "App.onboarding.json") == nil)
        #expect(run("init", "--no-config") == .success)
        #expect(contents(run, "App.onboarding.json") != nil)
        #expect(contents(run, ".onboardc.json") == "{ \"optInRules\": [] }")
        #expect(!run.standardOutput.text.contains("Created .onboardc.json"))
    }

    @Test func usageErrorsExitTwoWithOneLine() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        let cases: [([String], String)] = [
            (["init", "MyApp"], "error: 'init' takes no arguments; to name the spec 'MyApp', give '--name MyApp'\nUsage: onboardc init [--name"),
            (["init", "--name", ""], "error: option '--name' needs a <name>, not an empty one"),
            (["init", "--name", "1App"], "error: invalid name '1App'"),
            (["init", "--name", "My App"], "error: invalid name 'My App'"),
            (["init", "--name", "../App"], "error: invalid name '../App'"),
            (["init", "--name", "a/b"], "error: invalid name 'a/b'"),
            (["init", "--name", "🚀"], "error: invalid name '🚀'"),
            (["init", "--name"], "error: option '--name' needs a <name>"),
            (["init", "--force"], "error: unknown option '--force'"),
            (["init", "--name", String(repeating: "x", count: 240)], "error: the name is too long: it gives a file name of 260 bytes, and file systems allow 255"),
        ]
        for (arguments, message) in cases {
            let before = run.standardError.text.count
            #expect(run(arguments) == .usageError, "\(arguments)")
            #expect(String(run.standardError.text.dropFirst(before)).hasPrefix(message), "\(arguments): \(run.standardError.text.dropFirst(before))")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.directory.path) == [])
    }

    /// A link to nothing is a file in the way: creating the configuration would fail on it after
    /// the spec and its catalog were written.
    @Test func aLinkToNothingIsAFileInTheWay() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try FileManager.default.createSymbolicLink(
            atPath: run.directory.appendingPathComponent(".onboardc.json").path, withDestinationPath: "/nonexistent/onboardc")
        #expect(run("init") == .usageError)
        #expect(run.standardError.text.hasPrefix("error: '.onboardc.json' already exists"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.directory.path) == [".onboardc.json"])
    }

    @Test func aFileInTheWayOfTheDirectoryIsAnError() throws {
        let run = try ParseCommandTests.Run()
        defer { run.removeDirectory() }
        try run.write("x", to: "Onboarding")
        #expect(run("init", "--directory", "Onboarding") == .usageError)
        #expect(run.standardError.text == "error: cannot create 'Onboarding/App.onboarding.json': 'Onboarding' is a file, not a directory; nothing was written\n")
    }
}
