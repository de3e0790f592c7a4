/// The report formats `--reporter NAME` selects, by the names the command line accepts.
public enum ReporterKind: String, CaseIterable, Sendable {
    case xcode
    case pretty
    case json
    case sarif
    case githubActions = "github-actions"
    case checkstyle
    case junit

    /// A reporter of this kind; `useColors` matters only to `pretty`.
    public func makeReporter(useColors: Bool = false) -> any DiagnosticReporter {
        switch self {
        case .xcode: XcodeReporter()
        case .pretty: PrettyReporter(useColors: useColors)
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .githubActions: GitHubActionsReporter()
        case .checkstyle: CheckstyleReporter()
        case .junit: JUnitReporter()
        }
    }
}
