import OnboardingDiagnostics

/// Diagnostics grouped by file for the XML reports, which list every checked file.
enum FileGroups {
    /// Each checked path in order with its diagnostics, then any other path diagnostics name, in
    /// order of appearance; diagnostics without a range go under the empty path.
    static func group(_ diagnostics: [Diagnostic], checkedPaths: [String]) -> [(
        path: String, diagnostics: [Diagnostic]
    )] {
        var paths = checkedPaths
        var byPath: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics {
            let path = diagnostic.range?.path ?? ""
            if byPath[path] == nil, !checkedPaths.contains(path) { paths.append(path) }
            byPath[path, default: []].append(diagnostic)
        }
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }.map { ($0, byPath[$0] ?? []) }
    }
}
