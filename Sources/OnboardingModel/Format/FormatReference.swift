
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
                text += "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |\n"
            }
            text += "\n"
        }
        return text
    }

    /// `text` with the part between the markers replaced by the current reference, or `nil` without markers.
    public static func updating(_ text: String) -> String? {
        guard let begin = text.firstRange(of: beginMarker), let end = text.firstRange(of: endMarker), begin.upperBound <= end.lowerBound
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
            case .array(let element, _), .map(let element): visit(element)
            case .nullable(let inner): visit(inner)
            case .anyOf(let types): types.forEach(visit)
            case .string, .boolean, .integer, .number, .enumeration: break
            }
        }
        visit(.object(SpecFormat.spec))
        return shapes
    }

    /// Every key of the format, qualified by its object (`Slide.showIf`), in reference order.
    public static var qualifiedKeys: [String] {
        shapesInOrder().flatMap { shape in shape.fields.map { "\(shape.name).\($0.key)" } }
    }

    /// The names of the format's objects, such as `Slide`, in reference order.
    public static var objectNames: [String] {
        shapesInOrder().map(\.name)
    }

    /// The keys of the format that `name`, which is none of them, means: the key it is but for case,
    /// else the keys it is a synonym of (`choices` for `options`), each once, in reference order.
    public static func keys(meantBy name: String) -> [String] {
        let lowercased = name.lowercased()
        let shapes = shapesInOrder()
        if let field = shapes.lazy.flatMap(\.fields).first(where: { $0.key.lowercased() == lowercased }) { return [field.key] }
        var keys: [String] = []
        for key in shapes.flatMap({ $0.layout.keys.names(withSynonym: name) }) where !keys.contains(key) {
            keys.append(key)
        }
        return keys
    }

    /// What `onboardc explain` says of a key of the format: each object that has it, with its type,
    /// default and meaning, and the keys of the object it holds, if any. `key` is a key such as
    /// `showIf`, or one qualified by its object, such as `Condition.answer`; `nil` when the format has none.
    public static func explanation(ofKey key: String) -> String? {
        let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
        let matches = shapesInOrder().flatMap { shape in
            shape.fields.filter { field in
                parts.count == 2 ? shape.name == parts[0] && field.key == parts[1] : field.key == key
            }.map { (shape, $0) }
        }
        guard !matches.isEmpty else { return nil }
        var text = ""
        for (shape, field) in matches {
            if !text.isEmpty { text += "\n" }
            text += "\(field.key) (in \(shape.name))\n\n\(field.summary)\n\n"
            text += "Type: \(typeName(field.type, linked: false))\n"
            text += "Required: \(field.isRequired ? "yes" : "no")\n"
            if let defaultValue = field.defaultValue { text += "Default: \(defaultValue)\n" }
            if let rule = field.rule { text += "Reported as: \(rule.id)\n" }
            if case .object(let nested) = field.type.unwrapped { text += "\n" + listing(of: nested) }
        }
        return text
    }

    /// What `onboardc explain` says of an object of the format, named as the reference names it
    /// (`Slide`, `condition`): what it is and its keys; `nil` when the format has no such object.
    public static func explanation(ofObject name: String) -> String? {
        shapesInOrder().first { $0.name.lowercased() == name.lowercased() }.map(listing(of:))
    }

    /// The name and summary of `shape`, then each key with its meaning, aligned.
    private static func listing(of shape: ObjectShape) -> String {
        var text = "\(shape.name): \(shape.summary)\n\n"
        let width = shape.fields.map(\.key.count).max() ?? 0
        for field in shape.fields {
            let padding = String(repeating: " ", count: width - field.key.count)
            text += "  \(field.key)\(padding)  \(field.summary)\n"
        }
        return text
    }

    static func typeName(_ type: ValueType, linked: Bool = true) -> String {
        switch type {
        case .string(.plain): "string"
        case .string(.color): "colour `#RRGGBB` or `#RRGGBBAA`"
        case .string(.httpsURL): "https URL"
        case .string(.uriScheme): "URI scheme, such as `myapp`"
        case .string(.semanticVersion): "version, such as `2.0` or `1.2.0-beta.1`"
        case .string(.captions): "WebVTT file name, such as `intro.vtt`, or `\"none\"`"
        case .boolean: "boolean"
        case .integer(let range): "integer \(range.lowerBound)…\(range.upperBound)"
        case .number(let range): "number \(range.lowerBound.formatted)…\(range.upperBound.formatted)"
        case .enumeration(let values): values.map { "`\"\($0)\"`" }.joined(separator: ", ")
        case .object(let shape): linked ? "[`\(shape.name)`](#\(shape.name.lowercased()))" : "`\(shape.name)` object"
        case .array(let element, let minimum):
            "array of " + typeName(element, linked: linked) + (minimum > 0 ? " (at least \(minimum))" : "")
        case .map(let value): "object of " + typeName(value, linked: linked) + " by name"
        case .nullable(let inner): typeName(inner, linked: linked) + " or `null`"
        case .anyOf(let types): types.map { typeName($0, linked: linked) }.joined(separator: " or ")
        }
    }
}

extension ValueType {
    /// The type inside arrays and `null`s: the object of an array of objects.
    fileprivate var unwrapped: ValueType {
        switch self {
        case .array(let element, _), .map(let element): element.unwrapped
        case .nullable(let inner): inner.unwrapped
        default: self
        }
    }
}

extension Double {
    fileprivate var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
