/// `{{#each}}`, `{{#if}}` or `{{#unless}}`, as its opening tag writes it.
struct TemplateSection {
    enum Kind: String, CaseIterable, Sendable {
        case each, `if`, unless

        /// What the opening tag needs, for "needs ..." messages.
        var argumentDescription: String {
            switch self {
            case .each: "a list to iterate, such as '{{#each slides}}'"
            case .if, .unless: "a variable to test, such as '{{#\(rawValue) isSkippable}}'"
            }
        }
    }

    var kind: Kind
    var path: TemplatePath
    /// The opening tag, or the `{{else if}}` tag of a chained condition.
    var tagRange: Range<Int>

    /// The opening tag as written, for messages.
    var openingTag: String { "{{#\(kind.rawValue) \(path.text)}}" }
}

/// `{{> name}}` or `{{> name path}}`.
struct TemplatePartial: Sendable {
    var name: String
    var nameRange: Range<Int>
    /// The value that becomes the partial's current scope, if given.
    var context: TemplatePath?
    /// For a tag alone on its line: the indentation put before each line of the partial's output,
    /// and the line break ending its output if the partial itself does not end with one.
    var indentation: [UInt8]?
    var lineBreak: [UInt8]
}

/// Reads a template's tokens into the instructions of a `TemplateProgram`, checking that its
/// sections nest.
enum TemplateParser {
    static func parse(_ bytes: [UInt8]) throws(TemplateSyntaxError) -> TemplateProgram.Builder {
        let (tokens, escapes) = try TemplateLexer.tokens(of: bytes)
        var parser = Sections()
        var text = TextWriter(bytes: bytes, escapes: escapes)
        for token in tokens {
            switch token {
            case .text(let range):
                text.append(range, to: &parser.builder)
            case .tag(let tag):
                try parser.add(tag)
            }
        }
        return try parser.finish()
    }

    /// Writes text to a program, leaving out the backslashes of escapes.
    private struct TextWriter {
        let bytes: [UInt8]
        let escapes: [Int]
        /// The first of `escapes` not yet passed.
        var nextEscape = 0

        mutating func append(_ range: Range<Int>, to builder: inout TemplateProgram.Builder) {
            var start = range.lowerBound
            while nextEscape < escapes.count, escapes[nextEscape] < range.upperBound {
                let escape = escapes[nextEscape]
                nextEscape += 1
                guard escape >= start else { continue }
                if escape > start { builder.appendText(bytes[start..<escape]) }
                start = escape + 1
            }
            if range.upperBound > start { builder.appendText(bytes[start..<range.upperBound]) }
        }
    }

    /// The sections open as the tags are read, and the program they are written to.
    private struct Sections {
        private struct OpenSection {
            var section: TemplateSection
            var isInElse = false
            /// Opened by `{{else if}}`: closed with the section it continues.
            var isChained = false
        }

        var builder = TemplateProgram.Builder()
        private var stack: [OpenSection] = []

        /// The innermost section opened by a `{{#...}}` tag rather than by `{{else if}}`.
        private var explicitSection: OpenSection? { stack.last { !$0.isChained } }

        mutating func add(_ tag: TemplateTag) throws(TemplateSyntaxError) {
            switch tag.kind {
            case .comment:
                break
            case .variable(let path):
                builder.appendVariable(path)
            case .partial(let name, let nameRange, let context):
                builder.appendPartial(
                    TemplatePartial(
                        name: name, nameRange: nameRange, context: context, indentation: tag.standalone?.indentation,
                        lineBreak: tag.standalone?.lineBreak ?? []))
            case .open(let kind, let path):
                open(TemplateSection(kind: kind, path: path, tagRange: tag.range), isChained: false)
            case .otherwise(let condition):
                guard let top = stack.last else {
                    throw TemplateSyntaxError(message: "'{{else}}' outside a section", range: tag.range)
                }
                guard !top.isInElse else {
                    throw TemplateSyntaxError(
                        message: "a second '{{else}}' in '\(top.section.openingTag)'; a section has one '{{else}}'",
                        range: tag.range, notes: [("the section opens here", top.section.tagRange)])
                }
                stack[stack.count - 1].isInElse = true
                builder.beginInverse()
                if let condition {
                    guard top.section.kind != .each else {
                        throw TemplateSyntaxError(
                            message: "'{{else if}}' cannot continue '\(top.section.openingTag)'; nest an '{{#if}}' inside '{{else}}'",
                            range: tag.range, notes: [("the section opens here", top.section.tagRange)])
                    }
                    open(TemplateSection(kind: .if, path: condition, tagRange: tag.range), isChained: true)
                }
            case .close(let kind):
                guard let open = explicitSection else {
                    throw TemplateSyntaxError(message: "'{{/\(kind.rawValue)}}' closes no section", range: tag.range)
                }
                guard open.section.kind == kind else {
                    throw TemplateSyntaxError(
                        message: "'{{/\(kind.rawValue)}}' does not match '\(open.section.openingTag)'; "
                            + "close it with '{{/\(open.section.kind.rawValue)}}'",
                        range: tag.range, notes: [("the section opens here", open.section.tagRange)])
                }
                while let closed = stack.popLast() {
                    builder.endSection()
                    if !closed.isChained { break }
                }
            }
        }

        private mutating func open(_ section: TemplateSection, isChained: Bool) {
            stack.append(OpenSection(section: section, isChained: isChained))
            builder.beginSection(section.kind, path: section.path)
        }

        func finish() throws(TemplateSyntaxError) -> TemplateProgram.Builder {
            if let open = explicitSection {
                throw TemplateSyntaxError(
                    message: "'\(open.section.openingTag)' is never closed; add '{{/\(open.section.kind.rawValue)}}'",
                    range: open.section.tagRange)
            }
            return builder
        }
    }
}
