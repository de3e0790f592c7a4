import JSONSyntax
import OnboardingDiagnostics

/// Reads a String Catalog with onboardc's own JSON parser, so that a malformed or hand-broken
/// catalog is reported at its line and column.
///
/// Beyond JSON, a catalog must be an object with a string `sourceLanguage` and an object
/// `strings` of entries, whose parts onboardc reads must have their types: `comment` and
/// `extractionState` strings, `shouldTranslate` a boolean, `localizations` an object of objects,
/// and every `stringUnit`, nested ones included, an object with a string `value` and, if it has
/// one, a string `state`. Keys are unique in every object. Everything else is kept as it is.
public enum StringCatalogReader {
    /// The deepest nesting a catalog may have; Xcode's catalogs stay under 15.
    public static let maximumDepth = 64

    /// The catalog in `source`, or `nil` with the errors that make it unreadable.
    public static func read(_ source: SourceFile) -> (catalog: StringCatalog?, diagnostics: [Diagnostic]) {
        let (tree, syntaxDiagnostics) = JSONParser.parse(source, limits: JSONParser.Limits(maximumDepth: maximumDepth))
        guard !syntaxDiagnostics.containsErrors, let root = tree.root else { return (nil, syntaxDiagnostics) }
        var reader = Reader(source: source)
        let catalog = reader.catalog(root)
        let diagnostics = syntaxDiagnostics + reader.errors
        return (diagnostics.containsErrors ? nil : catalog, diagnostics)
    }

    /// The keys onboardc reads of a catalog, an entry, a localization and a string unit; every
    /// other key is kept as it is. Each key takes any kind of value: the values are checked as they
    /// are read.
    private static let catalogKeys = JSONObjectKeys([
        .init("sourceLanguage", isRequired: true), .init("strings", isRequired: true),
    ])
    private static let entryKeys = JSONObjectKeys(named: ["comment", "extractionState", "shouldTranslate", "localizations"])
    private static let localizationKeys = JSONObjectKeys(named: [CatalogValue.stringUnitKey])
    private static let stringUnitKeys = JSONObjectKeys([.init("value", isRequired: true), .init("state")])

    private struct Reader {
        let source: SourceFile
        var errors: [Diagnostic] = []

        mutating func catalog(_ root: JSONValue) -> StringCatalog? {
            guard let (members, others) = object(root, "a String Catalog", keys: StringCatalogReader.catalogKeys) else { return nil }
            var catalog = StringCatalog(sourceLanguage: "", otherMembers: [:], endsWithLineBreak: source.bytes.last == UInt8(ascii: "\n"))
            for position in members.usableKeysInSourceOrder {
                let value = members.value(position)!
                if position == 0 {
                    catalog.sourceLanguage = string(value, "'sourceLanguage'") ?? ""
                } else if let entries = self.members(of: value, "'strings'") {
                    catalog.strings.reserveCapacity(entries.count)
                    for entry in entries {
                        catalog.strings[entry.key] = self.entry(entry.value, key: entry.key)
                    }
                }
            }
            for member in others {
                catalog.otherMembers[member.key] = self.value(member.value)
            }
            return catalog
        }

        private mutating func entry(_ value: JSONValue, key: String) -> StringCatalog.Entry {
            var entry = StringCatalog.Entry()
            let name = "entry \(key.quotedForDiagnostic)"
            guard let (members, others) = object(value, name, keys: StringCatalogReader.entryKeys) else { return entry }
            for position in members.usableKeysInSourceOrder {
                let value = members.value(position)!
                switch position {
                case 0:
                    entry.comment = string(value, "'comment' of \(name)")
                case 1:
                    entry.extractionState = string(value, "'extractionState' of \(name)")
                case 2:
                    entry.shouldTranslate = value.boolValue
                    if entry.shouldTranslate == nil { mismatch("'shouldTranslate' of \(name)", "a boolean", value) }
                default:
                    var localizations: [String: StringCatalog.Localization] = [:]
                    for localization in self.members(of: value, "'localizations' of \(name)") ?? [] {
                        localizations[localization.key] = self.localization(
                            localization.value, named: "localization \(localization.key.quotedForDiagnostic) of \(name)")
                    }
                    entry.localizations = localizations
                }
            }
            for member in others {
                entry.otherMembers[member.key] = self.value(member.value)
            }
            return entry
        }

