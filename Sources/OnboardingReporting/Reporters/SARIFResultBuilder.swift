import JSONSyntax
import OnboardingDiagnostics

extension SARIFReporter {
    /// Turns diagnostics into SARIF results, numbering repeated fingerprints as it goes.
    struct ResultBuilder {
        let context: ReportContext
        let ruleIndex: [String: Int]
        let artifactIndex: [String: Int]
        private var fingerprintCounts: [String: Int] = [:]
        private let columns = UTF16Columns()

        init(context: ReportContext, ruleIndex: [String: Int], artifactIndex: [String: Int]) {
            self.context = context
            self.ruleIndex = ruleIndex
            self.artifactIndex = artifactIndex
        }

        mutating func result(for diagnostic: Diagnostic) -> JSONOutput {
            var fields: [String: JSONOutput] = [
                "ruleId": .string(diagnostic.reportedRuleID),
                "ruleIndex": .int(ruleIndex[diagnostic.reportedRuleID]),
                "level": .string(SARIFReporter.level(for: diagnostic.severity)),
                "message": .object(["text": .string(diagnostic.message)]),
                "partialFingerprints": .object([SARIFReporter.fingerprintKey: .string(fingerprint(of: diagnostic))]),
            ]
            if let range = diagnostic.range {
                fields["locations"] = .array([.object(["physicalLocation": physicalLocation(range)])])
            }
            if !diagnostic.notes.isEmpty {
                fields["relatedLocations"] = .array(
                    diagnostic.notes.enumerated().map { index, note in
                        var location: [String: JSONOutput] = [
                            "id": .int(index + 1), "message": .object(["text": .string(note.message)]),
                        ]
                        location["physicalLocation"] = note.range.map(physicalLocation)
                        return .object(location)
                    })
            }
            if let fixIt = diagnostic.fixIt {
                fields["fixes"] = .array([fix(for: fixIt)])
            }
            if let pointer = diagnostic.pointer {
                fields["properties"] = .object(["jsonPointer": .string(pointer)])
            }
            return .object(fields)
        }

        private func physicalLocation(_ range: SourceRange) -> JSONOutput {
            .object([
                "artifactLocation": .object(
                    SARIFLocation.artifactLocation(range.path, index: artifactIndex[range.path])),
                "region": SARIFLocation.region(range, source: context.sources[range.path], columns: columns),
            ])
        }

        private func fix(for fixIt: Diagnostic.FixIt) -> JSONOutput {
            let path = fixIt.range.path
            let replacement: JSONOutput = .object([
                "deletedRegion": SARIFLocation.region(fixIt.range, source: context.sources[path], columns: columns),
                "insertedContent": .object(["text": .string(fixIt.replacement)]),
            ])
            return .object([
                "description": .object(["text": .string(fixIt.summary)]),
                "artifactChanges": .array([
                    .object([
                        "artifactLocation": .object(SARIFLocation.artifactLocation(path, index: artifactIndex[path])),
                        "replacements": .array([replacement]),
                    ])
                ]),
            ])
        }

        /// A 64-bit FNV-1a hash of file, rule, pointer and message, then `:n` for the n-th repeat.
        private mutating func fingerprint(of diagnostic: Diagnostic) -> String {
            let key = [
                diagnostic.range?.path ?? "", diagnostic.reportedRuleID, diagnostic.pointer ?? "", diagnostic.message,
            ]
            .joined(separator: "\u{0}")
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in key.utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            let hex = String(hash, radix: 16)
            let digest = String(repeating: "0", count: 16 - hex.count) + hex
            fingerprintCounts[digest, default: 0] += 1
            return "\(digest):\(fingerprintCounts[digest]!)"
        }
    }
}
