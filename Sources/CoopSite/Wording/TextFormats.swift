import CoopLocale
import CoopValues

/// How a page writes its numbers, dates and money in the site's language, taken once for a
/// page's loops (a graph's table has a row a week): the language's formats, the coop's
/// currency and the date patterns tables use.
struct TextFormats: Sendable {
    /// How the language writes dates, numbers and money.
    let formats: LocaleFormats
    /// The coop's currency.
    let currency: Currency
    private let dayPattern: DatePattern
    private let monthPattern: DatePattern

    /// The formats of `context`'s language and currency.
    init(_ context: SiteContext) {
        formats = context.words.formats
        currency = context.currency
        dayPattern = formats.datePattern(.dayMonthYear)
        monthPattern = formats.datePattern(.monthYear)
    }

    /// A whole number: `1,234`, or an en dash for no data.
    func count(_ value: Int?) -> String { value.map(formats.format) ?? "–" }

    /// A number with `places` decimals, or an en dash for no data.
    func decimal(_ value: Double?, _ places: Int = 1) -> String { value.map { formats.format($0, places: places) } ?? "–" }

    /// A month: "November 2026".
    func month(_ month: YearMonth) -> String { monthPattern.format(month.firstDay) }

    /// A day: "16 Nov 2026".
    func day(_ day: CivilDate) -> String { dayPattern.format(day) }

    /// Money in the coop's currency: "$24.99".
    func money(_ amount: Money) -> String { formats.format(amount, currency) }

    /// A fraction as a percentage: "12.5%".
    func percent(_ fraction: Double, places: Int = 0) -> String { formats.percent(fraction, places: places) }
}
