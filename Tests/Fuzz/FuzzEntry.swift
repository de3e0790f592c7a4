// libFuzzer entry point over the whole onboardc pipeline, in memory:
// parse → lower → validate → report → generate Swift.
//
// run-fuzzer.sh compiles this file together with every source file of the pipeline's targets
// and of OnboardingTestSupport as one module (`swiftc -parse-as-library -sanitize=fuzzer,address`), so it sees internal API.
// Whatever the bytes, the pipeline must answer with diagnostics; a trap, a sanitizer report, a
// hang or a broken invariant below is a finding.

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    FuzzTarget.run(bytes)
    return 0
}

/// Runs the pipeline once over the example specs and a few broken inputs before fuzzing starts, with
/// LeakSanitizer looking away: Swift's lazily initialised globals (the format's shapes, the built-in
/// templates) live for the whole process, and LeakSanitizer cannot see through the spare bits
/// Swift packs into enum payload pointers, so it would call them leaks.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    lsanDisable()
    defer { lsanEnable() }
    // The example specs: beside this file in run-fuzzer.sh's snapshot, or two folders up in the clone.
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    var inputs: [[UInt8]] = ["", "{", "[1e400]", "{\"slides\":[{}]}", "{\"slides\":[{\"kind\":\"choice\"}],\"x\":1}"].map { Array($0.utf8) }
    for specs in [folder.appendingPathComponent("Specs"), folder.appendingPathComponent("../../Specs")] {
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: specs.path)) ?? []).sorted() where name.hasSuffix(".json") {
            if let data = FileManager.default.contents(atPath: specs.appendingPathComponent(name).path) { inputs.append([UInt8](data)) }
        }
    }
    inputs += GeneratedSeeds.inputs()
    if let folder = ProcessInfo.processInfo.environment["FUZZ_WRITE_SEEDS"] {
        GeneratedSeeds.write(to: folder)
        exit(0)
    }
    for input in inputs {
        for selector: UInt8 in 0..<16 { FuzzTarget.run(input + [selector << 1 | selector >> 3]) }
    }
    return 0
}

/// Specs from the generators the tests and the benchmark use: valid ones of the benchmark's kind
/// and of random text, and random mutations of them, each certain to hold a mistake.
enum GeneratedSeeds {
    static func inputs() -> [[UInt8]] {
        var inputs = [1, 7, 40].map { SizedSpecGenerator(slideCount: $0, seed: UInt64($0)).bytes() }
        var specs = RoundTripSpecGenerator(seed: 1)
        var random = SeededRandomNumbers(seed: 2)
        for index in 0..<24 {
            let spec = specs.spec(name: "Seed\(index)")
            inputs.append(Array(spec.model.serialized(using: &random).utf8))
            let mutation = SpecMutation.allCases[index % SpecMutation.allCases.count]
            inputs.append(mutation.apply(to: spec.model, using: &random))
        }
        // The fuzzer's inputs are at most 64 KiB.
        return inputs.filter { $0.count <= 65_536 }
    }

    /// Writes the inputs into `folder`, for run-fuzzer.sh's seed corpus.
    static func write(to folder: String) {
        for (index, input) in inputs().enumerated() {
            _ = FileManager.default.createFile(atPath: "\(folder)/generated-\(index).json", contents: Data(input))
        }
    }
}

@_silgen_name("__lsan_disable") func lsanDisable()
@_silgen_name("__lsan_enable") func lsanEnable()

enum FuzzTarget {
    static let path = "Fuzz.onboarding.json"

