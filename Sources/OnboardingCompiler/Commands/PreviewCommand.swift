import OnboardingCodeGen
import OnboardingDiagnostics
import OnboardingLocalization
import OnboardingModel
import OnboardingPreview

extension Subcommand {
    /// `onboardc preview SPEC --output FILE`: one HTML page that clicks through the onboarding.
    static let preview: Subcommand = Subcommand(
        name: "preview",
        summary: "Write an HTML page that clicks through the onboarding of a spec, as OnboardingRuntime's Flow runs it.",
        synopsis: "<spec> --output <file>.html [--appearance light|dark] [--language <code>] [--variant <name>] [--assets <path>]... [--catalog <path>] [--config <file>]",
        discussion: """
            The page needs no network and no other file: its style and script are inline, a Content-Security-Policy \
            forbids everything else, and the images and videos of the asset paths (videos and Lottie JSON beside the \
            spec too) are embedded. Each slide shows in a phone-sized frame with the theme's colours, light and dark, \
            with its texts, images and videos; an animation is a still placeholder of its size that says how long it \
            runs, and what the files lack is a labelled placeholder. Questions take answers, and paywalls, the login and permission prompts appear where \
            the app presents them, offering their results, and the flow waits for the result chosen as it waits for \
            the app's. A side panel shows the findings of the check, the path, the answers, the variant and the \
            analytics events, and turns on accessibility settings: Larger Text (the largest accessibility size), \
            right to left (layout and texts mirrored), Reduce Motion (the still images of animations and videos) and \
            Increase Contrast. --variant shows \
            the slides of a variant of the experiment, in its order and wording. --language shows the translations of the String Catalog (--catalog, the configuration's, or else the catalog of the spec's table beside the spec). \
            Prints the spec's diagnostics, an image missing from the asset paths as lint reports it, and then, as \
            strings does, 'Wrote <file>' or '<file> is up to date'; exits 1 when the spec has errors, 2 on usage or \
            file errors. The same spec and options always write the same bytes.
            """,
        options: [
            .value("--output", "file", help: "The HTML file to write."),
            .value("--appearance", "appearance", help: "light (default) or dark: the appearance the page opens in."),
            .value("--language", "code", help: "The language whose translations the page shows, such as de."),
            .value("--variant", "name", help: "The variant of the experiment whose slides the page shows."),
        ] + ProjectSetup.options
    ) { arguments, context in
        func usage(_ message: String) -> ExitStatus { Subcommand.preview.usageError(message, context: context) }
        guard let path = arguments.positionals.first else { return usage("missing spec to preview") }
        guard arguments.positionals.count == 1 else { return usage("'preview' shows one spec at a time") }
        guard let output = arguments.value("--output") else { return usage("missing '--output <file>.html'") }
        if output.hasSuffix("/") || FileType(at: output, relativeTo: context.currentDirectory, followingLinks: true) == .directory {
            let example = FilePath.appending(SpecLowering.defaultName(forPath: path) + ".html", to: output)
            return usage("'\(output)' names a directory; '--output' names the HTML file to write, such as '\(example)'")
        }
        let appearanceName = arguments.value("--appearance") ?? PreviewGenerator.Appearance.light.rawValue
        guard let appearance = PreviewGenerator.Appearance(rawValue: appearanceName) else {
            let names = PreviewGenerator.Appearance.allCases.map(\.rawValue)
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: appearanceName, among: names))
            return usage("unknown appearance '\(appearanceName)'\(suggestion) (appearances: \(names.joined(separator: ", ")))")
        }
        guard var setup = ProjectSetup(arguments, context: context) else { return .usageError }
        let source: SourceFile
        do throws(SourceLoader.LoadError) {
            source = try SourceLoader.load(path, relativeTo: context.currentDirectory)
        } catch {
            context.printError("error: \(error.message)\n")
            return .usageError
        }
        var checked = setup.compiler(strict: false).check(source)
        let language = arguments.value("--language")
        // Without a catalog given, another language reads the catalog of the spec's table beside the
        // spec, as Specs/ keeps them, and the findings are those of the spec's translations too.
        var catalogBesideSpec: String?
        if let language, setup.catalogs == nil, let spec = checked.valid?.spec, language != spec.localization.sourceLanguage {
            let besideSpec = FilePath.appending(spec.localization.table + StringCatalogs.fileExtension, to: FilePath.parent(of: path))
            if FileType(at: besideSpec, relativeTo: context.currentDirectory, followingLinks: true) == .regular {
                guard let catalogs = ProjectSetup.loadCatalogs(at: besideSpec, context: context) else { return .usageError }
                setup.checkTranslations(against: catalogs)
                catalogBesideSpec = besideSpec
                checked = setup.compiler(strict: false).check(source)
            }
        }
        var diagnostics = ReportDestination()
        diagnostics.printsSummary = false
        _ = diagnostics.emit(checked.diagnostics, leftOut: checked.leftOut, sources: [path: source], paths: [path], context: context)
        guard let valid = checked.valid else { return .failure }

        let variant = arguments.value("--variant")
        if let variant, let problem = valid.spec.problemWithVariant(named: variant) { return usage(problem) }
        var options = PreviewGenerator.Options(appearance: appearance, language: language, variant: variant)
        options.findings = checked.diagnostics
        let table = valid.spec.localization.table
        if let language, language != valid.spec.localization.sourceLanguage {
            guard let catalogs = setup.catalogs, let catalog = catalogs[table] else {
                if case .file(let given)? = setup.catalogs?.location {
                    return usage(
                        "'--language \(language)' needs the String Catalog of the table '\(table)'; '\(given)' is the catalog of the table '\(StringCatalogs.table(ofCatalogAt: given))'"
                    )
                }
                return usage("'--language \(language)' needs the String Catalog of the table '\(table)': give '--catalog' or the configuration's 'catalog'")
            }
            let languages = catalog.translationLanguages.sorted()
            guard let shown = LanguageCode(language).closest(among: languages) else {
                let translated = languages.isEmpty ? "none yet" : Suggestion.listed(languages.map(\.quotedForDiagnostic), conjunction: "and")
                return usage(
                    "the String Catalog of the table '\(table)' has no translation into '\(language)'; its translations: \(translated), "
                        + "besides its source language '\(valid.spec.localization.sourceLanguage)'")
            }
            options.language = shown
            options.catalog = catalog
            if LanguageCode(shown) != LanguageCode(language) {
                context.printError("\(path): note: '--language \(language)' shows the '\(shown)' translations, as an app does without '\(language)' ones\n")
            }
            if let catalogBesideSpec {
                context.printError("\(path): note: '--language \(language)' shows the translations of '\(catalogBesideSpec)', beside the spec\n")
            }
        }
        do throws(AssetScanner.ScanError) {
            let assets = try PreviewAssetLoader(for: valid.spec, at: path, assetPaths: setup.assetPaths, relativeTo: context.currentDirectory)
            (options.images, options.videos, options.animations) = (assets.images, assets.videos, assets.animations)
            options.hasAssetPaths = !setup.assetPaths.isEmpty
            for note in assets.notes { context.printError("\(path): note: \(note)\n") }
        } catch {
            context.printError("error: \(error.message)\n")
            return .usageError
        }
        let page: String
        do throws(TemplateError) {
            let displayPath = SpecDisplayPath.path(of: path, relativeTo: context.currentDirectory)
            page = try PreviewGenerator().generate(valid.spec, graph: valid.graph, specPath: displayPath, options: options)
        } catch {
            var problems = ReportDestination()
            problems.printsSummary = false
            _ = problems.emit(error.diagnostics, sources: [:], paths: [], context: context)
            return .usageError
        }
        return writeOutput(page, to: output, context: context, announcing: true)
    }
}
