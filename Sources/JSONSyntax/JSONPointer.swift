import OnboardingDiagnostics

/// JSON pointers (RFC 6901), such as `/slides/2/title`, name a value independently of its position.
public enum JSONPointer {
    /// `pointer` extended by an object key, with `~` and `/` escaped.
    ///
    /// Escaping works on Unicode scalars, as RFC 6901 does: a `/` followed by a combining mark is
    /// still a `/`. A key of a megabyte costs one pass over it.
    public static func appending(_ key: String, to pointer: String) -> String {
        let needsEscapes = key.withUTF8Bytes { key in key.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") } }
        guard needsEscapes else { return key.withUTF8Bytes { joined(pointer, $0) } }
        var result = pointer + "/"
        appendEscaped(key, to: &result)
        return result
    }

    /// `pointer`, `/` and `token`, made in one allocation: lowering extends a pointer for every
    /// value it reads, and `+` allocated a string for each step.
    private static func joined(_ pointer: String, _ token: UnsafeBufferPointer<UInt8>) -> String {
        pointer.withUTF8Bytes { pointer in
            String(unsafeUninitializedCapacity: pointer.count + 1 + token.count) { buffer in
                _ = buffer.initialize(fromContentsOf: pointer)
                buffer[pointer.count] = UInt8(ascii: "/")
                _ = buffer[(pointer.count + 1)...].initialize(fromContentsOf: token)
                return pointer.count + 1 + token.count
            }
        }
    }

    /// Appends `token` to `pointer` with `~` written `~0` and `/` written `~1`.
    static func appendEscaped(_ token: some StringProtocol, to pointer: inout String) {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            pointer += token
            return
        }
        for scalar in token.unicodeScalars {
            switch scalar {
            case "~": pointer += "~0"
            case "/": pointer += "~1"
            default: pointer.unicodeScalars.append(scalar)
            }
        }
    }

    /// `pointer` extended by an array index.
    public static func appending(_ index: Int, to pointer: String) -> String {
        String(index).withUTF8Bytes { joined(pointer, $0) }
    }

    /// The unescaped reference tokens of `pointer`; empty for the whole document (`""`).
    public static func components(of pointer: String) -> [String] {
        var components: [String] = []
        forEachToken(of: pointer) { token in
            components.append(String(decoding: token, as: UTF8.self))
            return true
        }
        return components
    }

    /// Calls `body` with the UTF-8 of each unescaped reference token of `pointer`, in order, until
    /// it returns `false`.
    ///
    /// Split on bytes: `/` and `~` are ASCII, which no byte of another scalar's UTF-8 is, so this
    /// splits where a pass over the scalars would; a token without `~` is passed without a copy.
    /// Every finding is placed through its pointer, so this runs once a finding.
    static func forEachToken(of pointer: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        guard let first = pointer.unicodeScalars.first else { return }
        pointer.withUTF8Bytes { bytes in
            var start = UTF8.width(first)
            while true {
                var end = start
                var hasTilde = false
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") {
                    // `~` and whatever follows it, even a `/`, belong to the token.
                    if bytes[end] == UInt8(ascii: "~") {
                        hasTilde = true
                        end += 1
                    }
                    end += 1
                }
                end = min(end, bytes.count)
                let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
                let goesOn = hasTilde ? unescaped(token).withUnsafeBufferPointer(body) : body(token)
                guard goesOn, end < bytes.count else { return }
                start = end + 1
            }
        }
    }

    /// `token` with `~0` read as `~` and `~1` as `/`; any other `~` is kept as it is.
    private static func unescaped(_ token: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(token.count)
        var index = 0
        while index < token.count {
            let byte = token[index]
            index += 1
            guard byte == UInt8(ascii: "~"), index < token.count else {
                text.append(byte)
                continue
            }
            switch token[index] {
            case UInt8(ascii: "0"): text.append(UInt8(ascii: "~"))
            case UInt8(ascii: "1"): text.append(UInt8(ascii: "/"))
            default: text += [UInt8(ascii: "~"), token[index]]
            }
            index += 1
        }
        return text
    }
}

extension JSONSyntaxTree {
    /// The value at `pointer` and the range of the key that holds it, if it names one.
    public func resolve(_ pointer: String) -> (value: JSONValue, keyRange: Range<Int>?)? {
        guard let root else { return nil }
        var resolved: (value: JSONValue, keyRange: Range<Int>?)? = (root, nil)
        JSONPointer.forEachToken(of: pointer) { token in
            resolved = resolved.flatMap { Self.child(of: $0.value, at: token) }
            return resolved != nil
        }
        return resolved
    }