    static func run(_ bytes: [UInt8]) {
        let source = SourceFile(path: path, bytes: bytes)
        // The last byte picks the strictness, the reporter and the limits, so every input is
        // deterministic. Tight limits reach the limit checks with inputs libFuzzer can build.
        let selector = Int(bytes.last ?? 0)
        var options = Compiler.Options(isStrict: selector & 1 == 1)
        if selector & 0x40 != 0 {
            options.maximumDepth = 6
            options.maximumStringLength = 40
            options.maximumNumberLength = 12
            options.maximumSlideCount = 4
            options.maximumFileSize = 4_096
        }
        let checked = Compiler(options: options).check(source)

        for diagnostic in checked.diagnostics {
            check(diagnostic.range, in: source, what: diagnostic.message)
            for note in diagnostic.notes { check(note.range, in: source, what: note.message) }
            if let fixIt = diagnostic.fixIt { check(fixIt.range, in: source, what: "fix-it of " + diagnostic.message) }
        }
        if checked.spec == nil, !checked.diagnostics.containsErrors {
            fail("no spec and no error")
        }

        // `lint --fix`: the fix-its apply to their spans only, and the fixed text checks again.
        let fixed = FixedSource(source, applying: checked.diagnostics)
        if fixed.fixed.count + fixed.deferred.count != checked.diagnostics.count(where: { $0.fixIt != nil }) {
            fail("fix-its neither applied nor deferred")
        }
        if fixed.hasChanges {
            // Round after round, as `lint --fix` runs: a spec without errors keeps having none.
            let (result, _, _, _) = FixStep(compiler: Compiler(options: options), baseline: Baseline(entries: []), context: quietContext).fix(checked)
            let after = Compiler(options: options).check(result)
            for diagnostic in after.diagnostics { check(diagnostic.range, in: result, what: "after --fix: " + diagnostic.message) }
            if !checked.hasErrors, after.hasErrors { fail("lint --fix gave a spec without errors an error: \(after.diagnostics[0].message)") }
        }

        let kinds = ReporterKind.allCases
        let kind = kinds[(selector >> 1) % kinds.count]
        let context = ReportContext(
            checkedPaths: [path], sources: [path: source],
            rules: RuleCatalog.all, toolVersion: "fuzz")
        let report = kind.makeReporter(useColors: selector & 0x80 != 0).report(checked.diagnostics, in: context)
        switch kind {
        case .json, .sarif:
            // Machine reports must be JSON whatever the messages hold.
            let parsed = JSONParser.parse(SourceFile(path: "report.json", text: report), maximumDepth: 64)
            if parsed.diagnostics.containsErrors { fail("\(kind) report is not JSON: \(parsed.diagnostics[0].message)") }
        case .xcode:
            // One line per diagnostic and per note: user text never breaks a line.
            let lines = report.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let expected = checked.diagnostics.reduce(0) { $0 + 1 + $1.notes.count }
            if lines != expected { fail("xcode report has \(lines) lines for \(expected) diagnostics and notes") }
            if report.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{85}" }) {
                fail("xcode report holds a line break other than LF")
            }
        default:
            break
        }

        // The baseline reader parses JSON from users too.
        _ = try? Baseline(decoding: bytes, path: "fuzz.baseline.json")
        checkCatalogRoundTrip(bytes)

        guard let valid = checked.valid else { return }
        let spec = valid.spec
        let output: GeneratedSwiftFile
        do {
            output = try Compiler().generate(valid, specPath: path)
        } catch {
            fail("built-in templates failed on a valid spec: \(error)")
        }
        let name = output.fileName
        if name.isEmpty || name.contains("/") || name.contains("\0") || name == ".swift" || name.hasPrefix(".") {
            fail("unsafe output file name \(name.debugDescription)")
        }
        if output.contents.isEmpty { fail("empty generated file") }

