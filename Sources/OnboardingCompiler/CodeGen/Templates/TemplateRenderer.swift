/// Where rendered text goes: UTF-8 bytes, handed on in blocks when the output is streamed.
///
/// It also indents the output of partials as it is written, which is what `{{> partial}}` alone
/// on a line asks for: each level of partial puts its indentation before the lines of its own
/// output that are not empty.
struct TemplateOutput {
    /// The text written and not yet handed on. Bytes rather than a `String`: appending to a string
    /// checks its storage and flags each time, a tenth of code generation (callgrind).
    private var bytes: [UInt8] = []
    /// Called with each block once it grows beyond `blockSize`; `nil` keeps the whole text.
    private let flush: ((UnsafeRawBufferPointer) throws -> Void)?
    private let blockSize: Int
    /// An error of `flush`; nothing more is handed on after the first.
    private var flushError: (any Error)?
    /// The bytes already handed on to `flush`.
    private var flushedCount = 0

    /// The number of bytes written so far, handed on or not.
    var byteCount: Int { flushedCount + bytes.count }

    /// The indentation of each partial being rendered, outermost first, and whether that partial's
    /// own output is at the start of a line.
    private var levels: [(indentation: [UInt8], isAtLineStart: Bool)] = []
    /// For each partial being rendered, whether it wrote anything and whether its last byte was a line break.
    private var partialEnds: [(hasWritten: Bool, endsWithLineBreak: Bool)] = []

    init(blockSize: Int = 1 << 20, flush: ((UnsafeRawBufferPointer) throws -> Void)? = nil) {
        self.flush = flush
        self.blockSize = blockSize
        bytes.reserveCapacity(flush == nil ? 1 << 16 : blockSize + blockSize / 4)
    }

    /// The UTF-8 written, when it is not handed on.
    var writtenBytes: [UInt8] { bytes }

    /// The text written, when it is not handed on.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes `string`, indenting its lines as the partials being rendered ask.
    mutating func write(_ string: String) {
        guard !string.isEmpty else { return }
        var string = string
        string.withUTF8 { write($0) }
    }

    /// Writes the UTF-8 `bytes`, indenting their lines as the partials being rendered ask.
    mutating func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { write($0) }
    }

    private mutating func write(_ string: UnsafeBufferPointer<UInt8>) {
        if !partialEnds.isEmpty {
            let endsWithLineBreak = Self.isLineBreak(string[string.count - 1])
            for index in partialEnds.indices { partialEnds[index] = (true, endsWithLineBreak) }
        }
        if levels.isEmpty {
            bytes.append(contentsOf: string)
        } else {
            writeIndented(string)
        }
        if let flush, bytes.count >= blockSize {
            if flushError == nil {
                do {
                    try bytes.withUnsafeBytes { try flush($0) }
                } catch {
                    flushError = error
                }
            }
            flushedCount += bytes.count
            bytes.removeAll(keepingCapacity: true)
        }
    }

    /// Hands on what is left; throws the first error of handing on.
    mutating func finish() throws {
        if let flushError { throw flushError }
        guard let flush, !bytes.isEmpty else { return }
        try bytes.withUnsafeBytes { try flush($0) }
        bytes.removeAll()
    }

    /// Starts the output of a partial; `indentation` is `nil` for a partial that is not alone on its line.
    mutating func beginPartial(indentation: String?) {
        if let indentation, !indentation.isEmpty { levels.append((Array(indentation.utf8), true)) }
        partialEnds.append((false, false))
    }

    /// Ends the output of a partial: a partial alone on its line always ends its line, with
    /// `lineBreak`, if its output is not empty and does not end with a line break.
    mutating func endPartial(indentation: String?, lineBreak: String) {
        let end = partialEnds.removeLast()
        if let indentation, !indentation.isEmpty { levels.removeLast() }
        if indentation != nil, end.hasWritten, !end.endsWithLineBreak {
            write(lineBreak)
        }
    }

    /// Copies `string` line by line, each indentation before the first byte of a line that is not
    /// a line break. A line break is always a character of its own (`\r\n` being one), so splitting
    /// at `\r` and `\n` bytes splits at characters.
    private mutating func writeIndented(_ string: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while start < string.count {
            var lineEnd = start
            while lineEnd < string.count, !Self.isLineBreak(string[lineEnd]) { lineEnd += 1 }
            if start < lineEnd {
                for index in levels.indices where levels[index].isAtLineStart {
                    bytes.append(contentsOf: levels[index].indentation)
                    levels[index].isAtLineStart = false
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: string[start..<lineEnd]))
            }
            var next = lineEnd
            while next < string.count, Self.isLineBreak(string[next]) { next += 1 }
            if lineEnd < next {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: string[lineEnd..<next]))
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
struct TemplateRenderer {
    private struct Scope {
        var value: ContextValue
        /// The item's position when the scope is an item of `{{#each}}`.
        var loop: (index: Int, count: Int)?
    }

