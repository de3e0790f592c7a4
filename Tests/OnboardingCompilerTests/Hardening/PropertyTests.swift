import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingReporting
@testable import OnboardingTestSupport
import Testing


/// Properties over random specs. The seed is `ONBOARDC_PROPERTY_SEED` or a fixed default, and every
/// failure names it with the case, so that `ONBOARDC_PROPERTY_SEED=<seed> swift test --filter PropertyTests`
/// replays it.
@Suite struct PropertyTests {
    static let seed = SeededRandomNumbers.propertySeed
    static let validSpecCount = 150
    static let mutationCount = 300

    static func validSpecs() -> [RoundTripSpecGenerator.GeneratedSpec] {
        var generator = RoundTripSpecGenerator(seed: seed)
        return (0..<validSpecCount).map { generator.spec(name: "Prop\($0)") }
    }

    @Test func everyRandomValidSpecCompilesWithoutErrors() throws {
        var style = SeededRandomNumbers(seed: Self.seed ^ 0x5EED)
        for (index, generated) in Self.validSpecs().enumerated() {
            let json = generated.model.serialized(using: &style)
            let source = SourceFile(path: "\(generated.name).onboarding.json", text: json)
            let checked = Compiler().check(source)
            let errors = checked.diagnostics.filter { $0.severity == .error }.map(XcodeReporter.line(for:))
            #expect(errors.isEmpty, "seed \(Self.seed), spec \(index): \(errors)\n\(json)")
            expectValidPositions(checked.diagnostics, in: source, "seed \(Self.seed), spec \(index)")
            guard let spec = checked.valid else { continue }
            let output = try Compiler().generate(spec, specPath: source.path)
            #expect(output.fileName == "\(generated.name)Onboarding.swift")
        }
    }

    /// Three random specs a run (a different three for each seed) compile with swiftc under the
    /// strict flags, and the program prints back every text exactly as the spec had it.
    @Test func sampledRandomSpecsCompileWithSwiftcAndRoundTripEveryString() throws {
        let specs = Self.validSpecs()
        var picker = SeededRandomNumbers(seed: Self.seed ^ 0xC0DE)
        let sample = Array(specs.indices.shuffled(using: &picker).prefix(3)).sorted()
        var style = SeededRandomNumbers(seed: Self.seed ^ 0x5EED)
        var files: [String: String] = [:]
        var program = utf8HexSource
        var expected: [String] = []
        for index in sample {
            let generated = specs[index]
            let json = generated.model.serialized(using: &style)
            let checked = Compiler().check(SourceFile(path: "\(generated.name).onboarding.json", text: json))
            let spec = try #require(checked.valid, "seed \(Self.seed), spec \(index): \(checked.diagnostics)")
            let output = try Compiler().generate(spec, specPath: "\(generated.name).onboarding.json")
            files[output.fileName] = output.contents
            program += generated.roundTripProgram
            expected += generated.expectedLines
        }
        files["main.swift"] = program
        let result = try SwiftCompiler.compileAndRun(files: files, flags: SwiftCompiler.strictFlags)
        #expect(result.status == 0, "seed \(Self.seed), specs \(sample): \(result.errors)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines == expected, "seed \(Self.seed), specs \(sample)")
    }

    /// Broken specs always get a diagnostic, at a position inside the file.
    @Test func everyMutationIsDiagnosedAtAValidPosition() {
        var generator = SeededRandomNumbers(seed: Self.seed ^ 0xBAD)
        let specs = Self.validSpecs()
        for index in 0..<Self.mutationCount {
            let mutation = SpecMutation.allCases[index % SpecMutation.allCases.count]
            let spec = specs[index % specs.count]
            let bytes = mutation.apply(to: spec.model, using: &generator)
            let source = SourceFile(path: "Mutated.onboarding.json", bytes: bytes)
            for strict in [false, true] {
                let checked = Compiler(options: .init(isStrict: strict)).check(source)
                let comment = "seed \(Self.seed), mutation \(index) (\(mutation)), strict \(strict): \(String(decoding: bytes, as: UTF8.self).debugDescription)"
                #expect(!checked.diagnostics.isEmpty, "\(comment)")
                expectValidPositions(checked.diagnostics, in: source, comment)
                if strict { #expect(checked.spec == nil, "\(comment)") }
            }
        }
    }

    /// In-process, the command line exits 0, 1 or 2 on broken specs, with or without a reporter.
    @Test func commandLineExitsZeroOneOrTwoOnMutations() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        var generator = SeededRandomNumbers(seed: Self.seed ^ 0xE817)
        let specs = Self.validSpecs()
        let reporters = ReporterKind.allCases.map(\.rawValue)
        for index in 0..<60 {
            let mutation = SpecMutation.allCases[index % SpecMutation.allCases.count]
            let bytes = mutation.apply(to: specs[(index * 7) % specs.count].model, using: &generator)
            try run.write(bytes, to: "M\(index).onboarding.json")
            let reporter = reporters[index % reporters.count]
            let lint = run("lint", "M\(index).onboarding.json", "--reporter", reporter)
            let build = run("build", "M\(index).onboarding.json", "--output", "out")
            let comment = "seed \(Self.seed), mutation \(index) (\(mutation))"
            #expect([.failure, .success].contains(lint), "\(comment)")
            #expect([.failure, .success, .usageError].contains(build), "\(comment)")
        }
    }

    /// The real binary on a handful of broken and valid specs: it exits, never dies of a signal.
    @Test func realBinaryExitsZeroOneOrTwo() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        var generator = SeededRandomNumbers(seed: Self.seed ^ 0xB14)
        let specs = Self.validSpecs()
        var style = SeededRandomNumbers(seed: 1)
        for (index, mutation) in SpecMutation.allCases.enumerated() {
            try run.write(mutation.apply(to: specs[index].model, using: &generator), to: "Broken\(index).onboarding.json")
        }
        try run.write(specs[0].model.serialized(using: &style), to: "Valid.onboarding.json")
        for name in (0..<SpecMutation.allCases.count).map({ "Broken\($0).onboarding.json" }) + ["Valid.onboarding.json"] {
            for arguments in [["lint", name], ["build", name, "--output", "out"], ["parse", name], ["lint", name, "--reporter", "sarif"]] {
                let result = try OnboardcBinary.run(arguments, in: run.directory)
                #expect(!result.wasSignalled && [0, 1, 2].contains(result.status), "seed \(Self.seed), \(arguments): \(result.errors)")
                if result.status == 1 {
                    #expect(result.errors.contains(name + ":"), "seed \(Self.seed), \(arguments): no positioned diagnostic")
                }
            }
        }
    }
}
