import CoopRecords
import CoopValues

/// How many hens were in the flock and laying on each day of a series, in all and by the
/// kind of egg they lay: the denominator of every laying rate.
///
/// A hen lays from ``Hen/layingSince`` until the day before she is removed. Laying
/// hen-days are counted only on recorded days, and the eggs a rate divides by them only on
/// recorded days with a laying hen (``laidWithLayingHens(from:through:kind:)``), so that a
/// rate compares eggs with the hens that could have laid them: eggs recorded before the
/// first hen joined do not make the flock lay 30 eggs a hen a day.
public struct FlockCensus: Sendable {
    /// The first day counted.
    public let firstDay: CivilDate
    private let present: [Int32]
    private let laying: [Int32]
    private let layingByKind: [[Int32]]
    private let layingHenDaySums: [Int]
    private let layingHenDaySumsByKind: [[Int]]
    /// Running sums of the eggs laid on recorded days with a laying hen, in all and by kind
    /// (of that kind, on days with a hen laying it).
    private let laidWithHensSums: [Int]
    private let laidWithHensSumsByKind: [[Int]]

    /// Counts the hens of `hens` over the days of `series`.
    public init(hens: [Hen], kinds: Int, series: EggSeries) {
        let first = series.firstDay
        let count = series.dayCount
        func clip(_ day: CivilDate?, default fallback: Int) -> Int {
            guard let day else { return fallback }
            return min(max(first.days(until: day), 0), count)
        }
        var presentDelta = [Int32](repeating: 0, count: count + 1)
        var layingDelta = [[Int32]](repeating: [Int32](repeating: 0, count: count + 1), count: kinds)
        for hen in hens {
            let leaves = clip(hen.removed, default: count)
            let joins = clip(hen.added, default: 0)
            if joins < leaves {
                presentDelta[joins] += 1
                presentDelta[leaves] -= 1
            }
            if let since = hen.layingSince {
                let starts = clip(max(since, hen.added ?? since), default: 0)
                if starts < leaves, hen.kindIndex < kinds {
                    layingDelta[hen.kindIndex][starts] += 1
                    layingDelta[hen.kindIndex][leaves] -= 1
                }
            }
        }
        func accumulate(_ delta: [Int32]) -> [Int32] {
            var out = [Int32](repeating: 0, count: count)
            var running: Int32 = 0
            for i in 0..<count {
                running += delta[i]
                out[i] = running
            }
            return out
        }
        let byKind = layingDelta.map(accumulate)
        var total = [Int32](repeating: 0, count: count)
        for kind in byKind { for i in 0..<count { total[i] += kind[i] } }
        func henDaySums(_ values: [Int32]) -> [Int] {
            var out = [Int](repeating: 0, count: count + 1)
            for i in 0..<count {
                let recorded = series.isRecorded(first.adding(days: i))
                out[i + 1] = out[i] + (recorded ? Int(values[i]) : 0)
            }
            return out
        }
        var withHens = [Int](repeating: 0, count: count + 1)
        var withHensByKind = [[Int]](repeating: [Int](repeating: 0, count: count + 1), count: kinds)
        for i in 0..<count {
            let day = first.adding(days: i)
            let laid = total[i] > 0 ? series.laid(on: day) ?? 0 : 0
            withHens[i + 1] = withHens[i] + laid
            for kind in 0..<kinds {
                withHensByKind[kind][i + 1] = withHensByKind[kind][i] + (byKind[kind][i] > 0 ? series.laid(on: day, kind: kind) : 0)
            }
        }
        laidWithHensSums = withHens
        laidWithHensSumsByKind = withHensByKind
        firstDay = first
        present = accumulate(presentDelta)
        laying = total
        layingByKind = byKind
        layingHenDaySums = henDaySums(total)
        layingHenDaySumsByKind = byKind.map(henDaySums)
    }

    private func offset(_ day: CivilDate) -> Int? {
        let i = firstDay.days(until: day)
        return i >= 0 && i < laying.count ? i : nil
    }

    /// Hens in the flock on `day`.
    public func present(on day: CivilDate) -> Int { offset(day).map { Int(present[$0]) } ?? 0 }

    /// Hens laying on `day`.
    public func laying(on day: CivilDate) -> Int { offset(day).map { Int(laying[$0]) } ?? 0 }

    /// Hens laying kind `kind` on `day`.
    public func laying(on day: CivilDate, kind: Int) -> Int { offset(day).map { Int(layingByKind[kind][$0]) } ?? 0 }

    /// Eggs laid on the recorded days from `start` through `end` on which a hen was laying, in
    /// all or of one kind (on days a hen laying that kind was laying): the eggs a laying rate
    /// counts.
    public func laidWithLayingHens(from start: CivilDate, through end: CivilDate, kind: Int? = nil) -> Int {
        let sums = kind.map { laidWithHensSumsByKind[$0] } ?? laidWithHensSums
        let lower = max(0, firstDay.days(until: start))
        let upper = min(laying.count, firstDay.days(until: end) + 1)
        return lower < upper ? sums[upper] - sums[lower] : 0
    }

    /// Laying hen-days on the recorded days from `start` through `end`, in all or of one kind.
    public func layingHenDays(from start: CivilDate, through end: CivilDate, kind: Int? = nil) -> Int {
        let sums = kind.map { layingHenDaySumsByKind[$0] } ?? layingHenDaySums
        let lower = max(0, firstDay.days(until: start))
        let upper = min(laying.count, firstDay.days(until: end) + 1)
        return lower < upper ? sums[upper] - sums[lower] : 0
    }
}
