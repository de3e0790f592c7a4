import Foundation

extension Subcommand {
    /// `onboardc build SPEC... --output DIR`: the whole pipeline, writing one Swift file per spec.
    static let build = Subcommand(
        name: "build",
        summary: "Compile specs into Swift source files.",
        synopsis: "<spec>... --output <dir> [--access-level internal|package|public] [--templates <dir>] [--strict]",
        discussion: """
            Writes one file per spec, named after the spec (SignQuest.onboarding.json gives SignQuestOnboarding.swift). \
            A file whose bytes would not change is not rewritten. When any spec has errors, nothing is written. \
            Exits like 'lint'; 2 also when a template is broken or an output cannot be written.
            """,
        options: [
            .value("--output", "dir", help: "The directory to write the generated files into."),
            .value("--access-level", "level", help: "Access level of the generated declarations: internal (default), package or public."),
            .value("--templates", "dir", help: "Render these templates (*.template) instead of the built-in ones."),
            .flag("--strict", help: "Treat warnings, such as dropped slides, as errors."),
            .value("--report-output", "file", help: "Write the --reporter report to this file instead of standard output."),
        ] + DiagnosticOutput.options + SpecInputs.options
    ) { arguments, context in
        BuildRun(arguments: arguments, context: context).run()
    }
}

/// One run of `onboardc build`.
private struct BuildRun {
    let arguments: CommandLineArguments
    let context: ToolContext

    func run() -> ExitStatus {
        guard !arguments.positionals.isEmpty else { return usage("missing spec to build") }
        guard let outputDirectory = arguments.value("--output") else { return usage("missing '--output <dir>'") }
        let accessLevelName = arguments.value("--access-level") ?? AccessLevel.internal.rawValue
        guard let accessLevel = AccessLevel(rawValue: accessLevelName) else {
            return usage("unknown access level '\(accessLevelName)' (access levels: internal, package, public)")
        }
        let output: DiagnosticOutput
        do throws(CommandLineArguments.UsageError) {
            output = try DiagnosticOutput(arguments: arguments, reportPathOption: "--report-output")
        } catch {
            return usage(error.message)
        }
        guard let templates = loadTemplates() else { return .usageError }

        let compiler = Compiler(options: .init(isStrict: arguments.has("--strict")))
        guard let inputs = SpecInputs(arguments: arguments, compiler: compiler, context: context) else {
            return .usageError
        }
        let status = BaselineStep.run(arguments, inputs: inputs, output: output, context: context)
        guard status == .success, !arguments.has("--write-baseline") else { return status }

        let generator = CodeGenerator(templates: templates, accessLevel: accessLevel)
        var files: [CodeGenerator.Output] = []
        var specByFileName: [String: String] = [:]
        for checked in inputs.checked {
            guard let spec = checked.spec else { continue }
            let file: CodeGenerator.Output
            do throws(TemplateError) {
                file = try generator.generate(spec, sourcePath: displayPath(of: checked.source.path))
            } catch {
                context.writeStandardError(XcodeReporter().report(error.diagnostics.sortedForPresentation(), in: ReportContext(checkedPaths: [], toolVersion: CommandLineTool.version)))
                return .usageError
            }
            if let other = specByFileName[file.fileName] {
                context.writeStandardError("error: '\(other)' and '\(checked.source.path)' both generate '\(file.fileName)'; give one of them another 'name'\n")
                return .failure
            }
            specByFileName[file.fileName] = checked.source.path
            files.append(file)
        }
        for file in files {
            guard let path = OutputFile.path(of: file.fileName, in: outputDirectory, relativeTo: context.currentDirectory) else {
                context.writeStandardError("error: refusing to write '\(file.fileName)': it is not a plain file name inside '\(outputDirectory)'\n")
                return .usageError
            }
            do {
                try OutputFile.write(Array(file.contents.utf8), to: path, relativeTo: context.currentDirectory)
            } catch {
                context.writeStandardError("error: cannot write '\(path)': \(error.localizedDescription)\n")
                return .usageError
            }
        }
        return .success
    }

    private func usage(_ message: String) -> ExitStatus {
        context.writeStandardError("error: \(message)\nUsage: onboardc build \(Subcommand.build.synopsis)\n")
        return .usageError
    }

    /// The built-in templates, or those of `--templates`, reporting a folder that cannot be used.
    private func loadTemplates() -> TemplateSet? {
        guard let directory = arguments.value("--templates") else { return BuiltinTemplates.set }
        let url = URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: context.currentDirectory, isDirectory: true))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            context.writeStandardError("error: cannot read templates folder '\(directory)'\n")
            return nil
        }
        var files: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(TemplateSet.fileExtension) {
            guard let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) else {
                context.writeStandardError("error: cannot read template '\(directory)/\(name)'\n")
                return nil
            }
            files[name] = text
        }
        let set = TemplateSet(files: files, pathPrefix: directory)
        var problems = set.diagnostics
        if !set.templateNames.contains(CodeGenerator.mainTemplate) {
            problems.append(Diagnostic(Rule.templateError, "templates folder '\(directory)' has no '\(CodeGenerator.mainTemplate).swift.template'", at: nil))
        }
        guard problems.isEmpty else {
            context.writeStandardError(XcodeReporter().report(problems.sortedForPresentation(), in: ReportContext(checkedPaths: [], toolVersion: CommandLineTool.version)))
            return nil
        }
        return set
    }

    /// `path` relative to the working directory when it lies inside it, so the header is the same on every machine.
    private func displayPath(of path: String) -> String {
        let base = URL(fileURLWithPath: context.currentDirectory).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
