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

struct AddEggs: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "eggs", abstract: "Add a day's eggs (the default: coop add 5).")

    @OptionGroup var options: AddOptions

    @Option(name: .long, help: "How many of the eggs are cracked (not edible).")
    var cracked: Int?

    @Flag(name: .long, help: "Replace the day's eggs if the day is already recorded.")
    var replace = false

    @Flag(name: .long, help: "Add to the day's eggs if the day is already recorded (a second collection).")
    var more = false

    @Argument(help: ArgumentHelp("A count (5), or counts with kinds or hens (3 brown 2 blue).", valueName: "count"))
    var counts: [String]

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    /// The counts by name: one bare count, or pairs in either order (3 brown, or brown 3).
    static func parse(_ tokens: [String]) throws -> [(name: String?, count: Int)] {
        let usage = "write a count (coop add 5) or counts with kinds (coop add 3 brown 2 blue)"
        func count(_ text: String) throws -> Int {
            guard let value = Int(text), value >= 0, value <= 1_000_000 else {
                // `coop add pearson X`: a misspelt kind of record, not eggs.
                if let first = tokens.first, Int(first) == nil,
                    let kind = Suggestion.nearest(
                        to: first, in: AddCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" })
                {
                    throw ValidationError("coop add has no '\(first)'; did you mean 'coop add \(kind)'? (or \(usage))")
                }
                throw ValidationError("'\(text)' is not a count of eggs; \(usage)")
            }
            return value
        }
        if tokens.count == 1 { return [(nil, try count(tokens[0]))] }
        guard tokens.count >= 2, tokens.count % 2 == 0 else { throw ValidationError(usage) }
        let countFirst = Int(tokens[0]) != nil
        return try stride(from: 0, to: tokens.count, by: 2).map { i in
            let (number, name) = countFirst ? (tokens[i], tokens[i + 1]) : (tokens[i + 1], tokens[i])
            guard Int(name) == nil else { throw ValidationError(usage) }
            return (name, try count(number))
        }
    }

    func validate() throws {
        _ = try Self.parse(counts)
        if let cracked, cracked < 0 { throw ValidationError("--cracked must be a whole number of eggs, not \(cracked)") }
        if more && replace { throw ValidationError("--more adds to the day's eggs and --replace replaces them: give one of them") }
    }

    func run() throws {
        let console = Console.current
        let (today, day) = try options.days(console)
        let recorded: ContentEditor.Recorded = replace ? .replace : more ? .addTo : .refuse
        let change = try perform {
            try options.editor(today).addEggs(on: day, counts: Self.parse(counts), cracked: cracked, recorded: recorded)
        }
        let insight = CoopInsight(coop: change.content.coop, today: today)
        let week = insight.week(containing: day)
        let words = options.content.words()
        let how = change.replaced ? (more ? "more" : "replaced") : "added"
        console.out(words(.addedEggs(how, file: change.file, line: change.line)) + "\n    \(change.lines.joined(separator: "\n    "))\n")
        let when = day == today ? "today" : day == today.adding(days: -1) ? "yesterday" : "other"
        console.out(
            words(.daySoFar(when, day: day, eggs: insight.series.laid(on: day) ?? 0, week: week.start, weekEggs: week.totals.laid)) + "\n")
    }
}

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

struct AddExpense: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "expense", abstract: "Add an expense.")

    @OptionGroup var options: AddOptions
    @Argument(help: "The amount, like 24.99.") var amount: String
    @Argument(help: "What was bought.") var item: String
    @Option(name: .long, help: "A tag (repeat for more).") var tag: [String] = []
    @Option(name: .customLong("paid-by"), help: "Who paid (default: the pot).") var paidBy: String?
    @Option(help: ArgumentHelp("How much, by weight: 20 kg (kg, g, lb or oz); with --tag feed, it is feed.", valueName: "weight"))
    var quantity: String?
    @Flag(name: .customLong("one-time"), help: "A one-time cost rather than a consumable.") var oneTime = false
    @Flag(name: .customLong("not-shared"), help: "The payer's own cost, not shared.") var notShared = false

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let (today, day) = try options.days(console)
        let change = try perform {
            try options.editor(today).add(
                try record(
                    .expenses, on: day,
                    [
                        .item: .text(item), .amount: .literal(amount), .quantity: quantity.map(FieldValue.text),
                        .consumable: oneTime ? .literal("false") : nil,
                        .shared: notShared ? .literal("false") : nil, .paidBy: paidBy.map(FieldValue.text),
                        .tags: tag.isEmpty ? nil : .list(tag),
                    ]))
        }
        report(change, what: RecordKind.expenses.stem, content: options.content)
    }
}

