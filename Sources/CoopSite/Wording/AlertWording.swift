import CoopInsight
import CoopRecords
import CoopValues

/// The dashboard's alerts in words: what `CoopInsight` found, said in the site's English.
extension Alert {
    /// One line: "No eggs recorded for 4 days". `coop` names the kinds and hens.
    func title(in coop: Coop) -> String {
        switch self {
        case .unrecordedDays(let days, _): "No eggs recorded for \(days) days"
        case .layingDrop: "Laying fell by half this week"
        case .molting: "The flock is molting"
        case .moltOver: "The molt seems over"
        case .layingPause(_, let weeks, _): "Laying has paused for \(weeks) weeks"
        case .pauseOver: "Laying is back after a long pause"
        case .lowLaying: "Laying is far below what this time of year predicts"
        case .silentKind(let kind, _): "No \(coop.kinds[kind].displayName) eggs for 10 days"
        case .henNotLaying(let hen, _): "\(coop.hens[hen].name) is not laying lately"
        }
    }

    /// The numbers behind it, and what to do. `coop` names the kinds and hens.
    func detail(in coop: Coop) -> String {
        switch self {
        case .unrecordedDays(_, let last):
            return "The last record is from \(DatePattern.shortWeekdayDayMonth.format(last)). Missing days show as gaps, never as zero."
        case .layingDrop(let recent, let before):
            return "\(NumberFormat.decimal(recent, places: 1)) eggs a day over the last 7 days, down from "
                + "\(NumberFormat.decimal(before, places: 1)) over the 4 weeks before."
        case .molting(let start, let drop):
            return
                "Since \(DatePattern.shortWeekdayDayMonth.format(start)) laying is at \(NumberFormat.percent(1 - drop)) of the weeks before. "
                + "A molt usually lasts six to ten weeks; extra protein helps."
        case .moltOver(let start, let end):
            return
                "Laying fell from \(DatePattern.shortWeekdayDayMonth.format(start)) to \(DatePattern.shortWeekdayDayMonth.format(end)) and is back up."
        case .layingPause(let start, _, let drop):
            return
                "Since \(DatePattern.shortWeekdayDayMonth.format(start)) laying is at \(NumberFormat.percent(1 - drop)) of the weeks before: "
                + "longer than a molt, which lasts at most \(MoltDetection.longest) weeks. Old age, illness, parasites, stress or short days?"
        case .pauseOver(let start, let end):
            return
                "Laying fell from \(DatePattern.shortWeekdayDayMonth.format(start)) to \(DatePattern.shortWeekdayDayMonth.format(end)) and is back up."
        case .lowLaying(let laid, let days, let expected):
            return "\(laid) eggs in the last \(days) recorded days, where the flock's own history predicts about "
                + "\(NumberFormat.decimal(expected, places: 0)). Check for illness, parasites, stress or hidden nests."
        case .henNotLaying(_, let last):
            return "Her last egg was on \(DatePattern.shortWeekdayDayMonth.format(last)); none in the last \(HenLaying.quietDays) days. "
                + "Molting, broody, unwell, or laying somewhere hidden?"
        case .silentKind(_, let hens):
            return "\(hens.map { coop.hens[$0].name }.joined(separator: ", ")) \(hens.count == 1 ? "is" : "are") laying age. "
                + "A broody or molting hen, a hidden nest or an egg eater?"
        }
    }
}
