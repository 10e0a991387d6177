import CoopLocale
import CoopRecords
import CoopSite

/// The coop app's messages its Swift says (its pages' words are in their templates).
extension Message {
    /// "Add note".
    static func addTitle(_ kind: RecordKind) -> Message { Message("app.title.add", ["kind": .text(kind.stem)]) }
    /// "Edit note".
    static func editTitle(_ kind: RecordKind) -> Message { Message("app.title.edit", ["kind": .text(kind.stem)]) }
    /// "Remove note".
    static func removeTitle(_ kind: RecordKind) -> Message { Message("app.title.remove", ["kind": .text(kind.stem)]) }
    /// "Added", "Changed", "Removed".
    static func doneTitle(_ verb: AppDonePage.Verb) -> Message { Message("app.title.done", ["verb": .text(verb.rawValue)]) }
    /// "Done: Clean the coop", the title of a chore's Done question.
    static func choreDoneTitle(_ chore: String) -> Message { Message("app.chore-done.title", ["chore": .text(chore)]) }
    /// "Undone".
    static let undoneTitle = Message("app.title.undone")
    /// "Not found".
    static let notFoundTitle = Message("app.title.not-found")
    /// "Not allowed".
    static let notAllowedTitle = Message("app.title.not-allowed")
    /// "Out of reach", the title of the page the service worker shows for a page only `coop
    /// serve` makes, asked for while the phone cannot reach it.
    static let offlineTitle = Message("app.title.offline")
    /// "Not undone".
    static let notUndoneTitle = Message("app.title.not-undone")
    /// The egg form's stepper of a coop with one kind: "Eggs".
    static let eggsLabel = Message("app.eggs.eggs")
    /// The stepper of cracked eggs.
    static let crackedLabel = Message("app.eggs.cracked")
    /// The plain answer to an address with a broken %-escape.
    static let brokenEscape = Message("app.plain.broken-escape")
    /// The plain answer to a form that cannot be read.
    static let unreadableForm = Message("app.plain.unreadable-form")
    /// The plain answer to a form coop serve did not make.
    static let notAForm = Message("app.plain.not-a-form")
}
