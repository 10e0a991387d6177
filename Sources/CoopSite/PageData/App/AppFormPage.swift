import CoopTemplate

/// The coop app's form to add or edit a record (`pages/app-form.xhtml`): what the form asks,
/// what was typed so far, and why the last save failed.
public struct AppFormPage: TemplateData, Sendable {
    /// The page's address: `/add.html`, `/__coop/edit`, `/__coop/save`.
    public var path: String
    /// The page's title and heading: "Add note".
    public var title: String
    /// The record being edited: its file and line; nil when adding.
    public var editing: AppPlace?
    /// The kinds of record to switch to (when adding), the current one marked.
    public var kinds: [AppKindLink]
    /// Why the last save failed.
    public var problem: AppProblemData?
    /// The hidden fields: the form's secret, its kind, the record and fingerprint it edits, the page to go back to.
    public var hidden: [AppHidden]
    /// The questions (every kind but the egg count).
    public var fields: [AppField]
    /// The egg count's questions.
    public var eggs: AppEggFields?
    /// When editing: the removal question's address.
    public var removeURL: String?
    /// The page to go back to.
    public var cancelURL: String?
    /// Whether the form is the coop's settings (coop.yaml as a whole, not a record).
    public var settings: Bool

    /// A form page.
    public init(
        path: String, title: String, editing: AppPlace?, kinds: [AppKindLink], problem: AppProblemData?, hidden: [AppHidden],
        fields: [AppField], eggs: AppEggFields?, removeURL: String?, cancelURL: String?, settings: Bool = false
    ) {
        self.settings = settings
        self.path = path
        self.title = title
        self.editing = editing
        self.kinds = kinds
        self.problem = problem
        self.hidden = hidden
        self.fields = fields
        self.eggs = eggs
        self.removeURL = removeURL
        self.cancelURL = cancelURL
    }

    public static let templateFields = TemplateFields<AppFormPage>(
        "AppFormPage",
        [
            .field("path", { $0.path }, "the page's address"), .field("title", { $0.title }, "the page's title and heading"),
            .field("editing", { $0.editing }, "the record being edited; null when adding"),
            .field("kinds", { $0.kinds }, "when adding: the kinds of record to switch to"),
            .field("problem", { $0.problem }, "why the last save failed"), .field("hidden", { $0.hidden }, "the form's hidden fields"),
            .field("fields", { $0.fields }, "the questions, for every kind but the egg count"),
            .field("eggs", { $0.eggs }, "the egg count's questions"),
            .field("removeURL", { $0.removeURL }, "when editing: the removal question"),
            .field("cancelURL", { $0.cancelURL }, "the page to go back to"),
            .field("settings", { $0.settings }, "whether the form is the coop's settings (coop.yaml), not a record"),
        ])
}

/// Where a record is written: its file as the person names it, and its line.
public struct AppPlace: TemplateData, Sendable {
    let file: String
    let line: Int

    /// The place `line` of `file`.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public static let templateFields = TemplateFields<AppPlace>(
        "AppPlace",
        [.field("file", { $0.file }, "the file, as the person names it"), .field("line", { String($0.line) }, "the line, in digits")])
}

/// A kind of record the add form can switch to.
public struct AppKindLink: TemplateData, Sendable {
    let stem: String
    let url: String
    let current: Bool

    /// The kind whose file stem is `stem`, its form at `url`.
    public init(stem: String, url: String, current: Bool) {
        self.stem = stem
        self.url = url
        self.current = current
    }

    public static let templateFields = TemplateFields<AppKindLink>(
        "AppKindLink",
        [
            .field("stem", { $0.stem }, "the kind's file stem (notes), which names it in the messages"),
            .field("url", { $0.url }), .field("current", { $0.current }, "whether it is the kind shown"),
            .field("ariaCurrent", { $0.current ? "page" : nil }, "page for the kind shown"),
        ])
}

/// A hidden field of a form.
public struct AppHidden: TemplateData, Sendable {
    let name: String
    let value: String

