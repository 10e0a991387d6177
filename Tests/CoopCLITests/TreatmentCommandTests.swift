import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop add treatment` and `coop remove treatment`: a medicine given, written and taken away
/// from the command line, every other byte kept.
@Suite struct TreatmentCommandTests {
    static let hens = "- name: Olive\n- name: Pepper\n"

    @Test func aTreatmentOfTwoHensWithItsWithdrawal() async {
        let folder = TemporaryFolder(files: ["hens.yaml": Self.hens])
        let run = await runCoop([
            "add", "treatment", "Fenbendazole", "--hen", "Olive", "--hen", "Pepper", "--withdrawal-days", "14", "--until",
            "2026-11-20", "--tag", "health", "--date", "2026-11-16", "--content", folder.path, "--today", "2026-11-22",
        ])
        #expect(run.status == 0, "\(run.err)")
        let written = """
            - date: 2026-11-16
              until: 2026-11-20
              what: Fenbendazole
              hens: [Olive, Pepper]
              withdrawal_days: 14
              tags: [health]

            """
        #expect(folder.text("treatments.yaml") == written)
        #expect(
            run.out == "Added a treatment in \(folder.path)/treatments.yaml, line 1:\n"
                + written.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n")
        // Its withdrawal is checked before anything is written: nothing changes.
        let refused = await runCoop([
            "add", "treatment", "Wormer", "--withdrawal-days", "400", "--content", folder.path, "--today", "2026-11-22",
        ])
        #expect(refused.status == 1)
        #expect(
            refused.err.contains("treatments.yaml:9:20: error: 400 is too large for the days of withdrawal (at most 365) [invalid-count]"))
        #expect(folder.text("treatments.yaml") == written)
    }

    @Test func anUnknownHenIsRefusedWithWhatShePerhapsIs() async {
        let folder = TemporaryFolder(files: ["hens.yaml": Self.hens])
        let run = await runCoop(["add", "treatment", "Wormer", "--hen", "Oliv", "--content", folder.path, "--today", "2026-11-22"])
        #expect(run.status == 1)
        #expect(run.err.contains("error: unknown hen 'Oliv'; did you mean 'Olive'? [unknown-hen]"))
        #expect(!folder.exists("treatments.yaml"))
    }

    @Test func removedByWhatWasGiven() async {
        let treatments = "- date: 2026-11-16\n  what: Fenbendazole\n  withdrawal_days: 14\n\n- date: 2026-11-20\n  what: Mite spray\n"
        let folder = TemporaryFolder(files: ["hens.yaml": Self.hens, "treatments.yaml": treatments])
        let run = await runCoop(["remove", "treatment", "fenbendazole", "--content", folder.path, "--today", "2026-11-22"])
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.text("treatments.yaml") == "\n- date: 2026-11-20\n  what: Mite spray\n")
    }
}
