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
        let version = try reader.member("version", of: root, kind: .number)
        guard version.numberText == String(Self.formatVersion) else {
            throw reader.error(
                "unsupported baseline version \(version.numberText ?? ""); this onboardc reads version \(Self.formatVersion)",
                at: version.range.lowerBound)
        }
        var entries: [Entry] = []
        for element in try reader.member("entries", of: root, kind: .array).elements {
            entries.append(try reader.entry(element))
        }
        self.init(entries: entries)
    }
}

/// Reads the values of a parsed baseline file, turning any wrong shape into a positioned error.
private struct BaselineReader {
    let source: SourceFile

    func entry(_ value: JSONValue) throws(Baseline.DecodingError) -> Baseline.Entry {
        try expect(value, kind: .object, named: "an entry")
        return Baseline.Entry(
            file: try optionalString("file", of: value),
            rule: try optionalString("rule", of: value),
            pointer: try optionalString("pointer", of: value),
            message: try member("message", of: value, kind: .string).stringValue!)
    }

    func member(_ key: String, of object: JSONValue, kind: JSONValue.Kind) throws(Baseline.DecodingError) -> JSONValue {
        try expect(object, kind: .object, named: "the top-level value")
        guard let value = object[key] else { throw error("missing '\(key)'", at: object.range.lowerBound) }
        try expect(value, kind: kind, named: "'\(key)'")
        return value
    }

    func optionalString(_ key: String, of object: JSONValue) throws(Baseline.DecodingError) -> String? {
        guard let value = object[key], value.kind != .null else { return nil }
        try expect(value, kind: .string, named: "'\(key)'")
        return value.stringValue
    }

    func expect(_ value: JSONValue, kind: JSONValue.Kind, named name: String) throws(Baseline.DecodingError) {
        guard value.kind == kind else {
            throw error(
                "\(name) must be \(article(kind)) \(kind.name), found \(value.kind.name)", at: value.range.lowerBound)
        }
    }

    func error(_ reason: String, at offset: Int) -> Baseline.DecodingError {
        let position = source.position(at: offset)
        return Baseline.DecodingError(
            message: "invalid baseline \(source.path):\(position.line):\(position.column): \(reason)")
    }

    private func article(_ kind: JSONValue.Kind) -> String {
        kind == .object || kind == .array ? "an" : "a"
    }
}
