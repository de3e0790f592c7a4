/// Writes a String Catalog byte for byte as Xcode does, so that opening and saving it in Xcode
/// changes nothing.
///
/// Xcode's format, read off the catalogs of public projects: two spaces of indentation a level;
/// `"key" : value` with a space on each side of the colon; every object's keys in Xcode's order
/// (`XcodeKeyOrder`); an empty object as `{`, an empty line and `}`; strings with `"`, `\` and
/// the control characters escaped (`\n`, `\t`, `\u001b`) and everything else, `/` and non-ASCII
/// text included, as it is; no line break after the last brace. A catalog read with a final line
/// break keeps it.
public enum StringCatalogWriter {
    /// The UTF-8 bytes of `catalog` in Xcode's format.
    public static func bytes(of catalog: StringCatalog) -> [UInt8] {
        var output = CatalogText()
        output.write(catalog.catalogValue, indentation: 0)
        if catalog.endsWithLineBreak { output.bytes.append(UInt8(ascii: "\n")) }
        return output.bytes
    }

    private struct CatalogText {
        var bytes: [UInt8] = []

        mutating func write(_ value: CatalogValue, indentation: Int) {
            switch value {
            case .object(let members):
                let keys = XcodeKeyOrder.sorted(members.keys)
                writeContainer(keys.count, brackets: ("{", "}"), indentation: indentation) { output, index in
                    output.writeString(keys[index])
                    output.append(" : ")
                    output.write(members[keys[index]]!, indentation: indentation + 2)
                }
            case .array(let elements):
                writeContainer(elements.count, brackets: ("[", "]"), indentation: indentation) { output, index in
                    output.write(elements[index], indentation: indentation + 2)
                }
            case .string(let text): writeString(text)
            case .number(let text): append(text)
            case .bool(let flag): append(flag ? "true" : "false")
            case .null: append("null")
            }
        }

        /// `count` items between `brackets`, one a line; an empty line between the brackets of an empty container.
        private mutating func writeContainer(
            _ count: Int, brackets: (open: String, close: String), indentation: Int,
            item writeItem: (inout CatalogText, Int) -> Void
        ) {
            append(brackets.open)
            append("\n")
            if count == 0 { append("\n") }
            for index in 0..<count {
                indent(indentation + 2)
                writeItem(&self, index)
                append(index == count - 1 ? "\n" : ",\n")
            }
            indent(indentation)
            append(brackets.close)
        }

        mutating func writeString(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case 0x00..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    append("\\u00")
                    bytes.append(hex[Int(byte >> 4)])
                    bytes.append(hex[Int(byte & 0xF)])
                default:
                    bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }

        private mutating func indent(_ count: Int) {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        }

        mutating func append(_ text: String) {
            bytes.append(contentsOf: text.utf8)
        }
    }
}

extension StringCatalog {
    /// The catalog as the JSON value it is written as.
    var catalogValue: CatalogValue {
        var members = otherMembers
        members["sourceLanguage"] = .string(sourceLanguage)
        members["strings"] = .object(strings.mapValues(\.catalogValue))
        return .object(members)
    }
}

extension StringCatalog.Entry {
    var catalogValue: CatalogValue {
        var members = otherMembers
        members["comment"] = comment.map(CatalogValue.string)
        members["extractionState"] = extractionState.map(CatalogValue.string)
        members["shouldTranslate"] = shouldTranslate.map(CatalogValue.bool)
        members["localizations"] = localizations.map { .object($0.mapValues(\.catalogValue)) }
        return .object(members)
    }
}

extension StringCatalog.Localization {
    var catalogValue: CatalogValue {
        var members = otherMembers
        members[CatalogValue.stringUnitKey] = stringUnit?.catalogValue
        return .object(members)
    }
}

extension StringCatalog.StringUnit {
    var catalogValue: CatalogValue {
        var members = otherMembers
        members["state"] = state.map(CatalogValue.string)
        members["value"] = .string(value)
        return .object(members)
    }
}
