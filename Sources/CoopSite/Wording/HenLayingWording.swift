import CoopInsight
import CoopValues

/// A hen's own laying in words: how her eggs are known, her days, her graph, and whether she
/// is laying lately.
enum HenLayingWording {
    /// "Her eggs are known on 852 days: the days they are credited to her, and those she was the
    /// only hen laying White eggs. Other days, the flock's eggs do not say whose they were."
    static func known(days: Int, credited: Bool, sole: Bool, kind: String) -> String {
        let how: String
        switch (credited, sole) {
        case (true, true): how = "the days they are credited to her, and those she was the only hen laying \(kind) eggs"
        case (false, true): how = "the days she was the only hen laying \(kind) eggs: all of them were hers"
        default: how = "the days they are credited to her"
        }
        return "Her eggs are known on \(NumberFormat.grouped(days)) \(days == 1 ? "day" : "days"): \(how). "
            + "Other days, the flock's eggs do not say whose they were."
    }

    /// A day of her heatmap: "Saturday 2 May 2026: 1 egg", "…: not known", "…: still to come".
    static func day(_ date: CivilDate, eggs: Int?, future: Bool) -> String {
        "\(DatePattern.weekdayDayMonthYear.format(date)): " + (future ? "still to come" : eggs.map(Items.eggs) ?? "not known")
    }

    /// The days her laying is compared on, for ``LayingExpectation/counts(days:)``.
    static let comparedDays = "days her eggs are known"

    /// The names of her graph's series.
    static let herEggs = "Her eggs"
    static let usual = "Usual for her breed"

    /// Her graph's title: "Daisy's eggs each month".
    static func chartTitle(_ name: String) -> String { "\(name)'s eggs each month" }

    /// Her graph's summary: "470 eggs known to be Daisy's from June 2024 to November 2026, month by month."
    static func chartSummary(_ name: String, total: Double, from first: YearMonth, to last: YearMonth, withBreed: Bool) -> String {
        "\(NumberFormat.decimal(total, places: 0)) eggs known to be \(name)'s from \(first.monthName) \(first.year) to \(last.monthName) \(last.year), month by month"
            + (withBreed ? ", beside what her breed usually lays on the same days." : ".")
    }

    /// A hen whose records show no egg in the last 180 days: "stopped laying: her last known
    /// egg was on 26 Jun 2023, none in the last 180 days, so the forecast does not count her".
    static func stopped(lastEgg: CivilDate?) -> String {
        let since = lastEgg.map { "her last known egg was on \(DatePattern.dayMonthYear.format($0))" } ?? "no egg of hers is known"
        return "stopped laying: \(since), none in the last \(StoppedHens.window) days, so the forecast does not count her"
    }

    /// "not laying lately: her last egg was on Sat 31 Oct, none in the last 14 days".
    static func notLaying(lastEgg: CivilDate) -> String {
        "not laying lately: her last egg was on \(DatePattern.shortWeekdayDayMonth.format(lastEgg)), none in the last \(HenLaying.quietDays) days"
    }
}
