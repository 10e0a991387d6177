import CoopValues

/// The days an import may no longer fill: the records' and the rows already accepted, each a
/// span of days with the line of its row (0 for the records). Finds the first span, in the
/// order they were taken, that overlaps a new row, without going through every span: an
/// import of 13,462 rows compared each with all the others (8 s).
struct TakenDays {
    /// A span of days, and the line of the row that took it (0: the records).
    struct Span {
        let first: CivilDate
        let last: CivilDate
        let line: Int
    }

    /// Spans up to this many days are found by their days; longer ones (rare) by a look at each.
    static let longestIndexed: Int32 = 400

    /// Every span, in the order taken.
    private(set) var spans: [Span] = []
    /// For each day of a short span, the first span (its index in ``spans``) holding it.
    private var firstByDay: [Int32: Int] = [:]
    /// The indices of the spans longer than ``longestIndexed`` days.
    private var long: [Int] = []

    /// Takes the days from `first` to `last` for the row on `line`.
    mutating func take(_ first: CivilDate, _ last: CivilDate, line: Int) {
        let index = spans.count
        spans.append(Span(first: first, last: last, line: line))
        guard last.dayNumber - first.dayNumber < Self.longestIndexed else {
            long.append(index)
            return
        }
        for day in first.dayNumber...last.dayNumber where firstByDay[day] == nil { firstByDay[day] = index }
    }

    /// The first span taken that overlaps the days from `first` to `last`, if any.
    func firstOverlap(_ first: CivilDate, _ last: CivilDate) -> Span? {
        func overlaps(_ span: Span) -> Bool { span.first <= last && first <= span.last }
        guard last.dayNumber - first.dayNumber < Self.longestIndexed else { return spans.first(where: overlaps) }
        var found: Int?
        for day in first.dayNumber...last.dayNumber {
            if let index = firstByDay[day], index < found ?? .max { found = index }
        }
        for index in long where index < found ?? .max && overlaps(spans[index]) {
            found = index
            break
        }
        return found.map { spans[$0] }
    }
}
