import CoopRecords
import CoopValues

/// How true the replayed alerts of a log were, judged with hindsight (the whole log) and, where
/// the log has them, the family's own notes.
///
/// Rates are eggs per laying hen-day, divided by the daylight factor of their days when the
/// latitude is known, as the molt rules measure them. An episode is an alert showing day
/// after day (gone for at most 7 days and back is the same one; a molt turning into a laying
/// pause is one).
///
/// - **Molt** (`molting`, `laying-pause`): an episode is right when a note tagged `molt`
///   falls within 30 days of it, or, for a log without molt notes, when the eight weeks from
///   its first day laid at most 60% of the six weeks before it (the drop was real and lasted).
///   Recall, for a log with molt notes: the share of seasons (July to December, January to
///   June south of the equator) with a molt note that had an episode starting in them.
/// - **Molt over** (`molt-over`, `pause-over`): right when the 28 days after the molt's end
///   laid at least half the rate of the six weeks ending two weeks before it started.
/// - **Laying drop** and **far below** (`laying-drop`, `low-laying`): right when the 14 days
///   from the first day of the window it measured (its last 7 days, or the 14 of "far
///   below") laid at most 75% of the 28 days before that window, or a note of the log falls
///   within 14 days of it. (Measured from its first day instead, the baseline held the drop's
///   own first week, and a drop of half that ended within a fortnight was scored wrong.)
/// - **Not laying lately** (`hen-not-laying`): right when she laid nothing in the 7 days from
///   its first day, or a note names her within 30 days of it. Recall, for a log whose notes
///   name hens: the share of notes about a hen tagged `molt`, `broody` or `sick`, about a hen
///   who had laid in the 60 days before, that had an episode from 14 days before to 30 after.
public struct AlertScore: Sendable {
    /// The score of one group of alerts.
    public struct Row: Sendable {
        /// The codes scored together.
        public let codes: [String]
        /// Episodes, and those judged right.
        public let episodes: Int, right: Int
        /// Events to find (noted), and those found; `nil` without notes to judge by.
        public let events: Int?, found: Int?

        /// Right episodes over all episodes.
        public var precision: Double? { episodes > 0 ? Double(right) / Double(episodes) : nil }
        /// Found events over all events.
        public var recall: Double? { events.flatMap { $0 > 0 ? Double(found ?? 0) / Double($0) : nil } }
    }

    /// One row per group of alerts.
    public let rows: [Row]

