import OnboardingDiagnostics

/// Checks of the string formats of the spec.
enum TextFormats {
    /// Whether `text` is an absolute https URL with a host, holding nothing that `mayStandInURL`
    /// refuses.
    static func isHTTPSURL(_ text: String) -> Bool {
        guard text.lowercased().hasPrefix("https://") else { return false }
        let rest = text.dropFirst("https://".count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty && text.unicodeScalars.allSatisfy(mayStandInURL)
    }

    /// Whether `scalar` may stand in a link: it is neither white space nor invisible (a control, a
    /// bidirectional control such as U+202E, a line separator such as U+2028, a zero-width space;
    /// see `InvisibleCharacters`). What is refused could hide or disguise where a link leads: a
    /// right-to-left override shows `https://example.com/\u{202E}gpj.exe` as ending in `exe.jpg`.
    static func mayStandInURL(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.properties.isWhitespace && !InvisibleCharacters.isInvisible(scalar)
    }

    /// Whether `text` is a URI scheme as RFC 3986 writes one: a letter, then letters, digits, `+`,
    /// `-` and `.`, in ASCII.
    static func isURIScheme(_ text: String) -> Bool {
        guard let first = text.utf8.first, isASCIILetter(first) else { return false }
        return text.utf8.allSatisfy { isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || "+-.".utf8.contains($0) }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// The version `text` most likely means, written with a leading `v` as tags are (`v2.0` for
    /// `2.0`); `nil` when it means none.
    static func semanticVersion(meantBy text: String) -> String? {
        guard text.first == "v" || text.first == "V" else { return nil }
        let version = String(text.dropFirst())
        return isSemanticVersion(version) ? version : nil
    }

    /// Whether `text` is a version as semantic versioning 2.0.0 writes it,
    /// `MAJOR.MINOR.PATCH[-pre.release][+build]`, where the minor and patch numbers may be left out
    /// (`2.0` is `2.0.0`) and each number fits 32 bits.
    static func isSemanticVersion(_ text: String) -> Bool {
        var core = Substring(text)
        var build: Substring?
        var prerelease: Substring?
        if let plus = core.firstIndex(of: "+") {
            build = core[core.index(after: plus)...]
            core = core[..<plus]
        }
        if let minus = core.firstIndex(of: "-") {
            prerelease = core[core.index(after: minus)...]
            core = core[..<minus]
        }
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(numbers.count), numbers.allSatisfy({ isNumericIdentifier($0) && $0.count <= 9 }) else { return false }
        if let prerelease {
            let identifiers = prerelease.split(separator: ".", omittingEmptySubsequences: false)
            guard identifiers.allSatisfy({ isIdentifier($0) && (!$0.allSatisfy(\.isASCIIDigit) || isNumericIdentifier($0)) })
            else { return false }
        }
        if let build {
            guard build.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier) else { return false }
        }
        return true
    }

    /// The captions `text` names: `none`, or a WebVTT file, whose name ends in `.vtt` (in any case)
    /// after at least one character and has no control character.
    static func captions(_ text: String) -> Captions? {
        if text == Captions.noSpeechValue { return .noSpeech }
        let isFileName =
            text.utf8.count > 4 && text.lowercased().hasSuffix(".vtt")
            && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        return isFileName ? .file(text) : nil
    }

    private static func isNumericIdentifier(_ part: Substring) -> Bool {
        !part.isEmpty && part.allSatisfy(\.isASCIIDigit) && (part == "0" || part.first != "0")
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        !part.isEmpty && part.allSatisfy { $0.isASCIIDigit || $0.isASCIILetter || $0 == "-" }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
}
