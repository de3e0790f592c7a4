import OnboardingDiagnostics

/// A template syntax error: a message, the byte range it points at, and notes.
struct TemplateSyntaxError: Error {
    var message: String
    var range: Range<Int>
    var notes: [(message: String, range: Range<Int>)] = []
}

/// A variable reference inside a tag: `.`, `@index`, `name` or `a.b.c`.
struct TemplatePath: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `.`: the innermost scope's value, such as the current item of `{{#each}}`.
        case current
        /// `@index`, `@first` or `@last` of the innermost `{{#each}}`.
        case loop(LoopVariable)
        /// A name looked up through the scopes, then keys looked up in it.
        case keys([String])
    }

    enum LoopVariable: String, CaseIterable, Sendable {
        case index, first, last
    }

    var kind: Kind
    /// The path as written, for messages.
    var text: String
    /// The bytes of the path in its template.
    var range: Range<Int>
}

/// One piece of a template: literal text or a tag.
enum TemplateToken {
    case text([UInt8])
    case tag(TemplateTag)
}

/// One `{{ ... }}` tag.
struct TemplateTag {
    enum Kind {
        case variable(TemplatePath)
        case open(TemplateSection.Kind, TemplatePath)
        /// `{{else}}`, or `{{else if path}}` with its condition.
        case otherwise(condition: TemplatePath?)
        case close(TemplateSection.Kind)
        case partial(name: String, nameRange: Range<Int>, context: TemplatePath?)
        case comment
    }

    var kind: Kind
    /// The bytes from `{{` to `}}` inclusive.
    var range: Range<Int>
    /// `{{~`: trim the whitespace, newlines included, before the tag.
    var trimsBefore: Bool
    /// `~}}`: trim the whitespace, newlines included, after the tag.
    var trimsAfter: Bool
    /// For a partial tag alone on its line: the line's indentation and the line break removed after it.
    var standalone: (indentation: [UInt8], lineBreak: [UInt8])?

    /// Whether the tag produces no text of its own, so that a line holding only such tags vanishes.
    var canStandAlone: Bool {
        if case .variable = kind { return false }
        return true
    }

    var isPartial: Bool {
        if case .partial = kind { return true }
        return false
    }
}

/// Splits template text into text and tags, then applies the whitespace rules.
///
/// Working on bytes keeps offsets equal to `SourceFile` offsets, so diagnostics resolve to the
/// template's line and column.
struct TemplateLexer {
    private let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The tokens of the template, with standalone lines removed and `~` trimming applied.
    func tokens() throws(TemplateSyntaxError) -> [TemplateToken] {
        var tokens = try rawTokens()
        Self.removeStandaloneLines(&tokens)
        Self.applyTrimming(&tokens)
        return tokens
    }

    // MARK: Splitting

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let backslash = UInt8(ascii: "\\")
    private static let tilde = UInt8(ascii: "~")

    private func rawTokens() throws(TemplateSyntaxError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var text: [UInt8] = []
        var offset = 0
        while offset < bytes.count {
            guard isTagOpen(at: offset) else {
                // No tag opens before the next brace: copy the text up to it at once.
                let next = bytes[(offset + 1)...].firstIndex(of: Self.openBrace) ?? bytes.count
                text.append(contentsOf: bytes[offset..<next])
                offset = next
                continue
            }
            // `\{{` is a literal `{{`; `\\{{` is a backslash followed by a tag.
            if text.last == Self.backslash {
                text.removeLast()
                let isEscapedBackslash = offset >= 2 && bytes[offset - 2] == Self.backslash
                if !isEscapedBackslash {
                    text.append(contentsOf: [Self.openBrace, Self.openBrace])
                    offset += 2
                    continue
                }
            }
            if !text.isEmpty || tokens.isEmpty {
                tokens.append(.text(text))
                text.removeAll()
            }
            let tag = try self.tag(at: offset)
            tokens.append(.tag(tag))
            offset = tag.range.upperBound
        }
        tokens.append(.text(text))
        return Self.mergingAdjacentText(tokens)
    }

