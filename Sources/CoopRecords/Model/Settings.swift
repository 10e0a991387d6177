import CoopDiagnostics
import CoopValues

/// The coop's settings from `coop.yaml`; every field has a default.
public struct Settings: Sendable {
    /// The site's title (default "Our coop").
    public var title: String = "Our coop"
    /// A sentence about the coop, shown under the title.
    public var description: String?
    /// The currency amounts are in (default USD).
    public var currency: Currency = .usd
    /// The first day of the week for weekly totals (default Monday).
    public var weekStart: Weekday = .monday
    /// Latitude in degrees, for the day-length overlay on graphs.
    public var latitude: Double?
    /// The weekly egg goal, for goal progress and streaks.
    public var weeklyGoal: Int?
    /// The site's public address, for absolute links in feeds (http or https).
    public var baseURL: String?
    /// Where the content files can be edited online; "Add" links point here.
    public var editURL: String?
    /// Where `coop.yaml` is, when there is one.
    public var location: SourceLocation?

    /// The defaults, as used when there is no `coop.yaml`.
    public init() {}
}
