import ArgumentParser
import CoopDiagnostics
import CoopEditing
import CoopInsight
import CoopLocale
import CoopRecords
import CoopValues

// `coop add note`, `treatment`, `hatch` and `chore`: what happens in the flock.

struct AddNote: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "note", abstract: "Add a note.")

    @OptionGroup var options: AddOptions
    @Argument(help: "The note's title (the label on graphs).") var title: String
    @Option(name: .long, help: "A tag (repeat for more).") var tag: [String] = []
    @Option(name: .long, help: "The note's text (Markdown).") var text: String?
    @Option(name: .long, help: "The last day, for a span (YYYY-MM-DD).") var until: String?
    @Option(name: .long, help: "A hen it concerns (repeat for more).") var hen: [String] = []

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        try options.addSpan(
            .notes, until: until,
            [
                .title: .text(title), .tags: tag.isEmpty ? nil : .list(tag), .hens: hen.isEmpty ? nil : .list(hen),
                .text: text.map(FieldValue.text),
            ])
    }
}

struct AddTreatment: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "treatment", abstract: "Add a treatment: a medicine given, and the days its eggs are withheld.")

    @OptionGroup var options: AddOptions
    @Argument(help: "What was given: Fenbendazole.") var what: String
    @Option(name: .long, help: "A hen treated (repeat for more; default: the whole flock).") var hen: [String] = []
    @Option(name: .customLong("withdrawal-days"), help: "Days after the last day the eggs are not to be eaten or sold.")
    var withdrawalDays: String?
    @Option(name: .long, help: "The last day, when it lasted more than one (YYYY-MM-DD).") var until: String?
    @Option(name: .long, help: "A tag (repeat for more).") var tag: [String] = []
    @Option(name: .long, help: "The treatment's text (Markdown).") var text: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        try options.addSpan(
            .treatments, until: until,
            [
                .what: .text(what), .hens: hen.isEmpty ? nil : .list(hen), .withdrawalDays: withdrawalDays.map(FieldValue.literal),
                .text: text.map(FieldValue.text), .tags: tag.isEmpty ? nil : .list(tag),
            ])
    }
}

struct AddHatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hatch", abstract: "Add eggs set to hatch, under a broody hen or in an incubator.")

    @OptionGroup var options: AddOptions
    @Argument(help: "How many eggs were set.") var eggs: String
    @Option(help: ArgumentHelp("The broody hen sitting on them (default: an incubator).", valueName: "hen")) var by: String?
    @Option(help: ArgumentHelp("The kind of the eggs set.", valueName: "kind")) var kind: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let (today, day) = try options.days(console)
        let item = try record(
            .hatches, on: day, [.eggs: .literal(eggs), .by: by.map(FieldValue.text), .kind: kind.map(FieldValue.text)])
        let change = try perform { try options.editor(today).add(item) }
        report(change, what: RecordKind.hatches.stem, content: options.content)
    }
}

struct AddChore: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "chore", abstract: "Add a chore that comes back.")

    @OptionGroup var options: ContentOptions
    @Argument(help: "What is to be done (Clean the coop); names the chore.") var title: String
    @Option(name: .long, help: "How often: N days, N weeks or N months (2 weeks), or day, week or month.") var every: String
    @Option(name: .long, help: ArgumentHelp("The first day it is due (YYYY-MM-DD; default: today).", valueName: "date"))
    var from: String?
    @Option(name: .long, help: ArgumentHelp("The time of its reminder in the calendar feed (HH:MM; default 09:00).", valueName: "time"))
    var at: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let today = try options.resolvedToday(Console.current)
        let first = try typedDay(from, "--from") ?? today
        let item = try record(
            .chores, named: title,
            [.every: .text(every), .from: .literal(first.iso), .at: at.map(FieldValue.text)])
        report(
            try perform { try ContentEditor(directory: options.content, today: today).add(item) }, what: RecordKind.chores.stem,
            content: options)
    }
}
