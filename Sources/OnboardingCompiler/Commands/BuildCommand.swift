import OnboardingCodeGen
import OnboardingDiagnostics
import OnboardingModel

extension Subcommand {
    /// `onboardc build SPEC... --output DIR`: the whole pipeline, writing one Swift file per spec.
    static let build = Subcommand(
        name: "build",
        summary: "Compile specs into Swift source files.",
        synopsis: "<spec>... --output <dir> | <spec> --output-file <file> [--check] [--access-level internal|package|public] [--templates <dir>] [--strict]",
        discussion: """
            Writes one file per spec, named after the spec (SignQuest.onboarding.json gives SignQuestOnboarding.swift). \
            A file whose bytes would not change is not rewritten. When any spec has errors, nothing is written. \
            Exits like 'lint'; 2 also when a template is broken or an output cannot be written. \
            --output-file writes the one spec's file to exactly that path, whatever its name (for build tool plugins, \
            which must name their outputs before the spec is read). \
            --check writes nothing and exits 1 when a generated file is missing or differs from what build would write.
            """,
        options: [
            .value("--output", "dir", help: "The directory to write the generated files into."),
            .value("--output-file", "file", help: "Write the generated file of the single spec to this path instead of into --output."),
            .value("--access-level", "level", help: "Access level of the generated declarations: internal (default), package or public."),
            .value("--templates", "dir", help: "Render these templates (*.template) instead of the built-in ones."),
            .value(
                "--spec-display-path", "path",
                help: "How the generated file's comments name the single spec, such as its path in the package (for plugins)."),
            .flag("--strict", help: "Treat warnings, such as dropped slides, as errors."),
            .flag("--check", help: "Write nothing; name each generated file that is missing or differs, and exit 1 if any does."),
            .value("--report-output", "file", help: "Write the --reporter report to this file instead of standard output."),
            .value(
                "--same-module-spec", "spec", help: "Another spec compiled into the same module (for build tool plugins): an error when both have one name.",
                repeatable: true),
        ] + ReportDestination.options + ProjectSetup.options + SpecInputs.options + SpecInputs.checkingOptions
    ) { arguments, context in
        BuildRun(arguments: arguments, context: context).run()
    }
}

/// One run of `onboardc build`.
private struct BuildRun {
    let arguments: CommandLineArguments
    let context: ToolContext

    /// Where the generated files go: `--output`, `--output-file` and `--spec-display-path`.
    private struct Destination {
        let directory: String?
        let file: String?
        let specDisplayPath: String?
    }

    private typealias BuildableSpec = (spec: Compiler.ValidSpec, path: String)

    func run() -> ExitStatus {
        guard !arguments.positionals.isEmpty else { return usage("missing spec to build") }
        let destination = Destination(
            directory: arguments.value("--output"), file: arguments.value("--output-file"),
            specDisplayPath: arguments.value("--spec-display-path"))
        switch (destination.directory, destination.file) {
        case (nil, nil): return usage("missing '--output <dir>'")
        case (.some, .some): return usage("'--output' and '--output-file' cannot be used together")
        case (nil, .some) where arguments.positionals.count != 1: return usage("'--output-file' takes exactly one spec")
        default: break
        }
        if destination.specDisplayPath != nil, arguments.positionals.count != 1 {
            return usage("'--spec-display-path' takes exactly one spec")
        }
        guard let setup = ProjectSetup(arguments, context: context) else { return .usageError }
        var accessLevel = setup.configuration?.accessLevel ?? .internal
        if let name = arguments.value("--access-level") {
            guard let level = AccessLevel(rawValue: name) else {
                return usage("unknown access level '\(name)' (access levels: internal, package, public)")
            }
            accessLevel = level
        }
        var output: ReportDestination
        do throws(CommandLineArguments.UsageError) {
            output = try ReportDestination(arguments: arguments, reportPathOption: "--report-output")
        } catch {
            return usage(error.message)
        }
        var compiler = setup.compiler(strict: setup.isStrict)
        if let folder = arguments.value("--templates") ?? setup.configuration?.templates {
            guard let templates = loadTemplates(from: folder) else { return .usageError }
            compiler.options.templates = templates
        }
        compiler.options.accessLevel = accessLevel

        // Only the checked specs go on to generation: the sources and syntax trees of the inputs
        // are freed when this scope ends, before the largest allocations of a build.
        let specs: [BuildableSpec]
        let isExcluded: Bool
        do {
            guard let inputs = SpecInputs(arguments: arguments, excluding: setup.excludes, compiler: compiler, context: context) else {
                return .usageError
            }
            let clashes = SameModuleSpecs(
                paths: arguments.allValues("--same-module-spec"), excluding: setup.excludes, builtPaths: Set(inputs.paths), compiler: compiler,
                context: context
            ).clashes(with: inputs.checked)
            // A build runs on every build of an app: it is silent unless it has something to say.
            output.printsSummary = !inputs.diagnostics.isEmpty || !clashes.isEmpty
            let status = BaselineStep.run(arguments, inputs: inputs, adding: clashes, output: output, context: context)
            guard status == .success, !arguments.has("--write-baseline") else { return status }
            // A spec whose every error the baseline accepts is generated, unless they stopped validation.
            if let unbuilt = inputs.checked.first(where: { $0.validated == nil }) {
                context.printError(
                    "error: \(unbuilt.source.path.quotedForDiagnostic) is not generated: the baseline accepts its errors, but they leave no spec to generate; fix them\n")
                return .failure
            }
            specs = inputs.checked.compactMap { checked in checked.validated.map { ($0, checked.source.path) } }
            isExcluded = arguments.positionals.allSatisfy(setup.excludes)
        }
        return writeFiles(of: specs, to: destination, isExcluded: isExcluded, compiler: compiler)
    }

