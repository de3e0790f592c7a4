import JSONSyntax
import OnboardingDiagnostics

extension SARIFReporter {
    /// Writes diagnostics as SARIF results, numbering repeated fingerprints as it goes.
    ///
    /// What every result of a file repeats, its artifact's index and escaped URI, is worked out once.
    struct ResultWriter {
        private let context: ReportContext
        private let ruleIndex: [String: Int]
        /// For each artifact path, its index, its path relative to the working directory (what
        /// fingerprints hash, the same on every machine) and its URI and base id as escaped JSON strings.
        private var artifacts: [String: (index: Int, relativePath: String, uri: [UInt8], baseID: [UInt8]?)] = [:]
        private var fingerprintCounts: [UInt64: Int] = [:]
        private let columns = UTF16Columns()

        init(context: ReportContext, rules: [Rule], artifacts paths: [String]) {
            self.context = context
            ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, path) in paths.enumerated() where artifacts[path] == nil {
                let (uri, baseID) = SARIFLocation.uri(of: path, root: context.workingDirectory)
                let relativePath = SARIFLocation.relativePath(of: path, root: context.workingDirectory) ?? path
                artifacts[path] = (index, relativePath, Self.escaped(uri), baseID.map(Self.escaped))
            }
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
                json.key("locations")
                json.beginArray()
                json.beginObject()
                json.key("physicalLocation")
                writePhysicalLocation(range, to: &json)
                json.endObject()
                json.endArray()
            }
            SARIFReporter.writeText("message", diagnostic.message, to: &json)
            json.key("partialFingerprints")
            json.beginObject()
            json.member("onboardcFingerprint/v1", fingerprint(of: diagnostic))
            json.endObject()
            if let pointer = diagnostic.pointer {
                json.key("properties")
                json.beginObject()
                json.member("jsonPointer", pointer)
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
            json.member("ruleId", diagnostic.reportedRuleID)
            json.member("ruleIndex", ruleIndex[diagnostic.reportedRuleID])
            json.endObject()
        }

        /// Writes the `artifactLocation` object of `path`, with its index in `artifacts` or without.
        func writeArtifactLocation(_ path: String, withIndex: Bool, to json: inout JSONWriter) {
            json.beginObject()
            if let artifact = artifacts[path] {
                if withIndex { json.member("index", artifact.index) }
                json.key("uri")
                artifact.uri.withUnsafeBufferPointer { json.raw($0) }
                if let baseID = artifact.baseID {
                    json.key("uriBaseId")
                    baseID.withUnsafeBufferPointer { json.raw($0) }
                }
            } else {
                let (uri, baseID) = SARIFLocation.uri(of: path, root: context.workingDirectory)
                json.member("uri", uri)
                if let baseID { json.member("uriBaseId", baseID) }
            }
            json.endObject()
        }

        private func writePhysicalLocation(_ range: SourceRange, to json: inout JSONWriter) {
            json.beginObject()
            json.key("artifactLocation")
            writeArtifactLocation(range.path, withIndex: true, to: &json)
            json.key("region")
            SARIFLocation.writeRegion(range, source: context.sources[range.path], columns: columns, to: &json)
            json.endObject()
        }

        private func writeFix(for fixIt: Diagnostic.FixIt, to json: inout JSONWriter) {
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
            SARIFLocation.writeRegion(fixIt.range, source: context.sources[fixIt.range.path], columns: columns, to: &json)
            SARIFReporter.writeText("insertedContent", fixIt.replacement, to: &json)
            json.endObject()
            json.endArray()
            json.endObject()
            json.endArray()
            SARIFReporter.writeText("description", fixIt.summary, to: &json)
            json.endObject()
        }

        /// A 64-bit FNV-1a hash of file (relative to the working directory), rule, pointer and
        /// message, each followed by a NUL but the last, in 16 hexadecimal digits, then `:n` for the
        /// n-th repeat.
        private mutating func fingerprint(of diagnostic: Diagnostic) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            let path = diagnostic.range.map { artifacts[$0.path]?.relativePath ?? $0.path } ?? ""
            let parts = [path, diagnostic.reportedRuleID, diagnostic.pointer ?? "", diagnostic.message]
            for (index, part) in parts.enumerated() {
                part.withUTF8Bytes { bytes in
                    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                }
                if index < parts.count - 1 { hash = hash &* 0x100_0000_01b3 }
            }
            fingerprintCounts[hash, default: 0] += 1
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex + ":" + String(fingerprintCounts[hash]!)
        }

        /// `text` as an escaped JSON string, quotes included.
        private static func escaped(_ text: String) -> [UInt8] {
            var output = ReportOutput()
            text.withUTF8Bytes { JSONWriter.writeString($0, to: &output) }
            return output.withBytes { Array($0) }
        }
    }
}
