import CoopLocale
import CoopRecords
import CoopValues

/// What the people tab says in Swift: the menu, the periods of sharing, the figures' periods
/// and how the sharing is computed.
extension Message {
    /// The people page's title: "Sharing".
    static let peopleTitle = Message("people.title")

    /// The people tab's menu: "People".
    static let peopleMenu = Message("people.menu")

    /// The menu's link to the people page: "Everyone".
    static let peopleEveryone = Message("people.everyone")

    /// A person who is not sharing today, in the shares column: "not sharing".
    static let peopleNotSharing = Message("people.not-sharing")

    /// A period of sharing: "from 1 Mar 2025", "until 30 Sep 2025", "1 Jun 2024 – 30 Sep
    /// 2025", "from the start".
    static func sharingPeriod(_ period: SharingPeriod) -> Message {
        switch (period.from, period.until) {
        case (nil, nil): Message("people.period.always")
        case (let from?, nil): Message("people.period.from", ["from": .date(from)])
        case (nil, let until?): Message("people.period.until", ["until": .date(until)])
        case (let from?, let until?): Message("people.period.between", ["from": .date(from), "until": .date(until)])
        }
    }

    /// Two periods of sharing, one after the other: "1 Jun 2024 – 30 Sep 2025; from 1 Mar
    /// 2026" (said again for each further period).
    static func sharingPeriods(_ earlier: String, then later: String) -> Message {
        Message("people.period.then", ["earlier": .text(earlier), "later": .text(later)])
    }

    /// A period of sharing with its shares: "from 1 Mar 2025, 2 shares".
    static func sharingPeriodShares(_ period: String, shares: Shares) -> Message {
        Message("people.period.shares", ["period": .text(period), "shares": shares.messageValue])
    }

    /// The period of a figure, as a title ("Last 12 months", "All time") or within a sentence
    /// ("last 12 months", "all time").
    static func peopleFigurePeriod(lastYear: Bool, title: Bool) -> Message {
        Message("people.figure-period." + (lastYear ? "last-year" : "all-time") + (title ? "-title" : ""))
    }

    /// The days a cost is of: "1 Dec 2025 – 22 Nov 2026".
    static func peopleCostDays(from first: CivilDate, to last: CivilDate) -> Message {
        Message("people.cost-days", ["from": .date(first), "to": .date(last)])
    }

    /// How the sharing is computed: a paragraph (the key `people.method.<name>`).
    static func peopleMethod(_ name: String) -> Message { Message("people.method." + name) }

    /// How money in and the balance are computed, with the sales' part when there are sales.
    static func peopleMethodBalance(sales: Bool) -> Message {
        Message("people.method.balance", ["sales": .text(sales ? "yes" : "no")])
    }
}
