import ArgumentParser
import CoopDiagnostics
import CoopEditing
import CoopInsight
import CoopLocale
import CoopRecords
import CoopValues

// `coop add eggs` (the default): a day's eggs.

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
