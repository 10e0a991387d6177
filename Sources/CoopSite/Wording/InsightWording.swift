import CoopInsight
import CoopLocale
import CoopRecords

/// What `CoopInsight` computes, in the site's words: a hen's status and age, a line of a
/// person's ledger, a season.
extension Message {
    /// A hen's status as the site shows it: "laying", "not laying yet".
    static func henStatus(_ status: HenStatus) -> Message {
        let name =
            switch status {
            case .laying: "laying"
            case .molting: "molting"
            case .broody: "broody"
            case .stoppedLaying: "stopped-laying"
            case .notYetLaying: "not-yet-laying"
            case .arriving: "arriving"
            case .removed: "removed"
            }
        return Message("hen-status." + name)
    }

    /// An age: "2 years, 8 months", "2 years", "5 months", "3 weeks", "4 days".
    static func age(_ age: Age) -> Message {
        switch age {
        case .years(let years, 0): Message("age.years", ["years": .count(years)])
        case .years(let years, let months): Message("age.years-months", ["years": .count(years), "months": .count(months)])
        case .months(let months): Message("age.months", ["months": .count(months)])
        case .weeks(let weeks): Message("age.weeks", ["weeks": .count(weeks)])
        case .days(let days): Message("age.days", ["days": .count(days)])
        }
    }

    /// What a line of a person's ledger was: "Contribution (November)", "Paid: Layer feed",
    /// "Share of Layer feed (2 of 3 shares)", "Sale of 12 eggs to Corner shop (2 of 3 shares)".
    static func ledgerLine(_ entry: SharingLedger.Entry) -> Message {
        switch entry {
        case .contribution(nil): Message("ledger.contribution")
        case .contribution(let note?): Message("ledger.contribution-note", ["note": .text(note)])
        case .paid(let item): Message("ledger.paid", ["item": .text(item)])
        case .share(let item, let shares, let total):
            Message("ledger.share", ["item": .text(item), "shares": shares.messageValue, "total": total.messageValue])
        case .sale(let buyer, let eggs, let shares, let total):
            Message(
                "ledger.sale", ["eggs": .count(eggs), "buyer": .text(buyer), "shares": shares.messageValue, "total": total.messageValue])
        }
    }

    /// A season's name, capitalised: "Winter".
    static func season(_ season: Season) -> Message {
        switch season {
        case .winter: Message("season.winter")
        case .spring: Message("season.spring")
        case .summer: Message("season.summer")
        case .autumn: Message("season.autumn")
        }
    }
}

extension Shares {
    /// The shares as a message's number, with the decimals its shortest form has: `1.5`, `2`.
    var messageValue: MessageValue {
        var places = 0
        var fraction = thousandths % 1000
        if fraction != 0 {
            places = 3
            while fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
        }
        return .decimal(value, places: places)
    }
}
