/// A file path read as text alone, without looking at the disk: its components without `.` and
/// empty ones (`a//./b` is `a/b`), and each `name/..` folded away (`a/b/../c` is `a/c`).
///
/// A relative path keeps the `..` it cannot fold (`../a`); an absolute one stops at the root
/// (`/../a` is `/a`). Folding `name/..` is right only where `name` is a real folder: through a
/// symbolic link, `..` leads elsewhere. Callers that know the disk decide, with `canFold`.
public struct LexicalPath: Hashable, Sendable {
    /// Whether the path starts at the root, `/`.
    public let isAbsolute: Bool
    /// The components, none of them empty or `.`; only a relative path's leading ones, or one that
    /// `canFold` refused to fold, are `..`.
    public let components: [Substring]

    /// `path` with `.` and empty components dropped and `name/..` folded where `canFold` allows; it
    /// is asked with the components kept so far, `name` last, and folds every one by default.
    public init(_ path: String, foldingParentWhere canFold: (_ kept: [Substring]) -> Bool = { _ in true }) {
        let isAbsolute = path.hasPrefix("/")
        var kept: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".":
                continue
            case "..":
                if let last = kept.last, last != "..", canFold(kept) {
                    kept.removeLast()
                } else if !isAbsolute || !kept.isEmpty {
                    kept.append(component)
                }
            default:
                kept.append(component)
            }
        }
        self.init(isAbsolute: isAbsolute, components: kept)
    }

    private init(isAbsolute: Bool, components: [Substring]) {
        self.isAbsolute = isAbsolute
        self.components = components
    }

    /// The path as text: `/` before the components of an absolute path, and `.` for a relative
    /// path without any.
    public var string: String {
        let joined = (isAbsolute ? "/" : "") + components.joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The relative path from the folder `base` to this path, both absolute (or both relative to
    /// one folder): a `..` for each component of `base` past the ones they share, then the rest of
    /// this path. `/tmp/A.json` from `/work/app` is `../../tmp/A.json`.
    public func relative(to base: LexicalPath) -> LexicalPath {
        let shared = zip(components, base.components).prefix { $0 == $1 }.count
        let parents = Array(repeating: Substring(".."), count: base.components.count - shared)
        return LexicalPath(isAbsolute: false, components: parents + components[shared...])
    }
}