    /// The field `name` holding `value`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    public static let templateFields = TemplateFields<AppHidden>(
        "AppHidden", [.field("name", { $0.name }), .field("value", { $0.value })])
}

/// One question of a record's form, as the form shows it.
public struct AppField: TemplateData, Sendable {
    /// How it is asked.
    public enum Input: String, Sendable {
        case text, longText, date, count, money, number, flag, choice, picks, details, photo
    }

    let name: String
    let label: String
    let input: Input
    let hint: String?
    let required: Bool
    let value: String
    let checked: Bool
    let options: [AppOption]
    let picks: [AppOption]
    let newWordsName: String?
    let newWords: String
    /// The least and the most a count may be.
    let min: Int?
    let max: Int?

    /// A question filling the field `name`, labelled `label`, asked by `input`, with what it
    /// holds now (`value`; for a box, `checked`); `options` for a choice, `picks` for boxes
    /// (each value's box), the box for new words (`newWordsName`, holding `newWords`), and
    /// for a count the numbers it may be (`range`).
    public init(
        name: String, label: String, input: Input, hint: String?, required: Bool, value: String, checked: Bool = false,
        options: [AppOption] = [], picks: [AppOption] = [], newWordsName: String? = nil, newWords: String = "",
        range: ClosedRange<Int>? = nil
    ) {
        self.name = name
        self.label = label
        self.input = input
        self.hint = hint
        self.required = required
        self.value = value
        self.checked = checked
        self.options = options
        self.picks = picks
        self.newWordsName = newWordsName
        self.newWords = newWords
        min = range?.lowerBound
        max = range?.upperBound
    }

    public static let templateFields = TemplateFields<AppField>(
        "AppField",
        [
            .field("name", { $0.name }, "the field's name in the form: the record's key"),
            .field("id", { "f-" + $0.name }, "the input's id"),
            .field("hintID", { $0.hint == nil ? nil : "f-" + $0.name + "-hint" }, "the hint's id, when there is a hint"),
            .field("label", { $0.label }), .field("hint", { $0.hint }), .field("required", { $0.required }),
            .field("value", { $0.value }), .field("checked", { $0.checked }),
            .field(
                "input", { $0.input.rawValue },
                "how it is asked: text, longText, date, count, money, number, flag, choice, picks, details, photo"),
            .field("isText", { $0.input == .text }), .field("isLongText", { $0.input == .longText }),
            .field("isDate", { $0.input == .date }), .field("isCount", { $0.input == .count }),
            .field("min", { $0.min }, "the least a count may be"),
            .field("max", { $0.max }, "the most a count may be"),
            .field("isMoney", { $0.input == .money }), .field("isNumber", { $0.input == .number }),
            .field("isFlag", { $0.input == .flag }), .field("isChoice", { $0.input == .choice }),
            .field("isDetails", { $0.input == .details }, "free facts: a box of name: value lines"),
            .field("isPhoto", { $0.input == .photo }, "a photo: its path in value, the picked photo's field in newWordsName"),
            .field(
                "isPicks", { $0.input == .picks && !($0.picks.isEmpty && $0.newWordsName == nil) },
                "boxes to tick, shown when there are any"),
            .field("options", { $0.options }, "a choice's options"), .field("picks", { $0.picks }, "the boxes to tick"),
            .field(
                "newWordsName", { $0.newWordsName },
                "the name of the box for new words, when the field takes them; of a photo, the picked photo's hidden field"),
            .field("newWords", { $0.newWords }),
        ])
}

/// An option of a choice, or a box of picks.
public struct AppOption: TemplateData, Sendable {
    let value: String
    let label: String
    let selected: Bool

    /// The option `value`, shown as `label`.
    public init(value: String, label: String, selected: Bool) {
        self.value = value
        self.label = label
        self.selected = selected
    }

    public static let templateFields = TemplateFields<AppOption>(
        "AppOption", [.field("value", { $0.value }), .field("label", { $0.label }), .field("selected", { $0.selected })])
}
