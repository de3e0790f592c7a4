/// Eight bytes of a buffer read as one integer, to test them all at once.
///
/// The tests set the high bit of each byte that passes, exactly in the lowest such byte; a byte
/// above it may be set by a borrow, so only `firstFlagged` of a mask is meaningful.
struct ByteWord {
    /// The bytes, the first in the lowest bits.
    let bits: UInt64

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes of `bytes` from `offset`, or `nil` when fewer remain.
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        guard offset + 8 <= bytes.count, let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
        bits = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The position of the first byte that is not `byte`, if any.
    @inline(__always)
    func firstByte(notEqualTo byte: UInt8) -> Int? {
        let difference = bits ^ Self.ones &* UInt64(byte)
        return difference == 0 ? nil : difference.trailingZeroBitCount / 8
    }

    /// Flags the bytes equal to `byte`.
    @inline(__always)
    func bytes(equalTo byte: UInt8) -> UInt64 {
        let difference = bits ^ Self.ones &* UInt64(byte)
        return (difference &- Self.ones) & ~difference & Self.highBits
    }

    /// Flags the bytes below `bound`, which is at most 0x80.
    @inline(__always)
    func bytes(below bound: UInt8) -> UInt64 {
        (bits &- Self.ones &* UInt64(bound)) & ~bits & Self.highBits
    }

    /// Flags the bytes from `bound` on, which is 0x01 to 0x80: with 0x80, those outside ASCII.
    @inline(__always)
    func bytes(from bound: UInt8) -> UInt64 {
        // A byte below `bound` stays below 0x80 once `0x80 - bound` is added to it; one from
        // `bound` on reaches 0x80, or had its high bit set already.
        ((bits &+ Self.ones &* UInt64(0x80 - bound)) | bits) & Self.highBits
    }

    /// The position of the first byte flagged in `mask`, if any.
    @inline(__always)
    static func firstFlagged(_ mask: UInt64) -> Int? {
        mask == 0 ? nil : mask.trailingZeroBitCount / 8
    }

    /// Whether `first` and `second` hold the same bytes, compared eight at a time.
    static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        var offset = 0
        while let word = ByteWord(first, at: offset) {
            guard word.bits == ByteWord(second, at: offset)?.bits else { return false }
            offset += 8
        }
        while offset < first.count {
            guard first[offset] == second[offset] else { return false }
            offset += 1
        }
        return true
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first byte from `offset` on that is a control character, `"`, `\\`, or from
    /// `bound` on (0x80: outside ASCII; 0x7F: DEL too), or the end. Reads eight bytes at a time:
    /// byte by byte, strings took ten instructions a byte, a quarter of the lexer (callgrind, 2,000
    /// slides).
    @inline(__always)
    func endOfPlainText(from offset: Int, below bound: UInt8) -> Int {
        var offset = offset
        while let word = ByteWord(self, at: offset) {
            let special =
                word.bytes(from: bound) | word.bytes(below: 0x20) | word.bytes(equalTo: UInt8(ascii: "\"")) | word.bytes(equalTo: UInt8(ascii: "\\"))
            if let index = ByteWord.firstFlagged(special) { return offset + index }
            offset += 8
        }
        while offset < count {
            let byte = self[offset]
            guard byte >= 0x20, byte < bound, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
            offset += 1
        }
        return offset
    }

    /// The offset of the first byte from `offset` on that is not printable ASCII (U+0020 to U+007E)
    /// or is `"` or `\\`, or the end: the text that a JSON string written for people holds as it is.
    package func endOfPrintableJSONText(from offset: Int) -> Int {
        endOfPlainText(from: offset, below: 0x7F)
    }
}
