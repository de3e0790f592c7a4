import OnboardingDiagnostics
import OnboardingLint

extension Subcommand {
    /// `onboardc accessibility SPEC`: what the onboarding does for each Accessibility Nutrition Label.
    static let accessibility: Subcommand = Subcommand(
        name: "accessibility",
        summary: "Summarise what the onboarding of a spec does for each of the App Store's Accessibility Nutrition Labels.",
        synopsis: "<spec> [--format text|json] [--output <file>]",
        discussion: """
            For each feature that App Store Connect asks about (VoiceOver, Voice Control, Larger Text, Dark Interface, \
            Differentiate Without Color, Sufficient Contrast, Reduced Motion, Captions, Audio Descriptions), whether the \
            onboarding supports it, why, and the lint findings where it does not: those of the rules behind the \
            feature, found whatever the configuration and the spec's 'lint' directives silence. The labels are the \
            whole app's; this is the onboarding's part of them. Other diagnostics of the spec, such as a dropped \
            slide, go to standard error. Exits 0 with the summary, 1 when the spec has errors, 2 on usage or file errors.
            """,
        options: [
            .value("--format", "format", help: "text (default), or json for scripts."),
            .value("--output", "file", help: "Write the summary to this file instead of standard output."),
        ]
    ) { arguments, context in
        func usage(_ message: String) -> ExitStatus { Subcommand.accessibility.usageError(message, context: context) }
        guard let argument = arguments.positionals.first else { return usage("missing spec to summarise") }
        guard arguments.positionals.count == 1 else { return usage("'accessibility' summarises one spec at a time") }
        let formatName = arguments.value("--format") ?? AccessibilitySummary.Format.text.rawValue
        guard let format = AccessibilitySummary.Format(rawValue: formatName) else {
            let names = AccessibilitySummary.Format.allCases.map(\.rawValue)
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: formatName, among: names))
            return usage("unknown format '\(formatName)'\(suggestion) (formats: \(names.joined(separator: ", ")))")
        }
        let path = FilePath.normalized(argument, relativeTo: context.currentDirectory)
        let source: SourceFile
        do throws(SourceLoader.LoadError) {
            source = try SourceLoader.load(path, relativeTo: context.currentDirectory)
        } catch {
            context.printError("error: \(error.message)\n")
            return .usageError
        }
        // The lint findings are the summary's, which runs the rules behind each label itself: the
        // check runs none, and says what comes before lint, such as a dropped slide.
        let withoutLint = LintConfiguration(disabledRules: Set(RuleCatalog.lintRules.map(\.id)))
        let checked = Compiler(options: Compiler.Options(lint: withoutLint)).check(source)
        var output = ReportDestination()
        output.printsSummary = false
        _ = output.emit(checked.diagnostics, leftOut: checked.leftOut, sources: [path: source], paths: [path], context: context)
        guard let valid = checked.valid, let tree = checked.tree else { return .failure }
        let summary = AccessibilitySummary(spec: valid.spec, tree: tree, graph: valid.graph)
        return writeOutput(summary.rendered(as: format, specPath: path), to: arguments.value("--output"), context: context)
    }
}
