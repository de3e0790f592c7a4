import Foundation
import OnboardingReporting

/// `onboardc build` of each spec and `onboardc lint` of the report's spec with each reporter, as
/// whole processes, each against a Swift hello world that imports Foundation (`swiftc -O`): the
/// floor of any Swift tool's start, and what a user waits for in every build.
///
/// Each round runs one onboardc command and the hello world back to back, in alternating order,
/// so that a slow spell of the shared machine falls on both; a ratio is the median of the rounds'
/// ratios of processor time (user and system), which the scheduler does not inflate as it does
/// the wall clock.
enum ProcessMeasurement {
    struct Result: Codable {
        struct Row: Codable {
            /// `build Name` or `lint Name --reporter R`.
            var command: String
            var processorSeconds: Summary
            var helloProcessorSeconds: Summary
            /// onboardc's processor time over the hello world's, per round.
            var ratio: Summary
            /// The same of wall-clock time.
            var wallRatio: Summary
        }

        var rounds: Int
        var rows: [Row]
    }

    /// The most a cold `onboardc build` of a shipped spec may cost, in hello worlds.
    static let coldStartTarget = 1.2

    /// `onboardc build` of each spec, and `onboardc lint` of the report's spec with each reporter.
    static func commands(for inputs: [HeadlineInput], in directory: String) -> [(name: String, arguments: [String])] {
        var commands: [(name: String, arguments: [String])] = []
        for input in inputs where input.kind != .report {
            commands.append(("build \(input.name)", ["build", input.path, "--output", directory + "/out-process"]))
        }
        for input in inputs where input.kind == .report {
            for reporter in ReporterKind.allCases {
                let option = reporter == .xcode ? [] : ["--reporter", reporter.rawValue]
                commands.append(
                    ("lint \(input.name)" + option.map { " " + $0 }.joined(),
                     ["lint", input.path, "--max-diagnostics", "0"] + option))
            }
        }
        return commands
    }

    static func run(onboardc: String, swiftc: String, inputs: [HeadlineInput], rounds: Int, in directory: String) throws -> Result {
        let hello = try HelloWorld.compile(swiftc: swiftc, in: directory)
        let commands = Self.commands(for: inputs, in: directory)
        var rows: [Result.Row] = []
        for command in commands {
            progress("  onboardc \(command.name)\n")
            let pairs = try interleavedPairs(rounds: rounds) {
                let result = try ChildProcess.run(onboardc, command.arguments)
                guard result.status <= 1 else {
                    throw BenchmarkError("onboardc \(command.name) failed:\n\(result.standardError.prefix(2_000))")
                }
                return result
            } reference: {
                try hello.run()
            }
            rows.append(.init(
                command: command.name,
                processorSeconds: Summary(pairs.map(\.subject.processorSeconds)),
                helloProcessorSeconds: Summary(pairs.map(\.reference.processorSeconds)),
                ratio: Summary(pairs.map { $0.subject.processorSeconds / $0.reference.processorSeconds }),
                wallRatio: Summary(pairs.map { $0.subject.seconds / $0.reference.seconds })))
        }
        return Result(rounds: rounds, rows: rows)
    }
}

/// `import Foundation; print("Hello, world!")`, compiled with `swiftc -O`.
struct HelloWorld {
    static let source = "import Foundation\n\nprint(\"Hello, world!\")\n"

    let path: String

    static func compile(swiftc: String, in directory: String) throws -> HelloWorld {
        let source = directory + "/hello.swift"
        let path = directory + "/hello"
        try Self.source.write(toFile: source, atomically: true, encoding: .utf8)
        let compiled = try ChildProcess.run(swiftc, ["-O", source, "-o", path])
        guard compiled.status == 0 else { throw BenchmarkError("cannot compile the hello world:\n\(compiled.standardError)") }
        return HelloWorld(path: path)
    }

    func run() throws -> ChildProcess.Result {
        let result = try ChildProcess.run(path, [])
        guard result.status == 0 else { throw BenchmarkError("the hello world failed") }
        return result
    }
}

/// `rounds` runs of `subject` and of `reference`, after one of each to warm up, in pairs whose
/// order alternates.
func interleavedPairs<Measured>(
    rounds: Int, subject: () throws -> Measured, reference: () throws -> Measured
) throws -> [(subject: Measured, reference: Measured)] {
    _ = try subject()
    _ = try reference()
    var pairs: [(subject: Measured, reference: Measured)] = []
    for round in 0..<rounds {
        if round % 2 == 0 {
            let measured = try subject()
            pairs.append((measured, try reference()))
        } else {
            let measuredReference = try reference()
            pairs.append((try subject(), measuredReference))
        }
    }
    return pairs
}
