import JSONSyntax
import OnboardingModel

/// The flow of the kept slides as a graph: where each slide can lead.
///
/// Edges to ids that name no kept slide are left out; validation reports them.
public struct FlowGraph: Sendable {
    /// Where an edge of the flow leads.
    public enum Destination: Hashable, Sendable {
        /// The kept slide at this index of `OnboardingSpec.slides`.
        case slide(Int)
        /// The end of the onboarding.
        case end
    }

    /// One way out of a slide.
    ///
    /// An edge holds indices only: the option's id and the pointer of its `next` key are looked up
    /// through the graph when a report asks (`choiceID(of:)`, `pointer(of:)`). Strings held by
    /// every edge cost a third of the memory of validation (100,000 slides) and most of the time
    /// of building the graph, in reference counting.
    public struct Edge: Hashable, Sendable {
        public var destination: Destination
        /// The index of the slide the edge leaves.
        public var source: Int
        /// The index in the source slide's `choices` of the option that takes this edge; `nil` for
        /// a slide's own continuation.
        public var choice: Int?
        /// Whether the edge is a permission slide's `nextIfDenied`, taken when the user denies it.
        public var isIfDenied = false
    }

    /// A `next` that names no kept slide; the graph has no edge for it.
    public struct DanglingTarget: Hashable, Sendable {
        /// The index of the slide that declares it.
        public var source: Int
        /// The index in the slide's `choices` of the option that declares it; `nil` for the slide's own `next`.
        public var choice: Int?
        /// Whether it is a permission slide's `nextIfDenied`.
        public var isIfDenied = false
    }

    /// The kept slides, to name the options of edges.
    private let slides: [Slide]
    /// The edges out of every slide, those of slide `i` at `edgeStarts[i]..<edgeStarts[i + 1]`.
    private let allEdges: [Edge]
    private let edgeStarts: [Int]
    /// The index of each kept slide's id.
    public let indexByID: [String: Int]
    /// Every `next` of a slide or an option that names no kept slide, in spec order, a slide's own
    /// before its options'. A choice slide's own `next` is here even when every option has its own.
    public let danglingTargets: [DanglingTarget]

    public init(spec: OnboardingSpec) {
        // Slides are read in place, by index: copying each one out of the array retains every
        // string it holds.
        let slides = spec.slides
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(slides.count)
        // Backwards, so that the first slide with an id is the one that stays.
        for index in slides.indices.reversed() {
            indexByID[slides[index].id] = index
        }
        var danglingTargets: [DanglingTarget] = []
        func destination(_ continuation: Slide.Continuation, of index: Int, choice: Int?) -> Destination? {
            let destination = Self.destination(of: continuation, from: index, slideCount: slides.count, indexByID: indexByID)
            if destination == nil { danglingTargets.append(DanglingTarget(source: index, choice: choice)) }
            return destination
        }
        var edges: [Edge] = []
        edges.reserveCapacity(slides.count + slides.count / 2)
        var edgeStarts: [Int] = []
        edgeStarts.reserveCapacity(slides.count + 1)
        for index in slides.indices {
            edgeStarts.append(edges.count)
            // Resolved once, for the slide and for each of its options without a `next`.
            let ownDestination = destination(slides[index].next, of: index, choice: nil)
            let choices = slides[index].choices
            if slides[index].kind == .choice, !choices.isEmpty {
                let optionEdges = edges.count
                for choice in choices.indices {
                    let next = choices[choice].next
                    if let destination = next == nil ? ownDestination : destination(next!, of: index, choice: choice) {
                        edges.append(Edge(destination: destination, source: index, choice: choice))
                    }
                }
                // A choice slide that its condition passes over continues with no option chosen.
                if slides[index].condition != nil, let ownDestination,
                    !edges[optionEdges...].contains(where: { $0.destination == ownDestination })
                {
                    edges.append(Edge(destination: ownDestination, source: index, choice: nil))
                }
            } else if let ownDestination {
                edges.append(Edge(destination: ownDestination, source: index, choice: nil))
            }
            if let nextIfDenied = slides[index].nextIfDenied {
                let denied = Self.destination(of: nextIfDenied, from: index, slideCount: slides.count, indexByID: indexByID)
                if let denied {
                    edges.append(Edge(destination: denied, source: index, choice: nil, isIfDenied: true))
                } else {
                    danglingTargets.append(DanglingTarget(source: index, choice: nil, isIfDenied: true))
                }
            }
        }
        edgeStarts.append(edges.count)
        self.slides = slides
        self.indexByID = indexByID
        self.danglingTargets = danglingTargets
        self.allEdges = edges
        self.edgeStarts = edgeStarts
    }

