/// The access level of the generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    /// Visible in the module that compiles the generated file; the default.
    case `internal`
    /// Visible in the package.
    case `package`
    /// Visible to every module that imports the one that compiles the file.
    case `public`

    /// The modifier written before a declaration, with its trailing space; empty for `internal`.
    var modifier: String { self == .internal ? "" : rawValue + " " }
}
