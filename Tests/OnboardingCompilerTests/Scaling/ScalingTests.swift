import Foundation
import Testing

/// Every stage is linear in the size of its input, whatever its shape: doubling any shape that can
/// grow at most doubles the work, give or take noise.
///
/// `swift test` doubles sizes whose work takes tens of milliseconds; `ONBOARDC_SCALING=full` (as
/// `.ci/run` sets it) doubles sizes eight times larger. A failing shape is measured up to twice
/// more before it fails, since a shared machine can slow one sample down; work quadratic in the
/// input costs about 4× every time.
@Suite(.serialized) struct ScalingTests {
    /// The most that doubling an input may multiply the work by: 2 for linear work, with room for
    /// noise and for `n log n` sorting; work quadratic in the input gives 4.
    static let maximumRatio = 2.5

    @Test(arguments: ScalingShape.all)
    func doublingTheInputAtMostDoublesTheWork(_ shape: ScalingShape) {
        let size = shape.sizeOfThisRun
        var (ratio, seconds) = DoublingCost.ratio(of: shape, at: size)
        for _ in 0..<2 where ratio > Self.maximumRatio { ratio = min(ratio, DoublingCost.ratio(of: shape, at: size).ratio) }
        let summary = String(format: "%@: %d → %d costs %.2f× the work (%.1f ms at %d)", shape.name, size, 2 * size, ratio, seconds * 1000, size)
        print("scaling: " + summary)
        #expect(ratio <= Self.maximumRatio, "\(summary)")
    }

    @Test func shapesHaveDistinctNames() {
        let names = ScalingShape.all.map(\.name)
        #expect(Set(names).count == names.count)
    }
}
