/// Renders parsed templates against a context, collecting the errors of every faulty place once.
struct TemplateRenderer {
    private struct Scope {
        var value: TemplateValue
        /// The item's position when the scope is an item of `{{#each}}`.
        var loop: (index: Int, count: Int)?
    }

    private let partials: [String: TemplateSet.Template]
    private var scopes: [Scope]
    private(set) var diagnostics: [Diagnostic] = []
    private var reportedRanges: Set<SourceRange> = []
    private var partialDepth = 0
    /// Set when partials recurse too deep, or rendering does too much work or writes too much:
    /// rendering stops, since it could take exponential time.
    private var isAborted = false
    /// The nodes rendered so far, each item of a list counting its nodes again.
    private var steps = 0
    /// The work a render may do: linear in the size of the context, so that templates whose
    /// partials or `{{#each}}` blocks multiply (a "billion laughs": 40 partials, each including the
    /// next twice, render 2^40 times) stop with an error instead of running for ever.
    private let maximumSteps: Int

    /// The largest output a render may produce: 1 GiB, room for the built-in templates at the
    /// limit of 1,000,000 slides (about 630 bytes a slide) and far beyond what Swift compiles.
    static let maximumOutputSize = 1 << 30

    init(partials: [String: TemplateSet.Template], context: TemplateValue) {
        self.partials = partials
        self.scopes = [Scope(value: context)]
        self.maximumSteps = 10_000_000 + 200 * context.valueCount
    }

    mutating func render(_ template: TemplateSet.Template) -> String {
        guard template.errors.isEmpty else {
            template.errors.forEach { report($0) }
            return ""
        }
        var output = ""
        render(template.nodes, in: template.source, into: &output)
        return output
    }

    // MARK: Nodes

    private mutating func render(_ nodes: [TemplateNode], in source: SourceFile, into output: inout String) {
        for node in nodes {
            guard !isAborted else { return }
            steps += 1
            guard steps <= maximumSteps, output.utf8.count <= Self.maximumOutputSize else {
                let what =
                    steps > maximumSteps
                    ? "does more than \(maximumSteps) steps of work for this spec"
                    : "writes more than \(Self.maximumOutputSize >> 20) MiB"
                report(
                    Diagnostic(
                        .templateError,
                        "rendering stopped in '\(source.path)': it \(what); do partials or '{{#each}}' blocks multiply without end?",
                        at: nil))
                isAborted = true
                return
            }
            switch node {
            case .text(let text):
                output += text
            case .variable(let path):
                guard let value = resolve(path, in: source) else { continue }
                switch value {
                case .string(let string):
                    output += string
                case .bool(let bool):
                    output += bool ? "true" : "false"
                case .list:
                    report(
                        "'\(path.text)' is a list and cannot be inserted as text; iterate it with '{{#each \(path.text)}}'",
                        at: path.range, in: source)
                case .dictionary(let dictionary):
                    let example = dictionary.keys.min().map { " such as '{{ \(path.text).\($0) }}'" } ?? ""
                    report(
                        "'\(path.text)' is a dictionary and cannot be inserted as text; insert one of its keys\(example)",
                        at: path.range, in: source)
                }
            case .section(let section):
                render(section, in: source, into: &output)
            case .partial(let partial):
                render(partial, in: source, into: &output)
            }
        }
    }

    private mutating func render(_ section: TemplateSection, in source: SourceFile, into output: inout String) {
        guard let value = resolve(section.path, in: source) else { return }
        switch section.kind {
        case .each:
            guard case .list(let items) = value else {
                report(
                    "'{{#each \(section.path.text)}}' needs a list, but '\(section.path.text)' is \(value.kindDescription)",
                    at: section.path.range, in: source)
                return
            }
            if items.isEmpty { render(section.inverse, in: source, into: &output) }
            for (index, item) in items.enumerated() {
                scopes.append(Scope(value: item, loop: (index, items.count)))
                render(section.body, in: source, into: &output)
                scopes.removeLast()
            }
        case .if:
            render(value.isTruthy ? section.body : section.inverse, in: source, into: &output)
        case .unless:
            render(value.isTruthy ? section.inverse : section.body, in: source, into: &output)
        }
    }

