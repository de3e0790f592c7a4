/// A path glob: `*` matches within one path component, `?` one character, `**` any number of components.
///
/// The pattern runs as a set of states over the path's components, one step a component, so
/// matching takes time proportional to the pattern's length times the path's, however many `**`
/// the pattern holds and however deep the path is.
struct GlobPattern: Sendable {
    private enum Component: Equatable {
        /// `**`: any number of path components, none included.
        case anyComponents
        /// One path component, which may hold `*` and `?`.
        case component([Character])
    }

    private let components: [Component]

    init(_ pattern: String) {
        var components: [Component] = []
        for part in pattern.split(separator: "/") {
            let component: Component = part == "**" ? .anyComponents : .component(Array(part))
            // `**/**` matches what `**` does.
            if component == .anyComponents, components.last == .anyComponents { continue }
            components.append(component)
        }
        self.components = components
    }

    /// Whether the relative `path` matches, or, with `orAnAncestor`, one of the directories above it does.
    func matches(_ path: String, orAnAncestor: Bool = false) -> Bool {
        // `states[i]`: the components before `i` match the path so far.
        var states = [Bool](repeating: false, count: components.count + 1)
        states[0] = true
        followAnyComponents(&states)
        for part in path.split(separator: "/") {
            let text = Array(part)
            var next = [Bool](repeating: false, count: states.count)
            for index in components.indices where states[index] {
                switch components[index] {
                case .anyComponents:
                    next[index] = true
                case .component(let pattern):
                    if Self.matchComponent(pattern, text) { next[index + 1] = true }
                }
            }
            followAnyComponents(&next)
            states = next
            if orAnAncestor, states[components.count] { return true }
            guard states.contains(true) else { return false }
        }
        return states[components.count]
    }

    /// Adds the states reached by letting a `**` match no component.
    private func followAnyComponents(_ states: inout [Bool]) {
        for index in components.indices where states[index] && components[index] == .anyComponents {
            states[index + 1] = true
        }
    }

    /// Whether one path component matches one pattern component, backtracking only to the last `*`.
    private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0
        var t = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
