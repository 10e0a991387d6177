import CoopValues

/// What a coop holds, counted, for `coop check`'s summary line (worded by the command line).
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
}
