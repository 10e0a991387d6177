import CoopInsight
import CoopLocale
import CoopRecords
import CoopValues

/// The dashboard's alerts in words: what `CoopInsight` found, said in the site's language.
extension Alert {
    /// One line: "No eggs recorded since Wed 18 Nov". `coop` names the kinds and hens; `today`
    /// is the day the site is built for, which a title names rather than saying "this week"
    /// (the site is read on later days).
    func title(in coop: Coop, today: CivilDate) -> Message {
        switch self {
        case .unrecordedDays(_, let last): .unrecordedDays(since: last)
        case .layingDrop: .layingDrop(weekTo: today)
        case .molting: .molting
        case .moltOver: .moltOver
        case .layingPause(_, let weeks, let unrecorded, _): .layingPaused(weeks: weeks, unrecorded: unrecorded)
        case .pauseOver: .pauseOver
        case .lowLaying: .lowLaying
        case .silentKind(let kind, _): .silentKind(coop.kinds[kind].displayName)
        case .henNotLaying(let hen, _): .henNotLaying(coop.hens[hen].name)
        }
    }

    /// The numbers behind it, and what to do. `coop` names the kinds and hens; `words` joins
    /// the names of several hens in a sentence.
    func detail(in coop: Coop, words: Words) -> Message {
        switch self {
        case .unrecordedDays(let days, let last): .unrecordedDaysDetail(days: days, through: last.adding(days: days))
        case .layingDrop(let recent, let before): .layingDropDetail(recent: recent, before: before)
        case .molting(let start, let drop): .moltingDetail(since: start, share: 1 - drop)
        case .moltOver(let start, let end): .moltOverDetail(from: start, to: end)
        case .layingPause(let start, _, _, let drop): .layingPausedDetail(since: start, share: 1 - drop, longestMolt: MoltDetection.longest)
        case .pauseOver(let start, let end): .pauseOverDetail(from: start, to: end)
        case .lowLaying(let laid, let days, let expected): .lowLayingDetail(laid: laid, days: days, expected: expected)
        case .henNotLaying(_, let last): .henNotLayingDetail(lastEgg: last, quietDays: HenLaying.quietDays)
        case .silentKind(_, let hens): .silentKindDetail(hens: words.list(hens.map { coop.hens[$0].name }), count: hens.count)
        }
    }
}

extension Message {
    /// "No eggs recorded since Wed 18 Nov": `last` the last day recorded.
    static func unrecordedDays(since last: CivilDate) -> Message { Message("alert.unrecorded-days", ["last": .date(last)]) }

    /// "3 days without a record up to Sat 21 Nov. Missing days show as gaps, never as zero."
    static func unrecordedDaysDetail(days: Int, through end: CivilDate) -> Message {
        Message("alert.unrecorded-days-detail", ["days": .count(days), "end": .date(end)])
    }

    /// "Laying fell by half in the week to Sun 22 Nov".
    static func layingDrop(weekTo end: CivilDate) -> Message { Message("alert.laying-drop", ["end": .date(end)]) }

    /// "1.0 eggs a day over those 7 days, down from 4.0 over the 4 weeks before."
    static func layingDropDetail(recent: Double, before: Double) -> Message {
        Message("alert.laying-drop-detail", ["recent": .decimal(recent, places: 1), "before": .decimal(before, places: 1)])
    }

    /// "The flock is molting".
    static var molting: Message { Message("alert.molting") }

    /// "Since Mon 15 Sep laying is at 29% of the weeks before. …": `share` of the rate left.
    static func moltingDetail(since start: CivilDate, share: Double) -> Message {
        Message("alert.molting-detail", ["start": .date(start), "share": .percent(share, places: 0)])
    }

    /// "The molt seems over".
    static var moltOver: Message { Message("alert.molt-over") }

    /// "Laying fell from Mon 15 Sep to Sun 19 Oct and is back up."
    static func moltOverDetail(from start: CivilDate, to end: CivilDate) -> Message {
        Message("alert.molt-over-detail", ["start": .date(start), "end": .date(end)])
    }

    /// "Laying has paused for 18 weeks", "(5 of them not recorded)" when some were not.
    static func layingPaused(weeks: Int, unrecorded: Int) -> Message {
        Message("alert.laying-pause", ["weeks": .count(weeks), "unrecorded": .count(unrecorded)])
    }

    /// "Since Mon 15 Sep laying is at 29% of the weeks before: longer than a molt, which lasts
    /// at most 16 weeks. …"
    static func layingPausedDetail(since start: CivilDate, share: Double, longestMolt: Int) -> Message {
        Message("alert.laying-pause-detail", ["start": .date(start), "share": .percent(share, places: 0), "longest": .count(longestMolt)])
    }

    /// "Laying is back after a long pause".
    static var pauseOver: Message { Message("alert.pause-over") }

    /// "Laying fell from Mon 15 Sep to Sun 19 Oct and is back up."
    static func pauseOverDetail(from start: CivilDate, to end: CivilDate) -> Message {
        Message("alert.pause-over-detail", ["start": .date(start), "end": .date(end)])
    }

    /// "Laying is far below what this time of year predicts".
    static var lowLaying: Message { Message("alert.low-laying") }

    /// "28 eggs in the last 14 recorded days, where the flock's own history predicts about 72. …"
    static func lowLayingDetail(laid: Int, days: Int, expected: Double) -> Message {
        Message("alert.low-laying-detail", ["laid": .count(laid), "days": .count(days), "expected": .decimal(expected, places: 0)])
    }

    /// "No Blue (Araucana) eggs for 10 days".
    static func silentKind(_ kind: String) -> Message { Message("alert.silent-kind", ["kind": .text(kind)]) }

    /// "Rosa and Bea are laying age. …": `hens` their names in a sentence, `count` how many.
    static func silentKindDetail(hens: String, count: Int) -> Message {
        Message("alert.silent-kind-detail", ["hens": .text(hens), "count": .count(count)])
    }

    /// "Pearl is not laying lately".
    static func henNotLaying(_ hen: String) -> Message { Message("alert.hen-not-laying", ["hen": .text(hen)]) }

    /// "Her last egg was on Mon 2 Nov; none in the last 14 days. …"
    static func henNotLayingDetail(lastEgg: CivilDate, quietDays: Int) -> Message {
        Message("alert.hen-not-laying-detail", ["last": .date(lastEgg), "days": .count(quietDays)])
    }
}
