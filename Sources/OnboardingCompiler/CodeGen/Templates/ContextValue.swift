/// A value of a rendering context: a `TemplateValue`, or a list, dictionary or text computed when
/// a template reads it.
///
/// Code generation hands templates one dictionary per slide; built up front, those dictionaries
/// were the largest part of a build's memory (100,000 slides: over 250 MB) and of its time.
/// Computed, a slide's values exist only while a template reads them, and a value that no template
/// reads is never computed. A computed text is written straight into the output, never held as a
/// `String`: making strings of a slide's values was a third of code generation (callgrind).
///
/// The computed kinds are classes, so that handing a value on, which rendering does several times
/// for each variable, retains one reference rather than copying an existential.
enum ContextValue {
    case value(TemplateValue)
    case list(any ComputedList)
    case dictionary(any ComputedDictionary)
    /// The string at `position` of `texts`.
    case text(any ComputedTexts, position: Int)

    /// The size of the context for the work limit of a render: its values, a computed list
    /// counting as its length times a generous weight for what each item holds, so that the
    /// estimate never computes the items themselves.
    var estimatedValueCount: Int {
        switch self {
        case .value(let value): value.valueCount
        case .list(let list): 1 + list.count * 64
        case .dictionary(let dictionary):
            1 + dictionary.keys.indices.reduce(0) { $0 + dictionary.value(at: $1).estimatedValueCount }
        case .text: 1
        }
    }

    var kindDescription: String {
        switch self {
        case .value(let value): value.kindDescription
        case .list: "a list"
        case .dictionary: "a dictionary"
        case .text: "a string"
        }
    }

    /// The items of a list; `nil` for other kinds.
    var list: (any ComputedList)? {
        switch self {
        case .value(.list(let items)): StoredList(items)
        case .list(let list): list
        default: nil
        }
    }

    /// The keys of a dictionary; `nil` for other kinds.
    var dictionaryKeys: [String]? {
        switch self {
        case .value(.dictionary(let dictionary)): Array(dictionary.keys)
        case .dictionary(let dictionary): dictionary.keys
        default: nil
        }
    }

    /// The value of `key` in a dictionary; `nil` for other kinds or a missing key.
    func value(forKey key: String) -> ContextValue? {
        switch self {
        case .value(.dictionary(let dictionary)): dictionary[key].map { .value($0) }
        case .dictionary(let dictionary): dictionary.keyTable.index(of: key).map(dictionary.value(at:))
        default: nil
        }
    }

    /// A fixed set of keys, each found by its length and then compared with the few keys of that
    /// length, without hashing: a `Dictionary` hashed the name of every variable of every slide,
    /// a tenth of code generation (callgrind, 2,000 slides).
    ///
    /// Dictionaries of one kind share their table, so that a renderer can remember where it found
    /// a name in a table (`TemplateRenderer.Lookups`) and find it again without comparing names.
    final class KeyTable: Sendable {
        let keys: [String]
        /// The positions in `keys` of the keys of each length in bytes.
        private let byLength: [[Int]]

        init(_ keys: [String]) {
            self.keys = keys
            var byLength = [[Int]](repeating: [], count: (keys.map(\.utf8.count).max() ?? 0) + 1)
            for (index, key) in keys.enumerated() { byLength[key.utf8.count].append(index) }
            self.byLength = byLength
        }

        func index(of key: String) -> Int? {
            let length = key.utf8.count
            guard length < byLength.count else { return nil }
            for index in byLength[length] where keys[index] == key { return index }
            return nil
        }
    }
}

/// A list whose items a context computes when a template reads them.
protocol ComputedList: AnyObject {
    var count: Int { get }
    /// The item at `index`, which is less than `count`.
    func item(at index: Int) -> ContextValue
}

/// A dictionary whose values a context computes when a template reads them.
protocol ComputedDictionary: AnyObject {
    /// The keys, shared by the dictionaries of a kind.
    var keyTable: ContextValue.KeyTable { get }
    /// The value of the key at `index` of `keyTable`.
    func value(at index: Int) -> ContextValue
}

extension ComputedDictionary {
    /// Every key, for the messages about a key that is missing.
    var keys: [String] { keyTable.keys }
}

/// Strings that a context writes when a template inserts or tests one, each known by a position
/// such as the position of its key in a dictionary or of its item in a list.
protocol ComputedTexts: AnyObject {
    /// Appends the UTF-8 of the string at `position`.
    func writeText(at position: Int, to bytes: inout ByteBuffer)
}

/// A dictionary whose values are all computed already.
final class StoredDictionary: ComputedDictionary {
    let keyTable: ContextValue.KeyTable
    private let values: [ContextValue]

    init(_ entries: KeyValuePairs<String, ContextValue>) {
        keyTable = ContextValue.KeyTable(entries.map(\.key))
        values = entries.map(\.value)
    }

    func value(at index: Int) -> ContextValue { values[index] }
}

/// The items of a `TemplateValue` list.
private final class StoredList: ComputedList {
    private let items: [TemplateValue]

    init(_ items: [TemplateValue]) {
        self.items = items
    }

    var count: Int { items.count }

    func item(at index: Int) -> ContextValue { .value(items[index]) }
}
