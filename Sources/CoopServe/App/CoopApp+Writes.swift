import CoopEditing
import CoopLocale
import CoopRecords
import CoopSite
import CoopValues

/// The app's writes: a form saved, a record removed, a change undone; each answered with a
/// 303 to its confirmation, or the form again with the problem.
extension CoopApp {
    /// Renders one of the app's pages with a status.
    typealias Page = (AppPage, HTTPStatus) -> SiteResponder.Answer

    /// Saves a form: 303 to the confirmation, or the form again with the problem (422), at
    /// `path`; the settings' language is chosen among `languages`. A form whose entry
    /// (`form-entry`) was saved already writes nothing and answers as the first time
    /// (``AppliedEntries``).
    func save(_ values: FormData, path: String, words: Words, languages: [String], page: Page) -> SiteResponder.Answer {
        guard let entry = Self.entry(values) else { return plain(.badRequest, words(.notAForm)) }
        return entries.once(
            entry, applied: { self.see(AppRoute.done(change: $0)) },
            write: { () -> (SiteResponder.Answer, String?) in
                let context = self.context(words)
                guard var form = RecordForm(submitted: values) else { return (plain(.badRequest, context.words(.notAForm)), nil) }
                form.back = Self.sitePath(form.back)
                do {
                    let change = try form.save(with: context.editor, coop: context.coop, words: context.words)
                    let name = confirm(
                        ChangeLog.Entry(
                            verb: form.editing == nil ? .added : .changed, kind: form.kind, file: change.file, line: change.line,
                            lines: change.lines, undo: change.undo, back: form.back))
                    return (see(AppRoute.done(change: name)), name)
                } catch {
                    form.problem = AppProblem(error, words: context.words)
                    return (
                        page(
                            .form(
                                form.page(
                                    path: path, coop: context.coop, secret: access.formSecret, today: context.today, words: context.words,
                                    languages: languages)),
                            .unprocessableContent), nil
                    )
                }
            })
    }

    /// Removes a record: 303 to the confirmation, or the question again with the problem; once
    /// per entry, as ``save(_:path:words:languages:page:)``.
    func remove(_ values: FormData, path: String, words: Words, page: Page) -> SiteResponder.Answer {
        guard let entry = Self.entry(values) else { return plain(.badRequest, words(.notAForm)) }
        return entries.once(
            entry, applied: { self.see(AppRoute.done(change: $0)) },
            write: { () -> (SiteResponder.Answer, String?) in
                let context = self.context(words)
                guard let place = values["form-record"].flatMap(RecordPlace.init), let kind = RecordKind(place: place),
                    let fingerprint = values["form-fingerprint"]
                else { return (plain(.badRequest, context.words(.notAForm)), nil) }
                let back = Self.sitePath(values["form-back"])
                do {
                    let change = try context.editor.remove(at: place, expecting: fingerprint)
                    let name = confirm(
                        ChangeLog.Entry(
                            verb: .removed, kind: kind, file: change.file, line: change.line, lines: change.lines, undo: change.undo,
                            back: back))
                    return (see(AppRoute.done(change: name)), name)
                } catch {
                    let text = context.editor.recordText(at: place) ?? ""
                    let problem = AppProblem(error, words: context.words)
                    return (
                        page(
                            removal(place, kind: kind, text: text, back: back, problem: problem, words: context.words),
                            .unprocessableContent),
                        nil
                    )
                }
            })
    }

    /// Ticks off a chore (the Done button of the dashboard served by `coop serve`): the day the
    /// question was asked (`form-day`; today when the form names none) goes into its `done`
    /// days through the editor, as `coop done` writes it; 303 to the confirmation with its
    /// Undo, or the question again with the problem (422). Once per entry, as
    /// ``save(_:path:words:languages:page:)``: a tap kept on a phone out of reach is sent when
    /// it is back, and lands on the day it was tapped.
    func markDone(_ values: FormData, words: Words, page: Page) -> SiteResponder.Answer {
        guard let entry = Self.entry(values) else { return plain(.badRequest, words(.notAForm)) }
        return entries.once(
            entry, applied: { self.see(AppRoute.done(change: $0)) },
            write: { () -> (SiteResponder.Answer, String?) in
                let context = self.context(words)
                switch askedChore(values, context: context, page: page) {
                case .refused(let answer): return (answer, nil)
                case .chore(let place, let chore, let day, let back):
                    do {
                        let change = try context.editor.markDone(chore.title, on: day)
                        let name = confirm(
                            ChangeLog.Entry(
                                verb: .changed, kind: .chores, file: change.file, line: change.line, lines: change.lines,
                                undo: change.undo, back: back))
                        return (see(AppRoute.done(change: name)), name)
                    } catch {
                        let problem = AppProblem(error, words: context.words)
                        return (
                            page(
                                choreDone(place, chore: chore, day: day, back: back, problem: problem, words: context.words),
                                .unprocessableContent), nil
                        )
                    }
                }
            })
    }

