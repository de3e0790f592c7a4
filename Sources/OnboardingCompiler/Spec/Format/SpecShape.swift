/// The shape of a JSON object of the spec format: its keys, their types, defaults and meaning.
///
/// Shapes are the single description of the format: lowering checks specs against them, and the
/// JSON Schema and the format reference are generated from them.
public struct ObjectShape: Sendable {
    /// The name of the object in the format reference and in the schema's `$defs`.
    public let name: String
    public let summary: String
    public let fields: [Field]
    /// The UTF-8 bytes of the fields' keys one after the other, and where each starts, with the
    /// end as a last element: to find a field without comparing strings.
    private let keyBytes: [UInt8]
    private let keyStarts: [Int]
    /// The positions of the fields ordered by the length of their keys, and for each length where
    /// its fields start in that order, with the end as a last element: most lengths have one field.
    private let fieldsByKeyLength: [Int]
    private let keyLengthStarts: [Int]

    public init(name: String, summary: String, fields: [Field]) {
        self.name = name
        self.summary = summary
        self.fields = fields
        self.keyBytes = fields.flatMap(\.key.utf8)
        self.keyStarts = fields.reduce(into: [0]) { starts, field in starts.append(starts.last! + field.key.utf8.count) }
        let lengths = fields.map(\.key.utf8.count)
        fieldsByKeyLength = fields.indices.sorted { (lengths[$0], $0) < (lengths[$1], $1) }
        keyLengthStarts = (0...(lengths.max() ?? 0) + 1).map { length in lengths.filter { $0 < length }.count }
    }

    /// The field with `key`.
    public func field(_ key: String) -> Field? {
        fieldIndex(named: key).map { fields[$0] }
    }

    /// The position in `fields` of the field with `key`.
    func fieldIndex(named key: String) -> Int? {
        if let index = key.utf8.withContiguousStorageIfAvailable(fieldIndex(ofKey:)) { return index }
        var key = key
        return key.withUTF8(fieldIndex(ofKey:))
    }

    /// The position in `fields` of the field whose key has the UTF-8 bytes `key`.
    ///
    /// Comparing lengths and then bytes: with `String` comparisons, finding fields was a tenth of
    /// lowering (callgrind, 2,000 slides).
    func fieldIndex(ofKey key: UnsafeBufferPointer<UInt8>) -> Int? {
        guard key.count + 1 < keyLengthStarts.count else { return nil }
        return keyStarts.withUnsafeBufferPointer { starts in
            keyBytes.withUnsafeBufferPointer { bytes in
                // Plain loops: the generic `elementsEqual` took ten instructions a byte here.
                for position in keyLengthStarts[key.count]..<keyLengthStarts[key.count + 1] {
                    let index = fieldsByKeyLength[position]
                    let start = starts[index]
                    var offset = 0
                    while offset < key.count, bytes[start + offset] == key[offset] { offset += 1 }
                    if offset == key.count { return index }
                }
                return nil
            }
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

        public init(
            _ key: String, _ type: ValueType, required: Bool = false, default defaultValue: String? = nil,
            rule: Rule? = nil, _ summary: String
        ) {
            self.key = key
            self.type = type
            self.isRequired = required
            self.defaultValue = defaultValue
            self.summary = summary
            self.rule = rule
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
    /// The type, or `null`.
    case nullable(ValueType)
    /// Any one of the types, such as a trigger that is a string or an object.
    case anyOf([ValueType])

    /// A plain string.
    public static let string = ValueType.string(.plain)

    /// An array of any length.
    public static func array(of element: ValueType) -> ValueType { .array(of: element, minimumCount: 0) }

    /// How the type is named in "must be ..." messages.
    public var description: String {
        switch self {
        case .string(.color): "a colour '#RRGGBB' or '#RRGGBBAA'"
        case .string(.httpsURL): "an absolute https URL"
        case .string(.semanticVersion): "a semantic version such as '1.2.0'"
        case .string(.plain): "a string"
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .enumeration(let values): "one of " + values.map { "'\($0)'" }.joined(separator: ", ")
        case .object: "an object"
        case .array: "an array"
        case .nullable(let type): type.description + " or null"
        case .anyOf(let types): types.map(\.description).joined(separator: " or ")
        }
    }
}

/// A constraint on a string's text.
public enum StringFormat: Sendable, Hashable {
    case plain
    /// `#RRGGBB` or `#RRGGBBAA`.
    case color
    /// An absolute URL with the https scheme.
    case httpsURL
    /// `MAJOR.MINOR.PATCH` with optional pre-release and build parts.
    case semanticVersion
}
