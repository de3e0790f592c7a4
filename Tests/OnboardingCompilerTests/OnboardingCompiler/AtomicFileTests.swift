import Foundation
@testable import OnboardingCompiler
import Testing


/// The one writer every output goes through: temporary files only inside the output folder, and a
/// write that fails, wherever it fails, leaves the file as it was (issue 36, items 1 and 5).
@Suite struct AtomicFileTests {
    /// The system calls of a sandbox that refuses renames with `code` and records the temporary files made.
    private static func refusingRenames(with code: Int32, temporaryFiles: Recorder? = nil) -> AtomicFile.SystemCalls {
        var system = AtomicFile.SystemCalls.live
        system.createTemporaryFile = { path throws(SystemError) in
            temporaryFiles?.append(path)
            return try AtomicFile.SystemCalls.live.createTemporaryFile(path)
        }
        system.rename = { _, _ throws(SystemError) in throw SystemError(code: code) }
        return system
    }

    /// The system calls of a sandbox that lets nothing new be created in the output folder.
    private static let refusingTemporaryFiles = {
        var system = AtomicFile.SystemCalls.live
        system.createTemporaryFile = { _ throws(SystemError) in throw SystemError(code: EACCES) }
        system.rename = { _, _ throws(SystemError) in Issue.record("nothing to rename") }
        return system
    }()

