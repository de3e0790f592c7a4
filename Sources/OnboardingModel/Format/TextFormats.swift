/// Checks of the string formats of the spec.
enum TextFormats {
    /// Whether `text` is an absolute https URL with a host and no white space.
    static func isHTTPSURL(_ text: String) -> Bool {
        guard text.lowercased().hasPrefix("https://") else { return false }
        let rest = text.dropFirst("https://".count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty && !text.unicodeScalars.contains { $0.value <= 0x20 || $0.value == 0x7F }
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
