import JSONSyntax
import OnboardingDiagnostics
import OnboardingLint
import OnboardingLocalization
import OnboardingModel

extension Subcommand {
    /// `onboardc strings SPEC... --catalog PATH`: the specs' texts into String Catalogs.
    static let strings = Subcommand(
        name: "strings",
        summary: "Create or update the String Catalogs of specs' texts.",
        synopsis: "<spec>... --catalog <file>.xcstrings|<dir> [--prune] [--config <file>]",
        discussion: """
            Adds every text of the specs to the String Catalog of its table under its localization key, with a \
            comment for translators. A text that changed replaces the old one, whose translations are kept and \
            marked 'needs_review'; a key whose text is gone is marked 'stale', or removed with --prune, unless its \
            slide is only dropped for a fault: its translations wait, as they are, until it is fixed. Other keys, \
            and whatever else the catalog holds, are left as they are. A catalog is written as Xcode writes it, and \
            only when its bytes change. --catalog names one catalog, whose file name is the specs' table, or a \
            directory where each table has its catalog <table>.xcstrings, created if missing; without it, the \
            configuration's 'catalog'. When a spec or a catalog has errors, nothing is written. Exits 0 on \
            success, 1 on errors in a spec or a catalog, 2 when a file cannot be read or written.
            """,
        options: [
            .value("--catalog", "path", help: "The String Catalog (.xcstrings) to update, or a directory of catalogs named after their tables."),
            .flag("--prune", help: "Remove the keys whose texts are gone instead of marking them stale."),
            .value("--config", "file", help: "The configuration file to use instead of the nearest .onboardc.json."),
        ] + SpecInputs.options
    ) { arguments, context in
        StringsRun(arguments: arguments, context: context).run()
    }
}

/// One run of `onboardc strings`.
private struct StringsRun {
    let arguments: CommandLineArguments
    let context: ToolContext

    func run() -> ExitStatus {
        guard !arguments.positionals.isEmpty else { return usage("missing spec") }
        let configuration: ProjectConfiguration?
        do throws(ProjectConfiguration.LoadError) {
            configuration = try ProjectConfiguration.load(explicitPath: arguments.value("--config"), currentDirectory: context.currentDirectory)
        } catch {
            ReportDestination.report(error.diagnostics, of: error.source.map { [$0.path: $0] } ?? [:], context: context)
            return .usageError
        }
        guard let catalogPath = CatalogLoader.path(arguments, configuration: configuration, directory: context.currentDirectory) else {
            return usage("missing '--catalog <file>.xcstrings|<dir>' and no 'catalog' in the configuration")
        }
        // The specs are checked, not linted: only what keeps texts from the catalog matters here.
        let compiler = Compiler(options: .init(lint: LintConfiguration(disabledRules: Set(RuleCatalog.lintRules.map(\.id)))))
        let excludes = { (path: String) in configuration?.excludes(FilePath.standardized(path, relativeTo: context.currentDirectory)) ?? false }
        guard let inputs = SpecInputs(arguments: arguments, excluding: excludes, compiler: compiler, context: context) else {
            return .usageError
        }
        // Locking the catalogs' folder creates it: a path meant as a file must not become one.
        if FileType(at: catalogPath, relativeTo: context.currentDirectory, followingLinks: true) == nil,
            let mistake = CatalogLoader.mistake(inMissing: catalogPath)
        {
            context.printError("error: \(mistake.message)\n")
            return .usageError
        }
        // Another run may update the same catalogs at once (two specs that share a table, a build
        // and a pre-commit hook): the lock makes each read them only once the other wrote them.
        let lock: FolderLock
        do throws(FolderLock.Failure) {
            lock = try FolderLock.acquire(CatalogLoader.folder(of: catalogPath, relativeTo: context.currentDirectory)) { folder in
                let timeout = Int(FolderLock.defaultTimeout)
                context.printError("note: waiting up to \(timeout) seconds for another process, such as another 'onboardc strings', to release the lock of '\(folder)'\n")
            }
        } catch {
            context.printError("error: cannot update the catalogs of '\(catalogPath)': \(error.reason)\n")
            return .usageError
        }
        defer { withExtendedLifetime(lock) {} }
        let loaded: CatalogLoader.Loaded
        do throws(CatalogLoader.LoadError) {
            loaded = try CatalogLoader.load(catalogPath, relativeTo: context.currentDirectory, allowingMissing: true)
        } catch {
            context.printError("error: \(error.message)\n")
            return .usageError
        }
        var sources = inputs.sources
        sources.merge(loaded.sources) { spec, _ in spec }
        var diagnostics = inputs.diagnostics + loaded.diagnostics
        var update = CatalogUpdate(catalogs: loaded.catalogs, pruning: arguments.has("--prune"))
        if !diagnostics.containsErrors {
            for checked in inputs.checked {
                guard let spec = checked.spec, let tree = checked.tree else { continue }
                diagnostics += update.add(spec, in: tree)
            }
        }
        var output = ReportDestination()
        output.printsSummary = !diagnostics.isEmpty
        if !diagnostics.isEmpty {
            _ = output.emit(
                diagnostics, leftOut: inputs.leftOut, sources: sources, paths: inputs.paths + loaded.sources.keys.sorted(),
                context: context)
        }
        guard !diagnostics.containsErrors else { return .failure }
        return write(update)
    }

    /// Writes the catalogs of `update` whose bytes change, each over the file it was read from
    /// (through a link, and never over a read-only file), and says what changed in each.
    private func write(_ update: CatalogUpdate) -> ExitStatus {
        for (path, catalog, changes) in update.results {
            let written: Bool
            do {
                written = try AtomicFile.rewrite(StringCatalogWriter.bytes(of: catalog), over: path, createsMissing: true, context: context)
            } catch {
                context.printError("error: cannot write '\(path)': \(error.reason)\n")
                return .usageError
            }
            context.print("\(Self.summary(of: changes, in: path, written: written))\n")
        }
        return .success
    }

    /// Such as `Updated Specs/AppOnboarding.xcstrings: 2 added, 1 changed (its translations need review)`.
    static func summary(of changes: StringCatalog.Changes, in path: String, written: Bool) -> String {
        let carried = changes.translationsCarriedOver.count
        let lost = changes.translationsRemoved
        let counts: [(count: Int, change: String)] = [
            (changes.added.count, "added" + (carried == 0 ? "" : " (\(carried) with the translations of a gone key of the same text)")),
            (changes.retexted.count, "changed (translations to review)"),
            (changes.updated.count, "with a new comment or setting"),
            (changes.markedStale.count, "stale"),
            (changes.removed.count, "removed" + (lost == 0 ? "" : lost == 1 ? " with 1 translation" : " with \(lost) translations")),
            (changes.keptForDroppedSlides.count, "kept for dropped slides"),
        ]
        let changed = counts.filter { $0.count > 0 }.map { "\($0.count) \($0.change)" }
        guard written else { return "\(path) is up to date" }
        return changed.isEmpty ? "Wrote \(path)" : "Wrote \(path): " + changed.joined(separator: ", ")
    }

    private func usage(_ message: String) -> ExitStatus {
        Subcommand.strings.usageError(message, context: context)
    }
}
