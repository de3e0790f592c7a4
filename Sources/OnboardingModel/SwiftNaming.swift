/// Swift identifiers derived from the names and ids of a spec; pure functions shared by validation
/// and code generation.
///
/// The build tool plugin compiles this very file too (`Plugins/PluginsShared/SwiftNaming.swift` is a
/// link to it), to name generated files as `onboardc build` does: keep it free of imports and of
/// references to the rest of the module.
///
/// ## Words
///
/// A name is split into words at every character that cannot be part of a Swift identifier (such as
/// `-`, a space, `.` or an emoji) and at `_`; those characters are dropped. Kept are letters of any
/// script that Swift accepts in identifiers (`é`, `ß`, `日本`), digits and combining marks. A word
/// keeps its inner capitals: `welcomeScreen` is one word and stays `welcomeScreen`.
///
/// ## Collisions
///
/// Different ids can give the same identifier (`skill-level`, `skill_level` and `Skill Level` all
/// give `skillLevel`). Two ids collide exactly when `caseName(from:)` returns equal strings, and
/// validation reports that as `identifier_collision`. Equality is `String` equality, which is
/// Unicode canonical equivalence, so a precomposed `é` and `e` with U+0301 collide too.
public enum SwiftNaming {
    /// The UpperCamelCase type name for a spec name or a file's base name (without `.json`):
    /// `sign-quest` → `SignQuest`, `SIM_Sub` → `SIMSub`, `onboarding flow` → `OnboardingFlow`.
    ///
    /// Every word gets its first letter capitalized; the rest is kept, so acronyms stay. A name that
    /// starts with a digit gets a leading `_` (`3d-tour` → `_3dTour`). `nil` when no word is left
    /// (`"!!!"`, `"🚀"`, `""`). The result is not escaped: pass it through `escapedIfKeyword(_:)`,
    /// which handles `Type`, `Self`, `Protocol` and `Any`. It may shadow a standard library type
    /// (`string` → `String`), which generated code must be written to tolerate.
    public static func typeName(from name: String) -> String? {
        if let ascii = ASCIIName(name) { return ascii.typeName }
        return unicodeTypeName(from: name)
    }

    /// `typeName(from:)` for any text, without the ASCII shortcut.
    static func unicodeTypeName(from name: String) -> String? {
        let words = words(of: name)
        guard !words.isEmpty else { return nil }
        return withValidHead(words.map(capitalized).joined())
    }

    /// The lowerCamelCase identifier for an id, used for enum cases and properties:
    /// `finale-beginner` → `finaleBeginner`, `skill_level` → `skillLevel`, `Welcome Screen` →
    /// `welcomeScreen`, `URLScheme` → `urlScheme`, `SIM_Sub` → `simSub`, `café` → `café`.
    ///
    /// The first word's leading capitals are lowered (`ID` → `id`, `URLScheme` → `urlScheme`, the
    /// last capital staying when a lowercase letter follows); every other word gets its first letter
    /// capitalized. An identifier that would start with a digit or a mark gets a leading `_`
    /// (`1st` → `_1st`). `nil` when no word is left (`"!!!"`, an id of emoji only, `""`): validation
    /// reports such an id. The result is not escaped: pass it through `escapedIfKeyword(_:)`.
    public static func caseName(from id: String) -> String? {
        if let ascii = ASCIIName(id) { return ascii.caseName }
        return unicodeCaseName(from: id)
    }

    /// `caseName(from:)` for any text, without the ASCII shortcut.
    static func unicodeCaseName(from id: String) -> String? {
        let words = words(of: id)
        guard let first = words.first else { return nil }
        return withValidHead(loweringLeadingCapitals(first) + words.dropFirst().map(capitalized).joined())
    }

    /// `identifier` in backticks if it is a Swift keyword, such as `` `default` `` or `` `self` ``;
    /// otherwise `identifier` unchanged.
    ///
    /// The list holds every reserved keyword and every contextual keyword, as well as the names that
    /// are special as members or types (`self`, `Self`, `Type`, `Protocol`, `init`, `any`, `some`).
    /// A backticked contextual keyword is always valid, so over-escaping costs nothing.
    public static func escapedIfKeyword(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Whether `identifier` is in the keyword list of `escapedIfKeyword(_:)`.
    public static func isKeyword(_ identifier: String) -> Bool {
        keywords.contains(identifier)
    }

    /// Swift's keywords, reserved and contextual (The Swift Programming Language, Lexical Structure).
    public static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Patterns
        "_",
        // Contextual keywords
        "actor", "any", "associativity", "async", "consume", "convenience", "copy", "didSet", "discard",
        "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy", "left",
        "macro", "mutating", "none", "nonmutating", "optional", "override", "package", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "sending", "set", "some", "then", "Type", "unowned",
        "weak", "willSet",
    ]

    // MARK: ASCII

    /// The names of an ASCII id, worked out on bytes.
    ///
    /// The same rules as for any id, where every letter's case mapping is one ASCII letter; the
    /// Unicode property lookups of the general path made naming a sixth of code generation
    /// (callgrind, 2,000 slides). `SwiftNamingTests` compares both paths.
    struct ASCIIName {
        /// The UTF-8 bytes of an ASCII text.
        private let text: String

