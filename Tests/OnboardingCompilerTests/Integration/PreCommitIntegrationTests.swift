import Foundation
import Testing

/// Runs the `onboardc-lint` hook of `.pre-commit-hooks.yaml` with pre-commit itself, which clones
/// this repository (HEAD, plus uncommitted changes to tracked and staged files) and builds it in
/// release mode, as it does for a team's `.pre-commit-config.yaml`.
extension IntegrationTests {
    /// How to start pre-commit: the `pre-commit` script on PATH, else `python3 -m pre_commit`.
    static let preCommit: [String]? = {
        if let script = Integration.executable("pre-commit") { return [script] }
        if let python = Integration.executable("python3"),
            let probe = try? Integration.run(python, ["-m", "pre_commit", "--version"], in: URL(fileURLWithPath: "/")),
            probe.status == 0
        {
            return [python, "-m", "pre_commit"]
        }
        return nil
    }()

    @Test(
        "The onboardc-lint pre-commit hook fails on a spec with errors, at its line, and passes a good one",
        // Only probed when the suite runs; on CI a missing pre-commit fails the test instead.
        .enabled(if: !Integration.isEnabled || Integration.isCI || preCommit != nil, "pre-commit is not installed (pip install pre-commit)"),
        .timeLimit(.minutes(20)))
    func preCommitHook() throws {
        let preCommit = try #require(Self.preCommit, "pre-commit is not installed; .ci/run installs it with pip")
        let git = try #require(Integration.executable("git"), "git is not on PATH")
        let repository = try Integration.makeTemporaryDirectory("onboardc-pre-commit")
        defer { try? FileManager.default.removeItem(at: repository) }

        let good = try String(
            contentsOf: Integration.packageRoot.appendingPathComponent("Specs/SignQuest.onboarding.json"), encoding: .utf8)
        let bad = """
            {
              "slides": [
                { "id": "start", "title": "Hello" },
                { "id": "end", "next": "nowhere" }
              ]
            }

            """
        try good.write(to: repository.appendingPathComponent("good.onboarding.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try bad.write(to: repository.appendingPathComponent("Specs/bad.onboarding.json"), atomically: true, encoding: .utf8)
        // Not a spec, and not even JSON: the hook's `files` pattern must keep it away from onboardc.
        try "{ not json".write(to: repository.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        for arguments in [["init", "--quiet"], ["add", "."]] {
            let result = try Integration.run(git, arguments, in: repository)
            try #require(result.status == 0, "git \(arguments.joined(separator: " ")) failed:\n\(result.output)")
        }

        let hook = try Integration.run(
            preCommit[0],
            Array(preCommit.dropFirst()) + [
                "try-repo", Integration.packageRoot.path, "onboardc-lint", "--all-files", "--color", "never",
            ],
            in: repository)
        #expect(hook.status != 0, "the hook passed a spec with an error:\n\(hook.output)")
        #expect(hook.output.contains("- hook id: onboardc-lint"), "\(hook.output)")
        let error = try #require(Integration.position(of: #""nowhere""#, in: bad))
        #expect(
            hook.output.contains(
                "Specs/bad.onboarding.json:\(error.line):\(error.column): error: 'next' of slide 'end' leads to slide 'nowhere', which does not exist"),
            "\(hook.output)")
        // The good spec was checked (two files) and has nothing to report; settings.json was not passed.
        #expect(!hook.output.contains("good.onboarding.json"), "\(hook.output)")
        #expect(!hook.output.contains("settings.json"), "\(hook.output)")
        #expect(hook.output.contains("in 2 files"), "\(hook.output)")
    }
}
