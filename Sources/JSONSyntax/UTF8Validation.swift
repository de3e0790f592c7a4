/// Validation of one UTF-8 encoded scalar, as RFC 3629 defines it.
package enum UTF8Validation {
    package enum Result: Equatable {
        case valid(scalar: UInt32, length: Int)
        /// An ill-formed sequence; `length` is the number of bytes to skip (the maximal subpart).
        case invalid(length: Int)
    }

    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Result {
        let lead = bytes[offset]
        let length: Int
        var scalar: UInt32
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return .valid(scalar: UInt32(lead), length: 1)
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0: length = 3; scalar = UInt32(lead & 0x0F); lowerBound = 0xA0
        case 0xED: length = 3; scalar = UInt32(lead & 0x0F); upperBound = 0x9F
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0: length = 4; scalar = UInt32(lead & 0x07); lowerBound = 0x90
        case 0xF1...0xF3: length = 4; scalar = UInt32(lead & 0x07)
        case 0xF4: length = 4; scalar = UInt32(lead & 0x07); upperBound = 0x8F
        default: return .invalid(length: 1)
        }
        for position in 1..<length {
            let index = offset + position
            guard index < bytes.count else { return .invalid(length: position) }
            let byte = bytes[index]
            let (low, high) = position == 1 ? (lowerBound, upperBound) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low, byte <= high else { return .invalid(length: position) }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        return .valid(scalar: scalar, length: length)
    }
}
