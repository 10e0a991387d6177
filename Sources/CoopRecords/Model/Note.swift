import CoopDiagnostics
import CoopValues

/// Something worth remembering on a day or over a span: a molt, a new hen, a fox.
public struct Note: Sendable {
    /// The day, or the first day of a span.
    public let date: CivilDate
    /// The last day of a span, if it is one.
    public let until: CivilDate?
    /// The title, shown as the label on graphs.
    public let title: String
    /// Tags, for filtering graphs and tag pages.
    public let tags: [String]
    /// Indexes in ``Coop/hens`` of the hens it concerns.
    public let henIndexes: [Int]
    /// The text, in Markdown.
    public let text: String?
    /// Where it is written.
    public let location: SourceLocation

    /// Creates a note.
    public init(
        date: CivilDate, until: CivilDate? = nil, title: String, tags: [String] = [], henIndexes: [Int] = [],
        text: String? = nil, location: SourceLocation
    ) {
        self.date = date
        self.until = until
        self.title = title
        self.tags = tags
        self.henIndexes = henIndexes
        self.text = text
        self.location = location
    }

    /// Whether the note covers `day`.
    public func covers(_ day: CivilDate) -> Bool { day >= date && day <= (until ?? date) }

    /// Whether the note covers any day from `first` through `last`.
    public func overlaps(from first: CivilDate, through last: CivilDate) -> Bool { date <= last && (until ?? date) >= first }
}
