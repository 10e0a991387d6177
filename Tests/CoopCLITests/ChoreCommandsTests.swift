import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop add chore`, `coop done` and `coop remove chore`: lines written into chores.yaml, every
/// other byte kept, each checked with every rule first.
@Suite struct ChoreCommandsTests {
    func coop(_ folder: TemporaryFolder, _ arguments: [String]) async -> CommandRun {
        await runCoop(arguments + ["--content", folder.path, "--today", "2026-11-22"])
    }

    static let chores =
        "# Jobs that come back\n- title: Clean the coop   # straw\n  every: 2 weeks\n  from: 2026-01-04\n  done: [2026-01-04]\n"

    @Test func aChoreGoesAtTheEndOfTheList() async {
        let folder = TemporaryFolder(files: ["chores.yaml": Self.chores])
        let run = await coop(folder, ["add", "chore", "Fresh water", "--every", "day", "--from", "2026-11-01", "--at", "07:30"])
        #expect(run.status == 0 && run.err == "")
        #expect(
            run.out == """
                Added a chore in \(folder.path)/chores.yaml, line 6:
                    - title: Fresh water
                      every: day
                      from: 2026-11-01
                      at: 07:30

                """)
        #expect(folder.text("chores.yaml") == Self.chores + "- title: Fresh water\n  every: day\n  from: 2026-11-01\n  at: 07:30\n")
    }

    @Test func aChoreStartsToday() async {
        let folder = TemporaryFolder(files: [:])
        let run = await coop(folder, ["add", "chore", "Clean the coop", "--every", "2 weeks"])
        #expect(run.status == 0)
        #expect(folder.text("chores.yaml") == "- title: Clean the coop\n  every: 2 weeks\n  from: 2026-11-22\n")
    }

    @Test func aBadPeriodIsRefusedAtItsPlace() async {
        let folder = TemporaryFolder(files: ["chores.yaml": Self.chores])
        let run = await coop(folder, ["add", "chore", "Fresh water", "--every", "2 weks"])
        #expect(run.status == 1 && run.out == "")
        #expect(run.err.contains("chores.yaml:7:10: error: 'weks' is not a unit of a period; did you mean 'weeks'? [invalid-period]"))
        #expect(folder.text("chores.yaml") == Self.chores)
    }

    @Test func doneAppendsTheDayKeepingEveryOtherByte() async {
        let folder = TemporaryFolder(files: ["chores.yaml": Self.chores])
        let run = await coop(folder, ["done", "clean the coop"])
        #expect(run.status == 0 && run.err == "")
        #expect(run.out == "Done on Sun 22 Nov, in \(folder.path)/chores.yaml, line 2:\n      done: [2026-01-04, 2026-11-22]\n")
        #expect(
            folder.text("chores.yaml")
                == "# Jobs that come back\n- title: Clean the coop   # straw\n  every: 2 weeks\n  from: 2026-01-04\n  done: [2026-01-04, 2026-11-22]\n"
        )
        let again = await coop(folder, ["done", "Clean the coop", "--date", "2026-11-22"])
        #expect(again.status == 1)
        #expect(
            again.err
                == "coop: error: 'Clean the coop' is already done on 2026-11-22 (\(folder.path)/chores.yaml, line 2)\ncoop: nothing was written\n"
        )
    }

    @Test func doneWrittenOneLineADayGetsALineForTheDay() async {
        let chores =
            "- title: Water\n  every: day\n  from: 2026-11-01\n  done:\n    - 2026-11-01   # first fill\n    - 2026-11-02\n\n# the end\n"
        let folder = TemporaryFolder(files: ["chores.yaml": chores])
        let run = await coop(folder, ["done", "Water", "--date", "2026-11-21"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "Done on Sat 21 Nov, in \(folder.path)/chores.yaml, line 1:\n        - 2026-11-21\n")
        #expect(
            folder.text("chores.yaml")
                == "- title: Water\n  every: day\n  from: 2026-11-01\n  done:\n    - 2026-11-01   # first fill\n    - 2026-11-02\n    - 2026-11-21\n\n# the end\n"
        )
    }

    @Test func doneWithoutDoneDaysAddsTheLine() async {
        let folder = TemporaryFolder(files: [
            "chores.yaml": "- title: Water\n  every: day\n  from: 2026-11-01\n- title: Other\n  every: week\n  from: 2026-11-01\n"
        ])
        let run = await coop(folder, ["done", "Water", "--date", "2026-11-21"])
        #expect(run.status == 0)
        #expect(
            folder.text("chores.yaml")
                == "- title: Water\n  every: day\n  from: 2026-11-01\n  done: [2026-11-21]\n- title: Other\n  every: week\n  from: 2026-11-01\n"
        )
    }

    @Test func doneRefusesAnUnknownChoreAndADayBeforeItStarts() async {
        let folder = TemporaryFolder(files: ["chores.yaml": Self.chores])
        let unknown = await coop(folder, ["done", "Clean the cop"])
        #expect(unknown.status == 1)
        #expect(
            unknown.err
                == "coop: error: there is no chore titled 'Clean the cop'; did you mean 'Clean the coop'?\ncoop: nothing was written\n")
        let early = await coop(folder, ["done", "Clean the coop", "--date", "2025-12-31"])
        #expect(early.status == 1)
        #expect(
            early.err.contains(
                "chores.yaml:5:22: error: the chore was done on 2025-12-31, before it starts (from: 2026-01-04) [date-order]"))
        #expect(folder.text("chores.yaml") == Self.chores)
    }

    @Test func removeAChoreByItsTitle() async {
        let folder = TemporaryFolder(files: ["chores.yaml": Self.chores + "- title: Water\n  every: day\n  from: 2026-11-01\n"])
        let run = await coop(folder, ["remove", "chore", "water"])
        #expect(run.status == 0)
        #expect(folder.text("chores.yaml") == Self.chores)
        let unknown = await coop(folder, ["remove", "chore", "Water"])
        #expect(unknown.status == 1 && unknown.err.contains("there is no chore titled 'Water'"))
    }

    @Test func removeAChoreKeptInTheChoresFolder() async {
        let garden = "# the garden's jobs\n- title: Turn the compost\n  every: month\n  from: 2026-11-01\n"
        let folder = TemporaryFolder(files: [
            "chores.yaml": Self.chores,
            "chores/garden.yaml": garden + "- title: Water\n  every: day\n  from: 2026-11-01\n",
        ])
        let run = await coop(folder, ["remove", "chore", "water"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.hasPrefix("Removed from \(folder.path)/chores/garden.yaml, lines 5-7:\n"), "\(run.out)")
        #expect(folder.text("chores/garden.yaml") == garden)
        #expect(folder.text("chores.yaml") == Self.chores)
    }
}
