import CoopRecords
import CoopValues

/// One month of a flock's records, as the forecasts learn from it.
public struct FlockMonth: Sendable {
    /// The month.
    public let month: YearMonth
    /// Eggs laid on its recorded days.
    public let laid: Int
    /// Eggs laid on its recorded days on which at least one hen was laying: what a rate per
    /// hen-day counts (eggs from days with no laying hen say nothing about the hens).
    public let laidWithHens: Int
    /// Its recorded days.
    public let recordedDays: Int
    /// Laying hen-days on its recorded days.
    public let henDays: Int
    /// Each laying hen's recorded laying days in the month and her years of laying.
    let exposure: [HenExposure]

    /// Eggs scaled from the recorded days to all the month's days, when at least 10 are
    /// recorded: the month's eggs as a forecast is measured against them.
    public var scaled: Double? {
        recordedDays >= 10 ? Double(laid) * Double(month.dayCount) / Double(recordedDays) : nil
    }

    /// Eggs per laying hen-day, when a hen laid on a recorded day.
    public var rate: Double? { henDays > 0 ? Double(laidWithHens) / Double(henDays) : nil }

    /// Whether the laying model learns from it: 10 recorded days or more, with laying hens.
    var usable: Bool { recordedDays >= 10 && henDays > 0 }
}

/// The months of a flock's records, from the month of the first record through a last month,
/// with each hen's laying days as they were: what every forecast, at every cutoff, learns from.
///
/// What a month holds depends only on the records and hens of that month, so a forecast made
/// as of an earlier day reads the months before it from the same history: a hen who joined,
/// started laying or left later was not in them.
public struct FlockHistory: Sendable {
    /// The first month (that of the first record).
    public let first: YearMonth
    /// Every month from `first`, in order.
    public let months: [FlockMonth]
    /// The first day of the records: hens with no dates count their years of laying from it.
    public let recordsBegin: CivilDate
    /// Whether the coop lists hens at all.
    public let hasHens: Bool

    /// The history of `series` through `last`, with the hens of `census`.
    public init(series: EggSeries, census: FlockCensus, hens: [Hen], through last: YearMonth) {
        let begin = series.firstDay
        recordsBegin = begin
        hasHens = !hens.isEmpty
        first = min(begin.yearMonth, last)
        let laying = hens.filter { $0.layingSince != nil }
        var months: [FlockMonth] = []
        var month = first
        while month <= last {
            let totals = series.totals(from: month.firstDay, through: month.lastDay)
            let exposure = Forecaster.exposure(of: laying, in: month, today: month.lastDay, recordsBegin: begin) { from, through in
                series.totals(from: from, through: through).recordedDays
            }
            months.append(
                FlockMonth(
                    month: month, laid: totals.laid,
                    laidWithHens: census.laidWithLayingHens(from: month.firstDay, through: month.lastDay),
                    recordedDays: totals.recordedDays, henDays: census.layingHenDays(from: month.firstDay, through: month.lastDay),
                    exposure: exposure))
            month = month.advanced(by: 1)
        }
        self.months = months
    }

    /// The month `month`, if the history holds it.
    public func month(_ month: YearMonth) -> FlockMonth? {
        let index = first.distance(to: month)
        return index >= 0 && index < months.count ? months[index] : nil
    }

    /// The history months the days `first` to `last` fall in, by index, each with how many of
    /// those days it holds (none for a span outside the history).
    func days(from first: CivilDate, through last: CivilDate) -> [(index: Int, days: Int)] {
        var out: [(index: Int, days: Int)] = []
        var month = max(first.yearMonth, self.first)
        while month <= last.yearMonth {
            let index = self.first.distance(to: month)
            guard index < months.count else { break }
            out.append((index, max(month.firstDay, first).days(until: min(month.lastDay, last)) + 1))
            month = month.advanced(by: 1)
        }
        return out
    }

    /// The months before `cutoff`.
    public func before(_ cutoff: YearMonth) -> ArraySlice<FlockMonth> {
        months.prefix(max(0, min(months.count, first.distance(to: cutoff))))
    }
}
