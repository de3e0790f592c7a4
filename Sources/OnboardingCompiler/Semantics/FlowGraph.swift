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
    public struct Edge: Hashable, Sendable {
        public var destination: Destination
        /// The id of the choice option that takes this edge; `nil` for a slide's own continuation.
        public var choiceID: String?
        /// The pointer of the object whose `next` key declares the edge: the option's, or the slide's.
        ///
        /// The edge's pointer is built only when asked for: one string per edge was a third of the
        /// memory of validation (100,000 slides), and only a report reads it.
        var owner: String

        /// The pointer of the key that declares the edge, or where the slide would declare it for an implicit one.
        public var pointer: String { JSONPointer.appending("next", to: owner) }
    }

    /// The edges out of each kept slide, by index.
    public let edges: [[Edge]]
    /// The index of each kept slide's id.
    public let indexByID: [String: Int]

    public init(spec: OnboardingSpec) {
        // Slides are read in place, by index: copying each one out of the array retains every
        // string it holds, which was most of the cost of building the graph.
        let slides = spec.slides
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(slides.count)
        // Backwards, so that the first slide with an id is the one that stays.
        for index in slides.indices.reversed() {
            indexByID[slides[index].id] = index
        }
        func destination(_ continuation: Slide.Continuation, after index: Int) -> Destination? {
            switch continuation {
            case .nextInOrder: index + 1 < slides.count ? .slide(index + 1) : .end
            case .end: .end
            case .slide(let id): indexByID[id].map { .slide($0) }
            }
        }
        var edges: [[Edge]] = []
        edges.reserveCapacity(slides.count)
        for index in slides.indices {
            let choices = slides[index].choices
            if slides[index].kind == .choice, !choices.isEmpty {
                edges.append(
                    choices.compactMap { choice in
                        let owner = choice.next == nil ? slides[index].pointer : choice.pointer
                        return destination(choice.next ?? slides[index].next, after: index).map {
                            Edge(destination: $0, choiceID: choice.id, owner: owner)
                        }
                    })
            } else {
                edges.append(destination(slides[index].next, after: index).map { [Edge(destination: $0, choiceID: nil, owner: slides[index].pointer)] } ?? [])
            }
        }
        self.indexByID = indexByID
        self.edges = edges
    }

    /// The index of the first slide, where the flow starts.
    public var start: Int? { edges.isEmpty ? nil : 0 }

    /// The indices of the slides the flow can reach from its start.
    public func reachableSlides() -> Set<Int> {
        let isReached = reachability()
        return Set(isReached.indices.filter { isReached[$0] })
    }

    /// Whether the flow can reach each slide from its start, by index.
    public func reachability() -> [Bool] {
        var isReached = [Bool](repeating: false, count: edges.count)
        guard let start else { return isReached }
        isReached[start] = true
        var stack = [start]
        while let index = stack.popLast() {
            for edge in edges[index] {
                guard case .slide(let next) = edge.destination, !isReached[next] else { continue }
                isReached[next] = true
                stack.append(next)
            }
        }
        return isReached
    }

    /// An edge that closes a cycle, with the slides of the cycle in order, or `nil` when the flow has none.
    public func firstCycle() -> (edge: Edge, from: Int, cycle: [Int])? {
        enum Mark { case unvisited, onPath, done }
        var marks = [Mark](repeating: .unvisited, count: edges.count)
        for root in edges.indices where marks[root] == .unvisited {
            var path: [(node: Int, nextEdge: Int)] = [(root, 0)]
            marks[root] = .onPath
            while let (node, edgeIndex) = path.last {
                guard edgeIndex < edges[node].count else {
                    marks[node] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].nextEdge += 1
                let edge = edges[node][edgeIndex]
                guard case .slide(let next) = edge.destination else { continue }
                switch marks[next] {
                case .onPath:
                    let startIndex = path.firstIndex { $0.node == next } ?? 0
                    return (edge, node, path[startIndex...].map(\.node))
                case .unvisited:
                    marks[next] = .onPath
                    path.append((next, 0))
                case .done:
                    continue
                }
            }
        }
        return nil
    }

    /// The number of slides on the longest path from the start, for a flow without cycles.
    public func longestPathLength() -> Int {
        guard let start else { return 0 }
        var memo = [Int?](repeating: nil, count: edges.count)
        // Iterative post-order so that deep flows do not exhaust the stack.
        var stack: [(node: Int, expanded: Bool)] = [(start, false)]
        var onStack = Set<Int>()
        while let (node, expanded) = stack.popLast() {
            if memo[node] != nil { continue }
            let successors = edges[node].compactMap { edge -> Int? in
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
