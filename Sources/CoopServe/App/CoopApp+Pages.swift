import CoopEditing
import CoopLocale
import CoopRecords
import CoopSite
import CoopValues

/// The app's pages other than the forms: the question before a removal, the confirmation of a
/// change with its Undo, and the notices.
extension CoopApp {
    /// The question before removing the record at `place`: what it says (`text`, as read from
    /// its file by the caller), and a Remove button carrying its fingerprint, made from `text`
    /// rather than from a second read of the content.
    func removal(
        _ place: RecordPlace, kind: RecordKind, text: String, back: String?, problem: AppProblem? = nil, words: Words
    ) -> AppPage {
        var hidden = [
            AppHidden("form-secret", access.formSecret), AppHidden("form-record", place.description),
            AppHidden("form-fingerprint", FNV1a.hex(text)),
        ]
        if let back { hidden.append(AppHidden("form-back", back)) }
        return .removal(
            AppRemovalPage(
                path: AppRoute.remove.path, title: words(.removeTitle(kind)), stem: kind.stem, file: place.path, problem: problem?.data,
                lines: text, hidden: hidden, editURL: AppRoute.edit(record: place.description), cancelURL: back.map { "/" + $0 }))
    }

    /// The question before ticking off `chore` (written at `place`) as done on `day`, which the
    /// form carries (`form-day`): a tap kept on a phone out of reach lands on the day it was made.
    func choreDone(
        _ place: RecordPlace, chore: Chore, day: CivilDate, back: String?, problem: AppProblem? = nil, words: Words
    ) -> AppPage {
        var hidden = [
            AppHidden("form-secret", access.formSecret), AppHidden("form-record", place.description),
            AppHidden("form-day", day.description),
        ]
        if let back { hidden.append(AppHidden("form-back", back)) }
        return .choreDone(
            AppChoreDonePage(
                path: AppRoute.choreDone.path, title: words(.choreDoneTitle(chore.title)), chore: chore.title, day: day,
                problem: problem?.data, hidden: hidden, cancelURL: back.map { "/" + $0 }))
    }

    /// The chore written at `place` in `coop`, if one starts there.
    static func chore(at place: RecordPlace, in coop: Coop) -> Chore? {
        coop.chores.first { $0.location.line == place.line && $0.location.path.hasSuffix("/" + place.path) }
    }

    /// The confirmation of a change: what was written where, Undo, and the ways on; with
    /// `notUndone`, the page of an Undo that failed.
    func done(_ entry: ChangeLog.Entry, name: String, notUndone: AppProblem? = nil, words: Words) -> AppPage {
        .done(
            AppDonePage(
                path: AppRoute.done.path,
                title: words(notUndone != nil ? .notUndoneTitle : entry.undone ? .undoneTitle : .doneTitle(entry.verb)),
                verb: entry.verb, stem: entry.kind.stem, undone: entry.undone, file: entry.file, line: entry.line,
                lines: entry.lines.joined(separator: "\n"),
                undo: notUndone == nil ? [AppHidden("form-secret", access.formSecret), AppHidden("form-change", name)] : nil,
                notUndone: notUndone?.data, backURL: entry.back.map { "/" + $0 },
                addAnotherURL: entry.kind == .settings ? AppRoute.settings.path : AppRoute.add(entry.kind)))
    }

    /// A page saying what cannot be done, at `path`.
    func notice(_ notice: AppNoticePage.Notice, path: String, words: Words) -> AppPage {
        let title: Message =
            switch notice {
            case .refusedWrite: .notAllowedTitle
            case .offline: .offlineTitle
            case .missingRecord, .forgottenChange: .notFoundTitle
            }
        return .notice(AppNoticePage(path: path, title: words(title), notice: notice, changes: ChangeLog.capacity))
    }
}
