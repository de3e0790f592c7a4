import OnboardingDiagnostics
import OnboardingLint

extension Subcommand {
    /// `onboardc rules`: the catalog of rules as an aligned table.
    static let rules = Subcommand(
        name: "rules",
        summary: "List every rule with its severity, stage and summary.",
        synopsis: "",
        discussion: "Use 'onboardc explain <rule>' for a rule's rationale and examples.",
        options: []
    ) { arguments, context in
        guard arguments.positionals.isEmpty else {
            context.printError("error: unexpected argument '\(arguments.positionals[0])'\nUsage: onboardc rules\n")
            return .usageError
        }
        context.writeStandardOutput(RuleDocumentation.table(of: RuleCatalog.all))
        return .success
    }
}

/// The text `onboardc rules` and `onboardc explain` print.
enum RuleDocumentation {
    /// One line per rule under a header, in aligned columns: id, severity, stage, opt-in, summary.
    static func table(of rules: [Rule]) -> String {
        let header = ["ID", "SEVERITY", "STAGE", "OPT-IN", "SUMMARY"]
        let rows = [header] + rules.map { [$0.id, $0.defaultSeverity.rawValue, $0.stage.rawValue, $0.isOptIn ? "yes" : "no", $0.summary] }
        let widths = (0..<header.count - 1).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { $0.padded(toWidth: $1 + 2) }.joined() + row[row.count - 1]
        }.joined(separator: "\n") + "\n"
    }

    /// A rule's full documentation: name, id, severity, stage, summary, rationale and examples.
    static func explanation(of rule: Rule, maximum: Int? = nil) -> String {
        var text = "\(rule.name) (\(rule.id))\n\n"
        text += "Severity: \(rule.defaultSeverity.rawValue)\n"
        text += "Stage: \(rule.stage.rawValue) — \(stageDescription(rule.stage))\n"
        if rule.isOptIn { text += "Opt-in: enable it with \"optInRules\" in .onboardc.json\n" }
        if let maximum { text += "Options: \"max\" (default \(maximum))\n" }
        text += "\n" + wrapped(rule.summary) + "\n" + wrapped(rule.rationale)
        text += examples("Triggering examples (↓ marks where the diagnostic points)", rule.triggeringExamples)
        text += examples("Non-triggering examples", rule.nonTriggeringExamples)
        return text
    }

    /// `text` broken into lines of at most `width` characters at spaces, each ending in a newline.
    static func wrapped(_ text: String, width: Int = 100) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.map { $0 + "\n" }.joined()
    }

    private static func examples(_ title: String, _ examples: [String]) -> String {
        guard !examples.isEmpty else { return "" }
        return "\n\(title):\n\n" + examples.map { "    \($0)\n" }.joined(separator: "\n")
    }

    private static func stageDescription(_ stage: Rule.Stage) -> String {
        switch stage {
        case .syntax: "the file is not JSON; nothing else is checked until it is"
        case .lowering: "reported while reading the spec; inside a slide, the slide is dropped with a warning"
        case .slide: "the slide is dropped with a warning and the rest compiles"
        case .validation: "a fault of the spec as a whole"
        case .lint: "a question of quality; configure it in .onboardc.json or silence it with \"lint\": { \"disable\": [...] }"
        case .template: "a fault of a code generation template, reported at the template's line"
        }
    }
}
