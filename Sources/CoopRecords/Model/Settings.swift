import CoopDiagnostics
import CoopValues

/// The coop's settings from `coop.yaml`; every field has a default.
public struct Settings: Sendable {
    /// The site's title as coop.yaml writes it; without one, the site says its language's
    /// default ("Our coop": `site.default-title`).
    public var title: String?
    /// A sentence about the coop, shown under the title.
    public var description: String?
    /// The currency amounts are in (default USD).
    public var currency: Currency = .usd
    /// What a dozen eggs cost at the store (`store_price`): the savings compare the edible
    /// eggs' worth at that price with what the coop spent.
    public var storePrice: Money?
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
    /// The language of the site and the app (`language:`, default `en`): the theme's
    /// catalogue `messages/<language>.yaml` says every sentence.
    public var language = "en"
    /// Where `language:` is written, for a language the theme has no catalogue for.
    public var languageLocation: SourceLocation?
    /// What a public build contains (`publish:`).
    public var publish = PublishSettings()
    /// When the calendar feed's daily "collect the eggs" reminder rings (`reminders: {collect:
    /// "18:00"}`), if it has one.
    public var collectReminder: TimeOfDay?

    /// The shape of a language's code: two or three lower-case letters, then parts after
    /// dashes (`en`, `fr`, `pt-BR`, `qps`).
    public static let languagePattern = "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$"

    /// Whether `code` has the shape of a language's code (``languagePattern``).
    public static func isLanguageCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.utf8.count), first.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.utf8.count)
                && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        }
    }
    /// Where `coop.yaml` is, when there is one.
    public var location: SourceLocation?

    /// The defaults, as used when there is no `coop.yaml`.
    public init() {}
}