        // The preview: no raw control character, no element the spec wrote, the same bytes twice.
        let page: String
        do {
            page = try PreviewGenerator().generate(spec, graph: valid.graph, specPath: path)
        } catch {
            fail("built-in preview templates failed on a valid spec: \(error)")
        }
        if page.utf8.contains(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) || $0 == 0x7F }) { fail("the preview holds a raw control character") }
        if page.split(separator: "<script", omittingEmptySubsequences: false).count != 3 { fail("the preview holds a script element the spec wrote") }
        if selector & 4 != 0, (try? PreviewGenerator().generate(spec, graph: valid.graph, specPath: path)) != page { fail("two previews differ") }

        // The spec's texts go into a new catalog and into the example catalog, and a second update changes nothing.
        for var catalog in [StringCatalog(sourceLanguage: spec.localization.sourceLanguage)] + UntranslatedCatalogKeyRule.exampleCatalogs.catalogs.values {
            _ = catalog.update(with: spec.localizableTexts(), ownedBy: spec.name, pruning: selector & 2 != 0)
            let written = StringCatalogWriter.bytes(of: catalog)
            if !catalog.update(with: spec.localizableTexts(), ownedBy: spec.name).isEmpty { fail("a second catalog update changed something") }
            if StringCatalogWriter.bytes(of: catalog) != written { fail("a second catalog update changed the bytes") }
        }
    }

    /// Whatever the bytes, the catalog reader answers with a catalog or errors; a catalog it reads
    /// is written back as bytes it reads as the same catalog, and writes the same again.
    static func checkCatalogRoundTrip(_ bytes: [UInt8]) {
        let source = SourceFile(path: "Fuzz.xcstrings", bytes: bytes)
        let (catalog, diagnostics) = StringCatalogReader.read(source)
        for diagnostic in diagnostics { check(diagnostic.range, in: source, what: diagnostic.message) }
        guard let catalog else {
            if !diagnostics.containsErrors { fail("no catalog and no error") }
            return
        }
        let written = StringCatalogWriter.bytes(of: catalog)
        guard let reread = StringCatalogReader.read(SourceFile(path: "Written.xcstrings", bytes: written)).catalog else {
            fail("the catalog written cannot be read back")
        }
        if reread != catalog { fail("the catalog read back differs from the one written") }
        if StringCatalogWriter.bytes(of: reread) != written { fail("writing a catalog twice gives different bytes") }

        // Whatever shapes its entries have, the catalog takes a spec's texts: each key's source text
        // is then the spec's, a second update changes nothing, and what is written reads back.
        var updated = catalog
        _ = updated.update(with: catalogTexts, ownedBy: "Fuzz")
        for text in catalogTexts where updated.strings[text.key]?.localizations?[updated.sourceLanguage]?.fallbackText != text.sourceValue {
            fail("the source text of '\(text.key)' is not the spec's after an update")
        }
        if !updated.update(with: catalogTexts, ownedBy: "Fuzz").isEmpty { fail("a second update of a fuzzed catalog changed something") }
        let updatedBytes = StringCatalogWriter.bytes(of: updated)
        if StringCatalogReader.read(SourceFile(path: "Updated.xcstrings", bytes: updatedBytes)).catalog != updated {
            fail("an updated catalog does not read back as itself")
        }
    }

    /// The texts a fuzzed catalog is updated with, whose keys the seeds' catalogs hold.
    static let catalogTexts: [LocalizableText] = {
        let json = #"{ "name": "Fuzz", "slides": [{ "id": "welcome", "title": "Welcome", "subtitle": "Hi" }, { "id": "a", "title": "A" }, { "id": "ready", "title": "Ready" }] }"#
        return Compiler().check(SourceFile(path: "Texts.onboarding.json", text: json)).spec?.localizableTexts() ?? []
    }()

    static let quietContext = ToolContext(currentDirectory: "/", writeStandardOutput: { _ in }, writeStandardError: { _ in })

    static func check(_ range: SourceRange?, in source: SourceFile, what: String) {
        guard let range else { return }
        for position in [range.start, range.end] {
            guard position.line >= 1, position.column >= 1, position.offset >= 0, position.offset <= source.bytes.count,
                position.line <= source.lineCount
            else {
                fail("position \(position) outside the file (\(source.bytes.count) bytes) for '\(what)'")
            }
        }
        if range.end.offset < range.start.offset { fail("range ends before it starts for '\(what)'") }
    }

    static func fail(_ message: String) -> Never {
        fatalError("onboardc fuzz invariant: \(message)")
    }
}
