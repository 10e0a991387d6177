import CoopDiagnostics
import CoopEditing
import CoopFiles
import CoopLocale
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
///   otherwise; but one from a page of this site whose secret is from an earlier start of the
///   server gets its form back, filled, with the fresh secret (409,
///   ``ServeAccess/hasStaleSecret(_:secret:)``). A save or removal naming an entry
///   (`form-entry`) already applied writes nothing and answers as the first time
///   (``AppliedEntries``). With `--read-only` none of this exists: `/add.html` is the site's
///   own page and `/__coop/…` is 404.
/// - The queue of entries kept on a phone: its script and style (`GET /__coop/queue.js`,
///   `/__coop/queue.css`, ``OfflineQueue``), the form secret for it (`GET /__coop/secret`), and
///   the service worker (`GET /coop-sw.js`, ``OfflineCache``).
final class CoopApp: Sendable {
    let access: ServeAccess
    let options: @Sendable () -> SiteOptions
    let log: @Sendable (String) -> Void
    let changes = ChangeLog()
    /// The content files parsed by earlier requests and builds, and the content last read or
    /// checked without errors: a request parses only what changed since, and reads nothing
    /// again when nothing changed.
    let parses: SharedParseCache
    /// Told after every write (a save, a removal, an undo), once the file is written.
    let written: @Sendable () -> Void
    /// The entries saved or removed already, by the name the phone gave them (`form-entry`).
    let entries: AppliedEntries

    /// The app writing into the content folder `options` names, as `access` allows, reading
    /// through `parses` (shared with the builds of the site); `log` receives a line for every
    /// change, and `written` is called after it is written (`coop serve` builds the site
    /// then, from the content the write checked).
    init(
        access: ServeAccess, options: @escaping @Sendable () -> SiteOptions, parses: SharedParseCache = SharedParseCache(),
        log: @escaping @Sendable (String) -> Void = { _ in }, written: @escaping @Sendable () -> Void = {}
    ) {
        self.access = access
        self.options = options
        self.parses = parses
        self.log = log
        self.written = written
        entries = AppliedEntries(file: StateFolder(content: options().content).prepared(.entries), log: log)
    }

    /// The headers on every answer of the app: no page of another origin may show its pages
    /// in a frame. A page elsewhere could otherwise frame the removal question, hide it
    /// (opacity 0.01) under a button of its own, and have one real click remove a record
    /// (clickjacking). The site's own pages stay frameable, for editors' previews: a click in
    /// such a frame that leads to a form is refused there, since every ancestor of a frame
    /// must be the server itself. `X-Frame-Options` for browsers that do not read the
    /// `frame-ancestors` of a CSP.
    static let unframedHeaders: [(name: String, value: String)] = [
        ("Content-Security-Policy", "frame-ancestors 'self'"),
        ("X-Frame-Options", "SAMEORIGIN"),
    ]

    /// Whether the app answers requests for `path` (as written in the request line).
    func answers(_ path: Substring) -> Bool {
        guard !access.readOnly else { return false }
        return [
            AppRoute.add.path, AppRoute.edit.path, AppRoute.save.path, AppRoute.remove.path, AppRoute.done.path, AppRoute.undo.path,
            AppRoute.style.path, AppRoute.settings.path, AppRoute.secret.path, AppRoute.queue.path, AppRoute.queueStyle.path,
            AppRoute.serviceWorker.path, AppRoute.choreDone.path, AppRoute.offline.path,
        ]
        .contains(String(path))
    }

