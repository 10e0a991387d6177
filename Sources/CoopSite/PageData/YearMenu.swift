import CoopTemplate

/// The menu of years on a page of a long list or ledger that shows one year
/// (``YearPages``): a link to each year's page, newest first, the shown year marked.
struct YearMenu: TemplateData {
    /// The year the page shows: `2026` (digits, no grouping).
    let year: String
    /// A link to each year's page, newest first, with the year's number of records.
    let links: [MenuItem]

    static let templateFields = TemplateFields<YearMenu>(
        "YearMenu",
        [
            .field("year", { $0.year }, "the year the page shows: '2026'"),
            .field("links", { $0.links }, "each year's page, newest first; label the year, note its number of records"),
        ])
}
