import ArgumentParser
import CoopValues

/// `--content DIR` and `--today DATE`, shared by every command that reads a coop.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The folder holding the coop's YAML files.", valueName: "dir"), completion: .directory)
    var content: String = "content"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The day to treat as today (YYYY-MM-DD); default $SOURCE_DATE_EPOCH, else the clock.", valueName: "date"))
    var today: String?

    func validate() throws {
        _ = try typedDay(today, "--today")
    }

    /// Today as the options, the environment or the clock say.
    func resolvedToday(_ console: Console) throws -> CivilDate {
        try Today.resolve(option: today, environment: console.environment)
    }
}
