import CoopTemplate
import CoopValues

/// The data of `people/index.html`.
struct PeoplePageData: PageData {
    static let template = "pages/people.xhtml"

    let common: PageCommon
    let people: [PersonRow]
    let pot: CurrencyAmount
    let contributions: CurrencyAmount
    let paidFromPot: CurrencyAmount
    let costs: [EggCostSummary]
    let method: [String]

    static let templateFields = TemplateFields<PeoplePageData>("PeoplePage", [
        .fields(of: \.common),
        .field("people", \.people),
        .field("pot", \.pot),
        .field("contributions", \.contributions),
        .field("paidFromPot", \.paidFromPot),
        .field("costs", \.costs),
        .field("method", \.method),
    ])
}

/// A person's part: shares, money and eggs.
struct PersonRow: TemplateData {
    let name: String
    let url: String
    let shares: String
    let period: String
    let sharing: Bool
    let contributed: CurrencyAmount
    let paid: CurrencyAmount
    let moneyIn: CurrencyAmount
    let split: CurrencyAmount
    let balance: CurrencyAmount
    let eggsDue: Double
    let eggsReceived: Int

    static let templateFields = TemplateFields<PersonRow>("PersonRow", [
        .field("name", \.name),
        .field("url", \.url),
        .field("shares", \.shares, "now, or 'not sharing'"),
        .field("period", \.period),
        .field("sharing", \.sharing, "sharing today"),
        .field("contributed", \.contributed),
        .field("paid", \.paid),
        .field("moneyIn", \.moneyIn),
        .field("split", \.split),
        .field("balance", \.balance),
        .field("owed", \.owed, "the coop owes them"),
        .field("owes", \.owes, "they owe the coop"),
        .field("eggsDue", \.eggsDue),
        .field("eggsReceived", \.eggsReceived),
    ])

    /// Whether the coop owes them.
    var owed: Bool { balance.amount > .zero }
    /// Whether they owe the coop.
    var owes: Bool { balance.amount < .zero }
}

/// What a dozen eggs cost over a period.
struct EggCostSummary: TemplateData {
    let title: String
    let period: String
    let consumables: CurrencyAmount?
    let allIn: CurrencyAmount?
    let edibleEggs: Int
    let spent: CurrencyAmount

    static let templateFields = TemplateFields<EggCostSummary>("EggCostSummary", [
        .field("label", \.label, "last 12 months, all time: after \"A dozen, \""),
        .field("title", \.title, "Last 12 months, All time"),
        .field("period", \.period),
        .field("consumables", \.consumables),
        .field("allIn", \.allIn),
        .field("edibleEggs", \.edibleEggs),
        .field("spent", \.spent),
    ])

    /// The title in lower case.
    var label: String { title.lowercased() }
}

/// The data of `people/<slug>.html`.
struct PersonPageData: PageData {
    static let template = "pages/person.xhtml"

    let common: PageCommon
    let person: PersonRow
    let periods: [String]
    let details: [Fact]
    let lines: [LedgerLine]
    let deliveries: [DeliveryRow]

    static let templateFields = TemplateFields<PersonPageData>("PersonPage", [
        .fields(of: \.common),
        .field("person", \.person),
        .field("periods", \.periods),
        .field("details", \.details),
        .field("lines", \.lines),
        .field("deliveries", \.deliveries),
    ])
}

/// A line of a person's ledger.
struct LedgerLine: TemplateData {
    let date: CivilDate
    let text: String
    let amount: CurrencyAmount
    let balance: CurrencyAmount

    static let templateFields = TemplateFields<LedgerLine>("LedgerLine", [
        .field("date", \.date),
        .field("text", \.text),
        .field("amount", \.amount),
        .field("isIn", \.isIn),
        .field("balance", \.balance),
    ])

    /// Money in, rather than out.
    var isIn: Bool { amount.amount > .zero }
}

/// The data of `stats.html`.
struct StatsPageData: PageData {
    static let template = "pages/stats.xhtml"

    let common: PageCommon
    let groups: [StatGroup]

    static let templateFields = TemplateFields<StatsPageData>("StatsPage", [
        .fields(of: \.common),
        .field("groups", \.groups),
    ])
}

/// A group of figures of the stats page.
struct StatGroup: TemplateData {
    let title: String
    let figures: [Figure]

    static let templateFields = TemplateFields<StatGroup>("StatGroup", [
        .field("title", \.title),
        .field("figures", \.figures),
    ])
}
