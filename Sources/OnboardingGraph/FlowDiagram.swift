import OnboardingSemantics
import OnboardingModel

/// The flow of a spec as a picture: its slides, where each leads, and the paywalls and login the
/// app presents on the way, ready to be written as Mermaid or Graphviz DOT.
///
/// Built from `FlowGraph`, so it shows the flow the generated state machine runs:
///
/// - A start node leads to the first slide; every way out of the onboarding leads to one end node.
/// - A slide is a box labelled with its id and title (and bold title); a choice slide is a diamond
///   whose edges carry the titles of the options that take them.
/// - Paywalls (labelled with their placement) are hexagons and the login a parallelogram, placed on
///   the edges where the state machine returns their effects, in its order: leaving a slide
///   (`afterSlide`), then for the chosen option (`afterChoice`), then at the end (`afterOnboarding`),
///   the login first and paywalls in the order of the spec. Each paywall and the login appear once;
///   a paywall or login the app presents itself (`manual`), or the login after the onboarding
///   (`afterCompletion`), stands apart, labelled so.
/// - The edges into a slide shown only for some answers (`showIf`) say for which: `if goals include
///   theory`; a dashed edge labelled `otherwise` leads past it to where the flow goes instead, and a
///   choice slide passed over continues along an edge labelled `when passed over`. An option's edge
///   knows the option was chosen: it leads past a slide shown for other options only, and into one
///   shown for it without a label.
/// - A slide no path of the picture reaches has a dashed outline, as does one shown only for options
///   from which no path leads to it, which the flow always passes over.
/// - Dropped slides are not in the flow, so not in the picture: a comment in the output names each
///   one and the rule that dropped it.
///
/// Node ids come from positions, not from the spec's text (`s3` is the third element of `slides`,
/// `paywall1` the first paywall; `start`, `login` and `finish`, never Mermaid's keyword `end`), and every label is escaped for its format, so no text in a spec
/// can break the diagram. The output depends on the spec alone: the same spec, the same bytes.
public struct FlowDiagram: Hashable, Sendable {
    /// What a node stands for, which decides its shape.
    public enum NodeKind: String, Hashable, Sendable {
        case start, slide, choice, paywall, login, end
    }

    public struct Node: Hashable, Sendable {
        /// The node's identifier in the diagram source: ASCII letters and digits only.
        public var id: String
        public var kind: NodeKind
        /// The label's lines, unescaped.
        public var lines: [String]
        /// Whether no path from the start reaches the node.
        public var isUnreachable: Bool
    }

    public struct Edge: Hashable, Sendable {
        public var from: String
        public var to: String
        /// The title of the option that takes the edge and the condition of the slide it leads to,
        /// unescaped.
        public var label: String?
        /// Whether the edge passes over slides shown only for some answers, which the flow takes
        /// when their conditions fail: drawn dashed.
        public var passesOver: Bool = false
    }

    /// The spec's name, the diagram's title.
    public var name: String
    public var nodes: [Node]
    public var edges: [Edge]
    /// One line for each dropped slide, unescaped: which slide and the rule that dropped it.
    public var droppedSlides: [String]

    public init(spec: OnboardingSpec) {
        let drawing = Drawing(spec: spec)
        name = spec.name
        nodes = drawing.nodes
        edges = drawing.edges
        droppedSlides = spec.droppedSlides.sorted { $0.position < $1.position }.map { dropped in
            "slide \(dropped.id.quotedForDiagnostic) (element \(dropped.position + 1) of 'slides') is dropped: \(dropped.ruleID)"
        }
    }
}

/// The nodes and edges of a spec's flow, drawn in steps: the nodes, the edges between them, then
/// which slides no edge reaches.
private struct Drawing {
    typealias Node = FlowDiagram.Node
    typealias Edge = FlowDiagram.Edge

    private let spec: OnboardingSpec
    private let graph: FlowGraph
    /// Slides shown only for options of a choice slide from which no path leads to them: the flow
    /// passes over them wherever it comes to them (lint reports each as unreachable).
    private let neverShown: Set<Int>
    private(set) var nodes: [Node] = []
    private(set) var edges: [Edge] = []
    private var seenEdges: Set<Edge> = []
    /// The effect nodes each trigger fires, in the order the state machine returns them.
    private var effectsByTrigger: [FlowTrigger: [String]] = [:]

