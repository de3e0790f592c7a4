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

    /// The embedded parsed templates read back as what parsing the files gives: each decodes and
    /// writes itself again unchanged, and parsing the file writes the same.
    @Test func embeddedParsedTemplatesReadBackAsParsed() throws {
        #expect(Set(BuiltinTemplates.parsed.keys) == Set(BuiltinTemplates.files.keys))
        for (name, encoded) in BuiltinTemplates.parsed {
            let source = Array((BuiltinTemplates.files[name] ?? "").utf8)
            let decoded = try #require(TemplateNodeCoding.decode(encoded, source: source), "\(name)")
            #expect(TemplateNodeCoding.encode(decoded, source: source) == encoded, "\(name)")
            #expect(TemplateNodeCoding.encode(try TemplateParser.parse(source), source: source) == encoded, "\(name)")
        }
        #expect(TemplateNodeCoding.decode("t5:ab", source: []) == nil)
        #expect(TemplateNodeCoding.decode("sivx", source: []) == nil)
        // An encoding is read only against the source it was made from.
        let source = Array("Hello {{ name }}".utf8)
        let encoded = TemplateNodeCoding.encode(try TemplateParser.parse(source), source: source)
        #expect(TemplateNodeCoding.decode(encoded, source: source) != nil)
        #expect(TemplateNodeCoding.decode(encoded, source: Array("Hello {{ nome }}".utf8)) == nil)
    }

    @Test func builtinTemplatesParseWithoutDiagnostics() {
        #expect(BuiltinTemplates.set.diagnostics.isEmpty)
        let preview = PreviewGenerator.templateNames
        #expect(BuiltinTemplates.set.templateNames == [CodeGenerator.mainTemplate, preview.page, preview.script, preview.style])
    }
}
