/// Base64 (RFC 4648, with padding), for the preview's `data:` URLs and the hashes of its
/// Content-Security-Policy; onboardc imports nothing of Foundation, whose loading was a sixth of
/// a cold `onboardc build`.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in Base64.
    static func encoded(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count + 2) / 3 * 4)
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let count = min(3, bytes.count - start)
            var group = 0
            for offset in 0..<3 {
                group = group << 8 | (offset < count ? Int(bytes[start + offset]) : 0)
            }
            for sextet in 0..<4 {
                text.append(sextet <= count ? alphabet[group >> (18 - 6 * sextet) & 0x3F] : UInt8(ascii: "="))
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
