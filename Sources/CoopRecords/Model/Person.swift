import CoopDiagnostics
import CoopValues

/// One stretch of time during which a person shares the eggs and costs.
public struct SharingPeriod: Sendable {
    /// The first day (`nil`: from the start of the records).
    public let from: CivilDate?
    /// The last day (`nil`: still sharing).
    public let until: CivilDate?
    /// Their shares during the period.
    public let shares: Shares
    /// Where the period is written.
    public let location: SourceLocation

    /// Creates a period.
    public init(from: CivilDate?, until: CivilDate?, shares: Shares, location: SourceLocation) {
        self.from = from
        self.until = until
        self.shares = shares
        self.location = location
    }

    /// Whether the period includes `day`.
    public func covers(_ day: CivilDate) -> Bool {
        if let from, day < from { return false }
        if let until, day > until { return false }
        return true
    }
}

/// Someone who shares the eggs and the costs, the owners included. A person listed more
/// than once in `people.yaml` is one person with several periods.
public struct Person: Sendable {
    /// The name, unique ignoring case.
    public let name: String
    /// The lower-case ASCII form used in their page's address.
    public let slug: String
    /// When they share, earliest first; the periods never overlap.
    public let periods: [SharingPeriod]
    /// Free extra facts.
    public let details: [DetailRow]
    /// Where they are first listed.
    public let location: SourceLocation

    /// Creates a person.
    public init(name: String, slug: String, periods: [SharingPeriod], details: [DetailRow] = [], location: SourceLocation) {
        self.name = name
        self.slug = slug
        self.periods = periods
        self.details = details
        self.location = location
    }

    /// Their shares on `day`, or `nil` when they are not sharing then (a buyer never is).
    public func shares(on day: CivilDate) -> Shares? {
        periods.first { $0.covers(day) && $0.shares > .zero }?.shares
    }

    /// Whether they only buy eggs: every period of theirs has `shares: 0`.
    public var isBuyer: Bool { periods.allSatisfy { $0.shares == .zero } }
}
