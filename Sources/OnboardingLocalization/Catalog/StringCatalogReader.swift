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

    private struct Reader {
        let source: SourceFile
        var errors: [Diagnostic] = []

        mutating func catalog(_ root: JSONValue) -> StringCatalog? {
            guard let members = members(of: root, "a String Catalog") else { return nil }
            var catalog = StringCatalog(sourceLanguage: "", otherMembers: [:], endsWithLineBreak: source.bytes.last == UInt8(ascii: "\n"))
            requireKeys(["sourceLanguage", "strings"], in: members, of: root, "a String Catalog")
            for member in members {
                switch member.key {
                case "sourceLanguage":
                    catalog.sourceLanguage = string(member.value, "'sourceLanguage'") ?? ""
                case "strings":
                    guard let entries = self.members(of: member.value, "'strings'") else { continue }
                    catalog.strings.reserveCapacity(entries.count)
                    for entry in entries {
                        catalog.strings[entry.key] = self.entry(entry.value, key: entry.key)
                    }
                default:
                    catalog.otherMembers[member.key] = value(member.value)
                }
            }
            return catalog
        }

        private mutating func entry(_ value: JSONValue, key: String) -> StringCatalog.Entry {
            var entry = StringCatalog.Entry()
            let name = "entry \(key.quotedForDiagnostic)"
            for member in members(of: value, name) ?? [] {
                switch member.key {
                case "comment":
                    entry.comment = string(member.value, "'comment' of \(name)")
                case "extractionState":
                    entry.extractionState = string(member.value, "'extractionState' of \(name)")
                case "shouldTranslate":
                    entry.shouldTranslate = member.value.boolValue
                    if entry.shouldTranslate == nil { mismatch("'shouldTranslate' of \(name)", "a boolean", member.value) }
                case "localizations":
                    var localizations: [String: StringCatalog.Localization] = [:]
                    for localization in members(of: member.value, "'localizations' of \(name)") ?? [] {
                        localizations[localization.key] = self.localization(
                            localization.value, named: "localization \(localization.key.quotedForDiagnostic) of \(name)")
                    }
                    entry.localizations = localizations
                default:
                    entry.otherMembers[member.key] = self.value(member.value)
                }
            }
            return entry
        }

        private mutating func localization(_ value: JSONValue, named name: String) -> StringCatalog.Localization {
            var localization = StringCatalog.Localization()
            for member in members(of: value, name) ?? [] {
                if member.key == CatalogValue.stringUnitKey {
                    localization.stringUnit = stringUnit(member.value, of: name)
                } else {
                    localization.otherMembers[member.key] = self.value(member.value, holdsStringUnits: true)
                }
            }
            return localization
        }

        private mutating func stringUnit(_ value: JSONValue, of owner: String) -> StringCatalog.StringUnit? {
            let name = "'stringUnit' of \(owner)"
            guard let members = members(of: value, name) else { return nil }
            var unit = StringCatalog.StringUnit(state: nil, value: "")
            requireKeys(["value"], in: members, of: value, name)
            for member in members {
                switch member.key {
                case "value":
                    unit.value = string(member.value, "'value' of \(name)") ?? ""
                case "state":
                    unit.state = string(member.value, "'state' of \(name)")
                default:
                    unit.otherMembers[member.key] = self.value(member.value)
                }
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

        /// The members of `value` if it is an object, reporting a duplicate key; `nil` after reporting another kind.
        private mutating func members(of value: JSONValue, _ name: String) -> [JSONMember]? {
            guard value.kind == .object else {
                mismatch(name, "an object", value)
                return nil
            }
            let members = value.members
            var keys: Set<String> = []
            keys.reserveCapacity(members.count)
            for member in members where !keys.insert(member.key).inserted {
                report("duplicate key \(member.key.quotedForDiagnostic) in \(name)", at: member.keyRange)
            }
            return members
        }

        /// Reports each of `keys` that the `members` of `object` lack, at the object's opening brace.
        private mutating func requireKeys(_ keys: [String], in members: [JSONMember], of object: JSONValue, _ name: String) {
            for key in keys where !members.contains(where: { $0.key == key }) {
                report("\(name) needs '\(key)'", at: object.range.lowerBound..<object.range.lowerBound + 1)
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
