import CoopInsight
import CoopLocale
import CoopTemplate
import CoopValues

/// The data of `hens/index.html`.
struct HensPageData: PageData {
    static let template = "pages/hens.xhtml"

    let common: PageCommon
    let current: [Prepared<HenCard>]
    let past: [Prepared<HenCard>]
    let laying: Int
    let present: Int
    /// The losses by cause and by year, once a hen has a cause.
    var losses: [StatGroup] = []

    static let templateFields = TemplateFields<HensPageData>(
        "HensPage",
        [
            .fields(of: { $0.common }),
            .field("current", { $0.current }),
            .field("past", { $0.past }),
            .field("laying", { $0.laying }),
            .field("present", { $0.present }),
            .field("losses", { $0.losses }, "the hens lost by cause and by year, with the loss rate; empty until a hen has a cause"),
        ])
}

/// A hen, as the flock lists her.
struct HenCard: TemplateData {
    let name: String
    let url: String
    let photo: String?
    let breed: String?
    let kind: String?
    let color: String?
    let status: String
    let statusLabel: String
    let age: String?
    let credited: Int
    let summary: String

    static let templateFields = TemplateFields<HenCard>(
        "HenCard",
        [
            .field("name", { $0.name }),
            .field("url", { $0.url }),
            .field("photo", { $0.photo }, "its address from the site root, percent-encoded"),
            .field("breed", { $0.breed }),
            .field("kind", { $0.kind }, "the kind's label, with 2+ kinds"),
            .field("color", { $0.color }, "the kind's colour"),
            .field("status", { $0.status }, "laying, molting, broody, stopped-laying, not-yet-laying, arriving, removed"),
            .field("statusLabel", { $0.statusLabel }),
            .field("age", { $0.age }),
            .field("credited", { $0.credited }),
            .field("summary", { $0.summary }, "one line: joined, left"),
        ])
}

/// The data of `hens/<slug>.html`.
struct HenPageData: PageData {
    static let template = "pages/hen.xhtml"

    let common: PageCommon
    let hen: HenDetail

    static let templateFields = TemplateFields<HenPageData>(
        "HenPage",
        [
            .fields(of: { $0.common }),
            .field("hen", { $0.hen }),
        ])
}

/// One hen: her card, facts, story, notes and credited eggs.
struct HenDetail: TemplateData {
    let card: Prepared<HenCard>
    let facts: [Fact]
    let details: [Fact]
    let about: Markup?
    let notes: [Prepared<NoteItem>]
    /// Her treatments, newest first (``TreatmentItem``).
    var treatments: [TreatmentItem] = []
    let creditedByMonth: [MonthCount]
    let previous: Link?
    let next: Link?
    var actions: RecordActions? = nil
    /// Her laying as the records tell it, when they tell any egg of hers.
    var laying: HenLayingData? = nil
    /// "Not laying lately", with her last egg, when her eggs show it.
    var notLaying: String? = nil

    static let templateFields = TemplateFields<HenDetail>(
        "HenDetail",
        [
            .field("card", { $0.card }),
            .field("facts", { $0.facts }),
            .field("details", { $0.details }),
            .field("about", { $0.about }),
            .field("notes", { $0.notes }),
            .field(
                "treatments", { $0.treatments }, "her treatments, newest first: those naming her and the whole flock's while she was in it"),
            .field("creditedByMonth", { $0.creditedByMonth }),
            .field("previous", { $0.previous }),
            .field("next", { $0.next }),
            .field("actions", { $0.actions }, "Edit and Remove, under coop serve"),
            .field("laying", { $0.laying }, "her eggs day by day and month by month, when the records tell any"),
            .field("notLaying", { $0.notLaying }, "\"not laying lately\" or \"stopped laying\" and her last egg, when her eggs show it"),
        ])
}

/// A hen's laying as the records tell it: her eggs credited to her, or laid when she was the
/// only hen laying her kind.
struct HenLayingData: TemplateData {
    let known: String
    let expectation: ExpectationData?
    let chart: Markup?
    let years: [HenYear]
    let hasUnknown: Bool
    /// The numbers heading the heatmaps' columns, 1 to 31.
    var dayNumbers: [Int] { Array(1...31) }

    static let templateFields = TemplateFields<HenLayingData>(
        "HenLaying",
        [
            .field("known", { $0.known }, "how her eggs are known, and on how many days"),
            .field("expectation", { $0.expectation }, "laid against what her breed usually lays, when known on 60 days or more"),
            .field("chart", { $0.chart }, "her eggs each month, as inline SVG"),
            .field("years", { $0.years }, "a heatmap per year with an egg of hers, newest first"),
            .field("hasUnknown", { $0.hasUnknown }, "a day of the heatmaps is not known to be hers or not (for the legend)"),
            .field("dayNumbers", { $0.dayNumbers }, "1 to 31, for headings"),
        ])
}

