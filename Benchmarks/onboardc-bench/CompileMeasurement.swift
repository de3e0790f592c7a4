import Foundation
import OnboardingCompiler
import OnboardingDiagnostics

/// How long `swiftc` takes to compile the file generated for an RN-shaped spec, as an app's debug
/// (`-Onone`) and release (`-O`) builds compile it.
enum CompileMeasurement {
    struct Result: Codable {
        var slides: Int
        var generatedLines: Int
        /// Processor seconds of `swiftc -Onone -c`.
        var debugSeconds: Summary
        /// Processor seconds of `swiftc -O -c`.
        var releaseSeconds: Summary
        var debugWallSeconds: Summary
        var releaseWallSeconds: Summary
    }

    /// The optimization flags of an app's debug and release builds.
    static let optimizations = ["-Onone", "-O"]

    static func run(swiftc: String, slides: Int, runs: Int, in directory: String) throws -> Result {
        let bytes = RNShapedSpec(slideCount: slides, hasAccessibilityLabels: true).bytes()
        guard let spec = Compiler().check(SourceFile(path: "RN.onboarding.json", bytes: bytes)).valid else {
            throw BenchmarkError("the RN-shaped spec of \(slides) slides does not validate")
        }
        let generated = try Compiler().generate(spec, specPath: "RN.onboarding.json")
        let file = directory + "/" + generated.fileName
        try Data(generated.utf8).write(to: URL(fileURLWithPath: file))
        var processor: [[Double]] = [[], []]
        var wall: [[Double]] = [[], []]
        for _ in 0..<runs {
            for (index, optimization) in optimizations.enumerated() {
                let arguments = ["-swift-version", "6", "-parse-as-library", optimization, "-c", file, "-o", directory + "/rn.o"]
                let result = try ChildProcess.run(swiftc, arguments)
                guard result.status == 0 else {
                    throw BenchmarkError("swiftc \(optimization) -c failed on the code for \(slides) slides:\n\(result.standardError.prefix(2_000))")
                }
                processor[index].append(result.processorSeconds)
                wall[index].append(result.seconds)
            }
        }
        return Result(
            slides: slides, generatedLines: generated.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count,
            debugSeconds: Summary(processor[0]), releaseSeconds: Summary(processor[1]),
            debugWallSeconds: Summary(wall[0]), releaseWallSeconds: Summary(wall[1]))
    }

    /// How much the time grows each time the slides double, from `small` to `large`:
    /// (time ratio)^(1 / log2(slide ratio)); 2 is linear.
    static func doublingRatio(from small: (slides: Int, seconds: Double), to large: (slides: Int, seconds: Double)) -> Double {
        pow(large.seconds / small.seconds, 1 / log2(Double(large.slides) / Double(small.slides)))
    }
}
