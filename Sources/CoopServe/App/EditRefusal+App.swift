import CoopEditing
import CoopLocale
import CoopRecords
import CoopValues

/// The coop app's words for a refused edit: from the catalogue (`app.refusal.*`), saying what
/// to do in the app rather than on the command line.
extension EditRefusal {
    /// The message the app shows.
    var appMessage: Message {
        switch self {
        case .fileIsFlowMapping: Message("app.refusal.file-is-flow-mapping")
        case .fileIsFlowList: Message("app.refusal.file-is-flow-list")
        case .fileIsSingleValue: Message("app.refusal.file-is-single-value")
        case .fileHasYAMLError(let file): Message("app.refusal.file-has-yaml-error", ["file": .text(file)])
        case .recordNotKeyValueLines(let file, let line):
            Message("app.refusal.record-not-key-value-lines", ["file": .text(file), "line": .digits(line)])
        case .recordIsFlowMapping(let file, let line):
            Message("app.refusal.record-is-flow-mapping", ["file": .text(file), "line": .digits(line)])
        case .noRecord(let file, let line), .noEggEntry(let file, let line), .recordNotFound(let file, let line):
            Message("app.refusal.no-record", ["file": .text(file), "line": .digits(line)])
        case .dayNotFound(let day, let file): Message("app.refusal.day-not-found", ["day": .date(day), "file": .text(file)])
        case .recordChanged(let file): Message("app.refusal.record-changed", ["file": .text(file)])
        case .firstFieldEmpty(let key): Message("app.refusal.first-field-empty", ["field": .text(key.name)])
        case .henHasOwnFile(let file): Message("app.refusal.hen-has-own-file", ["file": .text(file)])
        case .recordHasOwnFile(_, let name, let folder): Message("app.refusal.hen-has-own-file", ["file": .text(folder + name)])
        case .fileExists(let file): Message("app.refusal.file-exists", ["file": .text(file)])
        case .rangeEndsBeforeStart(let first, let last):
            Message("app.refusal.range-ends-before-start", ["first": .date(first), "last": .date(last)])
        case .rangeOverlaps(let first, let last, let recorded, let file, let line):
            Message(
                "app.refusal.range-overlaps",
                [
                    "first": .date(first), "last": .date(last), "from": .date(recorded.lowerBound), "until": .date(recorded.upperBound),
                    "file": .text(file), "line": .digits(line),
                ])
        case .noSuchChore(let name, _): Message("app.refusal.no-such-chore", ["name": .text(name)])
        case .choreAlreadyDone(let name, let day, _, _):
            Message("app.refusal.chore-already-done", ["name": .text(name), "day": .date(day)])
        case .dayRecorded(let day, let file, let line):
            Message("app.refusal.day-recorded", ["day": .date(day), "file": .text(file), "line": .digits(line)])
        case .dayInRecordedRange(let day, let range, let file, let line), .dayInsideRange(let day, let range, let file, let line):
            Message(
                "app.refusal.day-in-range",
                [
                    "day": .date(day), "from": .date(range.lowerBound), "until": .date(range.upperBound), "file": .text(file),
                    "line": .digits(line),
                ])
        case .dayNotRecorded(let day): Message("app.refusal.day-not-recorded", ["day": .date(day)])
        case .noMatch(_, let name, _), .severalMatch(_, let name, _), .listedSeveralTimes(let name, _):
            Message("app.refusal.no-single-match", ["name": .text(name)])
        case .notNamed, .csvNoColumn, .csvNoDateColumn, .csvNoCountColumn: Message("app.refusal.not-in-the-app")
        case .valueHoldsCharacter(let key, let character):
            Message("app.refusal.value-holds-character", ["field": .text(key.name), "character": .text(Self.codePoint(character))])
        case .fileChangedWhileSaving(let file): Message("app.refusal.file-changed-while-saving", ["file": .text(file)])
        case .fileLinksOutside(let file): Message("app.refusal.file-links-outside", ["file": .text(file)])
        case .undoFileChanged(let file): Message("app.refusal.undo-file-changed", ["file": .text(file)])
        case .undoCannotRemove(let file): Message("app.refusal.undo-cannot-remove", ["file": .text(file)])
        }
    }
}

/// An answer of a form the app cannot write, found before anything is read or written: the
/// field is named by its label, as the form shows it.
enum FormProblem: Error, Equatable {
    /// A field the record needs is empty.
    case needed(field: String)
    /// A day that is not one.
    case notADate(field: String, typed: String)
    /// A count of eggs that is not a whole number from 0.
    case notACount(field: String, typed: String)
    /// A line of free facts without a name and a colon.
    case notAFact(field: String, typed: String)
    /// A photo that is not a JPEG.
    case notAPhoto(field: String)
    /// A photo larger than ``HenPhoto/largest``.
    case photoTooLarge(field: String)

    /// The message the app shows.
    var appMessage: Message {
        switch self {
        case .needed(let field): Message("app.problem.needed", ["field": .text(field)])
        case .notADate(let field, let typed): Message("app.problem.not-a-date", ["field": .text(field), "typed": .text(typed)])
        case .notACount(let field, let typed): Message("app.problem.not-a-count", ["field": .text(field), "typed": .text(typed)])
        case .notAFact(let field, let typed): Message("app.problem.not-a-fact", ["field": .text(field), "typed": .text(typed)])
        case .notAPhoto(let field): Message("app.problem.not-a-photo", ["field": .text(field)])
        case .photoTooLarge(let field):
            Message("app.problem.photo-too-large", ["field": .text(field), "megabytes": .count(HenPhoto.largest / 1024 / 1024)])
        }
    }
}
