import Foundation
@testable import OnboardingCompiler
@testable import OnboardingTestSupport
import Testing


/// Every whole-number option of every subcommand, at its type's limits and beyond, works or is a
/// one-line usage error: never a trap.
@Suite struct OptionValueTests {
    /// A command line that runs each subcommand with a whole-number option on `A.onboarding.json`.
    static let commands: [String: [String]] = [
        "build": ["build", "A.onboarding.json", "--output", "out"],
        "lint": ["lint", "A.onboarding.json"],
        "parse": ["parse", "A.onboarding.json"],
        "strings": ["strings", "A.onboarding.json", "--catalog", "A.xcstrings"],
    ]

    /// Every whole-number option of every subcommand, with the command line that runs it.
    static var numericOptions: [(command: [String], option: CommandLineArguments.Option)] {
        CommandLineTool.subcommands.flatMap { subcommand in
            subcommand.options.filter { $0.integerRange != nil }.map { (commands[subcommand.name] ?? [subcommand.name], $0) }
        }
    }

    static let edgeValues = [
        "-1", "0", "1", "+5", String(Int.max), "9223372036854775808", String(Int.min), "-9223372036854775809",
        "99999999999999999999999", "", "lots", "1e3", "0x10", " 5", "5 ", "١٢", "5\nerror: injected", "--help",
    ]

    private func scratch() throws -> ToolRun {
        let run = try ToolRun()
        try run.write(try String(contentsOf: GeneratedFile.packageRoot.appending(path: "Specs/SIMSub.onboarding.json"), encoding: .utf8), to: "A.onboarding.json")
        return run
    }

    /// Runs the real binary with `value` for `option`, and checks that it exits 0, 1 or 2 without a
    /// trap, refusing a value outside the option's range with one error line that names the option.
    private func expectAnswer(_ command: [String], _ option: CommandLineArguments.Option, _ value: String, inline: Bool, in run: ToolRun) throws {
        let range = try #require(option.integerRange)
        let arguments = command + (inline ? ["\(option.name)=\(value)"] : [option.name, value])
        let result = try OnboardcBinary.run(arguments, in: run.directory, timeLimit: 60)
        let shown = "\(arguments.map(\.debugDescription).joined(separator: " ")): \(result.errors)"
        #expect(!result.wasSignalled && !result.timedOut && [0, 1, 2].contains(result.status), "\(shown)")
        let errorLines = result.errors.split(separator: "\n").filter { !$0.hasPrefix("Usage: ") }
        let isValid = Int(value).map(range.contains) ?? false
        if isValid {
            #expect(!result.errors.contains("must be a whole number"), "\(shown)")
        } else if !inline, value == "--help" {
            // An option where its value belongs is a forgotten value, not the value.
            #expect(result.status == 2, "\(shown)")
            #expect(errorLines.count == 1 && errorLines[0].hasPrefix("error: option '\(option.name)' needs a <"), "\(shown)")
            #expect(errorLines.first?.contains("found the option '--help'") == true, "\(shown)")
        } else {
            #expect(result.status == 2, "\(shown)")
            #expect(errorLines.count == 1 && errorLines[0].hasPrefix("error: '\(option.name)' must be a whole number"), "\(shown)")
        }
        if result.status == 2 { #expect(errorLines.count == 1 && errorLines[0].hasPrefix("error: "), "\(shown)") }
    }

    @Test func everyNumericOptionHasACommandLine() {
        #expect(!Self.numericOptions.isEmpty)
        for (command, option) in Self.numericOptions {
            #expect(Self.commands[command[0]] != nil, "add a command line for '\(command[0])', which takes \(option.name)")
        }
    }

    @Test func numericOptionsAtTheirLimitsAndBeyond() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        for (command, option) in Self.numericOptions {
            for value in Self.edgeValues {
                try expectAnswer(command, option, value, inline: false, in: run)
            }
        }
    }

    /// The largest size there is reads the file (it overflowed `size + 1` and trapped).
    @Test func largestFileSizeLimitReadsTheFile() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        let result = try OnboardcBinary.run(["parse", "A.onboarding.json", "--max-file-size", String(Int.max)], in: run.directory)
        #expect(result.status == 0 && !result.wasSignalled, "\(result.errors)")
        #expect(run("lint", "A.onboarding.json", "--max-file-size", "0") == .usageError)
        #expect(run.standardError.text.hasSuffix("error: cannot read 'A.onboarding.json': file is larger than the limit of 0 bytes\n"))
        try run.write("", to: "Empty.json")
        #expect(run("parse", "Empty.json", "--max-file-size", "0") == .failure)
    }

    /// Random values, from numbers of every size to text of any kind, for every numeric option.
    @Test func randomValuesForEveryNumericOption() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        var random = SeededRandomNumbers(seed: SeededRandomNumbers.propertySeed)
        for round in 0..<24 {
            for (command, option) in Self.numericOptions {
                let value = Self.randomValue(using: &random)
                try expectAnswer(command, option, value, inline: round.isMultiple(of: 3), in: run)
            }
        }
    }

    static func randomValue(using random: inout SeededRandomNumbers) -> String {
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            return String(Int.random(in: .min ... .max, using: &random))
        case 1:
            let digits = (0..<Int.random(in: 1...30, using: &random)).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
            return ["", "-", "+"].randomElement(using: &random)! + digits
        case 2:
            let edge = [Int.max, Int.min, 0, SourceLoader.defaultMaximumFileSize].randomElement(using: &random)!
            return String(edge.addingReportingOverflow(Int.random(in: -3...3, using: &random)).partialValue)
        case 3:
            return String(String(UInt64.random(in: 0 ... .max, using: &random)) + "0000000000000000000")
        default:
            let scalars = (0..<Int.random(in: 0...12, using: &random)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 1...0x2FFF, using: &random))
            }
            return String(String.UnicodeScalarView(scalars))
        }
    }

    /// An empty value would stand for the working directory (`--output "$UNSET"` wrote there, and
    /// `--catalog ""` asked for a catalog at the root): every option that takes a value refuses it.
    @Test func noOptionTakesAnEmptyValue() throws {
        for subcommand in CommandLineTool.subcommands {
            for option in subcommand.options where option.valueName != nil && option.integerRange == nil {
                for arguments in [[option.name, ""], [option.name + "="]] {
                    #expect(throws: CommandLineArguments.UsageError(message: "option '\(option.name)' needs a <\(option.valueName!)>, not an empty one")) {
                        try CommandLineArguments(arguments, options: subcommand.options)
                    }
                }
            }
        }
        let run = try scratch()
        defer { run.removeDirectory() }
        #expect(run(["build", "A.onboarding.json", "--output", ""]) == .usageError)
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.directory.path) == ["A.onboarding.json"])
    }
}
