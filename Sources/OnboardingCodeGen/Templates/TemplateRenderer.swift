import Foundation
import OnboardingDiagnostics

/// Where rendered text goes: UTF-8 bytes, handed on in blocks when the output is streamed.
///
/// It also indents the output of partials as it is written, which is what `{{> partial}}` alone
/// on a line asks for: each level of partial puts its indentation before the lines of its own
/// output that are not empty.
package struct TemplateOutput: ~Copyable {
    /// The text written and not yet handed on.
    private var bytes: ByteBuffer
    /// Called with each block once it grows beyond `blockSize`; `nil` keeps the whole text.
    private let flush: ((UnsafeRawBufferPointer) throws -> Void)?
    private let blockSize: Int
    /// An error of `flush`; nothing more is handed on after the first.
    private var flushError: (any Error)?
    /// The bytes already handed on to `flush`.
    private var flushedCount = 0
    /// The last byte written, handed on or not; a line break before anything is written.
    private var lastByte = UInt8(ascii: "\n")

    /// The number of bytes written so far, handed on or not.
    var byteCount: Int { flushedCount + bytes.count }

    /// The indentation of each partial being rendered, outermost first, and whether that partial's
    /// own output is at the start of a line.
    private var levels: [(indentation: [UInt8], isAtLineStart: Bool)] = []
    /// For each partial being rendered, `byteCount` when it began.
    private var partialStarts: [Int] = []
    /// Computed text being indented.
    private var unindented = ByteBuffer()

    package init(blockSize: Int = 1 << 20, flush: ((UnsafeRawBufferPointer) throws -> Void)? = nil) {
        self.flush = flush
        self.blockSize = blockSize
        bytes = ByteBuffer(capacity: flush == nil ? 1 << 16 : blockSize + blockSize / 4)
    }

    /// The UTF-8 written, when it is not handed on.
    consuming func takeWrittenData() -> Data {
        bytes.takeData()
    }

    /// The text written, when it is not handed on.
    var text: String { bytes.text }

    /// Writes `string`, indenting its lines as the partials being rendered ask.
    mutating func write(_ string: String) {
        string.withUTF8Bytes { write($0) }
    }

    /// Writes the UTF-8 `text`, indenting its lines as the partials being rendered ask.
    mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        guard !text.isEmpty else { return }
        if levels.isEmpty {
            bytes.append(text)
        } else {
            Self.write(text, indentedBy: &levels, to: &bytes)
        }
        lastByte = text[text.count - 1]
        flushIfFull()
    }

    /// Writes the UTF-8 that `body` appends, indenting its lines as the partials being rendered ask.
    mutating func write(_ body: (inout ByteBuffer) -> Void) {
        let start = bytes.count
        body(&bytes)
        guard bytes.count > start else { return }
        if !levels.isEmpty, needsIndentation(from: start) {
            unindented.removeAll()
            unindented.append(contentsOf: bytes, from: start)
            bytes.removeAll(from: start)
            unindented.withUnsafeBufferPointer { Self.write($0, indentedBy: &levels, to: &bytes) }
        }
        lastByte = bytes.last!
        flushIfFull()
    }

    /// Whether the bytes from `start` need indenting: some level is at the start of a line, or they hold a line break.
    private func needsIndentation(from start: Int) -> Bool {
        if levels.contains(where: \.isAtLineStart) { return true }
        return bytes.withUnsafeBufferPointer { $0[start...].contains(where: Self.isLineBreak) }
    }

    private mutating func flushIfFull() {
        guard let flush, bytes.count >= blockSize else { return }
        if flushError == nil {
            do {
                try bytes.withUnsafeBufferPointer { try flush(UnsafeRawBufferPointer($0)) }
            } catch {
                flushError = error
            }
        }
        flushedCount += bytes.count
        bytes.removeAll()
    }

    /// Hands on what is left; throws the first error of handing on.
    package mutating func finish() throws {
        if let flushError { throw flushError }
        guard let flush, !bytes.isEmpty else { return }
        try bytes.withUnsafeBufferPointer { try flush(UnsafeRawBufferPointer($0)) }
        bytes.removeAll()
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
        to bytes: inout ByteBuffer
    ) {
        var start = 0
        while start < text.count {
            var lineEnd = start
            while lineEnd < text.count, !isLineBreak(text[lineEnd]) { lineEnd += 1 }
            if start < lineEnd {
                for index in levels.indices where levels[index].isAtLineStart {
                    bytes.append(levels[index].indentation)
                    levels[index].isAtLineStart = false
                }
                bytes.append(UnsafeBufferPointer(rebasing: text[start..<lineEnd]))
            }
            var next = lineEnd
            while next < text.count, isLineBreak(text[next]) { next += 1 }
            if lineEnd < next {
                bytes.append(UnsafeBufferPointer(rebasing: text[lineEnd..<next]))
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
    private struct Scope {
        var value: ContextValue
        /// The item's position when the scope is an item of `{{#each}}`.
        var loop: (index: Int, count: Int)?
    }

    private let partials: [String: TemplateSet.Template]
    /// What computes the context's computed values; `nil` when the context has none.
    private let contextSource: (any ContextSource)?
    /// The key tables of `contextSource`'s dictionaries, by kind.
    private let keyTables: [ContextValue.KeyTable]
    private var scopes: [Scope]
    private(set) var diagnostics: [Diagnostic] = []
    /// The text of the computed value tested last, kept to reuse its storage and to insert it
    /// again without computing it, as `{{#if doc}}` and then `{{ doc }}` do.
    private var computedText = ByteBuffer()
    /// The value whose text `computedText` holds.
    private var computedTextValue: ComputedValue?
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

    /// Where each path of the set found its first name in each kind of computed dictionary.
    private var keyPositions: KeyPositions

    /// A renderer of the templates of a set with `pathCount` paths, numbered from 0 across its
    /// templates; `source` computes the computed values of `context`.
    init(partials: [String: TemplateSet.Template], pathCount: Int, context: ContextValue, source: (any ContextSource)?) {
        self.partials = partials
        self.contextSource = source
        self.keyTables = source?.keyTables ?? []
        self.keyPositions = KeyPositions(pathCount: pathCount, tableCount: keyTables.count)
        self.scopes = [Scope(value: context)]
        self.maximumSteps = 10_000_000 + 200 * Self.estimatedValueCount(of: context, source: source)
    }

    /// The size of `value` for the work limit of a render: its values, a computed list counting
    /// as its length times a generous weight for what each item holds, so that the estimate
    /// never computes the items themselves.
    private static func estimatedValueCount(of value: ContextValue, source: (any ContextSource)?) -> Int {
        switch value {
        case .value(let value):
            return value.valueCount
        case .list(let list):
            return 1 + source!.count(of: list) * 64
        case .dictionary(let dictionary):
            let keys = source!.keyTables[dictionary.kind].keys
            return 1 + keys.indices.reduce(0) { $0 + estimatedValueCount(of: source!.value(at: $1, of: dictionary), source: source) }
        case .text:
            return 1
        }
    }

    mutating func render(_ template: TemplateSet.Template, into output: inout TemplateOutput) {
        guard template.errors.isEmpty else {
            template.errors.forEach { report($0) }
            return
        }
        render(template.program, template.program.instructions.indices, in: template.source, into: &output)
    }

    // MARK: Instructions

    private mutating func render(
        _ program: TemplateProgram, _ instructions: Range<Int>, in source: SourceFile, into output: inout TemplateOutput
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
    private mutating func insert(_ path: Int, of program: TemplateProgram, in source: SourceFile, into output: inout TemplateOutput) {
        guard let value = resolve(path, of: program, in: source) else { return }
        switch value {
        case .value(.string(let string)):
            output.write(string)
        case .value(.bool(let bool)):
            output.write(bool ? "true" : "false")
        case .text(let text) where text == computedTextValue:
            computedText.withUnsafeBufferPointer { output.write($0) }
        case .text(let text):
            let contextSource = contextSource!
            output.write { contextSource.writeText(text, to: &$0) }
        case .value(.list), .list:
            let path = program.paths[path]
            report(
                "'\(path.text)' is a list and cannot be inserted as text; iterate it with '{{#each \(path.text)}}'",
                at: path.range, in: source)
        case .value(.dictionary), .dictionary:
            let path = program.paths[path]
            let example = keys(of: value)?.min().map { " such as '{{ \(path.text).\($0) }}'" } ?? ""
            report(
                "'\(path.text)' is a dictionary and cannot be inserted as text; insert one of its keys\(example)",
                at: path.range, in: source)
        }
    }

    /// Renders a section whose path is `program.paths[path]`.
    private mutating func render(
        _ kind: TemplateSection.Kind, of path: Int, body: Range<Int>, inverse: Range<Int>,
        of program: TemplateProgram, in source: SourceFile, into output: inout TemplateOutput
    ) {
        guard let value = resolve(path, of: program, in: source) else { return }
        switch kind {
        case .each:
            guard let count = count(ofList: value) else {
                let path = program.paths[path]
                report(
                    "'{{#each \(path.text)}}' needs a list, but '\(path.text)' is \(value.kindDescription)",
                    at: path.range, in: source)
                return
            }
            if count == 0 { render(program, inverse, in: source, into: &output) }
            for index in 0..<count {
                scopes.append(Scope(value: item(at: index, ofList: value), loop: (index, count)))
                render(program, body, in: source, into: &output)
                scopes.removeLast()
            }
        case .if:
            render(program, isTruthy(value) ? body : inverse, in: source, into: &output)
        case .unless:
            render(program, isTruthy(value) ? inverse : body, in: source, into: &output)
        }
    }

    /// `TemplateValue.isTruthy` for every kind of value.
    private mutating func isTruthy(_ value: ContextValue) -> Bool {
        switch value {
        case .value(let value): return value.isTruthy
        case .list(let list): return contextSource!.count(of: list) > 0
        case .dictionary: return true
        case .text(let text):
            computedText.removeAll()
            contextSource!.writeText(text, to: &computedText)
            computedTextValue = text
            return !computedText.isEmpty
        }
    }

    /// Renders `partial`; `context` is the position in `program.paths` of its context's path, if it names one.
    private mutating func render(
        _ partial: TemplatePartial, context: Int?, of program: TemplateProgram, in source: SourceFile,
        into output: inout TemplateOutput
    ) {
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
        if let context {
            guard let value = resolve(context, of: program, in: source) else { return }
            scopes.append(Scope(value: value))
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
    private mutating func resolve(_ path: Int, of program: TemplateProgram, in source: SourceFile) -> ContextValue? {
        switch program.pathKinds[path] {
        case .current:
            return scopes[scopes.count - 1].value
        case .loop(let variable):
            guard let loop = scopes.last(where: { $0.loop != nil })?.loop else {
                let path = program.paths[path]
                report("'\(path.text)' is only available inside '{{#each}}'", at: path.range, in: source)
                return nil
            }
            switch variable {
            case .index: return .value(.string(String(loop.index)))
            case .first: return .value(.bool(loop.index == 0))
            case .last: return .value(.bool(loop.index == loop.count - 1))
            }
        case .keys(let count):
            var found: ContextValue?
            for depth in scopes.indices.reversed() {
                if let value = valueOfFirstName(of: path, in: program, inScope: depth) {
                    found = value
                    break
                }
            }
            guard var value = found else {
                reportUnknownVariable(program.paths[path], in: source)
                return nil
            }
            guard count > 1 else { return value }
            let path = program.paths[path]
            guard case .keys(let keys) = path.kind else { preconditionFailure("not a path of keys") }
            for index in 1..<keys.count {
                let parent = keys[..<index].joined(separator: ".")
                guard let dictionaryKeys = self.keys(of: value) else {
                    report(
                        "cannot look up '\(path.text)': '\(parent)' is \(value.kindDescription), not a dictionary",
                        at: path.range, in: source)
                    return nil
                }
                guard let next = self.value(forKey: keys[index], in: value) else {
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

    /// The value of the first name of `program.paths[path]` in the scope at `depth`; `nil` when
    /// the scope is not a dictionary or has no such key.
    private mutating func valueOfFirstName(of path: Int, in program: TemplateProgram, inScope depth: Int) -> ContextValue? {
        switch scopes[depth].value {
        case .dictionary(let dictionary):
            let number = program.firstPath + path
            let key: Int?
            switch keyPositions[number, dictionary.kind] {
            case .at(let position):
                key = position
            case .absent:
                key = nil
            case .unknown:
                key = keyTables[dictionary.kind].index(of: program.paths[path].firstName)
                keyPositions[number, dictionary.kind] = key.map(KeyPositions.Position.at) ?? .absent
            }
            return key.map { contextSource!.value(at: $0, of: dictionary) }
        case .value(.dictionary(let dictionary)):
            return dictionary[program.paths[path].firstName].map { .value($0) }
        default:
            return nil
        }
    }

    /// The number of items of the list `value`; `nil` for other kinds.
    private func count(ofList value: ContextValue) -> Int? {
        switch value {
        case .value(.list(let items)): items.count
        case .list(let list): contextSource!.count(of: list)
        default: nil
        }
    }

    /// The item at `index` of the list `value`, which is less than its count.
    private func item(at index: Int, ofList value: ContextValue) -> ContextValue {
        switch value {
        case .value(.list(let items)): .value(items[index])
        case .list(let list): contextSource!.item(at: index, of: list)
        default: preconditionFailure("not a list")
        }
    }

    /// The keys of the dictionary `value`; `nil` for other kinds.
    private func keys(of value: ContextValue) -> [String]? {
        switch value {
        case .value(.dictionary(let dictionary)): Array(dictionary.keys)
        case .dictionary(let dictionary): keyTables[dictionary.kind].keys
        default: nil
        }
    }

    /// The value of `key` in the dictionary `value`; `nil` for other kinds or a missing key.
    private func value(forKey key: String, in value: ContextValue) -> ContextValue? {
        switch value {
        case .value(.dictionary(let dictionary)): dictionary[key].map { .value($0) }
        case .dictionary(let dictionary): keyTables[dictionary.kind].index(of: key).map { contextSource!.value(at: $0, of: dictionary) }
        default: nil
        }
    }

    private mutating func reportUnknownVariable(_ path: TemplatePath, in source: SourceFile) {
        let name = path.firstName
        var names: Set<String> = []
        for scope in scopes {
            if let keys = keys(of: scope.value) { names.formUnion(keys) }
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

extension TemplatePath {
    /// The name looked up through the scopes; only for a path of keys.
    fileprivate var firstName: String {
        guard case .keys(let keys) = kind else { preconditionFailure("not a path of keys") }
        return keys[0]
    }
}

/// Where each path of a template set found its first name in each kind of computed dictionary: the
/// position of the name in the kind's key table, or that it is not there. A path inside
/// `{{#each slides}}` then finds its name in each slide without comparing names; with comparing,
/// lookups were a fifth of code generation (callgrind, 2,000 slides).
private struct KeyPositions {
    enum Position {
        case unknown, absent
        case at(Int)
    }

    private var positions: [Position]
    private let tableCount: Int

    init(pathCount: Int, tableCount: Int) {
        self.tableCount = tableCount
        positions = Array(repeating: .unknown, count: pathCount * tableCount)
    }

    /// Where the first name of the path numbered `path` is in the key table `table`.
    subscript(path: Int, table: Int) -> Position {
        get { positions[path * tableCount + table] }
        set { positions[path * tableCount + table] = newValue }
    }
}
