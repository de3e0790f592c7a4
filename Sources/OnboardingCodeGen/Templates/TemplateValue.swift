/// The data a template renders: strings, booleans, lists and dictionaries, nothing else.
///
/// There is no null. A template that names a key the context lacks is an error, so that a typo in
/// a template is caught at its line and column instead of rendering as nothing; a context therefore
/// gives every key its templates use, with `false`, `""` or `[]` for what is absent
/// (`TemplateValue.optional(_:)` does this for an optional value).
///
/// Strings are inserted verbatim: whoever builds the context hands templates values that are
/// already safe for their place in Swift source, such as `SwiftLiteral.string(_:)` or an escaped
/// identifier.
public enum TemplateValue: Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case dictionary(TemplateDictionary)

    /// Whether `{{#if}}` takes its first branch: `true`, a non-empty string, a non-empty list or any
    /// dictionary (even an empty one: a dictionary is "present").
    public var isTruthy: Bool {
        switch self {
        case .string(let string): !string.isEmpty
        case .bool(let bool): bool
        case .list(let list): !list.isEmpty
        case .dictionary: true
        }
    }

    /// `value`, or `false` when it is `nil`: the way to pass an optional value to `{{#if}}`.
    public static func optional(_ value: TemplateValue?) -> TemplateValue {
        value ?? .bool(false)
    }

    /// The kind of value with its article, for messages: "a string", "a list".
    var kindDescription: String {
        switch self {
        case .string: "a string"
        case .bool: "a boolean"
        case .list: "a list"
        case .dictionary: "a dictionary"
        }
    }

    /// The value at `key` of a dictionary; `nil` for other values and absent keys.
    package subscript(key: String) -> TemplateValue? {
        switch self {
        case .dictionary(let dictionary): dictionary[key]
        case .string, .bool, .list: nil
        }
    }

    /// The elements of a list; empty for other values.
    package var elements: [TemplateValue] {
        switch self {
        case .list(let elements): elements
        case .string, .bool, .dictionary: []
        }
    }

    /// The keys of a dictionary; `nil` for other values.
    var keys: [String]? {
        switch self {
        case .dictionary(let dictionary): dictionary.keys
        case .string, .bool, .list: nil
        }
    }
}

extension TemplateValue: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Builds a dictionary; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(TemplateDictionary(elements))
    }
}

/// The keys and values of a dictionary of a template context, in the order written.
///
/// A context's dictionaries are small (a text's `key` and `value`, an option's seven fields), so a
/// lookup compares the name with each key, lengths first: comparing the strings alone made code
/// generation 40 % dearer on the shipped specs (callgrind).
public struct TemplateDictionary: Sendable, ExpressibleByDictionaryLiteral {
    private var entries: [(key: String, value: TemplateValue)] = []

    /// A dictionary of `elements`; a repeated key keeps its last value, in its first place.
    public init(_ elements: some Sequence<(String, TemplateValue)>) {
        for (key, value) in elements { self[key] = value }
    }

    /// A dictionary of `elements`; a repeated key keeps its last value, in its first place.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }

    /// The keys, in the order written.
    public var keys: [String] { entries.map(\.key) }

    /// The values, in the order of `keys`.
    public var values: [TemplateValue] { entries.map(\.value) }

    /// The value of `key`; setting it adds the key at the end if it is new.
    public subscript(key: String) -> TemplateValue? {
        get { position(of: key).map { entries[$0].value } }
        set {
            let position = position(of: key)
            switch (position, newValue) {
            case (let position?, let newValue?): entries[position].value = newValue
            case (let position?, nil): entries.remove(at: position)
            case (nil, let newValue?): entries.append((key, newValue))
            case (nil, nil): break
            }
        }
    }

    private func position(of key: String) -> Int? {
        let count = key.utf8.count
        return entries.firstIndex { $0.key.utf8.count == count && $0.key == key }
    }
}
