/// A JSON value built by a reporter, written with sorted keys and two-space indentation so that the
/// same report is the same bytes on every platform.
package enum JSONLiteral: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number that need not be whole; written like `int` when it is, `null` when it is not finite.
    case number(Double)
    case string(String)
    case array([JSONLiteral])
    case object([String: JSONLiteral])

    /// `.string(value)`, or `.null` when `value` is `nil`.
    package static func string(_ value: String?) -> JSONLiteral { value.map { .string($0) } ?? .null }

    /// The JSON string literal of `text`: in double quotes, escaped.
    package static func quoted(_ text: String) -> String {
        String(JSONLiteral.string(text).rendered().dropLast())
    }

    /// `.int(value)`, or `.null` when `value` is `nil`.
    package static func int(_ value: Int?) -> JSONLiteral { value.map { .int($0) } ?? .null }

    /// The pretty-printed text of the value, ending with a newline.
    ///
    /// Written as UTF-8 bytes into one buffer, strings escaped on their bytes: every byte that needs
    /// an escape is ASCII, and the bytes of other scalars are copied as they are.
    package func rendered() -> String {
        var output: [UInt8] = []
        write(to: &output, depth: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .null: output += "null".utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .int(let value): output += String(value).utf8
        case .number(let value):
            if !value.isFinite {
                output += "null".utf8
            } else if value.rounded() == value, abs(value) < 0x1p53 {
                output += String(Int(value)).utf8
            } else {
                output += String(value).utf8
            }
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            Self.writeContainer(elements.map { (nil, $0) }, brackets: ("[", "]"), to: &output, depth: depth)
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            Self.writeContainer(sorted.map { ($0.key, $0.value) }, brackets: ("{", "}"), to: &output, depth: depth)
        }
    }

    private static func writeContainer(
        _ items: [(key: String?, value: JSONLiteral)],
        brackets: (open: Unicode.Scalar, close: Unicode.Scalar),
        to output: inout [UInt8],
        depth: Int
    ) {
        output.append(UInt8(ascii: brackets.open))
        for (index, item) in items.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(UInt8(ascii: "\n"))
            output += repeatElement(UInt8(ascii: " "), count: 2 * (depth + 1))
            if let key = item.key {
                writeString(key, to: &output)
                output += ": ".utf8
            }
            item.value.write(to: &output, depth: depth + 1)
        }
        if !items.isEmpty {
            output.append(UInt8(ascii: "\n"))
            output += repeatElement(UInt8(ascii: " "), count: 2 * depth)
        }
        output.append(UInt8(ascii: brackets.close))
    }

    private static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        string.withUTF8Bytes { bytes in
            var start = 0
            for index in bytes.indices {
                // The escape of the byte; `nil` for `\u00XX`.
                let escape: StaticString?
                switch bytes[index] {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0x00...0x1F, 0x7F: escape = nil
                default: continue
                }
                output += UnsafeBufferPointer(rebasing: bytes[start..<index])
                start = index + 1
                if let escape {
                    escape.withUTF8Buffer { output += $0 }
                } else {
                    let byte = bytes[index]
                    output += "\\u00".utf8
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0xF)])
                }
            }
            output += UnsafeBufferPointer(rebasing: bytes[start...])
        }
        output.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