    /// What a chore's Done form names, or what to answer a form that names none.
    enum AskedChore {
        /// The chore at `place`, the day its question was asked, the page to go back to.
        case chore(place: RecordPlace, chore: Chore, day: CivilDate, back: String?)
        /// 400 for a form this server did not make; 404 for a chore no longer at its place.
        case refused(SiteResponder.Answer)
    }

    /// The chore a Done form names (its place, `form-record`), the day its question was asked
    /// (``day(_:today:)``) and its way back, as the files say now; the answer when it names none.
    func askedChore(
        _ values: FormData, context: (editor: ContentEditor, coop: Coop, today: CivilDate, words: Words), page: Page
    )
        -> AskedChore
    {
        guard let place = values["form-record"].flatMap(RecordPlace.init), let day = Self.day(values, today: context.today) else {
            return .refused(plain(.badRequest, context.words(.notAForm)))
        }
        guard let chore = Self.chore(at: place, in: context.coop) else {
            return .refused(page(notice(.missingRecord, path: AppRoute.choreDone.path, words: context.words), .notFound))
        }
        return .chore(place: place, chore: chore, day: day, back: Self.sitePath(values["form-back"]))
    }

    /// The day a chore's question was asked (`form-day`), `today` when the form names none;
    /// `nil` for a day that is not a date, or is after `today`.
    static func day(_ values: FormData, today: CivilDate) -> CivilDate? {
        guard let text = values["form-day"], !text.isEmpty else { return today }
        guard let day = CivilDate(iso: text), day <= today else { return nil }
        return day
    }

    /// The answer to a save, a removal or a chore's Done whose form secret is from before a
    /// restart of `coop serve` (``ServeAccess/hasStaleSecret(_:secret:)``): its form again, filled with what
    /// was sent, with the fresh secret and a line saying to save again (409); the settings'
    /// language is chosen among `languages`. Nothing is written.
    func restarted(_ values: FormData, path: String, words: Words, languages: [String], page: Page) -> SiteResponder.Answer {
        let context = self.context(words)
        let problem = AppProblem(message: context.words(.serverRestarted))
        if path == AppRoute.choreDone.path {
            switch askedChore(values, context: context, page: page) {
            case .refused(let answer): return answer
            case .chore(let place, let chore, let day, let back):
                return page(choreDone(place, chore: chore, day: day, back: back, problem: problem, words: context.words), .conflict)
            }
        }
        if path == AppRoute.remove.path {
            guard let place = values["form-record"].flatMap(RecordPlace.init), let kind = RecordKind(place: place),
                let text = context.editor.recordText(at: place)
            else { return page(notice(.missingRecord, path: path, words: words), .notFound) }
            return page(
                removal(place, kind: kind, text: text, back: Self.sitePath(values["form-back"]), problem: problem, words: context.words),
                .conflict)
        }
        guard var form = RecordForm(submitted: values) else { return plain(.badRequest, context.words(.notAForm)) }
        form.back = Self.sitePath(form.back)
        form.problem = problem
        return page(
            .form(
                form.page(
                    path: path, coop: context.coop, secret: access.formSecret, today: context.today, words: context.words,
                    languages: languages)), .conflict)
    }

    /// The entry a form names (`form-entry`): `.some(nil)` when it names none, `nil` when the
    /// name is not one a phone makes.
    static func entry(_ values: FormData) -> EntryID?? {
        guard let text = values["form-entry"], !text.isEmpty else { return .some(nil) }
        return EntryID(text).map { .some($0) }
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

    /// Remembers a change (written already: the site is built again) and returns its name; the
    /// browser is sent to its confirmation (so that reloading it does not save again).
    private func confirm(_ entry: ChangeLog.Entry) -> String {
        written()
        let verb =
            switch entry.verb {
            case .added: "Added"
            case .changed: "Changed"
            case .removed: "Removed"
            }
        log("\(verb) \(entry.kind.withArticle) in \(entry.file), line \(entry.line), from the coop app")
        return changes.record(entry)
    }

    func see(_ location: String) -> SiteResponder.Answer {
        SiteResponder.Answer(status: .seeOther, headers: [("Location", location)])
    }

    func plain(_ status: HTTPStatus, _ text: String) -> SiteResponder.Answer {
        SiteResponder.Answer(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array((text + "\n").utf8))
    }
}
