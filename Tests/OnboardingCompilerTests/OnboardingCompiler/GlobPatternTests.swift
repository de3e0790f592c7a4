import Foundation
@testable import OnboardingCompiler
@testable import OnboardingTestSupport
import Testing


/// `excluded` globs match as the recursive definition says, in time proportional to the pattern's
/// length times the path's.
@Suite struct GlobPatternTests {
    /// The definition, matched by trying every split: exponential in the number of `**`, so only
    /// for small cases.
    private static func referenceMatch(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return (path.startIndex...path.endIndex).contains { referenceMatch(pattern.dropFirst(), path[$0...]) }
        }
        guard let component = path.first, GlobPattern(String(first)).matches(String(component)) else { return false }
        return referenceMatch(pattern.dropFirst(), path.dropFirst())
    }

    private static func reference(_ pattern: String, _ path: String, orAnAncestor: Bool) -> Bool {
        let components = pattern.split(separator: "/")[...]
        let parts = path.split(separator: "/")
        guard orAnAncestor else { return referenceMatch(components, parts[...]) }
        return (1...max(parts.count, 1)).contains { referenceMatch(components, parts.prefix($0)) }
    }

    @Test func agreesWithTheDefinitionOnRandomPatternsAndPaths() {
        var random = SeededRandomNumbers(seed: SeededRandomNumbers.propertySeed)
        let patternParts = ["**", "*", "a", "b", "a*", "?", "*b", "ab"]
        let pathParts = ["a", "b", "ab", "ba", "aa", "c"]
        for _ in 0..<3_000 {
            let pattern = (0..<Int.random(in: 0...5, using: &random)).map { _ in patternParts.randomElement(using: &random)! }.joined(separator: "/")
            let path = (0..<Int.random(in: 0...6, using: &random)).map { _ in pathParts.randomElement(using: &random)! }.joined(separator: "/")
            for orAnAncestor in [false, true] {
                #expect(
                    GlobPattern(pattern).matches(path, orAnAncestor: orAnAncestor) == Self.reference(pattern, path, orAnAncestor: orAnAncestor),
                    "'\(pattern)' against '\(path)', orAnAncestor: \(orAnAncestor)")
            }
        }
    }

    /// `**/**/**/**/**/**/**/**/b` against a spec 30 folders deep took 47 s.
    @Test(.timeLimit(.minutes(1))) func repeatedDoubleStarsAgainstADeepPath() {
        let deep = Array(repeating: "a", count: 30).joined(separator: "/")
        let pattern = Array(repeating: "**", count: 8).joined(separator: "/") + "/b"
        #expect(!GlobPattern(pattern).matches(deep + "/x.onboarding.json", orAnAncestor: true))
        #expect(GlobPattern(pattern).matches(deep + "/b/x.onboarding.json", orAnAncestor: true))
        let alternating = Array(repeating: "**/a", count: 40).joined(separator: "/") + "/b"
        #expect(!GlobPattern(alternating).matches(Array(repeating: "a", count: 60).joined(separator: "/") + "/c"))
        let configuration = ProjectConfiguration(directory: "/project", excluded: [pattern])
        #expect(!configuration.excludes("/project/" + deep + "/x.onboarding.json"))
    }
}
