/// A JSON value as a generator builds it: objects keep their members in order, duplicates included.
package indirect enum JSONModel: Sendable {
    case object([(key: String, value: JSONModel)])
    case array([JSONModel])
    case string(String)
    /// A number, as written.
    case number(String)
    case bool(Bool)
    case null

    /// The JSON text of the value, spaced and escaped at random (but always valid) when `generator` is given.
    package func serialized(using generator: inout SeededRandomNumbers) -> String {
        var text = ""
        write(to: &text, depth: 0, generator: &generator)
        return text
    }

    private func write(to text: inout String, depth: Int, generator: inout SeededRandomNumbers) {
        func space() {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: text += "\n" + String(repeating: "  ", count: depth + 1)
            case 1: text += " "
            case 2: text += "\t"
            case 3: text += "\r\n"
            default: break
            }
        }
        switch self {
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                space()
                Self.writeString(member.key, to: &text, generator: &generator)
                space()
                text += ":"
                space()
                member.value.write(to: &text, depth: depth + 1, generator: &generator)
            }
            space()
            text += "}"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                space()
                element.write(to: &text, depth: depth + 1, generator: &generator)
            }
            space()
            text += "]"
        case .string(let string):
            Self.writeString(string, to: &text, generator: &generator)
        case .number(let number):
            text += number
        case .bool(let value):
            text += value ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    /// Writes `string` as a JSON string, escaping what must be and, now and then, what may be:
    /// `\uXXXX` for any scalar, a surrogate pair for the astral ones, `\/`.
    private static func writeString(_ string: String, to text: inout String, generator: inout SeededRandomNumbers) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += Bool.random(using: &generator) ? "\\t" : "\\u0009"
            case "/" where Bool.random(using: &generator): text += "\\/"
            default:
                if scalar.value < 0x20 || Int.random(in: 0..<12, using: &generator) == 0 {
                    if scalar.value > 0xFFFF {
                        let value = scalar.value - 0x10000
                        text += unicodeEscape(0xD800 + (value >> 10), &generator) + unicodeEscape(0xDC00 + (value & 0x3FF), &generator)
                    } else {
                        text += unicodeEscape(scalar.value, &generator)
                    }
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    private static func unicodeEscape(_ value: UInt32, _ generator: inout SeededRandomNumbers) -> String {
        let digits = String(value, radix: 16, uppercase: Bool.random(using: &generator))
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
}
