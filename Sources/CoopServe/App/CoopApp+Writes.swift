import CoopEditing
import CoopLocale
import CoopRecords
import CoopSite

/// The app's writes: a form saved, a record removed, a change undone; each answered with a
/// 303 to its confirmation, or the form again with the problem.
extension CoopApp {
    /// Renders one of the app's pages with a status.
    typealias Page = (AppPage, HTTPStatus) -> SiteResponder.Answer

    /// Saves a form: 303 to the confirmation, or the form again with the problem (422), at
    /// `path`; the settings' language is chosen among `languages`.
    func save(_ values: FormData, path: String, words: Words, languages: [String], page: Page) -> SiteResponder.Answer {
        let context = self.context(words)
        guard var form = RecordForm(submitted: values) else { return plain(.badRequest, context.words(.notAForm)) }
        form.back = Self.sitePath(form.back)
        do {
            let change = try form.save(with: context.editor, coop: context.coop, words: context.words)
            return confirm(
                ChangeLog.Entry(
                    verb: form.editing == nil ? .added : .changed, kind: form.kind, file: change.file, line: change.line,
                    lines: change.lines, undo: change.undo, back: form.back))
        } catch {
            form.problem = AppProblem(error, words: context.words)
            return page(
                .form(
                    form.page(
                        path: path, coop: context.coop, secret: access.formSecret, today: context.today, words: context.words,
                        languages: languages)), .unprocessableContent)
        }
    }

    /// Removes a record: 303 to the confirmation, or the question again with the problem.
    func remove(_ values: FormData, path: String, words: Words, page: Page) -> SiteResponder.Answer {
        let context = self.context(words)
        guard let place = values["form-record"].flatMap(RecordPlace.init), let kind = RecordKind(place: place),
            let fingerprint = values["form-fingerprint"]
        else { return plain(.badRequest, context.words(.notAForm)) }
        let back = Self.sitePath(values["form-back"])
        do {
            let change = try context.editor.remove(at: place, expecting: fingerprint)
            return confirm(
                ChangeLog.Entry(
                    verb: .removed, kind: kind, file: change.file, line: change.line, lines: change.lines, undo: change.undo, back: back))
        } catch {
            let text = context.editor.recordText(at: place) ?? ""
            let problem = AppProblem(error, words: context.words)
            return page(removal(place, kind: kind, text: text, back: back, problem: problem, words: context.words), .unprocessableContent)
        }
    }

    /// Undoes a change the app made, if its file is still as the change left it.
    func undo(_ values: FormData, words: Words, page: Page) -> SiteResponder.Answer {
        guard let name = values["form-change"], let entry = changes.entry(name) else {
            return page(notice(.forgottenChange, path: AppRoute.undo.path, words: words), .notFound)
        }
        guard !entry.undone else { return page(done(entry, name: name, words: words), .ok) }
        do {
            _ = try context(words).editor.undo(entry.undo)
            written()
            changes.markUndone(name)
            log("Undid the change to \(entry.file), from the coop app")
            return see(AppRoute.done(change: name))
        } catch {
            return page(done(entry, name: name, notUndone: AppProblem(error, words: words), words: words), .conflict)
        }
    }

    /// Remembers a change (written already: the site is built again) and sends the browser
    /// to its confirmation (so that reloading it does not save again).
    private func confirm(_ entry: ChangeLog.Entry) -> SiteResponder.Answer {
        written()
        let verb =
            switch entry.verb {
            case .added: "Added"
            case .changed: "Changed"
            case .removed: "Removed"
            }
        log("\(verb) \(entry.kind.withArticle) in \(entry.file), line \(entry.line), from the coop app")
        return see(AppRoute.done(change: changes.record(entry)))
    }

    func see(_ location: String) -> SiteResponder.Answer {
        SiteResponder.Answer(status: .seeOther, headers: [("Location", location)])
    }

    func plain(_ status: HTTPStatus, _ text: String) -> SiteResponder.Answer {
        SiteResponder.Answer(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array((text + "\n").utf8))
    }
}
