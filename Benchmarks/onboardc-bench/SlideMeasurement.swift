import Foundation
import OnboardingTestSupport

/// What each slide adds to compiling a generated file, and whether that grows linearly.
///
/// `SizedSpecGenerator` writes a spec of `slideCounts.small` slides and one of four times as many, and
/// each is compiled (`swiftc -c`, against the built `OnboardingRuntime` module) as onboardc
/// generates it and as `HandWrittenReference` writes the same content by hand, beside a Foundation
/// hello world. Each round compiles every file once, starting with a different one, so that a slow
/// spell of the shared machine falls on all; each ratio is the median of the rounds' ratios of
/// processor time. With valgrind, the frontend's instructions are counted once for each file too:
/// exact, where processor time on a shared machine is not.
///
/// - The per-slide ratio is what four times the slides adds to the generated file over what it
///   adds to the reference: `(generated(large) − generated(small)) / (reference(large) −
///   reference(small))`, at `-Onone`.
/// - Linearity is `generated(large) / generated(small)` at `-Onone` and `-O`, each less the hello
///   world, whose start and import of Foundation no slide changes.
enum SlideMeasurement {
    struct Result: Codable {
        /// One file compiled at one optimization level.
        struct File: Codable {
            /// `generated 50`, `reference 200` or `hello world`.
            var name: String
            var optimization: String
            var lines: Int
            var processorSeconds: Summary
            var instructions: Int?
        }

        /// A ratio measured in processor time and, with valgrind, in instructions.
        struct Ratio: Codable {
            var processorTime: Summary
            var instructions: Double?

            /// The instruction count's ratio when there is one, which is exact; the processor time's otherwise.
            var judged: Double { instructions ?? processorTime.median }
        }

        var rounds: Int
        var slideCounts: [Int]
        var files: [File]
        var perSlide: Ratio
        /// `generated(large) / generated(small)` less the hello world, by optimization.
        var linearity: [String: Ratio]
    }

    /// The slides of the small and the large spec: the headline input's 50, and four times as many.
    static let slideCounts = (small: HeadlineInput.generatedSlideCount, large: 4 * HeadlineInput.generatedSlideCount)
    /// The sizes of `--quick`, which only proves that every file compiles.
    static let quickSlideCounts = (small: 5, large: 20)

    /// The most a slide may cost in the generated file, in slides of the hand-written reference.
    static let perSlideTarget = 1.5
    /// The most four times the slides may cost, in times the small spec.
    static let linearityTarget = 4.6

    /// The file of one variant of the content compiled at one optimization level.
    private struct Subject {
        var name: String
        var path: String
        var lines: Int
        var optimization: String
        var isLibrary = true
    }

