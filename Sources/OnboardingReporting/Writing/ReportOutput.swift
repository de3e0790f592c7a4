import JSONSyntax
import OnboardingDiagnostics

/// The UTF-8 of a report as a reporter writes it: one growable byte buffer that text is copied into
/// whole, numbers are written into as digits, and escaping works on, so that no piece of a report
/// becomes a `String` of its own.
///
/// A report of 30,000 findings built by appending strings a Unicode scalar at a time took longer
/// than compiling the spec; written here it costs a fraction of parsing it.
public struct ReportOutput: ~Copyable {
    private var bytes = TableBuffer<UInt8>(capacity: 1 << 12)

    /// An empty report.
    public init() {}

    /// The number of bytes written.
    public var count: Int { bytes.count }

    /// Calls `body` with the bytes written so far.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// The report as text.
    public var text: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Empties the output, keeping its storage.
    public mutating func removeAll() {
        bytes.removeAll()
    }

    /// Writes `text` as it is.
    public mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `text` as it is.
    public mutating func write(contentsOf text: String) {
        text.withUTF8Bytes { bytes.append(contentsOf: $0) }
    }

    /// Writes UTF-8 `text` as it is.
    public mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
    }

    public mutating func write(byte: UInt8) {
        bytes.append(byte)
    }

    /// Writes `count` spaces, such as an indentation.
    public mutating func writeSpaces(_ count: Int) {
        var remaining = count
        Self.spaces.withUnsafeBufferPointer { spaces in
            while remaining > 0 {
                let piece = min(remaining, spaces.count)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<piece]))
                remaining -= piece
            }
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Writes the decimal digits of `number`.
    public mutating func write(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        // 20 digits hold any Int.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Writes `text` with its invisible characters escaped, as `String.escapingInvisibleCharacters`
    /// writes them: for file names and text that a person reads.
    public mutating func writeVisible(_ text: String) {
        text.withUTF8Bytes { text in
            InvisibleCharacters.scan(
                text, visible: { bytes.append(contentsOf: $0) },
                invisible: { write(contentsOf: InvisibleCharacters.escape($0)) })
        }
    }
}
