import ArgumentParser
import CoopDiagnostics
import CoopEditing
import CoopLocale
import CoopRecords
import CoopValues

/// `coop remove`: takes one record out of its file, every other byte kept. The kinds it
/// removes, and what names one record of each, come from the record kinds' declarations.
struct RemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove one record: "
            + removableKinds.dropLast().map(\.declaration.recordName).joined(separator: ", ") + " or "
            + (removableKinds.last?.declaration.recordName ?? "") + ".",
        discussion: """
            coop remove eggs 2026-11-22
            coop remove note "Molt started"             --date 2026-10-02 when several notes have the title
            coop remove expense "Layer feed" --date 2026-11-02
            coop remove delivery "Rivera family" --date 2026-11-06
            coop remove contribution "Rivera family" --date 2026-11-05
            coop remove hen Pearl | person "Corner shop" | kind blue

            \(removableKinds.map { "\($0.noun): by \(what($0))" }.joined(separator: "; ")).

            Only the record's lines are taken out; every other byte of the file stays as it was. \
            When the name fits several records, nothing is removed and each is listed with its place. \
            The content without the record is checked first: a hen whose eggs are still credited to \
            her, or a kind still laid, is not removed, and the errors say where it is still used.
            """)

    /// Every kind a record of which can be removed: all but the settings.
    static let removableKinds = RecordKind.allCases.filter { $0.declaration.identity != .none }

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    /// What names one record of `kind` on the command line.
    static func what(_ kind: RecordKind) -> String {
        switch kind.declaration.identity {
        case .day: "its day (YYYY-MM-DD; for a range, its first day)"
        case .none: "nothing"
        case .date, .name: "its \(kind.declaration.namedBy.map { $0.name.replacing("_", with: " ") } ?? "name")"
        }
    }

    @Argument(
        help: ArgumentHelp(
            "The kind of record: " + removableKinds.map(\.noun).joined(separator: ", ") + ".", valueName: "kind"))
    var noun: String

    @Argument(help: ArgumentHelp("What names the record: a day for eggs, else its title, item, person or name.", valueName: "name"))
    var name: String

    @OptionGroup var content: ContentOptions

    @Option(name: .long, help: ArgumentHelp("The record's day (YYYY-MM-DD), when several match.", valueName: "date"))
    var date: String?

    func validate() throws {
        guard let kind = RecordKind(noun: noun), Self.removableKinds.contains(kind) else {
            let nouns = Self.removableKinds.map(\.noun)
            throw ValidationError(
                "'\(noun)' is not a kind of record" + Suggestion.didYouMean(noun, in: nouns) + "; kinds are "
                    + nouns.joined(separator: ", "))
        }
    }

    func run() throws {
        guard let kind = RecordKind(noun: noun) else { return }
        let target: RemovalTarget
        switch kind.declaration.identity {
        case .day: target = .eggs(try typedDay(name, "the day"))
        case .name: target = .named(kind, name: name)
        case .date, .none: target = .dated(kind, name: name, date: try typedDay(date, "--date"))
        }
        let console = Console.current
        let today = try content.resolvedToday(console)
        let change = try perform { try ContentEditor(directory: content.content, today: today).remove(target) }
        let words = content.words()
        let removed = words(.removed(file: change.file, first: change.line, last: change.line + change.lines.count - 1))
        console.out(removed + "\n    \(change.lines.joined(separator: "\n    "))\n")
    }
}
