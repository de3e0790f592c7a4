/// A JSON value built by a reporter, written with sorted keys and two-space indentation so that the
/// same report is the same bytes on every platform.
package enum JSONOutput: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number that need not be whole; written like `int` when it is, `null` when it is not finite.
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([String: JSONOutput])

    /// `.string(value)`, or `.null` when `value` is `nil`.
    package static func string(_ value: String?) -> JSONOutput { value.map { .string($0) } ?? .null }

    /// `.int(value)`, or `.null` when `value` is `nil`.
    package static func int(_ value: Int?) -> JSONOutput { value.map { .int($0) } ?? .null }

    /// The pretty-printed text of the value, ending with a newline.
    package func rendered() -> String {
        var output = ""
        write(to: &output, indentation: "")
        return output + "\n"
    }

    private func write(to output: inout String, indentation: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .number(let value):
            if !value.isFinite {
                output += "null"
            } else if value.rounded() == value, abs(value) < 0x1p53 {
                output += String(Int(value))
            } else {
                output += String(value)
            }
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let elements):
            Self.writeContainer(elements.map { (nil, $0) }, brackets: ("[", "]"), to: &output, indentation: indentation)
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            Self.writeContainer(
                sorted.map { ($0.key, $0.value) }, brackets: ("{", "}"), to: &output, indentation: indentation)
        }
    }

    private static func writeContainer(
        _ items: [(key: String?, value: JSONOutput)],
        brackets: (open: String, close: String),
        to output: inout String,
        indentation: String
    ) {
        output += brackets.open
        let inner = indentation + "  "
        for (index, item) in items.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            output += inner
            if let key = item.key {
                writeString(key, to: &output)
                output += ": "
            }
            item.value.write(to: &output, indentation: inner)
        }
        output += items.isEmpty ? brackets.close : "\n" + indentation + brackets.close
    }

    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
