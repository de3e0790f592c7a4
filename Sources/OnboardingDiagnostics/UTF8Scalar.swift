extension UnsafeBufferPointer<UInt8> {
    /// The scalar of the valid UTF-8 at `offset`, such as a `String`'s, and its length in bytes;
    /// U+FFFD where the bytes hold none.
    @inlinable
    package func scalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = self[offset]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0x7F >> UInt32(length))
        for index in offset + 1..<Swift.min(offset + length, count) {
            value = value << 6 | UInt32(self[index] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The scalar at `offset`, as `scalar(at:)` reads it, or `nil` at the end: the one after a
    /// scalar that a check of invisible characters looks ahead to.
    @inlinable
    package func scalar(ifAnyAt offset: Int) -> Unicode.Scalar? {
        offset < count ? scalar(at: offset).scalar : nil
    }
}
