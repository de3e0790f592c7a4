import OnboardingCodeGen
import OnboardingDiagnostics
import OnboardingLint

/// The settings of a project's `.onboardc.json`: lint rules, excluded specs, asset paths and code generation.
///
/// Keys are camelCase like the spec format's; rule ids stay snake_case, as everywhere else:
///
/// ```json
/// {
///   "disabledRules": ["duplicate_text"],
///   "optInRules": ["too_many_slides"],
///   "rules": {
///     "title_length": { "max": 32, "severity": "error" },
///     "too_many_slides": { "max": 9 }
///   },
///   "excluded": ["Specs/Drafts/**"],
///   "assets": ["App/Assets.xcassets", "App/Resources"],
///   "accessLevel": "public",
///   "templates": "Templates/Custom",
///   "catalog": "App/Onboarding.xcstrings"
/// }
/// ```
///
/// Paths and globs are relative to the directory of the configuration file.
public struct ProjectConfiguration: Hashable, Sendable {
    /// The name of the file looked for from the working directory upward.
    public static let fileName = ".onboardc.json"

    /// The directory of the configuration file, which relative paths are resolved against.
    public var directory: String
    public var lint: LintConfiguration
    /// Globs of specs not to check, such as `Specs/Drafts/**`.
    public var excluded: [String]
    /// Directories or files to index for `asset_not_found`, as absolute paths.
    public var assets: [String]
    public var accessLevel: AccessLevel
    /// A directory of templates that replace the built-in ones, as an absolute path.
    public var templates: String?
    /// The String Catalog to check translations against and `onboardc strings` updates: a
    /// `.xcstrings` file, or a directory of `<table>.xcstrings` files, as an absolute path.
    public var catalog: String?
    /// Whether `build` and `lint` (and so the plugins) treat warnings, such as a dropped slide, as
    /// errors, as `--strict` makes one command do.
    public var isStrict: Bool

    public init(
        directory: String,
        lint: LintConfiguration = LintConfiguration(),
        excluded: [String] = [],
        assets: [String] = [],
        accessLevel: AccessLevel = .internal,
        templates: String? = nil,
        isStrict: Bool = false
    ) {
        self.directory = directory
        self.lint = lint
        self.excluded = excluded
        self.assets = assets
        self.accessLevel = accessLevel
        self.templates = templates
        self.isStrict = isStrict
    }

    /// Whether `path` (absolute, or relative to the configuration's directory) matches an `excluded` glob.
    public func excludes(_ path: String) -> Bool {
        guard let relative = Self.relativePath(path, to: directory) else { return false }
        return excluded.contains { GlobPattern($0).matches(relative, orAnAncestor: true) }
    }

    /// The path of the nearest `.onboardc.json` in `directory` or one of its ancestors.
    /// A relative `directory` is taken from the working directory.
    public static func locate(from directory: String) -> String? {
        var folder = LexicalPath(FilePath.standardized(directory)).components
        while true {
            if let found = file(in: "/" + folder.joined(separator: "/"), relativeTo: "/") { return found }
            guard !folder.isEmpty else { return nil }
            folder.removeLast()
        }
    }

    /// The path of the `.onboardc.json` in `folder` (relative to `directory`), if it has one.
    static func file(in folder: String, relativeTo directory: String) -> String? {
        let candidate = FilePath.appending(fileName, to: folder)
        guard let type = FileType(at: candidate, relativeTo: directory, followingLinks: true), type != .directory else { return nil }
        return candidate
    }

    /// `path` resolved against `directory` and made relative to it; `nil` when it lies outside.
    static func relativePath(_ path: String, to directory: String) -> String? {
        let base = LexicalPath(FilePath.standardized(directory)).components
        let target = LexicalPath(FilePath.standardized(path, relativeTo: directory)).components
        guard target.count > base.count, target.starts(with: base) else { return nil }
        return target.dropFirst(base.count).joined(separator: "/")
    }
}

extension ProjectConfiguration {
    /// A configuration file that cannot be read or does not fit the format.
    public struct LoadError: Error, Sendable {
        /// The errors, positioned in `source` when the file could be read.
        public let diagnostics: [Diagnostic]
        public let source: SourceFile?
    }

    /// The configuration of a command: the file at `explicitPath` when given, else the
    /// `.onboardc.json` of the first of `folders` that has one when they are given, else the nearest
    /// `.onboardc.json` from `currentDirectory` upward; `nil` when there is none.
    public static func load(explicitPath: String?, folders: [String] = [], currentDirectory: String) throws(LoadError) -> ProjectConfiguration? {
        let path: String
        if let explicitPath {
            path = explicitPath
        } else if !folders.isEmpty {
            guard let found = folders.lazy.compactMap({ file(in: $0, relativeTo: currentDirectory) }).first else { return nil }
            path = found
        } else if let found = locate(from: currentDirectory) {
            path = relativePath(found, to: currentDirectory) ?? found
        } else {
            return nil
        }
        let source: SourceFile
        do throws(SourceLoader.LoadError) {
            source = try SourceLoader.load(path, relativeTo: currentDirectory)
        } catch {
            throw LoadError(diagnostics: [Diagnostic(.error, error.message, at: nil)], source: nil)
        }
        let absolute = FilePath.standardized(path, relativeTo: currentDirectory)
        let (configuration, diagnostics) = ConfigurationParser.parse(source, directory: FilePath.parent(of: absolute))
        guard let configuration else { throw LoadError(diagnostics: diagnostics, source: source) }
        return configuration
    }
}
