import CoopTemplate
import CoopValues

/// The data of `people/index.html`.
struct PeoplePageData: PageData {
    static let template = "pages/people.xhtml"

    let common: PageCommon
    let people: [PersonRow]
    let buyers: [PersonRow]
    let pot: CurrencyAmount
    let contributions: CurrencyAmount
    let paidFromPot: CurrencyAmount
    let income: CurrencyAmount
    let costs: [EggCostSummary]
    let sales: [SalesSummary]
    let method: [String]
    /// What the edible eggs would have cost at the store against their feed and supplies,
    /// a sentence a year and one for all time; empty without `store_price`.
    var savings: [String] = []

    static let templateFields = TemplateFields<PeoplePageData>(
        "PeoplePage",
        [
            .fields(of: { $0.common }),
            .field("people", { $0.people }, "those who share the eggs and the costs"),
            .field("buyers", { $0.buyers }, "those who only buy eggs (shares: 0)"),
            .field("pot", { $0.pot }),
            .field("contributions", { $0.contributions }),
            .field("paidFromPot", { $0.paidFromPot }),
            .field("income", { $0.income }, "money received for eggs sold, in all"),
            .field("costs", { $0.costs }),
            .field("sales", { $0.sales }, "eggs sold and the price received, last 12 months and all time; empty without sales"),
            .field("verdict", { $0.sales.first?.verdict }, "over the last 12 months: does the price received cover the cost?"),
            .field("method", { $0.method }),
            .field("savings", { $0.savings }, "the eggs at the store's price against their feed and supplies, by year and all time"),
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
    /// The eggs they keep at home, when they never received a delivery (the owners).
    var eggsKept: Double? = nil
    let buyer: Bool
    let sales: CurrencyAmount
    let spentOnEggs: CurrencyAmount
    let pricePerDozen: CurrencyAmount?
    var actions: RecordActions? = nil

    static let templateFields = TemplateFields<PersonRow>(
        "PersonRow",
        [
            .field("name", { $0.name }),
            .field("url", { $0.url }),
            .field("shares", { $0.shares }, "now, or 'not sharing'"),
            .field("period", { $0.period }),
            .field("sharing", { $0.sharing }, "sharing today"),
            .field("contributed", { $0.contributed }),
            .field("paid", { $0.paid }),
            .field("moneyIn", { $0.moneyIn }),
            .field("split", { $0.split }),
            .field("balance", { $0.balance }),
            .field("owed", { $0.owed }, "the coop owes them"),
            .field("owes", { $0.owes }, "they owe the coop"),
            .field("standing", { $0.standing }, "owed (the coop owes them), owes (they owe the coop) or even"),
            .field("eggsDue", { $0.eggsDue }),
            .field("eggsReceived", { $0.eggsReceived }),
            .field("keeps", { $0.eggsKept != nil }, "they never received a delivery: they keep their eggs at home (the owners)"),
            .field("eggsKept", { $0.eggsKept ?? 0 }, "the edible eggs not handed out that stay with them"),
            .field("buyer", { $0.buyer }, "they only buy eggs (shares: 0)"),
            .field("sales", { $0.sales }, "their part of the money from sales"),
            .field("spentOnEggs", { $0.spentOnEggs }, "what they paid for eggs (a buyer's sales)"),
            .field("pricePerDozen", { $0.pricePerDozen }, "the average price they paid for a dozen"),
            .field("actions", { $0.actions }, "Edit and Remove, under coop serve"),
        ])

    /// Whether the coop owes them.
    var owed: Bool { balance.amount > .zero }
    /// Whether they owe the coop.
    var owes: Bool { balance.amount < .zero }
    /// Which way their balance goes, as a word for a message's select: `owed`, `owes` or `even`.
    var standing: String { owed ? "owed" : owes ? "owes" : "even" }
}

/// What a dozen eggs cost over a period.
struct EggCostSummary: TemplateData {
    let title: String
    let label: String
    let period: String
    let consumables: CurrencyAmount?
    let allIn: CurrencyAmount?
    let edibleEggs: Int
    let spent: CurrencyAmount

    static let templateFields = TemplateFields<EggCostSummary>(
        "EggCostSummary",
        [
            .field("label", { $0.label }, "last 12 months, all time: after \"A dozen, \""),
            .field("title", { $0.title }, "Last 12 months, All time"),
            .field("period", { $0.period }),
            .field("consumables", { $0.consumables }),
            .field("allIn", { $0.allIn }),
            .field("edibleEggs", { $0.edibleEggs }),
            .field("spent", { $0.spent }),
        ])
}

/// Eggs sold over a period and the price received, against what a dozen costs.
struct SalesSummary: TemplateData {
    let title: String
    let label: String
    let eggsSold: Int
    let income: CurrencyAmount
    let pricePerDozen: CurrencyAmount?
    let consumables: CurrencyAmount?
    let allIn: CurrencyAmount?
    let netKept: CurrencyAmount?
    let verdict: String?

    static let templateFields = TemplateFields<SalesSummary>(
        "SalesSummary",
        [
            .field("title", { $0.title }, "Last 12 months, All time"),
            .field("label", { $0.label }, "last 12 months, all time: within a sentence"),
            .field("eggsSold", { $0.eggsSold }),
            .field("income", { $0.income }),
            .field("pricePerDozen", { $0.pricePerDozen }, "the average price received for a dozen"),
            .field("consumables", { $0.consumables }, "what a dozen cost in consumables"),
            .field("allIn", { $0.allIn }, "what a dozen cost all in"),
            .field("netKept", { $0.netKept }, "what a dozen kept cost, the sales counted (all in)"),
            .field("verdict", { $0.verdict }, "a sentence: does the price cover the cost?"),
        ])
}

/// The data of `people/<slug>.html` (the newest year) and `people/<slug>/2025.html`.
struct PersonPageData: PageData {
    static let template = "pages/person.xhtml"

    let common: PageCommon
    let person: PersonRow
    let periods: [String]
    let details: [Fact]
    /// The menu of years; `nil` when the ledger and the deliveries fall in one year.
    let years: YearMenu?
    let lines: [LedgerLine]
    let deliveries: [DeliveryRow]

    static let templateFields = TemplateFields<PersonPageData>(
        "PersonPage",
        [
            .fields(of: { $0.common }),
            .field("person", { $0.person }),
            .field("periods", { $0.periods }),
            .field("details", { $0.details }),
            .field("years", { $0.years }, "the menu of years, when the ledger and deliveries span several"),
            .field("lines", { $0.lines }, "the year's ledger lines, newest first"),
            .field("deliveries", { $0.deliveries }, "the year's deliveries, newest first"),
            .field("sales", { $0.deliveries.contains { $0.paid != nil } }, "whether any of their deliveries was a sale"),
        ])
}

/// A line of a person's ledger.
struct LedgerLine: TemplateData {
    let date: CivilDate
    let text: String
    let amount: CurrencyAmount
    let balance: CurrencyAmount

    static let templateFields = TemplateFields<LedgerLine>(
        "LedgerLine",
        [
            .field("date", { $0.date }),
            .field("text", { $0.text }),
            .field("amount", { $0.amount }),
            .field("isIn", { $0.isIn }),
            .field("balance", { $0.balance }),
        ])

    /// Money in, rather than out.
    var isIn: Bool { amount.amount > .zero }
}

/// The data of `stats.html`.
struct StatsPageData: PageData {
    static let template = "pages/stats.xhtml"

    let common: PageCommon
    let groups: [StatGroup]

    static let templateFields = TemplateFields<StatsPageData>(
        "StatsPage",
        [
            .fields(of: { $0.common }),
            .field("groups", { $0.groups }),
        ])
}

/// A group of figures of the stats page.
struct StatGroup: TemplateData {
    let title: String
    let figures: [Figure]
    /// A sentence under the figures, when they answer a question together.
    var summary: String? = nil

    static let templateFields = TemplateFields<StatGroup>(
        "StatGroup",
        [
            .field("title", { $0.title }),
            .field("figures", { $0.figures }),
            .field("summary", { $0.summary }, "a sentence about the figures, such as whether the price of eggs sold covers their cost"),
        ])
}
