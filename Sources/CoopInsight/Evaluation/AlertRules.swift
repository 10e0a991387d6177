import CoopValues

/// The rules every dashboard's alerts keep on the day they are shown (issue 31, "statements
/// that are true on their date"), checked from outside the rules that made them: what
/// ``AlertReplay`` counts as broken, day by day.
///
/// - **Nothing over unrecorded days:** no molt or laying pause is said while the last 14 days
///   hold no record (the unrecorded days' alert says so, alone).
/// - **The share is now's:** a molt or a pause whose last 14 days were recorded and laid no
///   egg says laying is at 0%, not at the share of the drop's first weeks.
/// - **No contradiction:** laying said to be back (a molt or a pause just over) is not also
///   said to be falling or far below, nor molting or paused; molting or paused is not also
///   said to be falling or far below.
public enum AlertRules {
    /// The rules `alerts` break on `today` with the records of `series`, each in words.
    public static func broken(_ alerts: [Alert], series: EggSeries, today: CivilDate) -> [String] {
        var broken: [String] = []
        let recent = series.totals(from: today.adding(days: -13), through: today)
        let codes = Set(alerts.map(\.code))
        for alert in alerts {
            let drop: Double
            switch alert {
            case .molting(_, let d): drop = d
            case .layingPause(_, _, _, let d): drop = d
            default: continue
            }
            if recent.recordedDays == 0 {
                broken.append("\(alert.code) said over 14 days with no record")
            } else if recent.recordedDays == 14, recent.laid == 0, drop < 1 {
                broken.append("\(alert.code) at \(Int(((1 - drop) * 100).rounded()))% after 14 days with no egg")
            }
        }
        let back = codes.intersection(["molt-over", "pause-over"])
        let down = codes.intersection(["laying-drop", "low-laying"])
        let paused = codes.intersection(["molt", "laying-pause"])
        for (first, second) in [(back, down), (back, paused), (paused, down)] where !first.isEmpty && !second.isEmpty {
            broken.append("\(first.sorted().joined(separator: ", ")) with \(second.sorted().joined(separator: ", "))")
        }
        return broken
    }
}
