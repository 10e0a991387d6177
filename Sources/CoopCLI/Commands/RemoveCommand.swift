import ArgumentParser
import CoopEditing
import CoopValues

/// `coop remove`: takes one record out of its file, every other byte kept.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove one record: a day's eggs, a note, an expense, a contribution, a delivery, a hen, a person or a kind.",
        discussion: """
            coop remove eggs 2026-11-22
            coop remove note "Molt started"             --date 2026-10-02 when several notes have the title
            coop remove expense "Layer feed" --date 2026-11-02
            coop remove delivery "Rivera family" --date 2026-11-06
            coop remove contribution "Rivera family" --date 2026-11-05
            coop remove hen Pearl | person "Corner shop" | kind blue

            Only the record's lines are taken out; every other byte of the file stays as it was. \
            When the name fits several records, nothing is removed and each is listed with its place. \
            The content without the record is checked first: a hen whose eggs are still credited to \
            her, or a kind still laid, is not removed, and the errors say where it is still used.
            """,
        subcommands: [
            RemoveEggs.self, RemoveNote.self, RemoveExpense.self, RemoveContribution.self, RemoveDelivery.self,
            RemoveHen.self, RemovePerson.self, RemoveKind.self,
        ])
}

/// `--content`, `--today` and the optional `--date` that picks one of several records.
struct RemoveOptions: ParsableArguments {
    @OptionGroup var content: ContentOptions

    @Option(name: .long, help: ArgumentHelp("The record's day (YYYY-MM-DD), when several match.", valueName: "date"))
    var date: String?

    /// `--date` as a day.
    func day() throws -> CivilDate? { try typedDay(date, "--date") }

    /// Removes `target` and says what was taken out.
    func remove(_ target: RemovalTarget) throws { try removeRecord(target, content: content) }
}

/// Removes `target` from the content folder of `content` and says what was taken out.
private func removeRecord(_ target: RemovalTarget, content: ContentOptions) throws {
    let console = Console.current
    let today = try content.resolvedToday(console)
    let change = try perform { try ContentEditor(directory: content.content, today: today).remove(target) }
    let lines = change.lines.count == 1 ? "line \(change.line)" : "lines \(change.line)-\(change.line + change.lines.count - 1)"
    console.out("Removed from \(change.file), \(lines):\n    \(change.lines.joined(separator: "\n    "))\n")
}

struct RemoveEggs: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "eggs", abstract: "Remove a day's egg count.")
    @OptionGroup var content: ContentOptions
    @Argument(help: ArgumentHelp("The day (YYYY-MM-DD); for a range, its first day.", valueName: "date")) var day: String

    func run() throws {
        try removeRecord(.eggs(try typedDay(day, "the day")), content: content)
    }
}

struct RemoveNote: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "note", abstract: "Remove a note, by its title.")
    @OptionGroup var options: RemoveOptions
    @Argument(help: "The note's title.") var title: String
    func run() throws { try options.remove(.note(title: title, date: try options.day())) }
}

struct RemoveExpense: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "expense", abstract: "Remove an expense, by what was bought.")
    @OptionGroup var options: RemoveOptions
    @Argument(help: "What was bought.") var item: String
    func run() throws { try options.remove(.expense(item: item, date: try options.day())) }
}

struct RemoveContribution: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "contribution", abstract: "Remove a contribution, by who paid.")
    @OptionGroup var options: RemoveOptions
    @Argument(help: "Who paid.") var person: String
    func run() throws { try options.remove(.contribution(person: person, date: try options.day())) }
}

struct RemoveDelivery: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delivery", abstract: "Remove a delivery, by who received it.")
    @OptionGroup var options: RemoveOptions
    @Argument(help: "Who received the eggs.") var person: String
    func run() throws { try options.remove(.delivery(person: person, date: try options.day())) }
}

struct RemoveHen: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hen", abstract: "Remove a hen from the list of the flock.")
    @OptionGroup var content: ContentOptions
    @Argument(help: "Her name.") var name: String
    func run() throws { try removeRecord(.named(stem: "hens", name: name), content: content) }
}

struct RemovePerson: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "person", abstract: "Remove a person.")
    @OptionGroup var content: ContentOptions
    @Argument(help: "The person's name.") var name: String
    func run() throws { try removeRecord(.named(stem: "people", name: name), content: content) }
}

struct RemoveKind: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "kind", abstract: "Remove a kind of egg.")
    @OptionGroup var content: ContentOptions
    @Argument(help: "The kind's name.") var name: String
    func run() throws { try removeRecord(.named(stem: "kinds", name: name), content: content) }
}
