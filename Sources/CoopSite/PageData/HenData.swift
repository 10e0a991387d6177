import CoopTemplate
import CoopValues

/// The data of `hens/index.html`.
struct HensPageData: PageData {
    static let template = "pages/hens.xhtml"

    let common: PageCommon
    let current: [HenCard]
    let past: [HenCard]
    let laying: Int
    let present: Int

    static let templateFields = TemplateFields<HensPageData>("HensPage", [
        .fields(of: \.common),
        .field("current", \.current),
        .field("past", \.past),
        .field("laying", \.laying),
        .field("present", \.present),
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

    static let templateFields = TemplateFields<HenCard>("HenCard", [
        .field("name", \.name),
        .field("url", \.url),
        .field("photo", \.photo, "its address from the site root, percent-encoded"),
        .field("breed", \.breed),
        .field("kind", \.kind, "the kind's label, with 2+ kinds"),
        .field("color", \.color, "the kind's colour"),
        .field("status", \.status, "laying, molting, broody, not-yet-laying, arriving, removed"),
        .field("statusLabel", \.statusLabel),
        .field("age", \.age),
        .field("credited", \.credited),
        .field("summary", \.summary, "one line: joined, left"),
    ])
}

/// The data of `hens/<slug>.html`.
struct HenPageData: PageData {
    static let template = "pages/hen.xhtml"

    let common: PageCommon
    let hen: HenDetail

    static let templateFields = TemplateFields<HenPageData>("HenPage", [
        .fields(of: \.common),
        .field("hen", \.hen),
    ])
}

/// One hen: her card, facts, story, notes and credited eggs.
struct HenDetail: TemplateData {
    let card: HenCard
    let facts: [Fact]
    let details: [Fact]
    let about: Markup?
    let notes: [Prepared<NoteItem>]
    let creditedByMonth: [MonthCount]
    let previous: Link?
    let next: Link?

    static let templateFields = TemplateFields<HenDetail>("HenDetail", [
        .field("card", \.card),
        .field("facts", \.facts),
        .field("details", \.details),
        .field("about", \.about),
        .field("notes", \.notes),
        .field("creditedByMonth", \.creditedByMonth),
        .field("previous", \.previous),
        .field("next", \.next),
    ])
}

/// A count of one month, linking to it.
struct MonthCount: TemplateData {
    let label: String
    let url: String
    let count: Int

    static let templateFields = TemplateFields<MonthCount>("MonthCount", [
        .field("label", \.label),
        .field("url", \.url),
        .field("count", \.count),
    ])
}

/// The data of `kinds/index.html`.
struct KindsPageData: PageData {
    static let template = "pages/kinds.xhtml"

    let common: PageCommon
    let kinds: [KindSummary]

    static let templateFields = TemplateFields<KindsPageData>("KindsPage", [
        .fields(of: \.common),
        .field("kinds", \.kinds),
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

    static let templateFields = TemplateFields<KindSummary>("KindSummary", [
        .field("name", \.name),
        .field("label", \.label),
        .field("color", \.color),
        .field("size", \.size),
        .field("hens", \.hens, "hens laying it now"),
        .field("laid", \.laid, "all time"),
        .field("thisYear", \.thisYear),
        .field("share", \.share, "of all eggs"),
        .field("perHenDay", \.perHenDay),
        .field("details", \.details),
    ])
}
