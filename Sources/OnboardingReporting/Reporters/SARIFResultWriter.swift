import JSONSyntax
import OnboardingDiagnostics

extension SARIFReporter {
    /// Writes diagnostics as SARIF results, numbering repeated fingerprints as it goes.
    ///
    /// What every result of a file repeats, its artifact's index, escaped URI and source, is worked
    /// out once, and looked up once for a run of results of one file.
    struct ResultWriter {
        /// An artifact of the run.
        private final class Artifact {
            let index: Int
            /// The path relative to the working directory, which fingerprints hash: the same on every machine.
            let relativePath: String
            /// The URI and base id as escaped JSON strings.
            let uri: [UInt8]
            let baseID: [UInt8]?
            /// The source, for UTF-16 columns.
            let source: SourceFile?
            /// A physical location's start in this artifact, from its `{` to the key of the region's first number.
            var locationStart = JSONWriter.Stretch()

            init(index: Int, relativePath: String, uri: [UInt8], baseID: [UInt8]?, source: SourceFile?) {
                self.index = index
                self.relativePath = relativePath
                self.uri = uri
                self.baseID = baseID
                self.source = source
            }
        }

        private let context: ReportContext
        private let ruleIndex: [String: Int]
        private var artifacts: [String: Artifact] = [:]
        /// The artifact looked up last: diagnostics come sorted by file, so most lookups hit it.
        private var lastArtifact: (path: String, artifact: Artifact)?
        /// The rule of the result written last and its `ruleId` and `ruleIndex` members: a run of
        /// results of one rule looks its index up once and copies the members after.
        private var lastRule: (id: String, members: JSONWriter.Stretch)?
        private var fingerprintCounts: [UInt64: Int] = [:]
        private var stretches = Stretches()

        /// The keys and brackets between the values of a result, which are the same in every result.
        private struct Stretches {
            var locations = JSONWriter.Stretch()
            var endOfLocations = JSONWriter.Stretch()
            var physicalLocation = JSONWriter.Stretch()
            var region = JSONWriter.Stretch()
            var endLine = JSONWriter.Stretch()
            var startColumn = JSONWriter.Stretch()
            var startLine = JSONWriter.Stretch()
            var message = JSONWriter.Stretch()
            var fingerprint = JSONWriter.Stretch()
            var pointer = JSONWriter.Stretch()
        }
        private let columns = UTF16Columns()

        init(context: ReportContext, rules: [Rule], artifacts paths: [String]) {
            self.context = context
            ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, path) in paths.enumerated() where artifacts[path] == nil {
                let (uri, baseID) = SARIFLocation.uri(of: path, root: context.workingDirectory)
                artifacts[path] = Artifact(
                    index: index, relativePath: SARIFLocation.relativePath(of: path, root: context.workingDirectory) ?? path,
                    uri: Self.escaped(uri), baseID: baseID.map(Self.escaped), source: context.sources[path])
            }
        }

        private mutating func writeRuleMembers(of id: String, to json: inout JSONWriter) {
            if lastRule?.id != id { lastRule = (id, JSONWriter.Stretch()) }
            json.write(&lastRule!.members) { json in
                json.member("ruleId", id)
                json.member("ruleIndex", ruleIndex[id])
            }
        }

        private mutating func artifact(at path: String) -> Artifact? {
            if let lastArtifact, lastArtifact.path == path { return lastArtifact.artifact }
            guard let artifact = artifacts[path] else { return nil }
            lastArtifact = (path, artifact)
            return artifact
        }

        mutating func writeResult(for diagnostic: Diagnostic, to json: inout JSONWriter) {
            json.beginObject()
            if let fixIt = diagnostic.fixIt {
                json.key("fixes")
                json.beginArray()
                writeFix(for: fixIt, to: &json)
                json.endArray()
            }
            json.key("level")
            json.string(SARIFReporter.level(for: diagnostic.severity))
            if let range = diagnostic.range {
                json.write(&stretches.locations) { json in
                    json.key("locations")
                    json.beginArray()
                    json.beginObject()
                    json.key("physicalLocation")
                }
                writePhysicalLocation(range, to: &json)
                json.write(&stretches.endOfLocations) { json in
                    json.endObject()
                    json.endArray()
                }
            }
            json.write(&stretches.message) { json in
                json.key("message")
                json.beginObject()
                json.key("text")
            }
            json.string(diagnostic.message)
            json.write(&stretches.fingerprint) { json in
                json.endObject()
                json.key("partialFingerprints")
                json.beginObject()
                json.key("onboardcFingerprint/v1")
            }
            writeFingerprint(of: diagnostic, to: &json)
            json.endObject()
            if let pointer = diagnostic.pointer {
                json.write(&stretches.pointer) { json in
                    json.key("properties")
                    json.beginObject()
                    json.key("jsonPointer")
                }
                json.string(pointer)
                json.endObject()
            }
            if !diagnostic.notes.isEmpty {
                json.key("relatedLocations")
                json.beginArray()
                for (index, note) in diagnostic.notes.enumerated() {
                    json.beginObject()
                    json.member("id", index + 1)
                    SARIFReporter.writeText("message", note.message, to: &json)
                    if let range = note.range {
                        json.key("physicalLocation")
                        writePhysicalLocation(range, to: &json)
                    }
                    json.endObject()
                }
                json.endArray()
            }
            writeRuleMembers(of: diagnostic.reportedRuleID, to: &json)
            json.endObject()
        }

        /// Writes the `artifactLocation` object of `path`, with its index in `artifacts` or without.
        mutating func writeArtifactLocation(_ path: String, withIndex: Bool, to json: inout JSONWriter) {
            if let artifact = artifact(at: path) {
                Self.writeLocation(of: artifact, withIndex: withIndex, to: &json)
                return
            }
            json.beginObject()
            let (uri, baseID) = SARIFLocation.uri(of: path, root: context.workingDirectory)
            json.member("uri", uri)
            if let baseID { json.member("uriBaseId", baseID) }
            json.endObject()
        }

