/// A path glob: `*` matches within one path component, `?` one character, `**` any number of components.
struct GlobPattern: Sendable {
    private let components: [Substring]

    init(_ pattern: String) {
        components = pattern.split(separator: "/")
    }

    /// Whether the relative `path` matches, or, with `orAnAncestor`, one of the directories above it does.
    func matches(_ path: String, orAnAncestor: Bool = false) -> Bool {
        let parts = path.split(separator: "/")
        if orAnAncestor {
            return (1...max(parts.count, 1)).contains { Self.match(components[...], parts.prefix($0)) }
        }
        return Self.match(components[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let component = path.first, matchComponent(Array(first), Array(component)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

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
