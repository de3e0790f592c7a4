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

/// One piece of a template: text or a tag.
enum TemplateToken {
    /// The template's bytes in the range, but for the backslashes of escapes
    /// (`TemplateLexer.escapes`).
    case text(Range<Int>)
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
/// Text is kept as ranges of the template's bytes, so that offsets stay those of its
/// `SourceFile` and diagnostics resolve to the template's line and column. The lexer reads the
/// bytes through a buffer pointer: reading them from the array, each slice retaining it, was most
/// of the cost of parsing the templates at start-up.
struct TemplateLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The offsets, in order, of the backslashes that are not text: the one of `\{{`, a literal
    /// `{{`, and one of the two of `\\{{`, a backslash followed by a tag.
    private var escapes: [Int] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The tokens of the template `bytes`, text and tags alternating, starting and ending with
    /// text (possibly empty), with standalone lines removed and `~` trimming applied; and the
    /// offsets of the backslashes of escapes, which are not text.
    static func tokens(of bytes: [UInt8]) throws(TemplateSyntaxError) -> (tokens: [TemplateToken], escapes: [Int]) {
        try bytes.withUnsafeBufferPointer { bytes throws(TemplateSyntaxError) in
            var lexer = TemplateLexer(bytes: bytes)
            var tokens = try lexer.rawTokens()
            lexer.removeStandaloneLines(&tokens)
            lexer.applyTrimming(&tokens)
            return (tokens, lexer.escapes)
        }
    }

    // MARK: Splitting

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let backslash = UInt8(ascii: "\\")
    private static let tilde = UInt8(ascii: "~")

