/// Keys by the UTF-8 bytes of their names, to find the key a member of a file names without
/// decoding it.
///
/// A hash table whose hash reads a key's length and three of its bytes, so that finding a key costs
/// one comparison of its bytes, however long it is. Decoding every key and looking it up in a
/// `[String: Int]` made lowering cost 29 % more, a scan of the names 15 % (callgrind, 2,000 slides).
///
/// A class, so that reading a key copies no arrays: copying a table of three arrays retained and
/// released each of them on every lookup.
final class KeyTable: Sendable {
    /// The UTF-8 bytes of the keys one after the other, and where each starts, with the end as a
    /// last element.
    private let keyBytes: [UInt8]
    private let keyStarts: [Int]
    /// By hash, the position of a key plus one, or 0 for none. A power of two long, and at most a
    /// quarter full: a key whose slot is taken goes in the next free one.
    private let slots: [Int32]

    init(keys: [String]) {
        keyBytes = keys.flatMap(\.utf8)
        keyStarts = keys.reduce(into: [0]) { starts, key in starts.append(starts.last! + key.utf8.count) }
        var capacity = 8
        while capacity < keys.count * 4 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        for (index, key) in keys.enumerated() {
            var slot = Array(key.utf8).withUnsafeBufferPointer(Self.hash) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
    }

    /// The position of the key whose name has the UTF-8 bytes `key`.
    func position(ofKey key: UnsafeBufferPointer<UInt8>) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            keyStarts.withUnsafeBufferPointer { starts in
                keyBytes.withUnsafeBytes { bytes in
                    let mask = slots.count - 1
                    var slot = Self.hash(key) & mask
                    while slots[slot] != 0 {
                        let index = Int(slots[slot]) - 1
                        let start = starts[index]
                        if starts[index + 1] - start == key.count,
                            Self.equal(bytes.baseAddress.map { $0 + start }, UnsafeRawPointer(key.baseAddress), count: key.count)
                        {
                            return index
                        }
                        slot = (slot + 1) & mask
                    }
                    return nil
                }
            }
        }
    }

    /// Whether the `count` bytes at `first` and `second` are the same.
    ///
    /// Compares eight bytes at a time, and the last bytes with reads that overlap the previous
    /// ones rather than byte by byte: most keys are 4 to 20 bytes long.
    private static func equal(_ first: UnsafeRawPointer?, _ second: UnsafeRawPointer?, count: Int) -> Bool {
        guard count > 0, let first, let second else { return true }
        func same<Word: FixedWidthInteger>(_: Word.Type, at offset: Int) -> Bool {
            first.loadUnaligned(fromByteOffset: offset, as: Word.self) == second.loadUnaligned(fromByteOffset: offset, as: Word.self)
        }
        switch count {
        case 8...:
            var offset = 0
            while offset + 8 < count {
                guard same(UInt64.self, at: offset) else { return false }
                offset += 8
            }
            return same(UInt64.self, at: count - 8)
        case 4...: return same(UInt32.self, at: 0) && same(UInt32.self, at: count - 4)
        case 2...: return same(UInt16.self, at: 0) && same(UInt16.self, at: count - 2)
        default: return same(UInt8.self, at: 0)
        }
    }

    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = key.first, let last = key.last else { return 0 }
        let hash = ((key.count &* 31 &+ Int(first)) &* 31 &+ Int(key[key.count / 2])) &* 31 &+ Int(last)
        return hash ^ hash >> 4
    }
}
