#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable table of plain values that one owner appends to: the parser's node tables, and the
/// bytes of generated code (`ByteBuffer`).
///
/// Every `Array.append` checks that the array's storage is not shared before writing, and
/// `append(contentsOf:)` costs about 136 instructions a call; the parser appends once or twice a
/// token, code generation for every piece of text, and those checks were a tenth of each
/// (callgrind, 2,000 slides). A table that cannot be copied owns its storage alone, so it needs
/// none. It grows with `realloc`, which moves a large block by remapping its pages rather than
/// copying them, and can hand its storage over whole (`takeStorage()`).
///
/// Its elements must be plain values, such as integers and structures of them: the table neither
/// retains nor releases them.
///
/// Its accessors are inlinable: the stages that append to it are other modules, and a generic
/// call that is not specialized copies each element through its type's value witnesses.
package struct TableBuffer<Element>: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var capacity: Int
    @usableFromInline package internal(set) var count = 0

    /// An empty table with room for `capacity` elements before it grows.
    @inlinable
    package init(capacity: Int = 16) {
        assert(_isPOD(Element.self), "a table holds plain values only")
        self.capacity = max(capacity, 1)
        base = Self.reallocate(nil, capacity: self.capacity)
    }

    deinit {
        free(base)
    }

    @inlinable
    package var isEmpty: Bool { count == 0 }

    /// The last element; `nil` when the table is empty.
    @inlinable
    package var last: Element? { count == 0 ? nil : base[count - 1] }

    @inlinable
    package subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "index out of range")
            base[index] = newValue
        }
    }

    @inlinable @inline(__always)
    package mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    @inlinable
    package mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(toHold: count + elements.count) }
        // A plain copy of bytes: `initialize(from:count:)` copies through the runtime where the
        // call is not specialized, as it is not for code generation's bytes.
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: elements.count * MemoryLayout<Element>.stride)
        count += elements.count
    }

    /// Appends the elements of `other` from position `start` on.
    package mutating func append(contentsOf other: borrowing TableBuffer<Element>, from start: Int = 0) {
        precondition(start >= 0 && start <= other.count, "index out of range")
        other.withUnsafeBufferPointer { append(contentsOf: UnsafeBufferPointer(rebasing: $0[start...])) }
    }

    /// Removes the elements from position `newCount` on, keeping the storage.
    @inlinable
    package mutating func removeAll(from newCount: Int = 0) {
        precondition(newCount >= 0 && newCount <= count, "index out of range")
        count = newCount
    }

    @inlinable
    package func withUnsafeBufferPointer<Result, Failure>(
        _ body: (UnsafeBufferPointer<Element>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The elements, handing the table's memory over without a copy; free it with
    /// `deallocate(_:)` (or `free`).
    package consuming func takeStorage() -> UnsafeMutableBufferPointer<Element> {
        let elements = UnsafeMutableBufferPointer(start: Self.reallocate(base, capacity: max(count, 1)), count: count)
        discard self
        return elements
    }

    /// Frees storage handed over by `takeStorage()`.
    package static func deallocate(_ storage: UnsafeBufferPointer<Element>) {
        free(UnsafeMutableRawPointer(mutating: storage.baseAddress))
    }

    @usableFromInline
    mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        base = Self.reallocate(base, capacity: newCapacity)
        capacity = newCapacity
    }

    @usableFromInline
    static func reallocate(_ pointer: UnsafeMutablePointer<Element>?, capacity: Int) -> UnsafeMutablePointer<Element> {
        let size = capacity * MemoryLayout<Element>.stride
        guard let raw = realloc(pointer, size) else { fatalError("out of memory for a table of \(size) bytes") }
        return raw.bindMemory(to: Element.self, capacity: capacity)
    }
}
