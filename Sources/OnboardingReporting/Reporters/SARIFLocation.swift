import OnboardingDiagnostics

/// The pieces of a SARIF location: artifact URIs relative to `%SRCROOT%` and regions in the UTF-16
/// columns that SARIF counts by default.
enum SARIFLocation {
    /// The base id that relative artifact URIs resolve against: the checkout the paths are relative to.
    static let sourceRootBaseID = "%SRCROOT%"

    /// The URI of `path` in an `artifactLocation`: a percent-encoded relative URI against
    /// `%SRCROOT%` (`baseID`), or a `file://` URI without a base when the path is absolute.
    static func uri(of path: String) -> (uri: String, baseID: String?) {
        if path.hasPrefix("/") { return ("file://" + percentEncoded(path), nil) }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return (percentEncoded(relative), sourceRootBaseID)
    }

    /// Writes the 1-based region of `range` as an object, its columns converted from UTF-8 bytes to
    /// UTF-16 code units when the source is known.
    static func writeRegion(_ range: SourceRange, source: SourceFile?, columns: UTF16Columns, to json: inout JSONWriter) {
        json.beginObject()
        json.member("endColumn", columns.column(of: range.end, in: source))
        json.member("endLine", range.end.line)
        json.member("startColumn", columns.column(of: range.start, in: source))
        json.member("startLine", range.start.line)
        json.endObject()
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

/// UTF-16 columns of positions, counted from checkpoints every few kilobytes of a line and kept for
/// the whole report, so that thousands of positions on one long line (minified JSON) do not each
/// decode the line from its start.
final class UTF16Columns {
    private static let stride = 4_096
    /// For each file and line start, the UTF-16 length of the line up to each checkpoint.
    private var checkpoints: [String: [Int: [(offset: Int, units: Int)]]] = [:]

    /// The 1-based UTF-16 column of `position`; its UTF-8 column when the source is unknown.
    func column(of position: SourcePosition, in source: SourceFile?) -> Int {
        guard let source else { return position.column }
        let bytes = source.bytes
        let lineStart = position.offset - (position.column - 1)
        guard lineStart >= 0, position.offset <= bytes.count else { return position.column }
        guard position.offset - lineStart > Self.stride else { return Self.units(bytes, lineStart..<position.offset) + 1 }

        var points = checkpoints[source.path]?[lineStart] ?? [(lineStart, 0)]
        while let last = points.last, position.offset - last.offset > Self.stride {
            // Split only before a byte that starts a character (or is invalid on its own): decoding
            // the pieces then counts exactly what decoding the whole prefix would.
            var next = last.offset + Self.stride
            while next > last.offset + 1, bytes[next] & 0xC0 == 0x80 { next -= 1 }
            points.append((next, last.units + Self.units(bytes, last.offset..<next)))
        }
        checkpoints[source.path, default: [:]][lineStart] = points
        var low = 0
        var high = points.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if points[middle].offset <= position.offset { low = middle } else { high = middle - 1 }
        }
        return points[low].units + Self.units(bytes, points[low].offset..<position.offset) + 1
    }

    /// The UTF-16 length of `bytes[range]` decoded, invalid sequences repaired as `String` repairs them.
    private static func units(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        // ASCII, most of every line before a position, is one unit a byte without decoding.
        let isASCII = bytes.withUnsafeBufferPointer { buffer in buffer[range].allSatisfy { $0 < 0x80 } }
        return isASCII ? range.count : String(decoding: bytes[range], as: UTF8.self).utf16.count
    }
}
