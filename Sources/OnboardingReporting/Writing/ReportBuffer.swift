import JSONSyntax
import OnboardingDiagnostics

/// The UTF-8 of a report as a reporter writes it.
///
/// A buffer made with `init(handingBlocksTo:)` hands its bytes on in blocks as it grows, and the
/// rest on `flush()`, so that a long report is written out as it is made.
public struct ReportBuffer {
    /// The size of the blocks a buffer with a sink hands on.
    private static let blockSize = 1 << 16
    /// A line break and the spaces of the deepest indentation written in one piece.
    private static let lineBreakAndSpaces = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private var bytes: [UInt8] = []
    /// Where the bytes go each time a block is full, for a buffer that streams.
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// The number of bytes written and not yet handed on.
    public var count: Int { bytes.count }

    /// An empty report, held in memory whole.
    public init() {
        sink = nil
    }

    /// An empty report that hands its bytes to `sink` in blocks of 64 KiB as it is written, and the
    /// rest on `flush()`; `withBytes` and `text` see only what is not handed on yet.
    public init(handingBlocksTo sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.sink = sink
        bytes.reserveCapacity(Self.blockSize)
    }

    /// Hands what is written to the sink, if the buffer has one.
    public mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer(sink)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with the bytes written so far.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// The report as text.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Empties the buffer, keeping its storage.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes `text` as it is.
    public mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }

    /// Writes `text` as it is.
    public mutating func write(contentsOf text: String) {
        bytes.append(contentsOf: text.utf8)
        handOnFullBlock()
    }

    /// Writes UTF-8 `text` as it is.
    public mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
        handOnFullBlock()
    }

    public mutating func write(byte: UInt8) {
        bytes.append(byte)
        handOnFullBlock()
    }

    /// Writes `count` spaces, such as an indentation.
    public mutating func writeSpaces(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let written = min(remaining, Self.lineBreakAndSpaces.count - 1)
            bytes.append(contentsOf: Self.lineBreakAndSpaces[1...written])
            remaining -= written
        }
        handOnFullBlock()
    }

    /// Writes a line break and `indentation` spaces.
    public mutating func writeLineBreak(indentation: Int) {
        if indentation < Self.lineBreakAndSpaces.count {
            bytes.append(contentsOf: Self.lineBreakAndSpaces[...indentation])
            handOnFullBlock()
        } else {
            write(byte: UInt8(ascii: "\n"))
            writeSpaces(indentation)
        }
    }

    /// Writes the decimal digits of `number`.
    public mutating func write(_ number: Int) {
        write(contentsOf: String(number))
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

    private mutating func handOnFullBlock() {
        if sink != nil, bytes.count >= Self.blockSize { flush() }
    }
}
