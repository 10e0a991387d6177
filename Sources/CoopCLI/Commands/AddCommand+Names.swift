import ArgumentParser
import CoopDiagnostics
import CoopEditing
import CoopInsight
import CoopLocale
import CoopRecords
import CoopValues

// `coop add hen`, `person` and `kind`: the named records others refer to.

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
