import CoopRecords
import CoopValues

/// Why an edit was refused, as a fact with its data: each place that shows it (the command
/// line's English, the coop app's words from the catalogue) words it its own way. Paths are
/// as the person names them (`content/notes.yaml`).
public enum EditRefusal: Sendable, Equatable {
    /// A file written as one `{ }` mapping, which lines cannot be added to.
    case fileIsFlowMapping
    /// A file written as one `[ ]` list.
    case fileIsFlowList
    /// A file holding a single value where entries belong.
    case fileIsSingleValue
    /// The file has a YAML error, so it cannot be edited.
    case fileHasYAMLError(file: String)
    /// The record at this line is not written as `key: value` lines.
    case recordNotKeyValueLines(file: String, line: Int)
    /// The record at this line is written as one `{ }` mapping.
    case recordIsFlowMapping(file: String, line: Int)
    /// No record starts at this line any more: it was moved or removed since.
    case noRecord(file: String, line: Int)
    /// No egg entry starts at this line.
    case noEggEntry(file: String, line: Int)
    /// The record to remove is no longer at its line.
    case recordNotFound(file: String, line: Int)
    /// The day's entry is no longer where it was read.
    case dayNotFound(CivilDate, file: String)
    /// The record changed since the form showing it was made.
    case recordChanged(file: String)
    /// The record's first field (its date or name) cannot be left empty.
    case firstFieldEmpty(FieldKey)
    /// A hen written in a file of her own, which an edit cannot take out of it.
    case henHasOwnFile(file: String)
    /// A named record written in a file of its own in `folder`: remove that file instead.
    case recordHasOwnFile(RecordKind, name: String, folder: String)
    /// The file a hen of her own would be written to exists already.
    case fileExists(file: String)
    /// A range whose last day comes before its first.
    case rangeEndsBeforeStart(first: CivilDate, last: CivilDate)
    /// A range overlapping days already recorded (a day, or a range `recorded`).
    case rangeOverlaps(first: CivilDate, last: CivilDate, recorded: ClosedRange<CivilDate>, file: String, line: Int)
    /// The day is already recorded, and the edit said neither to add to it nor to replace it.
    case dayRecorded(CivilDate, file: String, line: Int)
    /// The day is part of a range already recorded, which only a hand edit changes.
    case dayInRecordedRange(CivilDate, range: ClosedRange<CivilDate>, file: String, line: Int)
    /// The day to remove is not recorded.
    case dayNotRecorded(CivilDate)
    /// The day to remove is inside a range, which is removed by its first day.
    case dayInsideRange(CivilDate, range: ClosedRange<CivilDate>, file: String, line: Int)
    /// No record of `kind` is named `name` (on `date`, when given).
    case noMatch(RecordKind, name: String, date: CivilDate?)
    /// Several records of `kind` are named `name`: each with its day and place.
    case severalMatch(RecordKind, name: String, matches: [RecordMatch])
    /// A named record listed more than once, at these places.
    case listedSeveralTimes(name: String, places: [RecordMatch])
    /// A kind whose records are not named by a field.
    case notNamed(RecordKind)
    /// The file changed since the change to undo was made.
    case undoFileChanged(file: String)
    /// The file a change created could not be removed to undo it.
    case undoCannotRemove(file: String)
    /// A field's value holds a character content files do not allow (a control character,
    /// a line break other than LF, a non-character), given as its code point.
    case valueHoldsCharacter(FieldKey, character: UInt32)
    /// The file changed on disk while the edit was being made (an editor saved it, another
    /// program wrote to it), again each time the edit was made anew from it.
    case fileChangedWhileSaving(file: String)
    /// The file is a link to a file outside the content folder, which edits do not write.
    case fileLinksOutside(file: String)
    /// No chore has the title `name` (ignoring case); `nearest` is the title it most looks like.
    case noSuchChore(name: String, nearest: String?)
    /// The chore `name` is already done on `day`, in the record at `file`, `line`.
    case choreAlreadyDone(name: String, day: CivilDate, file: String, line: Int)
    /// The CSV file has no column `name`, which should hold `what`.
    case csvNoColumn(name: String, what: CSVColumnRole, columns: [String])
    /// The CSV file has no column that looks like dates.
    case csvNoDateColumn(columns: [String])
    /// The CSV file has no column that looks like egg counts.
    case csvNoCountColumn(columns: [String])
}

/// A record found where a person named one: its day (when it has one), file and line.
public struct RecordMatch: Sendable, Equatable {
    /// The record's day, for dated records.
    public let date: CivilDate?
    /// The file, as the person names it.
    public let file: String
    /// The line it starts on.
    public let line: Int
}

/// What a column of an imported CSV file holds.
public enum CSVColumnRole: String, Sendable, Equatable {
    /// The days.
    case dates
    /// The egg counts.
    case counts
    /// The kinds of egg.
    case kinds
    /// How many days each count was collected over.
    case daysCollected
}
