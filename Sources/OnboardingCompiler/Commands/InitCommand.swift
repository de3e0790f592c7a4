import JSONSyntax
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingModel

extension Subcommand {
    /// `onboardc init`: a starter spec and configuration.
    static let initialize: Subcommand = Subcommand(
        name: "init",
        summary: "Create a starter spec, its String Catalog and a configuration file.",
        synopsis: "[--name <name>] [--directory <dir>] [--no-config]",
        discussion: """
            Writes <name>.onboarding.json, a three-slide spec that checks without warnings, the String Catalog of \
            its texts, <Name>Onboarding.xcstrings, and \(StarterProject.configurationFileName), which names the \
            catalog, into the directory, with the format's JSON Schema, \(SpecSchema.fileName), which the spec \
            names for editor completion: beside it, or at the package's root for a folder of a package target \
            (Sources/<Target>), and kept as it is where there is one. Never overwrites a file: when the spec, its \
            catalog or the configuration exists, writes nothing and exits 2.
            """,
        options: [
            .value("--name", "name", help: "The spec's name and Swift type prefix (default: \(StarterProject.defaultName))."),
            .value("--directory", "dir", help: "Where to write the files (default: the working directory), created if missing."),
            .flag("--no-config", help: "Write only the spec and its catalog, for a project that already has \(StarterProject.configurationFileName)."),
        ]
    ) { arguments, context in
        func fail(_ message: String) -> ExitStatus {
            context.printError("error: \(message)\n")
            return .usageError
        }
        guard arguments.positionals.isEmpty else {
            let given = arguments.positionals[0]
            let hint = StarterProject.problem(withName: given) == nil ? "; to name the spec \(given.quotedForDiagnostic), give '--name \(given)'" : ""
            return Subcommand.initialize.usageError("'init' takes no arguments\(hint)", context: context)
        }
        let name = arguments.value("--name") ?? StarterProject.defaultName
        if let problem = StarterProject.problem(withName: name) { return fail(problem) }

        let directory = arguments.value("--directory") ?? "."
        let base = FilePath.resolve(directory, against: context.currentDirectory)
        func display(_ file: String) -> String {
            directory == "." ? file : LexicalPath(FilePath.appending(file, to: directory)).string
        }
        func exists(_ file: String) -> Bool {
            // Folded as text: the folder may not exist yet, and the schema may be named from it with `..`.
            // A link to nothing is there too: creating the file would fail on it.
            FileType(at: LexicalPath(FilePath.appending(file, to: base)).string, relativeTo: "/", followingLinks: false) != nil
        }
        let schema = StarterProject.schemaReference(forSpecsIn: FilePath.standardized(base), fileExists: {
            FileType(at: $0, relativeTo: "/", followingLinks: true) != nil
        })
        var files = [
            (name: name + SpecFormat.fileSuffix, contents: StarterProject.spec(name: name, schema: schema)),
            (name: StarterProject.catalogFileName(name: name), contents: StarterProject.catalog(name: name)),
        ]
        if !arguments.has("--no-config") {
            files.append((StarterProject.configurationFileName, StarterProject.configuration(name: name)))
        }
        for file in files where exists(file.name) {
            let hint = file.name == StarterProject.configurationFileName ? "; pass --no-config to write only the spec and its catalog" : ""
            return fail("'\(display(file.name))' already exists; onboardc init never overwrites a file, so nothing was written\(hint)")
        }
        // A schema already there is the project's: another spec's, or one its editor settings name.
        if !exists(schema) { files.append((schema, SpecSchema.rendered())) }
        var newFiles = AtomicFile.NewFiles(context: context)
        for file in files {
            do throws(AtomicFile.WriteError) {
                try newFiles.create(Array(file.contents.utf8), at: display(file.name))
            } catch {
                return fail("cannot create '\(error.path)': \(error.reason); nothing was written")
            }
        }
        for file in files { context.print("Created \(display(file.name))\n") }
        // The configuration applies where onboardc runs: the commands run in its folder.
        let runsInDirectory = directory != "." && !arguments.has("--no-config")
        let next = runsInDirectory ? "Next, in '\(directory)', where \(StarterProject.configurationFileName) applies" : "Next"
        func path(_ file: String) -> String { runsInDirectory ? file : display(file) }
        let spec = path(files[0].name)
        context.print(
            """
            \(next): 'onboardc lint \(spec)' checks it, 'onboardc graph \(spec)' draws its flow, \
            'onboardc strings \(spec) --catalog \(path(files[1].name))' adds its new texts to the catalog, and \
            'onboardc build \(spec) --output <dir>' generates \(SwiftNaming.typeName(from: name) ?? name)Onboarding.swift.

            """)
        return .success
    }
}