    private mutating func render(_ partial: TemplatePartial, in source: SourceFile, into output: inout String) {
        guard let template = partials[partial.name] else {
            // `TemplateSet` reports unknown partials when it parses; this is a safety net.
            report("unknown partial '\(partial.name)'", at: partial.nameRange, in: source)
            return
        }
        guard template.errors.isEmpty else {
            template.errors.forEach { report($0) }
            return
        }
        guard partialDepth < TemplateSet.maximumPartialDepth else {
            report(
                "partials nest more than \(TemplateSet.maximumPartialDepth) deep; does '\(partial.name)' include itself without end?",
                at: partial.nameRange, in: source)
            isAborted = true
            return
        }
        if let path = partial.context {
            guard let value = resolve(path, in: source) else { return }
            scopes.append(Scope(value: value))
        }
        partialDepth += 1
        var text = ""
        render(template.nodes, in: template.source, into: &text)
        partialDepth -= 1
        if partial.context != nil { scopes.removeLast() }
        if let indentation = partial.indentation {
            text = Self.indent(text, by: indentation)
            if let last = text.last, !Self.isLineBreak(last) { text += partial.lineBreak }
        }
        output += text
    }

    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// `text` with `indentation` before each line that is not empty.
    private static func indent(_ text: String, by indentation: String) -> String {
        guard !indentation.isEmpty else { return text }
        var result = ""
        var isAtLineStart = true
        for character in text {
            let isBreak = isLineBreak(character)
            if isAtLineStart, !isBreak { result += indentation }
            result.append(character)
            isAtLineStart = isBreak
        }
        return result
    }

    // MARK: Lookup

    private mutating func resolve(_ path: TemplatePath, in source: SourceFile) -> TemplateValue? {
        switch path.kind {
        case .current:
            return scopes[scopes.count - 1].value
        case .loop(let variable):
            guard let loop = scopes.last(where: { $0.loop != nil })?.loop else {
                report("'\(path.text)' is only available inside '{{#each}}'", at: path.range, in: source)
                return nil
            }
            switch variable {
            case .index: return .string(String(loop.index))
            case .first: return .bool(loop.index == 0)
            case .last: return .bool(loop.index == loop.count - 1)
            }
        case .keys(let keys):
            var found: TemplateValue?
            for scope in scopes.reversed() {
                if case .dictionary(let dictionary) = scope.value, let value = dictionary[keys[0]] {
                    found = value
                    break
                }
            }
            guard var value = found else {
                reportUnknownVariable(path, name: keys[0], in: source)
                return nil
            }
            for index in 1..<keys.count {
                let parent = keys[..<index].joined(separator: ".")
                guard case .dictionary(let dictionary) = value else {
                    report(
                        "cannot look up '\(path.text)': '\(parent)' is \(value.kindDescription), not a dictionary",
                        at: path.range, in: source)
                    return nil
                }
                guard let next = dictionary[keys[index]] else {
                    let suggestion =
                        Suggestion.closest(to: keys[index], among: dictionary.keys).map { "; did you mean '\(parent).\($0)'?" } ?? ""
                    report(
                        "unknown variable '\(path.text)': '\(parent)' has no key '\(keys[index])'\(suggestion)\(Self.available(dictionary.keys))",
                        at: path.range, in: source)
                    return nil
                }
                value = next
            }
            return value
        }
    }

    private mutating func reportUnknownVariable(_ path: TemplatePath, name: String, in source: SourceFile) {
        var names: Set<String> = []
        for scope in scopes {
            if case .dictionary(let dictionary) = scope.value { names.formUnion(dictionary.keys) }
        }
        let hint =
            if name == "this" {
                "; the current item is '.'"
            } else {
                Suggestion.closest(to: name, among: names.sorted()).map { "; did you mean '\($0)'?" } ?? ""
            }
        report("unknown variable '\(path.text)'\(hint)\(Self.available(names))", at: path.range, in: source)
    }

    /// " (available: a, b, c)", shortened when there are many names.
    private static func available(_ names: some Collection<String>) -> String {
        guard !names.isEmpty else { return " (no variables are available here)" }
        let limit = 12
        let sorted = names.sorted()
        let shown = sorted.prefix(limit).joined(separator: ", ")
        return " (available: \(shown)\(sorted.count > limit ? ", …" : ""))"
    }

    // MARK: Reporting

    private mutating func report(_ message: String, at range: Range<Int>, in source: SourceFile) {
        report(Diagnostic(.templateError, message, at: source.range(range)))
    }

    /// Records `diagnostic` unless its place already has one: a fault inside `{{#each}}` is reported once.
    private mutating func report(_ diagnostic: Diagnostic) {
        if let range = diagnostic.range {
            guard reportedRanges.insert(range).inserted else { return }
        }
        diagnostics.append(diagnostic)
    }
}
