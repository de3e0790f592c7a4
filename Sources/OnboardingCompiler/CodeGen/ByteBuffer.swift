import Foundation

/// A growable run of bytes that code generation appends to: the text of generated code as it is
/// written.
///
/// Appending copies with `memcpy` into storage this buffer alone owns, without the uniqueness and
/// capacity checks of `Array.append(contentsOf:)`, which cost about 136 instructions a call and were
/// a tenth of code generation (callgrind, 2,000 slides).
struct ByteBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        start = Self.reallocate(nil, capacity: self.capacity)
    }

    deinit {
        free(start)
    }

    var isEmpty: Bool { count == 0 }

    /// The byte at `offset`, which is less than `count`.
    subscript(offset: Int) -> UInt8 {
        get {
            precondition(offset >= 0 && offset < count, "offset out of range")
            return start[offset]
        }
        set {
            precondition(offset >= 0 && offset < count, "offset out of range")
            start[offset] = newValue
        }
    }

    /// The last byte; `nil` when the buffer is empty.
    var last: UInt8? { count == 0 ? nil : start[count - 1] }

    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of `text`: the fixed parts of generated code.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends the UTF-8 of `string`.
    mutating func append(contentsOf string: String) {
        string.withUTF8Bytes { append($0) }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the bytes of `other` from `offset` to its end.
    mutating func append(_ other: borrowing ByteBuffer, from offset: Int = 0) {
        other.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[offset...])) }
    }

    /// Removes the bytes from `offset` to the end, keeping the storage.
    mutating func removeLast(from offset: Int) {
        precondition(offset >= 0 && offset <= count, "offset out of range")
        count = offset
    }

    /// Removes every byte, keeping the storage.
    mutating func removeAll() {
        count = 0
    }

    func withUnsafeBufferPointer<Result, Failure>(
        _ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeBufferPointer(start: start, count: count))
    }

    /// The bytes written, handing this buffer's storage over to the `Data` without a copy: the
    /// generated file of a large spec is tens of megabytes, and copying it was a tenth of a build.
    consuming func takeData() -> Data {
        let storage = Self.reallocate(start, capacity: max(count, 1))
        let count = count
        discard self
        return Data(bytesNoCopy: storage, count: count, deallocator: .free)
    }

    /// The bytes written, decoded as UTF-8.
    var text: String { withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }

    /// Doubles the storage until it holds `needed` bytes. With `realloc`, which moves a large
    /// block by remapping its pages rather than copying them: the generated file of a large spec
    /// is tens of megabytes.
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        start = Self.reallocate(start, capacity: newCapacity)
        capacity = newCapacity
    }

    private static func reallocate(_ pointer: UnsafeMutablePointer<UInt8>?, capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let raw = realloc(pointer, capacity) else { fatalError("out of memory for \(capacity) bytes of generated code") }
        return raw.assumingMemoryBound(to: UInt8.self)
    }
}
