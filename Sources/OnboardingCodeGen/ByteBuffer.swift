import JSONSyntax

/// The text of generated code as it is written: UTF-8 in a table that code generation alone owns.
typealias ByteBuffer = TableBuffer<UInt8>

extension TableBuffer<UInt8> {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }

    /// Appends the UTF-8 of `text`: the fixed parts of generated code.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends the UTF-8 of `string`.
    mutating func append(contentsOf string: String) {
        string.withUTF8Bytes { append(contentsOf: $0) }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }

    /// The bytes written.
    var bytes: [UInt8] { withUnsafeBufferPointer { Array($0) } }

    /// The bytes written, decoded as UTF-8.
    var text: String { withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } }
}
