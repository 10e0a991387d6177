import CoopTemplate

/// The question before removing a record (`pages/app-remove.xhtml`): its lines, and Remove.
public struct AppRemovalPage: TemplateData, Sendable {
    /// The page's address, its title ("Remove note"), and the record's kind (its file stem).
    public var path: String, title: String, stem: String
    /// The file the lines are taken out of.
    public var file: String
    /// Why the last try failed.
    public var problem: AppProblemData?
    /// The record's lines as written.
    public var lines: String
    /// The hidden fields: the form's secret, the record, its fingerprint, the page to go back to.
    public var hidden: [AppHidden]
    /// The record's edit form, and the page to go back to.
    public var editURL: String, cancelURL: String?

    /// A removal question.
    public init(
        path: String, title: String, stem: String, file: String, problem: AppProblemData?, lines: String, hidden: [AppHidden],
        editURL: String, cancelURL: String?
    ) {
        (self.path, self.title, self.stem, self.file, self.problem) = (path, title, stem, file, problem)
        (self.lines, self.hidden, self.editURL, self.cancelURL) = (lines, hidden, editURL, cancelURL)
    }

    public static let templateFields = TemplateFields<AppRemovalPage>(
        "AppRemovalPage",
        [
            .field("path", { $0.path }), .field("title", { $0.title }),
            .field("stem", { $0.stem }, "the kind of record, by its file stem"), .field("file", { $0.file }),
            .field("problem", { $0.problem }), .field("lines", { $0.lines }, "the record's lines"), .field("hidden", { $0.hidden }),
            .field("editURL", { $0.editURL }), .field("cancelURL", { $0.cancelURL }),
        ])
}

/// The confirmation of a change, with its Undo (`pages/app-done.xhtml`); also the page of an
/// Undo that failed, with its problem.
public struct AppDonePage: TemplateData, Sendable {
    /// What was done: `added`, `changed` or `removed`.
    public enum Verb: String, Sendable { case added, changed, removed }

    /// The page's address and title.
    public var path: String, title: String
    /// What was done, to a record of which kind (its file stem), and whether it was undone.
    public var verb: Verb, stem: String, undone: Bool
    /// Where, and the lines written (or taken out).
    public var file: String, line: Int, lines: String
    /// The Undo form's hidden fields; nil when it cannot be undone from here.
    public var undo: [AppHidden]?
    /// Why an Undo failed.
    public var notUndone: AppProblemData?
    /// The page the change was made from, and the form to add another.
    public var backURL: String?, addAnotherURL: String

    /// A confirmation.
    public init(
        path: String, title: String, verb: Verb, stem: String, undone: Bool, file: String, line: Int, lines: String,
        undo: [AppHidden]?, notUndone: AppProblemData?, backURL: String?, addAnotherURL: String
    ) {
        (self.path, self.title, self.verb, self.stem, self.undone) = (path, title, verb, stem, undone)
        (self.file, self.line, self.lines, self.undo, self.notUndone) = (file, line, lines, undo, notUndone)
        (self.backURL, self.addAnotherURL) = (backURL, addAnotherURL)
    }

    public static let templateFields = TemplateFields<AppDonePage>(
        "AppDonePage",
        [
            .field("path", { $0.path }), .field("title", { $0.title }),
            .field("verb", { $0.verb.rawValue }, "added, changed or removed"),
            .field("stem", { $0.stem }, "the kind of record, by its file stem"), .field("undone", { $0.undone }),
            .field("removed", { $0.verb == .removed && !$0.undone }, "whether the lines shown were taken out"),
            .field("file", { $0.file }), .field("line", { String($0.line) }, "the line, in digits"), .field("lines", { $0.lines }),
            .field("undo", { $0.undo }, "the Undo form's hidden fields; null when it cannot be undone here"),
            .field("notUndone", { $0.notUndone }, "why an Undo failed"),
            .field("backURL", { $0.backURL }), .field("addAnotherURL", { $0.addAnotherURL }),
        ])
}

/// A page of the coop app saying it cannot do what was asked (`pages/app-notice.xhtml`).
public struct AppNoticePage: TemplateData, Sendable {
    /// What it says.
    public enum Notice: String, Sendable {
        /// An edit or removal link to a record that is no longer there.
        case missingRecord
        /// A confirmation or Undo for a change the server no longer remembers.
        case forgottenChange
        /// A write without the form's secret, or sent from another site.
        case refusedWrite
        /// A page only `coop serve` makes (a form to edit, a question), asked for while the
        /// phone cannot reach it: kept by the service worker, shown instead of the browser's
        /// error.
        case offline
    }

    /// The page's address and title, and what it says.
    public var path: String, title: String, notice: Notice
    /// How many changes the server remembers.
    public var changes: Int

    /// A notice.
    public init(path: String, title: String, notice: Notice, changes: Int) {
        (self.path, self.title, self.notice, self.changes) = (path, title, notice, changes)
    }

    public static let templateFields = TemplateFields<AppNoticePage>(
        "AppNoticePage",
        [
            .field("path", { $0.path }), .field("title", { $0.title }),
            .field("notice", { $0.notice.rawValue }, "missingRecord, forgottenChange, refusedWrite or offline"),
            .field("missingRecord", { $0.notice == .missingRecord }), .field("forgottenChange", { $0.notice == .forgottenChange }),
            .field("refusedWrite", { $0.notice == .refusedWrite }), .field("offline", { $0.notice == .offline }),
            .field("changes", { $0.changes }, "how many changes the server remembers"),
        ])
}
