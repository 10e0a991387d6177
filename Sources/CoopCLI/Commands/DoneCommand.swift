import ArgumentParser
import CoopEditing
import CoopLocale
import CoopRecords
import CoopValues

/// `coop done "Clean the coop"`: appends today (or `--date`) to the chore's `done` days, as the
/// coop app's Done button does.
struct DoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "Tick off a chore: write the day into its done days.",
        discussion: """
            coop done "Clean the coop"
            coop done "Clean the coop" --date 2026-11-21

            Only the chore's done line is written; every other byte of chores.yaml stays as it was. \
            A title no chore has is refused with the nearest one, and so is a day already done.
            """)

    @OptionGroup var options: ContentOptions
    @Argument(help: "The chore's title, as chores.yaml writes it (any case).") var title: String
    @Option(name: .long, help: ArgumentHelp("The day it was done (YYYY-MM-DD; default: today).", valueName: "date"))
    var date: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let today = try options.resolvedToday(console)
        let day = try typedDay(date, "--date") ?? today
        let change = try perform { try ContentEditor(directory: options.content, today: today).markDone(title, on: day) }
        let words = options.words()
        console.out(words(.choreDone(day, file: change.file, line: change.line)) + "\n    \(change.lines.joined(separator: "\n    "))\n")
    }
}
