import Foundation
@testable import OnboardingCompiler
import Testing


/// Excluding specs costs time in proportion to the configuration's patterns and the paths' depth:
/// doubling either at most about doubles the time. Measured as ratios of processor time of this
/// thread within one run, the median of several rounds, so a loaded machine changes both sides.
@Suite struct ConfigurationScalingTests {
    /// The most a doubling may cost, against 2 for linear and 4 for quadratic.
    static let limit = 2.5

    /// The processor time this thread spends in `body`, in seconds.
    private static func threadTime(_ body: () -> Void) -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }

    /// The median, over interleaved rounds, of the time of `work(2n)` over that of `work(n)`.
    private static func doublingRatio(at size: Int, _ work: (Int) -> Void) -> Double {
        work(size)
        var ratios: [Double] = []
        for _ in 0..<7 {
            let single = threadTime { work(size) }
            let double = threadTime { work(2 * size) }
            ratios.append(double / max(single, 1e-9))
        }
        return ratios.sorted()[ratios.count / 2]
    }

    private static func path(depth: Int) -> String {
        "/project/" + (0..<depth).map { "folder\($0 % 10)" }.joined(separator: "/") + "/App.onboarding.json"
    }

    @Test func doublingTheNumberOfPatterns() {
        let deepPath = Self.path(depth: 12)
        let ratio = Self.doublingRatio(at: 300) { count in
            let patterns = (0..<count).map { "**/Drafts\($0)/**/*.draft.onboarding.json" }
            #expect(!ProjectConfiguration(directory: "/project", excluded: patterns).excludes(deepPath))
        }
        #expect(ratio < Self.limit, "doubling the patterns costs \(ratio)×")
    }

    @Test func doublingTheDoubleStarsOfAPattern() {
        let deepPath = Self.path(depth: 60)
        let ratio = Self.doublingRatio(at: 200) { count in
            let pattern = Array(repeating: "**/folder1", count: count).joined(separator: "/") + "/never"
            #expect(!ProjectConfiguration(directory: "/project", excluded: [pattern]).excludes(deepPath))
        }
        #expect(ratio < Self.limit, "doubling the '**' of a pattern costs \(ratio)×")
    }

    @Test func doublingThePathDepth() {
        let pattern = Array(repeating: "**", count: 8).joined(separator: "/") + "/b"
        let configuration = ProjectConfiguration(directory: "/project", excluded: [pattern, "**/folder3/*/folder5/**/x"])
        let ratio = Self.doublingRatio(at: 1_500) { depth in
            #expect(!configuration.excludes(Self.path(depth: depth)))
        }
        #expect(ratio < Self.limit, "doubling the depth of the path costs \(ratio)×")
    }
}
