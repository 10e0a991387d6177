import CoopDiagnostics
import CoopEditing
import CoopRecords
import CoopSite
import CoopValues

/// The coop app: what `coop serve` adds to the site so that records can be added, edited and
/// removed from a browser, a phone at the coop included.
///
/// - `GET /add.html` is the add form (`?kind=note`, and `hen=`, `person=`, `date=`, `back=`
///   to start from a page's context) instead of the static page of instructions.
/// - `GET /__coop/edit?record=notes.yaml:12` is the form filled from the record written
///   there; `GET /__coop/remove?record=…` asks before removing it.
/// - `POST /__coop/save` and `POST /__coop/remove` write, through ``ContentEditor``: checked
///   with every rule of `coop check` first, atomically, under the content folder's lock,
///   every other byte of the file kept. A problem comes back in the form (422), with the
///   message and its file, line and column, and nothing is written. Success answers 303 to
///   `GET /__coop/done?change=…`, which shows what was written and offers Undo
///   (`POST /__coop/undo`).
/// - Every `POST` must pass ``ServeAccess/permitsWrite(_:secret:)``: 403 and nothing written
///   otherwise. With `--read-only` none of this exists: `/add.html` is the site's own page
///   and `/__coop/…` is 404.
final class CoopApp: Sendable {
    static let addPath = "/add.html"
    static let editPath = "/__coop/edit"
    static let savePath = "/__coop/save"
    static let removePath = "/__coop/remove"
    static let donePath = "/__coop/done"
    static let undoPath = "/__coop/undo"
    static let stylePath = "/__coop/app.css"

    private let access: ServeAccess
    private let options: @Sendable () -> SiteOptions
    private let log: @Sendable (String) -> Void
    private let changes = ChangeLog()
    /// The content files parsed by earlier requests: a request parses only what changed since.
    private let parses = SharedParseCache()

    /// The app writing into the content folder `options` names, as `access` allows; `log`
    /// receives a line for every change.
    init(access: ServeAccess, options: @escaping @Sendable () -> SiteOptions, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.access = access
        self.options = options
        self.log = log
    }

    /// Whether the app answers requests for `path` (as written in the request line).
    func answers(_ path: Substring) -> Bool {
        guard !access.readOnly else { return false }
        return [Self.addPath, Self.editPath, Self.savePath, Self.removePath, Self.donePath, Self.undoPath, Self.stylePath]
            .contains(String(path))
    }

    /// The answer to `request`, for a path the app ``answers(_:)``; `frame` is the served
    /// site's add page, whose frame the app's pages borrow.
    func respond(to request: HTTPRequest, frame: [UInt8]?) -> SiteResponder.Answer {
        let head = request.head
        let path = String(head.path)
        let query =
            head.target.firstIndex(of: "?").map { FormData(encoded: Array(head.target[head.target.index(after: $0)...].utf8)) }
            ?? FormData()
        guard let query else { return plain(.badRequest, "The address has a broken %-escape.") }
        let page = { (title: String, main: String, status: HTTPStatus) in
            SiteResponder.Answer(
                status: status, headers: [("Content-Type", SiteResponder.html)],
                body: AppPage.make(path: path, title: title, main: main, frame: frame))
        }
        switch (head.method, path) {
        case ("GET", Self.stylePath), ("HEAD", Self.stylePath):
            return SiteResponder.Answer(status: .ok, headers: [("Content-Type", "text/css; charset=utf-8")], body: Array(AppStyle.css.utf8))
        case ("GET", Self.addPath), ("HEAD", Self.addPath):
            let kind = query["kind"].flatMap(RecordKind.init(rawValue:)) ?? .eggs
            var preset = FormData()
            for name in ["date", "person", "hen"] { preset.set(name == "hen" ? "hens" : name, query[name]) }
            if kind == .eggs, let hen = query["hen"] { preset.set("hen." + hen, "1") }
            let context = self.context()
            let back = Self.sitePath(query["back"]) ?? Self.referringPage(head)
            let form = RecordForm.adding(kind, today: context.today, preset: preset, back: back)
            return page(
                "Add \(kind.title.lowercased())", form.html(coop: context.coop, secret: access.formSecret, today: context.today), .ok)
        case ("GET", Self.editPath), ("HEAD", Self.editPath):
            let context = self.context()
            guard let place = query["record"].flatMap(RecordPlace.init),
                let form = RecordForm.editing(
                    place, editor: context.editor, coop: context.coop, back: Self.sitePath(query["back"]) ?? Self.referringPage(head))
            else { return page("Not found", AppWording.missingRecord, .notFound) }
            return page(
                "Edit \(form.kind.title.lowercased())", form.html(coop: context.coop, secret: access.formSecret, today: context.today), .ok)
        case ("GET", Self.removePath), ("HEAD", Self.removePath):
            let context = self.context()
            guard let place = query["record"].flatMap(RecordPlace.init), let kind = RecordKind(place: place),
                let text = context.editor.recordText(at: place)
            else { return page("Not found", AppWording.missingRecord, .notFound) }
            let back = Self.sitePath(query["back"]) ?? Self.referringPage(head)
            return page("Remove \(kind.title.lowercased())", removal(place, kind: kind, text: text, back: back), .ok)
        case ("GET", Self.donePath), ("HEAD", Self.donePath):
            guard let name = query["change"], let entry = changes.entry(name) else {
                return page("Not found", AppWording.forgottenChange, .notFound)
            }
            return page(entry.undone ? "Undone" : "\(entry.verb)", done(entry, name: name), .ok)
        case ("POST", Self.savePath), ("POST", Self.removePath), ("POST", Self.undoPath):
            guard let form = FormData(encoded: request.body) else { return plain(.badRequest, "The form could not be read.") }
            guard access.permitsWrite(head, secret: form["form-secret"]) else {
                return page("Not allowed", AppWording.refusedWrite, .forbidden)
            }
            switch path {
            case Self.savePath: return save(form, page: page)
            case Self.removePath: return remove(form, page: page)
            default: return undo(form, page: page)
            }
        default:
            return SiteResponder.Answer(
                status: .methodNotAllowed,
                headers: [("Allow", path.hasPrefix("/__coop/") && path != Self.stylePath ? "GET, HEAD, POST" : "GET, HEAD")])
        }
    }

