import CoopRecords
import CoopValues

/// The addresses `coop serve` answers besides the site's pages, each declared once: the
/// server routes requests by them, and the served site's pages and the coop app's pages link
/// to them through the functions below. The site itself never spells one.
public enum AppRoute: String, CaseIterable, Sendable {
    /// The add form (the static site's add page, under `coop serve`).
    case add = "/add.html"
    /// The form to edit a record: `?record=notes.yaml:12`.
    case edit = "/__coop/edit"
    /// Where a form is posted.
    case save = "/__coop/save"
    /// The question before removing a record (GET), and the removal (POST).
    case remove = "/__coop/remove"
    /// The confirmation of a change, with its Undo: `?change=…`.
    case done = "/__coop/done"
    /// Where an Undo is posted.
    case undo = "/__coop/undo"
    /// The form of the coop's settings (coop.yaml), posted to ``save``.
    case settings = "/__coop/settings"
    /// The app's stylesheet.
    case style = "/__coop/app.css"
    /// The live-reload event stream.
    case events = "/__coop/events"
    /// The polled address of pages served by an older `coop serve`.
    case changes = "/__coop/changes"
    /// The pairing address: `?code=…`.
    case pair = "/__coop/pair"
    /// The form secret, as JSON, for the queue script of pages of this site: entries kept on
    /// a phone are sent with it after a restart of `coop serve`.
    case secret = "/__coop/secret"
    /// The queue script, on every page `coop serve` serves: it sends the app's forms and keeps
    /// on the phone what cannot be sent yet.
    case queue = "/__coop/queue.js"
    /// The style of the queue's panel of waiting entries, linked by the queue script.
    case queueStyle = "/__coop/queue.css"
    /// The service worker, at the root so that its scope is the whole site: the app and the
    /// site's pages open without a network.
    case serviceWorker = "/coop-sw.js"
    /// The question before ticking off a chore (GET), and the tick (POST): `?record=chores.yaml:5`.
    case choreDone = "/__coop/chore-done"
    /// The page the service worker keeps, shown for a page only `coop serve` makes (a form
    /// to edit, a question) asked for while the phone cannot reach it.
    case offline = "/__coop/offline"

    /// The address.
    public var path: String { rawValue }

    /// The names of the addresses' query parameters.
    public enum Parameter: String, CaseIterable, Sendable {
        case kind, record, back, date, hen, person, change, code
    }

    /// The add form of `kind` (its noun), started from the values given, coming back to `back`.
    public static func add(
        _ kind: RecordKind, date: CivilDate? = nil, hen: String? = nil, person: String? = nil, back: String? = nil
    )
        -> String
    {
        AppRoute.add.with([
            (.kind, kind.noun), (.date, date?.iso), (.hen, hen), (.person, person), (.back, back),
        ])
    }

    /// The edit form of the record at `place` (`notes.yaml:12`).
    public static func edit(record place: String, back: String? = nil) -> String { edit.with([(.record, place), (.back, back)]) }

    /// The question before removing the record at `place`.
    public static func remove(record place: String, back: String? = nil) -> String { remove.with([(.record, place), (.back, back)]) }

    /// The question before ticking off the chore at `place` (`chores.yaml:5`) as done today.
    public static func choreDone(record place: String, back: String? = nil) -> String {
        choreDone.with([(.record, place), (.back, back)])
    }

    /// The confirmation of the change named `name`.
    public static func done(change name: String) -> String { done.with([(.change, name)]) }

    /// The address with the query of the parameters that have a value, each percent-encoded.
    public func with(_ parameters: [(Parameter, String?)]) -> String {
        let query = parameters.compactMap { name, value in value.map { name.rawValue + "=" + Hexadecimal.queryEncoded($0) } }
        return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
    }
}