    /// Scores `replay` of `coop` (its whole log, and its notes).
    public init(_ replay: AlertReplay, coop: Coop) {
        let series = EggSeries(coop.eggs, kinds: coop.kinds.count, through: coop.eggs.lastDay ?? CivilDate.firstDay(ofYear: 2000))
        let census = FlockCensus(hens: coop.hens, kinds: coop.kinds.count, series: series)
        let laying = HenLaying.all(coop: coop, series: series, census: census)
        // Eggs per laying hen-day, divided by the daylight factor of its days when the latitude
        // is known: the molt rules' own measure.
        func rate(_ from: CivilDate, _ to: CivilDate) -> Double? {
            let henDays = census.layingHenDays(from: from, through: to)
            guard henDays > 0 else { return nil }
            let raw = Double(census.laidWithLayingHens(from: from, through: to)) / Double(henDays)
            guard let latitude = coop.settings.latitude else { return raw }
            let days = from.days(until: to) + 1
            let hours = (0..<days).reduce(0.0) { $0 + DayLength.hours(latitude: latitude, on: from.adding(days: $1)) } / Double(days)
            return raw / MoltDetection.daylightFactor(hours: hours)
        }
        func near(_ day: CivilDate, _ notes: [Note], within days: Int) -> Bool {
            notes.contains { abs($0.date.days(until: day)) <= days || ($0.date <= day && ($0.until ?? $0.date) >= day) }
        }
        let moltNotes = coop.notes.filter { $0.tags.contains { $0.lowercased() == "molt" } }
        let southern = (coop.settings.latitude ?? 0) < 0
        func season(_ day: CivilDate) -> Int? {
            let inHalf = southern ? day.month <= 6 : day.month >= 7
            return inHalf ? day.year : nil
        }
        let episodes = replay.episodes
        func group(_ codes: [String]) -> [AlertReplay.Episode] { episodes.filter { codes.contains($0.alert.code) } }

        var rows: [Row] = []
        // Molts and pauses.
        let molts = group(["molt", "laying-pause"])
        let moltRight = molts.filter { episode in
            if !moltNotes.isEmpty { return near(episode.start, moltNotes, within: 30) }
            guard let before = rate(episode.start.adding(days: -42), episode.start.adding(days: -1)),
                let after = rate(episode.start, episode.start.adding(days: 55)), before > 0
            else { return false }
            return after <= 0.6 * before
        }.count
        let notedSeasons = Set(moltNotes.compactMap { season($0.date) })
        let foundSeasons = Set(molts.compactMap { season($0.start) }).intersection(notedSeasons)
        rows.append(
            Row(
                codes: ["molt", "laying-pause"], episodes: molts.count, right: moltRight,
                events: moltNotes.isEmpty ? nil : notedSeasons.count, found: moltNotes.isEmpty ? nil : foundSeasons.count))
        // Molt over.
        let over = group(["molt-over", "pause-over"])
        let overRight = over.filter { episode in
            let (start, end): (CivilDate, CivilDate)
            switch episode.alert {
            case .moltOver(let s, let e), .pauseOver(let s, let e): (start, end) = (s, e)
            default: return false
            }
            guard let before = rate(start.adding(days: -56), start.adding(days: -15)),
                let after = rate(end.adding(days: 1), end.adding(days: 28))
            else { return false }
            return after >= 0.5 * before
        }.count
        rows.append(Row(codes: ["molt-over", "pause-over"], episodes: over.count, right: overRight, events: nil, found: nil))
        // Laying drops and far below.
        let drops = group(["laying-drop", "low-laying"])
        let dropRight = drops.filter { episode in
            if near(episode.start, coop.notes, within: 14) { return true }
            // From the first day of the window the alert measured (its last 7 days, or the 14
            // of "far below"), against the 28 days before that window: a drop is judged from
            // where it began, not against weeks that already hold it.
            let window = if case .lowLaying = episode.alert { 14 } else { 7 }
            let first = episode.start.adding(days: -(window - 1))
            let before = series.totals(from: first.adding(days: -28), through: first.adding(days: -1)).perRecordedDay
            let after = series.totals(from: first, through: first.adding(days: 13)).perRecordedDay
            guard let before, let after else { return false }
            return after <= 0.75 * before
        }.count
        rows.append(Row(codes: ["laying-drop", "low-laying"], episodes: drops.count, right: dropRight, events: nil, found: nil))
        // Not laying lately.
        let quiet = group(["hen-not-laying"])
        func hen(_ episode: AlertReplay.Episode) -> Int? {
            if case .henNotLaying(let hen, _) = episode.alert { return hen }
            return nil
        }
        let quietRight = quiet.filter { episode in
            guard let index = hen(episode) else { return false }
            if near(episode.start, coop.notes.filter { $0.henIndexes.contains(index) }, within: 30) { return true }
            guard let laid = laying[index] else { return false }
            return laid.totals(from: episode.start, through: episode.start.adding(days: 6)).laid == 0
        }.count
        let henNotes = coop.notes.filter { note in
            note.henIndexes.count == 1
                && note.tags.contains { ["molt", "broody", "sick"].contains($0.lowercased()) }
                && (laying[note.henIndexes[0]]?.totals(from: note.date.adding(days: -60), through: note.date).laid ?? 0) > 0
        }
        let found = henNotes.filter { note in
            quiet.contains {
                hen($0) == note.henIndexes[0] && $0.start >= note.date.adding(days: -14) && $0.start <= note.date.adding(days: 30)
            }
        }.count
        rows.append(
            Row(
                codes: ["hen-not-laying"], episodes: quiet.count, right: quietRight, events: henNotes.isEmpty ? nil : henNotes.count,
                found: henNotes.isEmpty ? nil : found))
        self.rows = rows
    }
}
