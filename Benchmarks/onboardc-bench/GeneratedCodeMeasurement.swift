import Foundation

/// What an app's build pays to compile the file generated for each shipped spec: `swiftc -c` of
/// the file at `-Onone` (debug builds) and `-O` (release builds) against the built
/// `OnboardingRuntime` module, each against `swiftc -c` of a Foundation hello world at the same
/// level, in interleaved pairs.
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

    /// The most the generated file of a shipped spec may cost, in hello worlds, by optimization.
    static let targets = ["-Onone": 3.0, "-O": 6.0]

    static func run(swiftc: String, bench: String, inputs: [HeadlineInput], rounds: Int, in directory: String) throws -> Result {
        let compiler = SwiftFileCompiler(swiftc: swiftc, bench: bench, directory: directory)
        let hello = directory + "/hello.swift"
        try HelloWorld.source.write(toFile: hello, atomically: true, encoding: .utf8)

        var rows: [Result.Row] = []
        for input in inputs where input.kind == .shipped {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: input.path)))
            let generated = try compiler.writeGeneratedFile(spec: bytes, name: input.name)
            for optimization in optimizations {
                progress("  swiftc \(optimization) -c \(URL(fileURLWithPath: generated.path).lastPathComponent)\n")
                let pairs = try interleavedPairs(rounds: rounds) {
                    try compiler.compile(generated.path, optimization: optimization)
                } reference: {
                    try compiler.compile(hello, optimization: optimization, isLibrary: false)
                }
                rows.append(.init(
                    spec: input.name, optimization: optimization, generatedLines: generated.lines,
                    processorSeconds: Summary(pairs.map(\.subject.processorSeconds)),
                    helloProcessorSeconds: Summary(pairs.map(\.reference.processorSeconds)),
                    ratio: Summary(pairs.map { $0.subject.processorSeconds / $0.reference.processorSeconds })))
            }
        }
        return Result(rounds: rounds, runtimeModules: compiler.runtimeModules, rows: rows)
    }
}
