#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import JSONSyntax
import OnboardingDiagnostics

/// The UTF-8 of a report as a reporter writes it: one growable byte buffer that text is copied into
/// whole, numbers are written into as digits, and escaping works on, so that no piece of a report
/// becomes a `String` of its own.
///
/// A report of 30,000 findings built by appending strings a Unicode scalar at a time took longer
/// than compiling the spec; written here it costs a fraction of parsing it. The storage is bytes
/// and nothing else, so that every write is a capacity check and a `memcpy`: through the generic
/// `TableBuffer`, writes from here copied byte by byte in the standard library's unspecialized
/// `initialize(from:count:)`. Like `TableBuffer`, it grows with `realloc`, which moves a large
/// block by remapping its pages rather than copying them.
///
/// A report written to a stream is handed on in blocks as it grows (`init(handingBlocksTo:)`): a
/// SARIF report of 30,000 findings is 29 MB, and the fresh pages of a buffer that size cost the
/// kernel more time than writing the report into them.
public struct ReportOutput: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written and not yet handed on.
    public private(set) var count = 0
    /// Where the bytes go each time the buffer is full, for an output that streams.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// An empty report, held in memory whole.
    public init() {
        capacity = 1 << 12
        base = Self.reallocate(nil, capacity: capacity)
        sink = nil
    }

    /// An empty report that hands its bytes to `sink` in blocks of 64 KiB as it is written, and the
    /// rest on `flush()`; `withBytes` and `text` see only what is not handed on yet.
    public init(handingBlocksTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        capacity = 1 << 16
        base = Self.reallocate(nil, capacity: capacity)
        self.sink = sink
    }

    deinit {
        if let sink, count > 0 { sink(UnsafeBufferPointer(start: base, count: count)) }
        free(base)
    }

    /// Hands what is written to the sink, if the output has one.
    public mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    /// Calls `body` with the bytes written so far.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The report as text.
    public var text: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Empties the output, keeping its storage.
    public mutating func removeAll() {
        count = 0
    }

    /// Writes `text` as it is.
    public mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }

    /// Writes `text` as it is.
    public mutating func write(contentsOf text: String) {
        text.withUTF8Bytes { write($0) }
    }

    /// Writes UTF-8 `text` as it is.
    public mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        guard let source = text.baseAddress else { return }
        reserve(text.count).update(from: source, count: text.count)
        count += text.count
    }

    public mutating func write(byte: UInt8) {
        reserve(1).pointee = byte
        count += 1
    }

    /// Writes `count` spaces, such as an indentation.
    public mutating func writeSpaces(_ count: Int) {
        guard count > 0 else { return }
        reserve(count).update(repeating: UInt8(ascii: " "), count: count)
        self.count += count
    }

    /// Writes the decimal digits of `number`.
    public mutating func write(_ number: Int) {
        if number < 0 { write(byte: UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        // 20 digits hold any Int.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            write(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Writes `text` with its invisible characters escaped, as `String.escapingInvisibleCharacters`
    /// writes them: for file names and text that a person reads.
    public mutating func writeVisible(_ text: String) {
        text.withUTF8Bytes { text in
            InvisibleCharacters.scan(
                text, visible: { write($0) },
                invisible: { write(contentsOf: InvisibleCharacters.escape($0)) })
        }
    }

    /// Room for `extra` more bytes, grown if need be: where they go.
    private mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity { makeRoom(for: extra) }
        return base + count
    }

    /// Hands the bytes on or grows the buffer: apart from `reserve`, which every write inlines.
    @inline(never)
    private mutating func makeRoom(for extra: Int) {
        flush()
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        base = Self.reallocate(base, capacity: newCapacity)
        capacity = newCapacity
    }

    private static func reallocate(_ pointer: UnsafeMutablePointer<UInt8>?, capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let raw = realloc(pointer, capacity) else { fatalError("out of memory for a report of \(capacity) bytes") }
        return raw.assumingMemoryBound(to: UInt8.self)
    }
}
