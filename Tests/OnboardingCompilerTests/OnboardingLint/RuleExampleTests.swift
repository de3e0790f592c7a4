import Foundation
@testable import JSONSyntax
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint
import Testing


/// Runs every example of every rule of the catalog through the whole pipeline.
@Suite struct RuleExampleTests {
    /// Rules whose check waits for `SwiftNaming`, which lands from another branch.
    @Test func ruleIDsAreUnique() {
        let ids = RuleCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted())")
    }

    @Test func ruleIDsAreSnakeCase() {
        for rule in RuleCatalog.all {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(rule.id)")
        }
    }

    /// Every rule declared anywhere in the sources, found by its `Rule(id: "...")`, is in the
    /// catalog, so that `onboardc rules` lists it and `onboardc explain` knows it.
    @Test func everyDeclaredRuleIsInTheCatalog() throws {
        let sources = GeneratedFile.packageRoot.appending(path: "Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var declared: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            declared += text.matches(of: #/static let \w+ = Rule\(\s*id: "([a-z_]+)"/#).map { String($0.output.1) }
        }
        #expect(declared.count >= 40, "the search finds the rules: \(declared)")
        #expect(Set(declared).subtracting(RuleCatalog.all.map(\.id)).sorted() == [])
        #expect(declared.count == RuleCatalog.all.count)
    }

    /// Rules found in specs have examples; a template's rule would need a template to show one.
    @Test(arguments: RuleCatalog.all.filter { $0.stage != .template }.map(\.id))
    func ruleHasExamples(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(withID: id))
        #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
        #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
    }

    @Test(arguments: RuleCatalog.all.map(\.id))
    func triggeringExamplesReportAtTheMarker(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(withID: id))
        for example in rule.triggeringExamples {
            let (text, markers) = Self.strippingMarkers(example)
            #expect(!markers.isEmpty, "\(rule.id): example has no ↓ marker: \(example)")
            let diagnostics = Self.check(text, enabling: rule).filter { Self.reportedRuleID(of: $0) == rule.id }
            do {
                let unmarked = diagnostics.filter { !markers.contains($0.range?.start.offset ?? -1) }
                #expect(unmarked.isEmpty, "\(rule.id): unmarked diagnostics in \(example): \(unmarked.map(\.message))")
                for marker in markers {
                    let found = diagnostics.first { $0.range?.start.offset == marker }
                    #expect(
                        found != nil,
                        "\(rule.id): no diagnostic at byte \(marker) of \(example); found \(diagnostics.map { "\($0.range?.start.offset ?? -1): \($0.message)" })")
                    if let found {
                        #expect(found.severity == Self.expectedSeverity(of: rule, at: marker, in: text), "\(rule.id): \(example)")
                    }
                }
            }
        }
    }

    @Test(arguments: RuleCatalog.all.map(\.id))
    func nonTriggeringExamplesDoNotReport(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(withID: id))
        for example in rule.nonTriggeringExamples {
            let all = Self.check(example, enabling: rule)
            let diagnostics = all.filter { Self.reportedRuleID(of: $0) == rule.id }
            #expect(diagnostics.isEmpty, "\(rule.id): \(example) reports \(diagnostics.map(\.message))")
            let errors = all.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(rule.id): \(example) has errors that would hide the rule: \(errors.map(\.message))")
        }
    }

    /// The rule a diagnostic belongs to: a syntax error has no rule id and belongs to `json_syntax`.
    static func reportedRuleID(of diagnostic: Diagnostic) -> String {
        diagnostic.ruleID ?? Rule.jsonSyntax.id
    }

    static func check(_ text: String, enabling rule: Rule) -> [Diagnostic] {
        let options = Compiler.Options(
            lint: LintConfiguration(optInRules: [rule.id]), assets: AssetNotFoundRule.exampleAssets, catalogs: UntranslatedCatalogKeyRule.exampleCatalogs)
        return Compiler(options: options).check(SourceFile(path: "example.onboarding.json", text: text)).diagnostics
    }

    /// The severity a rule's diagnostic has at `offset`: its default, except that a lowering fault
    /// inside a slide drops the slide with a warning (those of `Rule.errorsInsideSlides` stay errors
    /// everywhere).
    static func expectedSeverity(of rule: Rule, at offset: Int, in text: String) -> Diagnostic.Severity {
        guard rule.stage == .lowering, !Rule.errorsInsideSlides.contains(rule) else { return rule.defaultSeverity }
        let tree = JSONParser.parse(SourceFile(path: "example.onboarding.json", text: text)).tree
        let slides = tree.root?["slides"]?.elements ?? []
        return slides.contains { $0.range.contains(offset) } ? .warning : rule.defaultSeverity
    }

    /// `example` without its `↓` markers, and the byte offset of each marker in the result.
    static func strippingMarkers(_ example: String) -> (text: String, markers: [Int]) {
        var bytes: [UInt8] = []
        var markers: [Int] = []
        let marker = Array("↓".utf8)
        let source = Array(example.utf8)
        var index = 0
        while index < source.count {
            if source[index...].starts(with: marker) {
                markers.append(bytes.count)
                index += marker.count
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return (String(decoding: bytes, as: UTF8.self), markers)
    }
}
