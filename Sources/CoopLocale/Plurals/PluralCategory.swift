/// The plural categories of CLDR (Unicode's Common Locale Data Repository): the forms a
/// language's words take after a number. English has `one` (1 egg) and `other` (2 eggs);
/// French puts 0 and 1 in `one`; other languages use `zero`, `two`, `few` and `many`.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable {
    /// `zero`.
    case zero
    /// `one`.
    case one
    /// `two`.
    case two
    /// `few`.
    case few
    /// `many`.
    case many
    /// `other`: every language has it; a number no rule claims falls here.
    case other
}
