import CoopValues

/// What a chart says in its page's language: how numbers, dates and money are written (the
/// axes, the tooltips, the notes' dates), the words of a week's tooltip, and the sentences of
/// its tooltips. The caller gives them (the site's language); the chart writer has no words of
/// its own.
public struct ChartWords: Sendable {
    /// How the language writes numbers, dates, month names and money.
    public let formats: LocaleFormats
    /// The label of a week in a tooltip, from its first day: `Week of 16 Nov 2026`.
    public let week: @Sendable (CivilDate) -> String
    /// A tooltip's sentence from its pieces: `Week of 16 Nov 2026: Eggs 20`.
    public let tooltip: @Sendable (ChartTooltip) -> String

    /// Words that write with `formats`, label a week with `week` and say a tooltip with
    /// `tooltip`.
    public init(
        formats: LocaleFormats, week: @escaping @Sendable (CivilDate) -> String,
        tooltip: @escaping @Sendable (ChartTooltip) -> String
    ) {
        self.formats = formats
        self.week = week
        self.tooltip = tooltip
    }
}