    /// The number of slides.
    public var slideCount: Int { edgeStarts.count - 1 }

    /// Where `continuation`, declared by the slide at index `slide` or one of its options, leads;
    /// `nil` when it names no kept slide.
    public func destination(of continuation: Slide.Continuation, from slide: Int) -> Destination? {
        Self.destination(of: continuation, from: slide, slideCount: slideCount, indexByID: indexByID)
    }

    private static func destination(
        of continuation: Slide.Continuation, from slide: Int, slideCount: Int, indexByID: [String: Int]
    ) -> Destination? {
        switch continuation {
        case .nextInOrder: slide + 1 < slideCount ? .slide(slide + 1) : .end
        case .end: .end
        case .slide(let id): indexByID[id].map(Destination.slide)
        }
    }

    /// The edges out of the slide at index `slide`, in the order of its options.
    public func edges(from slide: Int) -> ArraySlice<Edge> {
        allEdges[edgeStarts[slide]..<edgeStarts[slide + 1]]
    }

    /// The id of the option that takes `edge`; `nil` for a slide's own continuation.
    public func choiceID(of edge: Edge) -> String? {
        edge.choice.map { slides[edge.source].choices[$0].id }
    }

    /// The pointer of the `next` key that declares `edge`: the option's or the slide's, or where the
    /// slide would declare it for an implicit continuation.
    public func pointer(of edge: Edge) -> String {
        let slide = slides[edge.source]
        if edge.isIfDenied { return JSONPointer.appending("nextIfDenied", to: slide.pointer) }
        guard let choice = edge.choice.map({ slide.choices[$0] }), choice.next != nil else {
            return JSONPointer.appending("next", to: slide.pointer)
        }
        return JSONPointer.appending("next", to: choice.pointer)
    }

    /// The index of the first slide, where the flow starts.
    public var start: Int? { slideCount == 0 ? nil : 0 }

    /// The indices of the slides the flow can reach from its start.
    public func reachableSlides() -> Set<Int> {
        let isReached = reachability()
        return Set(isReached.indices.filter { isReached[$0] })
    }

    /// Whether the flow can reach each slide from its start, by index.
    public func reachability() -> [Bool] {
        reachability(from: start.map { [$0] } ?? [])
    }

    /// Whether each slide, by index, is one of `sources` or can be reached from one of them.
    public func reachability(from sources: [Int]) -> [Bool] {
        var isReached = [Bool](repeating: false, count: slideCount)
        var stack: [Int] = []
        for source in sources where !isReached[source] {
            isReached[source] = true
            stack.append(source)
        }
        while let index = stack.popLast() {
            for edge in edges(from: index) {
                guard case .slide(let next) = edge.destination, !isReached[next] else { continue }
                isReached[next] = true
                stack.append(next)
            }
        }
        return isReached
    }

    /// The slides the edges out of `slide` lead to, for which `isTaken` holds.
    public func successors(of slide: Int, where isTaken: (Edge) -> Bool = { _ in true }) -> [Int] {
        edges(from: slide).compactMap { edge in
            guard isTaken(edge), case .slide(let next) = edge.destination else { return nil }
            return next
        }
    }

    /// For the slide at `index` shown only for some options of a choice slide (`showIf` with
    /// `isAnyOf`), the slides those options lead to: the slide shows only when the flow comes from
    /// one of them. `nil` for a slide with another condition, or none.
    public func successorsOfTheOptionsShowing(_ index: Int) -> [Int]? {
        guard let condition = slides[index].condition, case .isAnyOf(let options) = condition.requirement,
            let question = indexByID[condition.answer], slides[question].kind == .choice
        else { return nil }
        let named = Set(options)
        return successors(of: question) { edge in edge.choice.map { named.contains(slides[question].choices[$0].id) } ?? false }
    }

    /// A cycle of the flow: the slides it passes in order, and the edge from its last slide back to its first.
    public struct Cycle: Sendable {
        public var slides: [Int]
        public var closingEdge: Edge
    }

    /// One cycle of each group of slides that lead to each other: the shortest cycle through the
    /// group's first slide as a walk of the flow from its first slide meets them (then from the
    /// next slide it has not met, in spec order), in that order. A flow without cycles has none.
    ///
    /// One a group, because every cycle of a group is mended by the same decision about where its
    /// slides lead.
    public func cycles() -> [Cycle] {
        let (group, walkOrder) = cyclicGroups()
        var cycles: [Cycle] = []
        var isReported = [Bool](repeating: false, count: slideCount)
        for first in walkOrder {
            guard let id = group[first], !isReported[id] else { continue }
            isReported[id] = true
            cycles.append(shortestCycle(through: first, within: { group[$0] == id }))
        }
        return cycles
    }