        private static func writeLocation(of artifact: Artifact, withIndex: Bool, to json: inout JSONWriter) {
            json.beginObject()
            if withIndex { json.member("index", artifact.index) }
            json.key("uri")
            artifact.uri.withUnsafeBufferPointer { json.raw($0) }
            if let baseID = artifact.baseID {
                json.key("uriBaseId")
                baseID.withUnsafeBufferPointer { json.raw($0) }
            }
            json.endObject()
        }

        /// Writes a physical location; in an artifact of the run, with what comes before the region's
        /// first number copied from the artifact's stretch.
        private mutating func writePhysicalLocation(_ range: SourceRange, to json: inout JSONWriter) {
            guard let artifact = artifact(at: range.path) else {
                json.write(&stretches.physicalLocation) { json in
                    json.beginObject()
                    json.key("artifactLocation")
                }
                writeArtifactLocation(range.path, withIndex: true, to: &json)
                json.key("region")
                writeRegion(range, source: context.sources[range.path], to: &json)
                json.endObject()
                return
            }
            json.write(&artifact.locationStart) { json in
                json.beginObject()
                json.key("artifactLocation")
                Self.writeLocation(of: artifact, withIndex: true, to: &json)
                json.key("region")
                json.beginObject()
                json.key("endColumn")
            }
            writeRegionNumbers(range, source: artifact.source, to: &json)
            json.endObject()
        }

        /// Writes the region of `range`: its end, then its start, each as a line and a UTF-16 column.
        private mutating func writeRegion(_ range: SourceRange, source: SourceFile?, to json: inout JSONWriter) {
            json.write(&stretches.region) { json in
                json.beginObject()
                json.key("endColumn")
            }
            writeRegionNumbers(range, source: source, to: &json)
        }

        /// Writes a region from its first number, which follows the `endColumn` key, to its `}`; the
        /// keys between the numbers are copied from stretches.
        private mutating func writeRegionNumbers(_ range: SourceRange, source: SourceFile?, to json: inout JSONWriter) {
            json.int(columns.column(of: range.end, in: source))
            json.write(&stretches.endLine) { $0.key("endLine") }
            json.int(range.end.line)
            json.write(&stretches.startColumn) { $0.key("startColumn") }
            json.int(columns.column(of: range.start, in: source))
            json.write(&stretches.startLine) { $0.key("startLine") }
            json.int(range.start.line)
            json.endObject()
        }

        private mutating func source(of path: String) -> SourceFile? {
            artifact(at: path).map(\.source) ?? context.sources[path]
        }

        private mutating func writeFix(for fixIt: Diagnostic.FixIt, to json: inout JSONWriter) {
            json.beginObject()
            json.key("artifactChanges")
            json.beginArray()
            json.beginObject()
            json.key("artifactLocation")
            writeArtifactLocation(fixIt.range.path, withIndex: true, to: &json)
            json.key("replacements")
            json.beginArray()
            json.beginObject()
            json.key("deletedRegion")
            writeRegion(fixIt.range, source: source(of: fixIt.range.path), to: &json)
            SARIFReporter.writeText("insertedContent", fixIt.replacement, to: &json)
            json.endObject()
            json.endArray()
            json.endObject()
            json.endArray()
            SARIFReporter.writeText("description", fixIt.summary, to: &json)
            json.endObject()
        }

        /// Writes the fingerprint of `diagnostic` as a JSON string: a 64-bit FNV-1a hash of file
        /// (relative to the working directory), rule, pointer and message, each followed by a NUL but
        /// the last, in 16 hexadecimal digits, then `:n` for the n-th repeat.
        private mutating func writeFingerprint(of diagnostic: Diagnostic, to json: inout JSONWriter) {
            var hash = FNV1a()
            hash.add(diagnostic.range.map { artifact(at: $0.path)?.relativePath ?? $0.path } ?? "")
            hash.add(byte: 0)
            hash.add(diagnostic.reportedRuleID)
            hash.add(byte: 0)
            hash.add(diagnostic.pointer ?? "")
            hash.add(byte: 0)
            hash.add(diagnostic.message)
            let repeats = Self.incremented(&fingerprintCounts[hash.value, default: 0])
            // Quotes, 16 digits, `:` and at most 20 digits of the count.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { text in
                text[0] = UInt8(ascii: "\"")
                for digit in 0..<16 {
                    text[1 + digit] = Self.hexDigits[Int(hash.value >> UInt64(60 - 4 * digit) & 0xF)]
                }
                text[17] = UInt8(ascii: ":")
                var end = 18
                for digit in String(repeats).utf8 {
                    text[end] = digit
                    end += 1
                }
                text[end] = UInt8(ascii: "\"")
                json.raw(UnsafeBufferPointer(rebasing: text[...end]))
            }
        }

        /// Adds one to `count` and returns it: one lookup of a dictionary's entry where reading it
        /// again would be a second.
        private static func incremented(_ count: inout Int) -> Int {
            count += 1
            return count
        }

        private static let hexDigits = Array("0123456789abcdef".utf8)

        /// `text` as an escaped JSON string, quotes included.
        private static func escaped(_ text: String) -> [UInt8] {
            var output = ReportOutput()
            text.withUTF8Bytes { JSONWriter.writeString($0, to: &output) }
            return output.withBytes { Array($0) }
        }
    }
}

/// The 64-bit FNV-1a hash of the bytes added.
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    mutating func add(_ text: String) {
        text.withUTF8Bytes { bytes in
            for byte in bytes { add(byte: byte) }
        }
    }
}