    /// The answer to `request`, for a path the app ``answers(_:)``; `site` is the site being
    /// served, whose theme renders the app's pages in its frame.
    func respond(to request: HTTPRequest, site: SiteVersion?) -> SiteResponder.Answer {
        let head = request.head
        let path = String(head.path)
        // The served site's words, read with its theme; without a site, read now.
        let words = site?.words ?? options().words()
        // The languages the settings can choose: the theme's.
        let languages = site?.languages ?? []
        let query =
            head.target.firstIndex(of: "?").map { FormData(encoded: Array(head.target[head.target.index(after: $0)...].utf8)) }
            ?? FormData()
        guard let query else { return plain(.badRequest, words(.brokenEscape)) }
        let page: Page = { page, status in
            guard let body = site?.appPage(page, today: self.options().today) else {
                return self.plain(.serviceUnavailable, "coop serve: the theme has errors; the terminal says which")
            }
            return SiteResponder.Answer(
                status: status, headers: [("Content-Type", SiteResponder.html)],
                body: OfflineQueue.inject(into: body, words: words))
        }
        switch (head.method, path) {
        case ("GET", AppRoute.queue.path), ("HEAD", AppRoute.queue.path):
            return SiteResponder.Answer(
                status: .ok, headers: [("Content-Type", "text/javascript; charset=utf-8")], body: Array(OfflineQueue.script.utf8))
        case ("GET", AppRoute.queueStyle.path), ("HEAD", AppRoute.queueStyle.path):
            return SiteResponder.Answer(
                status: .ok, headers: [("Content-Type", "text/css; charset=utf-8")], body: Array(OfflineQueue.style.utf8))
        case ("GET", AppRoute.serviceWorker.path), ("HEAD", AppRoute.serviceWorker.path):
            return SiteResponder.Answer(
                status: .ok, headers: [("Content-Type", "text/javascript; charset=utf-8")],
                body: Array(OfflineCache.script.utf8))
        case ("GET", AppRoute.secret.path), ("HEAD", AppRoute.secret.path):
            guard access.permitsSameOriginRead(head) else { return plain(.forbidden, words(.notAForm)) }
            return SiteResponder.Answer(
                status: .ok, headers: [("Content-Type", "application/json")], body: Array("{\"secret\":\"\(access.formSecret)\"}".utf8))
        case ("GET", AppRoute.style.path), ("HEAD", AppRoute.style.path):
            return SiteResponder.Answer(status: .ok, headers: [("Content-Type", "text/css; charset=utf-8")], body: Array(AppStyle.css.utf8))
        case ("GET", AppRoute.add.path), ("HEAD", AppRoute.add.path):
            let kind =
                query[AppRoute.Parameter.kind.rawValue].flatMap(RecordKind.init(noun:)).flatMap {
                    RecordKind.appKinds.contains($0) ? $0 : nil
                }
                ?? .eggs
            var preset = FormData()
            for name in [AppRoute.Parameter.date, .person, .hen] {
                preset.set(name == .hen ? FieldKey.hens.name : name.rawValue, query[name.rawValue])
            }
            if kind == .eggs, let hen = query[AppRoute.Parameter.hen.rawValue] { preset.set("hen." + hen, "1") }
            let context = self.context(words)
            let back = Self.sitePath(query[AppRoute.Parameter.back.rawValue]) ?? Self.referringPage(head)
            let form = RecordForm.adding(kind, today: context.today, preset: preset, back: back)
            return page(
                .form(form.page(path: path, coop: context.coop, secret: access.formSecret, today: context.today, words: context.words)),
                .ok)
        case ("GET", AppRoute.edit.path), ("HEAD", AppRoute.edit.path):
            let context = self.context(words)
            guard let place = query[AppRoute.Parameter.record.rawValue].flatMap(RecordPlace.init),
                let form = RecordForm.editing(
                    place, editor: context.editor, coop: context.coop,
                    back: Self.sitePath(query[AppRoute.Parameter.back.rawValue]) ?? Self.referringPage(head))
            else { return page(notice(.missingRecord, path: path, words: words), .notFound) }
            return page(
                .form(form.page(path: path, coop: context.coop, secret: access.formSecret, today: context.today, words: context.words)),
                .ok)
        case ("GET", AppRoute.settings.path), ("HEAD", AppRoute.settings.path):
            let context = self.context(words)
            guard let form = RecordForm.settings(editor: context.editor, back: Self.referringPage(head)) else {
                return page(notice(.missingRecord, path: path, words: words), .notFound)
            }
            return page(
                .form(
                    form.page(
                        path: path, coop: context.coop, secret: access.formSecret, today: context.today, words: context.words,
                        languages: languages)), .ok)
        case ("GET", AppRoute.remove.path), ("HEAD", AppRoute.remove.path):
            let context = self.context(words)
            guard let place = query[AppRoute.Parameter.record.rawValue].flatMap(RecordPlace.init), let kind = RecordKind(place: place),
                let text = context.editor.recordText(at: place)
            else { return page(notice(.missingRecord, path: path, words: words), .notFound) }
            let back = Self.sitePath(query[AppRoute.Parameter.back.rawValue]) ?? Self.referringPage(head)
            return page(removal(place, kind: kind, text: text, back: back, words: words), .ok)
        case ("GET", AppRoute.choreDone.path), ("HEAD", AppRoute.choreDone.path):
            let context = self.context(words)
            guard let place = query[AppRoute.Parameter.record.rawValue].flatMap(RecordPlace.init),
                let chore = Self.chore(at: place, in: context.coop)
            else { return page(notice(.missingRecord, path: path, words: words), .notFound) }
            let back = Self.sitePath(query[AppRoute.Parameter.back.rawValue]) ?? Self.referringPage(head)
            return page(choreDone(place, chore: chore, day: context.today, back: back, words: words), .ok)
        case ("GET", AppRoute.offline.path), ("HEAD", AppRoute.offline.path):
            return page(notice(.offline, path: path, words: words), .ok)
        case ("GET", AppRoute.done.path), ("HEAD", AppRoute.done.path):
            guard let name = query[AppRoute.Parameter.change.rawValue], let entry = changes.entry(name) else {
                return page(notice(.forgottenChange, path: path, words: words), .notFound)
            }
            return page(done(entry, name: name, words: words), .ok)
        case ("POST", AppRoute.save.path), ("POST", AppRoute.remove.path), ("POST", AppRoute.undo.path),
            ("POST", AppRoute.choreDone.path):
            guard let form = FormData(encoded: request.body) else { return plain(.badRequest, words(.unreadableForm)) }
            guard access.permitsWrite(head, secret: form["form-secret"]) else {
                if path != AppRoute.undo.path, access.hasStaleSecret(head, secret: form["form-secret"]) {
                    return restarted(form, path: path, words: words, languages: languages, page: page)
                }
                return page(notice(.refusedWrite, path: path, words: words), .forbidden)
            }
            switch path {
            case AppRoute.save.path: return save(form, path: path, words: words, languages: languages, page: page)
            case AppRoute.choreDone.path: return markDone(form, words: words, page: page)
            case AppRoute.remove.path: return remove(form, path: path, words: words, page: page)
            default: return undo(form, words: words, page: page)
            }
        default:
            return SiteResponder.Answer(
                status: .methodNotAllowed,
                headers: [
                    (
                        "Allow",
                        AppRoute(rawValue: path).map {
                            ![.style, .add, .settings, .secret, .queue, .queueStyle, .serviceWorker, .offline].contains($0)
                        }
                            ?? false ? "GET, HEAD, POST" : "GET, HEAD"
                    )
                ]
            )
        }
    }