    /// What a request needs: the editor, the coop as the files say now, today.
    private func context() -> (editor: ContentEditor, coop: Coop, today: CivilDate) {
        let options = options()
        let editor = ContentEditor(directory: options.content, displayRoot: options.contentDisplay, today: options.today, parses: parses)
        let coop = parses.load(from: options.content, displayRoot: options.contentDisplay, today: options.today).coop
        return (editor, coop, options.today)
    }

    private typealias Page = (String, String, HTTPStatus) -> SiteResponder.Answer

    /// Saves a form: 303 to the confirmation, or the form again with the problem (422).
    private func save(_ values: FormData, page: Page) -> SiteResponder.Answer {
        guard var form = RecordForm(submitted: values) else { return plain(.badRequest, "The form is not one coop serve made.") }
        form.back = Self.sitePath(form.back)
        let context = self.context()
        do {
            let change = try form.save(with: context.editor, coop: context.coop)
            let verb = form.editing == nil ? "Added" : "Changed"
            return confirm(
                ChangeLog.Entry(
                    verb: verb, kind: form.kind, file: change.file, line: change.line, lines: change.lines, undo: change.undo,
                    back: form.back))
        } catch {
            form.problem = AppProblem(error)
            let title = "\(form.editing == nil ? "Add" : "Edit") \(form.kind.title.lowercased())"
            return page(title, form.html(coop: context.coop, secret: access.formSecret, today: context.today), .unprocessableContent)
        }
    }

    /// Removes a record: 303 to the confirmation, or the question again with the problem.
    private func remove(_ values: FormData, page: Page) -> SiteResponder.Answer {
        guard let place = values["form-record"].flatMap(RecordPlace.init), let kind = RecordKind(place: place),
            let fingerprint = values["form-fingerprint"]
        else { return plain(.badRequest, "The form is not one coop serve made.") }
        let context = self.context()
        let back = Self.sitePath(values["form-back"])
        do {
            let change = try context.editor.remove(at: place, expecting: fingerprint)
            return confirm(
                ChangeLog.Entry(
                    verb: "Removed", kind: kind, file: change.file, line: change.line, lines: change.lines, undo: change.undo, back: back))
        } catch {
            let text = context.editor.recordText(at: place) ?? ""
            return page(
                "Remove \(kind.title.lowercased())", removal(place, kind: kind, text: text, back: back, problem: AppProblem(error)),
                .unprocessableContent)
        }
    }

    /// Undoes a change the app made, if its file is still as the change left it.
    private func undo(_ values: FormData, page: Page) -> SiteResponder.Answer {
        guard let name = values["form-change"], let entry = changes.entry(name) else {
            return page("Not found", AppWording.forgottenChange, .notFound)
        }
        guard !entry.undone else { return page("Undone", done(entry, name: name), .ok) }
        do {
            _ = try context().editor.undo(entry.undo)
            changes.markUndone(name)
            log("Undid the change to \(entry.file), from the coop app")
            return see(Self.donePath + "?change=" + name)
        } catch {
            let problem = "<div class=\"app-problem\" role=\"alert\">\(AppProblem(error).html)</div>"
            return page("Not undone", "<h1>Not undone</h1>" + problem + done(entry, name: name, undoable: false), .conflict)
        }
    }

