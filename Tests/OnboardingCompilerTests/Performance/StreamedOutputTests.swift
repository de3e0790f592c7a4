import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingTestSupport
import Testing


/// Output files are written through a stream, in blocks, and only when their bytes change.
@Suite struct StreamedOutputTests {
    private func withDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("onboardc-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    private func quietContext(in directory: URL) -> ToolContext {
        ToolContext(currentDirectory: directory.path, writeStandardOutput: { _ in }, writeStandardError: { _ in })
    }

    /// Writes `blocks` to `name` in `directory`; returns whether the file changed.
    private func stream(_ blocks: [String], to name: String, in directory: URL) throws -> Bool {
        let stream = AtomicFile.Stream(path: name, context: quietContext(in: directory))
        for block in blocks { try stream.write(block) }
        let changed = try stream.finish()
        if changed { try stream.commit() }
        return changed
    }

    private func contents(_ name: String, in directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func writesOnlyWhatChanges() throws {
        try withDirectory { directory in
            #expect(try stream(["abc", "def"], to: "out/F.swift", in: directory))
            #expect(try contents("out/F.swift", in: directory) == "abcdef")
            // The same bytes in other blocks: nothing is written.
            #expect(try !stream(["ab", "cdef"], to: "out/F.swift", in: directory))
            // A change after a matching part, a longer file, a shorter one.
            #expect(try stream(["abc", "dxf"], to: "out/F.swift", in: directory))
            #expect(try contents("out/F.swift", in: directory) == "abcdxf")
            #expect(try stream(["abcdxf", "g"], to: "out/F.swift", in: directory))
            #expect(try contents("out/F.swift", in: directory) == "abcdxfg")
            #expect(try stream(["abc"], to: "out/F.swift", in: directory))
            #expect(try contents("out/F.swift", in: directory) == "abc")
            #expect(try stream([], to: "out/F.swift", in: directory))
            #expect(try contents("out/F.swift", in: directory) == "")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)
            #expect(leftovers == ["F.swift"])
        }
    }

    @Test func discardingRemovesTheTemporaryFileAndTheFolderItMade() throws {
        try withDirectory { directory in
            let stream = AtomicFile.Stream(path: "a/b/F.swift", context: quietContext(in: directory))
            try stream.write("text")
            stream.discard()
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("a").path))
        }
    }

    @Test func aSymbolicLinkIsReplacedByAFile() throws {
        try withDirectory { directory in
            try "same".write(to: directory.appendingPathComponent("target"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent("F.swift").path, withDestinationPath: "target")
            #expect(try stream(["same"], to: "F.swift", in: directory))
            let type = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("F.swift").path)[.type] as? FileAttributeType
            #expect(type == .typeRegular)
        }
    }

    /// `onboardc build` writes what `CodeGenerator.generate` returns, and leaves an unchanged file alone.
    @Test func buildWritesTheGeneratedFileAndLeavesItAloneWhenUnchanged() throws {
        try withDirectory { directory in
            let spec = SizedSpecGenerator(slideCount: 50, seed: 5, name: "Streamed")
            try Data(spec.bytes()).write(to: directory.appendingPathComponent("Streamed.onboarding.json"))
            let errors = Errors()
            let tool = CommandLineTool(context: ToolContext(
                currentDirectory: directory.path, writeStandardOutput: { _ in }, writeStandardError: { errors.append($0) }))
            #expect(tool.run(["build", "Streamed.onboarding.json", "--output", "Generated"]) == .success, "\(errors.text)")

            let checked = Compiler().check(SourceFile(path: "Streamed.onboarding.json", bytes: spec.bytes()))
            let expected = try Compiler().generate(try #require(checked.valid), specPath: "Streamed.onboarding.json")
            let file = directory.appendingPathComponent("Generated/StreamedOnboarding.swift")
            #expect(try String(contentsOf: file, encoding: .utf8) == expected.contents)

            let past = Date(timeIntervalSince1970: 1_000_000)
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
            #expect(tool.run(["build", "Streamed.onboarding.json", "--output", "Generated"]) == .success)
            #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == past)
        }
    }
}

private final class Errors: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ text: String) { lock.withLock { lines.append(text) } }

    var text: String { lock.withLock { lines.joined() } }
}
