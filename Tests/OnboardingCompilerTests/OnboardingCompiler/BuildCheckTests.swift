import Foundation
@testable import OnboardingCompiler
import Testing


/// `onboardc build --check`: writes nothing, exits 0 when every generated file is current and 1,
/// naming each file and its first differing line, when one is missing or differs.
@Suite struct BuildCheckTests {
    private func scratch() throws -> ToolRun {
        let run = try ToolRun()
        try run.write(#"{"slides":[{"id":"a","title":"First"},{"id":"b","title":"Second"}]}"#, to: "A.onboarding.json")
        try run.write(#"{"slides":[{"title":"Only"}]}"#, to: "B.onboarding.json")
        #expect(run("build", "A.onboarding.json", "B.onboarding.json", "--output", "gen") == .success)
        return run
    }

    private func listing(_ run: ToolRun) -> [String: Date] {
        let paths = FileManager.default.enumerator(atPath: run.directory.path)?.allObjects as? [String] ?? []
        return Dictionary(uniqueKeysWithValues: paths.map { path in
            (path, (try? FileManager.default.attributesOfItem(atPath: run.url(path).path)[.modificationDate] as? Date) ?? .distantPast)
        })
    }

    /// Runs `build --check` and checks that it changed nothing on disk.
    private func check(_ run: ToolRun, _ arguments: [String] = ["A.onboarding.json", "B.onboarding.json", "--output", "gen"]) -> OnboardingCompiler.ExitStatus {
        let before = listing(run)
        let status = run(["build", "--check"] + arguments)
        #expect(listing(run) == before, "--check wrote to disk")
        return status
    }

    /// The line of `text` that contains `needle`, 1-based.
    private func line(of needle: String, in text: String) throws -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(needle) }) + 1
    }

    @Test func currentFilesPass() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        #expect(check(run) == .success)
        #expect(run.standardError.text.isEmpty)
    }

    @Test func staleFileIsNamedWithItsFirstDifferingLine() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        let generated = try run.read("gen/AOnboarding.swift")
        let stale = generated.replacingOccurrences(of: #""Second")"#, with: #""Old second")"#)
        try #require(stale != generated)
        try run.write(stale, to: "gen/AOnboarding.swift")
        let number = try line(of: #""Second")"#, in: generated)
        let expected = String(generated.split(separator: "\n", omittingEmptySubsequences: false)[number - 1])
        // The first byte that differs: the `S` of `Second`, 1-based.
        let column = try #require(expected.range(of: "Second")).lowerBound.utf16Offset(in: expected) + 1

        #expect(check(run) == .failure)
        let found = expected.replacingOccurrences(of: "Second", with: "Old second")
        #expect(run.standardError.text == """
            gen/AOnboarding.swift:\(number):\(column): generated file differs from what build would write: \
            expected '\(expected)', found '\(found)'
            1 generated file differs from what build would write; run the build without --check to update

            """)
        #expect(try run.read("gen/AOnboarding.swift") == stale)

        // A difference far into a line is shown from a little before it.
        let long = String(repeating: "word ", count: 30)
        let difference = GeneratedFileCheck.Difference.line(3, expected: long + "end", found: long + "other")
        #expect(difference.message(for: "A.swift") == "A.swift:3:151: generated file differs from what build would write: expected '…word word word word end', found '…word word word word other'")
    }

    @Test func missingFileIsNamed() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        try FileManager.default.removeItem(at: run.url("gen/BOnboarding.swift"))
        #expect(check(run) == .failure)
        #expect(
            run.standardError.text
                == "gen/BOnboarding.swift: generated file is missing\n1 generated file is missing; run the build without --check to update\n")
        // A missing output folder is not created.
        #expect(check(run, ["A.onboarding.json", "--output", "elsewhere/gen"]) == .failure)
        #expect(run.standardError.text.contains("elsewhere/gen/AOnboarding.swift: generated file is missing\n"))
        #expect(!FileManager.default.fileExists(atPath: run.url("elsewhere").path))
    }

    @Test func everyDifferingFileIsNamed() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        try FileManager.default.removeItem(at: run.url("gen/AOnboarding.swift"))
        try run.write("// edited by hand\n", to: "gen/BOnboarding.swift")
        #expect(check(run) == .failure)
        let lines = run.standardError.text.split(separator: "\n")
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.first == "gen/AOnboarding.swift: generated file is missing")
        #expect(lines.dropFirst().first?.hasPrefix("gen/BOnboarding.swift:1:4: generated file differs from what build would write: expected '// Generated by onboardc") == true)
        #expect(lines.last == "1 generated file differs from what build would write and 1 is missing; run the build without --check to update")
    }

    @Test func shorterAndLongerFilesNameTheEndOfTheFile() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        let generated = try run.read("gen/BOnboarding.swift")
        let lineCount = generated.split(separator: "\n", omittingEmptySubsequences: false).count

        try run.write(generated + "// an extra line\n", to: "gen/BOnboarding.swift")
        #expect(check(run, ["B.onboarding.json", "--output", "gen"]) == .failure)
        #expect(run.standardError.text.hasPrefix(
            "gen/BOnboarding.swift:\(lineCount): generated file differs from what build would write: expected the end of the file, found '// an extra line'\n"),
            "\(run.standardError.text)")
        let before = run.standardError.text.count
        try run.write(generated + "\n", to: "gen/BOnboarding.swift")
        #expect(check(run, ["B.onboarding.json", "--output", "gen"]) == .failure)
        #expect(String(run.standardError.text.dropFirst(before)).hasPrefix(
            "gen/BOnboarding.swift:\(lineCount): generated file differs from what build would write: expected the end of the file, found an empty line\n"),
            "\(run.standardError.text)")

        // Only the last line break missing: the line break is shown.
        try run.write(String(generated.dropLast()), to: "gen/BOnboarding.swift")
        #expect(check(run, ["B.onboarding.json", "--output", "gen"]) == .failure)
        #expect(run.standardError.text.contains(
            "gen/BOnboarding.swift:\(lineCount - 1):2: generated file differs from what build would write: expected '}\\n', found '}'\n"),
            "\(run.standardError.text)")

        try run.write(String(generated.prefix(40)), to: "gen/BOnboarding.swift")
        // A difference within the first 40 characters shows both lines from their start.
        let firstLine = String(generated.split(separator: "\n")[0])
        #expect(check(run, ["B.onboarding.json", "--output", "gen"]) == .failure)
        #expect(run.standardError.text.contains(
            "gen/BOnboarding.swift:1:41: generated file differs from what build would write: "
                + "expected \(firstLine.quotedForDiagnostic), found '\(firstLine.prefix(40))'\n"),
            "\(run.standardError.text)")
        // Further in, both sides are shown from a little before the difference.
        try run.write(String(generated.prefix(45)), to: "gen/BOnboarding.swift")
        #expect(check(run, ["B.onboarding.json", "--output", "gen"]) == .failure)
        #expect(run.standardError.text.contains(
            "gen/BOnboarding.swift:1:46: generated file differs from what build would write: "
                + "expected '…\(firstLine.dropFirst(25))', found '…\(firstLine.dropFirst(25).prefix(20))'\n"),
            "\(run.standardError.text)")
    }

    /// A directory at the path is a file error, 2, as it is for build, which cannot replace it;
    /// a link differs, 1, since build replaces it.
    @Test func somethingOtherThanAFileDiffers() throws {
        let run = try scratch()
        defer { run.removeDirectory() }
        try FileManager.default.removeItem(at: run.url("gen/AOnboarding.swift"))
        try FileManager.default.createDirectory(at: run.url("gen/AOnboarding.swift"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: run.url("gen/BOnboarding.swift").path + ".link", withDestinationPath: "BOnboarding.swift")
        #expect(check(run) == .usageError)
        #expect(run.standardError.text == "error: cannot read 'gen/AOnboarding.swift': it is a directory\n")

        // A link is replaced by build, even when it leads to the same bytes.
        #expect(check(run, ["B.onboarding.json", "--output-file", "gen/BOnboarding.swift.link"]) == .failure)
        #expect(run.standardError.text.contains("gen/BOnboarding.swift.link: generated file differs from what build would write: it is a symbolic link\n"))
    }

    /// A file larger than one rendered block: the difference is found and told by line wherever it is.
    @Test func differenceDeepInALargeFile() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let slides = (0..<13_000).map { #"{"id":"s\#($0)","title":"Slide \#($0)"}"# }.joined(separator: ",")
        try run.write(#"{"name":"Large","slides":[\#(slides)]}"#, to: "Large.onboarding.json")
        #expect(run("build", "Large.onboarding.json", "--output", "gen") == .success)
        let generated = try run.read("gen/LargeOnboarding.swift")
        #expect(generated.utf8.count > 2 << 20, "the file spans several blocks")
        #expect(check(run, ["Large.onboarding.json", "--output", "gen"]) == .success)

        let edited = generated.replacingOccurrences(of: #""Slide 12999")"#, with: #""Slide 12999!")"#)
        try #require(edited != generated)
        try run.write(edited, to: "gen/LargeOnboarding.swift")
        let number = try line(of: #""Slide 12999")"#, in: generated)
        #expect(check(run, ["Large.onboarding.json", "--output", "gen"]) == .failure)
        #expect(run.standardError.text.hasPrefix("gen/LargeOnboarding.swift:\(number):57: generated file differs"), "\(run.standardError.text)")
        #expect(
            run.standardError.text.contains(#"expected '…title", "Slide 12999"),', found '…title", "Slide 12999!"),'"#),
            "\(run.standardError.text)")
    }
}