    /// The source range of the value at `pointer`, or of the nearest enclosing value that exists.
    public func sourceRange(at pointer: String) -> SourceRange? {
        guard var value = root else { return nil }
        JSONPointer.forEachToken(of: pointer) { token in
            guard let child = Self.child(of: value, at: token) else { return false }
            value = child.value
            return true
        }
        return source.range(value.range)
    }

    /// The index that `token` names as `Int(_:)` reads it (digits, after a `+` or a `-` that only
    /// `-0` survives), read on its bytes; `nil` for anything else or a negative number.
    private static func arrayIndex(_ token: UnsafeBufferPointer<UInt8>) -> Int? {
        var digits = token[...]
        var isNegative = false
        if let sign = digits.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            isNegative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var index = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (times10, overflows) = index.multipliedReportingOverflow(by: 10)
            let (sum, overflowsAgain) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflows, !overflowsAgain else { return nil }
            index = sum
        }
        return isNegative && index != 0 ? nil : index
    }

    /// The member or element of `value` that the reference token `token` names, with the range of
    /// the member's key; compared on bytes, without making the token or the keys strings.
    private static func child(of value: JSONValue, at token: UnsafeBufferPointer<UInt8>) -> (value: JSONValue, keyRange: Range<Int>?)? {
        switch value.kind {
        case .object where value.childCount >= JSONSyntaxTree.MemberIndexes.minimumMemberCount:
            guard let index = value.storage.memberIndexes.firstMember(of: value, withKey: token) else { return nil }
            let member = value.member(at: index)
            return (member.value, member.keyRange)
        case .object:
            for index in value.memberIndices {
                let member = value.member(at: index)
                // A key written with escapes is compared as `firstMember(named:)` compares it, as a string.
                if member.withVerbatimKey({ ByteWord.equal($0, token) }) ?? (member.key == String(decoding: token, as: UTF8.self)) {
                    return (member.value, member.keyRange)
                }
            }
            return nil
        case .array:
            guard let index = arrayIndex(token), index < value.childCount else { return nil }
            return (value.element(at: index), nil)
        default:
            return nil
        }
    }
}

extension JSONSyntaxTree {
    /// The source range of the bytes `textRange` of the decoded text of the string at `pointer`, such
    /// as a placeholder inside a title; the range of the whole value when `pointer` names no string.
    public func sourceRange(ofText textRange: Range<Int>, inStringAt pointer: String) -> SourceRange? {
        sourceRanges(ofTexts: [textRange], inStringAt: pointer)[0]
    }

    /// The source ranges of the parts `textRanges` of the decoded text of the string at `pointer`,
    /// which are in order and do not overlap, such as the placeholders of a title; each the range of
    /// the whole value when `pointer` names no string.
    ///
    /// Escapes are walked once to map the decoded text to the source: `\n` is two bytes of source
    /// for one of text, `\u00E9` six for two. Walking from the start for each part made a text of n
    /// placeholders cost n² (issue 36).
    public func sourceRanges(ofTexts textRanges: [Range<Int>], inStringAt pointer: String) -> [SourceRange?] {
        guard let (value, _) = resolve(pointer), value.kind == .string else {
            return Array(repeating: sourceRange(at: pointer), count: textRanges.count)
        }
        let bytes = source.bytes
        var sourceOffset = value.range.lowerBound + 1
        var textOffset = 0
        var ranges: [SourceRange?] = []
        ranges.reserveCapacity(textRanges.count)
        for textRange in textRanges {
            var start: Int?
            while sourceOffset < value.range.upperBound - 1 {
                if start == nil, textOffset >= textRange.lowerBound { start = sourceOffset }
                if textOffset >= textRange.upperBound { break }
                guard bytes[sourceOffset] == UInt8(ascii: "\\") else {
                    sourceOffset += 1
                    textOffset += 1
                    continue
                }
                guard sourceOffset + 1 < bytes.count, bytes[sourceOffset + 1] == UInt8(ascii: "u") else {
                    sourceOffset += 2
                    textOffset += 1
                    continue
                }
                let unit = Self.hexValue(bytes, at: sourceOffset + 2)
                if (0xD800..<0xDC00).contains(unit), sourceOffset + 7 < bytes.count, bytes[sourceOffset + 6] == UInt8(ascii: "\\") {
                    sourceOffset += 12
                    textOffset += 4
                } else {
                    sourceOffset += 6
                    textOffset += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3
                }
            }
            ranges.append(source.range((start ?? sourceOffset)..<sourceOffset))
        }
        return ranges
    }

    /// The value of the four hexadecimal digits at `offset`, or 0 where they are cut short.
    private static func hexValue(_ bytes: [UInt8], at offset: Int) -> Int {
        var value = 0
        for index in offset..<min(offset + 4, bytes.count) {
            guard let digit = Int(String(UnicodeScalar(bytes[index])), radix: 16) else { return value }
            value = value * 16 + digit
        }
        return value
    }
}
