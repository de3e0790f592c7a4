import JSONSyntax
import OnboardingDiagnostics

/// SARIF 2.1.0, the format GitHub code scanning and other static-analysis dashboards upload.
///
/// One run whose driver describes every rule of the catalog, plus `json_syntax` for syntax errors.
/// Artifact URIs stay relative to `%SRCROOT%`; regions are 1-based with columns in UTF-16 code
/// units (SARIF's default `columnKind`). Each result carries a `partialFingerprints` entry built
/// from file, rule, JSON pointer and message, so that alerts survive edits that move lines.
public struct SARIFReporter: DiagnosticReporter {
    /// The URI of the SARIF 2.1.0 schema, written as `$schema`.
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The key of onboardc's fingerprint in `partialFingerprints`.
    public static let fingerprintKey = "onboardcFingerprint/v1"

    /// The rule that SARIF results of syntax errors, which have no rule id, refer to.
    public static let syntaxRule = Rule(
        id: Diagnostic.syntaxRuleID, name: "JSON syntax", stage: .lowering, defaultSeverity: .error,
        summary: "The file is not valid RFC 8259 JSON.",
        rationale: "onboardc reads specs as strict JSON; no other check runs on a file until its syntax is fixed.")

    public init() {}

    public func report(_ diagnostics: [Diagnostic], in context: ReportContext) -> String {
        let rules = Self.rules(for: diagnostics, catalog: context.rules)
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let artifacts = Self.artifactPaths(for: diagnostics, checkedPaths: context.checkedPaths)
        let artifactIndex = Dictionary(artifacts.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var builder = ResultBuilder(context: context, ruleIndex: ruleIndex, artifactIndex: artifactIndex)
        var driver: [String: JSONOutput] = [
            "name": .string("onboardc"),
            "version": .string(context.toolVersion),
            "rules": .array(rules.map(Self.descriptor(for:))),
        ]
        driver["informationUri"] = context.informationURI.map { .string($0) }
        let run: JSONOutput = .object([
            "tool": .object(["driver": .object(driver)]),
            "columnKind": .string("utf16CodeUnits"),
            "artifacts": .array(
                artifacts.map { .object(["location": .object(SARIFLocation.artifactLocation($0, index: nil))]) }),
            "results": .array(diagnostics.map { builder.result(for: $0) }),
        ])
        return JSONOutput.object([
            "$schema": .string(Self.schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([run]),
        ]).rendered()
    }

    /// The catalog, then `json_syntax`, then any rule id a diagnostic names that the catalog lacks.
    private static func rules(for diagnostics: [Diagnostic], catalog: [Rule]) -> [Rule] {
        var rules = catalog
        var known = Set(catalog.map(\.id))
        if known.insert(syntaxRule.id).inserted { rules.append(syntaxRule) }
        for id in diagnostics.map(\.reportedRuleID) where known.insert(id).inserted {
            rules.append(
                Rule(id: id, name: id, stage: .lint, defaultSeverity: .warning, summary: "", rationale: ""))
        }
        return rules
    }

    private static func descriptor(for rule: Rule) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "id": .string(rule.id),
            "name": .string(rule.name),
            "properties": .object(["tags": .array([.string(rule.stage.rawValue)])]),
        ]
        if !rule.summary.isEmpty {
            fields["shortDescription"] = .object(["text": .string(rule.summary)])
            fields["fullDescription"] = .object([
                "text": .string(rule.rationale.isEmpty ? rule.summary : rule.rationale)
            ])
            fields["help"] = .object(["text": .string([rule.summary, rule.rationale].joined(separator: "\n\n"))])
            fields["defaultConfiguration"] = .object(["level": .string(level(for: rule.defaultSeverity))])
        }
        return .object(fields)
    }

    private static func artifactPaths(for diagnostics: [Diagnostic], checkedPaths: [String]) -> [String] {
        let mentioned = diagnostics.flatMap { [$0.range?.path] + $0.notes.map { $0.range?.path } }.compactMap { $0 }
        var seen: Set<String> = []
        return (checkedPaths + mentioned).filter { seen.insert($0).inserted }
    }

    static func level(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
