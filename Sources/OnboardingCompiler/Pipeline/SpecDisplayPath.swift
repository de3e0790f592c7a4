import Foundation
import OnboardingDiagnostics

/// How a generated file names its spec: the same on every machine, never with a path of the one
/// that built it, so that the file's bytes do not depend on where the project is checked out.
enum SpecDisplayPath {
    /// `path` relative to `directory` when the spec lies inside that directory, such as
    /// `Specs/Welcome.onboarding.json`, and its file name otherwise. `.`, `..` and symbolic links are
    /// resolved first, so that every way of writing one path gives the same name.
    static func path(of path: String, relativeTo directory: String) -> String {
        let base = URL(fileURLWithPath: directory, isDirectory: true).resolvingSymlinksInPath()
        let file = URL(fileURLWithPath: path, relativeTo: base).resolvingSymlinksInPath()
        let inside = LexicalPath(file.path).relative(to: LexicalPath(base.path))
        guard let first = inside.components.first, first != ".." else { return file.lastPathComponent }
        return inside.string
    }
}
