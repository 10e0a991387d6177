import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// The rules of `chores.yaml` and of `reminders:` in coop.yaml (DESIGN.md section 3, "Health,
/// feed, hatching and chores"): each problem located, with its code.
@Suite struct ChoreRulesTests {
    static let chore = "- title: Clean the coop\n  every: 2 weeks\n  from: 2026-01-04\n"

    static let cases: [ContentCase] = [
        ContentCase(
            "a misspelt unit", ["chores.yaml": "- title: Clean the coop\n  every: 2 weks\n  from: 2026-01-04\n"],
            [
                "content/chores.yaml:2:10: error: 'weks' is not a unit of a period; did you mean 'weeks'? [invalid-period]"
            ]),
        ContentCase(
            "a period of no weeks", ["chores.yaml": "- title: Clean the coop\n  every: 0 weeks\n  from: 2026-01-04\n"],
            [
                "content/chores.yaml:2:10: error: '0' in '0 weeks' must be a whole number of weeks from 1 to 1000 [invalid-period]"
            ]),
        ContentCase(
            "three words are no period", ["chores.yaml": "- title: Clean the coop\n  every: every 2 weeks\n  from: 2026-01-04\n"],
            [
                "content/chores.yaml:2:10: error: 'every 2 weeks' is not a period like 2 weeks [invalid-period]"
            ]),
        ContentCase(
            "a period as a list", ["chores.yaml": "- title: Clean the coop\n  every: [2, weeks]\n  from: 2026-01-04\n"],
            [
                "content/chores.yaml:2:10: error: 'every' must be a period like 2 weeks, not a list [wrong-type]"
            ]),
        ContentCase(
            "a reminder at 25:00", ["chores.yaml": chore + "  at: \"25:00\"\n"],
            [
                "content/chores.yaml:4:7: error: 'at' must be a time from 00:00 to 23:59 written HH:MM, not '25:00' [invalid-time]"
            ]),
        ContentCase(
            "a reminder without minutes", ["chores.yaml": chore + "  at: 9\n"],
            [
                "content/chores.yaml:4:7: error: 'at' must be a time from 00:00 to 23:59 written HH:MM, not '9' [invalid-time]"
            ]),
        ContentCase(
            "done before it starts", ["chores.yaml": chore + "  done: [2026-01-04, 2025-12-28]\n"],
            [
                "content/chores.yaml:4:22: error: the chore was done on 2025-12-28, before it starts (from: 2026-01-04) [date-order]"
            ]),
        ContentCase(
            "done twice on a day", ["chores.yaml": chore + "  done: [2026-01-18, 2026-01-18]\n"],
            [
                "content/chores.yaml:4:22: error: 2026-01-18 is already among the days the chore was done [duplicate-date]\n  note content/chores.yaml:4:10: first given here"
            ]),
        ContentCase(
            "done as a mapping", ["chores.yaml": chore + "  done: {a: 1}\n"],
            [
                "content/chores.yaml:4:9: error: 'done' must be a list of dates like [2026-01-04, 2026-01-18], not a mapping (key: value pairs) [wrong-type]"
            ]),
        ContentCase(
            "no first day", ["chores.yaml": "- title: Clean the coop\n  every: week\n"],
            [
                "content/chores.yaml:1:3: error: a chore has no 'from' [missing-field]"
            ]),
        ContentCase(
            "no period", ["chores.yaml": "- title: Clean the coop\n  from: 2026-01-04\n"],
            [
                "content/chores.yaml:1:3: error: a chore has no 'every' [missing-field]"
            ]),
        ContentCase(
            "a title twice, ignoring case", ["chores.yaml": chore + "- title: clean the coop\n  every: month\n  from: 2026-02-01\n"],
            [
                "content/chores.yaml:4:10: error: there is already a chore titled 'Clean the coop' [duplicate-name]\n  note content/chores.yaml:1:10: first defined here"
            ]),
        ContentCase(
            "an unknown key", ["chores.yaml": chore + "  evry: week\n"],
            [
                "content/chores.yaml:4:3: error: unknown key 'evry' for a chore; did you mean 'every'? [unknown-key]"
            ]),
        ContentCase(
            "a collect reminder that is no time", ["coop.yaml": "reminders:\n  collect: 6pm\n"],
            [
                "content/coop.yaml:2:12: error: 'collect' must be a time from 00:00 to 23:59 written HH:MM, not '6pm' [invalid-time]"
            ]),
        ContentCase(
            "an unknown reminder", ["coop.yaml": "reminders:\n  colect: \"18:00\"\n"],
            [
                "content/coop.yaml:2:3: error: unknown key 'colect' for reminders; did you mean 'collect'? [unknown-key]"
            ]),
        ContentCase(
            "reminders as a time", ["coop.yaml": "reminders: \"18:00\"\n"],
            [
                "content/coop.yaml:1:12: error: reminders must be a mapping like {collect: \"18:00\"}, not a single value [wrong-type]"
            ]),
    ]

    @Test(arguments: cases)
    func rule(_ c: ContentCase) {
        #expect(diagnostics(c.files) == c.expected)
    }

    /// What a right file reads as: the periods in their three spellings, the default time and
    /// the done days in the order written.
    @Test func aRightFileReads() throws {
        let loaded = loadContent([
            "chores.yaml": Self.chore + "  at: \"07:30\"\n  done: [2026-01-18, 2026-01-04]\n"
                + "- title: Fresh bedding\n  every: month\n  from: 2026-01-31\n- title: Water\n  every: 1 DAYS\n  from: 2026-01-01\n",
            "coop.yaml": "reminders:\n  collect: \"18:00\"\n",
        ])
        #expect(loaded.diagnostics.isEmpty)
        let chores = loaded.coop.chores
        #expect(chores.map(\.title) == ["Clean the coop", "Fresh bedding", "Water"])
        #expect(chores.map(\.every) == [ChorePeriod(2, .week), ChorePeriod(1, .month), ChorePeriod(1, .day)])
        #expect(chores.map(\.at.text) == ["07:30", "09:00", "09:00"])
        #expect(chores[0].done.map(\.iso) == ["2026-01-18", "2026-01-04"])
        #expect(loaded.coop.settings.collectReminder?.text == "18:00")
    }
}
