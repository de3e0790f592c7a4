import Foundation

/// Everything one run measured, as printed and as written by `--json`.
struct Report: Codable {
    struct Environment: Codable {
        var date: String
        var processors: Int
        var operatingSystem: String
        var quick: Bool
        var onboardc: String?
        var swiftc: String?
    }

    struct Target: Codable {
        var name: String
        var measured: String
        var isMet: Bool
    }

    var environment: Environment
    var stages: StageMeasurement.Result?
    var process: ProcessMeasurement.Result?
    var generated: GeneratedCodeMeasurement.Result?
    var slides: SlideMeasurement.Result?
    var consumer: BuildMeasurement.Result?
    var selfBuild: BuildMeasurement.Result?
    var targets: [Target] = []

    // MARK: Targets

    mutating func evaluateTargets() {
        targets = []
        for row in process?.rows ?? [] where row.command.hasPrefix("build ") {
            targets.append(Target(
                name: "cold onboardc \(row.command) ≤ \(ProcessMeasurement.coldStartTarget)× a Foundation hello world (processor time)",
                measured: format(ratio: row.ratio), isMet: row.ratio.median <= ProcessMeasurement.coldStartTarget))
        }
        for row in generated?.rows ?? [] {
            let limit = GeneratedCodeMeasurement.targets[row.optimization] ?? 0
            targets.append(Target(
                name: "swiftc \(row.optimization) -c of the file of \(row.spec) ≤ \(Int(limit))× a Foundation hello world",
                measured: format(ratio: row.ratio), isMet: row.ratio.median <= limit))
        }
        // Under --quick the slides are too few to judge a target per slide by.
        if let slides, !environment.quick {
            let counts = slides.slideCounts.map(String.init).joined(separator: " → ")
            targets.append(Target(
                name: "a slide of the generated file (\(counts) slides, swiftc -Onone -c) ≤ \(SlideMeasurement.perSlideTarget)× one written by hand",
                measured: format(slides.perSlide), isMet: slides.perSlide.judged <= SlideMeasurement.perSlideTarget))
            for optimization in GeneratedCodeMeasurement.optimizations {
                guard let ratio = slides.linearity[optimization] else { continue }
                targets.append(Target(
                    name: "generated file of \(counts) slides, swiftc \(optimization) -c less a hello world: ≤ \(SlideMeasurement.linearityTarget)× the time",
                    measured: format(ratio), isMet: ratio.judged <= SlideMeasurement.linearityTarget))
            }
        }
        if let prebuilt = consumer?.rows.first(where: { $0.build.contains("prebuilt") }) {
            var measured = format(ratio: prebuilt.ratio)
            if let ratio = prebuilt.ratioToFoundationHello {
                measured += " (\(format(ratio: ratio)) a hello package importing Foundation and Observation)"
            }
            targets.append(Target(
                name: "clean debug build of an app with the prebuilt plugin ≤ 1.5× a hello package (wall clock)",
                measured: measured, isMet: prebuilt.ratio.median <= 1.5))
        }
    }

    // MARK: Text

