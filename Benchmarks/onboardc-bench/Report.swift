import Foundation

/// Everything one run measured, as printed and as written by `--json`.
struct Report: Codable {
    struct Environment: Codable {
        var date: String
        var processors: Int
        var operatingSystem: String
        var quick: Bool
        var seed: UInt64
        var onboardc: String?
        var swiftc: String?
    }

    struct Linearity: Codable {
        var workload: String
        var smallSlides: Int
        var largeSlides: Int
        /// Seconds per slide at the large size over seconds per slide at the small one.
        var ratio: Double
    }

    struct Target: Codable {
        var name: String
        var measured: String
        var isMet: Bool
    }

    var environment: Environment
    var throughput: [ThroughputResult] = []
    var linearity: [Linearity] = []
    var memory: Measurements.MemoryResult?
    var coldStart: Measurements.ColdStartResult?
    var typecheck: [Measurements.TypecheckResult] = []
    var compile: [CompileMeasurement.Result] = []
    var lint: LintMeasurement.Result?
    var consumer: ConsumerMeasurement.Result?
    var targets: [Target] = []

    // MARK: Targets

    mutating func evaluateTargets() {
        targets = []
        for size in throughput where size.slides >= 20_000 {
            if let ratio = size.ratio(.frontEnd, over: .decoder) {
                targets.append(Target(
                    name: "front end ≥ 2× JSONDecoder at \(size.slides) slides",
                    measured: format(ratio: ratio), isMet: ratio.median >= 2))
            }
            if let ratio = size.ratio(.build, over: .decoder) {
                targets.append(Target(
                    name: "build ≥ 1× JSONDecoder at \(size.slides) slides",
                    measured: format(ratio: ratio), isMet: ratio.median >= 1))
            }
        }
        for entry in linearity {
            targets.append(Target(
                name: "\(entry.workload): time per slide at \(entry.largeSlides) ≤ 1.5× that at \(entry.smallSlides)",
                measured: String(format: "%.2f×", entry.ratio), isMet: entry.ratio <= 1.5))
        }
        if let memory {
            targets.append(Target(
                name: "peak memory of build on \(memory.slides) slides ≤ 4 × \(mebibytes(memory.specBytes)) + 30 MiB = \(mebibytes(memory.budgetBytes))",
                measured: mebibytes(Int(memory.maximumResidentBytes.median)),
                isMet: memory.maximumResidentBytes.median <= Double(memory.budgetBytes)))
        }
        if let coldStart {
            targets.append(Target(
                name: "cold build of \(coldStart.slides) slides ≤ 1.2× the hello-world floor (processor time)",
                measured: format(ratio: coldStart.processorRatio) + " (wall clock " + format(ratio: coldStart.ratio) + ")",
                isMet: coldStart.processorRatio.median <= 1.2))
            if let ratio = coldStart.staticProcessorRatio {
                targets.append(Target(
                    name: "cold build of \(coldStart.slides) slides, statically linked onboardc, ≤ 1.2× the hello-world floor",
                    measured: format(ratio: ratio), isMet: ratio.median <= 1.2))
            }
        }
        for entry in typecheck {
            targets.append(Target(
                name: "generated code for \(entry.slides) slides type-checks in < \(String(format: "%g", entry.targetSeconds)) s (processor time)",
                measured: String(format: "%.2f s (wall clock %.2f s)", entry.processorSeconds.median, entry.seconds.median),
                isMet: entry.processorSeconds.median < entry.targetSeconds))
        }
        for (small, large) in zip(compile, compile.dropFirst()) {
            for (name, seconds) in [("-Onone", \CompileMeasurement.Result.debugSeconds), ("-O", \.releaseSeconds)] {
                let ratio = CompileMeasurement.doublingRatio(
                    from: (small.slides, small[keyPath: seconds].median), to: (large.slides, large[keyPath: seconds].median))
                targets.append(Target(
                    name: "swiftc \(name) -c: doubling the slides from \(small.slides) to \(large.slides) about doubles the time (≤ 2.2×)",
                    measured: String(format: "%.2f× a doubling", ratio), isMet: ratio <= 2.2))
            }
        }
        if let thousand = compile.first(where: { $0.slides == 1_000 }) {
            targets.append(Target(
                name: "swiftc -Onone -c of the code for 1,000 slides < 1.5 s (processor time)",
                measured: seconds(thousand.debugSeconds), isMet: thousand.debugSeconds.median < 1.5))
            targets.append(Target(
                name: "swiftc -O -c of the code for 1,000 slides < 5 s (processor time)",
                measured: seconds(thousand.releaseSeconds), isMet: thousand.releaseSeconds.median < 5))
        }
        if let lint {
            for row in lint.rows {
                targets.append(Target(
                    name: "lint --reporter \(row.reporter) of \(grouped(lint.noisyFindings)) findings at least as fast as JSONDecoder reading the spec",
                    measured: format(ratio: row.noisySpeedup), isMet: row.noisySpeedup.median >= 1))
            }
        }
        if let binary = consumer?.rows.first(where: { $0.package == ConsumerMeasurement.Package.binary.rawValue }) {
            targets.append(Target(
                name: "the prebuilt plugin adds < 1 s to a clean build of a package (wall clock)",
                measured: String(format: "%+.2f s ±%.0f%%", binary.addedSeconds.median, binary.addedSeconds.spreadPercent),
                isMet: binary.addedSeconds.median < 1))
        }
    }

