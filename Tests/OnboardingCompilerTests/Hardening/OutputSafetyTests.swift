import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
import Testing


/// `onboardc build` writes only inside its output directory, whole files only, and never through a link.
@Suite struct OutputSafetyTests {
    private func contents(of url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }

    private func isSymbolicLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }

    private func leftovers(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    // MARK: Names

    @Test(arguments: ["../../x", "/etc/passwd", "..", ".", "a/../../b", "~/x", "x\u{0}y", "C:\\Windows\\x", "name/..", "../Specs/Evil"])
    func specNamesNeverLeaveTheOutputDirectory(name: String) throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let json = String(decoding: try JSONSerialization.data(withJSONObject: ["name": name, "slides": [["title": "x"]]]), as: UTF8.self)
        try run.write(json, to: "Specs/Evil.onboarding.json")
        let status = run("build", "Specs/Evil.onboarding.json", "--output", "out/gen")
        let everything = FileManager.default.enumerator(atPath: run.directory.path)?.allObjects as? [String] ?? []
        let written = everything.filter { $0.hasSuffix(".swift") }
        if status == .success {
            #expect(written.count == 1 && written[0].hasPrefix("out/gen/") && !written[0].dropFirst(8).contains("/"), "\(written)")
        } else {
            #expect(status == .failure)
            #expect(written.isEmpty, "\(written)")
            #expect(run.standardError.text.contains("[invalid_identifier]"))
        }
    }

    @Test func outputPathRejectsNamesThatAreNotOnePlainComponent() {
        for name in ["", ".", "..", ".hidden.swift", "a/b.swift", "/abs.swift", "../x.swift", "x\u{0}.swift"] {
            #expect(AtomicFile.path(of: name, in: "out", relativeTo: "/tmp/base") == nil, "\(name.debugDescription)")
        }
        #expect(AtomicFile.path(of: "AOnboarding.swift", in: "out", relativeTo: "/tmp/base") == "out/AOnboarding.swift")
        #expect(AtomicFile.path(of: "ÉtéOnboarding.swift", in: "/abs/out/", relativeTo: "/tmp") == "/abs/out/ÉtéOnboarding.swift")
    }

    @Test func specNameGivingAFileNameTooLongIsAnError() throws {
        let longest = String(repeating: "a", count: 255 - "Onboarding.swift".count)
        #expect(Pipeline.lines(#"{"name":"\#(longest)","slides":[{"title":"Hi"}]}"#).isEmpty)
        #expect(Pipeline.lines(#"{"name":"\#(longest)é","slides":[{}]}"#) == [
            "Test.onboarding.json:1:9: error: spec name 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…' gives a file name of 257 bytes; file systems allow 255, so shorten it [invalid_identifier]"
        ])
    }

    @Test func generatedFileNamesAreAlwaysPlain() throws {
        for name in ["../../x", "a/b", "..", "x.swift", "Spec~1", "\u{202E}evil", "日本語", "ǅemo", "Type"] {
            let json = String(decoding: try JSONSerialization.data(withJSONObject: ["name": name, "slides": [["title": "x"]]]), as: UTF8.self)
            guard let spec = Compiler().check(SourceFile(path: "N.onboarding.json", text: json)).valid else { continue }
            let fileName = try Compiler().generate(spec, specPath: "N.onboarding.json").fileName
            #expect(AtomicFile.path(of: fileName, in: "out", relativeTo: "/") != nil, "\(name) → \(fileName)")
            #expect(fileName.hasSuffix("Onboarding.swift") && !fileName.dropLast(6).contains("."), "\(name) → \(fileName)")
        }
    }

    // MARK: Links and special files at the destination

    @Test(arguments: [false, true])
    func symbolicLinkAtTheOutputPathIsReplacedNotFollowed(targetHoldsTheSameBytes: Bool) throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"x"}]}"#, to: "A.onboarding.json")
        #expect(run("build", "A.onboarding.json", "--output", "reference") == .success)
        let generated = try run.read("reference/AOnboarding.swift")

        let outside = run.url("outside.swift")
        let original = targetHoldsTheSameBytes ? generated : "// precious file outside the output directory\n"
        try Data(original.utf8).write(to: outside)
        try FileManager.default.createDirectory(at: run.url("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: run.url("out/AOnboarding.swift").path, withDestinationPath: outside.path)

        #expect(run("build", "A.onboarding.json", "--output", "out") == .success)
        #expect(!isSymbolicLink(run.url("out/AOnboarding.swift")))
        #expect(contents(of: run.url("out/AOnboarding.swift")) == generated)
        #expect(contents(of: outside) == original)
        #expect(leftovers(in: run.url("out")).isEmpty)
    }

    @Test func danglingLinkAndFIFOAtTheOutputPathAreReplaced() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"x"}]}"#, to: "A.onboarding.json")
        try FileManager.default.createDirectory(at: run.url("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: run.url("out/AOnboarding.swift").path, withDestinationPath: "/nonexistent/dir/x")
        #expect(run("build", "A.onboarding.json", "--output", "out") == .success)
        #expect(!isSymbolicLink(run.url("out/AOnboarding.swift")))

        // A FIFO is never opened: reading it to compare would wait for a writer for ever.
        try FileManager.default.removeItem(at: run.url("out/AOnboarding.swift"))
        #expect(mkfifo(run.url("out/AOnboarding.swift").path, 0o644) == 0)
        #expect(run("build", "A.onboarding.json", "--output", "out") == .success)
        #expect(contents(of: run.url("out/AOnboarding.swift"))?.hasPrefix("// Generated by onboardc") == true)
    }

    /// A device at an output path is refused, never renamed over: run as root, a baseline written
    /// to `/dev/null` would otherwise leave a regular file in its place. Made with `mknod`, which
    /// only root may call, so that the test never puts the machine's own `/dev/null` at risk.
    @Test(.enabled(if: getuid() == 0, "mknod needs root"))
    func deviceAtAnOutputPathIsRefusedAndLeftAlone() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"x"},{"title":"y","bogus":1}]}"#, to: "A.onboarding.json")
        try FileManager.default.createDirectory(at: run.url("out"), withIntermediateDirectories: true)
        let null = run.url("null").path
        let generated = run.url("out/AOnboarding.swift").path
        // Character device 1:3, the null device.
        try #require(mknod(null, S_IFCHR | 0o666, 0x103) == 0)
        try #require(mknod(generated, S_IFCHR | 0o666, 0x103) == 0)
        let reason = "it is a device, not a regular file"
        let cases: [([String], String)] = [
            (["lint", "A.onboarding.json", "--write-baseline", "null"], "error: cannot write baseline 'null': \(reason)"),
            (["lint", "A.onboarding.json", "--reporter", "json", "--output", "null"], "error: cannot write report 'null': \(reason)"),
            (["build", "A.onboarding.json", "--output-file", "null"], "error: cannot write 'null': \(reason)"),
            (["build", "A.onboarding.json", "--output", "out"], "error: cannot write 'out/AOnboarding.swift': \(reason)"),
        ]
        for (arguments, message) in cases {
            let before = run.standardError.text.count
            #expect(run(arguments) == .usageError, "\(arguments)")
            let error = String(run.standardError.text.dropFirst(before))
            #expect(error.contains(message + "\n"), "\(error)")
            for path in [null, generated] {
                #expect(FileType(at: path, relativeTo: "/", followingLinks: false) == .device, "\(arguments)")
            }
        }
        #expect(leftovers(in: run.directory).isEmpty)
        #expect(leftovers(in: run.url("out")).isEmpty)
    }

    @Test func directoryAtTheOutputPathIsAnErrorAndLeftAlone() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"x"}]}"#, to: "A.onboarding.json")
        try run.write("keep", to: "out/AOnboarding.swift/inside.txt")
        #expect(run("build", "A.onboarding.json", "--output", "out") == .usageError)
        #expect(run.standardError.text.contains("error: cannot write 'out/AOnboarding.swift': "), "\(run.standardError.text)")
        #expect(try run.read("out/AOnboarding.swift/inside.txt") == "keep")
        #expect(leftovers(in: run.url("out")).isEmpty)
    }

    // MARK: Failed builds

    @Test func failedBuildLeavesThePreviousFileIntact() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"v1"}]}"#, to: "A.onboarding.json")
        #expect(run("build", "A.onboarding.json", "--output", "out") == .success)
        let first = try run.read("out/AOnboarding.swift")

        // A spec with an error writes nothing.
        try run.write(#"{"slides":[{"title":"v2"}], "bogus": 1}"#, to: "A.onboarding.json")
        #expect(run("build", "A.onboarding.json", "--output", "out") == .failure)
        #expect(try run.read("out/AOnboarding.swift") == first)

        // Broken templates write nothing.
        try run.write(#"{"slides":[{"title":"v2"}]}"#, to: "A.onboarding.json")
        try run.write("{{#each slides}}unclosed", to: "templates/Onboarding.swift.template")
        #expect(run("build", "A.onboarding.json", "--output", "out", "--templates", "templates") == .usageError)
        #expect(try run.read("out/AOnboarding.swift") == first)

        // One spec of two failing writes neither.
        try run.write(#"{"slides":[{"title":"v2"}]}"#, to: "A.onboarding.json")
        try run.write(#"{"slides":[]}"#, to: "B.onboarding.json")
        #expect(run("build", "A.onboarding.json", "B.onboarding.json", "--output", "out") == .failure)
        #expect(try run.read("out/AOnboarding.swift") == first)
        #expect(leftovers(in: run.url("out")).isEmpty)
    }

    @Test func temporaryFilesOfKilledRunsAreRemovedByTheNextBuild() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"x"}]}"#, to: "A.onboarding.json")
        var deadProcess: Int32 = 4_000_000
        while kill(deadProcess, 0) == 0 || errno != ESRCH { deadProcess -= 1 }
        let abandoned = ".onboardc-\(deadProcess)-0000abcd.tmp"
        let alive = ".onboardc-\(getpid())-0000abcd.tmp"
        // A process of another PID namespace sharing the folder: its number means nothing here,
        // but it holds its file locked.
        let lockedByAnotherNamespace = ".onboardc-\(deadProcess)-0000beef.tmp"
        let notOurs = [".onboardc-\(deadProcess)-xyz.tmp", ".onboardc-\(deadProcess).tmp", "B.swift.\(deadProcess).tmp"]
        for name in [abandoned, alive, lockedByAnotherNamespace] + notOurs { try run.write("half a fi", to: "elsewhere/\(name)") }
        let locked = open(run.url("elsewhere/\(lockedByAnotherNamespace)").path, O_RDONLY)
        defer { close(locked) }
        #expect(flock(locked, LOCK_EX) == 0)

        // Any file written into the folder clears what killed runs left there, whatever its name.
        #expect(run("build", "A.onboarding.json", "--output", "elsewhere") == .success)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: run.url("elsewhere").path))
        #expect(names == Set(["AOnboarding.swift", alive, lockedByAnotherNamespace] + notOurs))

        // A build that changes nothing clears them too.
        try run.write("half a fi", to: "elsewhere/\(abandoned)")
        #expect(run("build", "A.onboarding.json", "--output", "elsewhere") == .success)
        #expect(!FileManager.default.fileExists(atPath: run.url("elsewhere/\(abandoned)").path))
    }

    /// A name that gives a final file name of up to 255 bytes is built: the temporary file's name
    /// does not grow with it.
    @Test func longestSpecNameIsBuilt() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let longest = String(repeating: "a", count: 255 - "Onboarding.swift".count)
        try run.write(#"{"name":"\#(longest)","slides":[{"title":"x"}]}"#, to: "Long.onboarding.json")
        #expect(run("build", "Long.onboarding.json", "--output", "out") == .success, "\(run.standardError.text)")
        let written = try FileManager.default.contentsOfDirectory(atPath: run.url("out").path)
        #expect(written.count == 1 && written[0].utf8.count == 255, "\(written)")
        #expect(TemporaryFile.makeName().utf8.count <= 33)
        #expect(TemporaryFile.process(ofFileNamed: TemporaryFile.makeName()) == getpid())
    }

    /// An output path that passes through a regular file names that file.
    @Test func outputUnderARegularFileSaysWhichPartIsAFile() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"x"}]}"#, to: "A.onboarding.json")
        try run.write("not a folder", to: "notes.txt")
        let commands: [(arguments: [String], message: String)] = [
            (["build", "A.onboarding.json", "--output", "notes.txt/gen"], "error: cannot write 'notes.txt/gen/AOnboarding.swift': 'notes.txt' is a file, not a directory\n"),
            (["lint", "A.onboarding.json", "--reporter", "json", "--output", "notes.txt/r.json"], "error: cannot write report 'notes.txt/r.json': 'notes.txt' is a file, not a directory\n"),
            (["schema", "--output", "notes.txt/a/b/s.json"], "error: cannot write 'notes.txt/a/b/s.json': 'notes.txt' is a file, not a directory\n"),
            (["lint", "A.onboarding.json", "--write-baseline", "notes.txt/b.json"], "error: cannot write baseline 'notes.txt/b.json': 'notes.txt' is a file, not a directory\n"),
            (["graph", "A.onboarding.json", "--output", "notes.txt/flow.mmd"], "error: cannot write 'notes.txt/flow.mmd': 'notes.txt' is a file, not a directory\n"),
            (["init", "--directory", "notes.txt/new"], "error: cannot create 'notes.txt/new/App.onboarding.json': 'notes.txt' is a file, not a directory; nothing was written\n"),
        ]
        for (arguments, message) in commands {
            let result = try OnboardcBinary.run(arguments, in: run.directory)
            #expect(result.status == 2 && !result.wasSignalled, "\(arguments)")
            #expect(result.errors.hasSuffix(message), "\(arguments): \(result.errors)")
        }
        #expect(try run.read("notes.txt") == "not a folder")
    }

    /// An output that is a file the run reads, however the path is written or linked, or that is
    /// named as a spec, a catalog or the configuration are, is refused before anything is read or
    /// written: the report, the page or the Swift would replace it.
    @Test func anOutputThatIsAnInputIsRefused() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let spec = #"{"slides":[{"title":"x"}]}"#
        try run.write(spec, to: "A.onboarding.json")
        try run.write("{}", to: "Texts.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: run.url("Link.json").path, withDestinationPath: "A.onboarding.json")
        let commands: [(arguments: [String], option: String, path: String)] = [
            (["lint", "A.onboarding.json", "--reporter", "json", "--output", "A.onboarding.json"], "--output", "A.onboarding.json"),
            (["lint", "A.onboarding.json", "--write-baseline", "./A.onboarding.json"], "--write-baseline", "./A.onboarding.json"),
            (["build", "A.onboarding.json", "--output-file", "Link.json"], "--output-file", "Link.json"),
            (["graph", "A.onboarding.json", "--output", "A.onboarding.json"], "--output", "A.onboarding.json"),
            (["preview", "A.onboarding.json", "--catalog", "Texts.xcstrings", "--output", "Texts.xcstrings"], "--output", "Texts.xcstrings"),
            (["accessibility", "A.onboarding.json", "--output", "A.onboarding.json"], "--output", "A.onboarding.json"),
        ]
        for (arguments, option, path) in commands {
            let result = try OnboardcBinary.run(arguments, in: run.directory)
            #expect(result.status == 2 && !result.wasSignalled, "\(arguments)")
            #expect(result.errors.hasPrefix("error: '\(option)' names '\(path)', which this run reads;"), "\(arguments): \(result.errors)")
        }
        #expect(try run.read("A.onboarding.json") == spec)
        #expect(try run.read("Texts.xcstrings") == "{}")
        // A spec found in a folder, or one to come: a file named as onboardc's inputs are is never an output.
        try run.write(spec, to: "Specs/B.onboarding.json")
        let named: [(arguments: [String], option: String, path: String, kind: String)] = [
            (["lint", "Specs", "--reporter", "json", "--output", "Specs/B.onboarding.json"], "--output", "Specs/B.onboarding.json", "a spec"),
            (["schema", "--output", "New.Onboarding.JSON"], "--output", "New.Onboarding.JSON", "a spec"),
            (["graph", "A.onboarding.json", "--output", "L10n/App.xcstrings"], "--output", "L10n/App.xcstrings", "a String Catalog"),
            (["build", "A.onboarding.json", "--output-file", ".onboardc.json"], "--output-file", ".onboardc.json", "onboardc's configuration"),
        ]
        for (arguments, option, path, kind) in named {
            let result = try OnboardcBinary.run(arguments, in: run.directory)
            #expect(result.status == 2 && !result.wasSignalled, "\(arguments)")
            #expect(
                result.errors.hasPrefix("error: '\(option)' names '\(path)', the name of \(kind), which onboardc reads and never writes, so name another\n"),
                "\(arguments): \(result.errors)")
        }
        #expect(try run.read("Specs/B.onboarding.json") == spec)
        #expect(!FileManager.default.fileExists(atPath: run.url("New.Onboarding.JSON").path))
        // Writing a baseline reads none: the one given with it is renewed.
        try run.write(#"{"version": 1, "entries": []}"#, to: "b.json")
        let renewed = try OnboardcBinary.run(["lint", "A.onboarding.json", "--baseline", "b.json", "--write-baseline", "b.json"], in: run.directory)
        #expect(renewed.status == 0, "\(renewed.errors)")
    }

    /// A failed run removes the folders it created only while they are empty: what another
    /// process wrote into them in the meantime stays, and so do they.
    @Test func discardedWriteKeepsAFileAnotherProcessWroteIntoItsNewFolder() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let stream = AtomicFile.Stream(path: "new/deeper/F.swift", context: run.context())
        try stream.write("text")
        try run.write("another build's file", to: "new/deeper/G.swift")
        stream.discard()
        #expect(try run.read("new/deeper/G.swift") == "another build's file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.url("new/deeper").path) == ["G.swift"])

        let emptied = AtomicFile.Stream(path: "fresh/deeper/F.swift", context: run.context())
        try emptied.write("text")
        emptied.discard()
        #expect(!FileManager.default.fileExists(atPath: run.url("fresh").path))
    }

    @Test func unchangedFileIsNotRewritten() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(#"{"slides":[{"title":"x"}]}"#, to: "A.onboarding.json")
        #expect(run("build", "A.onboarding.json", "--output", "out") == .success)
        let path = run.url("out/AOnboarding.swift").path
        let date = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        #expect(run("build", "A.onboarding.json", "--output", "out") == .success)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == date)
    }

    // MARK: Concurrent builds

    /// Two real `onboardc build` processes writing the same file at once, many times: the file is
    /// always one of the two complete outputs, and no temporary file is left behind.
    @Test func concurrentBuildsAlwaysLeaveACompleteFile() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        // Two specs with the same name and different slides: the same file name, different contents.
        let longTitle = String(repeating: "long title ", count: 2_000)
        try run.write(#"{"name":"Race","slides":[{"title":"\#(longTitle)"}]}"#, to: "a/Race.onboarding.json")
        try run.write(#"{"name":"Race","slides":[{"title":"short"},{"title":"two"}]}"#, to: "b/Race.onboarding.json")
        #expect(run("build", "a/Race.onboarding.json", "--output", "expected-a") == .success)
        #expect(run("build", "b/Race.onboarding.json", "--output", "expected-b") == .success)
        let expected = [try run.read("expected-a/RaceOnboarding.swift"), try run.read("expected-b/RaceOnboarding.swift")]
            .map { $0.replacingOccurrences(of: "a/Race.onboarding.json", with: "X").replacingOccurrences(of: "b/Race.onboarding.json", with: "X") }
        let binary = try OnboardcBinary.url()

        for round in 0..<15 {
            let processes = ["a", "b"].map { folder in
                let process = Process()
                process.executableURL = binary
                process.arguments = ["build", "\(folder)/Race.onboarding.json", "--output", "out"]
                process.currentDirectoryURL = run.directory
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in processes { try process.run() }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationReason == .exit && process.terminationStatus == 0, "round \(round)")
            }
            let written = (contents(of: run.url("out/RaceOnboarding.swift")) ?? "")
                .replacingOccurrences(of: "a/Race.onboarding.json", with: "X").replacingOccurrences(of: "b/Race.onboarding.json", with: "X")
            #expect(expected.contains(written), "round \(round): the file is not one of the complete outputs")
            #expect(leftovers(in: run.url("out")).isEmpty, "round \(round)")
        }
    }

    /// Real `onboardc build` processes, some failing (two specs generating one file) and some
    /// succeeding, all into one folder that does not exist yet: every file a successful build
    /// wrote is there at the end, whatever the failing ones removed.
    @Test func failingBuildsNeverRemoveWhatConcurrentBuildsWrote() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        // A failing build creates the folder when it writes the first spec's file, then renders the
        // second spec, of some size, before it finds the clash and gives up: the others write then.
        let slides = (0..<1_500).map { #"{"id":"s\#($0)","title":"Slide \#($0)"}"# }.joined(separator: ",")
        try run.write(#"{"name":"Clash","slides":[\#(slides)]}"#, to: "clash/a/Clash.onboarding.json")
        try run.write(#"{"name":"Clash","slides":[\#(slides)]}"#, to: "clash/b/Clash.onboarding.json")
        let writers = (0..<4).map { "Writer\($0)" }
        for name in writers { try run.write(#"{"name":"\#(name)","slides":[{"title":"\#(name)"}]}"#, to: "\(name).onboarding.json") }
        let binary = try OnboardcBinary.url()
        func start(_ arguments: [String]) throws -> Process {
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.currentDirectoryURL = run.directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }

        for round in 0..<3 {
            let output = "round\(round)/generated"
            let failing = try (0..<3).map { _ in
                try start(["build", "clash/a/Clash.onboarding.json", "clash/b/Clash.onboarding.json", "--output", output])
            }
            let deadline = Date(timeIntervalSinceNow: 30)
            while !FileManager.default.fileExists(atPath: run.url(output).path), Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
            let succeeding = try writers.map { try start(["build", "\($0).onboarding.json", "--output", output]) }
            for process in failing + succeeding { process.waitUntilExit() }
            for process in failing {
                #expect(process.terminationReason == .exit && process.terminationStatus == 1, "round \(round)")
            }
            for (process, writer) in zip(succeeding, writers) {
                #expect(process.terminationReason == .exit && process.terminationStatus == 0, "round \(round)")
                let text = contents(of: run.url("\(output)/\(writer)Onboarding.swift"))
                #expect(text?.hasPrefix("// Generated by onboardc") == true && text?.hasSuffix("}\n") == true, "round \(round): \(writer)'s file is gone")
            }
            #expect(leftovers(in: run.url(output)).isEmpty, "round \(round)")
            #expect(!FileManager.default.fileExists(atPath: run.url("\(output)/ClashOnboarding.swift").path))
        }
    }

    /// A build killed at any moment leaves the previous file or the new one, never a part of one.
    @Test func killedBuildLeavesThePreviousOrTheNewFile() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        func spec(_ version: String) -> String {
            "{\"name\":\"Big\",\"slides\":[" + (0..<8_000).map { "{\"id\":\"s\($0)\",\"title\":\"\(version) \($0)\"}" }.joined(separator: ",") + "]}"
        }
        try run.write(spec("v1"), to: "Big.onboarding.json")
        #expect(run("build", "Big.onboarding.json", "--output", "out") == .success)
        let previous = try run.read("out/BigOnboarding.swift")
        try run.write(spec("v2"), to: "Big.onboarding.json")
        #expect(run("build", "Big.onboarding.json", "--output", "expected") == .success)
        let next = try run.read("expected/BigOnboarding.swift")
        let binary = try OnboardcBinary.url()
        for delay in [0.05, 0.4, 0.8, 1.6] {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["build", "Big.onboarding.json", "--output", "out"]
            process.currentDirectoryURL = run.directory
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let written = contents(of: run.url("out/BigOnboarding.swift"))
            #expect(written == previous || written == next, "killed after \(delay) s: a partial file")
            if written == next { try Data(previous.utf8).write(to: run.url("out/BigOnboarding.swift")) }
        }
        // Whatever the kills left behind goes with the next build.
        #expect(run("build", "Big.onboarding.json", "--output", "out") == .success)
        #expect(leftovers(in: run.url("out")).isEmpty)
        #expect(try run.read("out/BigOnboarding.swift") == next)
    }
}