    /// Whether a tag opens at `offset`: `{{` not followed by a third `{`, so that in a run of
    /// braces the last two open the tag and the others are text (`{{{ x }}}` is `{`, a tag, `}`).
    private func isTagOpen(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == Self.openBrace && bytes[offset + 1] == Self.openBrace
            && (offset + 2 == bytes.count || bytes[offset + 2] != Self.openBrace)
    }

    /// Keeps text and tags strictly alternating, starting and ending with text (possibly empty).
    private static func mergingAdjacentText(_ tokens: [TemplateToken]) -> [TemplateToken] {
        var result: [TemplateToken] = []
        for token in tokens {
            switch (token, result.last) {
            case (.text(let text), .text(let previous)?):
                result[result.count - 1] = .text(previous + text)
            case (.tag, .tag?):
                result.append(.text([]))
                result.append(token)
            default:
                result.append(token)
            }
        }
        if case .tag? = result.last { result.append(.text([])) }
        return result
    }

    private func tag(at start: Int) throws(TemplateSyntaxError) -> TemplateTag {
        var contentStart = start + 2
        let trimsBefore = contentStart < bytes.count && bytes[contentStart] == Self.tilde
        if trimsBefore { contentStart += 1 }
        let isLongComment = bytes[contentStart...].starts(with: "!--".utf8)
        // A short comment `{{! ... }}` ends at the first `}}`, even after a `{{` inside it.
        let isComment = contentStart < bytes.count && bytes[contentStart] == UInt8(ascii: "!")
        var close = contentStart + (isLongComment ? 3 : 0)
        while true {
            guard close + 1 < bytes.count else {
                throw TemplateSyntaxError(
                    message: isLongComment
                        ? "unterminated comment '{{!--'; add '--}}'" : "unterminated tag '{{'; add '}}'",
                    range: start..<start + 2)
            }
            if bytes[close] == Self.closeBrace, bytes[close + 1] == Self.closeBrace {
                if !isLongComment { break }
                var dashes = close
                if dashes > contentStart + 3, bytes[dashes - 1] == Self.tilde { dashes -= 1 }
                if dashes >= contentStart + 5, bytes[dashes - 2..<dashes].elementsEqual("--".utf8) { break }
            }
            if !isComment, isTagOpen(at: close) {
                throw TemplateSyntaxError(message: "unterminated tag '{{'; add '}}'", range: start..<start + 2)
            }
            close += 1
        }
        var contentEnd = close
        let trimsAfter = contentEnd > contentStart && bytes[contentEnd - 1] == Self.tilde
        if trimsAfter { contentEnd -= 1 }
        let range = start..<close + 2
        let kind = try tagKind(contentStart..<contentEnd, tagRange: range)
        return TemplateTag(kind: kind, range: range, trimsBefore: trimsBefore, trimsAfter: trimsAfter)
    }

    // MARK: Tag contents

    typealias Word = (text: String, range: Range<Int>)

