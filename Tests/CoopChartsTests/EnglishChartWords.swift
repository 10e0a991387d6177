import CoopCharts
import CoopValues

extension ChartWords {
    /// English, as the site's English catalogue writes a chart: `Week of 16 Nov 2026`.
    static let english = ChartWords(formats: .english) { "Week of " + LocaleFormats.english.format($0, .dayMonthYear) }
}
