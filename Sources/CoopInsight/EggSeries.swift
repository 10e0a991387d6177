import CoopRecords
import CoopValues

/// The eggs of every day from the first record to the last day of interest, computed once
/// and shared by every page.
///
/// A range entry (`2026-12-24..2026-12-27: 14`) is spread evenly over its days as whole
/// eggs, the remainder going to its first days (4, 4, 3, 3), so that every total — of a
/// week, a month, the whole log — stays exact. Cracked and withheld eggs are spread the
/// same way.
/// Running sums make the totals of any span a constant-time lookup.
public struct EggSeries: Sendable {
    /// The first day of the series (the first recorded day).
    public let firstDay: CivilDate
    /// The last day of the series (today, or a later recorded day).
    public let lastDay: CivilDate
    /// How many kinds of egg there are.
    public let kindCount: Int

    /// Per day: -1 when not recorded, else eggs laid.
    private let laid: [Int32]
    private let cracked: [Int32]
    private let withheld: [Int32]
    private let byKind: [[Int32]]
    private let rangeDay: [Bool]
    // Running sums: sum[i] is the total of days before offset i.
    private let laidSums: [Int]
    private let crackedSums: [Int]
    private let withheldSums: [Int]
    private let recordedSums: [Int]
    private let kindSums: [[Int]]

    /// Builds the series of `log` from its first day through `through` (or its last day, if later).
    public init(_ log: EggLog, kinds: Int, through end: CivilDate) {
        let first = log.firstDay ?? end
        let last = max(end, log.lastDay ?? end, first)
        let count = first.days(until: last) + 1
        var laid = [Int32](repeating: -1, count: count)
        var cracked = [Int32](repeating: 0, count: count)
        var withheld = [Int32](repeating: 0, count: count)
        var byKind = [[Int32]](repeating: [Int32](repeating: 0, count: count), count: kinds)
        var rangeDay = [Bool](repeating: false, count: count)
        for entry in log.entries {
            let start = first.days(until: entry.first)
            let days = entry.dayCount
            guard start >= 0, start + days <= count else { continue }
            func spread(_ total: Int, _ day: Int) -> Int32 {
                Int32(clamping: total / days + (day < total % days ? 1 : 0))
            }
            for day in 0..<days {
                let i = start + day
                laid[i] = max(laid[i], 0) + spread(entry.total, day)
                cracked[i] += spread(entry.cracked, day)
                withheld[i] += spread(entry.withheld, day)
                for kind in 0..<min(kinds, entry.laid.count) { byKind[kind][i] += spread(entry.laid[kind], day) }
                rangeDay[i] = entry.isRange
            }
        }
        func sums(_ values: [Int32], clampNegative: Bool) -> [Int] {
            var out = [Int](repeating: 0, count: values.count + 1)
            for (i, value) in values.enumerated() { out[i + 1] = out[i] + (clampNegative ? max(0, Int(value)) : Int(value)) }
            return out
        }
        var recorded = [Int](repeating: 0, count: count + 1)
        for i in 0..<count { recorded[i + 1] = recorded[i] + (laid[i] >= 0 ? 1 : 0) }
        firstDay = first
        lastDay = last
        kindCount = kinds
        self.laid = laid
        self.cracked = cracked
        self.withheld = withheld
        self.byKind = byKind
        self.rangeDay = rangeDay
        laidSums = sums(laid, clampNegative: true)
        crackedSums = sums(cracked, clampNegative: false)
        withheldSums = sums(withheld, clampNegative: false)
        recordedSums = recorded
        kindSums = byKind.map { sums($0, clampNegative: false) }
    }

    /// How many days the series covers.
    public var dayCount: Int { laid.count }

    private func offset(_ day: CivilDate) -> Int? {
        let i = firstDay.days(until: day)
        return i >= 0 && i < laid.count ? i : nil
    }

    /// Eggs laid on `day`, or `nil` when the day is not recorded (or outside the series).
    public func laid(on day: CivilDate) -> Int? {
        guard let i = offset(day), laid[i] >= 0 else { return nil }
        return Int(laid[i])
    }

    /// Eggs of kind `kind` laid on `day` (0 when not recorded).
    public func laid(on day: CivilDate, kind: Int) -> Int {
        guard let i = offset(day) else { return 0 }
        return Int(byKind[kind][i])
    }

    /// Cracked eggs on `day` (0 when not recorded).
    public func cracked(on day: CivilDate) -> Int {
        guard let i = offset(day) else { return 0 }
        return Int(cracked[i])
    }

    /// Eggs withheld after a treatment on `day` (0 when not recorded).
    public func withheld(on day: CivilDate) -> Int {
        guard let i = offset(day) else { return 0 }
        return Int(withheld[i])
    }

    /// Whether `day` is recorded.
    public func isRecorded(_ day: CivilDate) -> Bool { laid(on: day) != nil }

    /// Whether `day` is covered by a range entry (its count is a share of the range's).
    public func isRangeDay(_ day: CivilDate) -> Bool {
        guard let i = offset(day) else { return false }
        return rangeDay[i]
    }

    /// The totals of the days from `start` through `end` (clipped to the series).
    public func totals(from start: CivilDate, through end: CivilDate) -> EggTotals {
        let days = max(0, start.days(until: end) + 1)
        let lower = max(0, firstDay.days(until: start))
        let upper = min(laid.count, firstDay.days(until: end) + 1)
        guard lower < upper else { return .empty(kinds: kindCount, days: days) }
        return EggTotals(
            laid: laidSums[upper] - laidSums[lower], cracked: crackedSums[upper] - crackedSums[lower],
            withheld: withheldSums[upper] - withheldSums[lower], laidByKind: kindSums.map { $0[upper] - $0[lower] },
            recordedDays: recordedSums[upper] - recordedSums[lower],
            days: days)
    }

    /// The totals of every day.
    public var allTime: EggTotals { totals(from: firstDay, through: lastDay) }

    /// The last recorded day on or before `day`.
    public func lastRecordedDay(onOrBefore day: CivilDate) -> CivilDate? {
        guard var i = offset(min(day, lastDay)) ?? (day > lastDay ? laid.count - 1 : nil) else { return nil }
        while i >= 0 {
            if laid[i] >= 0 { return firstDay.adding(days: i) }
            i -= 1
        }
        return nil
    }
}
