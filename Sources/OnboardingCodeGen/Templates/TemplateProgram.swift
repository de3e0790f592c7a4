/// A template's nodes laid out flat for rendering: one instruction per node, each holding only
/// numbers, so that stepping through them copies no references.
///
/// Rendering the node tree copied each node's enum payload, its paths and arrays of children,
/// retaining and releasing them: most of the renderer's cost (callgrind, 2,000 slides).
final class TemplateProgram: Sendable {
    enum Instruction: Sendable {
        /// The bytes of `text` in the range.
        case text(start: Int, end: Int)
        /// The value of `paths[path]`.
        case variable(path: Int)
        /// A section whose body runs from the next instruction to `bodyEnd` and whose `{{else}}`
        /// branch from `bodyEnd` to `end`; rendering goes on at `end`.
        case section(TemplateSection.Kind, path: Int, bodyEnd: Int, end: Int)
        /// `partials[partial]`, with `paths[context]` as its scope if it names one.
        case partial(Int, context: Int?)
    }

    /// What a path is, without its strings: all the renderer reads of a path it has looked up before.
    enum PathKind: Sendable {
        case current
        case loop(TemplatePath.LoopVariable)
        /// A name and `count - 1` keys after it.
        case keys(count: Int)

        init(_ kind: TemplatePath.Kind) {
            switch kind {
            case .current: self = .current
            case .loop(let variable): self = .loop(variable)
            case .keys(let keys): self = .keys(count: keys.count)
            }
        }
    }

    let instructions: [Instruction]
    /// The text of every text node, one after another.
    let text: [UInt8]
    let paths: [TemplatePath]
    /// The kind of each of `paths`.
    let pathKinds: [PathKind]
    /// The keys of each of `paths` that is a name and keys; empty for the others.
    let pathKeys: [[String]]
    /// The name of each of `paths` that is a name and keys, its first key; empty for the others.
    let pathNames: [String]
    let partials: [TemplatePartial]

    /// The program `builder` has built.
    init(_ builder: Builder) {
        instructions = builder.instructions
        text = builder.text
        paths = builder.paths
        pathKinds = builder.paths.map { PathKind($0.kind) }
        pathKeys = builder.paths.map { path in
            if case .keys(let keys) = path.kind { keys } else { [] }
        }
        pathNames = pathKeys.map { $0.first ?? "" }
        partials = builder.partials
    }

    /// Lays a template's nodes out as instructions, in the order the parser reads them.
    struct Builder {
        private(set) var instructions: [Instruction] = []
        private(set) var text: [UInt8] = []
        private(set) var paths: [TemplatePath] = []
        private(set) var partials: [TemplatePartial] = []
        /// The sections open, innermost last: the position of each one's instruction and where its
        /// `{{else}}` branch starts, once it does.
        private var openSections: [(position: Int, bodyEnd: Int?)] = []

        mutating func appendText(_ bytes: some Collection<UInt8>) {
            instructions.append(.text(start: text.count, end: text.count + bytes.count))
            text += bytes
        }

        mutating func appendVariable(_ path: TemplatePath) {
            instructions.append(.variable(path: paths.count))
            paths.append(path)
        }

        /// Opens a section; its body follows, then `beginInverse()` and its `{{else}}` branch, then `endSection()`.
        mutating func beginSection(_ kind: TemplateSection.Kind, path: TemplatePath) {
            openSections.append((instructions.count, nil))
            instructions.append(.section(kind, path: paths.count, bodyEnd: 0, end: 0))
            paths.append(path)
        }

        mutating func beginInverse() {
            openSections[openSections.count - 1].bodyEnd = instructions.count
        }

        mutating func endSection() {
            let (position, bodyEnd) = openSections.removeLast()
            guard case .section(let kind, let path, _, _) = instructions[position] else { preconditionFailure("not a section") }
            instructions[position] = .section(kind, path: path, bodyEnd: bodyEnd ?? instructions.count, end: instructions.count)
        }

        mutating func appendPartial(_ partial: TemplatePartial) {
            instructions.append(.partial(partials.count, context: partial.context.map { _ in paths.count }))
            if let context = partial.context { paths.append(context) }
            partials.append(partial)
        }
    }
}
