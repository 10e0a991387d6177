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

    static let templateFields = TemplateFields<HensPageData>(
        "HensPage",
        [
            .fields(of: { $0.common }),
            .field("current", { $0.current }),
            .field("past", { $0.past }),
            .field("laying", { $0.laying }),
            .field("present", { $0.present }),
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
            .field("status", { $0.status }, "laying, molting, broody, not-yet-laying, arriving, removed"),
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
    let creditedByMonth: [MonthCount]
    let previous: Link?
    let next: Link?
    var actions: RecordActions? = nil

    static let templateFields = TemplateFields<HenDetail>(
        "HenDetail",
        [
            .field("card", { $0.card }),
            .field("facts", { $0.facts }),
            .field("details", { $0.details }),
            .field("about", { $0.about }),
            .field("notes", { $0.notes }),
            .field("creditedByMonth", { $0.creditedByMonth }),
            .field("previous", { $0.previous }),
            .field("next", { $0.next }),
            .field("actions", { $0.actions }, "Edit and Remove, under coop serve"),
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
        ])
}
