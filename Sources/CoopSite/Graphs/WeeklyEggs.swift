import CoopCharts
import CoopInsight
import CoopRecords

/// What every weekly egg graph shares, made once: the weeks' columns and the weekly graph of
/// all eggs, which the one-tag graphs repeat with other notes marked.
struct WeeklyEggs: Sendable {
    /// The weeks' table cells and day-length line.
    let columns: WeekColumns
    /// The weekly graph of all eggs, with every note; its chart drawn (wide, and for a phone)
    /// for it and the one-tag graphs.
    let all: GraphContent

    init(_ context: SiteContext) {
        columns = WeekColumns(context)
        var all = EggGraphs.weekly(context, kind: nil, columns: columns)
        all.sharedDrawing = ChartDrawing(all.chart)
        all.sharedPhoneDrawing = ChartDrawing(all.chart.onPhone)
        self.all = all
    }
}
