import Foundation

/// The key-by-key reference of the spec format in Markdown, generated from the shapes.
///
/// `Specs/README.md` embeds it between markers; a test fails when the two differ.
public enum FormatReference {
    /// The marker lines that enclose the generated reference in a Markdown file.
    public static let beginMarker = "<!-- BEGIN GENERATED FORMAT REFERENCE (regenerate: ONBOARDC_UPDATE_GENERATED=1 swift test) -->"
    public static let endMarker = "<!-- END GENERATED FORMAT REFERENCE -->"

    /// The reference: one table per object, the top level first, then in order of first use.
    public static func markdown() -> String {
        var text = ""
        for shape in shapesInOrder() {
            text += "### `\(shape.name)`\n\n\(shape.summary)\n\n"
            text += "| Key | Type | Required | Default | Meaning |\n|---|---|---|---|---|\n"
            for field in shape.fields {
                let cells = [
                    "`\(field.key)`", typeName(field.type), field.isRequired ? "yes" : "",
                    field.defaultValue.map { $0.contains(" ") ? $0 : "`\($0)`" } ?? "", field.summary,
                ]
                text += "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
            }
            text += "\n"
        }
        return text
    }

    /// `text` with the part between the markers replaced by the current reference, or `nil` without markers.
    public static func updating(_ text: String) -> String? {
        guard let begin = text.range(of: beginMarker), let end = text.range(of: endMarker), begin.upperBound <= end.lowerBound
        else { return nil }
        return String(text[..<begin.upperBound]) + "\n\n" + markdown() + String(text[end.lowerBound...])
    }

    /// Every object shape reachable from the top level, each once, in order of first use.
    public static func shapesInOrder() -> [ObjectShape] {
        var shapes: [ObjectShape] = []
        var seen: Set<String> = []
        func visit(_ type: ValueType) {
            switch type {
            case .object(let shape):
                guard seen.insert(shape.name).inserted else { return }
                shapes.append(shape)
                shape.fields.forEach { visit($0.type) }
            case .array(let element, _): visit(element)
            case .nullable(let inner): visit(inner)
            case .anyOf(let types): types.forEach(visit)
            case .string, .boolean, .integer, .number, .enumeration: break
            }
        }
        visit(.object(SpecFormat.spec))
        return shapes
    }

    static func typeName(_ type: ValueType) -> String {
        switch type {
        case .string(.plain): "string"
        case .string(.color): "colour `#RRGGBB` or `#RRGGBBAA`"
        case .string(.httpsURL): "https URL"
        case .string(.semanticVersion): "semantic version"
        case .boolean: "boolean"
        case .integer(let range): "integer \(range.lowerBound)…\(range.upperBound)"
        case .number(let range): "number \(range.lowerBound.formatted)…\(range.upperBound.formatted)"
        case .enumeration(let values): values.map { "`\"\($0)\"`" }.joined(separator: ", ")
        case .object(let shape): "[`\(shape.name)`](#\(shape.name.lowercased()))"
        case .array(let element, let minimum): "array of " + typeName(element) + (minimum > 0 ? " (at least \(minimum))" : "")
        case .nullable(let inner): typeName(inner) + " or `null`"
        case .anyOf(let types): types.map(typeName).joined(separator: " or ")
        }
    }
}

extension Double {
    fileprivate var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
