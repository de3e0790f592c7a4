import OnboardingDiagnostics

/// Diagnostics grouped by file for the XML reports, which list every checked file.
enum FileGroups {
    /// Each checked path in order with the indices of its diagnostics, then any other path
    /// diagnostics name, in order of appearance; diagnostics without a range go under the empty
    /// path. Diagnostics of severity note are left out when `leavingOutNotes`.
    static func group(_ diagnostics: [Diagnostic], checkedPaths: [String], leavingOutNotes: Bool = false) -> [(
        path: String, indices: [Int]
    )] {
        var paths = checkedPaths
        var byPath: [String: [Int]] = [:]
        // By index: iterating the elements copies each, retaining its strings.
        for index in diagnostics.indices where !(leavingOutNotes && diagnostics[index].severity == .note) {
            let path = diagnostics[index].range?.path ?? ""
            if byPath[path] == nil, !checkedPaths.contains(path) { paths.append(path) }
            byPath[path, default: []].append(index)
        }
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }.map { ($0, byPath[$0] ?? []) }
    }
}