/// What `onboardc init` writes: a small spec that checks clean, and an empty configuration.
enum StarterProject {
    static let defaultName = "App"

    /// The name of the project configuration file, which onboardc looks for from the working directory upward.
    static let configurationFileName = ProjectConfiguration.fileName

    /// Why `name` cannot name a starter spec, or `nil` when it can.
    ///
    /// The name becomes file names and a Swift type prefix, so it is kept to letters, digits, `-`
    /// and `_`, starting with a letter, and short enough for every file named after it.
    static func problem(withName name: String) -> String? {
        guard
            name.first?.isLetter == true,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
            let typeName = SwiftNaming.typeName(from: name)
        else {
            return "invalid name \(name.quotedForDiagnostic): use letters, digits, '-' and '_', starting with a letter"
        }
        let fileNames = [name + SpecFormat.fileSuffix, catalogFileName(name: name), typeName + "Onboarding.swift"]
        let longest = fileNames.map(\.utf8.count).max() ?? 0
        guard longest <= SpecFormat.maximumFileNameLength else {
            return "the name is too long: it gives a file name of \(longest) bytes, and file systems allow \(SpecFormat.maximumFileNameLength)"
        }
        return nil
    }

    /// Where a starter spec in `folder` (an absolute path) finds the format's schema, relative to
    /// it: beside it, or, in a package target's folder (`Sources/<Target>` beside a `Package.swift`),
    /// at the package's root, where SwiftPM does not take it for a file of the target that it
    /// warns is unhandled.
    static func schemaReference(forSpecsIn folder: String, fileExists: (String) -> Bool) -> String {
        let components = LexicalPath(folder).components
        let packageRoot = components.indices.last { index in
            components[index] == "Sources"
                && fileExists(LexicalPath("/" + components[..<index].joined(separator: "/") + "/Package.swift").string)
        }
        guard let packageRoot else { return SpecSchema.fileName }
        return String(repeating: "../", count: components.count - packageRoot) + SpecSchema.fileName
    }

    /// The starter spec for `name`: a welcome, a page and a finale, with light and dark colours of
    /// sufficient contrast, so that it checks without a warning. It names `schema`, the path of the
    /// format's schema from the spec's folder, for editors.
    static func spec(name: String, schema: String = SpecSchema.fileName) -> String {
        let quotedName = JSONLiteral.string(name).rendered().dropLast()
        let storageKey = JSONLiteral.string(name + ".onboardingCompleted").rendered().dropLast()
        return """
            {
              "$schema": \(JSONLiteral.string(schema).rendered().dropLast()),
              "specVersion": 1,
              "name": \(quotedName),
              "primaryColorLight": "#0040DDFF",
              "primaryColorDark": "#4D7FFFFF",
              "onPrimaryColorLight": "#FFFFFFFF",
              "onPrimaryColorDark": "#000000FF",
              "showsSkipButton": true,
              "slides": [
                {
                  "id": "welcome",
                  "title": "Welcome to",
                  "boldTitle": \(quotedName),
                  "subtitle": "Everything you need, in a few taps."
                },
                {
                  "id": "highlights",
                  "title": "Made for you",
                  "subtitle": "Describe what makes your app special on each slide."
                },
                {
                  "id": "ready",
                  "title": "You're all set",
                  "subtitle": "Tap below to get started.",
                  "buttonTitle": "Get Started",
                  "next": null
                }
              ],
              "completion": { "storageKey": \(storageKey), "scope": "once" }
            }

            """
    }

    /// The starter configuration: no rule disabled, and the starter catalog to check translations against.
    static func configuration(name: String) -> String {
        """
        {
          "disabledRules": [],
          "catalog": \(JSONLiteral.string(catalogFileName(name: name)).rendered().dropLast())
        }

        """
    }

    /// The file name of the starter spec's String Catalog: its table, `<Name>Onboarding.xcstrings`.
    static func catalogFileName(name: String) -> String {
        Localization.defaultTable(forSpecNamed: name) + StringCatalogs.fileExtension
    }

    /// The String Catalog of the starter spec for `name`: its texts in English, as `onboardc strings` writes it.
    static func catalog(name: String) -> String {
        let checked = Compiler().check(SourceFile(path: name + SpecFormat.fileSuffix, text: spec(name: name)))
        guard let spec = checked.spec else { preconditionFailure("the starter spec has errors: \(checked.diagnostics)") }
        var catalog = StringCatalog(sourceLanguage: spec.localization.sourceLanguage)
        _ = catalog.update(with: spec.localizableTexts(), ownedBy: spec.name)
        return String(decoding: StringCatalogWriter.bytes(of: catalog), as: UTF8.self)
    }
}
