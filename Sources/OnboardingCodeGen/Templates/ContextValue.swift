/// A value of a rendering context: a `TemplateValue`, or a list, dictionary or text that the
/// context's `ContextSource` computes when a template reads it.
///
/// Code generation hands templates one dictionary per slide; built up front, those dictionaries
/// were the largest part of a build's memory (100,000 slides: over 250 MB) and of its time.
/// Computed, a slide's values exist only while a template reads them, and a value that no template
/// reads is never computed. A computed text is written straight into the output, never held as a
/// `String`: making strings of a slide's values was a third of code generation (callgrind).
///
/// A computed value is known by numbers alone (`ComputedValue`), so that handing it on, which
/// rendering does several times for each variable, neither allocates nor retains: as objects, the
/// values of every slide, list and choice were allocated and freed for each item and lookup, a
/// quarter of code generation (callgrind, 2,000 slides).
enum ContextValue {
    case value(TemplateValue)
    case list(ComputedValue)
    case dictionary(ComputedValue)
    case text(ComputedValue)

    var kindDescription: String {
        switch self {
        case .value(let value): value.kindDescription
        case .list: "a list"
        case .dictionary: "a dictionary"
        case .text: "a string"
        }
    }

    /// A fixed set of keys, each found by its length and then compared with the few keys of that
    /// length, without hashing: a `Dictionary` hashed the name of every variable of every slide,
    /// a tenth of code generation (callgrind, 2,000 slides).
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

/// A list, dictionary or text that a `ContextSource` computes, known by what it is and the
/// positions that pick it out, such as "the options of slide 12".
struct ComputedValue: Equatable {
    /// What the value is, as its source numbers them; a dictionary's kind is the position of its
    /// keys in the source's `keyTables`.
    var kind: Int
    /// The position of the value among those of its kind, such as a slide's.
    var index: Int
    /// A position within that one, such as a choice's among the slide's.
    var item: Int

    init(kind: Int, index: Int = 0, item: Int = 0) {
        self.kind = kind
        self.index = index
        self.item = item
    }
}

/// What computes the lists, dictionaries and texts of a context when a template reads them.
protocol ContextSource: AnyObject {
    /// The keys of each kind of dictionary, by kind.
    var keyTables: [ContextValue.KeyTable] { get }
    func count(of list: ComputedValue) -> Int
    /// The item at `index` of `list`, which is less than its count.
    func item(at index: Int, of list: ComputedValue) -> ContextValue
    /// The value of the key at `key` of the dictionary's key table.
    func value(at key: Int, of dictionary: ComputedValue) -> ContextValue
    /// Appends the UTF-8 of `text`, the same each time.
    func writeText(_ text: ComputedValue, to bytes: inout ByteBuffer)
}
