import ArgumentParser
import CoopDiagnostics
import CoopEditing
import CoopInsight
import CoopLocale
import CoopRecords
import CoopValues

/// `coop add`: adds a record by inserting lines into the right file.
struct AddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add today's eggs, or a note, an expense, a delivery, a contribution, a hen, a person or a kind.",
        discussion: """
            coop add 5                          5 eggs of the default kind today
            coop add 3 brown 2 blue             counts by kind (or by hen: coop add 1 Henrietta 2 brown)
            coop add 4 --cracked 1 --date yesterday
            coop add 2 --more                   2 more eggs today: a second collection
            coop add note "Molt started" --tag molt
            coop add expense 24.99 "Layer feed" --tag feed --paid-by "Alvarez family"
            coop add delivery 12 "Rivera family"
            coop add contribution 20 "Rivera family"
            coop add hen Pearl --breed Leghorn --kind white --hatched 2026-03-01
            coop add person "Corner shop" --shares 2
            coop add kind blue --label "Blue (Araucana)" --color "#6fa8dc"

            Only lines are inserted; every other byte of the file stays as it was. The whole content \
            is checked with the new record before anything is written.
            """,
        subcommands: [
            AddEggs.self, AddNote.self, AddTreatment.self, AddExpense.self, AddDelivery.self, AddContribution.self, AddHen.self,
            AddPerson.self, AddKind.self, AddHatch.self, AddChore.self,
        ],
        defaultSubcommand: AddEggs.self)
}

/// `--content`, `--today` and `--date`, shared by the `add` subcommands.
struct AddOptions: ParsableArguments {
    @OptionGroup var content: ContentOptions

    @Option(name: .long, help: ArgumentHelp("The record's day: YYYY-MM-DD, today or yesterday (default today).", valueName: "date"))
    var date: String?

    /// Today and the record's day.
    func days(_ console: Console) throws -> (today: CivilDate, day: CivilDate) {
        let today = try content.resolvedToday(console)
        switch date {
        case nil, "today"?: return (today, today)
        case "yesterday"?: return (today, today.adding(days: -1))
        case let text?:
            guard let day = CivilDate(iso: text) else {
                throw ValidationError("--date must be a real date written YYYY-MM-DD (or today, yesterday), not '\(text)'")
            }
            return (today, day)
        }
    }

    func editor(_ today: CivilDate) -> ContentEditor {
        ContentEditor(directory: content.content, today: today)
    }
}

/// A dated record of `kind` on `day` with the values given (nil: left out).
extension AddOptions {
    /// Adds a record of `kind` that may last several days (a note, a treatment): on the day
    /// the options say, through `until` (`--until`, typed) when given, with `values`; then
    /// says what was written.
    func addSpan(_ kind: RecordKind, until: String?, _ values: [FieldKey: FieldValue?]) throws {
        let (today, day) = try days(Console.current)
        let end = try typedDay(until, "--until")
        var values = values
        values[.until] = end.map { .literal($0.iso) }
        let change = try perform { try editor(today).add(try record(kind, on: day, values)) }
        report(change, what: kind.stem, content: content)
    }
}

func record(_ kind: RecordKind, on day: CivilDate, _ values: [FieldKey: FieldValue?]) throws -> RecordItem {
    guard let item = RecordItem(kind, date: day, values: values.compactMapValues { $0 }) else {
        throw ValidationError("\(kind.noun) records are not dated")
    }
    return item
}

/// A named record of `kind` called `name` with the values given (nil: left out).
func record(_ kind: RecordKind, named name: String, _ values: [FieldKey: FieldValue?]) throws -> NamedItem {
    guard let item = NamedItem(kind, name: name, values: values.compactMapValues { $0 }) else {
        throw ValidationError("\(kind.noun) records are not named")
    }
    return item
}

/// Prints what an edit added: `Added a hen in content/hens.yaml, line 12:` and its lines;
/// `what` is the kind's stem (or `sales`).
func report(_ change: ContentEditor.Change, what: String, content: ContentOptions) {
    let words = content.words()
    Console.current.out(words(.added(what, file: change.file, line: change.line)) + "\n    \(change.lines.joined(separator: "\n    "))\n")
}

/// Runs an edit, turning its failures into diagnostics on standard error and exit status 1.
func perform(_ edit: () throws -> ContentEditor.Change) throws -> ContentEditor.Change {
    let console = Console.current
    do {
        let change = try edit()
        let warnings = change.content.diagnostics.filter { $0.severity == .warning && $0.location?.path == change.file }
        report(
            warnings.filter { ($0.location?.line ?? 0) >= change.line && ($0.location?.line ?? 0) < change.line + change.lines.count },
            sources: change.content.sources, console: console)
        return change
    } catch let error as EditError {
        switch error {
        case .io(let message):
            console.err("coop: error: \(message)\n")
        case .refused(let refusal):
            console.err("coop: error: \(refusal.commandLineText)\n")
        case .invalid(let diagnostics, let sources):
            report(diagnostics.filter { $0.severity == .error }, sources: sources, console: console)
        }
        console.err("coop: nothing was written\n")
        throw ExitCode(1)
    }
}
