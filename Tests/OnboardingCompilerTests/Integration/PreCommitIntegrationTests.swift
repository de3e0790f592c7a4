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

    /// Only probed when the suite runs; on CI a missing pre-commit fails the test instead.
    static let needsPreCommit = ConditionTrait.enabled(
        if: !Integration.isEnabled || Integration.isCI || preCommit != nil, "pre-commit is not installed (pip install pre-commit)")

    /// Stages every file of `repository` in a new git repository and runs the hook `id` of this
    /// package on all of them with pre-commit.
    static func runHook(_ id: String, in repository: URL) throws -> Integration.Result {
        let preCommit = try #require(Self.preCommit, "pre-commit is not installed; .ci/run installs it with pip")
        let git = try #require(Integration.executable("git"), "git is not on PATH")
        for arguments in [["init", "--quiet"], ["add", "."]] {
            let result = try Integration.run(git, arguments, in: repository)
            try #require(result.status == 0, "git \(arguments.joined(separator: " ")) failed:\n\(result.output)")
        }
        return try Integration.run(
            preCommit[0],
            Array(preCommit.dropFirst()) + ["try-repo", Integration.packageRoot.path, id, "--all-files", "--color", "never"],
            in: repository)
    }

    @Test(
        "The onboardc-lint pre-commit hook fails on a spec with errors, at its line, and passes a good one",
        needsPreCommit, .timeLimit(.minutes(20)))
    func preCommitHook() throws {
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
        let hook = try Self.runHook("onboardc-lint", in: repository)
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

    @Test(
        "The onboardc-check pre-commit hook names a stale generated file at its first differing line, and not a current one",
        needsPreCommit, .timeLimit(.minutes(20)))
    func preCommitCheckHook() throws {
        let repository = try Integration.makeTemporaryDirectory("onboardc-pre-commit-check")
        defer { try? FileManager.default.removeItem(at: repository) }

        // Two specs with their generated files beside them, as generate-onboarding writes them;
        // one generated file is then edited by hand.
        for name in ["SignQuest", "SkillLevel"] {
            let spec = try String(contentsOf: Integration.packageRoot.appendingPathComponent("Specs/\(name).onboarding.json"), encoding: .utf8)
            try FileManager.default.createDirectory(at: repository.appendingPathComponent("App"), withIntermediateDirectories: true)
            try spec.write(to: repository.appendingPathComponent("App/\(name).onboarding.json"), atomically: true, encoding: .utf8)
        }
        let build = try OnboardcBinary.run(
            ["build", "App/SignQuest.onboarding.json", "App/SkillLevel.onboarding.json", "--output", "App"], in: repository)
        try #require(build.status == 0, "\(build.errors)")
        let stale = repository.appendingPathComponent("App/SkillLevelOnboarding.swift")
        let generated = try String(contentsOf: stale, encoding: .utf8)
        let edited = generated.replacingOccurrences(of: "enum SkillLevelOnboarding", with: "enum SkillLevelOnboardingEdited")
        try #require(edited != generated)
        try edited.write(to: stale, atomically: true, encoding: .utf8)
        let hook = try Self.runHook("onboardc-check", in: repository)
        #expect(hook.status != 0, "the hook passed a stale generated file:\n\(hook.output)")
        #expect(hook.output.contains("- hook id: onboardc-check"), "\(hook.output)")
        let position = try #require(Integration.position(of: "enum SkillLevelOnboarding", in: generated))
        // The column of the first byte that differs: the space that `Edited` now stands before.
        let column = position.column + "enum SkillLevelOnboarding".utf8.count
        #expect(
            hook.output.contains(
                "App/SkillLevelOnboarding.swift:\(position.line):\(column): generated file differs from what build would write: "
                    + "expected 'nonisolated enum SkillLevelOnboarding: OnboardingRuntime.Onb…', "
                    + "found 'nonisolated enum SkillLevelOnboardingEdited: OnboardingRunti…'"),
            "\(hook.output)")
        #expect(!hook.output.contains("SignQuestOnboarding.swift"), "\(hook.output)")
        #expect(try String(contentsOf: stale, encoding: .utf8) == edited, "the hook wrote the generated file")
    }
}
