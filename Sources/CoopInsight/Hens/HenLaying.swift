import CoopRecords
import CoopValues

/// What one hen laid, day by day, where the records tell: the eggs credited to her (a credit
/// of 0 says she laid none), and, on a recorded day she was the only hen laying her kind, all
/// that kind's eggs. Other days are unknown: a flock's total does not say whose eggs they were.
public struct HenLaying: Sendable {
    /// The hen's index in ``Coop/hens``.
    public let henIndex: Int
    /// The first day of the series.
    public let firstDay: CivilDate
    /// Per day: -1 when unknown, else her eggs.
    private let eggs: [Int32]
    /// Running sums of her eggs and known days: sums[i] covers the days before offset i.
    private let eggSums: [Int]
    private let knownSums: [Int]

    /// Eggs credited to her, all time.
    public let credited: Int
    /// The days on which she was the only hen laying her kind.
    public let soleLayerDays: Int

    /// Her eggs on `day`, or `nil` when the records do not tell.
    public func eggs(on day: CivilDate) -> Int? {
        let i = firstDay.days(until: day)
        guard i >= 0, i < eggs.count, eggs[i] >= 0 else { return nil }
        return Int(eggs[i])
    }

    /// Her eggs and the days they are known, from `start` through `end`.
    public func totals(from start: CivilDate, through end: CivilDate) -> (laid: Int, knownDays: Int) {
        let lower = max(0, firstDay.days(until: start))
        let upper = min(eggs.count, firstDay.days(until: end) + 1)
        guard lower < upper else { return (0, 0) }
        return (eggSums[upper] - eggSums[lower], knownSums[upper] - knownSums[lower])
    }

    /// Her last known egg on or before `day`.
    public func lastEgg(onOrBefore day: CivilDate) -> CivilDate? {
        var i = min(eggs.count - 1, firstDay.days(until: day))
        while i >= 0 {
            if eggs[i] > 0 { return firstDay.adding(days: i) }
            i -= 1
        }
        return nil
    }

    /// Whether any egg of hers is known.
    public var hasEggs: Bool { (eggSums.last ?? 0) > 0 }

    /// Each hen's laying as the records tell it; `nil` for a hen they tell nothing about
    /// (never credited, never the only hen laying her kind).
    public static func all(coop: Coop, series: EggSeries, census: FlockCensus) -> [HenLaying?] {
        let count = series.dayCount
        let first = series.firstDay
        var days = [[Int32]?](repeating: nil, count: coop.hens.count)
        var credited = [Int](repeating: 0, count: coop.hens.count)
        for entry in coop.eggs.entries {
            let start = first.days(until: entry.first)
            let span = entry.dayCount
            guard start >= 0, start + span <= count else { continue }
            for credit in entry.credits where credit.henIndex < coop.hens.count {
                if days[credit.henIndex] == nil { days[credit.henIndex] = [Int32](repeating: -1, count: count) }
                credited[credit.henIndex] += credit.count
                // A credit over a range is spread over its days as the series spreads eggs.
                for day in 0..<span {
                    let share = Int32(credit.count / span + (day < credit.count % span ? 1 : 0))
                    days[credit.henIndex]![start + day] = max(0, days[credit.henIndex]![start + day]) + share
                }
            }
        }
        var sole = [Int](repeating: 0, count: coop.hens.count)
        for (index, hen) in coop.hens.enumerated() {
            guard let since = hen.layingSince, hen.kindIndex < series.kindCount else { continue }
            let from = max(0, first.days(until: max(since, hen.added ?? since)))
            let until = min(count, hen.removed.map { first.days(until: $0) } ?? count)
            guard from < until else { continue }
            for i in from..<until {
                let day = first.adding(days: i)
                guard series.isRecorded(day), census.laying(on: day, kind: hen.kindIndex) == 1 else { continue }
                if days[index] == nil { days[index] = [Int32](repeating: -1, count: count) }
                if days[index]![i] < 0 { days[index]![i] = Int32(series.laid(on: day, kind: hen.kindIndex)) }
                sole[index] += 1
            }
        }
        return days.enumerated().map { index, eggs in
            eggs.map { HenLaying(henIndex: index, firstDay: first, eggs: $0, credited: credited[index], soleLayerDays: sole[index]) }
        }
    }

    private init(henIndex: Int, firstDay: CivilDate, eggs: [Int32], credited: Int, soleLayerDays: Int) {
        self.henIndex = henIndex
        self.firstDay = firstDay
        self.eggs = eggs
        self.credited = credited
        self.soleLayerDays = soleLayerDays
        var laid = [Int](repeating: 0, count: eggs.count + 1)
        var known = [Int](repeating: 0, count: eggs.count + 1)
        for (i, n) in eggs.enumerated() {
            laid[i + 1] = laid[i] + max(0, Int(n))
            known[i + 1] = known[i] + (n >= 0 ? 1 : 0)
        }
        eggSums = laid
        knownSums = known
    }
}

extension HenLaying {
    /// Days of the "not laying lately" window: she laid nothing in the last 14 days...
    public static let quietDays = 14
    /// ...after laying within the last 60.
    public static let lookBackDays = 60

    /// When she is "not laying lately", her last egg: her eggs are known on every recorded day
    /// of the last 14 days (at least 7 of them recorded), she laid none on them, and she laid
    /// in the 60 days up to today. `nil` otherwise, or when the records cannot tell.
    public func notLayingLately(today: CivilDate, series: EggSeries) -> CivilDate? {
        var recorded = 0
        var day = today.adding(days: 1 - Self.quietDays)
        while day <= today {
            if series.isRecorded(day) {
                guard eggs(on: day) == 0 else { return nil }
                recorded += 1
            }
            day = day.adding(days: 1)
        }
        guard recorded >= Self.quietDays / 2, let last = lastEgg(onOrBefore: today), last > today.adding(days: -Self.lookBackDays)
        else { return nil }
        return last
    }
}
