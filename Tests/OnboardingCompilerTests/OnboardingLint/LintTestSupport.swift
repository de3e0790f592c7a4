import Foundation
@testable import OnboardingCompiler
@testable import OnboardingDiagnostics
@testable import OnboardingLint


/// Helpers shared by the lint, configuration and subcommand tests.
enum LintTestSupport {
    /// The diagnostics of the whole pipeline on `text`.
    static func check(_ text: String, options: Compiler.Options = Compiler.Options()) -> [Diagnostic] {
        Compiler(options: options).check(SourceFile(path: "test.onboarding.json", text: text)).diagnostics
    }

    /// The diagnostics of `rule` on `text`, with `configuration` enabling it.
    static func check(_ text: String, rule: Rule, configuration: LintConfiguration? = nil, assets: AssetIndex? = nil) -> [Diagnostic] {
        let lint = configuration ?? LintConfiguration(optInRules: [rule.id])
        return check(text, options: Compiler.Options(lint: lint, assets: assets)).filter { $0.ruleID == rule.id }
    }

    /// The output and exit status of `onboardc arguments` run in `directory`.
    static func run(_ arguments: [String], in directory: String = FileManager.default.currentDirectoryPath) -> (status: ExitStatus, output: String, error: String) {
        let output = Buffer()
        let error = Buffer()
        let context = ToolContext(currentDirectory: directory, writeStandardOutput: output.append, writeStandardError: error.append)
        let status = CommandLineTool(context: context).run(arguments)
        return (status, output.text, error.text)
    }

    /// A fresh temporary directory holding `files` (relative path → contents); a path ending in `/` is a directory.
    static func makeDirectory(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("onboardc-lint-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.standardizedFileURL.path
    }

    final class Buffer: @unchecked Sendable {
        private let lock = NSLock()
        private var storage = ""

        var text: String { lock.withLock { storage } }

        func append(_ string: String) { lock.withLock { storage += string } }
    }
}