    var text: String {
        var lines: [String] = []
        lines.append("onboardc-bench — \(environment.date), \(environment.processors) processors, \(environment.operatingSystem)\(environment.quick ? ", --quick" : "")")
        if let stages { lines += stageLines(stages) }
        if let process {
            lines.append("")
            lines.append("Whole processes against a Foundation hello world, \(process.rounds) interleaved pairs: processor time, median ± half the range")
            lines.append(Table(
                header: ["onboardc", "onboardc", "hello world", "ratio", "wall-clock ratio"],
                rows: process.rows.map { row in
                    [row.command, milliseconds(row.processorSeconds), milliseconds(row.helloProcessorSeconds), format(ratio: row.ratio),
                     format(ratio: row.wallRatio)]
                }
            ).text)
        }
        if let generated {
            lines.append("")
            lines.append("swiftc -swift-version 6 -c of each shipped spec's generated file against a Foundation hello world, \(generated.rounds) interleaved pairs (processor time)")
            if let modules = generated.runtimeModules { lines.append("  compiled with -I \(modules)") }
            lines.append(Table(
                header: ["spec", "lines", "optimization", "generated file", "hello world", "ratio"],
                rows: generated.rows.map { row in
                    [row.spec, grouped(row.generatedLines), row.optimization, seconds(row.processorSeconds), seconds(row.helloProcessorSeconds),
                     format(ratio: row.ratio)]
                }
            ).text)
        }
        if let slides {
            lines.append("")
            lines.append("swiftc -swift-version 6 -c of generated files and of the same content written by hand, \(slides.rounds) interleaved rounds (processor time; instructions of the frontend, callgrind)")
            lines.append(Table(
                header: ["file", "lines", "optimization", "processor time", "instructions"],
                rows: slides.files.map { file in
                    [file.name, grouped(file.lines), file.optimization, seconds(file.processorSeconds), file.instructions.map(thousands).map { $0 + " k" } ?? "–"]
                }
            ).text)
            lines.append("  per slide, generated over by hand (-Onone): \(format(slides.perSlide))")
            for optimization in GeneratedCodeMeasurement.optimizations {
                guard let ratio = slides.linearity[optimization] else { continue }
                lines.append("  \(slides.slideCounts.map(String.init).joined(separator: " → ")) slides, less a hello world (\(optimization)): \(format(ratio))")
            }
        }
        for (title, result) in [("Building onboardc from clean", selfBuild), ("Clean debug builds of an app that uses the plugin", consumer)] {
            guard let result else { continue }
            lines.append("")
            lines.append("\(title), \(result.rounds) interleaved rounds: wall clock against a hello package (\(seconds(result.helloSeconds)))")
            let comparesToFoundation = result.rows.contains { $0.ratioToFoundationHello != nil }
            lines.append(Table(
                header: ["build", "wall clock", "processor", "× hello package", "added"]
                    + (comparesToFoundation ? ["× hello with Foundation and Observation"] : []),
                rows: result.rows.map { row in
                    [row.build, seconds(row.seconds), seconds(row.processorSeconds), format(ratio: row.ratio),
                     String(format: "%+.1f s", row.addedSeconds.median)]
                        + (comparesToFoundation ? [row.ratioToFoundationHello.map { format(ratio: $0) } ?? ""] : [])
                }
            ).text)
            if let helloRebuild = result.helloRebuildSeconds {
                lines.append("Built again after an edit (the spec's first title; the hello package's main.swift, \(seconds(helloRebuild))):")
                lines.append(Table(
                    header: ["build", "wall clock", "× hello package"],
                    rows: result.rows.compactMap { row in
                        guard let rebuild = row.rebuildSeconds, let ratio = row.rebuildRatio else { return nil }
                        return [row.build, seconds(rebuild), format(ratio: ratio)]
                    }
                ).text)
            }
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

    /// The stages of the pipeline in thousands of instructions and as shares of the pipeline run on its
    /// own, and the reporters against parsing the same spec.
    private func stageLines(_ stages: StageMeasurement.Result) -> [String] {
        let pipeline = Stage.allCases.filter { !$0.isReport }
        let reporters = Stage.allCases.filter(\.isReport)
        var lines = ["", "Instructions of each stage (thousands; callgrind), run on its own after a first run of the whole pipeline in the process"]
        lines.append(Table(
            header: ["input", "bytes"] + pipeline.map(\.rawValue) + ["sum", "first run"],
            rows: stages.rows.map { row in
                let sum = pipeline.compactMap { row.instructions[$0] }.reduce(0, +)
                return [row.input.name, grouped(row.input.bytes)] + pipeline.map { stage in row.instructions[stage].map(thousands) ?? "–" }
                    + [thousands(sum), thousands(row.firstRunInstructions)]
            }
        ).text)
        lines.append("")
        lines.append("Share of each stage in the sum")
        lines.append(Table(
            header: ["input"] + pipeline.map(\.rawValue),
            rows: stages.rows.map { row in
                let sum = Double(pipeline.compactMap { row.instructions[$0] }.reduce(0, +))
                return [row.input.name] + pipeline.map { stage in
                    row.instructions[stage].map { String(format: "%.1f %%", Double($0) / sum * 100) } ?? "–"
                }
            }
        ).text)
        let reported = stages.rows.filter { row in reporters.contains { row.instructions[$0] != nil } }
        if !reported.isEmpty {
            lines.append("")
            lines.append("Reporters: thousands of instructions to write every finding, and × lex+parse of the same spec")
            lines.append(Table(
                header: ["input"] + reporters.map(\.rawValue),
                rows: reported.map { row in
                    let parse = Double(row.instructions[.parse] ?? 1)
                    return [row.input.name] + reporters.map { stage in
                        row.instructions[stage].map { String(format: "%@ (%.2f×)", thousands($0), Double($0) / parse) } ?? "–"
                    }
                }
            ).text)
        }
        if let hello = stages.helloInstructions, !stages.processes.isEmpty {
            lines.append("")
            lines.append("Instructions of whole processes (thousands; callgrind), start and exit included, against a Foundation hello world (\(thousands(hello)))")
            lines.append(Table(
                header: ["onboardc", "instructions", "× hello world"],
                rows: stages.processes.map { row in
                    [row.command, thousands(row.instructions), String(format: "%.2f×", Double(row.instructions) / Double(hello))]
                }
            ).text)
        }
        return lines
    }

    private func thousands(_ count: Int) -> String {
        grouped(Int((Double(count) / 1_000).rounded()))
    }

    private func format(ratio: Summary) -> String {
        String(format: "%.2f× ±%.0f%%", ratio.median, ratio.spreadPercent)
    }

    /// A ratio in processor time, and in instructions when counted; the target is judged on the instructions.
    private func format(_ ratio: SlideMeasurement.Result.Ratio) -> String {
        let time = format(ratio: ratio.processorTime) + " processor time"
        guard let instructions = ratio.instructions else { return time }
        return String(format: "%.2f× instructions (judged), ", instructions) + time
    }

    private func seconds(_ summary: Summary) -> String {
        String(format: "%.2f s ±%.0f%%", summary.median, summary.spreadPercent)
    }

    private func milliseconds(_ summary: Summary) -> String {
        String(format: "%.1f ms ±%.0f%%", summary.median * 1_000, summary.spreadPercent)
    }
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
