import CoopInsight
import CoopRecords

/// What `CoopInsight` computes, in the site's words: a hen's status and age, a line of a
/// person's ledger, a season.
extension HenStatus {
    /// The words shown on the site: `laying`, `not laying yet`.
    var label: String {
        switch self {
        case .laying: "laying"
        case .molting: "molting"
        case .broody: "broody"
        case .stoppedLaying: "stopped laying"
        case .notYetLaying: "not laying yet"
        case .arriving: "not arrived yet"
        case .removed: "gone"
        }
    }
}

extension Age {
    /// The age in words: "2 years, 8 months", "2 years", "5 months", "3 weeks", "4 days".
    var words: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        switch self {
        case .years(let years, 0): return plural(years, "year")
        case .years(let years, let months): return "\(plural(years, "year")), \(plural(months, "month"))"
        case .months(let months): return plural(months, "month")
        case .weeks(let weeks): return plural(weeks, "week")
        case .days(let days): return plural(days, "day")
        }
    }
}

extension SharingLedger.Line {
    /// What happened, in words: "Contribution (November)", "Paid: Layer feed",
    /// "Share of Layer feed (2 of 3 shares)", "Sale of 12 eggs to Corner shop (2 of 3 shares)".
    var text: String {
        switch entry {
        case .contribution(let note): "Contribution" + (note.map { " (\($0))" } ?? "")
        case .paid(let item): "Paid: \(item)"
        case .share(let item, let shares, let total): "Share of \(item) (\(shares) of \(total) shares)"
        case .sale(let buyer, let eggs, let shares, let total):
            "Sale of \(eggs == 1 ? "1 egg" : "\(eggs) eggs") to \(buyer) (\(shares) of \(total) shares)"
        }
    }
}

extension Season {
    /// The season's name, capitalised: `Winter`.
    var name: String {
        switch self {
        case .winter: "Winter"
        case .spring: "Spring"
        case .summer: "Summer"
        case .autumn: "Autumn"
        }
    }
}
