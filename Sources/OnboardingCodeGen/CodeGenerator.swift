import OnboardingDiagnostics
import OnboardingSemantics
import OnboardingModel

/// The last stage of the pipeline: renders a checked spec into the Swift source file an app compiles.
public struct CodeGenerator: Sendable {
    /// The name of the template every template set must have.
    public static let mainTemplate = "Onboarding"

    public let templates: TemplateSet
    public let accessLevel: AccessLevel

    /// A generator rendering `templates`, the built-in ones by default.
    public init(templates: TemplateSet = BuiltinTemplates.set, accessLevel: AccessLevel = .internal) {
        self.templates = templates
        self.accessLevel = accessLevel
    }

    /// Renders `spec`, whose flow `graph` validation built; the file's comments name the spec `specPath`.
    public func generate(_ spec: OnboardingSpec, graph: FlowGraph, specPath: String) throws(TemplateError) -> GeneratedSwiftFile {
        var output = RenderedText()
        try render(spec, graph: graph, specPath: specPath, into: &output)
        return GeneratedSwiftFile(fileName: Self.fileName(for: spec), utf8: output.writtenBytes)
    }

    /// The name of the file generated for `spec`, such as `SignQuestOnboarding.swift`.
    public static func fileName(for spec: OnboardingSpec) -> String {
        GenerationContext.typeName(for: spec).filter { $0 != "`" } + ".swift"
    }

    /// Renders `spec` into `output`, which may hand the text on in blocks as it grows, so that a
    /// large generated file need not be held in memory whole.
    package func render(
        _ spec: OnboardingSpec, graph: FlowGraph, specPath: String, into output: inout RenderedText
    ) throws(TemplateError) {
        let context = GenerationContext(spec: spec, graph: graph)
        try templates.render(Self.mainTemplate, context: context.value(specPath: specPath, accessLevel: accessLevel), into: &output)
    }
}

/// A Swift source file generated from a spec.
public struct GeneratedSwiftFile: Hashable, Sendable {
    /// The file name, such as `SignQuestOnboarding.swift`; always a single safe path component.
    public var fileName: String
    /// The file's UTF-8 bytes, as `onboardc build` writes them.
    public var utf8: [UInt8]

    /// The file's text.
    public var contents: String { String(decoding: utf8, as: UTF8.self) }
}
