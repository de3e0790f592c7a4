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
    let partials: [TemplatePartial]
    /// The number of the first of `paths` among the paths of the template's set.
    let firstPath: Int

    /// Compiles `nodes`, numbering their paths from `firstPath`.
    init(_ nodes: [TemplateNode], firstPath: Int) {
        self.firstPath = firstPath
        var builder = Builder()
        builder.append(nodes)
        instructions = builder.instructions
        text = builder.text
        paths = builder.paths
        pathKinds = builder.paths.map { PathKind($0.kind) }
        pathKeys = builder.paths.map { path in
            if case .keys(let keys) = path.kind { keys } else { [] }
        }
        partials = builder.partials
    }

    private struct Builder {
        var instructions: [Instruction] = []
        var text: [UInt8] = []
        var paths: [TemplatePath] = []
        var partials: [TemplatePartial] = []

        mutating func append(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text(let bytes):
                    instructions.append(.text(start: text.count, end: text.count + bytes.count))
                    text += bytes
                case .variable(let path):
                    instructions.append(.variable(path: paths.count))
                    paths.append(path)
                case .section(let section):
                    let position = instructions.count
                    let path = paths.count
                    paths.append(section.path)
                    instructions.append(.section(section.kind, path: path, bodyEnd: 0, end: 0))
                    append(section.body)
                    let bodyEnd = instructions.count
                    append(section.inverse)
                    instructions[position] = .section(section.kind, path: path, bodyEnd: bodyEnd, end: instructions.count)
                case .partial(let partial):
                    instructions.append(.partial(partials.count, context: partial.context.map { _ in paths.count }))
                    if let context = partial.context { paths.append(context) }
                    partials.append(partial)
                }
            }
        }
    }
}
