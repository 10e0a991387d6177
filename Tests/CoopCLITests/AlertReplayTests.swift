import CoopCLITestSupport
import CoopTestSupport
import Testing

/// The real log of this repository (Tests/Fixtures/real/data-poule.csv, 25 January to 30
/// September 2022) replayed day by day, each dashboard from the records up to its day: no
/// alert breaks a rule of ``AlertRules`` on any day.
@Suite struct AlertReplayTests {
    @Test func theRealFrenchLogBreaksNoRuleOnAnyDay() async throws {
        let csv = try #require(TemporaryFolder.readFile(repositoryRoot + "/Tests/Fixtures/real/data-poule.csv"))
        let input = TemporaryFolder()
        input.write("data-poule.csv", bytes: csv)
        let folder = TemporaryFolder()
        folder.write("coop.yaml", "title: data-poule\nlatitude: 46.5\n")
        folder.write("hens.yaml", "- name: A\n- name: B\n- name: C\n")
        let imported = await runCoop([
            "import", "csv", input.url("data-poule.csv"), "--content", folder.path, "--today", "2022-09-30",
            "--date-column", "Date ramassage", "--count-column", "3", "--days-column", "Durée", "--day-first",
        ])
        #expect(imported.status == 0, "\(imported.err)")
        let replay = await runCoop(["backtest", "--alerts", "--content", folder.path, "--today", "2022-09-30", "--name", "data-poule"])
        #expect(replay.status == 0, "\(replay.err)")
        #expect(replay.out.contains("\nstatements broken: 0\n"), "\(replay.out)")
    }
}