    private mutating func rawTokens() throws(TemplateSyntaxError) -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var textStart = 0
        var offset = 0
        while let open = nextTagOpen(from: offset) {
            // `\{{` is a literal `{{`; `\\{{` is a backslash followed by a tag.
            if open > textStart, bytes[open - 1] == Self.backslash {
                escapes.append(open - 1)
                let isEscapedBackslash = open >= 2 && bytes[open - 2] == Self.backslash
                if !isEscapedBackslash {
                    offset = open + 2
                    continue
                }
            }
            tokens.append(.text(textStart..<open))
            let tag = try self.tag(at: open)
            tokens.append(.tag(tag))
            offset = tag.range.upperBound
            textStart = offset
        }
        tokens.append(.text(textStart..<bytes.count))
        return tokens
    }

    /// The offset of the first tag that opens at `start` or after it.
    private func nextTagOpen(from start: Int) -> Int? {
        var offset = start
        while offset < bytes.count, let brace = bytes[offset...].firstIndex(of: Self.openBrace) {
            if isTagOpen(at: brace) { return brace }
            offset = brace + 1
        }
        return nil
    }

    /// Whether a tag opens at `offset`: `{{` not followed by a third `{`, so that in a run of
    /// braces the last two open the tag and the others are text (`{{{ x }}}` is `{`, a tag, `}`).
    private func isTagOpen(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == Self.openBrace && bytes[offset + 1] == Self.openBrace
            && (offset + 2 == bytes.count || bytes[offset + 2] != Self.openBrace)
    }

    private func tag(at start: Int) throws(TemplateSyntaxError) -> TemplateTag {
        var contentStart = start + 2
        let trimsBefore = contentStart < bytes.count && bytes[contentStart] == Self.tilde
        if trimsBefore { contentStart += 1 }
        let isLongComment = bytes[contentStart...].starts(with: Self.longCommentOpen)
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
                if dashes >= contentStart + 5, bytes[dashes - 2] == UInt8(ascii: "-"), bytes[dashes - 1] == UInt8(ascii: "-") { break }
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

    private static let longCommentOpen = Array("!--".utf8)

    // MARK: Tag contents

    /// The words of a tag, in order: its runs of bytes other than white space.
    private struct Words {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset: Int
        let end: Int

        mutating func next() -> Range<Int>? {
            while offset < end, TemplateLexer.isWhitespace(bytes[offset]) { offset += 1 }
            guard offset < end else { return nil }
            let start = offset
            while offset < end, !TemplateLexer.isWhitespace(bytes[offset]) { offset += 1 }
            return start..<offset
        }
    }

    private func text(_ word: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[word]), as: UTF8.self)
    }

    private func matches(_ word: Range<Int>, _ text: String) -> Bool {
        bytes[word].elementsEqual(text.utf8)
    }

    private func tagKind(_ content: Range<Int>, tagRange: Range<Int>) throws(TemplateSyntaxError) -> TemplateTag.Kind {
        var words = Words(bytes: bytes, offset: content.lowerBound, end: content.upperBound)
        guard let first = words.next() else {
            throw TemplateSyntaxError(message: "empty tag; write a variable such as '{{ title }}'", range: tagRange)
        }
        switch bytes[first.lowerBound] {
        case UInt8(ascii: "!"):
            return .comment
        case let sigil where sigil == UInt8(ascii: "#") || sigil == UInt8(ascii: "/") || sigil == UInt8(ascii: ">"):
            let sigil = Character(Unicode.Scalar(sigil))
            // The sigil may stand apart from its name: `{{# if x}}` is `{{#if x}}`.
            guard let name = first.count > 1 ? first.lowerBound + 1..<first.upperBound : words.next() else {
                let what = sigil == ">" ? "a partial name, such as '{{> slide}}'" : "a block name: 'each', 'if' or 'unless'"
                throw TemplateSyntaxError(message: "expected \(what) after '\(sigil)'", range: tagRange)
            }
            let argument = words.next()
            if sigil == ">" {
                try expectNoMoreWords(&words, in: "'{{> \(text(name))}}' takes a partial name and at most one variable")
                return .partial(name: text(name), nameRange: name, context: try argument.map(path))
            }
            let kind = try sectionKind(name, sigil: sigil)
            if sigil == "/" {
                if let argument { throw unexpected(argument, "'{{/\(kind.rawValue)}}' takes nothing after the block name") }
                return .close(kind)
            }
            guard let argument else {
                throw TemplateSyntaxError(
                    message: "'{{#\(kind.rawValue)}}' needs \(kind.argumentDescription)", range: tagRange)
            }
            try expectNoMoreWords(&words, in: "'{{#\(kind.rawValue)}}' takes one variable")
            return .open(kind, try path(argument))
        default:
            if matches(first, "else") {
                guard let second = words.next() else { return .otherwise(condition: nil) }
                guard matches(second, "if") else {
                    throw TemplateSyntaxError(
                        message: "unexpected '\(text(second))' after 'else'; write '{{else}}' or '{{else if variable}}'",
                        range: second)
                }
                guard let condition = words.next() else {
                    throw TemplateSyntaxError(message: "'{{else if}}' needs a variable to test", range: tagRange)
                }
                try expectNoMoreWords(&words, in: "'{{else if}}' takes one variable")
                return .otherwise(condition: try path(condition))
            }
            try expectNoMoreWords(&words, in: "a tag holds one variable; templates have no helpers or arguments")
            return .variable(try path(first))
        }
    }

    private func sectionKind(_ word: Range<Int>, sigil: Character) throws(TemplateSyntaxError) -> TemplateSection.Kind {
        if let kind = TemplateSection.Kind.allCases.first(where: { matches(word, $0.rawValue) }) { return kind }
        let name = text(word)
        let names = TemplateSection.Kind.allCases.map(\.rawValue)
        let suggestion = Suggestion.didYouMean(Suggestion.closest(to: name, among: names).map { String(sigil) + $0 })
        let expected = names.map { "'\(sigil)\($0)'" }.joined(separator: ", ")
        throw TemplateSyntaxError(
            message: "unknown block '\(sigil)\(name)'\(suggestion) (blocks: \(expected))", range: word)
    }

    private func expectNoMoreWords(_ words: inout Words, in explanation: @autoclosure () -> String) throws(TemplateSyntaxError) {
        if let extra = words.next() { throw unexpected(extra, explanation()) }
    }

    private func unexpected(_ word: Range<Int>, _ explanation: String) -> TemplateSyntaxError {
        TemplateSyntaxError(message: "unexpected '\(text(word))'; \(explanation)", range: word)
    }

    /// The path `word` writes.
    private func path(_ word: Range<Int>) throws(TemplateSyntaxError) -> TemplatePath {
        if matches(word, ".") { return TemplatePath(kind: .current, text: ".", range: word) }
        if bytes[word.lowerBound] == UInt8(ascii: "@") {
            let text = text(word)
            let name = String(text.dropFirst())
            if let variable = TemplatePath.LoopVariable(rawValue: name) {
                return TemplatePath(kind: .loop(variable), text: text, range: word)
            }
            let names = TemplatePath.LoopVariable.allCases.map(\.rawValue)
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: name, among: names).map { "@" + $0 })
            throw TemplateSyntaxError(
                message: "unknown loop variable '\(text)'\(suggestion) (loop variables: '@index', '@first', '@last')",
                range: word)
        }
        guard let keys = keys(of: word) else {
            throw TemplateSyntaxError(
                message: "'\(text(word))' is not a variable; write a name or a dotted path such as 'slide.title', "
                    + "or '.' for the current item",
                range: word)
        }
        return TemplatePath(kind: .keys(keys), text: keys.count == 1 ? keys[0] : text(word), range: word)
    }

    /// The keys of the dotted path `word`; `nil` if a key is empty or holds a byte names can't.
    private func keys(of word: Range<Int>) -> [String]? {
        var keys: [String] = []
        var keyStart = word.lowerBound
        for offset in word.lowerBound...word.upperBound where offset == word.upperBound || bytes[offset] == UInt8(ascii: ".") {
            let key = keyStart..<offset
            guard !key.isEmpty, bytes[key].allSatisfy(Self.isNameByte) else { return nil }
            keys.append(text(key))
            keyStart = offset + 1
        }
        return keys
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), 0x80...:
            true
        default: false
        }
    }

    // MARK: Whitespace

    /// Removes every standalone line: a line that holds only tags producing no text (blocks,
    /// `{{else}}`, comments) and blanks, or a single partial tag and blanks. The line's indentation
    /// and its line break vanish with it; a standalone partial keeps them to indent its output.
    ///
    /// Tokens alternate text, tag, text, ..., text. Decisions are taken on the text as lexed,
    /// before any edit, since two standalone lines share the text between them.
    private func removeStandaloneLines(_ tokens: inout [TemplateToken]) {
        let texts: [Range<Int>] = tokens.map {
            if case .text(let range) = $0 { return range }
            return 0..<0
        }
        // What is kept of each text: `keepStart[i]..<keepEnd[i]`, or nothing where they cross.
        var keepStart = texts.map(\.lowerBound)
        var keepEnd = texts.map(\.upperBound)
        var index = 1
        while index < tokens.count {
            // A group: tags joined by text of blanks only, on one line.
            let first = index
            var last = index
            while last + 2 < tokens.count, isBlank(texts[last + 1]) { last += 2 }
            index = last + 2
            var tagCount = 0
            var hasPartial = false
            var canStandAlone = true
            for position in stride(from: first, through: last, by: 2) {
                guard case .tag(let tag) = tokens[position] else { preconditionFailure("tokens alternate") }
                tagCount += 1
                hasPartial = hasPartial || tag.isPartial
                canStandAlone = canStandAlone && tag.canStandAlone
            }
            guard canStandAlone, tagCount == 1 || !hasPartial else { continue }
            let before = texts[first - 1]
            let after = texts[last + 1]
            let lineBreakBefore = bytes[before].lastIndex(where: Self.isLineBreak)
            let lineStart = lineBreakBefore.map { $0 + 1 } ?? before.lowerBound
            guard isBlank(lineStart..<before.upperBound), lineBreakBefore != nil || first == 1 else { continue }
            let lineBreakAfter = bytes[after].firstIndex(where: Self.isLineBreak)
            let lineEnd = lineBreakAfter ?? after.upperBound
            guard isBlank(after.lowerBound..<lineEnd), lineBreakAfter != nil || last + 1 == tokens.count - 1 else { continue }
            var breakEnd = lineEnd
            if let lineBreakAfter {
                breakEnd = lineBreakAfter + 1
                if bytes[lineBreakAfter] == UInt8(ascii: "\r"), breakEnd < after.upperBound, bytes[breakEnd] == UInt8(ascii: "\n") {
                    breakEnd += 1
                }
            }
            keepEnd[first - 1] = min(keepEnd[first - 1], lineStart)
            keepStart[last + 1] = max(keepStart[last + 1], breakEnd)
            for between in stride(from: first + 1, to: last, by: 2) { keepEnd[between] = keepStart[between] }
            if tagCount == 1, case .tag(var tag) = tokens[first], tag.isPartial {
                // `~` asks for no whitespace on its side: no indentation, no line break put back.
                tag.standalone = (
                    tag.trimsBefore ? [] : Array(bytes[lineStart..<before.upperBound]),
                    tag.trimsAfter ? [] : Array(bytes[lineEnd..<breakEnd])
                )
                tokens[first] = .tag(tag)
            }
        }
        for index in stride(from: 0, to: tokens.count, by: 2) where keepStart[index] != texts[index].lowerBound || keepEnd[index] != texts[index].upperBound {
            tokens[index] = .text(keepStart[index]..<max(keepStart[index], keepEnd[index]))
        }
    }

    /// Applies `{{~` and `~}}`: trims blanks and line breaks of the adjacent text.
    private func applyTrimming(_ tokens: inout [TemplateToken]) {
        for index in stride(from: 1, to: tokens.count, by: 2) {
            guard case .tag(let tag) = tokens[index] else { continue }
            if tag.trimsBefore, case .text(let text) = tokens[index - 1] {
                var end = text.upperBound
                while end > text.lowerBound, Self.isWhitespace(bytes[end - 1]) { end -= 1 }
                tokens[index - 1] = .text(text.lowerBound..<end)
            }
            if tag.trimsAfter, case .text(let text) = tokens[index + 1] {
                var start = text.lowerBound
                while start < text.upperBound, Self.isWhitespace(bytes[start]) { start += 1 }
                tokens[index + 1] = .text(start..<text.upperBound)
            }
        }
    }

    private func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy(Self.isBlank)
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
}
