import Foundation
import OnboardingCompiler
import OnboardingDiagnostics
import OnboardingReporting

/// `onboardc lint` as a whole process, with each reporter, on a clean and on a noisy RN-shaped spec
/// of the same slides, against a process that reads the same file with `JSONDecoder`.
///
/// Every finding is reported (`--max-diagnostics 0`): the measurement is of
/// reporting them all, not of the default limit of 10,000 a file.
///
/// Without `--reporter`, the diagnostics go to standard error as Xcode lines; with one, the report
/// goes to standard output and the Xcode lines to standard error all the same: both are written to
/// files, as a CI job captures them. The `JSONDecoder` process is this bench run as
/// `--profile decoder FILE --iterations 1`, a Foundation program that reads the file and decodes it.
enum LintMeasurement {
    struct Result: Codable {
        struct Row: Codable {
            /// `xcode` for a run without `--reporter`.
            var reporter: String
            /// Processor seconds on the clean and on the noisy spec.
            var cleanSeconds: Summary
            var noisySeconds: Summary
            /// The `JSONDecoder` process's processor time over onboardc's, per round, on the noisy spec:
            /// at least 1 when onboardc is as fast.
            var noisySpeedup: Summary
        }

        var slides: Int
        var cleanBytes: Int
        var noisyBytes: Int
        var noisyFindings: Int
        var rounds: Int
        var decoderCleanSeconds: Summary
        var decoderNoisySeconds: Summary
        var rows: [Row]
    }

    static func run(onboardc: String, bench: String, slides: Int, rounds: Int, in directory: String) throws -> Result {
        let clean = directory + "/LintClean.onboarding.json"
        let noisy = directory + "/LintNoisy.onboarding.json"
        let cleanBytes = RNShapedSpec(slideCount: slides, hasAccessibilityLabels: true).bytes()
        let noisyBytes = RNShapedSpec(slideCount: slides, hasAccessibilityLabels: false).bytes()
        try Data(cleanBytes).write(to: URL(fileURLWithPath: clean))
        try Data(noisyBytes).write(to: URL(fileURLWithPath: noisy))
        var compiler = Compiler()
        compiler.options.maximumDiagnosticCount = nil
        let findings = compiler.check(SourceFile(path: noisy, bytes: noisyBytes)).diagnostics.count

        let reporters = ReporterKind.allCases.map(\.rawValue)
        func lint(_ spec: String, _ reporter: String) throws -> Double {
            let arguments = ["lint", spec, "--max-diagnostics", "0"]
                + (reporter == ReporterKind.xcode.rawValue ? [] : ["--reporter", reporter])
            let result = try ChildProcess.run(onboardc, arguments)
            guard result.status <= 1 else {
                throw BenchmarkError("onboardc lint --reporter \(reporter) failed:\n\(result.standardError.prefix(2_000))")
            }
            return result.processorSeconds
        }
        func decode(_ spec: String) throws -> Double {
            let result = try ChildProcess.run(bench, ["--profile", "decoder", spec, "--iterations", "1"])
            guard result.status == 0 else { throw BenchmarkError("JSONDecoder failed:\n\(result.standardError.prefix(2_000))") }
            return result.processorSeconds
        }

        _ = try lint(noisy, ReporterKind.xcode.rawValue)
        _ = try decode(noisy)
        var decoderClean: [Double] = []
        var decoderNoisy: [Double] = []
        var cleanTimes = [[Double]](repeating: [], count: reporters.count)
        var noisyTimes = cleanTimes
        for round in 0..<rounds {
            decoderClean.append(try decode(clean))
            decoderNoisy.append(try decode(noisy))
            for step in reporters.indices {
                let index = (round + step) % reporters.count
                cleanTimes[index].append(try lint(clean, reporters[index]))
                noisyTimes[index].append(try lint(noisy, reporters[index]))
            }
        }
        let rows = reporters.indices.map { index in
            Result.Row(
                reporter: reporters[index], cleanSeconds: Summary(cleanTimes[index]), noisySeconds: Summary(noisyTimes[index]),
                noisySpeedup: Summary(zip(decoderNoisy, noisyTimes[index]).map { $0 / $1 }))
        }
        return Result(
            slides: slides, cleanBytes: cleanBytes.count, noisyBytes: noisyBytes.count, noisyFindings: findings, rounds: rounds,
            decoderCleanSeconds: Summary(decoderClean), decoderNoisySeconds: Summary(decoderNoisy), rows: rows)
    }
}
