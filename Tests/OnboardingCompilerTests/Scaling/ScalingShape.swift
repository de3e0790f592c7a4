import Foundation
import Testing

/// An input shape that can grow, such as the number of unknown keys in one object, with the work
/// the compiler does on an input of that shape.
///
/// A shape is a name, the sizes its test doubles from, and a function from a size to the work on
/// an input of that size: the function builds the input, which is not measured, and returns the
/// work, which is.
struct ScalingShape: Sendable, CustomTestStringConvertible {
    /// What grows, such as "unknown keys of one object".
    let name: String
    /// The size `swift test` doubles from: its work takes tens of milliseconds.
    let size: Int
    /// The size the full run (`ONBOARDC_SCALING=full`) doubles from: eight times `size` unless
    /// that would pass a limit, such as the 1 MiB of a string.
    let fullSize: Int
    /// Builds an input of the given size and returns the work on it.
    let prepare: @Sendable (Int) -> @Sendable () -> Void

    init(_ name: String, size: Int, fullSize: Int? = nil, prepare: @escaping @Sendable (Int) -> @Sendable () -> Void) {
        self.name = name
        self.size = size
        self.fullSize = fullSize ?? size * 8
        self.prepare = prepare
    }

    var testDescription: String { name }

    /// Whether the tests run at the full sizes: `ONBOARDC_SCALING=full`, as `.ci/run` sets it.
    static var isFull: Bool { ProcessInfo.processInfo.environment["ONBOARDC_SCALING"] == "full" }

    /// The size the test doubles from in this run.
    var sizeOfThisRun: Int { Self.isFull ? fullSize : size }
}

/// The cost of doubling an input, as a ratio of processor times measured in one run.
enum DoublingCost {
    /// The processor time of the work on `2n` over that on `n`, and the seconds of the work on `n`:
    /// the least of three samples of each,
    /// taken in turn, after one run of each to warm up.
    ///
    /// Times are the processor time of the calling thread, so that tests running beside it on
    /// other threads do not count. A sample repeats the work until the one of size `n` lasts 20 ms,
    /// and the one of size `2n` as many times.
    static func ratio(of shape: ScalingShape, at size: Int) -> (ratio: Double, seconds: Double) {
        let small = shape.prepare(size)
        let large = shape.prepare(2 * size)
        let once = threadTime(small)
        _ = threadTime(large)
        let repetitions = max(1, Int((0.02 / max(once, 1e-6)).rounded(.up)))
        var smallest = (small: Double.infinity, large: Double.infinity)
        for _ in 0..<3 {
            smallest.small = min(smallest.small, threadTime(small, repetitions: repetitions))
            smallest.large = min(smallest.large, threadTime(large, repetitions: repetitions))
        }
        return (smallest.large / smallest.small, smallest.small / Double(repetitions))
    }

    /// The processor seconds of this thread that `repetitions` runs of `work` take.
    static func threadTime(_ work: () -> Void, repetitions: Int = 1) -> Double {
        let start = threadClock()
        for _ in 0..<repetitions { work() }
        return threadClock() - start
    }

    private static func threadClock() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
