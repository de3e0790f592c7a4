import OnboardingDiagnostics

/// SARIF 2.1.0, the format GitHub code scanning and other static-analysis dashboards upload.
///
/// One run whose driver describes every rule of the catalog, plus `json_syntax` for syntax errors.
/// A note without a rule, of what the tool did rather than of what is wrong (such as the diagnostics
/// left out past the limit), is a tool execution notification of the run's invocation, not a result.
/// Artifact URIs are relative to `%SRCROOT%`, the working directory (`SARIFLocation`); regions are 1-based with columns in UTF-16 code
/// units (SARIF's default `columnKind`). Each result carries a `partialFingerprints` entry built
/// from file, rule, JSON pointer and message, so that alerts survive edits that move lines.
public struct SARIFReporter: DiagnosticReporter {
    /// The URI of the SARIF 2.1.0 schema, written as `$schema`.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The key of onboardc's fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "onboardcFingerprint/v1"

    /// The rule that SARIF results of syntax errors, which have no rule id, refer to.
    public static let syntaxRule = Rule.jsonSyntax

    public init() {}

    public func write(_ diagnostics: [Diagnostic], in context: ReportContext, to output: inout ReportBuffer) {
        let rules = Self.rules(for: diagnostics, catalog: context.rules)
        let artifacts = Self.artifactPaths(for: diagnostics, checkedPaths: context.checkedPaths)
        var results = ResultWriter(context: context, rules: rules, artifacts: artifacts)
        var json = JSONWriter(into: output)
        json.beginObject()
        json.member("$schema", Self.schemaURI)
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("artifacts")
        json.beginArray()
        for path in artifacts {
            json.beginObject()
            json.key("location")
            results.writeArtifactLocation(path, withIndex: false, to: &json)
            json.endObject()
        }
        json.endArray()
        json.key("columnKind")
        json.string("utf16CodeUnits" as StaticString)
        let notifications = diagnostics.indices.filter { diagnostics[$0].reportedRuleID == nil }
        if !notifications.isEmpty {
            json.key("invocations")
            json.beginArray()
            json.beginObject()
            json.key("executionSuccessful")
            json.bool(true)
            json.key("toolExecutionNotifications")
            json.beginArray()
            for index in notifications { results.writeNotification(for: diagnostics[index], to: &json) }
            json.endArray()
            json.endObject()
            json.endArray()
        }
        Self.writeBaseIDs(workingDirectory: context.workingDirectory, to: &json)
        json.key("results")
        json.beginArray()
        for index in diagnostics.indices {
            guard let ruleID = diagnostics[index].reportedRuleID else { continue }
            results.writeResult(for: diagnostics[index], ruleID: ruleID, to: &json)
        }
        json.endArray()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        if let informationURI = context.informationURI { json.member("informationUri", informationURI) }
        json.key("name")
        json.string("onboardc" as StaticString)
        json.key("rules")
        json.beginArray()
        for rule in rules { Self.writeDescriptor(of: rule, to: &json) }
        json.endArray()
        json.member("version", context.toolVersion)
        json.endObject()
        json.endObject()
        json.endObject()
        json.endArray()
        json.key("version")
        json.string("2.1.0" as StaticString)
        json.endObject()
        output = json.finish()
    }

    /// The catalog, then `json_syntax`, then any rule id a diagnostic names that the catalog lacks.
    private static func rules(for diagnostics: [Diagnostic], catalog: [Rule]) -> [Rule] {
        var rules = catalog
        var known = Set(catalog.map(\.id))
        if known.insert(syntaxRule.id).inserted { rules.append(syntaxRule) }
        // A run of findings of one rule is looked up once: hashing its id for each was 16 M
        // instructions of 30,000 findings.
        for index in diagnostics.indices
        where index == 0 || diagnostics[index].ruleID != diagnostics[index - 1].ruleID {
            if let id = diagnostics[index].reportedRuleID, known.insert(id).inserted {
                rules.append(Rule(id: id, name: id, stage: .lint, defaultSeverity: .warning, summary: "", rationale: ""))
            }
        }
        return rules
    }

    private static func writeDescriptor(of rule: Rule, to json: inout JSONWriter) {
        json.beginObject()
        if !rule.summary.isEmpty {
            json.key("defaultConfiguration")
            json.beginObject()
            json.key("level")
            json.string(level(for: rule.defaultSeverity))
            json.endObject()
            writeText("fullDescription", rule.rationale.isEmpty ? rule.summary : rule.rationale, to: &json)
            writeText("help", rule.summary + "\n\n" + rule.rationale, to: &json)
        }
        json.member("id", rule.id)
        json.member("name", rule.name)
        json.key("properties")
        json.beginObject()
        json.key("tags")
        json.beginArray()
        json.string(rule.stage.rawValue)
        json.endArray()
        json.endObject()
        if !rule.summary.isEmpty {
            writeText("shortDescription", rule.summary, to: &json)
        }
        json.endObject()
    }

    /// Declares `%SRCROOT%` as the working directory, with its URI when it is known.
    private static func writeBaseIDs(workingDirectory: String?, to json: inout JSONWriter) {
        json.key("originalUriBaseIds")
        json.beginObject()
        json.key("%SRCROOT%")
        json.beginObject()
        writeText("description", "The folder onboardc ran in, which relative paths are relative to.", to: &json)
        if let workingDirectory, workingDirectory.hasPrefix("/") { json.member("uri", SARIFLocation.folderURI(of: workingDirectory)) }
        json.endObject()
        json.endObject()
    }

    /// Writes the member `key` whose value is a message object: `{ "text": text }`.
    static func writeText(_ key: StaticString, _ text: String, to json: inout JSONWriter) {
        json.key(key)
        json.beginObject()
        json.member("text", text)
        json.endObject()
    }

    private static func artifactPaths(for diagnostics: [Diagnostic], checkedPaths: [String]) -> [String] {
        var seen: Set<String> = []
        var paths = checkedPaths.filter { seen.insert($0).inserted }
        func add(_ path: String?) {
            if let path, seen.insert(path).inserted { paths.append(path) }
        }
        for index in diagnostics.indices {
            // Diagnostics come sorted by file: one in the file of the one before adds no path.
            if index == 0 || diagnostics[index].range?.path != diagnostics[index - 1].range?.path {
                add(diagnostics[index].range?.path)
            }
            for note in diagnostics[index].notes { add(note.range?.path) }
        }
        return paths
    }

    static func level(for severity: Diagnostic.Severity) -> StaticString {
        severity.name
    }
}
