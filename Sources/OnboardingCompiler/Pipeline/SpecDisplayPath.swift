import OnboardingDiagnostics

/// How a generated file names its spec: the same on every machine, never with a path of the one
/// that built it, so that the file's bytes do not depend on where the project is checked out.
enum SpecDisplayPath {
    /// `path` relative to `directory` when the spec lies inside that directory, such as
    /// `Specs/Welcome.onboarding.json`, and its file name otherwise. `.`, `..` and symbolic links are
    /// resolved first, so that every way of writing one path gives the same name.
    static func path(of path: String, relativeTo directory: String) -> String {
        let base = resolved(directory)
        let file = resolved(FilePath.resolve(path, against: base.string))
        let inside = file.relative(to: base)
        guard let first = inside.components.first, first != ".." else { return file.components.last.map(String.init) ?? file.string }
        return inside.string
    }

    /// The absolute `path` with symbolic links, `.` and `..` resolved by `realpath(3)`, or read as
    /// text when it does not exist, as `URL.resolvingSymlinksInPath()` resolves it.
    private static func resolved(_ path: String) -> LexicalPath {
        LexicalPath(resolvingSymbolicLinks(path))
    }
}