struct AddDelivery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delivery", abstract: "Add eggs handed to a person (with --paid, a sale).")

    @OptionGroup var options: AddOptions
    @Argument(help: "How many eggs.") var eggs: String
    @Argument(help: "Who received them.") var person: String
    @Option(name: .long, help: ArgumentHelp("The money received for them, like 4.50: a sale.", valueName: "amount")) var paid: String?
    @Option(name: .long, help: "A remark.") var note: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let (today, day) = try options.days(console)
        let item = try record(
            .deliveries, on: day,
            [.person: .text(person), .eggs: .literal(eggs), .paid: paid.map(FieldValue.literal), .note: note.map(FieldValue.text)])
        let change = try perform { try options.editor(today).add(item) }
        report(change, what: paid == nil ? RecordKind.deliveries.stem : "sales", content: options.content)
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

struct AddContribution: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "contribution", abstract: "Add money a person paid into the pot.")

    @OptionGroup var options: AddOptions
    @Argument(help: "The amount, like 20.") var amount: String
    @Argument(help: "Who paid.") var person: String
    @Option(name: .long, help: "What it was for.") var note: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let (today, day) = try options.days(console)
        let item = try record(
            .contributions, on: day, [.person: .text(person), .amount: .literal(amount), .note: note.map(FieldValue.text)])
        let change = try perform { try options.editor(today).add(item) }
        report(change, what: RecordKind.contributions.stem, content: options.content)
    }
}

struct AddHen: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "hen", abstract: "Add a hen to the flock.")

    @OptionGroup var options: ContentOptions
    @Argument(help: "Her name.") var name: String
    @Option(name: .long, help: "Her breed.") var breed: String?
    @Option(name: .long, help: "The kind of egg she lays.") var kind: String?
    @Option(name: .long, help: ArgumentHelp("The day she hatched (YYYY-MM-DD).", valueName: "date")) var hatched: String?
    @Option(name: .long, help: ArgumentHelp("The day she joined the flock (YYYY-MM-DD).", valueName: "date")) var added: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let today = try options.resolvedToday(Console.current)
        let item = try record(
            .hens, named: name,
            [
                .breed: breed.map(FieldValue.text), .kind: kind.map(FieldValue.text),
                .hatched: try typedDay(hatched, "--hatched").map { .literal($0.iso) },
                .added: try typedDay(added, "--added").map { .literal($0.iso) },
            ])
        report(
            try perform { try ContentEditor(directory: options.content, today: today).add(item) }, what: RecordKind.hens.stem,
            content: options)
    }
}

struct AddPerson: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "person", abstract: "Add a person who shares the eggs (or, with --shares 0, buys them).")

    @OptionGroup var options: ContentOptions
    @Argument(help: "The person's name (a family, a neighbour, a shop).") var name: String
    @Option(name: .long, help: "Their shares (default 1; 0 for a buyer, who shares neither eggs nor costs).") var shares: String?
    @Option(name: .long, help: ArgumentHelp("The day they start sharing (YYYY-MM-DD; default: from the start).", valueName: "date"))
    var from: String?

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let today = try options.resolvedToday(Console.current)
        let item = try record(
            .people, named: name, [.shares: shares.map(FieldValue.literal), .from: try typedDay(from, "--from").map { .literal($0.iso) }])
        report(
            try perform { try ContentEditor(directory: options.content, today: today).add(item) }, what: RecordKind.people.stem,
            content: options)
    }
}

struct AddKind: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "kind", abstract: "Add a kind of egg.")

    @OptionGroup var options: ContentOptions
    @Argument(help: "The kind's name, as egg lines use it (brown, blue).") var name: String
    @Option(name: .long, help: "What the site shows instead of the name.") var label: String?
    @Option(
        name: .long,
        help: "Its colour in charts (#9c5a2e or a CSS name); auto, always or never colour the diagnostics (the global --color).")
    var color: String?

    /// `-q`, shown in the help; `--color` is the kind's here (``QuietOptionHelp``).
    @OptionGroup(title: "Global Options") var global: QuietOptionHelp

    func run() throws {
        let today = try options.resolvedToday(Console.current)
        let item = try record(.kinds, named: name, [.label: label.map(FieldValue.text), .color: color.map(FieldValue.text)])
        report(
            try perform { try ContentEditor(directory: options.content, today: today).add(item) }, what: RecordKind.kinds.stem,
            content: options)
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

private func record(_ kind: RecordKind, on day: CivilDate, _ values: [FieldKey: FieldValue?]) throws -> RecordItem {
    guard let item = RecordItem(kind, date: day, values: values.compactMapValues { $0 }) else {
        throw ValidationError("\(kind.noun) records are not dated")
    }
    return item
}

/// A named record of `kind` called `name` with the values given (nil: left out).
private func record(_ kind: RecordKind, named name: String, _ values: [FieldKey: FieldValue?]) throws -> NamedItem {
    guard let item = NamedItem(kind, name: name, values: values.compactMapValues { $0 }) else {
        throw ValidationError("\(kind.noun) records are not named")
    }
    return item
}

/// Prints what an edit added: `Added a hen in content/hens.yaml, line 12:` and its lines;
/// `what` is the kind's stem (or `sales`).
private func report(_ change: ContentEditor.Change, what: String, content: ContentOptions) {
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
