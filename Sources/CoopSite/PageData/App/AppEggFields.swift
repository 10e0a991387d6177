import CoopTemplate

/// The egg count's questions, built for a thumb: the day, a stepper per kind, then, folded,
/// cracked eggs, eggs from known hens, and the last day of a collection over several days.
public struct AppEggFields: TemplateData, Sendable {
    let day: String
    let editing: Bool
    let recorded: AppRecordedDay?
    let steppers: [AppStepper]
    let open: Bool
    let cracked: AppStepper
    let hens: [AppStepper]
    let until: String

    /// The questions for `day`, typed as it was (`editing`: shown, not asked).
    public init(
        day: String, editing: Bool, recorded: AppRecordedDay?, steppers: [AppStepper], open: Bool, cracked: AppStepper,
        hens: [AppStepper], until: String
    ) {
        self.day = day
        self.editing = editing
        self.recorded = recorded
        self.steppers = steppers
        self.open = open
        self.cracked = cracked
        self.hens = hens
        self.until = until
    }

    public static let templateFields = TemplateFields<AppEggFields>(
        "AppEggFields",
        [
            .field("day", { $0.day }, "the day, as typed"), .field("editing", { $0.editing }, "whether a day already written is edited"),
            .field("asksDay", { !$0.editing }, "whether the day is asked (adding) rather than shown (editing)"),
            .field("recorded", { $0.recorded }, "the day's record, when it has one already"),
            .field("steppers", { $0.steppers }, "a stepper per kind"), .field("open", { $0.open }, "whether the folded part is open"),
            .field("cracked", { $0.cracked }), .field("hens", { $0.hens }, "a stepper per hen in the flock"),
            .field("until", { $0.until }, "the last day of a collection over several days, as typed"),
        ])
}

/// What is recorded already on the day being added: a day (to add to or replace) or a range.
public struct AppRecordedDay: TemplateData, Sendable {
    let isRange: Bool
    let first: String
    let last: String
    let place: String
    let eggs: Int
    let addTo: Bool

    /// The record of `eggs` eggs at `place`; a range from `first` to `last` when `isRange`;
    /// `addTo` when adding to it is chosen (rather than replacing it).
    public init(isRange: Bool, first: String, last: String, place: String, eggs: Int, addTo: Bool) {
        self.isRange = isRange
        self.first = first
        self.last = last
        self.place = place
        self.eggs = eggs
        self.addTo = addTo
    }

    public static let templateFields = TemplateFields<AppRecordedDay>(
        "AppRecordedDay",
        [
            .field("isRange", { $0.isRange }), .field("first", { $0.first }), .field("last", { $0.last }),
            .field("place", { $0.place }, "file, line"), .field("eggs", { $0.eggs }), .field("addTo", { $0.addTo }),
            .field("replace", { !$0.addTo }),
        ])
}

/// A large −/+ stepper around a number field.
public struct AppStepper: TemplateData, Sendable {
    let name: String
    let label: String
    let value: String

    /// The stepper of the field `name`, labelled `label`, holding `value`.
    public init(name: String, label: String, value: String) {
        self.name = name
        self.label = label
        self.value = value
    }

    public static let templateFields = TemplateFields<AppStepper>(
        "AppStepper",
        [
            .field("name", { $0.name }),
            .field("id", { "f-" + $0.name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined() }, "the input's id"),
            .field("label", { $0.label }), .field("value", { $0.value }),
        ])
}
