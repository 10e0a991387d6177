import CoopValues

/// Something on the dashboard that deserves a look: what was found, with the numbers and
/// days behind it. The words are the site's (`Alert.title(in:)` in `CoopSite`).
public enum Alert: Sendable, Equatable {
    /// No egg count for `days` days in a row up to yesterday (three or more); the last
    /// record is from `lastRecorded`.
    case unrecordedDays(days: Int, lastRecorded: CivilDate)
    /// The last 7 days laying at half the rate of the 4 weeks before, or less: `recent`
    /// and `before` eggs a recorded day.
    case layingDrop(recent: Double, before: Double)
    /// A molt going on since `start`, found in the laying rate: `drop` of the rate lost
    /// (0.6 for 60%).
    case molting(start: CivilDate, drop: Double)
    /// A molt from `start` to `end` that ended in the last 14 days: laying was seen back up.
    case moltOver(start: CivilDate, end: CivilDate)
    /// A drop in laying since `start` that has lasted `weeks` weeks, longer than a molt does,
    /// with `drop` of the rate lost.
    case layingPause(start: CivilDate, weeks: Int, unrecorded: Int, drop: Double)
    /// A laying pause from `start` to `end` that ended in the last 14 days.
    case pauseOver(start: CivilDate, end: CivilDate)
    /// The last 14 days laying far below what the season and the flock predict: `laid`
    /// eggs on `days` recorded days, where about `expected` were predicted.
    case lowLaying(laid: Int, days: Int, expected: Double)
    /// No egg of the kind at `kind` in ``Coop/kinds`` for 10 days, while the hens at
    /// `hens` in ``Coop/hens`` are laying age.
    case silentKind(kind: Int, hens: [Int])
    /// The hen at `hen` in ``Coop/hens`` laid nothing in the last 14 days, as her credits (or
    /// being the only hen of her kind) show, after laying in the 60 days before; her last egg
    /// was on `lastEgg`.
    case henNotLaying(hen: Int, lastEgg: CivilDate)

    /// How much it matters.
    public enum Level: String, Sendable {
        /// Worth knowing.
        case info
        /// Worth acting on.
        case warning
    }

    /// A stable name for the kind of alert (`unrecorded-days`), usable as a CSS class.
    public var code: String {
        switch self {
        case .unrecordedDays: "unrecorded-days"
        case .layingDrop: "laying-drop"
        case .molting: "molt"
        case .moltOver: "molt-over"
        case .layingPause: "laying-pause"
        case .pauseOver: "pause-over"
        case .lowLaying: "low-laying"
        case .silentKind: "silent-kind"
        case .henNotLaying: "hen-not-laying"
        }
    }

    /// How much it matters.
    public var level: Level {
        switch self {
        case .molting, .moltOver, .pauseOver: .info
        case .unrecordedDays, .layingDrop, .lowLaying, .silentKind, .layingPause, .henNotLaying: .warning
        }
    }
}

extension Alert {
    /// Days up to yesterday without a record: a forgotten notebook, or a coop left alone.
    /// Alerts from three such days in a row.
    static func detectUnrecordedDays(series: EggSeries, today: CivilDate) -> Alert? {
        guard let last = series.lastRecordedDay(onOrBefore: today) else { return nil }
        let missing = last.days(until: today) - 1
        guard missing >= 3 else { return nil }
        return .unrecordedDays(days: missing, lastRecorded: last)
    }

    /// The last seven days laying at half the rate of the four weeks before, or less.
    static func detectLayingDrop(series: EggSeries, today: CivilDate) -> Alert? {
        let recent = series.totals(from: today.adding(days: -6), through: today)
        let before = series.totals(from: today.adding(days: -34), through: today.adding(days: -7))
        guard let now = recent.perRecordedDay, let then = before.perRecordedDay, recent.recordedDays >= 3,
            before.recordedDays >= 10, then >= 1, now <= then / 2
        else { return nil }
        return .layingDrop(recent: now, before: then)
    }
}