    private func words(in range: Range<Int>) -> [Word] {
        var words: [Word] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            if Self.isWhitespace(bytes[offset]) {
                offset += 1
                continue
            }
            let start = offset
            while offset < range.upperBound, !Self.isWhitespace(bytes[offset]) { offset += 1 }
            words.append((String(decoding: bytes[start..<offset], as: UTF8.self), start..<offset))
        }
        return words
    }

    private func tagKind(_ content: Range<Int>, tagRange: Range<Int>) throws(TemplateSyntaxError) -> TemplateTag.Kind {
        var words = words(in: content)
        guard let first = words.first, let sigil = first.text.first else {
            throw TemplateSyntaxError(message: "empty tag; write a variable such as '{{ title }}'", range: tagRange)
        }
        switch sigil {
        case "!":
            return .comment
        case "#", "/", ">":
            // The sigil may stand apart from its name: `{{# if x}}` is `{{#if x}}`.
            words.removeFirst()
            if first.text.count > 1 {
                let nameStart = first.range.lowerBound + 1
                words.insert((String(first.text.dropFirst()), nameStart..<first.range.upperBound), at: 0)
            }
            guard let name = words.first else {
                let what = sigil == ">" ? "a partial name, such as '{{> slide}}'" : "a block name: 'each', 'if' or 'unless'"
                throw TemplateSyntaxError(message: "expected \(what) after '\(sigil)'", range: tagRange)
            }
            let arguments = Array(words.dropFirst())
            if sigil == ">" {
                try expectNoMoreWords(arguments.dropFirst(), in: "'{{> \(name.text)}}' takes a partial name and at most one variable")
                return .partial(name: name.text, nameRange: name.range, context: try arguments.first.map(Self.path))
            }
            let kind = try sectionKind(name, sigil: sigil)
            if sigil == "/" {
                try expectNoMoreWords(arguments[...], in: "'{{/\(kind.rawValue)}}' takes nothing after the block name")
                return .close(kind)
            }
            guard let argument = arguments.first else {
                throw TemplateSyntaxError(
                    message: "'{{#\(kind.rawValue)}}' needs \(kind.argumentDescription)", range: tagRange)
            }
            try expectNoMoreWords(arguments.dropFirst(), in: "'{{#\(kind.rawValue)}}' takes one variable")
            return .open(kind, try Self.path(argument))
        default:
            if first.text == "else" {
                guard words.count > 1 else { return .otherwise(condition: nil) }
                guard words[1].text == "if" else {
                    throw TemplateSyntaxError(
                        message: "unexpected '\(words[1].text)' after 'else'; write '{{else}}' or '{{else if variable}}'",
                        range: words[1].range)
                }
                guard words.count > 2 else {
                    throw TemplateSyntaxError(message: "'{{else if}}' needs a variable to test", range: tagRange)
                }
                try expectNoMoreWords(words.dropFirst(3), in: "'{{else if}}' takes one variable")
                return .otherwise(condition: try Self.path(words[2]))
            }
            try expectNoMoreWords(
                words.dropFirst(), in: "a tag holds one variable; templates have no helpers or arguments")
            return .variable(try Self.path(first))
        }
    }

    private func sectionKind(_ name: Word, sigil: Character) throws(TemplateSyntaxError) -> TemplateSection.Kind {
        if let kind = TemplateSection.Kind(rawValue: name.text) { return kind }
        let names = TemplateSection.Kind.allCases.map(\.rawValue)
        let suggestion = Suggestion.didYouMean(Suggestion.closest(to: name.text, among: names).map { String(sigil) + $0 })
        let expected = names.map { "'\(sigil)\($0)'" }.joined(separator: ", ")
        throw TemplateSyntaxError(
            message: "unknown block '\(sigil)\(name.text)'\(suggestion) (blocks: \(expected))", range: name.range)
    }

    private func expectNoMoreWords(_ words: ArraySlice<Word>, in explanation: @autoclosure () -> String) throws(TemplateSyntaxError) {
        guard let extra = words.first else { return }
        throw TemplateSyntaxError(message: "unexpected '\(extra.text)'; \(explanation())", range: extra.range)
    }

    /// The path `word` writes; also how `TemplateNodeCoding` reads a path back from its range.
    static func path(_ word: Word) throws(TemplateSyntaxError) -> TemplatePath {
        if word.text == "." { return TemplatePath(kind: .current, text: word.text, range: word.range) }
        if word.text.utf8.first == UInt8(ascii: "@") {
            let name = String(word.text.dropFirst())
            if let variable = TemplatePath.LoopVariable(rawValue: name) {
                return TemplatePath(kind: .loop(variable), text: word.text, range: word.range)
            }
            let names = TemplatePath.LoopVariable.allCases.map(\.rawValue)
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: name, among: names).map { "@" + $0 })
            throw TemplateSyntaxError(
                message: "unknown loop variable '\(word.text)'\(suggestion) (loop variables: '@index', '@first', '@last')",
                range: word.range)
        }
        guard let keys = Self.keys(of: word.text) else {
            throw TemplateSyntaxError(
                message: "'\(word.text)' is not a variable; write a name or a dotted path such as 'slide.title', "
                    + "or '.' for the current item",
                range: word.range)
        }
        return TemplatePath(kind: .keys(keys), text: word.text, range: word.range)
    }

    /// The keys of the dotted path `text`; `nil` if a key is empty or holds a byte names can't.
    private static func keys(of text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes in
            var keys: [String] = []
            var keyStart = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ".") {
                let key = UnsafeBufferPointer(rebasing: bytes[keyStart..<index])
                guard !key.isEmpty, key.allSatisfy(isNameByte) else { return nil }
                keys.append(String(decoding: key, as: UTF8.self))
                keyStart = index + 1
            }
            return keys
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), 0x80...:
            true
        default: false
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    // MARK: Whitespace

    /// Removes every standalone line: a line that holds only tags producing no text (blocks,
    /// `{{else}}`, comments) and blanks, or a single partial tag and blanks. The line's indentation
    /// and its line break vanish with it; a standalone partial keeps them to indent its output.
    ///
    /// Tokens alternate text, tag, text, ..., text. Decisions are taken on the original text before
    /// any edit, since two standalone lines share the text between them.
    private static func removeStandaloneLines(_ tokens: inout [TemplateToken]) {
        let texts: [[UInt8]] = tokens.map {
            if case .text(let text) = $0 { return text }
            return []
        }
        // Edits of text tokens: keep `keepStart[i]..<keepEnd[i]`.
        var keepStart = [Int](repeating: 0, count: tokens.count)
        var keepEnd = texts.map(\.count)
        var index = 1
        while index < tokens.count {
            // A group: tags joined by text of blanks only, on one line.
            let first = index
            var last = index
            while last + 2 < tokens.count, texts[last + 1].allSatisfy(isBlank) { last += 2 }
            index = last + 2
            let tags = stride(from: first, through: last, by: 2).map { index -> TemplateTag in
                guard case .tag(let tag) = tokens[index] else { preconditionFailure("tokens alternate") }
                return tag
            }
            guard tags.allSatisfy(\.canStandAlone), tags.count == 1 || !tags.contains(where: \.isPartial) else {
                continue
            }
            let before = texts[first - 1]
            let after = texts[last + 1]
            let lineStart = (before.lastIndex(where: isLineBreak).map { $0 + 1 }) ?? 0
            guard before[lineStart...].allSatisfy(isBlank), lineStart > 0 || first == 1 else { continue }
            let afterBreak = after.firstIndex(where: isLineBreak)
            let lineEnd = afterBreak ?? after.count
            guard after[..<lineEnd].allSatisfy(isBlank), afterBreak != nil || last + 1 == tokens.count - 1 else {
                continue
            }
            var breakEnd = lineEnd
            if let afterBreak {
                breakEnd = afterBreak + 1
                if after[afterBreak] == UInt8(ascii: "\r"), breakEnd < after.count, after[breakEnd] == UInt8(ascii: "\n") {
                    breakEnd += 1
                }
            }
            keepEnd[first - 1] = min(keepEnd[first - 1], lineStart)
            keepStart[last + 1] = max(keepStart[last + 1], breakEnd)
            for between in stride(from: first + 1, to: last, by: 2) { keepEnd[between] = 0 }
            if tags.count == 1, case .tag(var tag) = tokens[first], tag.isPartial {
                // `~` asks for no whitespace on its side: no indentation, no line break put back.
                tag.standalone = (
                    tag.trimsBefore ? [] : Array(before[lineStart...]), tag.trimsAfter ? [] : Array(after[lineEnd..<breakEnd])
                )
                tokens[first] = .tag(tag)
            }
        }
        for (index, text) in texts.enumerated() where keepStart[index] > 0 || keepEnd[index] < text.count {
            tokens[index] = .text(keepStart[index] < keepEnd[index] ? Array(text[keepStart[index]..<keepEnd[index]]) : [])
        }
    }

    /// Applies `{{~` and `~}}`: trims blanks and line breaks of the adjacent text.
    private static func applyTrimming(_ tokens: inout [TemplateToken]) {
        for index in tokens.indices {
            guard case .tag(let tag) = tokens[index] else { continue }
            if tag.trimsBefore, case .text(var text) = tokens[index - 1] {
                while let last = text.last, isWhitespace(last) { text.removeLast() }
                tokens[index - 1] = .text(text)
            }
            if tag.trimsAfter, case .text(let text) = tokens[index + 1] {
                tokens[index + 1] = .text(Array(text.drop(while: isWhitespace)))
            }
        }
    }
}
