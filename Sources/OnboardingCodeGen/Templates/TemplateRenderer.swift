import OnboardingDiagnostics

/// Where rendered text goes: UTF-8 bytes.
///
/// It also indents the output of partials as it is written, which is what `{{> partial}}` alone
/// on a line asks for: each level of partial puts its indentation before the lines of its own
/// output that are not empty.
package struct RenderedText {
    /// The UTF-8 written.
    private(set) var writtenBytes: [UInt8] = []
    /// The last byte written; a line break before anything is written.
    private var lastByte = UInt8(ascii: "\n")

    /// The number of bytes written so far.
    var byteCount: Int { writtenBytes.count }

    /// The indentation of each partial being rendered, outermost first, and whether that partial's
    /// own output is at the start of a line.
    private var levels: [(indentation: [UInt8], isAtLineStart: Bool)] = []
    /// For each partial being rendered, `byteCount` when it began.
    private var partialStarts: [Int] = []

    package init() {}

    /// The text written.
    var text: String { String(decoding: writtenBytes, as: UTF8.self) }

    /// Writes `string`, indenting its lines as the partials being rendered ask.
    mutating func write(_ string: String) {
        string.withUTF8Bytes { write($0) }
    }

    /// Writes the UTF-8 `text`, indenting its lines as the partials being rendered ask.
    mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        guard !text.isEmpty else { return }
        if levels.isEmpty {
            writtenBytes += text
        } else {
            Self.write(text, indentedBy: &levels, to: &writtenBytes)
        }
        lastByte = text[text.count - 1]
    }

    /// Starts the output of a partial; `indentation` is `nil` for a partial that is not alone on its line.
    mutating func beginPartial(indentation: [UInt8]?) {
        if let indentation, !indentation.isEmpty { levels.append((indentation, true)) }
        partialStarts.append(byteCount)
    }

    /// Ends the output of a partial: a partial alone on its line always ends its line, with
    /// `lineBreak`, if its output is not empty and does not end with a line break.
    mutating func endPartial(indentation: [UInt8]?, lineBreak: [UInt8]) {
        let start = partialStarts.removeLast()
        if let indentation, !indentation.isEmpty { levels.removeLast() }
        if indentation != nil, byteCount > start, !Self.isLineBreak(lastByte) {
            lineBreak.withUnsafeBufferPointer { write($0) }
        }
    }

    /// Copies `text` line by line, each indentation before the first byte of a line that is not
    /// a line break. A line break is always a character of its own (`\r\n` being one), so splitting
    /// at `\r` and `\n` bytes splits at characters.
    private static func write(
        _ text: UnsafeBufferPointer<UInt8>, indentedBy levels: inout [(indentation: [UInt8], isAtLineStart: Bool)],
        to bytes: inout [UInt8]
    ) {
        var start = 0
        while start < text.count {
            var lineEnd = start
            while lineEnd < text.count, !isLineBreak(text[lineEnd]) { lineEnd += 1 }
            if start < lineEnd {
                for index in levels.indices where levels[index].isAtLineStart {
                    bytes += levels[index].indentation
                    levels[index].isAtLineStart = false
                }
                bytes += text[start..<lineEnd]
            }
            var next = lineEnd
            while next < text.count, isLineBreak(text[next]) { next += 1 }
            if lineEnd < next {
                bytes += text[lineEnd..<next]
                for index in levels.indices { levels[index].isAtLineStart = true }
            }
            start = next
        }
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

/// Renders parsed templates against a context, collecting the errors of every faulty place once.
struct TemplateRenderer: ~Copyable {
    private let partial: (String) -> TemplateSet.Template?
    /// The value of each scope, the context first.
    private var scopes: [TemplateValue]
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

    /// The position of the innermost item of `{{#each}}` being rendered.
    private var loop: (index: Int, count: Int)?

    /// A renderer of the templates of a set whose partials `partial` gives by name, compiled.
    init(partial: @escaping (String) -> TemplateSet.Template?, context: TemplateValue) {
        self.partial = partial
        self.scopes = [context]
        self.maximumSteps = 10_000_000 + 200 * Self.estimatedValueCount(of: context)
    }

    /// The size of `value` for the work limit of a render: the number of its values.
    private static func estimatedValueCount(of value: TemplateValue) -> Int {
        var count = 0
        var pending = [value]
        while let value = pending.popLast() {
            switch value {
            case .string, .bool: count += 1
            case .list(let items): count += 1; pending += items
            case .dictionary(let dictionary): count += 1; pending += dictionary.values
            }
        }
        return count
    }

    mutating func render(_ template: TemplateSet.Template, into output: inout RenderedText) {
        guard template.errors.isEmpty else {
            template.errors.forEach { report($0) }
            return
        }
        render(template.program, template.program.instructions.indices, in: template.source, into: &output)
    }

    // MARK: Instructions

    private mutating func render(
        _ program: TemplateProgram, _ instructions: Range<Int>, in source: SourceFile, into output: inout RenderedText
    ) {
        var position = instructions.lowerBound
        while position < instructions.upperBound {
            guard !isAborted else { return }
            steps += 1
            guard steps <= maximumSteps, output.byteCount <= Self.maximumOutputSize else {
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
            switch program.instructions[position] {
            case .text(let start, let end):
                program.text.withUnsafeBufferPointer { output.write(UnsafeBufferPointer(rebasing: $0[start..<end])) }
                position += 1
            case .variable(let path):
                insert(path, of: program, in: source, into: &output)
                position += 1
            case .section(let kind, let path, let bodyEnd, let end):
                render(kind, of: path, body: position + 1..<bodyEnd, inverse: bodyEnd..<end, of: program, in: source, into: &output)
                position = end
            case .partial(let partial, let context):
                render(program.partials[partial], context: context, of: program, in: source, into: &output)
                position += 1
            }
        }
    }

    /// Inserts the value of `program.paths[path]`.
    private mutating func insert(_ path: Int, of program: TemplateProgram, in source: SourceFile, into output: inout RenderedText) {
        guard let value = resolve(path, of: program, in: source) else { return }
        switch value {
        case .string(let string):
            output.write(string)
        case .bool(let bool):
            output.write(bool ? "true" : "false")
        case .list:
            let path = program.paths[path]
            report(
                "'\(path.text)' is a list and cannot be inserted as text; iterate it with '{{#each \(path.text)}}'",
                at: path.range, in: source)
        case .dictionary:
            let path = program.paths[path]
            let example = value.keys?.min().map { " such as '{{ \(path.text).\($0) }}'" } ?? ""
            report(
                "'\(path.text)' is a dictionary and cannot be inserted as text; insert one of its keys\(example)",
                at: path.range, in: source)
        }
    }

    /// Renders a section whose path is `program.paths[path]`.
    private mutating func render(
        _ kind: TemplateSection.Kind, of path: Int, body: Range<Int>, inverse: Range<Int>,
        of program: TemplateProgram, in source: SourceFile, into output: inout RenderedText
    ) {
        guard let value = resolve(path, of: program, in: source) else { return }
        switch kind {
        case .each:
            switch value {
            case .list(let items):
                renderEach(items, body: body, inverse: inverse, of: program, in: source, into: &output)
            case .string, .bool, .dictionary:
                let path = program.paths[path]
                report(
                    "'{{#each \(path.text)}}' needs a list, but '\(path.text)' is \(value.kindDescription)",
                    at: path.range, in: source)
            }
        case .if:
            render(program, value.isTruthy ? body : inverse, in: source, into: &output)
        case .unless:
            render(program, value.isTruthy ? inverse : body, in: source, into: &output)
        }
    }

    /// Renders the body of `{{#each}}` for each of `items`, or its inverse when there are none.
    private mutating func renderEach(
        _ items: [TemplateValue], body: Range<Int>, inverse: Range<Int>,
        of program: TemplateProgram, in source: SourceFile, into output: inout RenderedText
    ) {
        if items.isEmpty { render(program, inverse, in: source, into: &output) }
        let outerLoop = loop
        for (index, item) in items.enumerated() {
            loop = (index, items.count)
            scopes.append(item)
            render(program, body, in: source, into: &output)
            scopes.removeLast()
        }
        loop = outerLoop
    }

    /// Renders `partial`; `context` is the position in `program.paths` of its context's path, if it names one.
    private mutating func render(
        _ partial: TemplatePartial, context: Int?, of program: TemplateProgram, in source: SourceFile,
        into output: inout RenderedText
    ) {
        guard let template = self.partial(partial.name) else {
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
        if let context {
            guard let value = resolve(context, of: program, in: source) else { return }
            scopes.append(value)
        }
        partialDepth += 1
        output.beginPartial(indentation: partial.indentation)
        render(template.program, template.program.instructions.indices, in: template.source, into: &output)
        output.endPartial(indentation: partial.indentation, lineBreak: partial.lineBreak)
        partialDepth -= 1
        if context != nil { scopes.removeLast() }
    }

    // MARK: Lookup

    /// The value of `program.paths[path]`.
    private mutating func resolve(_ path: Int, of program: TemplateProgram, in source: SourceFile) -> TemplateValue? {
        switch program.pathKinds[path] {
        case .current:
            return scopes[scopes.count - 1]
        case .loop(let variable):
            guard let loop else {
                let path = program.paths[path]
                report("'\(path.text)' is only available inside '{{#each}}'", at: path.range, in: source)
                return nil
            }
            switch variable {
            case .index: return .string(String(loop.index))
            case .first: return .bool(loop.index == 0)
            case .last: return .bool(loop.index == loop.count - 1)
            }
        case .keys(let count):
            let name = program.pathNames[path]
            guard var value = scopes.reversed().lazy.compactMap({ $0[name] }).first else {
                reportUnknownVariable(program.paths[path], in: source)
                return nil
            }
            guard count > 1 else { return value }
            let keys = program.pathKeys[path]
            for index in 1..<count {
                guard let next = value[keys[index]] else {
                    reportUnknownKey(at: index, of: program.paths[path], in: value, source: source)
                    return nil
                }
                value = next
            }
            return value
        }
    }

    private mutating func reportUnknownKey(at index: Int, of path: TemplatePath, in value: TemplateValue, source: SourceFile) {
        guard case .keys(let keys) = path.kind else { preconditionFailure("not a path of keys") }
        let parent = keys[..<index].joined(separator: ".")
        guard let dictionaryKeys = value.keys else {
            report(
                "cannot look up '\(path.text)': '\(parent)' is \(value.kindDescription), not a dictionary",
                at: path.range, in: source)
            return
        }
        let suggestion = Suggestion.didYouMean(Suggestion.closest(to: keys[index], among: dictionaryKeys).map { parent + "." + $0 })
        report(
            "unknown variable '\(path.text)': '\(parent)' has no key '\(keys[index])'\(suggestion)\(Self.available(dictionaryKeys))",
            at: path.range, in: source)
    }

    private mutating func reportUnknownVariable(_ path: TemplatePath, in source: SourceFile) {
        guard case .keys(let keys) = path.kind else { preconditionFailure("not a path of keys") }
        let name = keys[0]
        var names: Set<String> = []
        for scope in scopes {
            if let keys = scope.keys { names.formUnion(keys) }
        }
        let hint =
            if name == "this" {
                "; the current item is '.'"
            } else {
                Suggestion.didYouMean(Suggestion.closest(to: name, among: names.sorted()))
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
