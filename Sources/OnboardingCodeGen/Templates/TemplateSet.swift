import OnboardingDiagnostics

/// A rendering that failed: its diagnostics, which all point at template files.
public struct TemplateError: Error, Equatable, Sendable {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}

/// A set of templates parsed once, rendered any number of times against a `TemplateValue` context.
///
/// ## Files and names
///
/// A template's name is its file name up to the first dot: `Onboarding.swift.template` is the
/// template `Onboarding`. A file name starting with `_` is a partial, named without the underscore:
/// `_slide.swift.template` is the partial `slide`, included with `{{> slide}}`. Templates and
/// partials are separate namespaces. Directories in a file name are ignored for naming but kept for
/// diagnostics. Loading a directory is the caller's business: pass the files whose names end with
/// `TemplateSet.fileExtension`.
///
/// ## Syntax
///
/// | Tag | Meaning |
/// | --- | --- |
/// | `{{ name }}`, `{{ a.b.c }}` | The value of a variable, verbatim. A string is inserted as is, a boolean as `true`/`false`; a list or a dictionary is an error. |
/// | `{{ . }}` | The current item (the innermost scope's value). |
/// | `{{ @index }}`, `@first`, `@last` | The innermost `{{#each}}` item's 0-based index (a string), and whether it is the first or last item (booleans). |
/// | `{{#each list}}…{{else}}…{{/each}}` | The body once per item, the item becoming the current scope; the `{{else}}` branch (optional) if the list is empty. |
/// | `{{#if x}}…{{else if y}}…{{else}}…{{/if}}` | The first branch whose variable is truthy: `true`, a non-empty string or list, any dictionary. |
/// | `{{#unless x}}…{{else}}…{{/unless}}` | The body if `x` is not truthy. |
/// | `{{> name}}`, `{{> name path}}` | The partial `name`, rendered in the current scopes, or with `path`'s value as the current scope. |
/// | `{{! text }}`, `{{!-- text --}}` | A comment; the long form may contain `}}`. |
/// | `{{~ … ~}}` | `~` on either side trims all whitespace, line breaks included, of the adjacent text on that side. |
/// | `\{{` | A literal `{{`; `\\{{` is a backslash followed by a tag. |
///
/// A name is looked up in the current scope, then in each enclosing one out to the context: inside
/// `{{#each slides}}`, `{{ title }}` is the slide's title and `{{ appName }}` still reaches the
/// context's. Then each dotted key is looked up in the value found. A name found nowhere is an error.
///
/// A line holding only tags that produce no text (`{{#…}}`, `{{else}}`, `{{/…}}`, comments) and
/// blanks is "standalone" and vanishes entirely, line break included. A partial tag alone on its
/// line stands alone too, and every non-empty line of the partial's output is indented as the tag
/// was: templates can be laid out like the code they generate. Values are never escaped, so there
/// is no `{{{ }}}`: in a run of braces the last two open the tag (`{{{ x }}}` is `{`, `x`, `}`).
public struct TemplateSet: Sendable {
    /// The extension of template files.
    public static let fileExtension = ".template"

    /// The deepest nesting of partials, which stops a partial that includes itself forever.
    public static let maximumPartialDepth = 64

    struct Template: Sendable {
        var name: String
        var source: SourceFile
        /// The compiled nodes; empty when the template has errors.
        var program: TemplateProgram
        /// The template's own errors: syntax and unknown partials.
        var errors: [Diagnostic]
    }

    /// The templates and the partials by name, compiled; a file with errors compiles to no instructions.
    private let templates: [String: Template]
    private let partials: [String: Template]

