import CoopDiagnostics
import CoopValues

/// A job that comes back (`chores.yaml`): clean the coop every 2 weeks from 4 January, and
/// the days it was done.
public struct Chore: Sendable {
    /// What is to be done; names the chore, unique in the coop.
    public let title: String
    /// How often it comes back.
    public let every: ChorePeriod
    /// The first day it is due.
    public let from: CivilDate
    /// When its reminder rings (default 09:00).
    public let at: TimeOfDay
    /// The days it was done, in the order written.
    public let done: [CivilDate]
    /// Where it is written.
    public let location: SourceLocation

    /// Creates a chore.
    public init(
        title: String, every: ChorePeriod, from: CivilDate, at: TimeOfDay = .morning, done: [CivilDate] = [],
        location: SourceLocation
    ) {
        self.title = title
        self.every = every
        self.from = from
        self.at = at
        self.done = done
        self.location = location
    }
}
