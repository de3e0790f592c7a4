/// A growable table of plain values for the parser to append to.
///
/// Every `Array.append` checks that the array's storage is not shared before writing; the parser
/// appends once or twice a token, and those checks were a tenth of parsing (callgrind, 2,000 slides).
/// A table that cannot be copied owns its storage alone, so it needs none.
///
/// Its elements must be plain values, such as integers and structures of them: the table neither
/// retains nor releases them.
struct TableBuffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    /// An empty table with room for `capacity` elements before it grows.
    init(capacity: Int = 16) {
        assert(_isPOD(Element.self), "a table holds plain values only")
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "index out of range")
            base[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends the elements of `other` from position `start` on.
    mutating func append(contentsOf other: borrowing TableBuffer<Element>, from start: Int) {
        precondition(start >= 0 && start <= other.count, "index out of range")
        let added = other.count - start
        if count + added > capacity { grow(toHold: count + added) }
        (base + count).initialize(from: other.base + start, count: added)
        count += added
    }

    /// Removes the elements from position `newCount` on.
    mutating func removeAll(from newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "index out of range")
        count = newCount
    }

    /// The elements, handing the table's memory over: the caller deallocates it.
    consuming func takeStorage() -> UnsafeMutableBufferPointer<Element> {
        let elements = UnsafeMutableBufferPointer(start: base, count: count)
        discard self
        return elements
    }

    private mutating func grow(toHold minimumCapacity: Int) {
        let newCapacity = max(capacity * 2, minimumCapacity)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
