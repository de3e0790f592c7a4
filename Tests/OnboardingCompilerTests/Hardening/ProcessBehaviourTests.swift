import Foundation
@testable import OnboardingCompiler
@testable import OnboardingReporting
import Testing


/// How the `onboardc` process behaves as a citizen of a build: pipes, missing files, argument order.
@Suite struct ProcessBehaviourTests {
    /// A spec with thousands of findings, so that its report fills any pipe buffer.
    static let noisySpec = "{\"slides\":[" + (0..<3_000).map { "{\"title\":\"t\",\"bogus\($0)\":1}" }.joined(separator: ",") + "]}"

    /// `onboardc lint ... | head -1`: the reader goes away after one line; onboardc must neither
    /// crash (FileHandle.write traps on EPIPE) nor die of SIGPIPE, and exits with its own status.
    @Test(arguments: [["--reporter", "json"], ["--reporter", "sarif"], []])
    func closedPipeEndsOutputQuietly(reporterArguments: [String]) throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(Self.noisySpec, to: "Noisy.onboarding.json")
        let pipe = Pipe()
        let process = Process()
        process.executableURL = try OnboardcBinary.url()
        process.arguments = ["lint", "Noisy.onboarding.json"] + reporterArguments
        process.currentDirectoryURL = run.directory
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read a little, as `head -1` does, then close the pipe's read end.
        let first = pipe.fileHandleForReading.readData(ofLength: 64)
        try pipe.fileHandleForReading.close()
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(!first.isEmpty)
        #expect(process.terminationReason == .exit, "onboardc died of signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 1)
    }

    /// `onboardc schema > file` on a full disk: what could not be written is a file error, exit 2,
    /// not a success that leaves an empty file.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "/dev/full is Linux's"),
        arguments: [["schema"], ["lint", "A.onboarding.json", "--reporter", "json"]])
    func aFullStandardOutputIsAFileError(arguments: [String]) throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{ "slides": [{ "title": "Hi" }] }"#, to: "A.onboarding.json")
        let errors = Pipe()
        let process = Process()
        process.executableURL = try OnboardcBinary.url()
        process.arguments = arguments
        process.currentDirectoryURL = run.directory
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 2, "\(message)")
        #expect(message.hasSuffix("error: cannot write to standard output: no space left on the device\n"), "\(message)")
    }

    /// On a terminal, diagnostics are coloured unless `NO_COLOR` is set (no-color.org) or the
    /// terminal is `dumb`. util-linux's `script` gives the run a terminal.
    #if os(Linux)
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux's script"),
        arguments: [([String: String](), true), (["NO_COLOR": "1"], false), (["TERM": "dumb"], false), (["NO_COLOR": ""], true)])
    func colourOnATerminalFollowsTheEnvironment(variables: [String: String], isColoured: Bool) throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{ "slides": [{ "id": "a", "titel": "A" }] }"#, to: "A.onboarding.json")
        let output = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(try OnboardcBinary.url().path)' lint A.onboarding.json", "/dev/null"]
        process.currentDirectoryURL = run.directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["TERM"] = "xterm-256color"
        environment.merge(variables) { _, given in given }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("no valid slide is left"), "\(text)")
        #expect(text.contains("\u{1B}[") == isColoured, "\(variables): \(text)")
    }
    #endif

    @Test func missingFileIsOneLineAndExitTwo() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{}]}"#, to: "Good.onboarding.json")
        try run.write("x", to: "file.txt")
        try FileManager.default.createDirectory(at: run.url("Folder.onboarding.json"), withIntermediateDirectories: true)
        let cases: [(path: String, reason: String)] = [
            ("Missing.onboarding.json", "no such file"),
            ("Folder.onboarding.json", "it is a directory"),
            ("file.txt/Nested.onboarding.json", "'file.txt' is a file, not a directory"),
        ]
        for (path, reason) in cases {
            for command in [["lint", path], ["build", path, "--output", "out"], ["parse", path], ["lint", "Good.onboarding.json", path]] {
                let result = try OnboardcBinary.run(command, in: run.directory)
                #expect(result.status == 2 && !result.wasSignalled, "\(command)")
                #expect(result.errors == "error: cannot read '\(path)': \(reason)\n", "\(command)")
                #expect(result.output.isEmpty)
            }
        }
        let both = try OnboardcBinary.run(["lint", "Missing.onboarding.json", "Folder.onboarding.json"], in: run.directory)
        #expect(both.status == 2)
        #expect(both.errors == """
            error: cannot read 'Folder.onboarding.json': it is a directory
            error: cannot read 'Missing.onboarding.json': no such file

            """)
        #expect(!FileManager.default.fileExists(atPath: run.url("out").path))
    }

    @Test(.enabled(if: geteuid() != 0, "root reads every file"))
    func unreadableFileIsOneLineAndExitTwo() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{}]}"#, to: "Secret.onboarding.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: run.url("Secret.onboarding.json").path)
        let result = try OnboardcBinary.run(["lint", "Secret.onboarding.json"], in: run.directory)
        #expect(result.status == 2)
        #expect(result.errors == "error: cannot read 'Secret.onboarding.json': permission denied\n")
    }

    // MARK: Order of the command line

    static let specs: [String: String] = [
        "b/Second.onboarding.json": #"{"slides":[{"id":"a","next":"nowhere"}],"unknown":1}"#,
        "a/First.onboarding.json": #"{"slides":[{"title":"x","subtitel":"y"},{"title":"kept"}]}"#,
        "Third.onboarding.json": #"{"slides":[{"title":"fine"}]}"#,
        "Broken.onboarding.json": #"{"slides":[{"title":"x",}]"#,
    ]

    @Test(arguments: [nil] + ReporterKind.allCases.map(\.rawValue))
    func lintOutputDoesNotDependOnTheOrderOfFiles(reporter: String?) throws {
        let paths = Self.specs.keys.sorted()
        var outputs: Set<String> = []
        for order in [paths, paths.reversed(), [paths[2], paths[0], paths[3], paths[1]], paths + [paths[1]]] {
            let run = try ToolRun()
            defer { run.removeDirectory() }
            for (path, text) in Self.specs { try run.write(text, to: path) }
            let status = run(["lint"] + order + (reporter.map { ["--reporter", $0] } ?? []))
            #expect(status == .failure)
            // SARIF names the working directory, a new scratch folder each time, as its source root.
            let output = run.standardOutput.text.replacingOccurrences(of: run.directory.path, with: "<working directory>")
            outputs.insert("\(status)\n" + output + "\n---\n" + run.standardError.text)
        }
        #expect(outputs.count == 1, "\(outputs.joined(separator: "\n=====\n"))")
    }

    @Test func buildOutputDoesNotDependOnTheOrderOfFiles() throws {
        var results: Set<String> = []
        for order in [["x/Same.onboarding.json", "y/Same.onboarding.json"], ["y/Same.onboarding.json", "x/Same.onboarding.json"]] {
            let run = try ToolRun()
            defer { run.removeDirectory() }
            try run.write(#"{"slides":[{"title":"x"}]}"#, to: "x/Same.onboarding.json")
            try run.write(#"{"slides":[{"title":"y"}]}"#, to: "y/Same.onboarding.json")
            let status = run(["build"] + order + ["--output", "out"])
            results.insert("\(status) \(run.standardError.text)")
        }
        #expect(results == [
            "failure y/Same.onboarding.json:1:1: error: this spec is named 'Same', as 'x/Same.onboarding.json' is: their generated types and the keys of their texts would be the same; give one of them another 'name' [duplicate_localization_key]\n1 error, 0 warnings in 2 files\n"
        ])
        // Of two tables, their texts do not clash, but their generated files still would.
        let tables = try ToolRun()
        defer { tables.removeDirectory() }
        try tables.write(#"{"slides":[{"title":"x"}],"localization":{"table":"X"}}"#, to: "x/Same.onboarding.json")
        try tables.write(#"{"slides":[{"title":"y"}],"localization":{"table":"Y"}}"#, to: "y/Same.onboarding.json")
        #expect(tables(["build", "y/Same.onboarding.json", "x/Same.onboarding.json", "--output", "out"]) == .failure)
        #expect(
            tables.standardError.text
                == "error: 'x/Same.onboarding.json' and 'y/Same.onboarding.json' both generate 'SameOnboarding.swift'; give one of them another 'name'\n")

        var listings: Set<[String]> = []
        for order in [["A.onboarding.json", "B.onboarding.json", "C.onboarding.json"], ["C.onboarding.json", "A.onboarding.json", "B.onboarding.json"]] {
            let run = try ToolRun()
            defer { run.removeDirectory() }
            for name in ["A", "B", "C"] { try run.write(#"{"slides":[{"title":"\#(name)"}]}"#, to: "\(name).onboarding.json") }
            #expect(run(["build"] + order + ["--output", "out"]) == .success)
            let files = try FileManager.default.contentsOfDirectory(atPath: run.url("out").path).sorted()
            listings.insert(try files.map { "\($0): \(try run.read("out/\($0)"))" })
        }
        #expect(listings.count == 1)
    }
}