    /// The system calls of a disk that has `space` bytes left for the writes to files that `fills`
    /// accepts, and fails the first write past them with `ENOSPC` after writing what fits.
    private static func disk(withSpace space: Int, filling fills: @escaping @Sendable (String) -> Bool = { _ in true }) -> AtomicFile.SystemCalls {
        let left = Counter(space)
        let paths = Recorder()
        var system = AtomicFile.SystemCalls.live
        system.createTemporaryFile = { path throws(SystemError) in
            let file = try AtomicFile.SystemCalls.live.createTemporaryFile(path)
            paths.append("\(file.rawValue) \(path)")
            return file
        }
        system.write = { file, bytes, offset throws(SystemError) in
            let path = paths.all.last { $0.hasPrefix("\(file.rawValue) ") }.map { String($0.drop { $0 != " " }.dropFirst()) } ?? "destination"
            guard fills(path) else { return try AtomicFile.SystemCalls.live.write(file, bytes, offset) }
            // Bytes written over the file's own take no more room, as on a disk that is not copy-on-write.
            let size = Int(try file.status().st_size)
            let free = min(bytes.count, max(0, size - offset))
            let fitting = free + left.take(bytes.count - free)
            try AtomicFile.SystemCalls.live.write(file, UnsafeRawBufferPointer(rebasing: bytes[..<fitting]), offset)
            if fitting < bytes.count { throw SystemError(code: ENOSPC) }
        }
        return system
    }

    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func append(_ item: String) { lock.withLock { items.append(item) } }
        var all: [String] { lock.withLock { items } }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Int
        init(_ value: Int) { self.value = value }
        /// Takes up to `count` from what is left; returns how much it took.
        func take(_ count: Int) -> Int {
            lock.withLock {
                let taken = min(count, value)
                value -= taken
                return taken
            }
        }
    }

    private func names(in run: ToolRun, _ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: run.url(folder).path).sorted()
    }

    private func status(of run: ToolRun, _ name: String) -> stat {
        var status = stat()
        lstat(run.url(name).path, &status)
        return status
    }

    @Test func temporaryFilesAreMadeOnlyInTheDestinationsFolder() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let made = Recorder()
        var system = AtomicFile.SystemCalls.live
        system.createTemporaryFile = { path throws(SystemError) in
            made.append(path)
            return try AtomicFile.SystemCalls.live.createTemporaryFile(path)
        }
        #expect(try AtomicFile.write(Array("one".utf8), to: "out/deep/report.json", context: run.context(), system: system))
        #expect(made.all.count == 1)
        #expect(made.all.allSatisfy { ($0 as NSString).deletingLastPathComponent == run.url("out/deep").path }, "\(made.all)")
        #expect(try names(in: run, "out/deep") == ["report.json"])
    }

    /// A sandbox that refuses the rename, however it refuses it, leaves the file as it was: onboardc
    /// no longer falls back to truncating it and writing it in place.
    @Test(arguments: [EPERM, EACCES, EXDEV, EBUSY, EIO])
    func refusedRenameLeavesTheFileAsItWas(code: Int32) throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("previous", to: "out/F.swift")
        let made = Recorder()
        let reason = SystemError(code: code).reason(at: "out/F.swift", relativeTo: run.directory.path)
        #expect(throws: AtomicFile.WriteError(path: "out/F.swift", reason: "renaming its temporary file over it failed (\(reason)); it is left as it was")) {
            try AtomicFile.write(Array("next".utf8), to: "out/F.swift", context: run.context(), system: Self.refusingRenames(with: code, temporaryFiles: made))
        }
        #expect(try run.read("out/F.swift") == "previous")
        #expect(made.all.count == 1)
        #expect(try names(in: run, "out") == ["F.swift"], "the temporary file is removed")
        #expect(run.standardError.text.isEmpty)
    }

    /// A file rewritten in place goes through its link, is not made again when it went away in
    /// the meantime (unless asked, for a new catalog), and a link to nothing is not replaced.
    @Test func aRewriteGoesThroughLinksAndMakesNoFileThatWentAway() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("old", to: "real/F.json")
        try FileManager.default.createSymbolicLink(atPath: run.url("F.json").path, withDestinationPath: "real/F.json")
        #expect(try AtomicFile.rewrite(Array("new".utf8), over: "F.json", createsMissing: false, context: run.context()))
        #expect(try run.read("real/F.json") == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: run.url("F.json").path) == "real/F.json")

        #expect(throws: AtomicFile.WriteError(path: "Gone.json", reason: "it is gone since it was read")) {
            try AtomicFile.rewrite(Array("new".utf8), over: "Gone.json", createsMissing: false, context: run.context())
        }
        #expect(try AtomicFile.rewrite(Array("new".utf8), over: "New.json", createsMissing: true, context: run.context()))
        #expect(try run.read("New.json") == "new")

        try FileManager.default.createSymbolicLink(atPath: run.url("Dangling.json").path, withDestinationPath: "nowhere/D.json")
        #expect(throws: AtomicFile.WriteError(path: "Dangling.json", reason: "it is a symbolic link to a file that does not exist")) {
            try AtomicFile.rewrite(Array("new".utf8), over: "Dangling.json", createsMissing: true, context: run.context())
        }
    }

    /// What a failed `init` made is removed: its files, then the folders it created while empty;
    /// a folder that holds another file stays, with that file.
    @Test func newFilesAreWrittenWholeOrNotAtAll() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("theirs", to: "Kept/Theirs.json")
        var newFiles = AtomicFile.NewFiles(context: run.context())
        try newFiles.create(Array("a".utf8), at: "New/Sub/A.json")
        try newFiles.create(Array("b".utf8), at: "Kept/Sub/B.json")
        #expect(throws: AtomicFile.WriteError(path: "Kept/Theirs.json", reason: "it already exists")) {
            try newFiles.create(Array("c".utf8), at: "Kept/Theirs.json")
        }
        #expect(try names(in: run, ".").sorted() == ["Kept"])
        #expect(try names(in: run, "Kept") == ["Theirs.json"])
        #expect(try run.read("Kept/Theirs.json") == "theirs")
    }

    @Test func refusedTemporaryFileLeavesTheFileAsItWas() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("previous and longer", to: "out/F.swift")
        #expect(
            throws: AtomicFile.WriteError(
                path: "out/F.swift",
                reason: "no temporary file can be created beside it (permission denied), and onboardc writes a file only through one; it is left as it was")
        ) {
            try AtomicFile.write(Array("next".utf8), to: "out/F.swift", context: run.context(), system: Self.refusingTemporaryFiles)
        }
        #expect(try run.read("out/F.swift") == "previous and longer")
        // Unchanged bytes need no temporary file: nothing is written, and nothing fails.
        #expect(try !AtomicFile.write(Array("previous and longer".utf8), to: "out/F.swift", context: run.context(), system: Self.refusingTemporaryFiles))
        // A new file has nothing to leave as it was.
        #expect(
            throws: AtomicFile.WriteError(
                path: "out/G.swift", reason: "no temporary file can be created beside it (permission denied), and onboardc writes a file only through one")
        ) {
            try AtomicFile.write(Array("next".utf8), to: "out/G.swift", context: run.context(), system: Self.refusingTemporaryFiles)
        }
    }

    /// A disk that fills up while the temporary file is written, before or after the bytes that
    /// match the file, leaves the file whole and no temporary file behind.
    @Test(arguments: [0, 3, 10, 20])
    func fullDiskLeavesTheFileAsItWas(space: Int) throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let previous = String(repeating: "previous text, ", count: 20)
        try run.write(previous, to: "out/F.swift")
        #expect(throws: AtomicFile.WriteError(path: "out/F.swift", reason: "no space left on the device")) {
            try AtomicFile.write(Array("previous text, and then another".utf8), to: "out/F.swift", context: run.context(), system: Self.disk(withSpace: space))
        }
        #expect(try run.read("out/F.swift") == previous)
        #expect(try names(in: run, "out") == ["F.swift"])
    }

    /// A file replaced by a new one keeps its mode, owner and group (root can give them away).
    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user")) func replacedFileKeepsItsModeOwnerAndGroup() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("previous", to: "F.json")
        #expect(chown(run.url("F.json").path, 65534, 65534) == 0 && chmod(run.url("F.json").path, 0o4640) == 0)
        let before = status(of: run, "F.json")
        #expect(try AtomicFile.write(Array("next".utf8), to: "F.json", context: run.context()))
        let after = status(of: run, "F.json")
        #expect(try run.read("F.json") == "next")
        #expect(after.st_ino != before.st_ino, "replaced by a rename")
        #expect(after.st_uid == 65534 && after.st_gid == 65534)
        #expect(after.st_mode & 0o7777 == 0o4640, "\(String(after.st_mode & 0o7777, radix: 8))")
    }

    /// A file with other hard links is rewritten in place, so that every name of it reads the new
    /// text, and no backup is left.
    @Test func hardLinkedFileIsRewrittenInPlace() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("previous, longer than the next", to: "a/F.json")
        try FileManager.default.createDirectory(at: run.url("b"), withIntermediateDirectories: true)
        #expect(link(run.url("a/F.json").path, run.url("b/Other.json").path) == 0)
        let before = status(of: run, "a/F.json")
        #expect(try AtomicFile.write(Array("next".utf8), to: "a/F.json", context: run.context()))
        #expect(try run.read("a/F.json") == "next")
        #expect(try run.read("b/Other.json") == "next")
        #expect(status(of: run, "a/F.json").st_ino == before.st_ino)
        #expect(try names(in: run, "a") == ["F.json"])
        #expect(try AtomicFile.write(Array("next, and longer than before".utf8), to: "a/F.json", context: run.context()))
        #expect(try run.read("b/Other.json") == "next, and longer than before")
    }

    /// A rewrite in place that fails (the disk fills up as the file grows) puts the previous text
    /// back, in every name of the file, and removes its backup.
    @Test(arguments: [0, 5, 40])
    func failedRewriteInPlacePutsThePreviousTextBack(space: Int) throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        let previous = "previous text"
        try run.write(previous, to: "F.json")
        #expect(link(run.url("F.json").path, run.url("Other.json").path) == 0)
        let next = String(repeating: "next text ", count: 10)
        // Only the writes to the destination fill the disk: the temporary file and the backup fit.
        let system = Self.disk(withSpace: space) { $0 == "destination" }
        #expect(throws: AtomicFile.WriteError(path: "F.json", reason: "no space left on the device while rewriting it; it is left as it was")) {
            try AtomicFile.write(Array(next.utf8), to: "F.json", context: run.context(), system: system)
        }
        #expect(try run.read("F.json") == previous)
        #expect(try run.read("Other.json") == previous)
        #expect(try names(in: run, ".") == ["F.json", "Other.json"], "no temporary file or backup is left")
    }

    /// When even putting the text back fails, the backup stays, holding it, and the error names it.
    @Test func rewriteThatCannotPutTheTextBackKeepsTheBackup() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("previous text", to: "F.json")
        #expect(link(run.url("F.json").path, run.url("Other.json").path) == 0)
        var system = AtomicFile.SystemCalls.live
        let created = Recorder()
        system.createTemporaryFile = { path throws(SystemError) in
            let file = try AtomicFile.SystemCalls.live.createTemporaryFile(path)
            created.append("\(file.rawValue)")
            return file
        }
        system.write = { file, bytes, offset throws(SystemError) in
            guard created.all.contains("\(file.rawValue)") else { throw SystemError(code: EIO) }
            try AtomicFile.SystemCalls.live.write(file, bytes, offset)
        }
        var thrown: AtomicFile.WriteError?
        do {
            try AtomicFile.write(Array("next".utf8), to: "F.json", context: run.context(), system: system)
        } catch {
            thrown = error
        }
        let backups = try names(in: run, ".").filter { $0.hasSuffix(".bak") }
        #expect(backups.count == 1)
        let backup = try #require(backups.first)
        #expect(try run.read(backup) == "previous text")
        #expect(thrown?.reason == "input/output error while rewriting it; its previous text is in '\(run.url(backup).path)'", "\(String(describing: thrown))")
    }

    /// A stream given up before its commit writes nothing, whatever it was given.
    @Test func discardedStreamWritesNothing() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write("previous", to: "out/F.swift")
        let stream = AtomicFile.Stream(path: "out/F.swift", context: run.context())
        try stream.write("pre")
        try stream.write("vious, then more")
        #expect(try stream.finish())
        #expect(try run.read("out/F.swift") == "previous", "nothing is written before the commit")
        stream.discard()
        #expect(try run.read("out/F.swift") == "previous")
        #expect(try names(in: run, "out") == ["F.swift"])
    }
}

