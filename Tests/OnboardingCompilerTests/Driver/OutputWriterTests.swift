import Foundation
@testable import OnboardingCompiler
import Testing


/// The one writer every output goes through: temporary files only inside the output folder, and
/// writing in place where a sandbox refuses the temporary file or the rename.
@Suite struct OutputWriterTests {
    /// The system calls of a sandbox that refuses renames with `code` and records the temporary files made.
    private static func refusingRenames(with code: Int32, temporaryFiles: Recorder? = nil) -> OutputFile.SystemCalls {
        OutputFile.SystemCalls(
            createTemporaryFile: { path throws(SystemError) in
                temporaryFiles?.append(path)
                return try OutputFile.SystemCalls.live.createTemporaryFile(path)
            },
            rename: { _, _ throws(SystemError) in throw SystemError(code: code) })
    }

    /// The system calls of a sandbox that lets nothing new be created in the output folder.
    private static let refusingTemporaryFiles = OutputFile.SystemCalls(
        createTemporaryFile: { _ throws(SystemError) in throw SystemError(code: EACCES) },
        rename: { _, _ throws(SystemError) in Issue.record("nothing to rename") })

    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func append(_ item: String) { lock.withLock { items.append(item) } }
        var all: [String] { lock.withLock { items } }
    }

    private func names(in run: ToolRun, _ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: run.url(folder).path).sorted()
    }

    @Test func temporaryFilesAreMadeOnlyInTheDestinationsFolder() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let made = Recorder()
        let system = OutputFile.SystemCalls(
            createTemporaryFile: { path throws(SystemError) in
                made.append(path)
                return try OutputFile.SystemCalls.live.createTemporaryFile(path)
            },
            rename: OutputFile.SystemCalls.live.rename)
        #expect(try OutputFile.write(Array("one".utf8), to: "out/deep/report.json", context: run.context(), system: system))
        #expect(made.all.count == 1)
        #expect(made.all.allSatisfy { ($0 as NSString).deletingLastPathComponent == run.url("out/deep").path }, "\(made.all)")
        #expect(try names(in: run, "out/deep") == ["report.json"])
    }

    @Test(arguments: [EPERM, EACCES, EXDEV, EBUSY])
    func refusedRenameWritesInPlaceWithANote(code: Int32) throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("previous", to: "out/F.swift")
        let made = Recorder()
        #expect(try OutputFile.write(Array("next".utf8), to: "out/F.swift", context: run.context(), system: Self.refusingRenames(with: code, temporaryFiles: made)))
        #expect(try run.read("out/F.swift") == "next")
        #expect(made.all.count == 1)
        #expect(try names(in: run, "out") == ["F.swift"], "the temporary file is removed")
        let reason = SystemError(code: code).reason(at: "out/F.swift", relativeTo: run.directory.path)
        #expect(run.standardError.text == """
            note: wrote 'out/F.swift' in place because renaming its temporary file into place was refused (\(reason)); \
            a run interrupted while writing it can leave it partly written

            """)
    }

    @Test func otherRenameFailuresAreErrorsThatKeepThePreviousFile() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("previous", to: "out/F.swift")
        #expect(throws: OutputFile.WriteError(path: "out/F.swift", reason: "input/output error")) {
            try OutputFile.write(Array("next".utf8), to: "out/F.swift", context: run.context(), system: Self.refusingRenames(with: EIO))
        }
        #expect(try run.read("out/F.swift") == "previous")
        #expect(try names(in: run, "out") == ["F.swift"])
    }

    @Test func refusedTemporaryFileWritesInPlaceWithANote() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("previous and longer", to: "out/F.swift")
        #expect(try OutputFile.write(Array("next".utf8), to: "out/F.swift", context: run.context(), system: Self.refusingTemporaryFiles))
        #expect(try run.read("out/F.swift") == "next")
        #expect(run.standardError.text.hasPrefix(
            "note: wrote 'out/F.swift' in place because a temporary file could not be created beside it (permission denied);"))
        // Unchanged bytes are still not rewritten, in place or not.
        #expect(try !OutputFile.write(Array("next".utf8), to: "out/F.swift", context: run.context(), system: Self.refusingTemporaryFiles))
    }

    /// `ONBOARDC_WRITE_IN_PLACE=1` writes in place from the start, without a note, and a stream
    /// given up before its commit still writes nothing.
    @Test func environmentAsksForWritingInPlace() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let context = run.context(environment: [OutputFile.writeInPlaceVariable: "1"])
        try run.write("previous", to: "out/F.swift")
        let stream = OutputFile.Stream(path: "out/F.swift", context: context, system: Self.refusingTemporaryFiles)
        try stream.write("pre")
        try stream.write("vious, then more")
        #expect(try stream.finish())
        #expect(try run.read("out/F.swift") == "previous", "nothing is written before the commit")
        try stream.commit()
        #expect(try run.read("out/F.swift") == "previous, then more")

        let abandoned = OutputFile.Stream(path: "out/F.swift", context: context, system: Self.refusingTemporaryFiles)
        try abandoned.write("something else")
        abandoned.discard()
        #expect(try run.read("out/F.swift") == "previous, then more")

        let link = OutputFile.Stream(path: "out/G.swift", context: context, system: Self.refusingTemporaryFiles)
        try run.write("outside", to: "outside.swift")
        try FileManager.default.createSymbolicLink(atPath: run.url("out/G.swift").path, withDestinationPath: run.url("outside.swift").path)
        try link.write("generated")
        #expect(try link.finish())
        try link.commit()
        #expect(try run.read("out/G.swift") == "generated")
        #expect(try run.read("outside.swift") == "outside", "a link at the destination is replaced, never followed")
        #expect(run.standardError.text.isEmpty)
    }

    @Test func buildWritesInPlaceWhenTheEnvironmentAsks() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"x"}]}"#, to: "A.onboarding.json")
        let result = try OnboardcBinary.run(
            ["build", "A.onboarding.json", "--output", "out"], in: run.directory, environment: [OutputFile.writeInPlaceVariable: "1"])
        #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
        #expect(try run.read("out/AOnboarding.swift").hasPrefix("// Generated by onboardc"))
    }
}
