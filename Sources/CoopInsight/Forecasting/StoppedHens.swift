import CoopRecords
import CoopValues

/// The hens whose own records say they have stopped laying: no egg in the last 180 days,
/// over at least 90 days on which her eggs are known (credited to her, a credit of 0
/// included, or hers as the only hen laying her kind; ``HenLaying``).
///
/// The laying model leaves such a hen out: from a forecast's months, and, in the months it
/// learns from, from the day after her last egg (``silentSpell(of:endingOn:recordsBegin:)``). An old hen who
/// laid nothing for half a year while still in the flock is not a laying hen growing older,
/// which is what the model would otherwise take her for: on a real flock, three such hens drove
/// the fitted yearly decline to its floor, 0.50, and the next spring's forecast to half of what
/// was laid. A molt or a winter pause is shorter than 180 days; a hen with no known days says
/// nothing, and counts as laying.
public struct StoppedHens: Sendable {
    /// The days looked back over, the day asked about included.
    public static let window = 180
    /// The known days needed in them.
    public static let minimumKnownDays = 90

    /// Each hen's laying, by slug, for the hens the records tell about.
    private let laying: [String: HenLaying]

    /// The hens of `hens` (``Coop/hens``) with the laying of each (``HenLaying/all``, in the same order).
    init(hens: [Hen], laying: [HenLaying?]) {
        var bySlug: [String: HenLaying] = [:]
        for (hen, record) in zip(hens, laying) {
            if let record { bySlug[hen.slug] = record }
        }
        self.laying = bySlug
    }

    /// Whether `hen` had stopped laying on `day`, by her records up to it.
    func hasStopped(_ hen: Hen, on day: CivilDate) -> Bool {
        guard let record = laying[hen.slug] else { return false }
        let known = record.totals(from: day.adding(days: -(Self.window - 1)), through: day)
        return known.knownDays >= Self.minimumKnownDays && known.laid == 0
    }

    /// When `hen` had stopped laying on `end`: the days from the one after her last egg (or
    /// from `recordsBegin`, if she never laid) through `end`, which the laying model does not
    /// count as her laying days.
    func silentSpell(of hen: Hen, endingOn end: CivilDate, recordsBegin: CivilDate) -> ClosedRange<CivilDate>? {
        guard hasStopped(hen, on: end), let record = laying[hen.slug] else { return nil }
        let from = record.lastEgg(onOrBefore: end).map { $0.adding(days: 1) } ?? recordsBegin
        return from <= end ? from...end : nil
    }
}