/// The reproducers of the audit as the tool runs them: another user than root, whose folder is not
/// writable though the file is, and a disk that is full (issue 36, item 1). Every command that
/// writes a file goes through the one writer, and each leaves the file as it was.
@Suite(.serialized) struct FailedWriteTests {
    /// The commands that write `App.onboarding.json`'s files into the folder `folder`, each with the
    /// file it writes.
    static func commands(in folder: String) -> [(arguments: [String], file: String)] {
        [
            (["strings", "\(folder)/App.onboarding.json", "--catalog", "\(folder)/AppOnboarding.xcstrings"], "AppOnboarding.xcstrings"),
            (["lint", "--fix", "\(folder)/App.onboarding.json"], "App.onboarding.json"),
            (["build", "\(folder)/App.onboarding.json", "--output", folder], "AppOnboarding.swift"),
            (["preview", "\(folder)/App.onboarding.json", "--output", "\(folder)/App.html"], "App.html"),
            (["lint", "\(folder)/App.onboarding.json", "--reporter", "json", "--output", "\(folder)/report.json"], "report.json"),
        ]
    }

    /// A spec that every command changes something for: a fix-it, new texts for the catalog.
    static let spec = #"{ "slides": [{ "id": "hi", "title": "Hello", "subtitle": "World" }, { "title": "Two", "subtitel": "x", "next": null }] }"#