        private mutating func localization(_ value: JSONValue, named name: String) -> StringCatalog.Localization {
            var localization = StringCatalog.Localization()
            guard let (members, others) = object(value, name, keys: StringCatalogReader.localizationKeys) else { return localization }
            if let unit = members.value(0) {
                localization.stringUnit = stringUnit(unit, of: name)
            }
            for member in others {
                localization.otherMembers[member.key] = self.value(member.value, holdsStringUnits: true)
            }
            return localization
        }

        private mutating func stringUnit(_ value: JSONValue, of owner: String) -> StringCatalog.StringUnit? {
            let name = "'stringUnit' of \(owner)"
            guard let (members, others) = object(value, name, keys: StringCatalogReader.stringUnitKeys) else { return nil }
            var unit = StringCatalog.StringUnit(state: nil, value: "")
            for position in members.usableKeysInSourceOrder {
                let value = members.value(position)!
                if position == 0 {
                    unit.value = string(value, "'value' of \(name)") ?? ""
                } else {
                    unit.state = string(value, "'state' of \(name)")
                }
            }
            for member in others {
                unit.otherMembers[member.key] = self.value(member.value)
            }
            return unit
        }

        /// `value` as it is; inside a localization (`holdsStringUnits`), its string units are checked too.
        private mutating func value(_ value: JSONValue, holdsStringUnits: Bool = false) -> CatalogValue {
            switch value.kind {
            case .object:
                var object: [String: CatalogValue] = [:]
                for member in members(of: value, "an object") ?? [] {
                    if holdsStringUnits, member.key == CatalogValue.stringUnitKey {
                        _ = stringUnit(member.value, of: "a variation")
                    }
                    object[member.key] = self.value(member.value, holdsStringUnits: holdsStringUnits)
                }
                return .object(object)
            case .array:
                return .array(value.elements.map { self.value($0, holdsStringUnits: holdsStringUnits) })
            case .string: return .string(value.stringValue ?? "")
            case .number: return .number(value.numberText ?? "0")
            case .bool: return .bool(value.boolValue ?? false)
            case .null: return .null
            }
        }

        /// `value` read against `keys` if it is an object, with its members whose keys are none of
        /// `keys`, each key once; a repeated key and a missing required key are reported. `nil`
        /// after reporting another kind.
        private mutating func object(
            _ value: JSONValue, _ name: String, keys: JSONObjectKeys
        ) -> (members: JSONObjectReader, others: [JSONMember])? {
            guard value.kind == .object else {
                mismatch(name, "an object", value)
                return nil
            }
            var others: [JSONMember] = []
            let members = JSONObjectReader(value, keys: keys) { problem in
                switch problem {
                case .unknownKey(let member, _):
                    others.append(member)
                case .duplicateKey(let member, _):
                    report("duplicate key \(member.key.quotedForDiagnostic) in \(name)", at: member.keyRange)
                case .missingKey(let position, _):
                    report("\(name) needs '\(keys[position].name)'", at: value.range.lowerBound..<value.range.lowerBound + 1)
                case .wrongKind:
                    // Every key takes any kind of value.
                    break
                }
            }
            return (members, others)
        }

        /// The members of `value` if it is an object whose keys are not known in advance, each key
        /// once, reporting a repeated key; `nil` after reporting another kind.
        private mutating func members(of value: JSONValue, _ name: String) -> [JSONMember]? {
            guard value.kind == .object else {
                mismatch(name, "an object", value)
                return nil
            }
            return JSONObjectReader.membersWithDistinctKeys(of: value) { problem in
                if case .duplicateKey(let member, _) = problem {
                    report("duplicate key \(member.key.quotedForDiagnostic) in \(name)", at: member.keyRange)
                }
            }
        }

        private mutating func string(_ value: JSONValue, _ name: String) -> String? {
            guard let text = value.stringValue else {
                mismatch(name, "a string", value)
                return nil
            }
            return text
        }

        private mutating func mismatch(_ name: String, _ expected: String, _ value: JSONValue) {
            report("\(name) must be \(expected), found \(value.kind.name)", at: value.range)
        }

        private mutating func report(_ message: String, at range: Range<Int>) {
            errors.append(Diagnostic(.error, message, at: source.range(range)))
        }
    }
}
