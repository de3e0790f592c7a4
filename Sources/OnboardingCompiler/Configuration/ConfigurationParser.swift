import JSONSyntax
import OnboardingDiagnostics
import OnboardingLint

/// Reads a `.onboardc.json` with onboardc's own JSON parser, so that every mistake is reported
/// at its line and column, with a suggestion for a misspelt key or rule id.
public enum ConfigurationParser {
    /// The top-level keys, in the order the documentation lists them.
    public static let keys = TopLevelKey.allCases.map(\.name)

    /// Parses `source`, resolving relative paths against `directory`; the configuration is `nil` when there are errors.
    public static func parse(_ source: SourceFile, directory: String) -> (configuration: ProjectConfiguration?, diagnostics: [Diagnostic]) {
        let (tree, syntaxDiagnostics) = JSONParser.parse(source)
        guard !syntaxDiagnostics.containsErrors, let root = tree.root else { return (nil, syntaxDiagnostics) }
        var reader = Reader(source: source, directory: directory)
        let configuration = reader.read(root)
        return (reader.diagnostics.containsErrors ? nil : configuration, reader.diagnostics)
    }

    /// The top-level keys, each raw value the key's position in `keys`.
    enum TopLevelKey: Int, CaseIterable {
        case disabledRules, optInRules, rules, excluded, assets, accessLevel, templates, catalog, strict

        var name: String { "\(self)" }
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
            guard let members = object(root, named: "the configuration", keys: JSONObjectKeys(named: ConfigurationParser.keys)) else {
                return configuration
            }
            for position in members.usableKeysInSourceOrder {
                let key = TopLevelKey(rawValue: position)!
                let value = members.value(position)!
                let name = key.name
                switch key {
                case .disabledRules:
                    configuration.lint.disabledRules = Set(lintRules(in: value, key: name).map(\.id))
                case .optInRules:
                    configuration.lint.optInRules = Set(lintRules(in: value, key: name).map(\.id))
                case .rules:
                    readRuleOptions(value, into: &configuration.lint)
                case .excluded:
                    configuration.excluded = strings(in: value, key: name)
                case .assets:
                    configuration.assets = strings(in: value, key: name).map(resolve)
                case .accessLevel:
                    configuration.accessLevel = enumeration(value, key: name) ?? .internal
                case .templates:
                    configuration.templates = string(value, key: name).map(resolve)
                case .catalog:
                    configuration.catalog = string(value, key: name).map(resolve)
                case .strict:
                    configuration.isStrict = boolean(value, key: name) ?? false
                }
            }
            return configuration
        }

        private mutating func readRuleOptions(_ value: JSONValue, into lint: inout LintConfiguration) {
            guard value.kind == .object else { return mismatch("rules", "an object of rule ids", value) }
            let members = JSONObjectReader.membersWithDistinctKeys(of: value) { report($0, in: "'rules'", keys: nil) }
            for member in members {
                guard let rule = lintRule(member.key, at: member.keyRange) else { continue }
                let names = rule.defaultMaximum == nil ? ["severity"] : ["severity", "max"]
                guard member.value.kind == .object else {
                    mismatch(member.key, "an object with " + names.map { "'\($0)'" }.joined(separator: " or "), member.value)
                    continue
                }
                guard let options = object(member.value, named: "rule '\(rule.id)'", keys: JSONObjectKeys(named: names)) else { continue }
                for position in options.usableKeysInSourceOrder {
                    let value = options.value(position)!
                    if position == 0 {
                        if let severity: Diagnostic.Severity = enumeration(value, key: "severity") { lint.severities[rule.id] = severity }
                    } else if let maximum = positiveInteger(value, key: "max") {
                        lint.maximums[rule.id] = maximum
                    }
                }
            }
        }

        /// The members of `object` read against `keys`, every other key reported as unknown; `nil`
        /// when `object` is not a JSON object.
        private mutating func object(_ object: JSONValue, named name: String, keys: JSONObjectKeys) -> JSONObjectReader? {
            guard object.kind == .object else {
                report("\(name) must be a JSON object, found \(object.kind.name)", at: object.range)
                return nil
            }
            return JSONObjectReader(object, keys: keys) { report($0, in: name, keys: keys) }
        }

        /// Reports `problem` of the object `name`, whose keys are `keys`, or any keys when `nil`.
        private mutating func report(_ problem: JSONObjectReader.Problem, in name: String, keys: JSONObjectKeys?) {
            switch problem {
            case .unknownKey(let member, let suggestions):
                let valid = (keys?.names ?? []).map { "'\($0)'" }.joined(separator: ", ")
                report(
                    "unknown key \(member.key.quotedForDiagnostic) in \(name)\(Suggestion.didYouMean(suggestions)) (valid keys: \(valid))",
                    at: member.keyRange)
            case .duplicateKey(let member, let first):
                let key = member.key.quotedForDiagnostic
                report("duplicate key \(key)", at: member.keyRange, notes: [Diagnostic.Note("\(key) is first given here", at: source.range(first.keyRange))])
            case .wrongKind, .missingKey:
                // Every key takes any kind of value, and none is required: the values are checked as they are read.
                break
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
                let suggestions = RuleCatalog.suggestions(for: id, among: RuleCatalog.lintRules.map(\.id))
                report("unknown rule \(id.quotedForDiagnostic)\(RuleCatalog.hint(forUnknownRule: suggestions))", at: range)
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

        private mutating func boolean(_ value: JSONValue, key: String) -> Bool? {
            if value.boolValue == nil { mismatch(key, "true or false", value) }
            return value.boolValue
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
            FilePath.standardized(path, relativeTo: directory)
        }

        private mutating func report(_ message: String, at range: Range<Int>, notes: [Diagnostic.Note] = []) {
            diagnostics.append(Diagnostic(.error, message, at: source.range(range), notes: notes))
        }
    }
}
