import JSONSyntax
import OnboardingDiagnostics

/// The shape of a JSON object of the spec format: its keys, their types, defaults and meaning.
///
/// Shapes are the single description of the format: lowering checks specs against them, and the
/// JSON Schema and the format reference are generated from them.
public struct ObjectShape: Sendable {
    /// The name of the object in the format reference and in the schema's `$defs`.
    public var name: String { layout.name }
    public var summary: String { layout.summary }
    public var fields: [Field] { layout.fields }

    /// Everything about the shape in one object, so that a copy of the shape is one reference.
    let layout: Layout

    public init(name: String, summary: String, fields: [Field]) {
        layout = Layout(name: name, summary: summary, fields: fields)
    }

    /// The field with `key`.
    public func field(_ key: String) -> Field? {
        layout.keys.position(of: key).map { fields[$0] }
    }

    /// A shape's fields, and the keys an object of the shape is read with.
    final class Layout: Sendable {
        let name: String
        let summary: String
        let fields: [Field]
        /// The fields' keys and the kinds of JSON value each admits, to read an object with.
        let keys: JSONObjectKeys

        init(name: String, summary: String, fields: [Field]) {
            self.name = name
            self.summary = summary
            self.fields = fields
            keys = JSONObjectKeys(
                fields.map { JSONObjectKeys.Key($0.key, admitting: $0.type.admittedKinds, isRequired: $0.isRequired, synonyms: $0.synonyms) })
        }
    }

    /// One key of an object.
    public struct Field: Sendable {
        public let key: String
        public let type: ValueType
        public let isRequired: Bool
        /// The default as the reference shows it, such as `true` or `slide<N>`; `nil` when there is none.
        public let defaultValue: String?
        public let summary: String
        /// The rule reported for a missing or invalid value, where it is more specific than the generic one.
        public let rule: Rule?
        /// Names a newcomer gives the key, from the generated Swift or from other tools, such as
        /// `options` for `choices`: an unknown key that is one of them suggests this key.
        public let synonyms: [String]

        public init(
            _ key: String, _ type: ValueType, required: Bool = false, default defaultValue: String? = nil,
            rule: Rule? = nil, synonyms: [String] = [], _ summary: String
        ) {
            self.key = key
            self.type = type
            self.isRequired = required
            self.defaultValue = defaultValue
            self.summary = summary
            self.rule = rule
            self.synonyms = synonyms
        }
    }
}

/// The type of a value in the spec format.
public indirect enum ValueType: Sendable {
    case string(StringFormat)
    case boolean
    case integer(ClosedRange<Int>)
    case number(ClosedRange<Double>)
    /// A string from a fixed list.
    case enumeration([String])
    case object(ObjectShape)
    case array(of: ValueType, minimumCount: Int)
    /// An object whose keys are names the spec chooses, such as variant names or slide ids, each
    /// with a value of the type.
    case map(of: ValueType)
    /// The type, or `null`.
    case nullable(ValueType)
    /// Any one of the types, such as a trigger that is a string or an object.
    case anyOf([ValueType])

    /// A plain string.
    public static let string = ValueType.string(.plain)

    /// An array of any length.
    public static func array(of element: ValueType) -> ValueType { .array(of: element, minimumCount: 0) }

    /// The kinds of JSON value that can be a value of this type, before their text is checked.
    var admittedKinds: JSONKindSet {
        switch self {
        case .string, .enumeration: JSONKindSet(.string)
        case .boolean: JSONKindSet(.bool)
        case .integer, .number: JSONKindSet(.number)
        case .object, .map: JSONKindSet(.object)
        case .array: JSONKindSet(.array)
        case .nullable(let type): type.admittedKinds.union(JSONKindSet(.null))
        case .anyOf(let types): types.reduce(into: JSONKindSet()) { $0.formUnion($1.admittedKinds) }
        }
    }

    /// How the type is named in "must be ..." messages.
    public var description: String {
        switch self {
        case .string(.color): "a colour '#RRGGBB' or '#RRGGBBAA'"
        case .string(.httpsURL): "an absolute https URL"
        case .string(.uriScheme): "a URI scheme (a letter, then letters, digits, '+', '-' or '.')"
        case .string(.semanticVersion): "a version such as '2.0' or '1.2.0'"
        case .string(.captions): "a WebVTT file name such as 'intro.vtt', or 'none'"
        case .string(.plain): "a string"
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .enumeration(let values): "one of " + values.map { "'\($0)'" }.joined(separator: ", ")
        case .object, .map: "an object"
        case .array: "an array"
        case .nullable(let type): type.description + " or null"
        case .anyOf(let types): types.map(\.description).joined(separator: " or ")
        }
    }

    /// Whether the type admits `null`.
    var isNullable: Bool {
        if case .nullable = self { return true }
        return false
    }
}

/// A constraint on a string's text.
public enum StringFormat: Sendable, Hashable {
    case plain
    /// `#RRGGBB` or `#RRGGBBAA`.
    case color
    /// An absolute URL with the https scheme, without white space or invisible characters.
    case httpsURL
    /// The scheme of a URI, such as `myapp` in `myapp://oauth2redirect`.
    case uriScheme
    /// `MAJOR[.MINOR[.PATCH]]` with optional pre-release and build parts.
    case semanticVersion
    /// A WebVTT file name, which ends in `.vtt`, or `none`.
    case captions
}