    /// The errors of every file: syntax errors, unknown partials, unusable or duplicate names.
    ///
    /// Rendering a template that has errors, or that includes a partial that has errors, throws them.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Parses `files`, which maps file names to their text.
    ///
    /// - Parameter pathPrefix: put before each file name to make the path diagnostics show, such as
    ///   `Templates/`; a `/` is added between them if missing.
    public init(files: [String: String], pathPrefix: String = "") {
        var sources: (templates: [String: SourceFile], partials: [String: SourceFile]) = ([:], [:])
        for (fileName, text) in files.sorted(by: { $0.key < $1.key }) {
            let source = SourceFile(path: Self.joined(pathPrefix, fileName), text: text)
            guard let (name, isPartial) = Self.templateName(forFileName: fileName) else {
                diagnostics.append(
                    Diagnostic(
                        .templateError,
                        "'\(fileName)' names no template; a template file is named 'Name.swift.template', a partial '_name.swift.template'",
                        at: source.range(0..<0)))
                continue
            }
            if let existing = isPartial ? sources.partials[name] : sources.templates[name] {
                diagnostics.append(
                    Diagnostic(
                        .templateError,
                        "two files define the \(isPartial ? "partial" : "template") '\(name)'; rename one of them",
                        at: source.range(0..<0),
                        notes: [Diagnostic.Note("the other file", at: existing.range(0..<0))]))
                continue
            }
            if isPartial { sources.partials[name] = source } else { sources.templates[name] = source }
        }
        let partialNames = sources.partials.keys.sorted()
        func compile(_ name: String, _ source: SourceFile) -> Template {
            Self.compile(name, source, partialNames: partialNames)
        }
        templates = Dictionary(uniqueKeysWithValues: sources.templates.map { ($0.key, compile($0.key, $0.value)) })
        partials = Dictionary(uniqueKeysWithValues: sources.partials.map { ($0.key, compile($0.key, $0.value)) })
        diagnostics += templates.values.flatMap(\.errors) + partials.values.flatMap(\.errors)
        diagnostics = diagnostics.sortedForPresentation()
    }

    /// The names of the templates, not the partials, sorted.
    public var templateNames: [String] { templates.keys.sorted() }

    /// The names of the partials, sorted.
    public var partialNames: [String] { partials.keys.sorted() }

    /// The template or partial name of `fileName` and whether it names a partial; `nil` for an
    /// empty name such as `_.swift.template`. See the type's documentation for the rule.
    public static func templateName(forFileName fileName: String) -> (name: String, isPartial: Bool)? {
        // On UTF-8, as `/`, `_` and `.` are ASCII: splitting into characters cost a fifth of loading
        // the built-in templates (callgrind, a cold build).
        let utf8 = fileName.utf8
        var start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let isPartial = start < utf8.endIndex && utf8[start] == UInt8(ascii: "_")
        if isPartial { start = utf8.index(after: start) }
        let end = utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
        return start == end ? nil : (String(fileName[start..<end]), isPartial)
    }

    /// Renders the template `name` against `context`, which is the outermost scope.
    ///
    /// Rendering is a pure function of the set and the context. It goes on after an error to
    /// report every faulty place once, then throws them all.
    public func render(_ name: String, context: TemplateValue) throws(TemplateError) -> String {
        var output = RenderedText()
        try render(name, context: context, into: &output)
        return output.text
    }

    /// Renders the template `name` against `context` into `output`.
    ///
    /// When it throws, `output` may already hold part of the text.
    package func render(_ name: String, context: TemplateValue, into output: inout RenderedText) throws(TemplateError) {
        guard let template = templates[name] else {
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: name, among: templateNames))
            throw TemplateError(diagnostics: [
                Diagnostic(.templateError, "no template named '\(name)'\(suggestion)", at: nil)
            ])
        }
        var renderer = TemplateRenderer(partial: { partials[$0] }, context: context)
        renderer.render(template, into: &output)
        guard renderer.diagnostics.isEmpty else {
            throw TemplateError(diagnostics: renderer.diagnostics.sortedForPresentation())
        }
    }

    // MARK: Helpers

    private static func joined(_ prefix: String, _ fileName: String) -> String {
        if prefix.isEmpty || prefix.hasSuffix("/") { return prefix + fileName }
        return prefix + "/" + fileName
    }
}

extension TemplateSet {
    /// The template or partial `name`, parsed from `source`, with its syntax errors and the
    /// partials it includes that are not among `partialNames`.
    private static func compile(_ name: String, _ source: SourceFile, partialNames: [String]) -> Template {
        var builder = TemplateProgram.Builder()
        var errors: [Diagnostic] = []
        do {
            builder = try TemplateParser.parse(source.bytes)
        } catch {
            errors.append(
                Diagnostic(
                    .templateError, error.message, at: source.range(error.range),
                    notes: error.notes.map { Diagnostic.Note($0.message, at: source.range($0.range)) }))
        }
        let program = TemplateProgram(builder)
        for partial in program.partials where !partialNames.contains(partial.name) {
            let suggestion = Suggestion.didYouMean(Suggestion.closest(to: partial.name, among: partialNames))
            let known = partialNames.isEmpty ? "there are no partials" : "partials: " + partialNames.joined(separator: ", ")
            errors.append(
                Diagnostic(
                    .templateError,
                    "unknown partial '\(partial.name)'\(suggestion) (\(known); a partial is a file named '_\(partial.name).swift.template')",
                    at: source.range(partial.nameRange)))
        }
        return Template(name: name, source: source, program: program, errors: errors)
    }
}
