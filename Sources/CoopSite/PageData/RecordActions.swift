import CoopDiagnostics
import CoopFiles
import CoopTemplate
import CoopValues

/// The coop app's links beside a record shown on a page served by `coop serve`: Edit and
/// Remove, naming the record by its file (relative to the content folder) and line. A
/// static site has none (every record's `actions` is empty), so it carries no link to a
/// server.
struct RecordActions: TemplateData {
    let edit: String
    let remove: String

    static let templateFields = TemplateFields<RecordActions>(
        "RecordActions",
        [
            .field("edit", { $0.edit }, "the form to edit the record"),
            .field("remove", { $0.remove }, "the page to remove it, after asking"),
        ])

    /// The links for the record written at `location` (its path as shown under
    /// `contentRoot`), when `app` is on; otherwise `nil`.
    init?(_ location: SourceLocation, contentRoot: String, app: Bool) {
        guard app else { return nil }
        let relative = FilePath(contentRoot).relativePath(of: location.path) ?? location.path
        let place = "\(relative):\(location.line)"
        edit = AppRoute.edit(record: place)
        remove = AppRoute.remove(record: place)
    }

    /// The Done question of the chore written at `location`, coming back to the dashboard,
    /// when `app` is on; otherwise `nil`.
    static func choreDone(_ location: SourceLocation, contentRoot: String, app: Bool) -> String? {
        guard app else { return nil }
        let relative = FilePath(contentRoot).relativePath(of: location.path) ?? location.path
        return AppRoute.choreDone(record: "\(relative):\(location.line)", back: PageAddress.dashboard.path)
    }

}
