import CoopRecords
import CoopValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long hens stay in the flock: the chance a hen is still there a number of days after
/// joining, by the Kaplan-Meier estimate over the flock's history (hens still present count
/// as censored). Beyond the longest stay observed, hens leave at the flock's average rate.
public struct FlockSurvival: Sendable, Equatable {
    /// Days after joining at which hens left, with the chance of staying past each.
    let steps: [(days: Int, survival: Double)]
    /// Hens leaving per hen per year, for stays longer than any observed.
    let tailRate: Double
    let lastObserved: Int

    public static func == (lhs: FlockSurvival, rhs: FlockSurvival) -> Bool {
        lhs.tailRate == rhs.tailRate && lhs.lastObserved == rhs.lastObserved
            && lhs.steps.map(\.days) == rhs.steps.map(\.days) && lhs.steps.map(\.survival) == rhs.steps.map(\.survival)
    }

    /// Nobody leaves.
    public static let none = FlockSurvival(steps: [], tailRate: 0, lastObserved: 0)

    /// Estimates survival from `hens` as known before `end`, for records starting on `firstDay`.
    init(hens: [Hen], firstDay: CivilDate, end: CivilDate) {
        var stays: [(days: Int, left: Bool)] = []
        var henYears = 0.0
        var removals = 0
        for hen in hens {
            let joined = max(hen.added ?? firstDay, firstDay)
            guard joined < end else { continue }
            if let removed = hen.removed, removed < end {
                stays.append((joined.days(until: removed), true))
                removals += 1
            } else {
                stays.append((joined.days(until: end), false))
            }
            henYears += Double(joined.days(until: min(hen.removed ?? end, end))) / 365.25
        }
        stays.sort { $0.days < $1.days }
        var atRisk = stays.count
        var survival = 1.0
        var steps: [(Int, Double)] = []
        var i = 0
        while i < stays.count {
            let day = stays[i].days
            var left = 0
            var gone = 0
            while i < stays.count, stays[i].days == day {
                if stays[i].left { left += 1 }
                gone += 1
                i += 1
            }
            if left > 0, atRisk > 0 {
                survival *= 1 - Double(left) / Double(atRisk)
                steps.append((day, survival))
            }
            atRisk -= gone
        }
        self.steps = steps
        tailRate = henYears > 0 ? Double(removals) / henYears : 0
        lastObserved = stays.last?.days ?? 0
    }

    private init(steps: [(days: Int, survival: Double)], tailRate: Double, lastObserved: Int) {
        self.steps = steps
        self.tailRate = tailRate
        self.lastObserved = lastObserved
    }

    /// The chance of still being in the flock `days` after joining.
    func survival(_ days: Int) -> Double {
        var s = 1.0
        for step in steps where step.days <= days { s = step.survival }
        if days > lastObserved { s *= exp(-tailRate * Double(days - lastObserved) / 365.25) }
        return s
    }

    /// The chance that a hen who has stayed `from` days is still there at `to` days.
    func stays(from: Int, to: Int) -> Double {
        let now = survival(from)
        return now > 1e-9 ? min(1, survival(to) / now) : exp(-tailRate * Double(to - from) / 365.25)
    }
}