        init?(_ text: String) {
            // Through contiguous storage where there is one: the view's iterator costs ten times more.
            let isASCII = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
            guard isASCII else { return nil }
            self.text = text
        }

        var typeName: String? { name(loweringFirstWord: false) }

        var caseName: String? { name(loweringFirstWord: true) }

        /// The words of the text, runs of letters and digits, joined in one pass over its bytes:
        /// each word capitalized, or the first one with its leading capitals lowered.
        private func name(loweringFirstWord: Bool) -> String? {
            if let name = text.utf8.withContiguousStorageIfAvailable({ Self.name(of: $0, loweringFirstWord: loweringFirstWord) }) {
                return name
            }
            var text = text
            return text.withUTF8 { Self.name(of: $0, loweringFirstWord: loweringFirstWord) }
        }

        private static func name(of bytes: UnsafeBufferPointer<UInt8>, loweringFirstWord: Bool) -> String? {
            guard let first = bytes.firstIndex(where: Self.isWordByte) else { return nil }
            let prefix = Self.isDigit(bytes[first]) ? 1 : 0
            return String(unsafeUninitializedCapacity: bytes.count + prefix) { output in
                var count = 0
                if prefix == 1 {
                    output[0] = UInt8(ascii: "_")
                    count = 1
                }
                var index = first
                var isFirstWord = true
                while index < bytes.count {
                    guard Self.isWordByte(bytes[index]) else {
                        index += 1
                        continue
                    }
                    var end = index
                    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
                    // Lowered: the leading capitals of the first word, but the last of several
                    // when a lowercase letter follows (`URLScheme` → `urlScheme`).
                    var lowered = 0
                    if isFirstWord, loweringFirstWord {
                        while index + lowered < end, Self.isUppercase(bytes[index + lowered]) { lowered += 1 }
                        if lowered > 1, index + lowered < end, Self.isLowercase(bytes[index + lowered]) { lowered -= 1 }
                    }
                    for position in index..<end {
                        var byte = bytes[position]
                        if position - index < lowered {
                            byte += 0x20
                        } else if position == index, !(isFirstWord && loweringFirstWord), Self.isLowercase(byte) {
                            byte -= 0x20
                        }
                        output[count] = byte
                        count += 1
                    }
                    isFirstWord = false
                    index = end
                }
                return count
            }
        }

        private static func isWordByte(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) || isDigit(byte) }
        private static func isUppercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        private static func isLowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    }

    // MARK: Words

    /// The words of `text`: maximal runs of identifier characters other than `_`.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar != "_", isIdentifierCharacter(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `word` with its first scalar in titlecase: `level` → `Level`, `SIM` → `SIM`.
    private static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let rest = String(String.UnicodeScalarView(word.unicodeScalars.dropFirst()))
        // A titlecase mapping may have several scalars (ß → Ss); keep it only if it is still an identifier.
        let title = first.properties.titlecaseMapping
        return (title.unicodeScalars.allSatisfy(isIdentifierCharacter) ? title : String(first)) + rest
    }

    /// `word` with its leading capitals lowered: `Welcome` → `welcome`, `ID` → `id`, `URLScheme` →
    /// `urlScheme`, `MP3` → `mp3`, `iOS` → `iOS`.
    private static func loweringLeadingCapitals(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var capitals = 0
        while capitals < scalars.count, scalars[capitals].properties.isUppercase { capitals += 1 }
        var lowered = capitals
        if capitals > 1, capitals < scalars.count, scalars[capitals].properties.isLowercase { lowered -= 1 }
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let lower = scalar.properties.lowercaseMapping
            if index < lowered, lower.unicodeScalars.allSatisfy(isIdentifierCharacter) {
                result += lower
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func withValidHead(_ identifier: String) -> String {
        guard let first = identifier.unicodeScalars.first, !isIdentifierHead(first) else { return identifier }
        return "_" + identifier
    }

    // MARK: Characters

    /// Whether Swift accepts `scalar` at the start of an identifier and it is a letter (or `_`).
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0..<0x80: return false
        default: return isLetter(scalar) && isInSwiftHeadRanges(scalar.value)
        }
    }

    /// Whether Swift accepts `scalar` inside an identifier and it is a letter, a digit, a mark or `_`.
    ///
    /// Swift's grammar is wider: it admits symbols such as emoji and invisible characters such as
    /// U+200B and the bidi controls, which have no place in an identifier derived from an id.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39: return true
        case 0..<0x80: return isIdentifierHead(scalar)
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return isMark(scalar)
        default:
            guard isInSwiftHeadRanges(scalar.value) else { return false }
            return isLetter(scalar) || isMark(scalar) || scalar.properties.generalCategory == .decimalNumber
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: true
        default: false
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The identifier-head ranges of Swift's grammar, above ASCII.
    private static func isInSwiftHeadRanges(_ value: UInt32) -> Bool {
        switch value {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA,
            0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
            0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
            0x1E00...0x1FFF,
            0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F,
            0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
            0x2C00...0x2DFF, 0x2E80...0x2FFF,
            0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
            0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
            0xFE47...0xFFFD:
            return true
        case 0x10000...0xEFFFD:
            // Every plane from 1 to 14, less its last two code points.
            return value & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }
}
