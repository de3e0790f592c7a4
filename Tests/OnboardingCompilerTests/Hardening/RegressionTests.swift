import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
@testable import OnboardingReporting
@testable import OnboardingModel
import Testing


/// The inputs of `Tests/OnboardingCompilerTests/Regressions/`, each run through the whole pipeline
/// under the fuzzer's invariants (see `Tests/Fuzz/FuzzEntry.swift`).
@Suite struct RegressionTests {
    static let folder = GeneratedFile.packageRoot.appendingPathComponent("Tests/OnboardingCompilerTests/Regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "README.md" }.sorted()
    }

    @Test func thereAreRegressionInputs() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs)
    func inputRunsThroughThePipeline(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let source = SourceFile(path: name, bytes: bytes)
        for strict in [false, true] {
            let checked = Compiler(options: .init(isStrict: strict)).check(source)
            expectValidPositions(checked.diagnostics, in: source, name)
            #expect(checked.spec != nil || checked.diagnostics.containsErrors, "no spec and no error")
            let context = ReportContext(
                checkedPaths: [name], sources: [name: source], rules: RuleCatalog.all,
                toolVersion: "test")
            for kind in ReporterKind.allCases {
                let report = kind.makeReporter(useColors: strict).report(checked.diagnostics, in: context)
                if kind == .xcode {
                    let lines = report.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                    #expect(lines == checked.diagnostics.reduce(0) { $0 + 1 + $1.notes.count }, "one line a diagnostic and a note")
                    #expect(!report.unicodeScalars.contains { $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{85}" }, "no line break but LF")
                }
            }
            if let spec = checked.valid {
                let output = try Compiler().generate(spec, specPath: name)
                #expect(AtomicFile.path(of: output.fileName, in: "out", relativeTo: "/") != nil)
            }
        }
    }
}

/// The fuzzer's dictionary knows every key of the format, so that it builds specs rather than noise.
@Suite struct FuzzDictionaryTests {
    @Test func dictionaryHasEveryKeyOfTheFormat() throws {
        let dictionary = try GeneratedFile.read("Tests/Fuzz/onboarding.dict")
        var keys: Set<String> = []
        var shapes = [SpecFormat.spec]
        var seen: Set<String> = []
        while let shape = shapes.popLast() {
            guard seen.insert(shape.name).inserted else { continue }
            for field in shape.fields {
                keys.insert(field.key)
                shapes += Self.objectShapes(in: field.type)
            }
        }
        for key in keys.sorted() {
            #expect(dictionary.contains(#"="\"\#(key)\":""#), "Tests/Fuzz/onboarding.dict lacks key_\(key)=\"\\\"\(key)\\\":\"")
        }
    }

    private static func objectShapes(in type: ValueType) -> [ObjectShape] {
        switch type {
        case .object(let shape): [shape]
        case .array(of: let element, minimumCount: _), .map(of: let element): objectShapes(in: element)
        case .nullable(let inner): objectShapes(in: inner)
        case .anyOf(let types): types.flatMap(objectShapes)
        default: []
        }
    }
}
