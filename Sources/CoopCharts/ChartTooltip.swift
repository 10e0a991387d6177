import CoopValues

/// A tooltip a chart writes, with its pieces: the page's language says it as a sentence
/// (``ChartWords/tooltip``), in its own order and with its own punctuation. The names in it
/// (a note's title, a series') come already isolated when they hold right-to-left letters
/// (``BidiText``), so the sentence around them keeps its direction.
public enum ChartTooltip: Sendable, Hashable {
    /// A shaded span of days, from its first day to its last:
    /// `Fence & gate: 3 Nov 2026 – 5 Nov 2026`.
    case span(label: String, from: CivilDate, to: CivilDate)
    /// A marker on a day: `8 Nov 2026: Molt started`.
    case marker(day: CivilDate, label: String)
    /// A bar's value at a point of the x axis, with the series it belongs to, both already
    /// written (`Week of 16 Nov 2026`, `12`, `€7.50`): `Week of 16 Nov 2026: Eggs 20`.
    case value(point: String, series: String, value: String)
}
