import Foundation
import OnboardingCompiler
import OnboardingDiagnostics

/// What an app's build pays to compile the file generated for each shipped spec: `swiftc -c` of
/// the file at `-Onone` (debug builds) and `-O` (release builds), each against `swiftc -c` of a
/// Foundation hello world at the same level, in interleaved pairs.
///
/// A generated file that imports `OnboardingRuntime` compiles against the module built beside this
/// bench (`<bench's folder>/Modules`, where SwiftPM puts the modules of the bench's dependencies):
/// the bench depends on the `OnboardingRuntime` product for that.
enum GeneratedCodeMeasurement {
    struct Result: Codable {
        struct Row: Codable {
            var spec: String
            var optimization: String
            var generatedLines: Int
            var processorSeconds: Summary
            var helloProcessorSeconds: Summary
            /// The generated file's processor time over the hello world's, per round.
            var ratio: Summary
        }

        var rounds: Int
        /// The folder given to `swiftc -I`, when the runtime module is there.
        var runtimeModules: String?
        var rows: [Row]
    }

    /// The optimization flags of an app's debug and release builds.
    static let optimizations = ["-Onone", "-O"]

    static func run(swiftc: String, bench: String, inputs: [HeadlineInput], rounds: Int, in directory: String) throws -> Result {
        let modules = URL(fileURLWithPath: bench).deletingLastPathComponent().appendingPathComponent("Modules").path
        let hasRuntime = FileManager.default.fileExists(atPath: modules + "/OnboardingRuntime.swiftmodule")
        let searchPaths = hasRuntime ? ["-I", modules] : []
        let helloSource = directory + "/hello.swift"
        try HelloWorld.source.write(toFile: helloSource, atomically: true, encoding: .utf8)

        var rows: [Result.Row] = []
        for input in inputs where input.kind == .shipped {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: input.path)))
            guard let spec = Compiler().check(SourceFile(path: input.path, bytes: bytes)).valid else {
                throw BenchmarkError("\(input.name) does not validate")
            }
            let generated = try Compiler().generate(spec, specPath: "Specs/\(input.name).onboarding.json")
            let file = directory + "/" + generated.fileName
            try Data(generated.utf8).write(to: URL(fileURLWithPath: file))
            for optimization in optimizations {
                progress("  swiftc \(optimization) -c \(generated.fileName)\n")
                func compile(_ source: String, _ extra: [String]) throws -> ChildProcess.Result {
                    let arguments = ["-swift-version", "6", optimization, "-c", source, "-o", directory + "/out.o"]
                    let result = try ChildProcess.run(swiftc, arguments + extra)
                    guard result.status == 0 else {
                        throw BenchmarkError("swiftc \(optimization) -c \(source) failed:\n\(result.standardError.prefix(2_000))")
                    }
                    return result
                }
                let pairs = try interleavedPairs(rounds: rounds) {
                    try compile(file, ["-parse-as-library"] + searchPaths)
                } reference: {
                    try compile(helloSource, [])
                }
                rows.append(.init(
                    spec: input.name, optimization: optimization,
                    generatedLines: generated.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count,
                    processorSeconds: Summary(pairs.map(\.subject.processorSeconds)),
                    helloProcessorSeconds: Summary(pairs.map(\.reference.processorSeconds)),
                    ratio: Summary(pairs.map { $0.subject.processorSeconds / $0.reference.processorSeconds })))
            }
        }
        return Result(rounds: rounds, runtimeModules: hasRuntime ? modules : nil, rows: rows)
    }
}
