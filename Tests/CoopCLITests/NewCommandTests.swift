import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop new`: a new coop that checks, takes its first `coop add` and builds.
@Suite struct NewCommandTests {
    @Test func newMakesACoopThatBuilds() async throws {
        let place = TemporaryFolder()
        let run = await runCoop(["new", place.url("farm"), "--today", "2026-11-22"])
        #expect(run.status == 0)
        for path in [
            "content/coop.yaml", "content/kinds.yaml", "content/hens.yaml", "content/eggs/2026.yaml", "README.md",
            ".gitignore", "schemas/eggs.schema.json", "schemas/hen.schema.json",
        ] {
            #expect(place.exists("farm/" + path), "\(path)")
        }
        #expect(
            place.text("farm/content/eggs/2026.yaml") == """
                # yaml-language-server: $schema=../../schemas/eggs.schema.json
                # Eggs collected in 2026. One line a day: date: count, or counts by kind.
                2026-11-15: 2
                2026-11-16: 1
                2026-11-17: 2
                2026-11-18: 2
                2026-11-19: 1
                2026-11-20: 0
                2026-11-21: 2

                """)
        let check = await runCoop(["check", "--content", place.url("farm/content"), "--today", "2026-11-22"])
        #expect(check.status == 0 && check.err == "")
        #expect(check.out == "2 hens, 1 kind, 7 egg days, 10 eggs laid, 0 notes, 0 people, 0 expenses\n")
        // What `coop new` says to do next works: today is not recorded yet.
        let add = await runCoop(["add", "--content", place.url("farm/content"), "--today", "2026-11-22", "3"])
        #expect(add.status == 0 && add.err == "")
        #expect(place.text("farm/content/eggs/2026.yaml")?.hasSuffix("2026-11-21: 2\n2026-11-22: 3\n") == true)
        let build = await runCoop([
            "build", "--content", place.url("farm/content"), "--output", place.url("farm/public"), "--today", "2026-11-22",
        ])
        #expect(build.status == 0 && place.exists("farm/public/index.html"))
        let again = await runCoop(["new", place.url("farm")])
        #expect(again.status == 1 && again.err.contains("already exists; coop new never overwrites a coop"))
    }

    /// A sample week that starts in December and ends in January goes into two year files.
    @Test func newSplitsTheSampleWeekAtTheYearsEnd() async {
        let place = TemporaryFolder()
        #expect(await runCoop(["new", place.url("farm"), "--today", "2027-01-03"]).status == 0)
        #expect(
            place.text("farm/content/eggs/2026.yaml") == """
                # yaml-language-server: $schema=../../schemas/eggs.schema.json
                # Eggs collected in 2026. One line a day: date: count, or counts by kind.
                2026-12-27: 2
                2026-12-28: 1
                2026-12-29: 2
                2026-12-30: 2
                2026-12-31: 1

                """)
        #expect(
            place.text("farm/content/eggs/2027.yaml") == """
                # yaml-language-server: $schema=../../schemas/eggs.schema.json
                # Eggs collected in 2027. One line a day: date: count, or counts by kind.
                2027-01-01: 0
                2027-01-02: 2

                """)
        let check = await runCoop(["check", "--content", place.url("farm/content"), "--today", "2027-01-03"])
        #expect(check.status == 0 && check.out == "2 hens, 1 kind, 7 egg days, 10 eggs laid, 0 notes, 0 people, 0 expenses\n")
    }

    /// `coop new` writes the GitHub Pages workflow: on push, daily and by hand, the public
    /// build, deployed by GitHub's Pages actions with the permissions they need.
    /// (.ci/run checks the file with actionlint or the workflow JSON Schema.)
    @Test func newWritesTheGitHubPagesWorkflow() async {
        let place = TemporaryFolder()
        let run = await runCoop(["new", place.url("farm"), "--today", "2026-11-22"])
        #expect(run.status == 0 && run.out.contains(".github/workflows/coop-pages.yml (GitHub Pages)"))
        let workflow = place.text("farm/.github/workflows/coop-pages.yml") ?? ""
        for line in [
            "  push:", "  schedule:", "    - cron: \"17 5 * * *\"  # every day at 05:17 UTC", "  workflow_dispatch:",
            "  pages: write", "  id-token: write", "        run: coop build --public --output public",
            "        uses: actions/upload-pages-artifact@v3", "        uses: actions/deploy-pages@v4",
            "  COOP_COUNT_REF: ${{ vars.COOP_COUNT_REF || 'v0.15.0' }}",
        ] {
            #expect(workflow.split(separator: "\n").contains(Substring(line)), "\(line)")
        }
        #expect(!workflow.contains("\t"))
    }
}
