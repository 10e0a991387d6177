import CoopInsight
import CoopLocale
import CoopValues

/// A hen's own laying in words: how her eggs are known, her days, her graph, and whether she
/// is laying lately.
extension Message {
    /// "Her eggs are known on 852 days: the days they are credited to her, and those she was the
    /// only hen laying White eggs. Other days, the flock's eggs do not say whose they were."
    static func henEggsKnown(days: Int, credited: Bool, sole: Bool, kind: String) -> Message {
        let how =
            switch (credited, sole) {
            case (true, true): "credited-and-sole"
            case (false, true): "sole"
            default: "credited"
            }
        return Message("hen-laying.known", ["days": .count(days), "how": .text(how), "kind": .text(kind)])
    }

    /// A day of her heatmap: "Saturday 2 May 2026: 1 egg", "…: not known", "…: still to come".
    static func henDay(_ date: CivilDate, eggs: Int?, future: Bool) -> Message {
        if future { return Message("hen-laying.day-to-come", ["day": .date(date)]) }
        guard let eggs else { return Message("hen-laying.day-not-known", ["day": .date(date)]) }
        return Message("hen-laying.day", ["day": .date(date), "eggs": .count(eggs)])
    }

    /// The names of her graph's series: "Her eggs", "Usual for her breed".
    static let henEggsSeries = Message("hen-laying.her-eggs")
    static let henUsualSeries = Message("hen-laying.usual")

    /// Her graph's title: "Daisy's eggs each month".
    static func henChartTitle(_ name: String) -> Message { Message("hen-laying.chart-title", ["name": .text(name)]) }

    /// Her graph's summary: "470 eggs known to be Daisy's from June 2024 to November 2026,
    /// month by month", and, with her breed's line, what it is.
    static func henChartSummary(_ name: String, total: Double, from first: YearMonth, to last: YearMonth, withBreed: Bool) -> Message {
        Message(
            withBreed ? "hen-laying.chart-summary-breed" : "hen-laying.chart-summary",
            ["total": .decimal(total, places: 0), "name": .text(name), "first": .date(first.firstDay), "last": .date(last.firstDay)])
    }

    /// A hen whose records show no egg in the last 180 days: "stopped laying: her last known
    /// egg was on 26 Jun 2023, none in the last 180 days, so the forecast does not count her".
    static func henStopped(lastEgg: CivilDate?) -> Message {
        guard let lastEgg else { return Message("hen-laying.stopped-none", ["days": .count(StoppedHens.window)]) }
        return Message("hen-laying.stopped", ["last": .date(lastEgg), "days": .count(StoppedHens.window)])
    }

    /// "not laying lately: her last egg was on Sat 31 Oct, none in the last 14 days".
    static func henNotLaying(lastEgg: CivilDate) -> Message {
        Message("hen-laying.not-laying", ["last": .date(lastEgg), "days": .count(HenLaying.quietDays)])
    }
}