    init(spec: OnboardingSpec) {
        let graph = FlowGraph(spec: spec)
        self.spec = spec
        self.graph = graph
        neverShown = Set(
            spec.slides.indices.filter { index in
                graph.successorsOfTheOptionsShowing(index).map { !graph.canReach(index, from: $0) } ?? false
            })
        addNodes()
        addEdges()
        markUnreachableSlides()
    }

    /// The start, a node for each slide, the login and the paywalls, and the end.
    private mutating func addNodes() {
        nodes.append(Node(id: "start", kind: .start, lines: ["Start"], isUnreachable: false))
        for slide in spec.slides {
            let title = [slide.title, slide.boldTitle].compactMap { $0 }.joined(separator: " ")
            let permission = slide.permission.map { ["asks for \($0.rawValue)"] } ?? []
            nodes.append(
                Node(
                    id: Self.nodeID(of: slide), kind: slide.kind == .choice ? .choice : .slide,
                    lines: (title.isEmpty ? [slide.id] : [slide.id, title]) + permission, isUnreachable: false))
        }
        if let login = spec.login {
            let lines: [String] =
                switch login.trigger {
                case .manual: ["Login", "opened by the app"]
                case .afterCompletion: ["Login", "after the onboarding, while signed out"]
                default: ["Login"]
                }
            nodes.append(Node(id: "login", kind: .login, lines: lines, isUnreachable: false))
            effectsByTrigger[login.trigger, default: []].append("login")
        }
        for (index, paywall) in spec.paywalls.enumerated() {
            let id = "paywall\(index + 1)"
            let lines = paywall.trigger == .manual ? ["Paywall", paywall.placement, "opened by the app"] : ["Paywall", paywall.placement]
            nodes.append(Node(id: id, kind: .paywall, lines: lines, isUnreachable: false))
            effectsByTrigger[paywall.trigger, default: []].append(id)
        }
        nodes.append(Node(id: "finish", kind: .end, lines: ["End"], isUnreachable: false))
    }

    /// The edge from the start, every way out of each slide, and the way from the end's effects to
    /// the end.
    private mutating func addEdges() {
        if let first = spec.slides.first {
            connect("start", through: [], to: Self.nodeID(of: first), label: nil)
        }
        for index in spec.slides.indices {
            addEdges(leaving: index)
        }
        let endEffects = effectsByTrigger[.afterOnboarding] ?? []
        if let first = endEffects.first {
            connect(first, through: Array(endEffects.dropFirst()), to: "finish", label: nil)
        }
    }

    /// Marks each slide no path of the picture leads to from the start.
    private mutating func markUnreachableSlides() {
        var reached: Set<String> = ["start"]
        var targets: [String: [String]] = [:]
        for edge in edges { targets[edge.from, default: []].append(edge.to) }
        var stack = ["start"]
        while let node = stack.popLast() {
            for next in targets[node] ?? [] where reached.insert(next).inserted { stack.append(next) }
        }
        for index in nodes.indices where nodes[index].kind == .slide || nodes[index].kind == .choice {
            nodes[index].isUnreachable = !reached.contains(nodes[index].id)
        }
    }

    private static func nodeID(of slide: Slide) -> String { "s\(slide.position + 1)" }

