import CoopTemplate
import CoopValues

/// The question before ticking off a chore (`pages/app-chore-done.xhtml`): the chore, the day
/// it will say, and Done.
public struct AppChoreDonePage: TemplateData, Sendable {
    /// The page's address (where its form posts) and its title.
    public var path: String, title: String
    /// The chore's title.
    public var chore: String
    /// The day written into its `done` days.
    public var day: CivilDate
    /// Why the last try failed.
    public var problem: AppProblemData?
    /// The hidden fields: the form's secret, the chore's place, the page to go back to.
    public var hidden: [AppHidden]
    /// The page to go back to.
    public var cancelURL: String?

    /// A question before ticking off `chore` on `day`.
    public init(
        path: String, title: String, chore: String, day: CivilDate, problem: AppProblemData?, hidden: [AppHidden], cancelURL: String?
    ) {
        (self.path, self.title, self.chore, self.day) = (path, title, chore, day)
        (self.problem, self.hidden, self.cancelURL) = (problem, hidden, cancelURL)
    }

    public static let templateFields = TemplateFields<AppChoreDonePage>(
        "AppChoreDonePage",
        [
            .field("path", { $0.path }), .field("title", { $0.title }), .field("chore", { $0.chore }, "the chore's title"),
            .field("day", { $0.day }, "the day written into its done days"), .field("problem", { $0.problem }),
            .field("hidden", { $0.hidden }), .field("cancelURL", { $0.cancelURL }),
        ])
}
