import CoopRecords
import CoopValues

/// The dashboard's alerts as they would have shown, day after day, each from the records
/// known that day: egg counts up to it and the hens that had joined (their later first eggs
/// and removals unknown). Notes are left out: they are what the alerts are judged against.
public struct AlertReplay: Sendable {
    /// A run of days on which the same alert showed.
    public struct Episode: Sendable {
        /// The alert on its first day.
        public let alert: Alert
        /// Its first and last day.
        public let start: CivilDate, end: CivilDate
    }

    /// The episodes, by first day.
    public let episodes: [Episode]
    /// The days whose alerts broke one of the ``AlertRules``, with what was broken.
    public let broken: [(day: CivilDate, rule: String)]
    /// An alert gone for at most this many days and back is the same episode: a day's new
    /// record can tip a rule either way for a day or two.
    static let gapDays = 7

    /// What identifies an alert across days: its code and the hen or kind it names; a molt and
    /// the laying pause it turns into are one, by the day it started (however long it is not
    /// said, while unrecorded weeks or laying coming back keep it quiet), and so are their ends.
    static func key(_ alert: Alert) -> String {
        switch alert {
        case .henNotLaying(let hen, _): "\(alert.code) \(hen)"
        case .silentKind(let kind, _): "\(alert.code) \(kind)"
        case .molting(let start, _), .layingPause(let start, _, _, _): "molt \(start.iso)"
        case .moltOver, .pauseOver: "molt-over"
        default: alert.code
        }
    }

    /// Replays the alerts of `coop` on every day from `first` through `last`.
    public init(_ coop: Coop, from first: CivilDate, through last: CivilDate) {
        var open: [String: Episode] = [:]
        var done: [Episode] = []
        var broken: [(day: CivilDate, rule: String)] = []
        var day = first
        while day <= last {
            let known = Coop(
                settings: coop.settings, kinds: coop.kinds, hens: Forecaster.flock(coop.hens, knownOn: day),
                eggs: EggLog(coop.eggs.entries.filter { $0.last <= day }))
            let insight = CoopInsight(coop: known, today: day)
            let alerts = insight.alerts
            broken += AlertRules.broken(alerts, series: insight.series, today: day).map { (day, $0) }
            let keys = Set(alerts.map(Self.key))
            for (key, episode) in open where !keys.contains(key) && !key.hasPrefix("molt ") && episode.end.days(until: day) > Self.gapDays {
                done.append(episode)
                open[key] = nil
            }
            for alert in alerts {
                let key = Self.key(alert)
                if let episode = open[key] {
                    open[key] = Episode(alert: episode.alert, start: episode.start, end: day)
                } else {
                    open[key] = Episode(alert: alert, start: day, end: day)
                }
            }
            day = day.adding(days: 1)
        }
        self.broken = broken
        episodes = (done + open.values).sorted { $0.start != $1.start ? $0.start < $1.start : Self.key($0.alert) < Self.key($1.alert) }
    }
}