    /// The edges out of the slide at `index`: through the effects of leaving it, then along each of
    /// its ways on, through the effects of the option that takes it.
    private mutating func addEdges(leaving index: Int) {
        let slide = spec.slides[index]
        let leaving = effectsByTrigger[.afterSlide(slide.id)] ?? []
        var exit = Self.nodeID(of: slide)
        if let last = leaving.last {
            connect(exit, through: Array(leaving.dropLast()), to: last, label: nil)
            exit = last
        }
        let endEntry = effectsByTrigger[.afterOnboarding]?.first ?? "finish"
        for edge in graph.edges(from: index) {
            let choice = edge.choice.map { slide.choices[$0] }
            let chosen = choice.map { effectsByTrigger[.afterChoice($0.id)] ?? [] } ?? []
            var taken = choice.map(Self.optionLabel)
            if edge.choice == nil, slide.kind == .choice, slide.condition != nil {
                taken = "when passed over"
            }
            if slide.nextIfDenied != nil {
                taken = edge.isIfDenied ? "if denied" : "if allowed"
            }
            // An edge to each slide the flow may show along a run of slides shown only for some
            // answers, and, labelled `otherwise`, to where it goes when they are passed over.
            var target: FlowGraph.Destination? = edge.destination
            var isOtherwise = false
            var seen: Set<Int> = []
            while let destination = target {
                let label = { (condition: String?) in
                    [taken, isOtherwise ? "otherwise" : nil, condition].compactMap { $0 }.joined(separator: " · ")
                }
                guard case .slide(let next) = destination else {
                    connect(exit, through: chosen, to: endEntry, label: label(nil), passesOver: isOtherwise)
                    break
                }
                let isShown = shows(next, afterChoosing: choice, on: slide)
                if isShown != false {
                    let condition = isShown == nil ? spec.slides[next].condition.map { Self.conditionLabel($0, of: spec.slides, graph: graph) } : nil
                    connect(exit, through: chosen, to: Self.nodeID(of: spec.slides[next]), label: label(condition), passesOver: isOtherwise)
                }
                guard isShown != true, seen.insert(next).inserted else { break }
                if isShown == nil { isOtherwise = true }
                target = graph.destination(of: spec.slides[next].next, from: next)
            }
        }
    }

    /// Whether the slide at `next` shows when the flow comes to it from `slide`, `choice` chosen
    /// there: known when its condition asks for that option or can never hold, `nil` when it
    /// depends on answers given before.
    private func shows(_ next: Int, afterChoosing choice: Choice?, on slide: Slide) -> Bool? {
        guard let condition = spec.slides[next].condition else { return true }
        if neverShown.contains(next) { return false }
        guard let choice, condition.answer == slide.id else { return nil }
        switch condition.requirement {
        case .isAnyOf(let options): return options.contains(choice.id)
        case .isAnswered(let isAnswered): return isAnswered
        }
    }

    /// A slide's condition as a label of the edges into it: `if level is advanced`, `if goals
    /// include theory or fun`, `if name is answered`.
    private static func conditionLabel(_ condition: Condition, of slides: [Slide], graph: FlowGraph) -> String {
        let isMultipleChoice = graph.indexByID[condition.answer].map { slides[$0].kind == .multipleChoice } ?? false
        switch condition.requirement {
        case .isAnyOf(let options):
            return "if \(condition.answer) \(isMultipleChoice ? "include" : "is") \(options.joined(separator: " or "))"
        case .isAnswered(let isAnswered):
            return "if \(condition.answer) is \(isAnswered ? "answered" : "unanswered")"
        }
    }

    /// An option as an edge label: its emoji, if any, and its title.
    private static func optionLabel(_ choice: Choice) -> String {
        [choice.emoji, choice.title].compactMap { $0 }.joined(separator: " ")
    }

    /// Connects `from` to `destination` through the effect nodes `effects`, the first edge labelled
    /// `label`; an edge drawn already is not drawn again.
    private mutating func connect(_ from: String, through effects: [String], to destination: String, label: String?, passesOver: Bool = false) {
        var from = from
        var label = label?.isEmpty == true ? nil : label
        for next in effects + [destination] {
            let edge = Edge(from: from, to: next, label: label, passesOver: passesOver && next == destination)
            if seenEdges.insert(edge).inserted { edges.append(edge) }
            from = next
            label = nil
        }
    }
}

/// The text formats `FlowDiagram` is written in.
public enum FlowDiagramFormat: String, CaseIterable, Sendable {
    /// A Mermaid flowchart, which GitHub and many Markdown viewers render.
    case mermaid
    /// Graphviz DOT, for `dot -Tsvg`.
    case dot
}

extension FlowDiagram {
    /// The diagram in `format`, ending with a newline.
    public func rendered(as format: FlowDiagramFormat) -> String {
        switch format {
        case .mermaid: mermaid()
        case .dot: dot()
        }
    }
}
