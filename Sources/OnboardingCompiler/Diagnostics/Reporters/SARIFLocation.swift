/// The pieces of a SARIF location: artifact URIs relative to `%SRCROOT%` and regions in the UTF-16
/// columns that SARIF counts by default.
enum SARIFLocation {
    /// The base id that relative artifact URIs resolve against: the checkout the paths are relative to.
    static let sourceRootBaseID = "%SRCROOT%"

    /// The `artifactLocation` of `path`: a percent-encoded relative URI against `%SRCROOT%`, or a
    /// `file://` URI when the path is absolute.
    static func artifactLocation(_ path: String, index: Int?) -> [String: JSONOutput] {
        var fields: [String: JSONOutput] = [:]
        if path.hasPrefix("/") {
            fields["uri"] = .string("file://" + percentEncoded(path))
        } else {
            var relative = Substring(path)
            while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
            fields["uri"] = .string(percentEncoded(relative))
            fields["uriBaseId"] = .string(sourceRootBaseID)
        }
        fields["index"] = index.map { .int($0) }
        return fields
    }

    /// The 1-based region of `range`, its columns converted from UTF-8 bytes to UTF-16 code units
    /// when the source is known.
    static func region(_ range: SourceRange, source: SourceFile?) -> JSONOutput {
        .object([
            "startLine": .int(range.start.line),
            "startColumn": .int(utf16Column(of: range.start, in: source)),
            "endLine": .int(range.end.line),
            "endColumn": .int(utf16Column(of: range.end, in: source)),
        ])
    }

    private static func utf16Column(of position: SourcePosition, in source: SourceFile?) -> Int {
        guard let source else { return position.column }
        let lineStart = position.offset - (position.column - 1)
        guard lineStart >= 0, position.offset <= source.bytes.count else { return position.column }
        return String(decoding: source.bytes[lineStart..<position.offset], as: UTF8.self).utf16.count + 1
    }

    // Keeps RFC 3986's unreserved characters and `/`; everything else, `:` included, is encoded so
    // that no relative path can read as a scheme.
    private static func percentEncoded(_ path: some StringProtocol) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return encoded
    }
}
