import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop remove`: one record's lines taken out, every other byte kept; nothing removed when
/// the name fits several records, or when something still needs the record.
@Suite struct RemoveCommandTests {
    func remove(_ folder: TemporaryFolder, _ arguments: [String]) async -> CommandRun {
        await runCoop(["remove"] + arguments + ["--content", folder.path, "--today", "2026-11-22"])
    }

    @Test func aDaysEggsGoKeepingCommentsAndTheOtherDays() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "# November\n2026-11-20: 5   # windy\n2026-11-21: 3\n\n2026-11-22: 4\n"])
        let run = await remove(folder, ["eggs", "2026-11-21"])
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.out == "Removed from \(folder.path)/eggs.yaml, line 3:\n    2026-11-21: 3\n")
        #expect(folder.text("eggs.yaml") == "# November\n2026-11-20: 5   # windy\n\n2026-11-22: 4\n")
        let missing = await remove(folder, ["eggs", "2026-11-21"])
        #expect(missing.status == 1)
        #expect(missing.err == "coop: error: 2026-11-21 is not recorded\ncoop: nothing was written\n")
    }

    @Test func aNoteGoesWithAllItsLinesButNotTheCommentAboveTheNext() async {
        let notes = """
            - date: 2026-10-02
              until: 2026-11-10
              title: Molt started
              tags: [molt]

            # the fox
            - date: 2026-11-05
              title: Fox seen

            """
        let folder = TemporaryFolder(files: ["notes.yaml": notes])
        let run = await remove(folder, ["note", "molt STARTED"])
        #expect(run.status == 0)
        #expect(
            run.out == """
                Removed from \(folder.path)/notes.yaml, lines 1-4:
                    - date: 2026-10-02
                      until: 2026-11-10
                      title: Molt started
                      tags: [molt]

                """)
        #expect(folder.text("notes.yaml") == "\n# the fox\n- date: 2026-11-05\n  title: Fox seen\n")
    }

    @Test func severalMatchingRecordsAreListedAndNothingIsRemoved() async {
        let expenses = "- date: 2026-10-02\n  item: Layer feed\n  amount: 24.99\n- date: 2026-11-02\n  item: Layer feed\n  amount: 25.49\n"
        let folder = TemporaryFolder(files: ["expenses.yaml": expenses])
        let run = await remove(folder, ["expense", "Layer feed"])
        #expect(run.status == 1)
        #expect(
            run.err == """
                coop: error: 2 records match expense for 'Layer feed': 2026-10-02 (\(folder.path)/expenses.yaml, line 1); \
                2026-11-02 (\(folder.path)/expenses.yaml, line 4); add --date to say which
                coop: nothing was written

                """)
        #expect(folder.text("expenses.yaml") == expenses)
        #expect(await remove(folder, ["expense", "Layer feed", "--date", "2026-11-02"]).status == 0)
        #expect(folder.text("expenses.yaml") == "- date: 2026-10-02\n  item: Layer feed\n  amount: 24.99\n")
    }

    @Test func aHenHerEggsAreStillCreditedToStaysWithTheReason() async {
        let hens = "- name: Henrietta\n- name: Pearl\n"
        let folder = TemporaryFolder(files: ["hens.yaml": hens, "eggs.yaml": "2026-11-21: {Henrietta: 1}\n"])
        let refused = await remove(folder, ["hen", "Henrietta"])
        #expect(refused.status == 1)
        #expect(refused.err.hasPrefix("\(folder.path)/eggs.yaml:1:14: error: unknown egg kind or hen 'Henrietta'"))
        #expect(refused.err.hasSuffix("coop: nothing was written\n"))
        #expect(folder.text("hens.yaml") == hens)
        let run = await remove(folder, ["hen", "pearl"])
        #expect(run.status == 0)
        #expect(run.out == "Removed from \(folder.path)/hens.yaml, line 2:\n    - name: Pearl\n")
        #expect(folder.text("hens.yaml") == "- name: Henrietta\n")
    }

    @Test func aRangeIsRemovedByItsFirstDayOnly() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-10..2026-11-12: 9\n"])
        let inside = await remove(folder, ["eggs", "2026-11-11"])
        #expect(inside.status == 1)
        #expect(inside.err.contains("2026-11-11 is part of the range 2026-11-10..2026-11-12"))
        #expect(await remove(folder, ["eggs", "2026-11-10"]).status == 0)
        #expect(folder.text("eggs.yaml") == "")
    }
}
