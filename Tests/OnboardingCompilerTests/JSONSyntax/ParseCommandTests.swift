import Foundation
import Synchronization
import Testing

@testable import OnboardingCompiler

@Suite struct ParseCommandTests {
    /// Text written to one output stream of the tool.
    final class OutputBuffer: Sendable {
        private let storage = Mutex("")

        var text: String { storage.withLock { $0 } }

        func append(_ text: String) {
            storage.withLock { $0 += text }
        }
    }

    /// A scratch directory with the tool's context pointed at it.
    struct Run {
        let directory: URL
        let standardOutput = OutputBuffer()
        let standardError = OutputBuffer()

        init() throws {
            directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("onboardc-parse-tests-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        func write(_ text: String, to name: String) throws {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }

        func callAsFunction(_ arguments: String...) -> OnboardingCompiler.ExitStatus {
            callAsFunction(arguments)
        }

        func callAsFunction(_ arguments: [String]) -> OnboardingCompiler.ExitStatus {
            let standardOutput = standardOutput
            let standardError = standardError
            let context = ToolContext(
                currentDirectory: directory.path,
                writeStandardOutput: { standardOutput.append($0) },
                writeStandardError: { standardError.append($0) })
            return CommandLineTool(context: context).run(arguments)
        }

        func removeDirectory() {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    @Test func validFileSucceedsSilently() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        try run.write(#"{"title": "Welcome", "slides": [1, 2.5e3, true, null]}"#, to: "good.json")
        #expect(run("parse", "good.json") == .success)
        #expect(run.standardError.text == "")
        #expect(run.standardOutput.text == "")
    }

    @Test func invalidFileFailsWithPositionedErrors() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        try run.write("{\n  \"title\": \"Welcome,\n  \"subtitle\": \"Hi\"\n  \"next\": 1\n}\n", to: "bad.json")
        #expect(run("parse", "bad.json") == .failure)
        #expect(
            run.standardError.text == """
                bad.json:2:12: error: unterminated string; add the closing '"'
                bad.json:3:19: error: expected ',' between object members

                """)
        #expect(run.standardOutput.text == "")
    }

    @Test func pathIsReportedAsGiven() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        try FileManager.default.createDirectory(
            at: run.directory.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try run.write("[1 2]", to: "Specs/a.json")
        #expect(run("parse", "Specs/a.json") == .failure)
        #expect(run.standardError.text == "Specs/a.json:1:3: error: expected ',' between array elements\n")
        let absolute = run.directory.appendingPathComponent("Specs/a.json").path
        let again = Run(directory: run.directory)
        #expect(again("parse", absolute) == .failure)
        #expect(again.standardError.text == "\(absolute):1:3: error: expected ',' between array elements\n")
    }

    @Test func everyFileIsCheckedAndOneFailureFails() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        try run.write("{}", to: "a.json")
        try run.write("True", to: "b.json")
        try run.write("[]", to: "c.json")
        #expect(run("parse", "a.json", "b.json", "c.json") == .failure)
        #expect(
            run.standardError.text == "b.json:1:1: error: invalid literal 'True'; JSON literals are lowercase: 'true'\n")
    }

    @Test func byteOrderMarkIsANoteAndSucceeds() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        try Data([0xEF, 0xBB, 0xBF] + Array("{}".utf8)).write(to: run.directory.appendingPathComponent("bom.json"))
        #expect(run("parse", "bom.json") == .success)
        #expect(
            run.standardError.text
                == "bom.json:1:1: note: file starts with a UTF-8 byte order mark, which RFC 8259 does not allow; it is ignored\n"
        )
    }

    @Test func missingFileIsAUsageError() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        #expect(run("parse", "x.json") == .usageError)
        #expect(run.standardError.text == "error: cannot read 'x.json': no such file\n")
        #expect(run.standardOutput.text == "")
    }

    @Test func directoryIsAUsageError() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        try FileManager.default.createDirectory(
            at: run.directory.appendingPathComponent("specs.json"), withIntermediateDirectories: true)
        #expect(run("parse", "specs.json") == .usageError)
        #expect(run.standardError.text == "error: cannot read 'specs.json': it is a directory\n")
    }

    @Test func noFileIsAUsageError() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        #expect(run("parse") == .usageError)
        #expect(run.standardError.text == "error: missing file to parse\nUsage: onboardc parse <file>...\n")
    }

    @Test func unknownOptionListsTheValidOnes() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        try run.write("{}", to: "a.json")
        #expect(run("parse", "--frobnicate", "a.json") == .usageError)
        let lines = run.standardError.text.split(separator: "\n")
        #expect(lines.first == "error: unknown option '--frobnicate' (valid options: --help, --max-file-size)")
        #expect(lines.dropFirst().allSatisfy { !$0.hasPrefix("error:") })
        #expect(run.standardOutput.text == "")
    }

    @Test func misspeltOptionGetsASuggestion() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        #expect(run("parse", "--hlep") == .usageError)
        #expect(
            run.standardError.text.hasPrefix("error: unknown option '--hlep'; did you mean '--help'? (valid options: --help, --max-file-size)\n"))
    }

    /// A misspelt subcommand gets the closest; one named as an option of a subcommand gets that.
    @Test func unknownSubcommandGetsASuggestion() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        #expect(run("bulid") == .usageError)
        #expect(run.standardError.text.hasPrefix("error: unknown subcommand 'bulid'; did you mean 'build'? (subcommands: "))
        let check = Run(directory: run.directory)
        #expect(check("check", "A.onboarding.json") == .usageError)
        #expect(check.standardError.text.hasPrefix("error: unknown subcommand 'check'; did you mean 'build --check'? (subcommands: "))
    }

    @Test func helpPrintsUsage() throws {
        let run = try Run()
        defer { run.removeDirectory() }
        #expect(run("parse", "--help") == .success)
        #expect(run.standardOutput.text.hasPrefix("OVERVIEW: Check that files are RFC 8259 JSON, with positioned errors.\n"))
        #expect(run.standardOutput.text.contains("USAGE: onboardc parse <file>...\n"))
        #expect(run.standardOutput.text.contains("--help"))
        #expect(run.standardError.text == "")
        let toolHelp = Run(directory: run.directory)
        #expect(toolHelp("--help") == .success)
        // The column width follows the longest subcommand name.
        #expect(toolHelp.standardOutput.text.split(separator: "\n").contains { line in
            line.hasPrefix("  parse ") && line.hasSuffix(" Check that files are RFC 8259 JSON, with positioned errors.")
        })
        let subcommandHelp = Run(directory: run.directory)
        #expect(subcommandHelp("help", "parse") == .success)
        #expect(subcommandHelp.standardOutput.text == run.standardOutput.text)
        let shortHelp = Run(directory: run.directory)
        #expect(shortHelp("parse", "-h") == .success)
        #expect(shortHelp.standardOutput.text == run.standardOutput.text)
        let shortHelpAfterAFile = Run(directory: run.directory)
        #expect(shortHelpAfterAFile("parse", "Missing.json", "-h") == .success)
        #expect(shortHelpAfterAFile.standardOutput.text == run.standardOutput.text)
    }
}

extension ParseCommandTests.Run {
    init(directory: URL) {
        self.directory = directory
    }
}