    static func run(
        swiftc: String, bench: String, valgrind: String?, isQuick: Bool, seed: UInt64, rounds: Int, in directory: String
    ) throws -> Result {
        let folder = directory + "/slides"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let compiler = SwiftFileCompiler(swiftc: swiftc, bench: bench, directory: folder)
        let counts = isQuick ? quickSlideCounts : slideCounts
        let hello = folder + "/hello.swift"
        try HelloWorld.source.write(toFile: hello, atomically: true, encoding: .utf8)

        var generated: [Int: (path: String, lines: Int)] = [:]
        var reference: [Int: (path: String, lines: Int)] = [:]
        for slides in [counts.small, counts.large] {
            let name = "Slides\(slides)"
            let spec = SizedSpecGenerator(slideCount: slides, seed: seed, name: name).bytes()
            generated[slides] = try compiler.writeGeneratedFile(spec: spec, name: name)
            let source = try HandWrittenReference(json: spec).source
            let path = folder + "/\(name)Reference.swift"
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            reference[slides] = (path, source.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count)
        }
        func subjects(_ optimization: String, withReference: Bool) -> [Subject] {
            var subjects = [counts.small, counts.large].map { slides in
                Subject(name: "generated \(slides)", path: generated[slides]!.path, lines: generated[slides]!.lines, optimization: optimization)
            }
            if withReference {
                subjects += [counts.small, counts.large].map { slides in
                    Subject(name: "reference \(slides)", path: reference[slides]!.path, lines: reference[slides]!.lines, optimization: optimization)
                }
            }
            return subjects + [Subject(name: "hello world", path: hello, lines: 3, optimization: optimization, isLibrary: false)]
        }
        let debug = subjects("-Onone", withReference: true)
        let release = subjects("-O", withReference: false)

        var files: [Result.File] = []
        var times: [String: [Double]] = [:]
        for group in [debug, release] {
            progress("  swiftc \(group[0].optimization) -c, \(rounds) interleaved rounds of \(group.map(\.name).joined(separator: ", "))\n")
            let measured = try interleavedRounds(rounds: rounds, count: group.count) { index in
                let subject = group[index]
                return try compiler.compile(subject.path, optimization: subject.optimization, isLibrary: subject.isLibrary).processorSeconds
            }
            for (subject, seconds) in zip(group, measured) {
                var instructions: Int?
                if let valgrind {
                    progress("  callgrind: swiftc \(subject.optimization) -c, \(subject.name)\n")
                    instructions = try compiler.instructions(
                        subject.path, optimization: subject.optimization, isLibrary: subject.isLibrary, valgrind: valgrind)
                }
                times[subject.name + " " + subject.optimization] = seconds
                files.append(.init(
                    name: subject.name, optimization: subject.optimization, lines: subject.lines, processorSeconds: Summary(seconds),
                    instructions: instructions))
            }
        }

        func seconds(_ name: String, _ optimization: String) -> [Double] { times[name + " " + optimization]! }
        func instructions(_ name: String, _ optimization: String) -> Double? {
            files.first { $0.name == name && $0.optimization == optimization }?.instructions.map(Double.init)
        }

        let generatedIncrements = zip(seconds("generated \(counts.large)", "-Onone"), seconds("generated \(counts.small)", "-Onone")).map(-)
        let referenceIncrements = zip(seconds("reference \(counts.large)", "-Onone"), seconds("reference \(counts.small)", "-Onone")).map(-)
        var perSlideInstructions: Double?
        if let generatedLarge = instructions("generated \(counts.large)", "-Onone"),
           let generatedSmall = instructions("generated \(counts.small)", "-Onone"),
           let referenceLarge = instructions("reference \(counts.large)", "-Onone"),
           let referenceSmall = instructions("reference \(counts.small)", "-Onone") {
            perSlideInstructions = (generatedLarge - generatedSmall) / (referenceLarge - referenceSmall)
        }
        let perSlide = Result.Ratio(processorTime: Summary(zip(generatedIncrements, referenceIncrements).map(/)), instructions: perSlideInstructions)

        var linearity: [String: Result.Ratio] = [:]
        for optimization in GeneratedCodeMeasurement.optimizations {
            let hello = seconds("hello world", optimization)
            let large = zip(seconds("generated \(counts.large)", optimization), hello).map(-)
            let small = zip(seconds("generated \(counts.small)", optimization), hello).map(-)
            var ratio: Double?
            if let large = instructions("generated \(counts.large)", optimization),
               let small = instructions("generated \(counts.small)", optimization),
               let hello = instructions("hello world", optimization) {
                ratio = (large - hello) / (small - hello)
            }
            linearity[optimization] = Result.Ratio(processorTime: Summary(zip(large, small).map(/)), instructions: ratio)
        }
        return Result(rounds: rounds, slideCounts: [counts.small, counts.large], files: files, perSlide: perSlide, linearity: linearity)
    }
}

/// `rounds` runs of each of `count` measurements, after one of each to warm up, each round
/// starting with the next one; returns the measurements of each, by index.
func interleavedRounds(rounds: Int, count: Int, measure: (Int) throws -> Double) throws -> [[Double]] {
    for index in 0..<count {
        _ = try measure(index)
    }
    var measured = [[Double]](repeating: [], count: count)
    for round in 0..<rounds {
        for step in 0..<count {
            let index = (round + step) % count
            measured[index].append(try measure(index))
        }
    }
    return measured
}
