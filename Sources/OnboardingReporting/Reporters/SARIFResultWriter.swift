import JSONSyntax
import OnboardingDiagnostics

extension SARIFReporter {
    /// Writes diagnostics as SARIF results, numbering repeated fingerprints as it goes.
    struct ResultWriter {
        /// A file of the run's `artifacts`.
        private struct Artifact {
            let index: Int
            /// The path relative to the working directory, which fingerprints hash: the same on every machine.
            let relativePath: String
            let uri: String
            let baseID: String?
        }

        private let context: ReportContext
        private let ruleIndex: [String: Int]
        private var artifacts: [String: Artifact] = [:]
        private var fingerprintCounts: [UInt64: Int] = [:]
        private let columns = UTF16Columns()

        init(context: ReportContext, rules: [Rule], artifacts paths: [String]) {
            self.context = context
            ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, path) in paths.enumerated() where artifacts[path] == nil {
                let (uri, baseID) = SARIFLocation.uri(of: path, root: context.workingDirectory)
                let relativePath = SARIFLocation.relativePath(of: path, root: context.workingDirectory) ?? path
                artifacts[path] = Artifact(index: index, relativePath: relativePath, uri: uri, baseID: baseID)
            }
        }

        /// Writes `diagnostic`, a finding of the rule `ruleID` (its `reportedRuleID`), as a result.
        mutating func writeResult(for diagnostic: Diagnostic, ruleID: String, to json: inout JSONWriter) {
            json.beginObject()
            if let fixIt = diagnostic.fixIt {
                json.key("fixes")
                json.beginArray()
                writeFix(for: fixIt, to: &json)
                json.endArray()
            }
            writeLevelLocationAndMessage(of: diagnostic, to: &json)
            json.key("partialFingerprints")
            json.beginObject()
            json.member("onboardcFingerprint/v1", fingerprint(of: diagnostic, ruleID: ruleID))
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
            json.member("ruleId", ruleID)
            json.member("ruleIndex", ruleIndex[ruleID])
            json.endObject()
        }

        /// Writes `note`, a note of what the tool did rather than a finding, as a tool execution
        /// notification.
        func writeNotification(for note: Diagnostic, to json: inout JSONWriter) {
            json.beginObject()
            writeLevelLocationAndMessage(of: note, to: &json)
            json.endObject()
        }

        /// Writes the members `level`, `locations` and `message` that a result and a notification share.
        private func writeLevelLocationAndMessage(of diagnostic: Diagnostic, to json: inout JSONWriter) {
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
        }

        /// Writes the `artifactLocation` object of `path`, with its index in `artifacts` or without.
        func writeArtifactLocation(_ path: String, withIndex: Bool, to json: inout JSONWriter) {
            json.beginObject()
            if let artifact = artifacts[path] {
                if withIndex { json.member("index", artifact.index) }
                json.member("uri", artifact.uri)
                if let baseID = artifact.baseID { json.member("uriBaseId", baseID) }
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
            writeRegion(range, to: &json)
            json.endObject()
        }

        /// Writes the region of `range`: its end, then its start, each as a line and a UTF-16 column.
        private func writeRegion(_ range: SourceRange, to json: inout JSONWriter) {
            let source = context.sources[range.path]
            json.beginObject()
            json.member("endColumn", columns.column(of: range.end, in: source))
            json.member("endLine", range.end.line)
            json.member("startColumn", columns.column(of: range.start, in: source))
            json.member("startLine", range.start.line)
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
            writeRegion(fixIt.range, to: &json)
            SARIFReporter.writeText("insertedContent", fixIt.replacement, to: &json)
            json.endObject()
            json.endArray()
            json.endObject()
            json.endArray()
            SARIFReporter.writeText("description", fixIt.summary, to: &json)
            json.endObject()
        }

        /// The fingerprint of `diagnostic`: a 64-bit FNV-1a hash of file (relative to the working
        /// directory), rule, pointer and message, each followed by a NUL but the last, in 16
        /// hexadecimal digits, then `:n` for the n-th repeat.
        private mutating func fingerprint(of diagnostic: Diagnostic, ruleID: String) -> String {
            var hash = FNV1a()
            hash.add(diagnostic.range.map { artifacts[$0.path]?.relativePath ?? $0.path } ?? "")
            hash.add(byte: 0)
            hash.add(ruleID)
            hash.add(byte: 0)
            hash.add(diagnostic.pointer ?? "")
            hash.add(byte: 0)
            hash.add(diagnostic.message)
            let repeats = fingerprintCounts[hash.value, default: 0] + 1
            fingerprintCounts[hash.value] = repeats
            let digits = (0..<16).map { Self.hexDigits[Int(hash.value >> UInt64(60 - 4 * $0) & 0xF)] }
            return String(decoding: digits, as: UTF8.self) + ":" + String(repeats)
        }

        private static let hexDigits = Array("0123456789abcdef".utf8)
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
