/// The fields of every record kind: the one description the reader checks keys against and
/// `coop schema` writes JSON Schemas from, so the two cannot drift apart.
public enum ContentFormat {
    /// What a field holds.
    public enum Value: Sendable, Equatable {
        case text, markdown, date, count, positiveCount, money, shares, bool, words, details, color, url, currency
        case weekday, latitude, goal, path
        /// A language's code: `en`, `fr`, `pt-BR`.
        case language
        /// The name of a kind, hen or person (completed from the coop's own names).
        case kindName, henName, henNames, personName
    }

    /// One field of a record.
    public struct Field: Sendable {
        /// The key as written.
        public let name: String
        /// What it holds.
        public let value: Value
        /// Whether the record needs it.
        public let required: Bool
        /// A sentence for people (and for editors' hover help).
        public let summary: String

        init(_ name: String, _ value: Value, required: Bool = false, _ summary: String) {
            self.name = name
            self.value = value
            self.required = required
            self.summary = summary
        }
    }

    /// `coop.yaml`.
    public static let settings = [
        Field("title", .text, "The site's title (default \"Our coop\")."),
        Field("description", .text, "A sentence about the coop, shown under the title."),
        Field("currency", .currency, "The ISO 4217 currency code of amounts (default USD)."),
        Field("week_starts", .weekday, "The first day of the week for weekly totals: monday or sunday."),
        Field("latitude", .latitude, "Degrees north (negative: south), for day length on graphs."),
        Field("goal", .goal, "A weekly goal: {eggs_per_week: 30}."),
        Field("base_url", .url, "The site's address, for absolute links in feeds (http or https)."),
        Field("edit_url", .url, "Where the content files can be edited online; Add links point there."),
        Field("language", .language, "The language of the site and the app: en (the default), or another the theme has."),
    ]

    /// A kind of egg in `kinds.yaml`.
    public static let kind = [
        Field("name", .text, required: true, "The name used in egg files (brown)."),
        Field("label", .text, "Shown instead of the name."),
        Field("color", .color, "A CSS colour for charts: hex in quotes (\"#9c5a2e\") or a name."),
        Field("size", .text, "The egg size."),
        Field(
            "expected_per_year", .positiveCount,
            "Eggs a hen laying this kind usually lays in her first year of laying, for hens without their own; overrides the breed's."),
        Field("details", .details, "Free facts, shown as a table."),
    ]

    /// A hen in `hens.yaml` or `hens/`.
    public static let hen = [
        Field("name", .text, required: true, "Her name, unique in the flock."),
        Field("breed", .text, "Her breed."),
        Field("kind", .kindName, "The kind of egg she lays (default: the first kind)."),
        Field("hatched", .date, "When she hatched."),
        Field("added", .date, "When she joined the flock."),
        Field("started_laying", .date, "Her first egg."),
        Field("removed", .date, "When she left the flock."),
        Field("removed_reason", .text, "Why she left."),
        Field("photo", .path, "A photo, by its path in the content folder."),
        Field("about", .markdown, "About her, in Markdown."),
        Field("expected_per_year", .positiveCount, "Eggs she usually lays in her first year of laying; overrides her kind's and breed's."),
        Field("details", .details, "Free facts, shown as a table."),
    ]

    /// A note in `notes.yaml` or `notes/`.
    public static let note = [
        Field("date", .date, required: true, "The day, or the first day of a span."),
        Field("until", .date, "The last day of a span."),
        Field("title", .text, required: true, "The title: the label on graphs."),
        Field("tags", .words, "Tags: a list like [molt, health] or one word."),
        Field("hens", .henNames, "Hens it concerns."),
        Field("text", .markdown, "The text, in Markdown."),
    ]

    /// A person in `people.yaml`.
    public static let person = [
        Field("name", .text, required: true, "The person or family; listed again for another period."),
        Field("shares", .shares, "Their part of the eggs and costs (default 1); 0 for a buyer, who shares neither."),
        Field("from", .date, "When they start sharing (default: from the start)."),
        Field("until", .date, "When they stop (default: still sharing)."),
        Field("details", .details, "Free facts, shown as a table."),
    ]

    /// An expense in `expenses.yaml` or `expenses/`.
    public static let expense = [
        Field("date", .date, required: true, "The day it was paid."),
        Field("item", .text, required: true, "What was bought."),
        Field("amount", .money, required: true, "How much, like 24.99."),
        Field("consumable", .bool, "false for a one-time cost (default true)."),
        Field("shared", .bool, "false for the payer's own cost (default true)."),
        Field("paid_by", .personName, "Who paid (default: the pot)."),
        Field("tags", .words, "Tags: a list like [feed] or one word."),
    ]

    /// A contribution in `contributions.yaml`.
    public static let contribution = [
        Field("date", .date, required: true, "The day it was paid."),
        Field("person", .personName, required: true, "Who paid into the pot."),
        Field("amount", .money, required: true, "How much, like 20."),
        Field("note", .text, "What it was for."),
    ]

    /// A delivery in `deliveries.yaml`.
    public static let delivery = [
        Field("date", .date, required: true, "The day the eggs were handed over."),
        Field("person", .personName, required: true, "Who received them."),
        Field("eggs", .positiveCount, required: true, "How many eggs."),
        Field("paid", .money, "Money received for them: a sale, like 4.00."),
        Field("note", .text, "A remark."),
    ]
}