/// One year of a hen's heatmap: a row of 31 days per month.
struct HenYear: TemplateData {
    let label: String
    let laid: Int
    let knownDays: Int
    let months: [HenMonthRow]

    static let templateFields = TemplateFields<HenYear>(
        "HenYear",
        [
            .field("label", { $0.label }, "2026"),
            .field("laid", { $0.laid }, "her eggs known in the year"),
            .field("knownDays", { $0.knownDays }),
            .field("months", { $0.months }),
        ])
}

/// A month's row of a hen's heatmap.
struct HenMonthRow: TemplateData {
    let label: String
    let laid: Int?
    let cells: [HenDayCell]

    static let templateFields = TemplateFields<HenMonthRow>(
        "HenMonthRow",
        [
            .field("label", { $0.label }, "Nov"),
            .field("laid", { $0.laid }, "her eggs known in the month; none when no day of it is known"),
            .field("cells", { $0.cells }, "31 cells, padded"),
        ])
}

/// A day of a hen's heatmap.
struct HenDayCell: TemplateData {
    var laid: Int? = nil
    let level: Int
    let known: Bool
    let outside: Bool
    let future: Bool
    let label: String

    static let templateFields = TemplateFields<HenDayCell>(
        "HenDayCell",
        [
            .field("laid", { $0.laid }, "her eggs, when known"),
            .field("level", { $0.level }, "0-4: none to her most in a day"),
            .field("known", { $0.known }, "whether her eggs that day are known"),
            .field("outside", { $0.outside }, "a padding cell after a short month"),
            .field("future", { $0.future }),
            .field("unknown", { !$0.known && !$0.outside && !$0.future }, "a day her eggs are not known"),
            .field("label", { $0.label }, "a description for screen readers and tooltips"),
        ])
}

/// A count of one month, linking to it.
struct MonthCount: TemplateData {
    let label: String
    let url: String
    let count: Int

    static let templateFields = TemplateFields<MonthCount>(
        "MonthCount",
        [
            .field("label", { $0.label }),
            .field("url", { $0.url }),
            .field("count", { $0.count }),
        ])
}

/// The data of `kinds/index.html`.
struct KindsPageData: PageData {
    static let template = "pages/kinds.xhtml"

    let common: PageCommon
    let kinds: [KindSummary]

    static let templateFields = TemplateFields<KindsPageData>(
        "KindsPage",
        [
            .fields(of: { $0.common }),
            .field("kinds", { $0.kinds }),
        ])
}

/// A kind of egg and how much of it was laid.
struct KindSummary: TemplateData {
    let name: String
    let label: String
    let color: String?
    let size: String?
    let hens: [Link]
    let laid: Int
    let thisYear: Int
    let share: Double
    let perHenDay: Double?
    let details: [Fact]
    var actions: RecordActions? = nil
    /// Laid against what the kind's hens usually lay, over the last 12 months.
    var expectation: ExpectationData? = nil

    static let templateFields = TemplateFields<KindSummary>(
        "KindSummary",
        [
            .field("name", { $0.name }),
            .field("label", { $0.label }),
            .field("color", { $0.color }),
            .field("size", { $0.size }),
            .field("hens", { $0.hens }, "hens laying it now"),
            .field("laid", { $0.laid }, "all time"),
            .field("thisYear", { $0.thisYear }),
            .field("share", { $0.share }, "of all eggs"),
            .field("perHenDay", { $0.perHenDay }),
            .field("details", { $0.details }),
            .field("actions", { $0.actions }, "Edit and Remove, under coop serve"),
            .field("expectation", { $0.expectation }, "laid against what its hens' breeds usually lay, last 12 months"),
        ])
}

/// Laid against what the hens' breeds usually lay, for a template to say in a sentence: the
/// share as a percentage, who was expected, and the numbers behind it.
struct ExpectationData: TemplateData {
    let share: Double
    let who: String
    let hens: Int
    let laid: Int
    let days: Int
    let expected: Double

    /// `expectation`, its hens said in `words`.
    init(_ expectation: LayingExpectation, words: Words) {
        share = expectation.share
        who = expectation.who(words)
        hens = expectation.hens
        laid = expectation.laid
        days = expectation.days
        expected = expectation.expected
    }

    static let templateFields = TemplateFields<ExpectationData>(
        "Expectation",
        [
            .field("share", { $0.share }, "laid as a share of expected: 0.82 for 82%"),
            .field("who", { $0.who }, "the hens expected, in words: '2 Buff Orpingtons and a Barred Rock'"),
            .field("hens", { $0.hens }, "how many hens were expected (her or their age)"),
            .field("laid", { $0.laid }, "eggs laid on the days compared"),
            .field("days", { $0.days }, "the days compared"),
            .field("expected", { $0.expected }, "eggs expected on them"),
        ])
}
