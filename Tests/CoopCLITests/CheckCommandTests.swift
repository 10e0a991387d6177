import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop check`, end to end: what it prints and how it exits.
@Suite struct CheckCommandTests {
    @Test func cleanContentExitsZeroWithASummary() async {
        let folder = TemporaryFolder(files: [
            "hens.yaml": "- name: Pearl\n- name: Dot\n",
            "eggs.yaml": "2026-11-20: 2\n2026-11-21: 1\n",
        ])
        let run = await runCoop(["check", "--content", folder.path, "--today", "2026-11-22"])
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.out == "2 hens, 1 kind, 2 egg days, 3 eggs laid, 0 notes, 0 people, 0 expenses\n")
    }

    /// The coop app's pages are pages of the theme too: coop check checks a theme/ that
    /// overrides one, though coop build, which writes none of them, does not read it.
    @Test func theCoopAppsPagesAreChecked() async {
        let folder = TemporaryFolder()
        folder.write("content/eggs.yaml", "2026-11-21: 2\n")
        folder.write("theme/pages/app-notice.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>Not found</body></html>\n")
        let check = await runCoop(["check", "--content", folder.url("content"), "--today", "2026-11-22"])
        #expect(check.status == 1)
        #expect(
            check.err.hasPrefix("\(folder.url("theme"))/pages/app-notice.xhtml:1:50: error: <p> is never closed [template-syntax]\n"),
            "\(check.err)")
        let build = await runCoop([
            "build", "--content", folder.url("content"), "--output", folder.url("public"), "--today", "2026-11-22",
        ])
        #expect(build.status == 0, "\(build.err)")
    }

    /// `coop check --public` lists each note a public build leaves out because it names a
    /// person, at the name, and exits as check does; `coop build --public` says how many in one
    /// line and writes no name.
    @Test func publicListsTheNotesThatNameAPerson() async {
        let folder = TemporaryFolder(files: [
            "people.yaml": "- name: Jen Kowalski\n",
            "eggs.yaml": "2026-11-21: 2\n",
            "notes.yaml":
                "- date: 2026-11-20\n  title: Fence mended\n  text: With JÉN's drill.\n"
                + "- date: 2026-11-21\n  title: Rain\n",
        ])
        let check = await runCoop(["check", "--content", folder.path, "--today", "2026-11-22", "--public"])
        #expect(check.status == 0)
        #expect(
            check.err == """
                \(folder.path)/notes.yaml:3:14: warning: the note 'Fence mended' names 'Jen': a public build leaves it out [names-a-person]
                    3 |   text: With JÉN's drill.
                      |              ^~~
                      = help: tag it private, or write it without the name, to say so yourself

                """)
        #expect(check.out == "0 hens, 1 kind, 1 egg day, 2 eggs laid, 2 notes, 1 person, 0 expenses; 1 warning\n")
        let home = await runCoop(["check", "--content", folder.path, "--today", "2026-11-22"])
        #expect(home.err == "")

        let output = TemporaryFolder()
        let build = await runCoop([
            "build", "--content", folder.path, "--output", output.url("site"), "--today", "2026-11-22", "--public",
        ])
        #expect(build.status == 0)
        #expect(build.err == "coop: the public build left out 1 record that names a person; coop check --public lists it\n")
        #expect(output.text("site/list/notes.html")?.contains("Rain") == true)
        #expect(output.text("site/list/notes.html")?.contains("Fence mended") == false)
    }

    @Test func warningsAreAllowed() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-23: 2\n"])
        let run = await runCoop(["check", "--content", folder.path, "--today", "2026-11-22"])
        #expect(run.status == 0)
        #expect(
            run.err.hasSuffix(
                "warning: 2026-11-23 is after today (2026-11-22) [future-date]\n    1 | 2026-11-23: 2\n      | ^~~~~~~~~~\n      = help: check the year; pass --today if you are building for another day\n"
            ))
        #expect(run.out == "0 hens, 1 kind, 1 egg day, 2 eggs laid, 0 notes, 0 people, 0 expenses; 1 warning\n")
    }

    @Test func errorsExitOneAndArePrintedWithTheSourceLine() async {
        let folder = TemporaryFolder(files: [
            "kinds.yaml": "- name: brown\n- name: blue\n", "eggs.yaml": "2026-11-21: {brown: 3, blu: 2}\n",
        ])
        let run = await runCoop(["check", "--content", folder.path, "--today", "2026-11-22"])
        #expect(run.status == 1)
        #expect(
            run.err == """
                \(folder.path)/eggs.yaml:1:24: error: unknown egg kind 'blu'; did you mean 'blue'? [unknown-kind]
                    1 | 2026-11-21: {brown: 3, blu: 2}
                      |                        ^~~
                      = help: a key here is an egg kind (brown, blue), or 'cracked'

                """)
        #expect(run.out == "0 hens, 2 kinds, 0 egg days, 0 eggs laid, 0 notes, 0 people, 0 expenses; 1 error\n")
    }

    @Test func sourceDateEpochDecidesToday() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-22: 2\n"])
        let before = await runCoop(["check", "--content", folder.path], environment: ["SOURCE_DATE_EPOCH": "1795219200"])
        #expect(before.out.hasSuffix("; 1 warning\n"))
        let after = await runCoop(["check", "--content", folder.path], environment: ["SOURCE_DATE_EPOCH": "1795305600"])
        #expect(after.out.hasSuffix("expenses\n"))
    }

    @Test(arguments: [
        (
            ["check", "--today", "2026-02-30"],
            "Error: --today must be a real date written YYYY-MM-DD, not '2026-02-30'\nUsage: coop check [--content <dir>] [--today <date>] [--theme <dir>] [--public] [--color <when>] [--quiet]\n"
        ),
        (
            ["check", "--bogus"],
            "Error: Unknown option '--bogus'\nUsage: coop check [--content <dir>] [--today <date>] [--theme <dir>] [--public] [--color <when>] [--quiet]\n"
        ),
        (["chekc"], "Error: unknown command 'chekc'; did you mean 'check'?\nUsage: coop <subcommand>\n"),
    ])
    func badUsageExits64(_ arguments: [String], _ message: String) async {
        let run = await runCoop(arguments)
        #expect(run.status == 64)
        #expect(run.err.hasPrefix(message))
    }

    @Test func missingContentFolderIsAnError() async {
        let run = await runCoop(["check", "--content", "/nonexistent/coop", "--today", "2026-11-22"])
        #expect(run.status == 1)
        #expect(
            run.err == """
                coop: error: there is no content folder '/nonexistent/coop' [unreadable]
                      = help: run coop where your content/ folder is, pass --content DIR, or make a new coop with 'coop new DIR'

                """)
    }
}
