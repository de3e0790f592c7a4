/// The data a template renders: strings, booleans, lists and dictionaries, nothing else.
///
/// There is no null. A template that names a key the context lacks is an error, so that a typo in
/// a template is caught at its line and column instead of rendering as nothing; a context therefore
/// gives every key its templates use, with `false`, `""` or `[]` for what is absent
/// (`TemplateValue.optional(_:)` does this for an optional dictionary).
///
/// Strings are inserted verbatim: whoever builds the context hands templates values that are
/// already safe for their place in Swift source, such as `SwiftLiteral.string(_:)` or an escaped
/// identifier.
public enum TemplateValue: Hashable, Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case dictionary([String: TemplateValue])

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

    /// `value`, or `false` when it is `nil`: the way to pass an optional section to `{{#if}}`.
    public static func optional(_ value: TemplateValue?) -> TemplateValue {
        value ?? .bool(false)
    }

    /// The number of values in this one, itself included: the size of a context.
    var valueCount: Int {
        var count = 0
        var pending = [self]
        while let value = pending.popLast() {
            count += 1
            switch value {
            case .string, .bool: break
            case .list(let items): pending += items
            case .dictionary(let dictionary): pending += dictionary.values
            }
        }
        return count
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
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