    /// Remembers a change and sends the browser to its confirmation (so that reloading it
    /// does not save again).
    private func confirm(_ entry: ChangeLog.Entry) -> SiteResponder.Answer {
        log("\(entry.verb) \(entry.kind.withArticle) in \(entry.file), line \(entry.line), from the coop app")
        return see(Self.donePath + "?change=" + changes.record(entry))
    }

    private func see(_ location: String) -> SiteResponder.Answer {
        SiteResponder.Answer(status: .seeOther, headers: [("Location", location)])
    }

    private func plain(_ status: HTTPStatus, _ text: String) -> SiteResponder.Answer {
        SiteResponder.Answer(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array((text + "\n").utf8))
    }

    /// The question before removing the record at `place`: what it says, and a Remove button.
    private func removal(_ place: RecordPlace, kind: RecordKind, text: String, back: String?, problem: AppProblem? = nil) -> String {
        let context = self.context()
        var out = "<header class=\"page-head\"><h1>Remove this \(HTML.text(kind.title.lowercased()))?</h1>"
        out +=
            "<p class=\"summary\">These lines will be taken out of <code>\(HTML.text(place.path))</code>; every other line stays. You can undo it on the next page.</p></header>"
        if let problem {
            out += "<div class=\"app-problem\" role=\"alert\"><h2>Not removed</h2>\(problem.html)</div>"
        }
        out += "<pre class=\"app-lines\">\(HTML.text(text))</pre>"
        out += "<form class=\"app-form\" method=\"post\" action=\"\(Self.removePath)\">" + HTML.hidden("form-secret", access.formSecret)
        out += HTML.hidden("form-record", place.description) + HTML.hidden("form-fingerprint", context.editor.fingerprint(at: place) ?? "")
        if let back { out += HTML.hidden("form-back", back) }
        out += "<div class=\"app-actions\"><button type=\"submit\" class=\"app-save app-danger\">Remove</button>"
        out += "<a href=\"\(Self.editPath)?record=\(HTML.queryValue(place.description))\">Edit it instead</a>"
        if let back { out += "<a href=\"/\(HTML.attribute(back))\">Cancel</a>" }
        return out + "</div></form>"
    }

    /// The confirmation of a change: what was written where, Undo, and the ways on.
    private func done(_ entry: ChangeLog.Entry, name: String, undoable: Bool = true) -> String {
        let what = entry.kind.title.lowercased()
        var out = "<header class=\"page-head\"><h1>"
        out += entry.undone ? "Undone" : "\(entry.verb) \(entry.kind == .eggs ? "the egg count" : "the \(what)")"
        out += "</h1><p class=\"summary\">"
        out +=
            entry.undone
            ? "<code>\(HTML.text(entry.file))</code> is back as it was."
            : "In <code>\(HTML.text(entry.file))</code>, line \(entry.line):"
        out += "</p></header>"
        if !entry.undone {
            out +=
                "<pre class=\"app-lines\(entry.verb == "Removed" ? " app-removed" : "")\">\(HTML.text(entry.lines.joined(separator: "\n")))</pre>"
            if undoable {
                out +=
                    "<form class=\"app-form app-undo\" method=\"post\" action=\"\(Self.undoPath)\">"
                    + HTML.hidden("form-secret", access.formSecret)
                out += HTML.hidden("form-change", name) + "<button type=\"submit\">Undo</button></form>"
            }
        }
        let back = entry.back.map { "<a href=\"/\(HTML.attribute($0))\">Back to the page</a>" } ?? ""
        out +=
            "<p class=\"app-next\">\(back)<a href=\"/\">The dashboard</a><a href=\"\(Self.addPath)?kind=\(entry.kind.rawValue)\">Add another \(HTML.text(what))</a></p>"
        return out
    }

    /// The page of the site a form was opened from, as a way back, when its link said none
    /// (the Edit and Remove links beside records): the `Referer` the browser sends for a
    /// page of this server (`Referrer-Policy: same-origin`), if it is a page of the site
    /// rather than one of the app's.
    static func referringPage(_ head: HTTPRequestHead) -> String? {
        guard let referer = head.field("referer"), let host = head.field("host") else { return nil }
        let origin = "http://" + host + "/"
        guard referer.hasPrefix(origin) else { return nil }
        let path = String(referer.dropFirst(origin.count))
        guard !path.hasPrefix("__coop/"), path != String(addPath.dropFirst()) else { return nil }
        return sitePath(path.isEmpty ? "index.html" : path)
    }

    /// `path` if it names a page of the site (`list/expenses.html`), as a way back; else `nil`.
    static func sitePath(_ path: String?) -> String? {
        guard let path, !path.hasPrefix("/"), SitePath.resolve("/" + path) != nil, !path.contains("?"), !path.contains("#") else {
            return nil
        }
        return path
    }
}
