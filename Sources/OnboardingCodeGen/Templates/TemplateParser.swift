/// A node of a parsed template.
indirect enum TemplateNode: Sendable {
    /// Text copied as it is, in UTF-8.
    case text([UInt8])
    case variable(TemplatePath)
    case section(TemplateSection)
    case partial(TemplatePartial)
}

/// `{{#each}}`, `{{#if}}` or `{{#unless}}` with its body and its `{{else}}` branch.
struct TemplateSection: Sendable {
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
    var body: [TemplateNode]
    /// The `{{else}}` branch: taken for an empty list, a false condition or a true `unless`.
    var inverse: [TemplateNode]

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

/// Builds the node tree of one template from its tokens.
enum TemplateParser {
    static func parse(_ bytes: [UInt8]) throws(TemplateSyntaxError) -> [TemplateNode] {
        let tokens = try TemplateLexer(bytes: bytes).tokens()
        var builder = Builder()
        for token in tokens {
            switch token {
            case .text(let text):
                if !text.isEmpty { builder.append(.text(text)) }
            case .tag(let tag):
                try builder.add(tag)
            }
        }
        return try builder.finish()
    }

    private struct OpenSection {
        var section: TemplateSection
        var isInElse = false
        /// Opened by `{{else if}}`: closed with the section it continues.
        var isChained = false
    }

    private struct Builder {
        private var root: [TemplateNode] = []
        private var stack: [OpenSection] = []

        mutating func append(_ node: TemplateNode) {
            guard !stack.isEmpty else {
                root.append(node)
                return
            }
            if stack[stack.count - 1].isInElse {
                stack[stack.count - 1].section.inverse.append(node)
            } else {
                stack[stack.count - 1].section.body.append(node)
            }
        }

        /// The innermost section opened by a `{{#...}}` tag rather than by `{{else if}}`.
        private var explicitSection: OpenSection? { stack.last { !$0.isChained } }

        mutating func add(_ tag: TemplateTag) throws(TemplateSyntaxError) {
            switch tag.kind {
            case .comment:
                break
            case .variable(let path):
                append(.variable(path))
            case .partial(let name, let nameRange, let context):
                append(
                    .partial(
                        TemplatePartial(
                            name: name, nameRange: nameRange, context: context,
                            indentation: tag.standalone?.indentation,
                            lineBreak: tag.standalone?.lineBreak ?? [])))
            case .open(let kind, let path):
                stack.append(
                    OpenSection(section: TemplateSection(kind: kind, path: path, tagRange: tag.range, body: [], inverse: [])))
            case .otherwise(let condition):
                guard var top = stack.popLast() else {
                    throw TemplateSyntaxError(message: "'{{else}}' outside a section", range: tag.range)
                }
                guard !top.isInElse else {
                    throw TemplateSyntaxError(
                        message: "a second '{{else}}' in '\(top.section.openingTag)'; a section has one '{{else}}'",
                        range: tag.range, notes: [("the section opens here", top.section.tagRange)])
                }
                top.isInElse = true
                stack.append(top)
                if let condition {
                    guard top.section.kind != .each else {
                        throw TemplateSyntaxError(
                            message: "'{{else if}}' cannot continue '\(top.section.openingTag)'; nest an '{{#if}}' inside '{{else}}'",
                            range: tag.range, notes: [("the section opens here", top.section.tagRange)])
                    }
                    stack.append(
                        OpenSection(
                            section: TemplateSection(kind: .if, path: condition, tagRange: tag.range, body: [], inverse: []),
                            isChained: true))
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
                    append(.section(closed.section))
                    if !closed.isChained { break }
                }
            }
        }

        func finish() throws(TemplateSyntaxError) -> [TemplateNode] {
            if let open = explicitSection {
                throw TemplateSyntaxError(
                    message: "'\(open.section.openingTag)' is never closed; add '{{/\(open.section.kind.rawValue)}}'",
                    range: open.section.tagRange)
            }
            return root
        }
    }
}
