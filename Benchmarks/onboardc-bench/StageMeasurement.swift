import Foundation

/// The instructions of each stage on each headline input, counted by callgrind in this bench run
/// as `--run-stages`: exact and repeatable on a shared machine, where times are not.
///
/// The count of a stage is the inclusive count of its function (`Stage.functionName`), taken from
/// `callgrind_annotate --inclusive=yes --auto=no`. Child processes hash deterministically
/// (`SWIFT_DETERMINISTIC_HASHING`) and bind their symbols at start (`LD_BIND_NOW`), so that a
/// count moves only when the code does.
enum StageMeasurement {
    struct Result: Codable {
        struct Row: Codable {
            var input: HeadlineInput
            /// Instructions of each stage run on its own, after a first run of the pipeline.
            var instructions: [Stage: Int]
            /// Instructions of the first run of the pipeline in the process (parse to preview, no reports).
            var firstRunInstructions: Int
        }

        /// The instructions of a whole `onboardc` process, start and exit included.
        struct ProcessRow: Codable {
            /// `build Name` or `lint Name --reporter R`.
            var command: String
            var instructions: Int
        }

        var rows: [Row]
        var processes: [ProcessRow] = []
        /// The instructions of the Foundation hello world, the reference of `processes`.
        var helloInstructions: Int?
    }

    static func run(bench: String, valgrind: String, annotate: String, inputs: [HeadlineInput], in directory: String) throws -> Result {
        var rows: [Result.Row] = []
        for input in inputs {
            progress("  \(input.name)\n")
            let profile = directory + "/callgrind.\(input.name).out"
            var command = [bench, "--run-stages", input.path]
            if let catalog = input.catalogPath { command += ["--catalog", catalog] }
            let result = try ChildProcess.callgrind(valgrind, profile: profile, command, environment: ["LD_BIND_NOW": "1"])
            guard result.status == 0 else {
                throw BenchmarkError("callgrind of the stages of \(input.name) failed:\n\(result.standardError.suffix(2_000))")
            }
            let annotated = try ChildProcess.output(annotate, ["--inclusive=yes", "--threshold=100", "--auto=no", profile])
            let counts = inclusiveCounts(in: annotated)
            var instructions: [Stage: Int] = [:]
            for stage in Stage.allCases {
                if let count = counts[stage.functionName] { instructions[stage] = count }
            }
            guard let firstRun = counts[Stage.firstRunFunctionName], instructions.count >= 7 else {
                throw BenchmarkError("callgrind_annotate shows no count for the stages of \(input.name):\n\(annotated.prefix(2_000))")
            }
            rows.append(.init(input: input, instructions: instructions, firstRunInstructions: firstRun))
        }
        return Result(rows: rows)
    }

    /// The instructions of each `onboardc` command of `ProcessMeasurement` and of the hello world,
    /// each a whole process under callgrind.
    static func countProcesses(
        _ result: inout Result, onboardc: String, hello: HelloWorld, valgrind: String, inputs: [HeadlineInput], in directory: String
    ) throws {
        func instructions(_ executable: String, _ arguments: [String]) throws -> Int {
            let profile = directory + "/callgrind.process.out"
            let run = try ChildProcess.callgrind(valgrind, profile: profile, [executable] + arguments)
            guard run.status <= 1, let totals = try String(contentsOfFile: profile, encoding: .utf8).split(separator: "\n")
                .first(where: { $0.hasPrefix("totals: ") }), let count = Int(totals.dropFirst("totals: ".count))
            else {
                throw BenchmarkError("callgrind of \(executable) \(arguments.joined(separator: " ")) failed:\n\(run.standardError.suffix(2_000))")
            }
            return count
        }
        result.helloInstructions = try instructions(hello.path, [])
        for command in ProcessMeasurement.commands(for: inputs, in: directory) {
            progress("  onboardc \(command.name)\n")
            result.processes.append(.init(command: command.name, instructions: try instructions(onboardc, command.arguments)))
        }
    }

    /// The inclusive instructions of each `measured…` function in the output of `callgrind_annotate
    /// --inclusive=yes`, by the function's name. A function may appear twice, as itself and as a
    /// specialisation the optimiser made of it; the larger count holds the other.
    static func inclusiveCounts(in annotated: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in annotated.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let first = fields.first, let count = Int(first.filter { $0 != "," }) else { continue }
            for name in Stage.allCases.map(\.functionName) + [Stage.firstRunFunctionName]
            where line.contains("\(name.utf8.count)\(name)") {
                counts[name] = max(counts[name] ?? 0, count)
            }
        }
        return counts
    }
}
