import Foundation
import JSONSyntax
import OnboardingCodeGen
import OnboardingCompiler
import OnboardingDiagnostics
import OnboardingSemantics
import OnboardingModel
import OnboardingTestSupport

// onboardc-bench: see `Options.usage` and Benchmarks/BENCHMARKS.md.

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(status)
}

func progress(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

let options: Options
do throws(Options.UsageError) {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    if error.message.isEmpty {
        print(Options.usage)
        exit(0)
    }
    fail("\(error.message)\n\(Options.usage)", status: 2)
}

// MARK: Utility modes

if let (slides, path) = options.specToWrite {
    let bytes = SpecGenerator(slideCount: slides, seed: options.seed).bytes()
    do {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    } catch {
        fail("cannot write '\(path)': \(error.localizedDescription)")
    }
    progress("wrote \(grouped(slides)) slides, \(grouped(bytes.count)) bytes, to \(path)\n")
    exit(0)
}

if let (stage, path) = options.profile, stage == "memory" {
    // Resident memory after each stage of a build, and its peak so far (Linux), to see what
    // holds memory at the peak.
    func heap() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "?" }
        return status.split(separator: "\n").filter { $0.hasPrefix("VmRSS") || $0.hasPrefix("VmHWM") }
            .map { $0.replacingOccurrences(of: "\t", with: " ") }.joined(separator: ", ")
    }
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read '\(path)'") }
    var bytes: [UInt8]? = [UInt8](data)
    progress("bytes: \(heap())\n")
    let source = SourceFile(path: path, bytes: bytes!)
    bytes = nil
    progress("source file: \(heap())\n")
    let (tree, _) = JSONParser.parse(source)
    progress("tree: \(heap())\n")
    let (spec, _) = SpecLowering.lower(tree)
    progress("spec: \(heap())\n")
    let diagnostics = SpecValidator.validate(spec!, in: tree)
    progress("validated (\(diagnostics.count) diagnostics): \(heap())\n")
    let output = try! CodeGenerator().generate(spec!, graph: FlowGraph(spec: spec!), specPath: path)
    progress("generated \(mebibytes(output.utf8.count)): \(heap())\n")
    blackHole((tree, output))
    exit(0)
}

if let (stage, path) = options.profile {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read '\(path)'") }
    let workload = Workload.all(bytes: [UInt8](data), path: path).first { workload in
        switch (stage, workload.kind) {
        case ("frontend", .frontEnd), ("build", .build), ("decoder", .decoder), ("serialization", .serialization): true
        default: false
        }
    }!
    var result = 0
    let seconds = Stopwatch.time {
        for _ in 0..<options.profileIterations {
            do {
                result &+= try workload.run()
            } catch {
                fail("\(workload.kind.rawValue) failed: \(error)")
            }
        }
    }.processor
    blackHole(result)
    progress(String(format: "%@: %.3f processor seconds per run, %.1f MB/s\n", workload.kind.rawValue, seconds / Double(options.profileIterations),
        Double(data.count) * Double(options.profileIterations) / 1e6 / seconds))
    exit(0)
}

// MARK: Tools

#if DEBUG
progress("warning: this is a debug build; its timings say nothing. Run: swift run -c release onboardc-bench\n")
#endif

/// The bench's own package (`Benchmarks/`), known from this file's path, when the bench runs from its checkout.
let benchPackage: String? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) ? root.path : nil
}()

/// The `onboardc` binary next to this one, built first in the same configuration so that it is not stale.
func locateOnboardc() -> String {
    if let path = options.onboardcPath { return path }
    let directory = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        .resolvingSymlinksInPath().deletingLastPathComponent()
    let sibling = directory.appendingPathComponent("onboardc").path
    let configuration = directory.lastPathComponent == "debug" ? "debug" : "release"
    if let benchPackage, let swift = ChildProcess.find("swift") {
        progress("building onboardc (\(configuration))…\n")
        do {
            let result = try ChildProcess.run(swift, ["build", "-c", configuration, "--product", "onboardc", "--package-path", benchPackage])
            if result.status != 0 { progress("warning: 'swift build --product onboardc' failed:\n\(result.standardError)") }
        } catch {
            progress("warning: \(error)\n")
        }
    }
    guard FileManager.default.isExecutableFile(atPath: sibling) else {
        fail("no onboardc binary at '\(sibling)'; run 'swift build -c release' first or pass --onboardc PATH")
    }
    return sibling
}

func locateSwiftc() -> String? {
    if let path = options.swiftcPath { return path }
    if let path = ProcessInfo.processInfo.environment["SWIFTC"] { return path }
    if let path = ChildProcess.find("swiftc") { return path }
    let fallback = "/opt/swift/usr/bin/swiftc"
    return FileManager.default.isExecutableFile(atPath: fallback) ? fallback : nil
}

/// The onboardc package, beside the bench's, which the consumer packages depend on.
let onboardcPackage: String? = benchPackage.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }

/// The statically linked `onboardc` that `bundle-onboardc` builds (the prebuilt plugin's), when there is one.
func locateStaticOnboardc() -> String? {
    if let path = options.staticOnboardcPath { return path }
    guard let onboardcPackage else { return nil }
    let candidate = onboardcPackage + "/.build/bundle-scratch/release/onboardc"
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
}

let needsOnboardc = !options.sections.isDisjoint(with: [.memory, .coldstart, .lint])
let needsSwiftc = !options.sections.isDisjoint(with: [.coldstart, .typecheck, .compile])
let onboardc = needsOnboardc ? locateOnboardc() : nil
let swiftc = needsSwiftc ? locateSwiftc() : nil
if needsSwiftc, swiftc == nil {
    progress("warning: swiftc not found (set SWIFTC or pass --swiftc); skipping cold start, type-checking and compiling\n")
}
if options.isQuick, !options.sections.contains(.consumer) {
    progress("note: --quick leaves out the consumer builds, which compile onboardc from source; --sections consumer runs them\n")
}

let workDirectory = NSTemporaryDirectory() + "onboardc-bench-\(getpid())"
do {
    try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
} catch {
    fail("cannot create '\(workDirectory)': \(error.localizedDescription)")
}
defer { try? FileManager.default.removeItem(atPath: workDirectory) }

// MARK: Measurements

let dateFormatter = ISO8601DateFormatter()
var report = Report(environment: .init(
    date: dateFormatter.string(from: Date()), processors: ProcessInfo.processInfo.activeProcessorCount,
    operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString, quick: options.isQuick, seed: options.seed,
    onboardc: onboardc, swiftc: swiftc))

do {
    let bench = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).path
    // Process measurements first, while the bench itself is small: see `Measurements.memory`.
    if options.sections.contains(.memory), let onboardc {
        progress("peak memory, \(grouped(options.memorySlides)) slides\n")
        report.memory = try Measurements.memory(
            onboardc: onboardc, bench: bench, slides: options.memorySlides, runs: options.memoryRuns, seed: options.seed, in: workDirectory)
    }
    if options.sections.contains(.consumer) {
        if let onboardcPackage, let swift = ChildProcess.find("swift") {
            progress("clean builds of consumer packages, \(options.consumerRounds) rounds (minutes)\n")
            report.consumer = try ConsumerMeasurement.run(
                swift: swift, onboardcPackage: onboardcPackage, rounds: options.consumerRounds, seed: options.seed, in: workDirectory)
        } else {
            progress("warning: the consumer builds need swift on PATH and the bench run from its checkout; skipped\n")
        }
    }
    if options.sections.contains(.coldstart), let onboardc, let swiftc {
        progress("cold start\n")
        report.coldStart = try Measurements.coldStart(
            onboardc: onboardc, staticOnboardc: locateStaticOnboardc(), swiftc: swiftc, slides: options.coldStartSlides,
            rounds: options.coldStartRounds, seed: options.seed, in: workDirectory)
    }
    if options.sections.contains(.lint), let onboardc {
        progress("onboardc lint with each reporter, \(grouped(options.lintSlides)) slides\n")
        report.lint = try LintMeasurement.run(
            onboardc: onboardc, bench: bench, slides: options.lintSlides, rounds: options.lintRounds, in: workDirectory)
    }
    if options.sections.contains(.throughput) {
        for slides in options.sizes {
            progress("throughput, \(grouped(slides)) slides ")
            report.throughput.append(try Measurements.throughput(slides: slides, options: options, log: progress))
            progress("\n")
        }
        if let small = report.throughput.first(where: { $0.slides == 1_000 }),
            let large = report.throughput.last, large.slides > small.slides
        {
            for kind in [Workload.Kind.frontEnd, .build] {
                guard let smallTime = small.measurement(kind)?.seconds.median, let largeTime = large.measurement(kind)?.seconds.median
                else { continue }
                let ratio = (largeTime / Double(large.slides)) / (smallTime / Double(small.slides))
                report.linearity.append(.init(workload: kind.rawValue, smallSlides: small.slides, largeSlides: large.slides, ratio: ratio))
            }
        }
    }
    if options.sections.contains(.typecheck), let swiftc {
        for slides in options.typecheckSizes {
            progress("swiftc -typecheck, \(grouped(slides)) slides\n")
            report.typecheck.append(try Measurements.typecheck(
                swiftc: swiftc, slides: slides, runs: options.typecheckRuns, seed: options.seed, in: workDirectory))
        }
    }
    if options.sections.contains(.compile), let swiftc {
        for slides in options.compileSizes {
            progress("swiftc -c -Onone and -O, \(grouped(slides)) RN-shaped slides\n")
            report.compile.append(try CompileMeasurement.run(swiftc: swiftc, slides: slides, runs: options.compileRuns, in: workDirectory))
        }
    }
} catch {
    fail("\(error)")
}

report.evaluateTargets()
print(report.text, terminator: "")

if let jsonPath = options.jsonPath {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        try encoder.encode(report).write(to: URL(fileURLWithPath: jsonPath))
    } catch {
        fail("cannot write '\(jsonPath)': \(error.localizedDescription)")
    }
}
