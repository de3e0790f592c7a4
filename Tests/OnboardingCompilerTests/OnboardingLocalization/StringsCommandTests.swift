import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLocalization
import Testing

/// `onboardc strings` end to end: files on disk, exit statuses, messages.
@Suite struct StringsCommandTests {
    typealias Support = LintTestSupport

    static let spec = ##"{ "name": "App", "slides": [{ "id": "welcome", "title": "Welcome", "subtitle": "Hi" }, { "id": "ready", "title": "Ready" }] }"##

    private func read(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// Edits the catalog at `path` as a translator does in Xcode.
    private func translate(_ path: String, _ edit: (inout StringCatalog) -> Void) throws {
        var catalog = try LocalizationTestSupport.catalog(try #require(read(path)))
        edit(&catalog)
        try Data(StringCatalogWriter.bytes(of: catalog)).write(to: URL(fileURLWithPath: path))
    }

    private func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    @Test func createsTheCatalogThenRewritesNothing() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let first = Support.run(["strings", "App.onboarding.json", "--catalog", "L10n/AppOnboarding.xcstrings"], in: root)
        #expect(first.status == .success, "\(first.error)")
        #expect(first.output == "Wrote L10n/AppOnboarding.xcstrings: 3 added\n")
        let path = root + "/L10n/AppOnboarding.xcstrings"
        let written = try #require(read(path))
        #expect(written.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"ready.title\" : {\n"))
        #expect(!written.hasSuffix("\n"))
        let before = try modificationDate(path)
        Thread.sleep(forTimeInterval: 0.01)

        let second = Support.run(["strings", "App.onboarding.json", "--catalog", "L10n/AppOnboarding.xcstrings"], in: root)
        #expect(second.status == .success)
        #expect(second.output == "L10n/AppOnboarding.xcstrings is up to date\n")
        #expect(read(path) == written)
        #expect(try modificationDate(path) == before)
    }

    /// A catalog reached through a link is updated where it is, and the link stays; a read-only
    /// catalog is left alone when it would change, and passes when it is up to date.
    @Test func aLinkedCatalogIsUpdatedInPlaceAndAReadOnlyOneIsRefused() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Support.run(["strings", "App.onboarding.json", "--catalog", "Shared/AppOnboarding.xcstrings"], in: root).status == .success)
        try FileManager.default.createSymbolicLink(atPath: root + "/AppOnboarding.xcstrings", withDestinationPath: "Shared/AppOnboarding.xcstrings")
        try Data(##"{ "name": "App", "slides": [{ "id": "welcome", "title": "Welcome aboard" }] }"##.utf8)
            .write(to: URL(fileURLWithPath: root + "/App.onboarding.json"))

        let linked = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(linked.status == .success, "\(linked.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/AppOnboarding.xcstrings") == "Shared/AppOnboarding.xcstrings")
        #expect(read(root + "/Shared/AppOnboarding.xcstrings")?.contains("Welcome aboard") == true)

        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/Shared/AppOnboarding.xcstrings")
        let upToDate = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(upToDate.status == .success && upToDate.output == "AppOnboarding.xcstrings is up to date\n")
        try Data(##"{ "name": "App", "slides": [{ "id": "welcome", "title": "Welcome back" }] }"##.utf8)
            .write(to: URL(fileURLWithPath: root + "/App.onboarding.json"))
        let readOnly = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(readOnly.status == .usageError)
        #expect(readOnly.error == "error: cannot write 'AppOnboarding.xcstrings': it is read-only\n")
        #expect(read(root + "/Shared/AppOnboarding.xcstrings")?.contains("Welcome back") == false)
    }

