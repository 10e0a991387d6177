import CoopEditing
import CoopLocale
import CoopRecords
import CoopSite

/// The app's writes: a form saved, a record removed, a change undone; each answered with a
/// 303 to its confirmation, or the form again with the problem.
extension CoopApp {
    typealias Page = (String, String, HTTPStatus) -> SiteResponder.Answer

    /// Saves a form: 303 to the confirmation, or the form again with the problem (422).
    func save(_ values: FormData, page: Page) -> SiteResponder.Answer {
        guard var form = RecordForm(submitted: values) else { return plain(.badRequest, "The form is not one coop serve made.") }
        form.back = Self.sitePath(form.back)
        let context = self.context()
        do {
            let change = try form.save(with: context.editor, coop: context.coop, words: context.words)
            let verb = form.editing == nil ? "Added" : "Changed"
            return confirm(
                ChangeLog.Entry(
                    verb: verb, kind: form.kind, file: change.file, line: change.line, lines: change.lines, undo: change.undo,
                    back: form.back))
        } catch {
            form.problem = AppProblem(error, words: context.words)
            let title = "\(form.editing == nil ? "Add" : "Edit") \(form.kind.title.lowercased())"
            return page(
                title, form.html(coop: context.coop, secret: access.formSecret, today: context.today, words: context.words),
                .unprocessableContent)
        }
    }

    /// Removes a record: 303 to the confirmation, or the question again with the problem.
    func remove(_ values: FormData, page: Page) -> SiteResponder.Answer {
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
                "Remove \(kind.title.lowercased())",
                removal(place, kind: kind, text: text, back: back, problem: AppProblem(error, words: context.words)),
                .unprocessableContent)
        }
    }

    /// Undoes a change the app made, if its file is still as the change left it.
    func undo(_ values: FormData, page: Page) -> SiteResponder.Answer {
        guard let name = values["form-change"], let entry = changes.entry(name) else {
            return page("Not found", AppWording.forgottenChange, .notFound)
        }
        guard !entry.undone else { return page("Undone", done(entry, name: name), .ok) }
        do {
            _ = try context().editor.undo(entry.undo)
            written()
            changes.markUndone(name)
            log("Undid the change to \(entry.file), from the coop app")
            return see(AppRoute.done.path + "?change=" + name)
        } catch {
            let problem = "<div class=\"app-problem\" role=\"alert\">\(AppProblem(error, words: options().words()).html)</div>"
            return page("Not undone", "<h1>Not undone</h1>" + problem + done(entry, name: name, undoable: false), .conflict)
        }
    }

    /// Remembers a change (written already: the site is built again) and sends the browser
    /// to its confirmation (so that reloading it does not save again).
    private func confirm(_ entry: ChangeLog.Entry) -> SiteResponder.Answer {
        written()
        log("\(entry.verb) \(entry.kind.withArticle) in \(entry.file), line \(entry.line), from the coop app")
        return see(AppRoute.done.path + "?change=" + changes.record(entry))
    }

    func see(_ location: String) -> SiteResponder.Answer {
        SiteResponder.Answer(status: .seeOther, headers: [("Location", location)])
    }

    func plain(_ status: HTTPStatus, _ text: String) -> SiteResponder.Answer {
        SiteResponder.Answer(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array((text + "\n").utf8))
    }
}
