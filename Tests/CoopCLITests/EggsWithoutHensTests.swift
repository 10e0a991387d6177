import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop check` warns, with the place, about eggs recorded on days when no hen was in the flock.
@Suite struct EggsWithoutHensTests {
    /// A 2022 log in a coop whose hens joined in 2026 (the README's flow: `coop new`, then an
    /// import): one warning for the run of entries, at its first line; the 0-egg day is no
    /// egg recorded, and does not break the run.
    @Test func aLogFromBeforeTheHensJoined() async {
        let folder = TemporaryFolder(files: [
            "hens.yaml": "- name: Pearl\n  added: 2026-03-23\n- name: Dot\n  added: 2026-03-23\n",
            "eggs.yaml": "2022-01-25: 3\n2022-01-26..2022-01-28: 6\n2022-01-29: 0\n2022-01-30: 2\n2026-03-23: 2\n",
        ])
        let run = await runCoop(["check", "--content", folder.path, "--today", "2026-11-22"])
        #expect(run.status == 0)
        // 3 + 6 + 2 = 11 eggs on 1 + 3 + 1 = 5 days.
        #expect(
            run.err == """
                \(folder.path)/eggs.yaml:1:1: warning: 11 eggs recorded on 5 days from 2022-01-25 to 2022-01-30, before the first hen joined (2026-03-23) [eggs-without-hens]
                    1 | 2022-01-25: 3
                      | ^~~~~~~~~~
                      = help: a laying rate leaves them out; list the hens that laid them, with the day each joined (added:) and left (removed:), or check the dates

                """)
        #expect(run.out == "2 hens, 1 kind, 7 egg days, 13 eggs laid, 0 notes, 0 people, 0 expenses; 1 warning\n")
    }

    /// Between one hen leaving and the next joining, and after the last has left: a warning for
    /// each gap, a range underlined whole.
    @Test func gapsBetweenHensAndAfterTheLast() async {
        let folder = TemporaryFolder(files: [
            "hens.yaml": "- name: Pearl\n  removed: 2026-05-01\n- name: Dot\n  added: 2026-06-01\n  removed: 2026-09-01\n",
            "eggs.yaml": "2026-04-30: 1\n2026-05-10..2026-05-11: 2\n2026-06-01: 1\n2026-09-02: 1\n",
        ])
        let run = await runCoop(["check", "--content", folder.path, "--today", "2026-11-22"])
        #expect(
            run.err == """
                \(folder.path)/eggs.yaml:2:1: warning: 2 eggs recorded on 2 days from 2026-05-10 to 2026-05-11, when no hen was in the flock (2026-05-01 to 2026-05-31) [eggs-without-hens]
                    2 | 2026-05-10..2026-05-11: 2
                      | ^~~~~~~~~~~~~~~~~~~~~~
                      = help: a laying rate leaves them out; list the hens that laid them, with the day each joined (added:) and left (removed:), or check the dates
                \(folder.path)/eggs.yaml:4:1: warning: 1 egg recorded on 2026-09-02, after the last hen left (2026-09-01) [eggs-without-hens]
                    4 | 2026-09-02: 1
                      | ^~~~~~~~~~
                      = help: a laying rate leaves them out; list the hens that laid them, with the day each joined (added:) and left (removed:), or check the dates

                """)
    }

    /// A coop that lists no hens is not warned: it only counts eggs.
    @Test func noHensListedNoWarning() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2022-01-25: 3\n"])
        let run = await runCoop(["check", "--content", folder.path, "--today", "2026-11-22"])
        #expect(run.err == "" && run.status == 0)
    }
}
