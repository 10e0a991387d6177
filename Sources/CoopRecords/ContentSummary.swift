import CoopValues

/// The one-line count of what a coop holds, as `coop check` prints it.
public struct ContentSummary: Sendable, Equatable {
    /// Hens, past and present.
    public let hens: Int
    /// Egg kinds.
    public let kinds: Int
    /// Days covered by egg entries (a range counts each of its days).
    public let eggDays: Int
    /// Eggs laid in all.
    public let eggsLaid: Int
    /// Notes.
    public let notes: Int
    /// People sharing.
    public let people: Int
    /// Expenses.
    public let expenses: Int

    /// Counts the records of `coop`.
    public init(_ coop: Coop) {
        hens = coop.hens.count
        kinds = coop.kinds.count
        eggDays = coop.eggs.dayCount
        eggsLaid = coop.eggs.totalLaid
        notes = coop.notes.count
        people = coop.people.count
        expenses = coop.expenses.count
    }

    /// `7 hens, 3 kinds, 963 egg days, 3,412 eggs laid, 24 notes, 3 people, 58 expenses`.
    public var line: String {
        [
            count(hens, "hen", "hens"), count(kinds, "kind", "kinds"), count(eggDays, "egg day", "egg days"),
            count(eggsLaid, "egg laid", "eggs laid"), count(notes, "note", "notes"), count(people, "person", "people"),
            count(expenses, "expense", "expenses"),
        ].joined(separator: ", ")
    }

    private func count(_ n: Int, _ one: String, _ many: String) -> String {
        "\(NumberFormat.grouped(n)) \(n == 1 ? one : many)"
    }
}
