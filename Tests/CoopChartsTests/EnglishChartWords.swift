import CoopCharts
import CoopValues

extension ChartWords {
    /// English, as the site's English catalogue writes a chart: `Week of 16 Nov 2026`, and
    /// its tooltips `Week of 16 Nov 2026: Eggs 20`.
    static let english = ChartWords(
        formats: .english, week: { "Week of " + LocaleFormats.english.format($0, .dayMonthYear) },
        tooltip: { englishTooltip($0) })

    /// A tooltip as the English catalogue says it.
    static func englishTooltip(_ tooltip: ChartTooltip) -> String {
        let formats = LocaleFormats.english
        switch tooltip {
        case .span(let label, let from, let to):
            return label + ": " + formats.format(from, .dayMonthYear) + " – " + formats.format(to, .dayMonthYear)
        case .marker(let day, let label): return formats.format(day, .dayMonthYear) + ": " + label
        case .value(let point, let series, let value): return point + ": " + series + " " + value
        }
    }
}