    /// Generates the file of each of `specs`, and puts the files in place once every one is
    /// generated; with `--check`, compares them with the files in place instead.
    private func writeFiles(of specs: [BuildableSpec], to destination: Destination, isExcluded: Bool, compiler: Compiler) -> ExitStatus {
        // Each file goes through a stream that leaves an unchanged file alone.
        var streams: [(stream: AtomicFile.Stream, path: String)] = []
        // Innermost work first: the first stream into a folder it created removes it, when empty, last.
        defer { streams.reversed().forEach { $0.stream.discard() } }
        func write(_ bytes: [UInt8], to path: String) -> Bool {
            let stream = AtomicFile.Stream(path: path, context: context, checkingOnly: arguments.has("--check"))
            do {
                try stream.write(bytes)
                if try stream.finish() { streams.append((stream, path)) }
                return true
            } catch {
                stream.discard()
                context.printError("error: cannot write '\(path)': \(error.reason)\n")
                return false
            }
        }
        // The file the build tool plugin declares for an excluded spec exists, and holds no code.
        if let file = destination.file, isExcluded {
            let placeholder = CodeGenerator.fileForExcludedSpec(specPath: displayPath(of: arguments.positionals[0], destination))
            guard write(Array(placeholder.utf8), to: file) else { return .usageError }
        }
        var specByFileName: [String: String] = [:]
        for (spec, specPath) in specs {
            let fileName = CodeGenerator.fileName(for: spec.spec)
            let directoryPath = destination.directory.flatMap { AtomicFile.path(of: fileName, in: $0, relativeTo: context.currentDirectory) }
            guard let path = destination.file ?? directoryPath else {
                context.printError("error: refusing to write '\(fileName)': it is not a plain file name inside '\(destination.directory ?? "")'\n")
                return .usageError
            }
            let generated: GeneratedSwiftFile
            do throws(TemplateError) {
                generated = try compiler.generate(spec, specPath: displayPath(of: specPath, destination))
            } catch {
                reportTemplateProblems(error.diagnostics)
                return .usageError
            }
            if let other = specByFileName[fileName] {
                context.printError("error: '\(other)' and '\(specPath)' both generate '\(fileName)'; give one of them another 'name'\n")
                return .failure
            }
            specByFileName[fileName] = specPath
            guard write(generated.utf8, to: path) else { return .usageError }
        }
        if arguments.has("--check") { return GeneratedFileCheck.report(streams, context: context) }
        for (stream, path) in streams {
            do {
                try stream.commit()
            } catch {
                context.printError("error: cannot write '\(path)': \(error.reason)\n")
                return .usageError
            }
        }
        return .success
    }

    /// How the generated file's comments name the spec at `specPath`.
    private func displayPath(of specPath: String, _ destination: Destination) -> String {
        destination.specDisplayPath ?? SpecDisplayPath.path(of: specPath, relativeTo: context.currentDirectory)
    }

    /// Prints the diagnostics of broken templates as every other diagnostic is printed, without a summary.
    private func reportTemplateProblems(_ problems: [Diagnostic]) {
        var output = ReportDestination()
        output.printsSummary = false
        _ = output.emit(problems, sources: [:], paths: [], context: context)
    }

    private func usage(_ message: String) -> ExitStatus {
        Subcommand.build.usageError(message, context: context)
    }

    /// The templates of `directory` (`--templates` or the configuration's); `nil` after reporting
    /// why the folder cannot be used.
    private func loadTemplates(from directory: String) -> TemplateSet? {
        guard let names = directoryContents(atPath: FilePath.standardized(directory, relativeTo: context.currentDirectory)) else {
            context.printError("error: cannot read templates folder '\(directory)'\n")
            return nil
        }
        var files: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(TemplateSet.fileExtension) {
            do throws(SourceLoader.LoadError) {
                files[name] = try SourceLoader.text(of: FilePath.appending(name, to: directory), relativeTo: context.currentDirectory)
            } catch {
                context.printError("error: \(error.message)\n")
                return nil
            }
        }
        let set = TemplateSet(files: files, pathPrefix: directory)
        var problems = set.diagnostics
        if !set.templateNames.contains(CodeGenerator.mainTemplate) {
            problems.append(Diagnostic(Rule.templateError, "templates folder '\(directory)' has no '\(CodeGenerator.mainTemplate).swift.template'", at: nil))
        }
        guard problems.isEmpty else {
            reportTemplateProblems(problems)
            return nil
        }
        return set
    }
}