    @Test func updatesAfterATextChangeAndMarksGoneTextsStale() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root).status == .success)
        // A translator translates the welcome title.
        let path = root + "/AppOnboarding.xcstrings"
        try translate(path) { $0.strings["welcome.title"]?.localizations?["de"] = .init(stringUnit: .init(value: "Willkommen")) }

        try Data(##"{ "name": "App", "slides": [{ "id": "welcome", "title": "Welcome aboard", "subtitle": "Hi" }] }"##.utf8)
            .write(to: URL(fileURLWithPath: root + "/App.onboarding.json"))
        let run = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(run.status == .success)
        #expect(run.output == "Wrote AppOnboarding.xcstrings: 1 changed (translations to review), 1 stale\n")
        let updated = try LocalizationTestSupport.catalog(try #require(read(path)))
        #expect(updated.strings["welcome.title"]?.localizations?["de"]?.stringUnit == .init(state: "needs_review", value: "Willkommen"))
        #expect(updated.strings["ready.title"]?.extractionState == "stale")

        let pruned = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings", "--prune"], in: root)
        #expect(pruned.output == "Wrote AppOnboarding.xcstrings: 1 removed\n")
        #expect(try LocalizationTestSupport.catalog(try #require(read(path))).strings["ready.title"] == nil)
    }

    /// A slide's id renamed: its new keys take the translations of the old keys of the same text,
    /// and `--prune` then says it removes no translation; one it does remove is counted.
    @Test func aRenamedSlideKeepsItsTranslations() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root).status == .success)
        let path = root + "/AppOnboarding.xcstrings"
        try translate(path) { catalog in
            catalog.strings["welcome.title"]?.localizations?["de"] = .init(stringUnit: .init(value: "Willkommen"))
            catalog.strings["welcome.title"]?.localizations?["ar"] = .init(stringUnit: .init(state: "needs_review", value: "مرحبا"))
            catalog.strings["ready.title"]?.localizations?["de"] = .init(stringUnit: .init(value: "Bereit"))
        }

        try Data(##"{ "name": "App", "slides": [{ "id": "intro", "title": "Welcome", "subtitle": "Hi" }] }"##.utf8)
            .write(to: URL(fileURLWithPath: root + "/App.onboarding.json"))
        let run = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(run.output == "Wrote AppOnboarding.xcstrings: 2 added (1 with the translations of a gone key of the same text), 3 stale\n")
        let renamed = try LocalizationTestSupport.catalog(try #require(read(path)))
        #expect(renamed.strings["intro.title"]?.localizations?["de"]?.stringUnit == .init(value: "Willkommen"))
        #expect(renamed.strings["intro.title"]?.localizations?["ar"]?.stringUnit == .init(state: "needs_review", value: "مرحبا"))
        #expect(renamed.strings["intro.title"]?.localizations?["en"]?.stringUnit == .init(value: "Welcome"))

        let pruned = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings", "--prune"], in: root)
        #expect(pruned.output == "Wrote AppOnboarding.xcstrings: 3 removed with 1 translation\n")
    }

    /// Keys another spec wrote are taken over, with a warning: the spec was renamed, or two specs
    /// share a table unawares.
    @Test func takingOverTheKeysOfAnotherSpecIsAWarning() throws {
        let root = try Support.makeDirectory([
            "App.onboarding.json": Self.spec,
            "Renamed.onboarding.json": ##"{ "name": "Renamed", "slides": [{ "id": "welcome", "title": "Welcome" }], "localization": { "table": "AppOnboarding" } }"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root).status == .success)
        let run = Support.run(["strings", "Renamed.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(run.status == .success)
        #expect(run.error.hasPrefix(
            "Renamed.onboarding.json:1:61: warning: this spec takes over a key that the spec 'App' wrote into 'AppOnboarding.xcstrings', such as 'welcome.title': "
                + "if this spec was named 'App' before, that is as it should be; if the spec 'App' shares the table, give one of the two its own 'localization.table'\n"),
            "\(run.error)")
        #expect(run.output == "Wrote AppOnboarding.xcstrings: 1 with a new comment or setting\n")
    }

    /// A slide dropped for a typo is still in the spec: `--prune` keeps its translations, and
    /// nothing marks them stale, until the typo is fixed.
    @Test func theTextsOfADroppedSlideKeepTheirTranslations() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root).status == .success)
        let path = root + "/AppOnboarding.xcstrings"
        try translate(path) { $0.strings["welcome.subtitle"]?.localizations?["de"] = .init(stringUnit: .init(value: "Hallo")) }

        let typo = ##"{ "name": "App", "slides": [{ "id": "welcome", "titel": "Welcome", "subtitle": "Hi" }, { "id": "ready", "title": "Ready!" }] }"##
        try Data(typo.utf8).write(to: URL(fileURLWithPath: root + "/App.onboarding.json"))
        let run = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings", "--prune"], in: root)
        #expect(run.status == .success, "\(run.error)")
        #expect(run.output == "Wrote AppOnboarding.xcstrings: 1 changed (translations to review), 2 kept for dropped slides\n")
        #expect(run.error.contains("slide 'welcome' is dropped"))
        let updated = try LocalizationTestSupport.catalog(try #require(read(path)))
        #expect(updated.strings["welcome.subtitle"]?.localizations?["de"]?.stringUnit == .init(value: "Hallo"))
        #expect(updated.strings["welcome.title"]?.extractionState == "manual")
    }

    @Test func aBrokenCatalogIsReportedAtItsPositionAndLeftUntouched() throws {
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"comment\" : 42 }\n  }\n}"
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec, "AppOnboarding.xcstrings": broken])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(run.status == .failure)
        #expect(run.error.hasPrefix("AppOnboarding.xcstrings:4:25: error: 'comment' of entry 'a' must be a string, found number\n"), "\(run.error)")
        #expect(run.output == "")
        #expect(read(root + "/AppOnboarding.xcstrings") == broken)

        try Data("{ \"sourceLanguage\": \"en\", \"strings\": { ".utf8).write(to: URL(fileURLWithPath: root + "/AppOnboarding.xcstrings"))
        let syntax = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(syntax.status == .failure)
        #expect(syntax.error.hasPrefix("AppOnboarding.xcstrings:1:"), "\(syntax.error)")
    }

    @Test func aSpecWithErrorsWritesNothing() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": ##"{ "slides": [{ "id": "a", "next": "nowhere" }] }"##])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.xcstrings"], in: root)
        #expect(run.status == .failure)
        #expect(run.error.contains("[missing_target]"))
        #expect(!FileManager.default.fileExists(atPath: root + "/AppOnboarding.xcstrings"))
    }

    @Test func aDirectoryHoldsTheCatalogOfEachTable() throws {
        let root = try Support.makeDirectory([
            "Specs/App.onboarding.json": Self.spec,
            "Specs/Tour.onboarding.json": ##"{ "slides": [{ "id": "hello", "title": "Hello" }], "localization": { "table": "Shared", "sourceLanguage": "de" } }"##,
            ".onboardc.json": ##"{ "catalog": "L10n" }"##,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["strings", "Specs/App.onboarding.json", "Specs/Tour.onboarding.json"], in: root)
        #expect(run.status == .success, "\(run.error)")
        #expect(run.output == "Wrote L10n/AppOnboarding.xcstrings: 3 added\nWrote L10n/Shared.xcstrings: 1 added\n")
        #expect(read(root + "/L10n/Shared.xcstrings")?.hasPrefix("{\n  \"sourceLanguage\" : \"de\",") == true)
    }

    /// A catalog path with another file's extension is a usage error, not a new directory of that name.
    @Test func aCatalogNamedAsAnotherFileIsAUsageError() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["strings", "App.onboarding.json", "--catalog", "L10n.json"], in: root)
        #expect(run.status == .usageError)
        #expect(run.error == "error: 'L10n.json' names a .json file, not a String Catalog: give a file ending in .xcstrings, or a directory of them\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/L10n.json"))
    }

    /// A catalog file whose extension is written in capitals, as a Mac's file system accepts, is a
    /// catalog file, not a directory.
    @Test func aCatalogFileIsKnownByItsExtensionInAnyCase() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["strings", "App.onboarding.json", "--catalog", "AppOnboarding.XCStrings"], in: root)
        #expect(run.status == .success, "\(run.error)")
        var isDirectory: ObjCBool = true
        #expect(FileManager.default.fileExists(atPath: root + "/AppOnboarding.XCStrings", isDirectory: &isDirectory))
        #expect(!isDirectory.boolValue)
    }

    @Test func aCatalogOfAnotherTableIsAPositionedError() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = Support.run(["strings", "App.onboarding.json", "--catalog", "Onboarding.xcstrings"], in: root)
        #expect(run.status == .failure)
        #expect(run.error.hasPrefix("App.onboarding.json:1:1: error: the texts of this spec belong to table 'AppOnboarding'"), "\(run.error)")
    }

    @Test func usageErrors() throws {
        let root = try Support.makeDirectory(["App.onboarding.json": Self.spec, "file.txt": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Support.run(["strings", "--catalog", "a.xcstrings"], in: root).status == .usageError)
        let noCatalog = Support.run(["strings", "App.onboarding.json"], in: root)
        #expect(noCatalog.status == .usageError)
        #expect(noCatalog.error.hasPrefix("error: missing '--catalog <file>.xcstrings|<dir>' and no 'catalog' in the configuration\n"))
        let notADirectory = Support.run(["strings", "App.onboarding.json", "--catalog", "file.txt"], in: root)
        #expect(notADirectory.status == .usageError)
        #expect(notADirectory.error == "error: 'file.txt' is neither a .xcstrings file nor a directory of them\n")
        #expect(Support.run(["strings", "Missing.onboarding.json", "--catalog", "a.xcstrings"], in: root).status == .usageError)
    }
    /// Runs of `strings` at once on one shared table in a folder none has created yet keep every
    /// spec's keys: each reads the catalog once the others have written it (issue 36, item 3).
    /// Unlocked, the audit's two runs lost one spec's keys 20 times in 20; three runs once found the
    /// folder created by one and locked by another, and one that saw the folder appear between
    /// looking for it and locking the folder above locked it twice and waited for itself.
    @Test func concurrentRunsOnASharedTableKeepEveryKey() throws {
        func spec(_ name: String) -> String {
            let slides = (0..<150).map { #"{ "id": "\#(name.lowercased())\#($0)", "title": "\#(name) \#($0)", "subtitle": "About \#($0)" }"# }
            return #"{ "name": "\#(name)", "localization": { "table": "Shared" }, "slides": [\#(slides.joined(separator: ", "))] }"#
        }
        let names = ["A", "B", "C"]
        let root = try Support.makeDirectory(Dictionary(uniqueKeysWithValues: names.map { ("\($0).onboarding.json", spec($0)) }))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let binary = try OnboardcBinary.url()
        for attempt in 0..<8 {
            let catalog = "L10n\(attempt)/Shared.xcstrings"
            let errors = names.map { root + "/\($0)-\(attempt).err" }
            let runs = try zip(names, errors).map { name, errorPath in
                let process = Process()
                process.executableURL = binary
                process.arguments = ["strings", "\(name).onboarding.json", "--catalog", catalog]
                process.currentDirectoryURL = URL(fileURLWithPath: root)
                process.standardOutput = FileHandle.nullDevice
                FileManager.default.createFile(atPath: errorPath, contents: nil)
                process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
                return process
            }
            for run in runs { try run.run() }
            for run in runs { run.waitUntilExit() }
            for (run, errorPath) in zip(runs, errors) {
                #expect(run.terminationStatus == 0, "attempt \(attempt): \(read(errorPath) ?? "")")
            }
            let written = try #require(read(root + "/" + catalog))
            let (parsed, diagnostics) = StringCatalogReader.read(SourceFile(path: catalog, text: written))
            #expect(diagnostics.isEmpty)
            #expect(parsed?.strings.count == 300 * names.count, "attempt \(attempt): \(parsed?.strings.count ?? 0) keys")
        }
    }

    /// The lock of a folder is the folder's, whoever else opens it; one that is not given up in
    /// time is an error that says which folder, never a hang; a folder to be created is created
    /// under the lock of the nearest one that exists.
    @Test func aFolderLockWaitsForItsHolderAndNoLonger() throws {
        let root = try Support.makeDirectory(["L10n/Shared.xcstrings": "{}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var held: FolderLock? = try FolderLock.acquire(root + "/L10n")
        #expect(throws: (any Error).self) { try FolderLock.acquire(root + "/L10n", timeout: 0.1) }
        do {
            _ = try FolderLock.acquire(root + "/L10n/missing/deeper", timeout: 0.1)
            Issue.record("the lock of a missing folder is its nearest existing folder's, which is held")
        } catch {
            #expect(error.reason == "another process has held the lock of its folder '\(root)/L10n' for 0 seconds")
        }
        // Past its notice delay, a wait says so, once.
        var notices: [String] = []
        #expect(throws: (any Error).self) {
            try FolderLock.acquire(root + "/L10n", timeout: FolderLock.noticeDelay + 0.3) { notices.append($0) }
        }
        #expect(notices == [root + "/L10n"])
        _ = held
        held = nil
        #expect(throws: Never.self) { _ = try FolderLock.acquire(root + "/L10n", timeout: 0.1) { notices.append($0) } }
        #expect(notices.count == 1, "no notice without a wait")
    }

    /// A folder that does not exist is created to be locked, so that every process locks the same
    /// folder, and removed on release while it is still empty; the folders above it stay, since
    /// another process may hold the lock of one.
    @Test func aMissingFolderIsCreatedToBeLockedAndRemovedWhileEmpty() throws {
        let root = try Support.makeDirectory(["A.onboarding.json": ##"{ "slides": [{ "id": "hi", "title": "Hi" }] }"##])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var lock: FolderLock? = try FolderLock.acquire(root + "/New/Deeper")
        #expect(FileManager.default.fileExists(atPath: root + "/New/Deeper"))
        #expect(throws: (any Error).self) { try FolderLock.acquire(root + "/New/Deeper", timeout: 0.1) }
        _ = lock
        lock = nil
        #expect(!FileManager.default.fileExists(atPath: root + "/New/Deeper"))
        #expect(FileManager.default.fileExists(atPath: root + "/New"))

        lock = try FolderLock.acquire(root + "/Kept")
        #expect(FileManager.default.createFile(atPath: root + "/Kept/Shared.xcstrings", contents: Data("{}".utf8)))
        lock = nil
        #expect(FileManager.default.fileExists(atPath: root + "/Kept/Shared.xcstrings"))
    }
}