    private let partials: [String: TemplateSet.Template]
    private var scopes: [Scope]
    private(set) var diagnostics: [Diagnostic] = []
    /// The text of the computed value being inserted or tested, kept to reuse its storage.
    private var computedText: [UInt8] = []
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

    init(partials: [String: TemplateSet.Template], context: ContextValue) {
        self.partials = partials
        self.scopes = [Scope(value: context)]
        self.maximumSteps = 10_000_000 + 200 * context.estimatedValueCount
    }

    mutating func render(_ template: TemplateSet.Template, into output: inout TemplateOutput) {
        guard template.errors.isEmpty else {
            template.errors.forEach { report($0) }
            return
        }
        render(template.nodes, in: template.source, into: &output)
    }

    // MARK: Nodes

    private mutating func render(_ nodes: [TemplateNode], in source: SourceFile, into output: inout TemplateOutput) {
        for node in nodes {
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
            switch node {
            case .text(let text):
                output.write(text)
            case .variable(let path):
                guard let value = resolve(path, in: source) else { continue }
                switch value {
                case .value(.string(let string)):
                    output.write(string)
                case .value(.bool(let bool)):
                    output.write(bool ? "true" : "false")
                case .text(let texts, let position):
                    output.write(written(texts, at: position))
                case .value(.list), .list:
                    report(
                        "'\(path.text)' is a list and cannot be inserted as text; iterate it with '{{#each \(path.text)}}'",
                        at: path.range, in: source)
                case .value(.dictionary), .dictionary:
                    let example = value.dictionaryKeys?.min().map { " such as '{{ \(path.text).\($0) }}'" } ?? ""
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

    private mutating func render(_ section: TemplateSection, in source: SourceFile, into output: inout TemplateOutput) {
        guard let value = resolve(section.path, in: source) else { return }
        switch section.kind {
        case .each:
            guard let list = value.list else {
                report(
                    "'{{#each \(section.path.text)}}' needs a list, but '\(section.path.text)' is \(value.kindDescription)",
                    at: section.path.range, in: source)
                return
            }
            let count = list.count
            if count == 0 { render(section.inverse, in: source, into: &output) }
            for index in 0..<count {
                scopes.append(Scope(value: list.item(at: index), loop: (index, count)))
                render(section.body, in: source, into: &output)
                scopes.removeLast()
            }
        case .if:
            render(isTruthy(value) ? section.body : section.inverse, in: source, into: &output)
        case .unless:
            render(isTruthy(value) ? section.inverse : section.body, in: source, into: &output)
        }
    }

    /// `TemplateValue.isTruthy` for every kind of value.
    private mutating func isTruthy(_ value: ContextValue) -> Bool {
        switch value {
        case .value(let value): value.isTruthy
        case .list(let list): list.count > 0
        case .dictionary: true
        case .text(let texts, let position): !written(texts, at: position).isEmpty
        }
    }

    /// The UTF-8 of the string at `position` of `texts`, valid until the next call.
    private mutating func written(_ texts: any ComputedTexts, at position: Int) -> [UInt8] {
        computedText.removeAll(keepingCapacity: true)
        texts.writeText(at: position, to: &computedText)
        return computedText
    }

    private mutating func render(_ partial: TemplatePartial, in source: SourceFile, into output: inout TemplateOutput) {
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
        output.beginPartial(indentation: partial.indentation)
        render(template.nodes, in: template.source, into: &output)
        output.endPartial(indentation: partial.indentation, lineBreak: partial.lineBreak)
        partialDepth -= 1
        if partial.context != nil { scopes.removeLast() }
    }

    // MARK: Lookup

    private mutating func resolve(_ path: TemplatePath, in source: SourceFile) -> ContextValue? {
        switch path.kind {
        case .current:
            return scopes[scopes.count - 1].value
        case .loop(let variable):
            guard let loop = scopes.last(where: { $0.loop != nil })?.loop else {
                report("'\(path.text)' is only available inside '{{#each}}'", at: path.range, in: source)
                return nil
            }
            switch variable {
            case .index: return .value(.string(String(loop.index)))
            case .first: return .value(.bool(loop.index == 0))
            case .last: return .value(.bool(loop.index == loop.count - 1))
            }
        case .keys(let keys):
            var found: ContextValue?
            for scope in scopes.reversed() {
                if let value = scope.value.value(forKey: keys[0]) {
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
                guard let dictionaryKeys = value.dictionaryKeys else {
                    report(
                        "cannot look up '\(path.text)': '\(parent)' is \(value.kindDescription), not a dictionary",
                        at: path.range, in: source)
                    return nil
                }
                guard let next = value.value(forKey: keys[index]) else {
                    let suggestion =
                        Suggestion.closest(to: keys[index], among: dictionaryKeys).map { "; did you mean '\(parent).\($0)'?" } ?? ""
                    report(
                        "unknown variable '\(path.text)': '\(parent)' has no key '\(keys[index])'\(suggestion)\(Self.available(dictionaryKeys))",
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
            if let keys = scope.value.dictionaryKeys { names.formUnion(keys) }
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
