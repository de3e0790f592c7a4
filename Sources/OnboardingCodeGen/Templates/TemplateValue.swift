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
///
/// A dictionary is either a `TemplateDictionary` or a `TemplateRecord`, whose values are worked out
/// when a template reads them; templates cannot tell the two apart. Nor can they tell `strings`
/// from a `list` of `string`s.
public enum TemplateValue: Sendable {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    /// A list of strings, kept as the strings themselves: the context of a large spec holds lists of
    /// a million entries, such as the slide table's, and made into a `list`, each entry took a value
    /// of its own (100,000 slides: 57 MiB more at the peak of `onboardc build`).
    case strings([String])
    case dictionary(TemplateDictionary)
    /// A dictionary whose values are worked out when a template reads them.
    case record(any TemplateRecord)

    /// Whether `{{#if}}` takes its first branch: `true`, a non-empty string, a non-empty list or any
    /// dictionary (even an empty one: a dictionary is "present").
    public var isTruthy: Bool {
        switch self {
        case .string(let string): !string.isEmpty
        case .bool(let bool): bool
        case .list(let list): !list.isEmpty
        case .strings(let strings): !strings.isEmpty
        case .dictionary, .record: true
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
        case .list, .strings: "a list"
        case .dictionary, .record: "a dictionary"
        }
    }

    /// The value at `key` of a dictionary or record; `nil` for other values and absent keys.
    package subscript(key: String) -> TemplateValue? {
        switch self {
        case .dictionary(let dictionary): dictionary[key]
        case .record(let record): record.position(ofKey: key).map(record.value(at:))
        case .string, .bool, .list, .strings: nil
        }
    }

    /// The elements of a list; empty for other values.
    package var elements: [TemplateValue] {
        switch self {
        case .list(let elements): elements
        case .strings(let strings): strings.map(TemplateValue.string)
        case .string, .bool, .dictionary, .record: []
        }
    }

    /// The keys of a dictionary or record; `nil` for other values.
    var keys: [String]? {
        switch self {
        case .dictionary(let dictionary): dictionary.keys
        case .record(let record): record.keys
        case .string, .bool, .list, .strings: nil
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

/// A dictionary of a template context whose values are worked out when a template reads them.
///
/// The context of a large spec holds a small record for each slide, such as the slide's index,
/// rather than the slide's values: built up front, those values were the largest part of a build's
/// memory (100,000 slides: over 250 MB). A record's values exist only while a template reads them,
/// and a value that no template reads is never worked out.
///
/// A record is an object, so that copying a `TemplateValue` that holds one copies a reference:
/// templates copy the values they read, and copying a record of any size went through its type's
/// value witnesses.
///
/// ```swift
/// final class SlideValues: TemplateRecord {
///     let slide: Slide
///
///     init(slide: Slide) { self.slide = slide }
///
///     static let fields: TemplateFields<SlideValues> = [
///         "title": { .string(SwiftLiteral.string($0.slide.title)) },
///         "isChoice": { .bool($0.slide.kind == .choice) },
///     ]
/// }
/// ```
public protocol TemplateRecord: AnyObject, Sendable {
    /// The keys of every record of the type, each with the function that works out its value.
    static var fields: TemplateFields<Self> { get }
}

extension TemplateRecord {
    var keys: [String] { Self.fields.keys }

    /// The value of the key at `position` in `keys`.
    func value(at position: Int) -> TemplateValue {
        Self.fields.values[position](self)
    }

    /// Where `key` is in `keys`.
    func position(ofKey key: String) -> Int? {
        Self.fields.position(of: key)
    }
}

/// The keys of a kind of `TemplateRecord`, each with the function that works out its value from a
/// record, in the order written.
public final class TemplateFields<Record>: ExpressibleByDictionaryLiteral, Sendable {
    let keys: [String]
    let values: [@Sendable (Record) -> TemplateValue]
    private let positions: [String: Int]

    public init(dictionaryLiteral fields: (String, @Sendable (Record) -> TemplateValue)...) {
        keys = fields.map(\.0)
        values = fields.map(\.1)
        positions = Dictionary(fields.indices.map { (fields[$0].0, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Where `key` is in `keys`.
    func position(of key: String) -> Int? {
        positions[key]
    }
}
