import Foundation
import OnboardingTestSupport

// onboardc-bench: see `Options.usage` and Benchmarks/BENCHMARKS.md.

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(status)
}

func progress(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
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

// MARK: Modes for the bench's own child processes

if let (slides, path) = options.specToWrite {
    do {
        try Data(SizedSpecGenerator(slideCount: slides, seed: options.seed).bytes()).write(to: URL(fileURLWithPath: path))
    } catch {
        fail("cannot write '\(path)': \(error.localizedDescription)")
    }
    exit(0)
}

if let (spec, catalog) = options.stagesToRun {
    do {
        try runStages(spec: spec, catalog: catalog)
    } catch {
        fail("\(error)")
    }
    exit(0)
}

// MARK: Tools

#if DEBUG
progress("warning: this is a debug build; its counts and timings say nothing. Run: swift run -c release onboardc-bench\n")
#endif

/// The bench's own package (`Benchmarks/`), known from this file's path, when the bench runs from its checkout.
let benchPackage: String? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) ? root.path : nil
}()

/// The onboardc package, beside the bench's: its specs are the headline inputs.
let onboardcPackage: String? = benchPackage.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }

let bench = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath().path

/// The `onboardc` binary next to this one, built first in the same configuration so that it is not stale.
func locateOnboardc() -> String {
    if let path = options.onboardcPath { return path }
    let directory = URL(fileURLWithPath: bench).deletingLastPathComponent()
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
    let sibling = directory.appendingPathComponent("onboardc").path
    guard FileManager.default.isExecutableFile(atPath: sibling) else {
        fail("no onboardc binary at '\(sibling)'; run 'swift build -c release' first or pass --onboardc PATH")
    }
    return sibling
}

func locateSwiftc() -> String? {
    if let path = options.swiftcPath { return path }
    if let path = ProcessInfo.processInfo.environment["SWIFTC"] { return path }
    return ChildProcess.find("swiftc")
}

guard let onboardcPackage else { fail("the bench reads the specs of its checkout; run it from there (swift run --package-path Benchmarks)") }
let onboardc = options.sections.isDisjoint(with: [.stages, .process]) ? nil : locateOnboardc()
let swiftc = options.sections.isDisjoint(with: [.stages, .process, .generated, .slides]) ? nil : locateSwiftc()
if swiftc == nil, !options.sections.isDisjoint(with: [.stages, .process, .generated, .slides]) {
    progress("warning: swiftc not found (set SWIFTC or pass --swiftc); skipping the processes and the generated files\n")
}

let workDirectory = NSTemporaryDirectory() + "onboardc-bench-\(getpid())"
do {
    try FileManager.default.createDirectory(atPath: workDirectory + "/tmp", withIntermediateDirectories: true)
} catch {
    fail("cannot create '\(workDirectory)': \(error.localizedDescription)")
}
defer { try? FileManager.default.removeItem(atPath: workDirectory) }
// Every swiftc leaves an empty temporary folder behind: the children make theirs in the bench's.
setenv("TMPDIR", workDirectory + "/tmp", 1)

// MARK: Measurements

var report = Report(environment: .init(
    date: ISO8601DateFormatter().string(from: Date()), processors: ProcessInfo.processInfo.activeProcessorCount,
    operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString, quick: options.isQuick, onboardc: onboardc, swiftc: swiftc))

do {
    let inputs = try HeadlineInput.all(
        specsFolder: onboardcPackage + "/Specs", isQuick: options.isQuick, seed: options.seed, in: workDirectory)
    if options.sections.contains(.stages) {
        if let valgrind = ChildProcess.find("valgrind"), let annotate = ChildProcess.find("callgrind_annotate") {
            progress("instructions of each stage (callgrind)\n")
            var stages = try StageMeasurement.run(bench: bench, valgrind: valgrind, annotate: annotate, inputs: inputs, in: workDirectory)
            if let onboardc, let swiftc {
                progress("instructions of whole processes (callgrind)\n")
                let hello = try HelloWorld.compile(swiftc: swiftc, in: workDirectory)
                try StageMeasurement.countProcesses(
                    &stages, onboardc: onboardc, hello: hello, valgrind: valgrind, inputs: inputs, in: workDirectory)
            }
            report.stages = stages
        } else {
            progress("warning: valgrind and callgrind_annotate are not on PATH; skipping the instructions of each stage\n")
        }
    }
    if options.sections.contains(.process), let onboardc, let swiftc {
        progress("whole processes against a hello world, \(options.rounds) pairs each\n")
        report.process = try ProcessMeasurement.run(onboardc: onboardc, swiftc: swiftc, inputs: inputs, rounds: options.rounds, in: workDirectory)
    }
    if options.sections.contains(.generated), let swiftc {
        progress("compiling the generated files against a hello world, \(options.compileRounds) pairs each\n")
        report.generated = try GeneratedCodeMeasurement.run(
            swiftc: swiftc, bench: bench, inputs: inputs, rounds: options.compileRounds, in: workDirectory)
    }
    if options.sections.contains(.slides), let swiftc {
        // Counting the instructions of eight compilations under callgrind takes minutes.
        let valgrind = options.isQuick ? nil : ChildProcess.find("valgrind")
        progress("compiling generated files of more slides against the same written by hand, \(options.compileRounds) rounds\n")
        report.slides = try SlideMeasurement.run(
            swiftc: swiftc, bench: bench, valgrind: valgrind, isQuick: options.isQuick, seed: options.seed, rounds: options.compileRounds,
            in: workDirectory)
    }
    let swift = ChildProcess.find("swift")
    if options.sections.contains(.selfbuild), let swift {
        progress("clean release builds of onboardc, \(options.buildRounds) rounds (minutes)\n")
        report.selfBuild = try BuildMeasurement.selfBuild(
            swift: swift, onboardcPackage: onboardcPackage, rounds: options.buildRounds, in: workDirectory)
    }
    if options.sections.contains(.consumer), let swift {
        progress("clean debug builds of apps that use the plugin, \(options.buildRounds) rounds (minutes)\n")
        report.consumer = try BuildMeasurement.consumers(
            swift: swift, onboardcPackage: onboardcPackage, rounds: options.buildRounds, in: workDirectory)
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
