import Foundation
import OnboardingCodeGen
import OnboardingCompiler
import OnboardingDiagnostics
import OnboardingTestSupport

/// One thing measured in memory on the bytes of a spec.
struct Workload {
    enum Kind: String, CaseIterable, Codable {
        case frontEnd = "onboardc front end"
        case build = "onboardc build"
        case decoder = "JSONDecoder"
        case serialization = "JSONSerialization"
    }

    var kind: Kind
    /// Runs the work once; the result only keeps the optimizer from dropping it.
    var run: () throws -> Int

    static func all(bytes: [UInt8], path: String) -> [Workload] {
        let data = Data(bytes)
        return Kind.allCases.map { kind in
            switch kind {
            case .frontEnd:
                Workload(kind: kind) {
                    Compiler().check(SourceFile(path: path, bytes: bytes)).diagnostics.count
                }
            case .build:
                Workload(kind: kind) {
                    let compiler = Compiler()
                    let checked = compiler.check(SourceFile(path: path, bytes: bytes))
                    guard let spec = checked.valid else { throw BenchmarkError("the spec has errors") }
                    return try compiler.generate(spec, specPath: path).utf8.count
                }
            case .decoder:
                Workload(kind: kind) {
                    try JSONDecoder().decode(CodableSpec.self, from: data).slides.count
                }
            case .serialization:
                Workload(kind: kind) {
                    (try JSONSerialization.jsonObject(with: data) as? [String: Any])?.count ?? 0
                }
            }
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The in-memory throughput of every workload on one spec, measured in interleaved rounds.
struct ThroughputResult: Codable {
    struct Measurement: Codable {
        /// Processor seconds per run, over the rounds.
        var seconds: Summary
        /// Wall-clock seconds per run, over the rounds.
        var wallSeconds: Summary
        /// Runs per sample, chosen so that a sample lasts long enough to time.
        var iterationsPerSample: Int
        var megabytesPerSecond: Double
        var slidesPerSecond: Double
    }

    struct Ratio: Codable {
        var subject: Workload.Kind
        var peer: Workload.Kind
        /// The peer's processor time over the subject's, per round: above 1 the subject is faster.
        var speedup: Summary
    }

    var slides: Int
    var bytes: Int
    var rounds: Int
    var measurements: [String: Measurement]
    var ratios: [Ratio]

    func measurement(_ kind: Workload.Kind) -> Measurement? { measurements[kind.rawValue] }

    func ratio(_ subject: Workload.Kind, over peer: Workload.Kind) -> Summary? {
        ratios.first { $0.subject == subject && $0.peer == peer }?.speedup
    }
}

enum Measurements {
    static let specPath = "Benchmark.onboarding.json"

    /// Measures every workload on a spec of `slides` slides.
    ///
    /// Each round runs every workload once, starting with a different one each round, so that a
    /// slow spell of the machine (other builds, frequency changes) falls on all of them alike.
    static func throughput(slides: Int, options: Options, log: (String) -> Void) throws -> ThroughputResult {
        let bytes = SpecGenerator(slideCount: slides, seed: options.seed).bytes()
        let checked = Compiler().check(SourceFile(path: specPath, bytes: bytes))
        guard !checked.hasErrors, checked.spec?.slides.count == slides else {
            let first = checked.diagnostics.first.map { "\($0)" } ?? "slides were dropped"
            throw BenchmarkError("the generated spec of \(slides) slides does not validate: \(first)")
        }
        let workloads = Workload.all(bytes: bytes, path: specPath)

        // Warm up, and choose how many runs make one sample.
        var iterations: [Int] = []
        for workload in workloads {
            var result = 0
            let once = try Stopwatch.time { result = try workload.run() }.processor
            blackHole(result)
            iterations.append(max(1, Int((options.minimumSampleSeconds / max(once, 1e-6)).rounded(.up))))
        }

        var samples = [[Double]](repeating: [], count: workloads.count)
        var wallSamples = samples
        for round in 0..<options.rounds {
            for step in workloads.indices {
                let index = (round + step) % workloads.count
                let workload = workloads[index]
                var result = 0
                let time = try Stopwatch.time {
                    for _ in 0..<iterations[index] { result &+= try workload.run() }
                }
                blackHole(result)
                samples[index].append(time.processor / Double(iterations[index]))
                wallSamples[index].append(time.wall / Double(iterations[index]))
            }
            log(".")
        }

        var measurements: [String: ThroughputResult.Measurement] = [:]
        for (index, workload) in workloads.enumerated() {
            let summary = Summary(samples[index])
            measurements[workload.kind.rawValue] = .init(
                seconds: summary, wallSeconds: Summary(wallSamples[index]), iterationsPerSample: iterations[index],
                megabytesPerSecond: Double(bytes.count) / 1e6 / summary.median,
                slidesPerSecond: Double(slides) / summary.median)
        }
        var ratios: [ThroughputResult.Ratio] = []
        for subject in [Workload.Kind.frontEnd, .build] {
            for peer in [Workload.Kind.decoder, .serialization] {
                let subjectSamples = samples[workloads.firstIndex { $0.kind == subject }!]
                let peerSamples = samples[workloads.firstIndex { $0.kind == peer }!]
                let perRound = zip(peerSamples, subjectSamples).map { $0 / $1 }
                ratios.append(.init(subject: subject, peer: peer, speedup: Summary(perRound)))
            }
        }
        return ThroughputResult(slides: slides, bytes: bytes.count, rounds: options.rounds, measurements: measurements, ratios: ratios)
    }

    // MARK: Processes

    struct MemoryResult: Codable {
        var slides: Int
        var specBytes: Int
        var maximumResidentBytes: Summary
        /// The bench's own peak when it started the runs: a child's peak can read no lower (see `memory`).
        var benchResidentBytes: Int
        var seconds: Summary
        var processorSeconds: Summary
        /// 4 × the spec's size + 30 MiB.
        var budgetBytes: Int
    }

    /// The peak memory of `onboardc build` on a spec of `slides` slides, as a child process.
    ///
    /// Linux records, when a process calls `execve`, the peak of the memory it leaves: for a child
    /// started with `posix_spawn` (a `vfork`) that is the parent's, so `ru_maxrss` of a child is at
    /// least the parent's own peak. The bench therefore measures memory first, before it holds any
    /// large spec, and has another process write the spec. `benchResidentBytes` records its peak.
    static func memory(
        onboardc: String, bench: String, slides: Int, runs: Int, seed: UInt64, in directory: String
    ) throws -> MemoryResult {
        let path = directory + "/Bench\(slides).onboarding.json"
        let writer = try ChildProcess.run(bench, ["--write-spec", String(slides), path, "--seed", String(seed)])
        guard writer.status == 0, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? Int
        else {
            throw BenchmarkError("cannot write the spec of \(slides) slides:\n\(writer.standardError)")
        }
        let spec = (path: path, bytes: size)
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let benchResidentBytes = Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        let benchResidentBytes = Int(usage.ru_maxrss)
        #endif
        var resident: [Double] = []
        var seconds: [Double] = []
        var processorSeconds: [Double] = []
        for _ in 0..<runs {
            let result = try ChildProcess.run(onboardc, ["build", spec.path, "--output", directory + "/out-memory"])
            guard result.status == 0 else {
                throw BenchmarkError("onboardc build failed with status \(result.status):\n\(result.standardError.prefix(2_000))")
            }
            resident.append(Double(result.maximumResidentBytes))
            seconds.append(result.seconds)
            processorSeconds.append(result.processorSeconds)
        }
        return MemoryResult(
            slides: slides, specBytes: spec.bytes, maximumResidentBytes: Summary(resident),
            benchResidentBytes: benchResidentBytes, seconds: Summary(seconds),
            processorSeconds: Summary(processorSeconds),
            budgetBytes: 4 * spec.bytes + 30 * 1024 * 1024)
    }

    struct ColdStartResult: Codable {
        var slides: Int
        var rounds: Int
        /// Wall-clock seconds.
        var onboardcSeconds: Summary
        var helloWorldSeconds: Summary
        /// onboardc's wall-clock time over the hello world's, per round.
        var ratio: Summary
        /// User and system processor seconds.
        var onboardcProcessorSeconds: Summary
        var helloWorldProcessorSeconds: Summary
        /// onboardc's processor time over the hello world's, per round.
        var processorRatio: Summary
        /// The same for an `onboardc` that links the Swift runtime and Foundation statically, as the
        /// prebuilt plugin's does, when one was given or found.
        var staticOnboardcProcessorSeconds: Summary?
        var staticOnboardcSeconds: Summary?
        var staticProcessorRatio: Summary?
        /// Processor seconds to load the built-in templates as every `onboardc build` does before it
        /// reads a spec, already parsed (measured in this process).
        var templateLoadingSeconds: Summary
        /// Parsing them from their text instead, as before they were embedded parsed.
        var templateParsingSeconds: Summary
    }

    /// `onboardc build` of a small spec as a whole process, against a Swift hello world that imports
    /// Foundation, compiled with `swiftc -O` now: the floor of any Swift tool's start. With
    /// `staticOnboardc`, a statically linked `onboardc` runs in the same rounds.
    static func coldStart(
        onboardc: String, staticOnboardc: String?, swiftc: String, slides: Int, rounds: Int, seed: UInt64, in directory: String
    ) throws -> ColdStartResult {
        let spec = try writeSpec(slides: slides, seed: seed, in: directory)
        let helloSource = directory + "/hello.swift"
        let hello = directory + "/hello"
        try "import Foundation\n\nprint(\"Hello, world!\")\n".write(toFile: helloSource, atomically: true, encoding: .utf8)
        let compiled = try ChildProcess.run(swiftc, ["-O", helloSource, "-o", hello])
        guard compiled.status == 0 else { throw BenchmarkError("cannot compile the hello world:\n\(compiled.standardError)") }

        let output = directory + "/out-cold"
        func runOnboardc(_ executable: String = onboardc) throws -> ChildProcess.Result {
            let result = try ChildProcess.run(executable, ["build", spec.path, "--output", output])
            guard result.status == 0 else { throw BenchmarkError("onboardc build failed:\n\(result.standardError.prefix(2_000))") }
            return result
        }
        func runHello() throws -> ChildProcess.Result {
            let result = try ChildProcess.run(hello, [])
            guard result.status == 0 else { throw BenchmarkError("the hello world failed") }
            return result
        }
        // One warm-up each: the measurement is of process start, not of a cold page cache.
        _ = try runOnboardc()
        _ = try runHello()
        if let staticOnboardc { _ = try runOnboardc(staticOnboardc) }
        var onboardcRuns: [ChildProcess.Result] = []
        var staticRuns: [ChildProcess.Result] = []
        var helloRuns: [ChildProcess.Result] = []
        for round in 0..<rounds {
            if round % 2 == 0 {
                onboardcRuns.append(try runOnboardc())
                helloRuns.append(try runHello())
                if let staticOnboardc { staticRuns.append(try runOnboardc(staticOnboardc)) }
            } else {
                if let staticOnboardc { staticRuns.append(try runOnboardc(staticOnboardc)) }
                helloRuns.append(try runHello())
                onboardcRuns.append(try runOnboardc())
            }
        }
        let templateLoading = (0..<rounds).map { _ in Stopwatch.time { blackHole(BuiltinTemplates.loadedSet()) }.processor }
        let templateParsing = (0..<rounds).map { _ in
            Stopwatch.time { blackHole(TemplateSet(files: BuiltinTemplates.files, pathPrefix: "Templates")) }.processor
        }
        return ColdStartResult(
            slides: slides, rounds: rounds,
            onboardcSeconds: Summary(onboardcRuns.map(\.seconds)), helloWorldSeconds: Summary(helloRuns.map(\.seconds)),
            ratio: Summary(zip(onboardcRuns, helloRuns).map { $0.seconds / $1.seconds }),
            onboardcProcessorSeconds: Summary(onboardcRuns.map(\.processorSeconds)),
            helloWorldProcessorSeconds: Summary(helloRuns.map(\.processorSeconds)),
            processorRatio: Summary(zip(onboardcRuns, helloRuns).map { $0.processorSeconds / $1.processorSeconds }),
            staticOnboardcProcessorSeconds: staticRuns.isEmpty ? nil : Summary(staticRuns.map(\.processorSeconds)),
            staticOnboardcSeconds: staticRuns.isEmpty ? nil : Summary(staticRuns.map(\.seconds)),
            staticProcessorRatio: staticRuns.isEmpty ? nil : Summary(zip(staticRuns, helloRuns).map { $0.processorSeconds / $1.processorSeconds }),
            templateLoadingSeconds: Summary(templateLoading), templateParsingSeconds: Summary(templateParsing))
    }

    struct TypecheckResult: Codable {
        var slides: Int
        var generatedBytes: Int
        var generatedLines: Int
        /// Wall-clock seconds.
        var seconds: Summary
        /// User and system processor seconds.
        var processorSeconds: Summary
        /// The target: 2 s for 1,000 slides, growing linearly.
        var targetSeconds: Double
    }

    /// How long `swiftc -typecheck` takes on the code generated for a spec of `slides` slides.
    static func typecheck(swiftc: String, slides: Int, runs: Int, seed: UInt64, in directory: String) throws -> TypecheckResult {
        let bytes = SpecGenerator(slideCount: slides, seed: seed).bytes()
        guard let spec = Compiler().check(SourceFile(path: specPath, bytes: bytes)).valid else {
            throw BenchmarkError("the generated spec of \(slides) slides does not validate")
        }
        let generated = try Compiler().generate(spec, specPath: specPath)
        let file = directory + "/" + generated.fileName
        try Data(generated.utf8).write(to: URL(fileURLWithPath: file))
        var seconds: [Double] = []
        var processorSeconds: [Double] = []
        for _ in 0..<runs {
            let result = try ChildProcess.run(swiftc, ["-typecheck", file])
            guard result.status == 0 else {
                throw BenchmarkError("swiftc -typecheck failed on the code for \(slides) slides:\n\(result.standardError.prefix(2_000))")
            }
            seconds.append(result.seconds)
            processorSeconds.append(result.processorSeconds)
        }
        return TypecheckResult(
            slides: slides, generatedBytes: generated.utf8.count,
            generatedLines: generated.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count,
            seconds: Summary(seconds), processorSeconds: Summary(processorSeconds), targetSeconds: 2 * Double(slides) / 1_000)
    }

    static func writeSpec(slides: Int, seed: UInt64, in directory: String) throws -> (path: String, bytes: Int) {
        let path = directory + "/Bench\(slides).onboarding.json"
        let bytes = SpecGenerator(slideCount: slides, seed: seed, name: "Bench\(slides)").bytes()
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes.count)
    }
}
