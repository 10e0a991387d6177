import CoopRecords
import CoopValues

/// The command line's words for a refused edit: what was refused, and the option or the
/// command that does what was meant. (The coop app says it in its own words, from the
/// catalogue.) English, like every diagnostic.
extension EditRefusal {
    /// One line for the terminal: `2026-11-21 is already recorded (…); add --more to add to it,
    /// or --replace to change it`.
    public var commandLineText: String {
        switch self {
        case .fileIsFlowMapping: "the file is written as one { } mapping; add the line by hand or rewrite it one entry a line"
        case .fileIsFlowList: "the file is written as one [ ] list; add the record by hand or rewrite it one item a block"
        case .fileIsSingleValue: "the file holds a single value, not entries"
        case .fileHasYAMLError(let file): "\(file) has a YAML error; run coop check and fix it first"
        case .recordNotKeyValueLines(let file, let line): "the record at \(file), line \(line) is not written as key: value lines"
        case .recordIsFlowMapping(let file, let line): "the record at \(file), line \(line) is written as one { } mapping; edit it by hand"
        case .noRecord(let file, let line): "there is no record at \(file), line \(line); it may have been moved or removed since"
        case .noEggEntry(let file, let line): "there is no egg entry at \(file), line \(line)"
        case .recordNotFound(let file, let line): "cannot find the record at \(file), line \(line)"
        case .dayNotFound(let day, let file): "cannot find \(day.iso) in \(file)"
        case .recordChanged(let file):
            "the record in \(file) has changed since the form was opened; nothing was saved. Open it again to see it as it is now"
        case .firstFieldEmpty(let key): "'\(key)' is the record's first field; it cannot be left empty"
        case .henHasOwnFile(let file): "this hen has a file of her own, \(file); remove that file to remove her"
        case .recordHasOwnFile(let kind, let name, let folder):
            "\(kind.noun) '\(name)' has a file of her own in \(folder); remove that file to remove her"
        case .fileExists(let file): "\(file) already exists; a hen in hens/ has a file of her own"
        case .rangeEndsBeforeStart(let first, let last): "the last day, \(last.iso), comes before the first, \(first.iso)"
        case .rangeOverlaps(let first, let last, let recorded, let file, let line):
            "\(first.iso)..\(last.iso) overlaps \(Self.days(recorded)), already recorded (\(file), line \(line))"
        case .dayRecorded(let day, let file, let line):
            "\(day.iso) is already recorded (\(file), line \(line)); add --more to add to it, or --replace to change it"
        case .dayInRecordedRange(let day, let range, let file, let line):
            "\(day.iso) is part of the range \(range.lowerBound.iso)..\(range.upperBound.iso) (\(file), line \(line)); change the range by hand"
        case .dayNotRecorded(let day): "\(day.iso) is not recorded"
        case .dayInsideRange(let day, let range, let file, let line):
            "\(day.iso) is part of the range \(range.lowerBound.iso)..\(range.upperBound.iso) (\(file), line \(line)); remove the range by its first day, \(range.lowerBound.iso)"
        case .noMatch(let kind, let name, let date):
            "there is no \(Self.record(kind, name))" + (date.map { " on \($0.iso)" } ?? "")
        case .severalMatch(let kind, let name, let matches):
            "\(matches.count) records match \(Self.record(kind, name)): "
                + matches.map { "\($0.date?.iso ?? "") (\($0.file), line \($0.line))" }.joined(separator: "; ")
                + "; add --date to say which"
        case .listedSeveralTimes(let name, let places):
            "'\(name)' is listed \(places.count) times (\(places.map { "\($0.file), line \($0.line)" }.joined(separator: "; "))); remove the one you mean by hand"
        case .notNamed(let kind): "\(kind.noun) records are not named by their fields"
        case .undoFileChanged(let file): "\(file) has changed since; nothing was undone"
        case .undoCannotRemove(let file): "cannot remove \(file)"
        case .valueHoldsCharacter(let key, let character):
            "'\(key)' holds the invisible character \(Self.codePoint(character)), which coop files do not allow; delete it"
        case .fileChangedWhileSaving(let file):
            "\(file) kept changing while the edit was being saved (another program is writing it); nothing was saved. Try again"
        case .fileLinksOutside(let file): "\(file) is a link to a file outside the content folder; edit that file by hand"
        case .noSuchChore(let name, let nearest):
            "there is no chore titled '\(name)'" + (nearest.map { "; did you mean '\($0)'?" } ?? "")
        case .choreAlreadyDone(let name, let day, let file, let line):
            "'\(name)' is already done on \(day.iso) (\(file), line \(line))"
        case .csvNoColumn(let name, let role, let columns):
            "no column '\(name)' for \(Self.role(role)); the columns are: " + Self.quoted(columns)
        case .csvNoDateColumn(let columns): "no date column found; name it with --date-column (the columns are: \(Self.quoted(columns)))"
        case .csvNoCountColumn(let columns):
            "no egg count column found; name it with --count-column (the columns are: \(Self.quoted(columns)))"
        }
    }

    /// The record a name points at, in words: "note titled 'Molt started'", "hen named 'Pearl'".
    private static func record(_ kind: RecordKind, _ name: String) -> String {
        switch kind {
        case .notes: "note titled '\(name)'"
        case .expenses: "expense for '\(name)'"
        case .contributions: "contribution from '\(name)'"
        case .deliveries: "delivery to '\(name)'"
        case .treatments: "treatment with '\(name)'"
        case .chores: "chore titled '\(name)'"
        case .hatches: "hatch of '\(name)'"
        case .settings, .kinds, .hens, .eggs, .people: "\(kind.noun) named '\(name)'"
        }
    }

    /// A day (`2026-11-21`) or a range (`the range 2026-11-18..2026-11-19`).
    private static func days(_ range: ClosedRange<CivilDate>) -> String {
        range.lowerBound == range.upperBound
            ? range.lowerBound.iso : "the range \(range.lowerBound.iso)..\(range.upperBound.iso)"
    }

    /// What a column should hold: "the dates".
    private static func role(_ role: CSVColumnRole) -> String {
        switch role {
        case .dates: "the dates"
        case .counts: "the egg counts"
        case .kinds: "the kinds"
        case .daysCollected: "the days collected"
        }
    }

    /// A code point as Unicode names it: `U+0007`.
    public static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `'Wann', 'Eier'`.
    private static func quoted(_ columns: [String]) -> String { columns.map { "'\($0)'" }.joined(separator: ", ") }
}
