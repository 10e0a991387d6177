import CoopValues

extension Chore {
    /// The last day it was done, if ever.
    public var lastDone: CivilDate? { done.max() }

    /// The day it is next due: `from` while it has never been done, else a period after the
    /// last day it was done (a chore done late or early starts its period again from that
    /// day). A month after the 31st is the last day of a shorter month (``ChorePeriod/day(_:after:)``).
    public var nextDue: CivilDate {
        guard let last = lastDone else { return from }
        return every.day(1, after: last)
    }

    /// Whether it is due on `today`: its next due day is today or before.
    public func isDue(on today: CivilDate) -> Bool { nextDue <= today }
}