    /// What a request needs: the editor, the coop as the files say now, today, and `words`, the
    /// language the pages are in.
    func context(_ words: Words) -> (editor: ContentEditor, coop: Coop, today: CivilDate, words: Words) {
        let options = options()
        let editor = ContentEditor(directory: options.content, displayRoot: options.contentDisplay, today: options.today, parses: parses)
        let coop = parses.load(from: options.content, displayRoot: options.contentDisplay, today: options.today).coop
        return (editor, coop, options.today, words)
    }

    /// The page of the site a form was opened from, as a way back, when its link said none
    /// (the Edit and Remove links beside records): the `Referer` the browser sends for a
    /// page of this server (`Referrer-Policy: same-origin`), if it is a page of the site
    /// rather than one of the app's.
    static func referringPage(_ head: HTTPRequestHead) -> String? {
        guard let referer = head.field("referer"), let host = head.field("host") else { return nil }
        // `https://` for a page served through a reverse proxy that adds TLS (docs/serve.md).
        guard let origin = ["http://" + host + "/", "https://" + host + "/"].first(where: referer.hasPrefix) else { return nil }
        let path = String(referer.dropFirst(origin.count))
        guard !path.hasPrefix("__coop/"), path != String(AppRoute.add.path.dropFirst()) else { return nil }
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