    /// Writes the spec and an old file for each command into `folder` of `run`, made by hand:
    /// a catalog with a translation, and older versions of the others.
    static func prepare(_ folder: String, in run: ToolRun) throws -> [String: String] {
        // The app's own keys make the catalog larger than what a page of the full disk has spare.
        let appKeys = (0..<60).map { index in
            #""app.key\#(index)" : { "comment" : "The app's own text \#(index)", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Text \#(index)" } } } },"#
        }
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                \(appKeys.joined(separator: "\n    "))
                "hi.title" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let files = [
            "App.onboarding.json": spec, "AppOnboarding.xcstrings": catalog, "AppOnboarding.swift": "// old\n", "App.html": "<!-- old -->\n",
            "report.json": "{}\n",
        ]
        for (name, text) in files { try run.write(text, to: "\(folder)/\(name)") }
        return files
    }

    /// The folder holds files this user may write to, but the folder itself is not writable: no
    /// temporary file can be made beside them. Run as nobody when the tests run as root (with
    /// `setpriv`), and as the user itself otherwise.
    @Test func aFolderThatIsNotWritableLeavesEveryFileAsItWas() throws {
        let run = try ToolRun()
        defer {
            chmod(run.url("shared").path, 0o755)
            run.removeDirectory()
        }
        let files = try Self.prepare("shared", in: run)
        let user = try UnprivilegedUser()
        for name in files.keys { try user.own(run.url("shared/" + name)) }
        #expect(chmod(run.url("shared").path, 0o555) == 0)
        for (arguments, file) in Self.commands(in: "shared") {
            let result = try user.run(arguments, in: run.directory)
            #expect(result.status == 2, "\(arguments): \(result.errors)")
            #expect(result.errors.contains("no temporary file can be created beside it (permission denied)"), "\(arguments): \(result.errors)")
            #expect(try run.read("shared/" + file) == files[file], "\(arguments) left \(file) as it was")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.url("shared").path).sorted() == files.keys.sorted())
    }

    /// A disk with no room for the new file: each command fails and every file stays whole. Needs
    /// a tmpfs of a few blocks, which only a user who may mount gets; the writer's tests play a
    /// full disk through its system calls wherever this cannot run.
    ///
    /// Then the audit's own case: another user than root, in a folder that is not writable, on the
    /// full disk, runs `strings` with a spec whose many new texts make the catalog grow. onboardc
    /// wrote it in place then, and cut it off mid-string.
    @Test(.enabled(if: SmallFileSystem.canMount, "mounting a tmpfs needs root"))
    func aFullDiskLeavesEveryFileAsItWas() throws {
        let run = try ToolRun()
        defer {
            chmod(run.url("disk").path, 0o755)
            run.removeDirectory()
        }
        let disk = try SmallFileSystem(at: run.url("disk"))
        defer { disk.unmount() }
        var files = try Self.prepare("disk", in: run)
        let slides = (0..<60).map { #"{ "id": "s\#($0)", "title": "A title long enough to take room \#($0)", "subtitle": "And a subtitle \#($0)" }"# }
        files["Grow.onboarding.json"] = #"{ "name": "App", "slides": [\#(slides.joined(separator: ", "))] }"#
        try run.write(files["Grow.onboarding.json"]!, to: "disk/Grow.onboarding.json")
        try disk.fill()
        for (arguments, file) in Self.commands(in: "disk") {
            let result = try OnboardcBinary.run(arguments, in: run.directory)
            #expect(result.status == 2, "\(arguments): \(result.errors)")
            #expect(result.errors.contains("no space left on the device"), "\(arguments): \(result.errors)")
            #expect(try run.read("disk/" + file) == files[file], "\(arguments) left \(file) as it was")
        }

        let user = try UnprivilegedUser()
        for name in files.keys { try user.own(run.url("disk/" + name)) }
        #expect(chmod(run.url("disk").path, 0o555) == 0)
        let grown = try user.run(["strings", "disk/Grow.onboarding.json", "--catalog", "disk/AppOnboarding.xcstrings"], in: run.directory)
        #expect(grown.status == 2, "\(grown.errors)")
        #expect(try run.read("disk/AppOnboarding.xcstrings") == files["AppOnboarding.xcstrings"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.url("disk").path).filter { !$0.hasPrefix("filler") }.sorted() == files.keys.sorted())
    }

    /// `lint --fix` run as root keeps the spec's owner, group and mode, and its hard links, which
    /// read the fixed text too (issue 36, item 5).
    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func fixKeepsTheSpecsOwnerModeAndLinks() throws {
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try run.write(Self.spec, to: "App.onboarding.json")
        let path = run.url("App.onboarding.json").path
        #expect(chown(path, 65534, 65534) == 0 && chmod(path, 0o664) == 0)
        #expect(link(path, run.url("Other.onboarding.json").path) == 0)
        let result = try OnboardcBinary.run(["lint", "--fix", "App.onboarding.json"], in: run.directory)
        #expect(result.status == 0, "\(result.errors)")
        let fixed = try run.read("App.onboarding.json")
        #expect(fixed.contains(#""subtitle": "x""#))
        #expect(try run.read("Other.onboarding.json") == fixed, "the other name reads the fixed text")
        var status = stat()
        lstat(path, &status)
        #expect(status.st_uid == 65534 && status.st_gid == 65534 && status.st_mode & 0o7777 == 0o664 && status.st_nlink == 2)

        // Without other links, the spec is replaced, and keeps its owner, group and mode all the same.
        unlink(run.url("Other.onboarding.json").path)
        try run.write(Self.spec, to: "Single.onboarding.json")
        let single = run.url("Single.onboarding.json").path
        #expect(chown(single, 65534, 65534) == 0 && chmod(single, 0o600) == 0)
        #expect(try OnboardcBinary.run(["lint", "--fix", "Single.onboarding.json"], in: run.directory).status == 0)
        lstat(single, &status)
        #expect(status.st_uid == 65534 && status.st_gid == 65534 && status.st_mode & 0o7777 == 0o600)
    }

    /// Another user's file that this one may write to is rewritten in place, keeping its owner;
    /// one this user may not write to is left as it was, though the folder would let a new file be
    /// renamed over it.
    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func anotherUsersFileKeepsItsOwner() throws {
        let user = try UnprivilegedUser()
        let run = try ToolRun()
        defer { run.removeDirectory() }
        try FileManager.default.createDirectory(at: run.url("shared"), withIntermediateDirectories: true)
        try user.own(run.url("shared"))
        try run.write(Self.spec, to: "shared/App.onboarding.json")
        try user.own(run.url("shared/App.onboarding.json"))
        try run.write("<!-- root's -->\n", to: "shared/App.html")
        try run.write("<!-- root's, shared -->\n", to: "shared/Shared.html")
        #expect(chmod(run.url("shared/App.html").path, 0o644) == 0 && chmod(run.url("shared/Shared.html").path, 0o666) == 0)

        let refused = try user.run(["preview", "shared/App.onboarding.json", "--output", "shared/App.html"], in: run.directory)
        #expect(refused.status == 2)
        #expect(
            refused.errors.contains(
                "it belongs to another user or group, which a new file written by this one could not, and it cannot be opened for writing (permission denied); it is left as it was"),
            "\(refused.errors)")
        #expect(try run.read("shared/App.html") == "<!-- root's -->\n")

        let rewritten = try user.run(["preview", "shared/App.onboarding.json", "--output", "shared/Shared.html"], in: run.directory)
        #expect(rewritten.status == 0, "\(rewritten.errors)")
        #expect(try run.read("shared/Shared.html").hasPrefix("<!DOCTYPE html>"))
        var status = stat()
        lstat(run.url("shared/Shared.html").path, &status)
        #expect(status.st_uid == 0 && status.st_mode & 0o7777 == 0o666)
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.url("shared").path).sorted() == ["App.html", "App.onboarding.json", "Shared.html"])
    }
}

