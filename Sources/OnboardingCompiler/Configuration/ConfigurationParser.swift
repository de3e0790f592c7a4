import Foundation
import JSONSyntax
import OnboardingDiagnostics
import OnboardingLint

/// Reads a `.onboardc.json` with onboardc's own JSON parser, so that every mistake is reported
/// at its line and column, with a suggestion for a misspelt key or rule id.
public enum ConfigurationParser {
    /// The top-level keys, in the order the documentation lists them.
    public static let keys = ["disabledRules", "optInRules", "rules", "excluded", "assets", "accessLevel", "templates", "catalog"]

    /// Parses `source`, resolving relative paths against `directory`; the configuration is `nil` when there are errors.
    public static func parse(_ source: SourceFile, directory: String) -> (configuration: ProjectConfiguration?, diagnostics: [Diagnostic]) {
        let (tree, syntaxDiagnostics) = JSONParser.parse(source)
        guard !syntaxDiagnostics.containsErrors, let root = tree.root else { return (nil, syntaxDiagnostics) }
        var reader = Reader(source: source, directory: directory)
        let configuration = reader.read(root)
        return (reader.diagnostics.containsErrors ? nil : configuration, reader.diagnostics)
    }

    private struct Reader {
        let source: SourceFile
        let directory: String
        var diagnostics: [Diagnostic] = []

        init(source: SourceFile, directory: String) {
            self.source = source
            self.directory = directory
        }

        mutating func read(_ root: JSONValue) -> ProjectConfiguration {
            var configuration = ProjectConfiguration(directory: directory)
            for member in members(of: root, named: "the configuration", allowing: ConfigurationParser.keys) {
                let value = member.value
                switch member.key {
                case "disabledRules":
                    configuration.lint.disabledRules = Set(lintRules(in: value, key: "disabledRules").map(\.id))
                case "optInRules":
                    configuration.lint.optInRules = Set(lintRules(in: value, key: "optInRules").map(\.id))
                case "rules":
                    readRuleOptions(value, into: &configuration.lint)
                case "excluded":
                    configuration.excluded = strings(in: value, key: "excluded")
                case "assets":
                    configuration.assets = strings(in: value, key: "assets").map(resolve)
                case "accessLevel":
                    configuration.accessLevel = enumeration(value, key: "accessLevel") ?? .internal
                case "templates":
                    configuration.templates = string(value, key: "templates").map(resolve)
                case "catalog":
                    configuration.catalog = string(value, key: "catalog").map(resolve)
                default:
                    break
                }
            }
            return configuration
        }

        private mutating func readRuleOptions(_ value: JSONValue, into lint: inout LintConfiguration) {
            guard value.kind == .object else { return mismatch("rules", "an object of rule ids", value) }
            for member in members(of: value, named: "'rules'", allowing: nil) {
                guard let rule = lintRule(member.key, at: member.keyRange) else { continue }
                let options = rule.defaultMaximum == nil ? ["severity"] : ["severity", "max"]
                guard member.value.kind == .object else {
                    mismatch(member.key, "an object with " + options.map { "'\($0)'" }.joined(separator: " or "), member.value)
                    continue
                }
                for option in members(of: member.value, named: "rule '\(rule.id)'", allowing: options) {
                    switch option.key {
                    case "severity":
                        if let severity: Diagnostic.Severity = enumeration(option.value, key: "severity") {
                            lint.severities[rule.id] = severity
                        }
                    case "max":
                        if let maximum = positiveInteger(option.value, key: "max") { lint.maximums[rule.id] = maximum }
                    default:
                        break
                    }
                }
            }
        }

        /// The members of `object` with unique keys; with `allowed`, reports the others as unknown.
        private mutating func members(of object: JSONValue, named name: String, allowing allowed: [String]?) -> [JSONMember] {
            guard object.kind == .object else {
                report("\(name) must be a JSON object, found \(object.kind.name)", at: object.range)
                return []
            }
            var seen: Set<String> = []
            return object.members.filter { member in
                guard seen.insert(member.key).inserted else {
                    report("duplicate key \(member.key.quotedForDiagnostic)", at: member.keyRange)
                    return false
                }
                guard let allowed, !allowed.contains(member.key) else { return true }
                let suggestion = Suggestion.didYouMean(Suggestion.closest(to: member.key, among: allowed))
                let valid = allowed.map { "'\($0)'" }.joined(separator: ", ")
                report("unknown key \(member.key.quotedForDiagnostic) in \(name)\(suggestion) (valid keys: \(valid))", at: member.keyRange)
                return false
            }
        }

        private mutating func lintRules(in value: JSONValue, key: String) -> [LintRule] {
            guard value.kind == .array else {
                mismatch(key, "an array of rule ids", value)
                return []
            }
            return value.elements.compactMap { element in
                guard let id = element.stringValue else {
                    mismatch(key, "an array of rule ids", element)
                    return nil
                }
                return lintRule(id, at: element.range)
            }
        }

        /// The lint rule `id`, reporting an unknown id or the id of a rule that is not a lint rule.
        private mutating func lintRule(_ id: String, at range: Range<Int>) -> LintRule? {
            if let rule = RuleCatalog.lintRule(withID: id) { return rule }
            if let rule = RuleCatalog.rule(withID: id) {
                report("rule '\(id)' is a \(rule.stage.rawValue) rule; only lint rules can be configured", at: range)
            } else {
                let suggestion = Suggestion.didYouMean(RuleCatalog.suggestion(for: id, among: RuleCatalog.lintRules.map(\.id)))
                report("unknown rule \(id.quotedForDiagnostic)\(suggestion)", at: range)
            }
            return nil
        }

        private mutating func strings(in value: JSONValue, key: String) -> [String] {
            guard value.kind == .array else {
                mismatch(key, "an array of strings", value)
                return []
            }
            return value.elements.compactMap { element in
                if element.stringValue == nil { mismatch(key, "an array of strings", element) }
                return element.stringValue
            }
        }

        private mutating func string(_ value: JSONValue, key: String) -> String? {
            if value.stringValue == nil { mismatch(key, "a string", value) }
            return value.stringValue
        }

        private mutating func enumeration<Value: RawRepresentable & CaseIterable>(_ value: JSONValue, key: String) -> Value?
        where Value.RawValue == String {
            let allowed = Value.allCases.map(\.rawValue)
            let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
            guard let text = value.stringValue else {
                mismatch(key, "one of \(list)", value)
                return nil
            }
            if let result = Value(rawValue: text) { return result }
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: text, among: allowed))
            report("'\(key)' must be one of \(list), found \(text.quotedForDiagnostic)\(suggestion)", at: value.range)
            return nil
        }

        private mutating func positiveInteger(_ value: JSONValue, key: String) -> Int? {
            guard let text = value.numberText, let number = Int(text), number > 0 else {
                mismatch(key, "a positive integer", value)
                return nil
            }
            return number
        }

        private mutating func mismatch(_ key: String, _ expected: String, _ value: JSONValue) {
            let found = value.numberText ?? value.stringValue.map(\.quotedForDiagnostic) ?? value.kind.name
            report("'\(key)' must be \(expected), found \(found)", at: value.range)
        }

        private func resolve(_ path: String) -> String {
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
        }

        private mutating func report(_ message: String, at range: Range<Int>) {
            diagnostics.append(Diagnostic(.error, message, at: source.range(range)))
        }
    }
}