    /// For each slide on a cycle, the number of its group of slides that lead to each other (a
    /// strongly connected component), `nil` for a slide on none; and the slides in the order the
    /// walk met them. Tarjan's algorithm, iteratively, so that deep flows do not exhaust the stack.
    private func cyclicGroups() -> (group: [Int?], walkOrder: [Int]) {
        var order = [Int?](repeating: nil, count: slideCount)
        var lowest = [Int](repeating: 0, count: slideCount)
        var isOnStack = [Bool](repeating: false, count: slideCount)
        var stack: [Int] = []
        var group = [Int?](repeating: nil, count: slideCount)
        var groupCount = 0
        var visited = 0
        var walkOrder: [Int] = []
        walkOrder.reserveCapacity(slideCount)
        var path: [(slide: Int, nextEdge: Int)] = []
        func enter(_ slide: Int) {
            order[slide] = visited
            lowest[slide] = visited
            visited += 1
            walkOrder.append(slide)
            stack.append(slide)
            isOnStack[slide] = true
            path.append((slide, 0))
        }
        for root in 0..<slideCount where order[root] == nil {
            enter(root)
            while let (slide, edgeIndex) = path.last {
                let out = edges(from: slide)
                if edgeIndex < out.count {
                    path[path.count - 1].nextEdge += 1
                    guard case .slide(let next) = out[out.startIndex + edgeIndex].destination else { continue }
                    if let nextOrder = order[next] {
                        if isOnStack[next] { lowest[slide] = min(lowest[slide], nextOrder) }
                    } else {
                        enter(next)
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last?.slide { lowest[parent] = min(lowest[parent], lowest[slide]) }
                guard lowest[slide] == order[slide] else { continue }
                var members: [Int] = []
                while let member = stack.popLast() {
                    isOnStack[member] = false
                    members.append(member)
                    if member == slide { break }
                }
                let loopsToItself = successors(of: slide).contains(slide)
                guard members.count > 1 || loopsToItself else { continue }
                for member in members { group[member] = groupCount }
                groupCount += 1
            }
        }
        return (group, walkOrder)
    }

    /// The shortest cycle through `first` among the slides `isMember` admits, found breadth first;
    /// `first` must be on one.
    private func shortestCycle(through first: Int, within isMember: (Int) -> Bool) -> Cycle {
        guard let path = shortestPath(from: first, to: first, through: isMember) else {
            preconditionFailure("slide \(first) is on no cycle of its group")
        }
        return Cycle(slides: path.map(\.source), closingEdge: path[path.count - 1])
    }

    /// The edges of a shortest path of at least one edge from `start` to `target`, found breadth
    /// first, whose slides between them `isAdmitted` admits; `nil` when there is none.
    private func shortestPath(from start: Int, to target: Int, through isAdmitted: (Int) -> Bool) -> [Edge]? {
        // By slide, the edge that first reached it: a dictionary, as a search of one group of a
        // large flow reaches a few of its slides.
        var edgeInto: [Int: Edge] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let slide = queue[head]
            head += 1
            for edge in edges(from: slide) {
                guard case .slide(let next) = edge.destination else { continue }
                if next == target {
                    var path = [edge]
                    while path[path.count - 1].source != start, let previous = edgeInto[path[path.count - 1].source] {
                        path.append(previous)
                    }
                    return path.reversed()
                }
                guard isAdmitted(next), next != start, edgeInto[next] == nil else { continue }
                edgeInto[next] = edge
                queue.append(next)
            }
        }
        return nil
    }

    /// The number of slides on the longest path from the start, for a flow without cycles.
    public func longestPathLength() -> Int {
        guard let start else { return 0 }
        var memo = [Int?](repeating: nil, count: slideCount)
        // Iterative post-order so that deep flows do not exhaust the stack.
        var stack: [(node: Int, expanded: Bool)] = [(start, false)]
        var onStack = Set<Int>()
        while let (node, expanded) = stack.popLast() {
            if memo[node] != nil { continue }
            let successors = edges(from: node).compactMap { edge -> Int? in
                if case .slide(let next) = edge.destination { return next }
                return nil
            }
            if expanded {
                memo[node] = 1 + (successors.compactMap { memo[$0] }.max() ?? 0)
                onStack.remove(node)
                continue
            }
            onStack.insert(node)
            stack.append((node, true))
            for next in successors where memo[next] == nil && !onStack.contains(next) {
                stack.append((next, false))
            }
        }
        return memo[start] ?? 0
    }
}

extension FlowGraph {
    /// Whether a path leads from one of `sources` to the slide at index `target`; stops as soon as
    /// it finds one.
    public func canReach(_ target: Int, from sources: [Int]) -> Bool {
        var isReached = [Bool](repeating: false, count: slideCount)
        var stack = sources
        while let index = stack.popLast() {
            if index == target { return true }
            guard !isReached[index] else { continue }
            isReached[index] = true
            stack += successors(of: index)
        }
        return false
    }