    // MARK: Text

    var text: String {
        var lines: [String] = []
        lines.append("onboardc-bench — \(environment.date), \(environment.processors) processors, \(environment.operatingSystem)\(environment.quick ? ", --quick" : "")")
        if !throughput.isEmpty {
            let rounds = throughput[0].rounds
            lines.append("")
            lines.append("In memory, same bytes, \(rounds) interleaved rounds: median MB/s of processor time (± half the range), 1 MB = 10^6 bytes")
            lines.append(Table(
                header: ["slides", "spec", "front end", "build", "JSONDecoder", "JSONSerialization"],
                rows: throughput.map { size in
                    [
                        grouped(size.slides), megabytes(size.bytes),
                    ] + Workload.Kind.allCases.map { kind in
                        size.measurement(kind).map(rate) ?? "–"
                    }
                }
            ).text)
            lines.append("")
            lines.append("Slides per second (median)")
            lines.append(Table(
                header: ["slides", "front end", "build", "JSONDecoder", "JSONSerialization"],
                rows: throughput.map { size in
                    [grouped(size.slides)] + Workload.Kind.allCases.map { kind in
                        size.measurement(kind).map { grouped(Int($0.slidesPerSecond.rounded())) } ?? "–"
                    }
                }
            ).text)
            lines.append("")
            lines.append("Speed-up of onboardc over its peers: peer time / onboardc time, median of the per-round ratios (± half the range)")
            lines.append(Table(
                header: ["slides", "front end / JSONDecoder", "build / JSONDecoder", "front end / JSONSerialization", "build / JSONSerialization"],
                rows: throughput.map { size in
                    [
                        grouped(size.slides),
                        size.ratio(.frontEnd, over: .decoder).map(format(ratio:)) ?? "–",
                        size.ratio(.build, over: .decoder).map(format(ratio:)) ?? "–",
                        size.ratio(.frontEnd, over: .serialization).map(format(ratio:)) ?? "–",
                        size.ratio(.build, over: .serialization).map(format(ratio:)) ?? "–",
                    ]
                }
            ).text)
        }
        if !linearity.isEmpty {
            lines.append("")
            lines.append("Linearity: time per slide at the largest size over time per slide at 1,000 slides")
            for entry in linearity {
                lines.append("  \(entry.workload): \(String(format: "%.2f", entry.ratio))× (\(grouped(entry.largeSlides)) vs \(grouped(entry.smallSlides)) slides)")
            }
        }
        if let memory {
            lines.append("")
            lines.append("Peak memory of 'onboardc build' on \(grouped(memory.slides)) slides (\(mebibytes(memory.specBytes))), \(memory.maximumResidentBytes.count) runs")
            lines.append("  max RSS \(mebibytes(Int(memory.maximumResidentBytes.median))) (median; budget \(mebibytes(memory.budgetBytes)) = 4 × spec + 30 MiB), \(String(format: "%.2f", memory.maximumResidentBytes.median / Double(memory.specBytes)))× the spec")
            lines.append("  (the bench's own peak was \(mebibytes(memory.benchResidentBytes)), a floor for any child's max RSS on Linux)")
            lines.append("  whole process, reading and writing included: \(seconds(memory.processorSeconds)) processor, \(seconds(memory.seconds)) wall clock")
        }
        if let coldStart {
            lines.append("")
            lines.append("Cold start, whole process, \(coldStart.rounds) interleaved rounds (median ± half the range)")
            lines.append(Table(
                header: ["", "processor", "wall clock"],
                rows: [
                    ["onboardc build (\(coldStart.slides) slides)", milliseconds(coldStart.onboardcProcessorSeconds), milliseconds(coldStart.onboardcSeconds)],
                    ["hello world importing Foundation", milliseconds(coldStart.helloWorldProcessorSeconds), milliseconds(coldStart.helloWorldSeconds)],
                    ["ratio", format(ratio: coldStart.processorRatio), format(ratio: coldStart.ratio)],
                ] + staticRows(coldStart)
            ).text)
            lines.append(
                "  of which loading the built-in templates (in process): \(milliseconds(coldStart.templateLoadingSeconds))"
                    + " (parsing them from their text: \(milliseconds(coldStart.templateParsingSeconds)))")
        }
        if !typecheck.isEmpty {
            lines.append("")
            lines.append("swiftc -typecheck of the generated file")
            lines.append(Table(
                header: ["slides", "lines", "size", "processor", "wall clock", "target"],
                rows: typecheck.map { entry in
                    [
                        grouped(entry.slides), grouped(entry.generatedLines), megabytes(entry.generatedBytes),
                        seconds(entry.processorSeconds), seconds(entry.seconds),
                        "< \(String(format: "%g", entry.targetSeconds)) s",
                    ]
                }
            ).text)
        }
        if !compile.isEmpty {
            lines.append("")
            lines.append("swiftc -swift-version 6 -parse-as-library -c of the file generated for an RN-shaped spec (processor time)")
            lines.append(Table(
                header: ["slides", "lines", "-Onone", "per slide", "-O", "per slide", "wall clock -Onone / -O"],
                rows: compile.map { entry in
                    [
                        grouped(entry.slides), grouped(entry.generatedLines),
                        seconds(entry.debugSeconds), perSlide(entry.debugSeconds, entry.slides),
                        seconds(entry.releaseSeconds), perSlide(entry.releaseSeconds, entry.slides),
                        String(format: "%.2f / %.2f s", entry.debugWallSeconds.median, entry.releaseWallSeconds.median),
                    ]
                }
            ).text)
            for (small, large) in zip(compile, compile.dropFirst()) {
                let debug = CompileMeasurement.doublingRatio(from: (small.slides, small.debugSeconds.median), to: (large.slides, large.debugSeconds.median))
                let release = CompileMeasurement.doublingRatio(from: (small.slides, small.releaseSeconds.median), to: (large.slides, large.releaseSeconds.median))
                lines.append(String(format: "  %@ → %@ slides: the time grows %.2f× (-Onone) and %.2f× (-O) a doubling; 2 is linear",
                    grouped(small.slides), grouped(large.slides), debug, release))
            }
        }
        if let lint {
            lines.append("")
            lines.append("onboardc lint, whole process, \(lint.rounds) rounds: \(grouped(lint.slides)) RN-shaped slides, clean (\(megabytes(lint.cleanBytes))) and noisy (\(megabytes(lint.noisyBytes)), \(grouped(lint.noisyFindings)) findings); processor time, median ± half the range")
            lines.append(Table(
                header: ["", "clean", "noisy", "JSONDecoder / lint, noisy"],
                rows: [["JSONDecoder process", seconds(lint.decoderCleanSeconds), seconds(lint.decoderNoisySeconds), ""]]
                    + lint.rows.map { row in
                        ["lint --reporter " + row.reporter, seconds(row.cleanSeconds), seconds(row.noisySeconds), format(ratio: row.noisySpeedup)]
                    }
            ).text)
        }
        if let consumer {
            lines.append("")
            lines.append("Clean debug build (swift build) of a package, \(consumer.rounds) interleaved rounds (median ± half the range)")
            lines.append(Table(
                header: ["package", "wall clock", "processor", "× hello world", "added"],
                rows: consumer.rows.map { row in
                    [
                        row.package, seconds(row.seconds), seconds(row.processorSeconds), format(ratio: row.ratio),
                        String(format: "%+.2f s", row.addedSeconds.median),
                    ]
                }
            ).text)
        }
        if !targets.isEmpty {
            lines.append("")
            lines.append("Targets")
            for target in targets {
                lines.append("  \(target.isMet ? "met " : "MISS") \(target.name): \(target.measured)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func staticRows(_ coldStart: Measurements.ColdStartResult) -> [[String]] {
        guard let processor = coldStart.staticOnboardcProcessorSeconds, let wall = coldStart.staticOnboardcSeconds,
            let ratio = coldStart.staticProcessorRatio
        else { return [] }
        return [
            ["onboardc build, linked statically", milliseconds(processor), milliseconds(wall)],
            ["ratio", format(ratio: ratio), ""],
        ]
    }

    private func perSlide(_ summary: Summary, _ slides: Int) -> String {
        String(format: "%.2f ms", summary.median / Double(slides) * 1_000)
    }

    private func rate(_ measurement: ThroughputResult.Measurement) -> String {
        String(format: "%.1f ±%.0f%%", measurement.megabytesPerSecond, measurement.seconds.spreadPercent)
    }

    private func format(ratio: Summary) -> String {
        String(format: "%.2f× ±%.0f%%", ratio.median, ratio.spreadPercent)
    }

    private func seconds(_ summary: Summary) -> String {
        String(format: "%.2f s ±%.0f%%", summary.median, summary.spreadPercent)
    }

    private func milliseconds(_ summary: Summary) -> String {
        String(format: "%.1f ms ±%.0f%%", summary.median * 1_000, summary.spreadPercent)
    }
}

func megabytes(_ bytes: Int) -> String {
    String(format: "%.2f MB", Double(bytes) / 1e6)
}

func mebibytes(_ bytes: Int) -> String {
    String(format: "%.1f MiB", Double(bytes) / 1_048_576)
}

/// `1234567` as `1,234,567`.
func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result += "," }
        result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
}

/// Columns of text, right-aligned but for the first.
struct Table {
    var header: [String]
    var rows: [[String]]

    var text: String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        return ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line))
            .map { "  " + $0 }.joined(separator: "\n")
    }
}
