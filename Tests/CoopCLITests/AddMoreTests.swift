import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop add N --more`: a second collection the same day adds to the day's entry.
@Suite struct AddMoreTests {
    func add(_ folder: TemporaryFolder, _ arguments: [String]) async -> CommandRun {
        await runCoop(["add"] + arguments + ["--content", folder.path, "--today", "2026-11-22"])
    }

    @Test func moreAddsToTheDayKeepingTheOtherLines() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "# November\n2026-11-21: 3\n2026-11-22: 2   # morning\n2026-11-23: 1\n"])
        let run = await add(folder, ["3", "--more"])
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(
            run.out
                == "Added to the day in \(folder.path)/eggs.yaml, line 3:\n    2026-11-22: 5\nToday: 5 eggs. Week of Mon 16 Nov: 8 eggs so far.\n"
        )
        #expect(folder.text("eggs.yaml") == "# November\n2026-11-21: 3\n2026-11-22: 5\n2026-11-23: 1\n")
    }

    @Test func moreAddsByKindHenAndCracked() async {
        let files = [
            "kinds.yaml": "- name: brown\n- name: blue\n",
            "hens.yaml": "- name: Henrietta\n  kind: blue\n",
            "eggs.yaml": "2026-11-22: {brown: 2, Henrietta: 1, cracked: 1}\n",
        ]
        let folder = TemporaryFolder(files: files)
        #expect(await add(folder, ["1", "Brown", "2", "blue", "1", "henrietta", "--cracked", "1", "--more"]).status == 0)
        #expect(folder.text("eggs.yaml") == "2026-11-22: {brown: 3, Henrietta: 2, blue: 2, cracked: 2}\n")
    }

    @Test func moreOnADayNotRecordedAddsIt() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-21: 3\n"])
        let run = await add(folder, ["4", "--more"])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("Added in \(folder.path)/eggs.yaml, line 2:\n    2026-11-22: 4\n"))
        #expect(folder.text("eggs.yaml") == "2026-11-21: 3\n2026-11-22: 4\n")
    }

    @Test func moreAndReplaceTogetherIsAUsageError() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-22: 3\n"])
        let run = await add(folder, ["4", "--more", "--replace"])
        #expect(run.status == 64)
        #expect(run.err.contains("--more adds to the day's eggs and --replace replaces them: give one of them"))
        #expect(folder.text("eggs.yaml") == "2026-11-22: 3\n")
    }
}
