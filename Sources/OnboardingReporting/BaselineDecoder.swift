import JSONSyntax
import OnboardingDiagnostics

extension Baseline {
    /// Reads a baseline file; `path` names it in error messages.
    public init(decoding bytes: [UInt8], path: String) throws(DecodingError) {
        let source = SourceFile(path: path, bytes: bytes)
        let (tree, diagnostics) = JSONParser.parse(source)
        let reader = BaselineReader(source: source)
        if let error = diagnostics.first(where: { $0.severity == .error }) {
            throw reader.error(error.message, at: error.range?.start.offset ?? 0)
        }
        guard let root = tree.root else { throw reader.error("the file holds no JSON value", at: 0) }
        let file = try reader.members(of: root, named: "the top-level value", keys: BaselineReader.fileKeys)
        let version = file.value(BaselineReader.version)!
        guard version.numberText == String(Self.formatVersion) else {
            throw reader.error(
                "unsupported baseline version \(version.numberText ?? ""); this onboardc reads version \(Self.formatVersion)",
                at: version.range.lowerBound)
        }
        var entries: [Entry] = []
        for element in file.value(BaselineReader.entries)!.elements {
            entries.append(try reader.entry(element))
        }
        self.init(entries: entries)
    }
}

/// Reads the values of a parsed baseline file, turning any wrong shape into a positioned error.
private struct BaselineReader {
    let source: SourceFile

    /// The keys of the file's object, and the positions of its two.
    static let fileKeys = JSONObjectKeys([
        .init("version", admitting: JSONKindSet(.number), isRequired: true),
        .init("entries", admitting: JSONKindSet(.array), isRequired: true),
    ])
    static let version = 0
    static let entries = 1

    /// The keys of an entry, in the order of `Baseline.Entry`'s properties.
    static let entryKeys = JSONObjectKeys(
        ["file", "rule", "pointer"].map { .init($0, admitting: [JSONKindSet(.string), JSONKindSet(.null)]) }
            + [.init("message", admitting: JSONKindSet(.string), isRequired: true)])

    func entry(_ value: JSONValue) throws(Baseline.DecodingError) -> Baseline.Entry {
        let entry = try members(of: value, named: "an entry", keys: Self.entryKeys)
        return Baseline.Entry(
            file: entry.value(0)?.stringValue, rule: entry.value(1)?.stringValue, pointer: entry.value(2)?.stringValue,
            message: entry.value(3)!.stringValue!)
    }

    /// The members of `object`, which is called `name`, read against `keys`; the first member that does not fit is an error.
    func members(of object: JSONValue, named name: String, keys: JSONObjectKeys) throws(Baseline.DecodingError) -> JSONObjectReader {
        guard object.kind == .object else {
            throw error("\(name) must be an object, found \(object.kind.name)", at: object.range.lowerBound)
        }
        return try JSONObjectReader(object, keys: keys) { problem throws(Baseline.DecodingError) in
            switch problem {
            case .unknownKey(let member, let suggestions):
                throw error("unknown key \(member.key.quotedForDiagnostic)\(Suggestion.didYouMean(suggestions))", at: member.keyRange.lowerBound)
            case .duplicateKey(let member, _):
                throw error("duplicate key \(member.key.quotedForDiagnostic)", at: member.keyRange.lowerBound)
            case .wrongKind(let member, let position):
                // Each key takes values of one kind, and maybe null.
                let expected = keys[position].admittedKinds.kinds.first { $0 != .null }!
                throw error(
                    "'\(keys[position].name)' must be \(Self.article(expected)) \(expected.name), found \(member.value.kind.name)",
                    at: member.value.range.lowerBound)
            case .missingKey(let position, _):
                throw error("missing '\(keys[position].name)'", at: object.range.lowerBound)
            }
        }
    }

    func error(_ reason: String, at offset: Int) -> Baseline.DecodingError {
        let position = source.position(at: offset)
        return Baseline.DecodingError(
            message: "\(source.path):\(position.line):\(position.column): error: invalid baseline: \(reason)")
    }

    private static func article(_ kind: JSONValue.Kind) -> String {
        kind == .object || kind == .array ? "an" : "a"
    }
}
