import Foundation
@testable import OnboardingCodeGen
@testable import OnboardingCompiler
import OnboardingPreview
import Testing

/// `BuiltinTemplates.swift` is the binary's copy of `Templates/`, each file's text. A test
/// compares it with the folder; `ONBOARDC_UPDATE_GENERATED=1 swift test` rewrites it, and in the
/// same run the golden files, which are rendered from the folder (`GoldenFileTests`).
@Suite struct BuiltinTemplatesTests {
    static let sourcePath = "Sources/OnboardingCodeGen/BuiltinTemplates.swift"

    /// The files of `Templates/` by name.
    static func templateFolder() throws -> [String: String] {
        let folder = GeneratedFile.packageRoot.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(TemplateSet.fileExtension) }
        return try Dictionary(uniqueKeysWithValues: names.map { name in
            (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        })
    }

    /// The templates of `Templates/`, as the binary embeds them once `BuiltinTemplates.swift` is current.
    static func folderSet() throws -> TemplateSet {
        TemplateSet(files: try templateFolder(), pathPrefix: "Templates")
    }

    /// The Swift source of `BuiltinTemplates.swift` for `files`: each file's text, as a raw string literal.
    static func source(embedding files: [String: String]) -> String {
        var text = """
            // Generated from Templates/ by `ONBOARDC_UPDATE_GENERATED=1 swift test`. Do not edit.

            /// The built-in templates, embedded so that the binary works when copied anywhere.
            public enum BuiltinTemplates {
                /// The template files by name.
                public static let files: [String: String] = [

            """
        func entry(_ name: String, _ contents: String) {
            var hashes = "#"
            while contents.contains("\"" + hashes) || contents.contains("\\" + hashes) { hashes += "#" }
            text += "        \(SwiftLiteral.string(name)): \(hashes)\"\"\"\n"
            for line in contents.split(separator: "\n", omittingEmptySubsequences: false).dropLast(contents.hasSuffix("\n") ? 1 : 0) {
                text += line.isEmpty ? "\n" : "        \(line)\n"
            }
            if contents.hasSuffix("\n") { text += "\n" }
            text += "        \"\"\"\(hashes),\n"
        }
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) { entry(name, contents) }
        return text + "    ]\n}\n"
    }

    @Test func embeddedTemplatesMatchTheTemplatesFolder() throws {
        let files = try Self.templateFolder()
        #expect(!files.isEmpty)
        try GeneratedFile.expect(Self.sourcePath, toEqual: Self.source(embedding: files))
        if !GeneratedFile.isUpdating {
            #expect(BuiltinTemplates.files == files, "\(Self.sourcePath) is out of date; run 'ONBOARDC_UPDATE_GENERATED=1 swift test'")
        }
    }

    @Test func builtinTemplatesParseWithoutDiagnostics() {
        #expect(TemplateSet(files: BuiltinTemplates.files, pathPrefix: "Templates").diagnostics.isEmpty)
        let preview = PreviewGenerator.templateNames
        #expect(BuiltinTemplates.swiftCode.templateNames == [CodeGenerator.mainTemplate])
        #expect(BuiltinTemplates.preview.templateNames == [preview.page, preview.script, preview.style])
        #expect(BuiltinTemplates.swiftCode.diagnostics.isEmpty && BuiltinTemplates.preview.diagnostics.isEmpty)
    }
}