    /// The edges of a shortest path from the start to the slide at index `target` that does not
    /// pass the slide at index `avoided`, none when `target` is the start; `nil` when every path
    /// passes `avoided` or none leads to `target`.
    public func path(to target: Int, avoiding avoided: Int) -> [Edge]? {
        guard let start, start != avoided, target != avoided else { return nil }
        return start == target ? [] : shortestPath(from: start, to: target, through: { $0 != avoided })
    }

    /// Which slides every path from the start to a slide passes: the dominator tree of the flow.
    public func dominators() -> Dominators {
        Dominators(graph: self)
    }
}

/// The dominator tree of a flow: a slide dominates another when every path from the start to the
/// other passes it.
///
/// Built by the iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast Dominance
/// Algorithm") over the reverse postorder of the slides the start reaches; queries take constant
/// time, from the order in which a walk of the tree enters and leaves each slide.
public struct Dominators: Sendable {
    /// When a walk of the tree enters and leaves each slide; `nil` for slides the start does not reach.
    private let entered: [Int?]
    private let left: [Int?]

    init(graph: FlowGraph) {
        let count = graph.slideCount
        var postorder: [Int] = []
        var isVisited = [Bool](repeating: false, count: count)
        if let start = graph.start {
            var stack: [(node: Int, successors: [Int], next: Int)] = [(start, graph.successors(of: start), 0)]
            isVisited[start] = true
            while let top = stack.last {
                if top.next < top.successors.count {
                    stack[stack.count - 1].next += 1
                    let successor = top.successors[top.next]
                    if !isVisited[successor] {
                        isVisited[successor] = true
                        stack.append((successor, graph.successors(of: successor), 0))
                    }
                } else {
                    postorder.append(top.node)
                    stack.removeLast()
                }
            }
        }
        var postorderNumber = [Int](repeating: -1, count: count)
        for (number, node) in postorder.enumerated() { postorderNumber[node] = number }
        var predecessors = [[Int]](repeating: [], count: count)
        for node in postorder {
            for successor in graph.successors(of: node) { predecessors[successor].append(node) }
        }
        var immediate = [Int?](repeating: nil, count: count)
        if let start = graph.start { immediate[start] = start }
        func intersect(_ a: Int, _ b: Int) -> Int {
            var (a, b) = (a, b)
            while a != b {
                while postorderNumber[a] < postorderNumber[b] { a = immediate[a]! }
                while postorderNumber[b] < postorderNumber[a] { b = immediate[b]! }
            }
            return a
        }
        var changed = true
        while changed {
            changed = false
            for node in postorder.reversed() where node != graph.start {
                let processed = predecessors[node].filter { immediate[$0] != nil }
                guard var dominator = processed.first else { continue }
                for predecessor in processed.dropFirst() { dominator = intersect(predecessor, dominator) }
                if immediate[node] != dominator {
                    immediate[node] = dominator
                    changed = true
                }
            }
        }
        var children = [[Int]](repeating: [], count: count)
        for node in postorder where immediate[node] != node {
            if let parent = immediate[node] { children[parent].append(node) }
        }
        var entered = [Int?](repeating: nil, count: count)
        var left = [Int?](repeating: nil, count: count)
        var clock = 0
        var stack: [(node: Int, isLeaving: Bool)] = graph.start.map { [($0, false)] } ?? []
        while let (node, isLeaving) = stack.popLast() {
            clock += 1
            if isLeaving {
                left[node] = clock
                continue
            }
            entered[node] = clock
            stack.append((node, true))
            stack += children[node].map { ($0, false) }
        }
        self.entered = entered
        self.left = left
    }

    /// Whether every path from the start to the slide at index `slide` passes the slide at index
    /// `dominator`; a slide dominates itself, and every slide one the start does not reach.
    public func dominates(_ dominator: Int, _ slide: Int) -> Bool {
        guard let start = entered[slide] else { return true }
        guard let outerStart = entered[dominator], let outerEnd = left[dominator] else { return false }
        return outerStart <= start && start < outerEnd
    }
}
