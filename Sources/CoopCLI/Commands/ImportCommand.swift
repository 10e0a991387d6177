import ArgumentParser
import CoopDiagnostics
import CoopEditing
import CoopFiles
import CoopLocale
import CoopRecords
import CoopValues

/// `coop import csv FILE`: egg counts from a spreadsheet.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import records from other tools.", subcommands: [ImportCSV.self])
}

struct ImportCSV: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "csv",
        abstract: "Import egg counts from a spreadsheet saved as CSV.",
        discussion: """
            Each row is a day's (or a collection's) eggs. Columns are found by name or 1-based number; \
            without --date-column and --count-column, the first columns named like a date and like eggs \
            or a count are used. Days already recorded are skipped and reported, with the row's line.

            coop import csv log.csv --date-column "Date ramassage" --count-column 3 --days-column 2 --day-first
            """)

    @OptionGroup var options: ContentOptions
    @Argument(help: "The CSV file.", completion: .file(extensions: ["csv", "tsv", "txt"])) var file: String
    @Option(name: .customLong("date-column"), help: "The date column (name or number).") var dateColumn: String?
    @Option(name: .customLong("count-column"), help: "The egg count column (name or number).") var countColumn: String?
    @Option(name: .customLong("kind-column"), help: "A column naming each row's kind of egg.") var kindColumn: String?
    @Option(name: .customLong("days-column"), help: "A column of how many days each row's eggs were collected over, ending on its date.")
    var daysColumn: String?
    @Flag(name: .customLong("day-first"), help: "Dates like 09/02/22 are day first (default: month first).") var dayFirst = false

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let today = try options.resolvedToday(console)
        // No coop here: said before anything of the file, as an edit says it.
        guard FileSystem.entry(at: FilePath(options.content), followingLinks: true) == .directory else {
            _ = try perform { throw EditError.invalid([ContentLoader.noContentFolder(options.content)], SourceLibrary()) }
            return
        }
        guard let bytes = FileSystem.read(FilePath(file)) else {
            console.err("coop: error: cannot read '\(file)'\n")
            throw ExitCode(1)
        }
        let editor = ContentEditor(directory: options.content, today: today)
        let columns = CSVColumns(date: dateColumn, count: countColumn, kind: kindColumn, days: daysColumn, dayFirst: dayFirst)
        let result: ContentEditor.Import
        do {
            result = try editor.importCSV(bytes, columns: columns)
        } catch let error as EditError {
            _ = try perform { throw error }
            return
        }
        for row in result.skipped { console.err("\(file):\(row.line): skipped: \(row.reason)\n") }
        let total = result.added.reduce(0) { $0 + $1.lines }
        let words = options.words()
        let files = result.added.map { words(.importedInto($0.file, entries: $0.lines)) }.joined(separator: ", ")
        console.out(words(.imported(total, into: files, skipped: result.skipped.count)) + "\n")
        if total == 0 {
            console.err("coop: error: no row of '\(file)' could be imported\n")
            throw ExitCode(1)
        }
    }
}
