import CoopLocale
import CoopRecords
import CoopSite
import CoopValues

/// The command line's summary lines, from the catalogue (`cli.*`) of the coop's language.
/// Diagnostics, refusals and `coop serve`'s log stay English, like the diagnostics of every
/// compiler.
extension Message {
    /// "Built 134 pages (165 files, 4.2 MB) into public/ in 0.22 s. Open public/index.html".
    static func built(pages: Int, files: Int, megabytes: Double, seconds: Double, output: String) -> Message {
        Message(
            "cli.built",
            [
                "pages": .digits(pages), "files": .digits(files), "megabytes": .decimal(megabytes, places: 1),
                "seconds": .decimal(seconds, places: 2), "output": .text(output),
            ])
    }

    /// "Added a note in content/notes.yaml, line 12:"; `what` is a kind's stem, or `sales`.
    static func added(_ what: String, file: String, line: Int) -> Message {
        Message("cli.added", ["what": .text(what), "file": .text(file), "line": .digits(line)])
    }

    /// "Done on Sun 22 Nov, in content/chores.yaml, line 5:", for `coop done`.
    static func choreDone(_ day: CivilDate, file: String, line: Int) -> Message {
        Message("cli.chore-done", ["day": .date(day), "file": .text(file), "line": .digits(line)])
    }

    /// "Added in content/eggs/2026.yaml, line 4:", "Replaced in …", "Added to the day in …".
    static func addedEggs(_ how: String, file: String, line: Int) -> Message {
        Message("cli.added-eggs", ["how": .text(how), "file": .text(file), "line": .digits(line)])
    }

    /// "Today: 5 eggs. Week of Mon 16 Nov: 21 eggs so far."
    static func daySoFar(_ when: String, day: CivilDate, eggs: Int, week: CivilDate, weekEggs: Int) -> Message {
        Message(
            "cli.day-so-far",
            ["when": .text(when), "day": .date(day), "eggs": .count(eggs), "week": .date(week), "week-eggs": .count(weekEggs)])
    }

    /// "Removed from content/notes.yaml, lines 3-5:".
    static func removed(file: String, first: Int, last: Int) -> Message {
        Message("cli.removed", ["file": .text(file), "count": .digits(last - first + 1), "first": .digits(first), "last": .digits(last)])
    }

    /// "Imported 12 entries into content/eggs/2026.yaml (12); 1 row skipped."
    static func imported(_ entries: Int, into files: String, skipped: Int) -> Message {
        Message("cli.imported", ["entries": .digits(entries), "files": .text(files), "skipped": .digits(skipped)])
    }

    /// "content/eggs/2026.yaml (12)": a file and how many entries went into it.
    static func importedInto(_ file: String, entries: Int) -> Message {
        Message("cli.imported-into", ["file": .text(file), "entries": .digits(entries)])
    }

    /// "Wrote 10 JSON Schemas into schemas/".
    static func wroteSchemas(_ count: Int, output: String) -> Message {
        Message("cli.wrote-schemas", ["count": .digits(count), "output": .text(output)])
    }

    /// `coop check`'s count of a coop's records.
    static func contentSummary(_ summary: ContentSummary) -> Message {
        Message(
            "cli.content-summary",
            [
                "hens": .count(summary.hens), "kinds": .count(summary.kinds), "egg-days": .count(summary.eggDays),
                "eggs": .count(summary.eggsLaid), "notes": .count(summary.notes), "people": .count(summary.people),
                "expenses": .count(summary.expenses),
            ])
    }
}

extension ContentOptions {
    /// The words of the coop these options name: its language's (`language:` in coop.yaml),
    /// from the theme `theme` (default: the built-in theme).
    func words(theme: String? = nil) -> Words {
        SiteOptions(content: content, output: "", theme: theme, today: CivilDate(dayNumber: 0)).words()
    }
}
