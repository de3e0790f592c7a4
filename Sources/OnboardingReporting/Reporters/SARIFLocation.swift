import OnboardingDiagnostics

/// The pieces of a SARIF location: artifact URIs relative to `%SRCROOT%`, the working directory,
/// and regions in the UTF-16 columns that SARIF counts by default.
///
/// GitHub code scanning reads a relative URI as a path in the repository and ignores
/// `originalUriBaseIds`, so every path is written relative to the working directory (where CI runs
/// onboardc, the checkout's root), a spec outside it with `../`, never as a `file://` URI that names
/// the build machine. The working directory itself is declared in `originalUriBaseIds` for viewers
/// that resolve the base.
enum SARIFLocation {
    /// The base id that relative artifact URIs resolve against: the working directory.
    static let sourceRootBaseID = "%SRCROOT%"

    /// The URI of `path` in an `artifactLocation`: a percent-encoded relative URI against
    /// `%SRCROOT%` (`baseID`), the working directory `root`. Without a root, an absolute path is a
    /// `file://` URI without a base.
    static func uri(of path: String, root: String?) -> (uri: String, baseID: String?) {
        guard let relative = relativePath(of: path, root: root) else { return ("file://" + percentEncoded(path), nil) }
        return (percentEncoded(relative), sourceRootBaseID)
    }

    /// The `file://` URI of the folder `root`, ending in `/` as a base URI must.
    static func folderURI(of root: String) -> String {
        let path = "/" + LexicalPath(root).components.joined(separator: "/")
        return "file://" + percentEncoded(path.hasSuffix("/") ? path : path + "/")
    }

    /// `path` relative to the folder `root`, with `.` segments dropped and `name/..` folded as URI
    /// resolution folds them: `../rep/./A.json` is `../rep/A.json`, and `/tmp/A.json` from `/work/app`
    /// is `../../tmp/A.json`. A relative path is taken as relative to `root` already; an absolute one
    /// without an absolute root has no relative path.
    static func relativePath(of path: String, root: String?) -> String? {
        let target = LexicalPath(path)
        guard target.isAbsolute else { return target.string }
        guard let root, root.hasPrefix("/") else { return nil }
        return target.relative(to: LexicalPath(root)).string
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
