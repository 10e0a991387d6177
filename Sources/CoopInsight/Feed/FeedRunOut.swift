import CoopRecords
import CoopValues

/// When the feed bought last runs out at the recent rate: "the 20 kg bag of 2 Nov lasts
/// until about 30 Nov".
///
/// Feed bought on the same day counts as one purchase. The recent rate is the feed of the
/// purchases in the ``window`` days before the last one, over the days from the first of
/// them to the last purchase (it was eaten in those days): two purchases of different feeds
/// (scratch grains, then layer pellets) average out instead of one setting the rate. The last
/// purchase lasts its weight over that rate, whole days, rounded down:
/// run-out = last day + ⌊last weight × days since the first / feed bought before the last⌋.
public struct FeedRunOut: Sendable, Equatable {
    /// The day of the last purchase.
    public let bought: CivilDate
    /// Its weight, as written (the first feed expense of that day, when there are several,
    /// with the day's total in ``total``).
    public let quantity: Weight
    /// The day's feed, in the unit of ``quantity``.
    public let total: Double
    /// The day the feed is expected to run out.
    public let runsOut: CivilDate

    /// How many days before ``runsOut`` the dashboard starts saying it.
    public static let daysOfNotice = 7

    /// How far back from the last purchase the purchases that set the recent rate go: 13
    /// weeks, a season's eating.
    public static let window = 91

    /// The run-out of the feed `coop` bought up to `today`, or `nil` with fewer than two
    /// days of feed purchases.
    public init?(coop: Coop, today: CivilDate) {
        var days: [(day: CivilDate, first: Weight, grams: Double)] = []
        for expense in coop.expenses.sorted(by: { $0.date < $1.date }) where expense.isFeed && expense.date <= today {
            guard let quantity = expense.quantity else { continue }
            let grams = quantity.in(.g)
            if let last = days.last, last.day == expense.date {
                days[days.count - 1].grams += grams
            } else {
                days.append((expense.date, quantity, grams))
            }
        }
        guard days.count >= 2 else { return nil }
        let last = days[days.count - 1]
        // The purchases before the last within the window; the one just before it always counts.
        let earlier = days.dropLast()
        let recent = earlier.filter { $0.day.days(until: last.day) <= Self.window }
        let counted = recent.isEmpty ? [earlier[earlier.count - 1]] : Array(recent)
        let eaten = counted.reduce(0) { $0 + $1.grams }
        let between = counted[0].day.days(until: last.day)
        guard eaten > 0 else { return nil }
        bought = last.day
        quantity = last.first
        total = last.grams / last.first.unit.grams
        // A millionth of a day keeps a whole ratio whole through the conversion to grams.
        runsOut = last.day.adding(days: Int((last.grams * Double(between) / eaten + 1e-6).rounded(.down)))
    }

    /// Whether the dashboard says it on `day`: from ``daysOfNotice`` days before the run-out
    /// through the run-out day.
    public func isShown(on day: CivilDate) -> Bool {
        day >= runsOut.adding(days: -Self.daysOfNotice) && day <= runsOut
    }
}
