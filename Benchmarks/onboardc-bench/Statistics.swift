import Foundation

/// The summary of repeated measurements of one quantity.
struct Summary: Codable {
    var median: Double
    var minimum: Double
    var maximum: Double
    var count: Int

    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "a summary needs at least one sample")
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimum = sorted[0]
        maximum = sorted[sorted.count - 1]
        count = sorted.count
    }

    /// Half the range of the samples relative to the median, in percent: the "±" of a table cell.
    var spreadPercent: Double {
        median == 0 ? 0 : (maximum - minimum) / 2 / median * 100
    }
}

/// Wall-clock and processor time.
///
/// On a shared machine the wall clock mostly measures how long the scheduler kept the process
/// waiting; the processor time of the process does not, so the tables are computed from it and
/// the wall-clock time is kept beside it.
enum Stopwatch {
    struct Reading {
        var wall: Double
        var processor: Double
    }

    static func now() -> Reading {
        Reading(wall: clock(CLOCK_MONOTONIC), processor: clock(CLOCK_PROCESS_CPUTIME_ID))
    }

    static func elapsed(since start: Reading) -> Reading {
        let end = now()
        return Reading(wall: end.wall - start.wall, processor: end.processor - start.processor)
    }

    /// The time `body` takes.
    static func time(_ body: () throws -> Void) rethrows -> Reading {
        let start = now()
        try body()
        return elapsed(since: start)
    }

    private static func clock(_ id: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(id, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Keeps a result alive so the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
