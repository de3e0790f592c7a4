import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
import OnboardingPreview
import Testing


@Suite struct BuiltinTemplatesTests {
    /// The files of `Templates/`, as the embedding sees them.
    static func templateFolder() throws -> [String: String] {
        let folder = GeneratedFile.packageRoot.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(TemplateSet.fileExtension) }
        return try Dictionary(uniqueKeysWithValues: names.map { name in
            (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        })
    }

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let files = try Self.templateFolder()
        #expect(!files.isEmpty)
        try GeneratedFile.expect(
            "Sources/OnboardingCodeGen/BuiltinTemplates.swift", toEqual: BuiltinTemplates.source(embedding: files))
        if !GeneratedFile.isUpdating {
            #expect(BuiltinTemplates.files == files)
        }
    }

    @Test func builtinTemplatesParseWithoutDiagnostics() {
        #expect(BuiltinTemplates.set.diagnostics.isEmpty)
        let preview = PreviewGenerator.templateNames
        #expect(BuiltinTemplates.set.templateNames == [CodeGenerator.mainTemplate, preview.page, preview.script, preview.style])
    }
}
