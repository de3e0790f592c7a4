import OnboardingDiagnostics

/// Paths as the driver resolves and shows them.
enum FilePath {
    /// `path` as an absolute path: itself when absolute, else inside `directory`.
    static func resolve(_ path: String, against directory: String) -> String {
        path.hasPrefix("/") ? path : appending(path, to: directory)
    }

    /// `path` as an absolute path with `.` and `name/..` folded as text, as `URL.standardizedFileURL`
    /// gives it: `path` inside `directory` when relative, and a relative `directory` inside the
    /// working directory.
    static func standardized(_ path: String, relativeTo directory: String) -> String {
        standardized(resolve(path, against: directory))
    }

    /// `path` as an absolute path with `.` and `name/..` folded as text: inside the working
    /// directory when relative, which is read only then.
    static func standardized(_ path: String) -> String {
        LexicalPath(path.hasPrefix("/") ? path : resolve(path, against: workingDirectory())).string
    }

    /// The last component of `path`: `Contents.json` for `a/Contents.json`.
    static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The extension of the last component of `path`, without its dot; empty when it has none.
    static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The last component of `path` without its extension: `Logo@2x` for `Assets/Logo@2x.png`.
    static func stem(of path: String) -> String {
        let name = lastComponent(of: path)
        let pathExtension = pathExtension(of: name)
        return pathExtension.isEmpty ? name : String(name.dropLast(pathExtension.count + 1))
    }

    /// `component` inside `directory`, with one slash between them: `Generated/Onboarding.swift`.
    static func appending(_ component: String, to directory: String) -> String {
        guard !directory.isEmpty else { return component }
        let tail = component.drop { $0 == "/" }
        guard !tail.isEmpty else { return directory }
        let base = withoutTrailingSlashes(directory)
        return base == "/" ? "/" + tail : base + "/" + tail
    }

    /// The folder that holds `path`: `a/b` for `a/b/c`, `/` for `/a`, and the empty string for a
    /// plain name.
    static func parent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(withoutTrailingSlashes(trimmed[..<slash]))
    }

    private static func withoutTrailingSlashes(_ path: some StringProtocol) -> Substring {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }

    /// `path` without `.` and empty components, and without `folder/..` where `folder` is a real
    /// directory (not a symbolic link, through which `..` leads elsewhere), so that one file has one
    /// name in every report: `../rep/./Rep.onboarding.json` is `../rep/Rep.onboarding.json`. An
    /// absolute path stays absolute and a relative one relative (Xcode finds a file by the path a
    /// diagnostic gives, so the one the build was given is kept).
    static func normalized(_ path: String, relativeTo directory: String) -> String {
        let root = path.hasPrefix("/") ? "/" : ""
        return LexicalPath(path) { kept in
            FileType(at: root + kept.joined(separator: "/"), relativeTo: directory, followingLinks: false) == .directory
        }.string
    }
}
