import CoopDiagnostics
import CoopValues

/// A hen of the flock, past or present.
public struct Hen: Sendable {
    /// Her name, unique in the flock ignoring case.
    public let name: String
    /// The lower-case ASCII form used in her page's address.
    public let slug: String
    /// Her breed, free text.
    public let breed: String?
    /// The index in ``Coop/kinds`` of the kind of egg she lays (the default kind when not given).
    public let kindIndex: Int
    /// When she hatched.
    public let hatched: CivilDate?
    /// When she joined the flock (`nil`: from the start of the records).
    public let added: CivilDate?
    /// When she laid her first egg.
    public let startedLaying: CivilDate?
    /// When she left the flock, if she has.
    public let removed: CivilDate?
    /// Why she left, of the causes the stats count (`cause`).
    public let cause: LossCause?
    /// Why she left ("fox", "rehomed").
    public let removedReason: String?
    /// Her photo's path relative to the content folder.
    public let photo: String?
    /// About her, in Markdown.
    public let about: String?
    /// Free extra facts.
    public let details: [DetailRow]
    /// Eggs she usually lays in her first year of laying, when the family says so
    /// (`expected_per_year`): it overrides her kind's and her breed's.
    public let expectedPerYear: Int?
    /// Where she is defined.
    public let location: SourceLocation

    /// Creates a hen.
    public init(
        name: String, slug: String, breed: String? = nil, kindIndex: Int = 0, hatched: CivilDate? = nil,
        added: CivilDate? = nil, startedLaying: CivilDate? = nil, removed: CivilDate? = nil,
        cause: LossCause? = nil, removedReason: String? = nil, photo: String? = nil, about: String? = nil,
        details: [DetailRow] = [], expectedPerYear: Int? = nil, location: SourceLocation
    ) {
        self.name = name
        self.slug = slug
        self.breed = breed
        self.kindIndex = kindIndex
        self.hatched = hatched
        self.added = added
        self.startedLaying = startedLaying
        self.removed = removed
        self.cause = cause
        self.removedReason = removedReason
        self.photo = photo
        self.about = about
        self.details = details
        self.expectedPerYear = expectedPerYear
        self.location = location
    }

    /// Whether she was in the flock on `day`: on or after `added` and before `removed`.
    public func isPresent(on day: CivilDate) -> Bool {
        if let added, day < added { return false }
        if let removed, day >= removed { return false }
        return true
    }

    /// Whether she was present and laying age on `day`.
    ///
    /// With `started_laying`, from that day. Without it, a hen whose `hatched` day is known
    /// is a pullet who has not started yet (the family writes the day when she does); a hen
    /// with neither date is an adult who lays from the day she joined.
    public func isLaying(on day: CivilDate) -> Bool {
        guard isPresent(on: day) else { return false }
        if let startedLaying { return day >= startedLaying }
        return hatched == nil
    }

    /// The first day she counts as laying, or `nil` if she never has (see ``isLaying(on:)``).
    public var layingSince: CivilDate? {
        if let startedLaying { return max(startedLaying, added ?? startedLaying) }
        return hatched == nil ? (added ?? CivilDate(dayNumber: Int32.min / 2)) : nil
    }
}
