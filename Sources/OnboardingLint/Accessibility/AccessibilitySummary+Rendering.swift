import JSONSyntax
import OnboardingDiagnostics

extension AccessibilitySummary {
    /// How a summary is written out.
    public enum Format: String, CaseIterable, Sendable {
        /// For people: each feature, its support and why, and the findings as Xcode prints them.
        case text
        /// For scripts: `spec`, and `features`, each with `feature`, `name`, `support`, `reason`
        /// and `findings` (`file`, `line`, `column`, `severity`, `rule`, `message`, `pointer`).
        case json
    }

    /// The summary of the spec at `specPath` written in `format`, ending with a line break.
    public func rendered(as format: Format, specPath: String) -> String {
        switch format {
        case .text: text(specPath: specPath)
        case .json: json(specPath: specPath).rendered()
        }
    }

    private func text(specPath: String) -> String {
        var text = "\(specPath): the onboarding's part of its app's Accessibility Nutrition Labels\n"
        for assessment in assessments {
            text += "\n\(assessment.feature.name): \(assessment.support.description)\n    \(assessment.reason)\n"
            for finding in assessment.findings {
                text += "    " + Self.line(of: finding) + "\n"
            }
        }
        text += "\n"
        for support in [Support.supported, .notSupported, .notApplicable] {
            let features = assessments.filter { $0.support == support }.map(\.feature.name)
            text += "\(support.description.prefix(1).uppercased() + support.description.dropFirst()): "
            text += (features.isEmpty ? "none" : features.joined(separator: ", ")) + "\n"
        }
        return text
    }

    /// `finding` as Xcode prints a diagnostic: `path:line:column: severity: message [rule]`.
    private static func line(of finding: Diagnostic) -> String {
        let position = finding.range.map { "\($0.path.escapingInvisibleCharacters):\($0.start.line):\($0.start.column): " } ?? ""
        let message = finding.message.escapingInvisibleCharacters
        return position + "\(finding.severity.rawValue): \(message)" + (finding.ruleID.map { " [\($0)]" } ?? "")
    }

    private func json(specPath: String) -> JSONLiteral {
        .object([
            "spec": .string(specPath),
            "features": .array(assessments.map { assessment in
                .object([
                    "feature": .string(assessment.feature.rawValue),
                    "name": .string(assessment.feature.name),
                    "support": .string(assessment.support.rawValue),
                    "reason": .string(assessment.reason),
                    "findings": .array(assessment.findings.map(Self.json(of:))),
                ])
            }),
        ])
    }

    private static func json(of finding: Diagnostic) -> JSONLiteral {
        var members: [String: JSONLiteral] = [
            "severity": .string(finding.severity.rawValue), "message": .string(finding.message),
            "rule": finding.ruleID.map(JSONLiteral.string) ?? .null, "pointer": finding.pointer.map(JSONLiteral.string) ?? .null,
        ]
        if let range = finding.range {
            members["file"] = .string(range.path)
            members["line"] = .int(range.start.line)
            members["column"] = .int(range.start.column)
        }
        return .object(members)
    }
}