/// The user the tests run `onboardc` as to be refused what root is not: `nobody`, through
/// `setpriv`, when the tests run as root; the tests' own user otherwise.
struct UnprivilegedUser {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "the tests run as root, and setpriv, which runs onboardc as nobody, is missing" }
    }

    static let setpriv = "/usr/bin/setpriv"
    static let nobody: uid_t = 65534

    /// Whether the user is another than the tests': `nobody`, the tests running as root.
    let isAnotherUser: Bool

    init() throws {
        isAnotherUser = geteuid() == 0
        if isAnotherUser, !FileManager.default.isExecutableFile(atPath: Self.setpriv) { throw Unavailable() }
    }

    /// Makes the file or folder at `url` the user's.
    func own(_ url: URL) throws {
        guard isAnotherUser else { return }
        #expect(chown(url.path, Self.nobody, Self.nobody) == 0, "chown \(url.path)")
    }

    /// Runs `onboardc` as the user.
    func run(_ arguments: [String], in directory: URL) throws -> OnboardcBinary.Result {
        guard isAnotherUser else { return try OnboardcBinary.run(arguments, in: directory) }
        let onboardc = try OnboardcBinary.url().path
        return try OnboardcBinary.run(
            arguments, in: directory,
            executable: URL(fileURLWithPath: Self.setpriv),
            prefix: ["--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", onboardc])
    }
}

/// A tmpfs of 64 KiB mounted for a test, to fill up.
struct SmallFileSystem {
    let url: URL

    /// Whether this process may mount one: it runs as root, and `mount` and `umount` are there.
    static let canMount: Bool = {
        guard geteuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("onboardc-mount-probe-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard (try? ExternalTool.run("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path]))?.status == 0 else { return false }
        _ = try? ExternalTool.run("umount", [probe.path])
        return true
    }()

    init(at url: URL) throws {
        self.url = url
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let mounted = try ExternalTool.run("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", url.path])
        try #require(mounted.status == 0, "\(mounted.errors)")
    }

    /// Fills the file system to its last byte: a file grows by blocks, then by bytes, until the
    /// system says no space is left.
    func fill() throws {
        let file = open(url.appendingPathComponent("filler").path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(file >= 0)
        defer { close(file) }
        for size in [4_096, 1] {
            let bytes = [UInt8](repeating: 0x41, count: size)
            while write(file, bytes, size) == size {}
        }
        try #require(errno == ENOSPC, "the filler stopped for \(String(cString: strerror(errno)))")
    }

    func unmount() {
        _ = try? ExternalTool.run("umount", [url.path])
    }
}
